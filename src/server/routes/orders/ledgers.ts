/**
 * The standing book (台账: one entry per audited line) and the goods sub-ledger of a canteen for a month:
 * per product, the opening balance (the monthly totals before the month, goods_ledger_months), goods in and
 * out within it, and the closing balance.
 */
import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { baseProducts, goodsLedger, goodsLedgerMonths, restaurants, standingBook, suppliers } from '../../db/schema/index.ts';
import { rowsOf } from '../../jobs/sql.ts';
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
  const product = (column: PgColumn) => (baseProductId ? sql`and ${column} = ${baseProductId}` : sql``);
  // the opening balance from the monthly totals before the month (kept by triggers), the month from its movements
  const rows = await rowsOf<{ baseProductId: string; productName: string; unit: string; openingQty: string; openingAmount: string; inQty: string; inAmount: string; outQty: string; outAmount: string }>(db, sql`
    SELECT m.base_product_id AS "baseProductId", p.name AS "productName", p.unit,
           sum(m.opening_qty) AS "openingQty", sum(m.opening_amount) AS "openingAmount",
           sum(m.in_qty) AS "inQty", sum(m.in_amount) AS "inAmount", sum(m.out_qty) AS "outQty", sum(m.out_amount) AS "outAmount"
    FROM (
      SELECT base_product_id, qty_in - qty_out AS opening_qty, amount_in - amount_out AS opening_amount, 0 AS in_qty, 0 AS in_amount, 0 AS out_qty, 0 AS out_amount
      FROM ${goodsLedgerMonths} WHERE restaurant_id = ${canteen.id} AND month < ${start} ${product(goodsLedgerMonths.baseProductId)}
      UNION ALL
      SELECT base_product_id, 0, 0, qty_in, amount_in, qty_out, amount_out
      FROM ${goodsLedger} WHERE restaurant_id = ${canteen.id} AND entry_date >= ${start} AND entry_date < ${end} ${product(goodsLedger.baseProductId)}
    ) m
    JOIN ${baseProducts} p ON p.id = m.base_product_id
    GROUP BY m.base_product_id, p.name, p.unit
    ORDER BY p.name, m.base_product_id`);
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
