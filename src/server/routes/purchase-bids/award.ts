/**
 * The award's prices: each awarded offer becomes the agreement price of its product for every canteen of
 * the bid from the award's day. The price is written as the catalogue writes one (a proposed row of the
 * supplier's approved product link) and approved through the agreement-price machine (PRICE_MACHINE) in
 * the award's transaction, so ordering's current-price reads pick it up like any approved price.
 */
import { and, eq } from 'drizzle-orm';
import { PRICE_MACHINE, PRICE_STATUS_NAMES, type PriceStatus } from '../../../contract/domain/agreementPrice.ts';
import { chinaDate } from '../../../contract/domain/order.ts';
import { awardDay } from '../../../contract/domain/purchaseBid.ts';
import type { BidOffer, RankedOffer } from '../../../contract/routes/purchaseBids.ts';
import type { Actor } from '../../auth/scope.ts';
import { settleEffectiveTo } from '../../db/agreementPrices.ts';
import type { Db } from '../../db/index.ts';
import { agreementPrices, purchaseBidAwards, purchaseBidPrices, purchaseBids, supplierProducts } from '../../db/schema/index.ts';
import { mayServe } from '../../db/supplierStanding.ts';
import { fail } from '../../http/errors.ts';
import { recordEvent, transition } from '../../http/transition.ts';

export async function awardPrices(
  tx: Db, actor: Actor, bid: typeof purchaseBids.$inferSelect,
  ranking: Array<{ baseProductId: string; offers: Array<Omit<RankedOffer, 'supplierName'> & { supplierName: string }> }>,
  offers: BidOffer[], choices: Record<string, string>, products: Array<{ id: string; name: string }>, now: Date,
): Promise<void> {
  for (const id of Object.keys(choices)) if (!bid.productIds.includes(id)) fail('BID_OFFER_PRODUCT_UNKNOWN', { id });
  const effectiveFrom = awardDay(bid.effectiveFrom, chinaDate(now));
  for (const product of products) {
    const ranked = ranking.find((r) => r.baseProductId === product.id)?.offers.find((o) => o.offerId === choices[product.id]);
    const offer = offers.find((o) => o.id === choices[product.id]);
    if (!ranked || !offer) fail('BID_AWARD_OFFER_INVALID', { product: product.name });
    for (const restaurantId of bid.restaurantIds) if (!(await mayServe(tx, offer.supplierId, restaurantId))) fail('SUPPLIER_MAY_NOT_SERVE');
    const [link] = await tx.select({ id: supplierProducts.id, auditStatus: supplierProducts.auditStatus }).from(supplierProducts)
      .where(and(eq(supplierProducts.supplierId, offer.supplierId), eq(supplierProducts.baseProductId, product.id), eq(supplierProducts.deleted, false)));
    if (link?.auditStatus !== 'approved') fail('SUPPLIER_PRODUCT_NOT_APPROVED', { product: product.name });
    const [award] = await tx.insert(purchaseBidAwards).values({
      bidId: bid.id, baseProductId: product.id, offerId: offer.id, supplierId: offer.supplierId, price: ranked.price, total: String(ranked.total), effectiveFrom, createdAt: now,
    }).returning({ id: purchaseBidAwards.id });
    for (const restaurantId of bid.restaurantIds) {
      const [price] = await tx.insert(agreementPrices).values({
        supplierProductId: link!.id, supplierId: offer.supplierId, baseProductId: product.id, restaurantId, price: ranked.price, effectiveFrom, status: 'proposed', createdBy: actor.username, createdAt: now,
      }).returning();
      await recordEvent(tx, { entity: 'price', entityId: price!.id, action: 'award', from: null, to: 'proposed', actor, detail: { bidId: bid.id, bidNo: bid.bidNo, price: ranked.price, effectiveFrom }, now });
      await transition(tx, {
        entity: 'price', machine: PRICE_MACHINE, names: PRICE_STATUS_NAMES,
        row: { id: price!.id, status: price!.status as PriceStatus, version: price!.version }, version: price!.version, action: 'approve', actor, context: { input: {} }, now,
        detail: { bidNo: bid.bidNo },
        apply: async (to) => {
          const changed = await tx.update(agreementPrices).set({ status: to, version: price!.version + 1, decidedBy: actor.username, decidedAt: now, updatedBy: actor.username, updatedAt: now })
            .where(and(eq(agreementPrices.id, price!.id), eq(agreementPrices.version, price!.version))).returning({ id: agreementPrices.id });
          if (changed.length === 1) await settleEffectiveTo(tx, price!);
          return changed.length === 1;
        },
      });
      await tx.insert(purchaseBidPrices).values({ priceId: price!.id, bidId: bid.id, awardId: award!.id, restaurantId });
    }
  }
}
