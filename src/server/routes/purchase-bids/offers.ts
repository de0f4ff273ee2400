/**
 * Suppliers' offers: one per supplier and bid, submitted or replaced (with the version it replaces) while
 * the bid is published and before its deadline, by a supplier that may serve every canteen of the bid and
 * is approved to offer each product; withdrawn the same way. The bid row is read under a share lock so a
 * close cannot pass an offer being written.
 */
import { and, eq } from 'drizzle-orm';
import { BID_STATUS_NAMES, type BidStatus } from '../../../contract/domain/purchaseBid.ts';
import type { PurchaseBidDetail } from '../../../contract/routes/purchaseBids.ts';
import type { Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { mayServe } from '../../db/supplierStanding.ts';
import { purchaseBidOfferLines, purchaseBidOffers, purchaseBids, supplierProducts } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { recordEvent } from '../../http/transition.ts';
import { bidDetail, bidInScope } from './bids.ts';
import { actingSupplier, productsByIds } from './common.ts';

/** The bid, checked open now (and, for an offer, that the supplier may serve its canteens). */
async function openBid(tx: Db, actor: Actor, id: string, supplierId: string, now: Date, offering = true) {
  const bid = await bidInScope(tx, actor, id, 'share');
  if (bid.status !== 'published') fail('BID_NOT_OPEN', { status: BID_STATUS_NAMES[bid.status as BidStatus].zh });
  if (bid.deadline <= now) fail('BID_DEADLINE_PASSED', { deadline: bid.deadline.toISOString() });
  if (offering) for (const restaurantId of bid.restaurantIds) if (!(await mayServe(tx, supplierId, restaurantId))) fail('SUPPLIER_MAY_NOT_SERVE');
  return bid;
}

async function offerOf(tx: Db, bidId: string, supplierId: string) {
  const [row] = await tx.select().from(purchaseBidOffers).where(and(eq(purchaseBidOffers.bidId, bidId), eq(purchaseBidOffers.supplierId, supplierId))).for('update');
  return row;
}

export interface OfferInput {
  supplierId?: string; leadDays: number; remark?: string | null; lines: Array<{ baseProductId: string; price: string }>; version?: number;
}

export async function submitOffer(db: Db, actor: Actor, id: string, input: OfferInput, now = new Date()): Promise<PurchaseBidDetail> {
  const supplierId = await actingSupplier(db, actor, input.supplierId);
  await inTransaction(db, async (tx) => {
    const bid = await openBid(tx, actor, id, supplierId, now);
    const priced = new Map<string, string>();
    for (const line of input.lines) {
      if (!bid.productIds.includes(line.baseProductId) || priced.has(line.baseProductId)) fail('BID_OFFER_PRODUCT_UNKNOWN', { id: line.baseProductId });
      if (Number(line.price) <= 0) fail('PRICE_ZERO');
      priced.set(line.baseProductId, line.price);
    }
    for (const product of await productsByIds(tx, bid.productIds)) {
      if (!priced.has(product.id)) fail('BID_OFFER_PRODUCT_MISSING', { product: product.name });
      const [link] = await tx.select({ auditStatus: supplierProducts.auditStatus }).from(supplierProducts)
        .where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.baseProductId, product.id), eq(supplierProducts.deleted, false)));
      if (link?.auditStatus !== 'approved') fail('SUPPLIER_PRODUCT_NOT_APPROVED', { product: product.name });
    }
    const existing = await offerOf(tx, bid.id, supplierId);
    const values = { status: 'submitted', leadDays: input.leadDays, remark: input.remark ?? null, submittedAt: now };
    let offerId: string;
    if (existing) {
      if (existing.version !== input.version) fail('BID_OFFER_STALE', { version: existing.version });
      await tx.update(purchaseBidOffers).set({ ...values, version: existing.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(purchaseBidOffers.id, existing.id));
      await tx.delete(purchaseBidOfferLines).where(eq(purchaseBidOfferLines.offerId, existing.id));
      offerId = existing.id;
    } else {
      const [row] = await tx.insert(purchaseBidOffers).values({ ...values, bidId: bid.id, supplierId, createdBy: actor.username, createdAt: now }).returning({ id: purchaseBidOffers.id });
      offerId = row!.id;
    }
    await tx.insert(purchaseBidOfferLines).values([...priced].map(([baseProductId, price]) => ({ offerId, baseProductId, price })));
    await recordEvent(tx, { entity: 'bid_offer', entityId: offerId, action: 'submit', from: existing?.status ?? null, to: 'submitted', actor, detail: { bidNo: bid.bidNo, leadDays: input.leadDays, lines: input.lines }, now });
  });
  return bidDetail(db, actor, id, now);
}

export async function withdrawOffer(db: Db, actor: Actor, id: string, input: { supplierId?: string; version: number }, now = new Date()): Promise<PurchaseBidDetail> {
  const supplierId = await actingSupplier(db, actor, input.supplierId);
  await inTransaction(db, async (tx) => {
    const bid = await openBid(tx, actor, id, supplierId, now, false);
    const existing = await offerOf(tx, bid.id, supplierId);
    if (existing?.status !== 'submitted') fail('BID_OFFER_NOT_FOUND');
    if (existing.version !== input.version) fail('BID_OFFER_STALE', { version: existing.version });
    await tx.update(purchaseBidOffers).set({ status: 'withdrawn', version: existing.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(purchaseBidOffers.id, existing.id));
    await recordEvent(tx, { entity: 'bid_offer', entityId: existing.id, action: 'withdraw', from: 'submitted', to: 'withdrawn', actor, detail: { bidNo: bid.bidNo }, now });
  });
  return bidDetail(db, actor, id, now);
}
