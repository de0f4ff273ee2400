/**
 * Prices in the catalogue: a supplier's proposal for several canteens at once, the price history with its
 * effective periods and market deviations (also the approval queue), holding a price for a release, the
 * batch current-price lookup, and the market reference prices.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { PRICE_MACHINE, PRICE_STATUS_NAMES, priceActions, type PriceStatus } from '../../../contract/domain/agreementPrice.ts';
import { deviationFlagged, priceDeviation, PRICE_DEVIATION_LIMIT } from '../../../contract/domain/catalogue.ts';
import type { PriceHistoryRow } from '../../../contract/routes/products.ts';
import { resolvedScopeCondition, scopeCondition, type Actor } from '../../auth/scope.ts';
import { currentPriceBatch, openOn, PRICE_SCOPE_COLUMNS, type PriceQuestion } from '../../db/agreementPrices.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { agreementPrices, baseProducts, marketPrices, priceReleases, restaurants, supplierProducts, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { exactCountLimit, listTotal, pageRead, seenRows, sortDirection, sorter } from '../../http/listQuery.ts';
import { ACTOR_NAMES, recordEvent, transition } from '../../http/transition.ts';
import { assertKeeper, stampsIso, staleVersion } from './common.ts';
import { actingSupplier } from './links.ts';

export const priceScope = (db: Db, actor: Actor) => scopeCondition(db, actor, PRICE_SCOPE_COLUMNS);

/** The market price of the price's product on its effective day (the latest period covering it). */
const marketOfPrice = sql<string | null>`(select m.price::text from ${marketPrices} m where m.base_product_id = ${agreementPrices.baseProductId} and not m.deleted
  and m.period_start <= ${agreementPrices.effectiveFrom} and m.period_end >= ${agreementPrices.effectiveFrom} order by m.period_start desc limit 1)`;

function selectHistory(db: Db) {
  return db.select({
    a: agreementPrices, supplierName: suppliers.name, productCode: baseProducts.code, productName: baseProducts.name, unit: baseProducts.unit,
    restaurantName: restaurants.name, releaseName: priceReleases.name, marketPrice: marketOfPrice,
  })
    .from(agreementPrices)
    .innerJoin(suppliers, eq(suppliers.id, agreementPrices.supplierId))
    .innerJoin(baseProducts, eq(baseProducts.id, agreementPrices.baseProductId))
    .innerJoin(restaurants, eq(restaurants.id, agreementPrices.restaurantId))
    .leftJoin(priceReleases, eq(priceReleases.id, agreementPrices.releaseId));
}
type HistorySelect = Awaited<ReturnType<ReturnType<typeof selectHistory>['execute']>>[number];

function historyRow(r: HistorySelect, actor: Actor): PriceHistoryRow {
  const a = r.a;
  const deviation = priceDeviation(a.price, r.marketPrice);
  return {
    id: a.id, supplierId: a.supplierId, supplierName: r.supplierName, baseProductId: a.baseProductId, productCode: r.productCode, productName: r.productName, unit: r.unit,
    restaurantId: a.restaurantId, restaurantName: r.restaurantName, price: a.price, effectiveFrom: a.effectiveFrom, effectiveTo: a.effectiveTo,
    status: a.status as PriceStatus, reason: a.reason, releaseId: a.releaseId, releaseName: r.releaseName, marketPrice: r.marketPrice, deviation, flagged: deviationFlagged(deviation),
    version: a.version, decidedBy: a.decidedBy, decidedAt: a.decidedAt?.toISOString() ?? null, actions: priceActions(a.status as PriceStatus, actor.kind).filter((x) => x !== 'publish'),
    createBy: a.createdBy, createTime: a.createdAt.toISOString(),
  };
}

export interface HistoryQuery {
  baseProductId?: string; supplierId?: string; restaurantId?: string; releaseId?: string; status?: PriceStatus; keyword?: string; onDay?: string; flagged?: '0' | '1';
  column?: string; order?: string;
}

const HISTORY_SORT = { effectiveFrom: agreementPrices.effectiveFrom, createTime: agreementPrices.createdAt, price: agreementPrices.price };

