/**
 * Bids (招标): made from an enabled rule (a copy of its products, canteens and weights), published until a
 * deadline, closed for evaluation, awarded per product or cancelled, each move through the one transition
 * function (BID_MACHINE) with its trail row. Procurement sees offers only once the bid is closed; the
 * ranking is computed here from the offers (scoreOffers), never stored.
 */
import { and, asc, count, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { chinaDate } from '../../../contract/domain/order.ts';
import { BID_MACHINE, BID_STATUS_NAMES, bidActions, scoreOffers, type BidAction, type BidStatus } from '../../../contract/domain/purchaseBid.ts';
import type { BidOffer, PurchaseBidDetail, PurchaseBidRow } from '../../../contract/routes/purchaseBids.ts';
import { ownSuppliers, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { mayServe } from '../../db/supplierStanding.ts';
import { purchaseBidAwards, purchaseBidOfferLines, purchaseBidOffers, purchaseBids, purchaseRules, supplierQualifications, suppliers } from '../../db/schema/index.ts';
import { containsPattern, stampsOf } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { conflict, recordEvent, transition } from '../../http/transition.ts';
import { awardPrices } from './award.ts';
import { assertKeeper, bidScope, canteensByIds, productsByIds } from './common.ts';
import { ruleInScope } from './rules.ts';

type BidSelect = typeof purchaseBids.$inferSelect;

/** Submitted offers per bid; a supplier counts only its own. */
function offerCount(db: Db, actor: Actor) {
  const mine = actor.kind === 'supplier' ? sql` and o.supplier_id in (${ownSuppliers(db, actor.id)})` : sql``;
  return sql<number>`(select count(*) from ${purchaseBidOffers} o where o.bid_id = "purchase_bids"."id" and o.status = 'submitted'${mine})`.mapWith(Number);
}

const selectBids = (db: Db, actor: Actor) =>
  db.select({ b: purchaseBids, ruleName: purchaseRules.name, offers: offerCount(db, actor) }).from(purchaseBids).innerJoin(purchaseRules, eq(purchaseRules.id, purchaseBids.ruleId));

function bidRow(r: { b: BidSelect; ruleName: string; offers: number }, actor: Actor): PurchaseBidRow {
  const b = r.b;
  return {
    id: b.id, bidNo: b.bidNo, ruleId: b.ruleId, ruleName: r.ruleName, title: b.title, productCount: b.productIds.length, restaurantCount: b.restaurantIds.length,
    priceWeight: b.priceWeight, qualityWeight: b.qualityWeight, deliveryWeight: b.deliveryWeight, minOffers: b.minOffers,
    effectiveFrom: b.effectiveFrom, deadline: b.deadline.toISOString(), status: b.status as BidStatus, reason: b.reason, offerCount: r.offers, version: b.version,
    publishedAt: b.publishedAt?.toISOString() ?? null, closedAt: b.closedAt?.toISOString() ?? null, awardedAt: b.awardedAt?.toISOString() ?? null, awardedBy: b.awardedBy,
    actions: actor.kind === 'supplier' ? [] : bidActions(b.status as BidStatus, actor.kind),
    ...(stampsOf(b) as unknown as Pick<PurchaseBidRow, 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>),
  };
}

const BID_SORT = { createTime: purchaseBids.createdAt, deadline: purchaseBids.deadline, bidNo: purchaseBids.bidNo };

export async function listBids(db: Db, actor: Actor, query: { keyword?: string; status?: BidStatus; ruleId?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    bidScope(db, actor),
    query.keyword ? or(ilike(purchaseBids.bidNo, containsPattern(query.keyword)), ilike(purchaseBids.title, containsPattern(query.keyword))) : undefined,
    query.status ? eq(purchaseBids.status, query.status) : undefined,
    query.ruleId ? eq(purchaseBids.ruleId, query.ruleId) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(purchaseBids).where(where);
  const rows = await selectBids(db, actor).where(where).orderBy(sorter(BID_SORT, query, 'createTime'), asc(purchaseBids.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((r) => bidRow(r, actor)) };
}

/** The bid row in the actor's scope (locked when asked), or BID_NOT_FOUND. */
export async function bidInScope(db: Db, actor: Actor, id: string, lock?: 'update' | 'share'): Promise<BidSelect> {
  const query = db.select().from(purchaseBids).where(and(eq(purchaseBids.id, id), bidScope(db, actor)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) fail('BID_NOT_FOUND');
  return row;
}

/** Each supplier's valid qualifications over all of its qualifications on `day` (0 without any). */
async function qualificationShares(db: Db, supplierIds: string[], day: string): Promise<Map<string, number>> {
  if (supplierIds.length === 0) return new Map();
  const rows = await db.select({
    supplierId: supplierQualifications.supplierId,
    all: count(),
    valid: sql<number>`count(*) filter (where ${supplierQualifications.expiryDate} >= ${day})`.mapWith(Number),
  }).from(supplierQualifications)
    .where(and(inArray(supplierQualifications.supplierId, supplierIds), eq(supplierQualifications.deleted, false)))
    .groupBy(supplierQualifications.supplierId);
  return new Map(rows.map((r) => [r.supplierId, r.all === 0 ? 0 : r.valid / r.all]));
}

/** The bid's offers with their lines (a supplier: its own only). */
async function offersOf(db: Db, actor: Actor, bid: BidSelect, day: string): Promise<BidOffer[]> {
  const rows = await db.select({ o: purchaseBidOffers, supplierName: suppliers.name }).from(purchaseBidOffers)
    .innerJoin(suppliers, eq(suppliers.id, purchaseBidOffers.supplierId))
    .where(and(eq(purchaseBidOffers.bidId, bid.id), actor.kind === 'supplier' ? inArray(purchaseBidOffers.supplierId, ownSuppliers(db, actor.id)) : undefined))
    .orderBy(asc(purchaseBidOffers.submittedAt), asc(purchaseBidOffers.id));
  const lines = rows.length === 0 ? [] : await db.select().from(purchaseBidOfferLines).where(inArray(purchaseBidOfferLines.offerId, rows.map((r) => r.o.id)));
  const shares = await qualificationShares(db, rows.map((r) => r.o.supplierId), day);
  return rows.map(({ o, supplierName }) => ({
    id: o.id, supplierId: o.supplierId, supplierName, status: o.status as BidOffer['status'], leadDays: o.leadDays, remark: o.remark,
    qualification: Math.round((shares.get(o.supplierId) ?? 0) * 10_000) / 10_000, submittedAt: o.submittedAt.toISOString(), version: o.version,
    lines: bid.productIds.flatMap((productId) => lines.filter((l) => l.offerId === o.id && l.baseProductId === productId).map((l) => ({ baseProductId: productId, price: l.price }))),
  }));
}

/** The submitted offers of each product scored by the bid's weights, best first. */
export function rankOffers(bid: BidSelect, offers: BidOffer[]) {
  const submitted = offers.filter((o) => o.status === 'submitted');
  return bid.productIds.map((baseProductId) => {
    const priced = submitted.flatMap((o) => o.lines.filter((l) => l.baseProductId === baseProductId).map((l) => ({ offer: o, price: l.price })));
    const scores = scoreOffers(priced.map(({ offer, price }) => ({ offerId: offer.id, price: Number(price), qualification: offer.qualification, leadDays: offer.leadDays })), bid);
    const byId = new Map(priced.map((p) => [p.offer.id, p]));
    return { baseProductId, offers: scores.map((s) => ({ ...s, supplierName: byId.get(s.offerId)!.offer.supplierName, price: byId.get(s.offerId)!.price })) };
  });
}

/** Offers and ranking are procurement's once the offers are closed. */
const offersVisible = (actor: Actor, bid: BidSelect) => actor.kind === 'supplier' || (bid.closedAt !== null);

export async function bidDetail(db: Db, actor: Actor, id: string, now = new Date()): Promise<PurchaseBidDetail> {
  const bid = await bidInScope(db, actor, id);
  const [row] = await selectBids(db, actor).where(eq(purchaseBids.id, id));
  const products = await productsByIds(db, bid.productIds);
  const names = new Map(products.map((p) => [p.id, p.name]));
  const day = chinaDate(bid.closedAt ?? now);
  const offers = offersVisible(actor, bid) ? await offersOf(db, actor, bid, day) : [];
  const awards = await db.select({ a: purchaseBidAwards, supplierName: suppliers.name }).from(purchaseBidAwards)
    .innerJoin(suppliers, eq(suppliers.id, purchaseBidAwards.supplierId)).where(eq(purchaseBidAwards.bidId, id));
  return {
    ...bidRow(row!, actor),
    products: products.map(({ id: pid, code, name, unit }) => ({ id: pid, code, name, unit })),
    restaurants: await canteensByIds(db, bid.restaurantIds),
    offers,
    ranking: actor.kind === 'supplier' || !offersVisible(actor, bid) ? [] : rankOffers(bid, offers),
    awards: awards.map(({ a, supplierName }) => ({ baseProductId: a.baseProductId, productName: names.get(a.baseProductId) ?? a.baseProductId, offerId: a.offerId, supplierName, price: a.price, total: Number(a.total), effectiveFrom: a.effectiveFrom })),
    canOffer: actor.kind === 'supplier' && await offerOpen(db, actor, bid, now),
  };
}

/** May this supplier offer to the bid now: open, before its deadline, allowed to serve every canteen of it. */
async function offerOpen(db: Db, actor: Actor, bid: BidSelect, now: Date): Promise<boolean> {
  if (bid.status !== 'published' || bid.deadline <= now) return false;
  const mine = await ownSuppliers(db, actor.id);
  if (mine.length !== 1) return mine.length > 1;
  for (const restaurantId of bid.restaurantIds) if (!(await mayServe(db, mine[0]!.id, restaurantId))) return false;
  return true;
}

export interface BidInput { ruleId?: string; title: string; effectiveFrom: string; deadline: string; version?: number }

function checkDates(rule: { periodFrom: string; periodTo: string }, input: BidInput, now: Date): Date {
  const deadline = new Date(input.deadline);
  if (!(deadline.getTime() > now.getTime())) fail('BID_DEADLINE_PAST');
  if (input.effectiveFrom < rule.periodFrom || input.effectiveFrom > rule.periodTo) fail('BID_EFFECTIVE_OUT_OF_PERIOD', { day: input.effectiveFrom, from: rule.periodFrom, to: rule.periodTo });
  return deadline;
}

/** The next bid number of the day: ZB + China date + 3 digits (the unique index settles a race). */
async function nextBidNo(tx: Db, now: Date): Promise<string> {
  const prefix = `ZB${chinaDate(now).replaceAll('-', '')}`;
  const [{ n }] = await tx.select({ n: count() }).from(purchaseBids).where(like(purchaseBids.bidNo, `${prefix}%`));
  return `${prefix}${String(n + 1).padStart(3, '0')}`;
}

export async function createBid(db: Db, actor: Actor, input: BidInput & { ruleId: string }, now = new Date()): Promise<PurchaseBidDetail> {
  assertKeeper(actor);
  const id = await inTransaction(db, async (tx) => {
    const rule = await ruleInScope(tx, actor, input.ruleId);
    if (!rule.enabled) fail('BID_RULE_DISABLED', { name: rule.name });
    const deadline = checkDates(rule, input, now);
    const values = {
      bidNo: await nextBidNo(tx, now), ruleId: rule.id, title: input.title.trim(), productIds: rule.productIds, restaurantIds: rule.restaurantIds,
      priceWeight: rule.priceWeight, qualityWeight: rule.qualityWeight, deliveryWeight: rule.deliveryWeight, minOffers: rule.minOffers,
      effectiveFrom: input.effectiveFrom, deadline, status: 'draft',
    };
    const [row] = await tx.insert(purchaseBids).values({ ...values, createdBy: actor.username, createdAt: now }).returning({ id: purchaseBids.id });
    await recordEvent(tx, { entity: 'bid', entityId: row!.id, action: 'create', from: null, to: 'draft', actor, detail: { bidNo: values.bidNo, ruleId: rule.id, ruleVersion: rule.version }, now });
    return row!.id;
  });
  return bidDetail(db, actor, id, now);
}

export async function editBid(db: Db, actor: Actor, id: string, input: BidInput, now = new Date()): Promise<PurchaseBidDetail> {
  assertKeeper(actor);
  await inTransaction(db, async (tx) => {
    const bid = await bidInScope(tx, actor, id, 'update');
    if (bid.version !== input.version) conflict(bid, BID_STATUS_NAMES);
    if (bid.status !== 'draft') fail('BID_NOT_DRAFT', { status: BID_STATUS_NAMES[bid.status as BidStatus].zh });
    const [rule] = await tx.select().from(purchaseRules).where(eq(purchaseRules.id, bid.ruleId));
    const deadline = checkDates(rule!, input, now);
    const values = { title: input.title.trim(), effectiveFrom: input.effectiveFrom, deadline };
    await tx.update(purchaseBids).set({ ...values, version: bid.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(purchaseBids.id, id));
    await recordEvent(tx, { entity: 'bid', entityId: id, action: 'edit', from: 'draft', to: 'draft', actor, detail: { ...values, deadline: input.deadline }, now });
  });
  return bidDetail(db, actor, id, now);
}

/** Publish, close, cancel or award a bid. */
export async function moveBid(
  db: Db, actor: Actor, id: string, action: BidAction,
  input: { version: number; reason?: string | null; choices?: Array<{ baseProductId: string; offerId: string }> }, now = new Date(),
): Promise<PurchaseBidDetail> {
  assertKeeper(actor);
  await inTransaction(db, async (tx) => {
    const bid = await bidInScope(tx, actor, id, 'update');
    const offers = action === 'award' ? await offersOf(tx, actor, bid, chinaDate(bid.closedAt ?? now)) : [];
    const ranking = action === 'award' ? rankOffers(bid, offers) : [];
    const products = await productsByIds(tx, bid.productIds);
    const choices = Object.fromEntries((input.choices ?? []).map((c) => [c.baseProductId, c.offerId]));
    await transition(tx, {
      entity: 'bid', machine: BID_MACHINE, names: BID_STATUS_NAMES,
      row: { id, status: bid.status as BidStatus, version: bid.version }, version: input.version, action, actor, now,
      context: {
        now, deadline: bid.deadline, minOffers: bid.minOffers, choices, reason: input.reason ?? undefined,
        offersPerProduct: Object.fromEntries(ranking.map((r) => [r.baseProductId, r.offers.length])),
        productNames: Object.fromEntries(products.map((p) => [p.id, p.name])),
      },
      detail: action === 'cancel' ? { reason: input.reason } : action === 'award' ? { choices } : undefined,
      apply: async (to) => {
        const stamp = { publish: { publishedAt: now }, close: { closedAt: now }, award: { awardedAt: now, awardedBy: actor.username }, cancel: { reason: input.reason ?? null } }[action];
        const changed = await tx.update(purchaseBids).set({ status: to, version: bid.version + 1, ...stamp, updatedBy: actor.username, updatedAt: now })
          .where(and(eq(purchaseBids.id, id), eq(purchaseBids.version, bid.version))).returning({ id: purchaseBids.id });
        if (changed.length === 1 && action === 'award') await awardPrices(tx, actor, bid, ranking, offers, choices, products, now);
        return changed.length === 1;
      },
    });
  });
  return bidDetail(db, actor, id, now);
}
