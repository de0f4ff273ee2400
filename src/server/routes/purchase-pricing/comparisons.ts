/**
 * Three-party comparisons (三方比价): quotes of at least three different suppliers for one product and a
 * set of canteens, side by side; procurement chooses one (a reason when it is not the lowest; a supplier
 * allowed to serve every canteen), and approval makes it an approved agreement price for each canteen.
 */
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  comparisonRefusal, DECISION_STATUS_NAMES, decisionActions, EDITABLE_DECISION, lowestPrice, type DecisionAction, type DecisionStatus,
} from '../../../contract/domain/purchasePricing.ts';
import type { ComparisonDetail, ComparisonRecord } from '../../../contract/routes/purchasePricing.ts';
import type { Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, priceComparisonQuotes, priceComparisons, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { mayServe } from '../../db/supplierStanding.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { grantAgreementPrice } from '../../http/priceGrant.ts';
import { conflict, recordEvent, trailOf } from '../../http/transition.ts';
import { assertKeeper, canteensOf, checkCanteens, checkFile, checkProduct, checkSuppliers, docScope, iso, moveDecision, pricesCanteen, setCanteens, stampsIso } from './common.ts';

export interface ComparisonQuery { keyword?: string; status?: string; restaurantId?: string; baseProductId?: string; column?: string; order?: string }
export interface QuoteInput { supplierId: string; price: string; quoteDate: string; note?: string | null; fileId?: string | null }
export interface ComparisonInput {
  baseProductId: string; effectiveFrom: string; restaurantIds: string[]; quotes: QuoteInput[];
  chosenSupplierId?: string | null; choiceReason?: string | null; note?: string | null;
}

const SORT = { createTime: priceComparisons.createdAt, effectiveFrom: priceComparisons.effectiveFrom };
const scope = (db: Db, actor: Actor) => docScope(db, actor, 'comparison', priceComparisons.id);

function selectComparisons(db: Db) {
  return db.select({ c: priceComparisons, productCode: baseProducts.code, productName: baseProducts.name, unit: baseProducts.unit })
    .from(priceComparisons).innerJoin(baseProducts, eq(baseProducts.id, priceComparisons.baseProductId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectComparisons>['execute']>>[number];

async function quotesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ q: priceComparisonQuotes, supplierName: suppliers.name }).from(priceComparisonQuotes)
    .innerJoin(suppliers, eq(suppliers.id, priceComparisonQuotes.supplierId))
    .where(inArray(priceComparisonQuotes.comparisonId, [...ids])).orderBy(asc(priceComparisonQuotes.lineNo));
}

async function records(db: Db, actor: Actor, rows: Row[]): Promise<Array<ComparisonRecord & { quoteRows: Awaited<ReturnType<typeof quotesOf>> }>> {
  const ids = rows.map((r) => r.c.id);
  const canteens = await canteensOf(db, 'comparison', ids);
  const quotes = await quotesOf(db, ids);
  return rows.map(({ c, ...product }) => {
    const mine = quotes.filter((q) => q.q.comparisonId === c.id);
    const chosen = mine.find((q) => q.q.supplierId === c.chosenSupplierId);
    const lowest = lowestPrice(mine.map((q) => q.q));
    return {
      id: c.id, baseProductId: c.baseProductId, ...product, effectiveFrom: c.effectiveFrom,
      chosenSupplierId: c.chosenSupplierId, chosenSupplierName: chosen?.supplierName ?? null, chosenPrice: chosen?.q.price ?? null,
      lowestPrice: lowest === null ? null : lowest.toFixed(2), quoteCount: mine.length, choiceReason: c.choiceReason, note: c.note,
      status: c.status as DecisionStatus, reason: c.reason, version: c.version, decidedBy: c.decidedBy, decidedAt: iso(c.decidedAt),
      canteens: canteens.get(c.id) ?? [], ...stampsIso(c), actions: decisionActions(c.status as DecisionStatus, actor.kind), quoteRows: mine,
    };
  });
}

export async function listComparisons(db: Db, actor: Actor, query: ComparisonQuery, size: number, offset: number) {
  const where = and(
    scope(db, actor),
    query.status ? eq(priceComparisons.status, query.status) : undefined,
    query.baseProductId ? eq(priceComparisons.baseProductId, query.baseProductId) : undefined,
    query.restaurantId ? pricesCanteen(db, 'comparison', priceComparisons.id, query.restaurantId) : undefined,
    query.keyword ? or(ilike(baseProducts.name, containsPattern(query.keyword)), ilike(baseProducts.code, containsPattern(query.keyword))) : undefined,
  );
  const order = sorter(SORT, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(priceComparisons).innerJoin(baseProducts, eq(baseProducts.id, priceComparisons.baseProductId)).where(where);
  const rows = await selectComparisons(db).where(where).orderBy(order, asc(priceComparisons.id)).limit(size).offset(offset);
  return { total: n, records: (await records(db, actor, rows)).map(({ quoteRows: _, ...record }) => record) };
}

export async function comparisonDetailOf(db: Db, actor: Actor, id: string): Promise<ComparisonDetail> {
  const [row] = await selectComparisons(db).where(and(eq(priceComparisons.id, id), scope(db, actor)));
  if (!row) fail('PRICING_COMPARISON_NOT_FOUND');
  const [{ quoteRows, ...record }] = await records(db, actor, [row]);
  const lowest = record.lowestPrice === null ? null : Number(record.lowestPrice);
  return {
    ...record,
    quotes: quoteRows.map(({ q, supplierName }) => ({
      id: q.id, lineNo: q.lineNo, supplierId: q.supplierId, supplierName, price: q.price, quoteDate: q.quoteDate, note: q.note, fileId: q.fileId,
      lowest: Number(q.price) === lowest, chosen: q.supplierId === record.chosenSupplierId,
    })),
    events: await trailOf(db, id),
  };
}

/** The chosen supplier may serve every canteen (src/server/db/supplierStanding.ts). */
async function checkChoiceServes(tx: Db, supplierId: string, canteens: readonly string[]): Promise<void> {
  for (const restaurantId of canteens) if (!(await mayServe(tx, supplierId, restaurantId))) fail('SUPPLIER_MAY_NOT_SERVE');
}

/** Enter a comparison (id null) or change a draft; answers its id. */
export async function saveComparison(db: Db, actor: Actor, id: string | null, input: ComparisonInput & { version?: number }, now = new Date()): Promise<string> {
  assertKeeper(actor);
  const refusal = comparisonRefusal(input.quotes, input.chosenSupplierId, input.choiceReason);
  if (refusal) fail(refusal.code, refusal.params);
  return inTransaction(db, async (tx) => {
    await checkProduct(tx, input.baseProductId);
    const canteens = await checkCanteens(tx, actor, input.restaurantIds);
    await checkSuppliers(tx, input.quotes.map((q) => q.supplierId));
    const kept = id === null ? [] : (await tx.select({ fileId: priceComparisonQuotes.fileId }).from(priceComparisonQuotes).where(eq(priceComparisonQuotes.comparisonId, id))).map((q) => q.fileId);
    for (const quote of input.quotes) await checkFile(tx, actor, quote.fileId, kept);
    await checkChoiceServes(tx, input.chosenSupplierId!, canteens);
    const values = {
      baseProductId: input.baseProductId, effectiveFrom: input.effectiveFrom, chosenSupplierId: input.chosenSupplierId!,
      choiceReason: input.choiceReason?.trim() || null, note: input.note?.trim() || null,
    };
    let comparisonId: string;
    if (id === null) {
      const [row] = await tx.insert(priceComparisons).values({ ...values, status: EDITABLE_DECISION, createdBy: actor.username, createdAt: now }).returning({ id: priceComparisons.id });
      comparisonId = row!.id;
      await recordEvent(tx, { entity: 'price_comparison', entityId: comparisonId, action: 'create', from: null, to: EDITABLE_DECISION, actor, now });
    } else {
      const [row] = await tx.select().from(priceComparisons).where(and(eq(priceComparisons.id, id), scope(tx, actor))).for('update');
      if (!row) fail('PRICING_COMPARISON_NOT_FOUND');
      if (row.version !== input.version) conflict(row, DECISION_STATUS_NAMES);
      if (row.status !== EDITABLE_DECISION) fail('PRICING_NOT_EDITABLE', { status: DECISION_STATUS_NAMES[row.status as DecisionStatus].zh });
      await tx.update(priceComparisons).set({ ...values, version: row.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(priceComparisons.id, id));
      await tx.delete(priceComparisonQuotes).where(eq(priceComparisonQuotes.comparisonId, id));
      comparisonId = id;
      await recordEvent(tx, { entity: 'price_comparison', entityId: id, action: 'edit', from: row.status, to: row.status, actor, now });
    }
    await tx.insert(priceComparisonQuotes).values(input.quotes.map((q, i) => ({
      comparisonId, lineNo: i + 1, supplierId: q.supplierId, price: q.price, quoteDate: q.quoteDate, note: q.note?.trim() || null, fileId: q.fileId ?? null,
    })));
    await setCanteens(tx, 'comparison', comparisonId, canteens);
    return comparisonId;
  });
}

/** Submit, approve, reject or revise a comparison; approval makes the chosen quote the canteens' agreement price. */
export async function moveComparison(db: Db, actor: Actor, id: string, action: DecisionAction, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await moveDecision(db, actor, {
    table: priceComparisons, entity: 'price_comparison', notFound: 'PRICING_COMPARISON_NOT_FOUND', scope,
    onApprove: async (tx, row) => {
      const quotes = (await quotesOf(tx, [row.id])).map((q) => q.q);
      // the rule is checked again on the stored quotes: the choice may not stand any more
      const refusal = comparisonRefusal(quotes, row.chosenSupplierId, row.choiceReason);
      if (refusal) fail(refusal.code, refusal.params);
      const chosen = quotes.find((q) => q.supplierId === row.chosenSupplierId)!;
      const canteens = await checkCanteens(tx, actor, ((await canteensOf(tx, 'comparison', [row.id])).get(row.id) ?? []).map((c) => c.id));
      for (const restaurantId of canteens) {
        await grantAgreementPrice(tx, actor, { supplierId: chosen.supplierId, baseProductId: row.baseProductId, restaurantId, price: chosen.price, effectiveFrom: row.effectiveFrom, source: { kind: 'price_comparison', id: row.id } }, now);
      }
    },
  }, id, action, input, now);
}