export async function listHistory(db: Db, actor: Actor, query: HistoryQuery, size: number, offset: number) {
  const market = sql`(select m.price from ${marketPrices} m where m.base_product_id = ${agreementPrices.baseProductId} and not m.deleted
    and m.period_start <= ${agreementPrices.effectiveFrom} and m.period_end >= ${agreementPrices.effectiveFrom} order by m.period_start desc limit 1)`;
  const flaggedSql = sql`abs(${agreementPrices.price} - ${market}) > ${market} * ${PRICE_DEVIATION_LIMIT}`;
  const where = and(
    // as ids: one supplier's prices come off its own (supplier_id, …) order index
    await resolvedScopeCondition(db, actor, PRICE_SCOPE_COLUMNS),
    query.baseProductId ? eq(agreementPrices.baseProductId, query.baseProductId) : undefined,
    query.supplierId ? eq(agreementPrices.supplierId, query.supplierId) : undefined,
    query.restaurantId ? eq(agreementPrices.restaurantId, query.restaurantId) : undefined,
    query.releaseId ? eq(agreementPrices.releaseId, query.releaseId) : undefined,
    query.status ? eq(agreementPrices.status, query.status) : undefined,
    query.onDay ? and(eq(agreementPrices.status, 'approved'), lte(agreementPrices.effectiveFrom, query.onDay), openOn(query.onDay)) : undefined,
    query.flagged === '1' ? flaggedSql : query.flagged === '0' ? sql`not coalesce(${flaggedSql}, false)` : undefined,
  );
  const keyword: SQL | undefined = query.keyword ? or(ilike(baseProducts.name, containsPattern(query.keyword)), ilike(baseProducts.code, containsPattern(query.keyword))) : undefined;
  const direction = sortDirection(query);
  // the whole order runs one way, so each filter's index (…, effective_from, created_at, id) serves it
  const order = [sorter(HISTORY_SORT, query, 'effectiveFrom'), direction(agreementPrices.createdAt), direction(agreementPrices.id)];
  const matching = () => {
    const ids = db.select({ id: agreementPrices.id }).from(agreementPrices).$dynamic();
    return (keyword ? ids.innerJoin(baseProducts, eq(baseProducts.id, agreementPrices.baseProductId)) : ids).where(and(where, keyword));
  };
  // the page's ids off the index first, then their joined rows (no join walked past the offset)
  const rows = await selectHistory(db).where(inArray(agreementPrices.id, matching().orderBy(...order).limit(pageRead(size)).offset(offset))).orderBy(...order);
  const { total, capped } = await listTotal(db, matching().orderBy(...order), exactCountLimit(offset, size), seenRows(offset, rows.length));
  return { total, capped, records: rows.slice(0, size).map((r) => historyRow(r, actor)) };
}

export async function historyById(db: Db, actor: Actor, id: string): Promise<PriceHistoryRow> {
  const [row] = await selectHistory(db).where(and(eq(agreementPrices.id, id), priceScope(db, actor)));
  if (!row) fail('PRICE_NOT_FOUND');
  return historyRow(row, actor);
}

export interface ManyProposal { supplierId?: string; baseProductId: string; restaurantIds: string[]; price: string; effectiveFrom: string }

/** A supplier proposes one price of an approved link for several canteens: one proposal each, awaiting approval. */
export async function proposeMany(db: Db, actor: Actor, input: ManyProposal, now = new Date()): Promise<string[]> {
  if (actor.kind !== 'supplier') fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action: 'propose' });
  if (Number(input.price) <= 0) fail('PRICE_ZERO');
  const supplierId = await actingSupplier(db, actor, input.supplierId);
  return inTransaction(db, async (tx) => {
    const [link] = await tx.select({ id: supplierProducts.id, status: supplierProducts.auditStatus, name: baseProducts.name, enabled: baseProducts.enabled })
      .from(baseProducts).leftJoin(supplierProducts, and(eq(supplierProducts.baseProductId, baseProducts.id), eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.deleted, false)))
      .where(and(eq(baseProducts.id, input.baseProductId), eq(baseProducts.deleted, false)));
    if (!link) fail('PRODUCT_NOT_FOUND', { id: input.baseProductId });
    if (!link.enabled) fail('PRODUCT_DISABLED', { product: link.name });
    if (link.status !== 'approved') fail('SUPPLIER_PRODUCT_NOT_APPROVED', { product: link.name });
    const ids: string[] = [];
    for (const restaurantId of new Set(input.restaurantIds)) {
      const [canteen] = await tx.select({ id: restaurants.id }).from(restaurants).where(and(eq(restaurants.id, restaurantId), eq(restaurants.deleted, false)));
      if (!canteen) fail('CANTEEN_NOT_FOUND');
      const [row] = await tx.insert(agreementPrices)
        .values({ supplierProductId: link.id!, supplierId, baseProductId: input.baseProductId, restaurantId, price: input.price, effectiveFrom: input.effectiveFrom, status: 'proposed', createdBy: actor.username, createdAt: now })
        .returning({ id: agreementPrices.id });
      await recordEvent(tx, { entity: 'price', entityId: row!.id, action: 'propose', from: null, to: 'proposed', actor, detail: { price: input.price, effectiveFrom: input.effectiveFrom }, now });
      ids.push(row!.id);
    }
    return ids;
  });
}

