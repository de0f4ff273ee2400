/**
 * The award's prices: each awarded offer becomes the agreement price of its product for every canteen of
 * the bid from the award's day, granted through the one door every purchase decision uses
 * (src/server/http/priceGrant.ts: approved link, may serve, trail, effective-to) in the award's
 * transaction, so ordering's current-price reads pick it up like any approved price.
 */
import { chinaDate } from '../../../contract/domain/order.ts';
import { awardDay } from '../../../contract/domain/purchaseBid.ts';
import type { BidOffer, RankedOffer } from '../../../contract/routes/purchaseBids.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { purchaseBidAwards, purchaseBidPrices, purchaseBids } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { grantAgreementPrice } from '../../http/priceGrant.ts';

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
    // the grant refuses a supplier no longer allowed to serve a canteen or whose product link is not approved
    const [award] = await tx.insert(purchaseBidAwards).values({
      bidId: bid.id, baseProductId: product.id, offerId: offer.id, supplierId: offer.supplierId, price: ranked.price, total: String(ranked.total), effectiveFrom, createdAt: now,
    }).returning({ id: purchaseBidAwards.id });
    for (const restaurantId of bid.restaurantIds) {
      const priceId = await grantAgreementPrice(tx, actor, { supplierId: offer.supplierId, baseProductId: product.id, restaurantId, price: ranked.price, effectiveFrom, source: { kind: 'bid', id: bid.id } }, now);
      await tx.insert(purchaseBidPrices).values({ priceId, bidId: bid.id, awardId: award!.id, restaurantId });
    }
  }
}
