/**
 * The standing book (台账: one entry per audited line) and the goods sub-ledger of a canteen for a month:
 * per product, the opening balance (all movements before the month), goods in and out within it, and the
 * closing balance.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { baseProducts, goodsLedger, restaurants, standingBook, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';

export interface StandingBookFilters { restaurantId?: string; supplierId?: string; baseProductId?: string; productName?: string; arrivalFrom?: string; arrivalTo?: string }

/** The entries a standing-book query names, in the actor's scope: the list, its totals and its export share it. */
export function standingBookWhere(db: Db, actor: Actor, query: StandingBookFilters): SQL | undefined {
  return and(
    scopeCondition(db, actor, { restaurant: standingBook.restaurantId, supplier: standingBook.supplierId }),
    query.restaurantId ? eq(standingBook.restaurantId, query.restaurantId) : undefined,
    query.supplierId ? eq(standingBook.supplierId, query.supplierId) : undefined,
    query.baseProductId ? eq(standingBook.baseProductId, query.baseProductId) : undefined,
    query.productName ? ilike(standingBook.productName, containsPattern(query.productName)) : undefined,
    query.arrivalFrom ? gte(standingBook.arrivalDate, query.arrivalFrom) : undefined,
    query.arrivalTo ? lte(standingBook.arrivalDate, query.arrivalTo) : undefined,
  );
}

/** Entries and their amount under the filters (the list's totals row). */
export async function standingBookTotalsOf(db: Db, actor: Actor, query: StandingBookFilters) {
  const [row] = await db
    .select({ n: count(), amount: sql<string>`coalesce(sum(${standingBook.amount}), 0)` })
    .from(standingBook)
    .where(standingBookWhere(db, actor, query));
  return { count: row!.n, amount: fixed(row!.amount, 2) };
}

export async function listStandingBook(db: Db, actor: Actor, query: StandingBookFilters, size: number, offset: number) {
  const where = standingBookWhere(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(standingBook).where(where);
  const rows = await db
    .select({ entry: standingBook, restaurantName: restaurants.name, supplierName: suppliers.name })
    .from(standingBook)
    .innerJoin(restaurants, eq(restaurants.id, standingBook.restaurantId))
    .innerJoin(suppliers, eq(suppliers.id, standingBook.supplierId))
    .where(where)
    .orderBy(desc(standingBook.arrivalDate), asc(standingBook.id))
    .limit(size)
    .offset(offset);
  return {
    total: n,
    records: rows.map(({ entry, restaurantName, supplierName }) => ({
      id: entry.id,
      lineId: entry.lineId,
      orderNo: entry.orderNo,
      restaurantId: entry.restaurantId,
      restaurantName,
      supplierId: entry.supplierId,
      supplierName,
      baseProductId: entry.baseProductId,
      productName: entry.productName,
      unit: entry.unit,
      arrivalDate: entry.arrivalDate,
      quantity: entry.quantity,
      price: entry.price,
      amount: entry.amount,
      auditedBy: entry.auditedBy,
      auditedAt: entry.auditedAt.toISOString(),
      source: entry.source,
    })),
  };
}

/** First day of the month and of the next, 'YYYY-MM-01'. */
function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

const fixed = (value: string | number, places: number) => Number(value).toFixed(places);

export async function subLedger(db: Db, actor: Actor, restaurantId: string, month: string, baseProductId?: string) {
  const [canteen] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), scopeCondition(db, actor, { restaurant: restaurants.id, supplier: null })));
  if (!canteen) fail('CANTEEN_NOT_FOUND');
  const [start, end] = monthRange(month);
  const before = sql`${goodsLedger.entryDate} < ${start}`;
  const within = sql`${goodsLedger.entryDate} >= ${start}`;
  const sum = (column: PgColumn, when: SQL) => sql<string>`coalesce(sum(case when ${when} then ${column} end), 0)`;
  const rows = await db
    .select({
      baseProductId: goodsLedger.baseProductId,
      productName: baseProducts.name,
      unit: baseProducts.unit,
      openingQty: sql<string>`${sum(goodsLedger.qtyIn, before)} - ${sum(goodsLedger.qtyOut, before)}`,
      openingAmount: sql<string>`${sum(goodsLedger.amountIn, before)} - ${sum(goodsLedger.amountOut, before)}`,
      inQty: sum(goodsLedger.qtyIn, within),
      inAmount: sum(goodsLedger.amountIn, within),
      outQty: sum(goodsLedger.qtyOut, within),
      outAmount: sum(goodsLedger.amountOut, within),
    })
    .from(goodsLedger)
    .innerJoin(baseProducts, eq(baseProducts.id, goodsLedger.baseProductId))
    .where(and(eq(goodsLedger.restaurantId, canteen.id), lt(goodsLedger.entryDate, end), baseProductId ? eq(goodsLedger.baseProductId, baseProductId) : undefined))
    .groupBy(goodsLedger.baseProductId, baseProducts.name, baseProducts.unit)
    .orderBy(baseProducts.name);
  return rows.map((row) => ({
    baseProductId: row.baseProductId,
    productName: row.productName,
    unit: row.unit,
    openingQty: fixed(row.openingQty, 3),
    openingAmount: fixed(row.openingAmount, 2),
    inQty: fixed(row.inQty, 3),
    inAmount: fixed(row.inAmount, 2),
    outQty: fixed(row.outQty, 3),
    outAmount: fixed(row.outAmount, 2),
    closingQty: fixed(Number(row.openingQty) + Number(row.inQty) - Number(row.outQty), 3),
    closingAmount: fixed(Number(row.openingAmount) + Number(row.inAmount) - Number(row.outAmount), 2),
  }));
}