/** Procurement approves a proposed price into a draft release: held, current once the release is published. */
export async function holdPrice(db: Db, actor: Actor, id: string, input: { version: number; releaseId: string }, now = new Date()): Promise<PriceHistoryRow> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(agreementPrices).where(and(eq(agreementPrices.id, id), priceScope(tx, actor))).for('update');
    if (!row) fail('PRICE_NOT_FOUND');
    const [release] = await tx.select().from(priceReleases).where(eq(priceReleases.id, input.releaseId));
    if (!release) fail('PRICE_RELEASE_NOT_FOUND');
    if (release.status !== 'draft') fail('PRICE_RELEASE_NOT_DRAFT', { name: release.name });
    await transition(tx, {
      entity: 'price', machine: PRICE_MACHINE, names: PRICE_STATUS_NAMES,
      row: { id: row.id, status: row.status as PriceStatus, version: row.version }, version: input.version, action: 'hold', actor, context: { input }, now,
      detail: { releaseId: release.id },
      apply: async (to) => {
        const changed = await tx.update(agreementPrices).set({ status: to, releaseId: release.id, version: row.version + 1, decidedBy: actor.username, decidedAt: now, updatedBy: actor.username, updatedAt: now })
          .where(and(eq(agreementPrices.id, row.id), eq(agreementPrices.version, row.version))).returning({ id: agreementPrices.id });
        return changed.length === 1;
      },
    });
  });
  return historyById(db, actor, id);
}

/** The current price of each question; canteens outside the actor's scope answer null. */
export async function currentPricesFor(db: Db, actor: Actor, questions: PriceQuestion[]) {
  const answers = await currentPriceBatch(db, questions);
  if (actor.kind === 'platform') return answers;
  const canteens = [...new Set(questions.map((q) => q.restaurantId))];
  const visible = new Set<string>();
  for (const restaurantId of canteens) {
    const [seen] = await db.select({ id: agreementPrices.id }).from(agreementPrices).where(and(eq(agreementPrices.restaurantId, restaurantId), priceScope(db, actor))).limit(1);
    if (seen) visible.add(restaurantId);
  }
  return answers.map((answer, i) => (visible.has(questions[i]!.restaurantId) ? answer : null));
}

// ---- market prices ----

function selectMarket(db: Db) {
  return db.select({ m: marketPrices, productCode: baseProducts.code, productName: baseProducts.name, unit: baseProducts.unit })
    .from(marketPrices).innerJoin(baseProducts, eq(baseProducts.id, marketPrices.baseProductId));
}
type MarketSelect = Awaited<ReturnType<ReturnType<typeof selectMarket>['execute']>>[number];
const marketRow = (r: MarketSelect) => ({
  id: r.m.id, baseProductId: r.m.baseProductId, productCode: r.productCode, productName: r.productName, unit: r.unit,
  periodStart: r.m.periodStart, periodEnd: r.m.periodEnd, price: r.m.price, source: r.m.source, version: r.m.version, ...stampsIso(r.m),
});

const MARKET_SORT = { periodStart: marketPrices.periodStart, productName: baseProducts.name, price: marketPrices.price };

export async function listMarket(db: Db, query: { baseProductId?: string; keyword?: string; onDay?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    eq(marketPrices.deleted, false),
    query.baseProductId ? eq(marketPrices.baseProductId, query.baseProductId) : undefined,
    query.keyword ? or(ilike(baseProducts.name, containsPattern(query.keyword)), ilike(baseProducts.code, containsPattern(query.keyword))) : undefined,
    query.onDay ? and(lte(marketPrices.periodStart, query.onDay), gte(marketPrices.periodEnd, query.onDay)) : undefined,
  );
  const order = sorter(MARKET_SORT, query, 'periodStart');
  const [{ n }] = await db.select({ n: count() }).from(marketPrices).innerJoin(baseProducts, eq(baseProducts.id, marketPrices.baseProductId)).where(where);
  const rows = await selectMarket(db).where(where).orderBy(order, asc(marketPrices.id)).limit(size).offset(offset);
  return { total: n, records: rows.map(marketRow) };
}

async function marketById(db: Db, id: string) {
  const [row] = await selectMarket(db).where(and(eq(marketPrices.id, id), eq(marketPrices.deleted, false)));
  if (!row) fail('MARKET_PRICE_NOT_FOUND');
  return marketRow(row);
}

export interface MarketInput { baseProductId: string; periodStart: string; periodEnd: string; price: string; source?: string | null; version?: number }

export async function saveMarket(db: Db, actor: Actor, id: string | null, input: MarketInput, now = new Date()) {
  assertKeeper(actor);
  if (input.periodEnd < input.periodStart) fail('MARKET_PERIOD_INVALID');
  if (Number(input.price) <= 0) fail('PRICE_ZERO');
  const saved = await inTransaction(db, async (tx) => {
    const [product] = await tx.select({ id: baseProducts.id }).from(baseProducts).where(and(eq(baseProducts.id, input.baseProductId), eq(baseProducts.deleted, false)));
    if (!product) fail('PRODUCT_NOT_FOUND', { id: input.baseProductId });
    // one market price per product and day: periods may not overlap
    const [overlap] = await tx.select({ from: marketPrices.periodStart, to: marketPrices.periodEnd }).from(marketPrices)
      .where(and(eq(marketPrices.baseProductId, input.baseProductId), eq(marketPrices.deleted, false), lte(marketPrices.periodStart, input.periodEnd), gte(marketPrices.periodEnd, input.periodStart), id ? ne(marketPrices.id, id) : undefined));
    if (overlap) fail('MARKET_PERIOD_OVERLAP', { from: overlap.from, to: overlap.to });
    const values = { baseProductId: input.baseProductId, periodStart: input.periodStart, periodEnd: input.periodEnd, price: input.price, source: input.source ?? null };
    if (id === null) {
      const [row] = await tx.insert(marketPrices).values({ ...values, createdBy: actor.username, createdAt: now }).returning({ id: marketPrices.id });
      await recordEvent(tx, { entity: 'product', entityId: row!.id, action: 'market', from: null, to: 'saved', actor, detail: values, now });
      return row!.id;
    }
    const current = await marketById(tx, id);
    const changed = await tx.update(marketPrices).set({ ...values, version: current.version + 1, updatedBy: actor.username, updatedAt: now })
      .where(and(eq(marketPrices.id, id), eq(marketPrices.version, input.version ?? 0))).returning({ id: marketPrices.id });
    if (changed.length === 0) staleVersion(current.version);
    await recordEvent(tx, { entity: 'product', entityId: id, action: 'market', from: null, to: 'saved', actor, detail: values, now });
    return id;
  });
  return marketById(db, saved);
}

export async function deleteMarket(db: Db, actor: Actor, id: string, version: number, now = new Date()) {
  assertKeeper(actor);
  await inTransaction(db, async (tx) => {
    const current = await marketById(tx, id);
    const changed = await tx.update(marketPrices).set({ deleted: true, version: current.version + 1, updatedBy: actor.username, updatedAt: now })
      .where(and(eq(marketPrices.id, id), eq(marketPrices.version, version))).returning({ id: marketPrices.id });
    if (changed.length === 0) staleVersion(current.version);
    await recordEvent(tx, { entity: 'product', entityId: id, action: 'market-delete', from: 'saved', to: 'deleted', actor, now });
  });
}
