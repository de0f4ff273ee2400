/**
 * The per-scope counters of order lines (schema/schools.ts line_counts, kept by triggers on order_lines):
 * reading a count, folding the delta rows, rebuilding them from the lines, and the routine upkeep the
 * embedded database needs (PGlite runs no autovacuum).
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from './index.ts';
import { lineCounts } from './schema/index.ts';
import { foldSupplierCategories } from './supplierCategories.ts';

/** Lines in these statuses within `scope` (a condition on line_counts' restaurant_id / supplier_id columns). */
export async function countLines(db: Db, statuses: readonly string[], scope: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${lineCounts.n}), 0)` })
    .from(lineCounts)
    .where(and(statuses.length ? inArray(lineCounts.status, [...statuses]) : undefined, scope));
  return Number(row!.n);
}

/** Fold each key's delta rows into one row (and drop keys at zero); safe while writers add deltas. */
export async function foldLineCounts(db: Db): Promise<void> {
  await db.execute(sql`
    WITH gone AS (DELETE FROM line_counts RETURNING status, restaurant_id, supplier_id, n)
    INSERT INTO line_counts (status, restaurant_id, supplier_id, n)
      SELECT status, restaurant_id, supplier_id, sum(n)::int FROM gone GROUP BY 1, 2, 3 HAVING sum(n) <> 0`);
}

/** Count the lines afresh (writers wait meanwhile): after a restore, or when the reconciliation finds a gap. */
export async function rebuildLineCounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE order_lines IN SHARE MODE`);
    await tx.execute(sql`DELETE FROM line_counts`);
    await tx.execute(sql`
      INSERT INTO line_counts (status, restaurant_id, supplier_id, n)
        SELECT status, restaurant_id, coalesce(supplier_id, ''), count(*) FROM order_lines GROUP BY 1, 2, 3`);
  });
}

/** The keys whose counter differs from COUNT(*) of the lines (empty when they agree). */
export async function lineCountDrift(db: Db): Promise<Array<{ status: string; restaurantId: string; supplierId: string; counted: number; kept: number }>> {
  const result = await db.execute(sql`
    SELECT coalesce(l.status, c.status) AS status, coalesce(l.restaurant_id, c.restaurant_id) AS "restaurantId",
           coalesce(l.supplier_id, c.supplier_id) AS "supplierId", coalesce(l.n, 0)::int AS counted, coalesce(c.n, 0)::int AS kept
    FROM (SELECT status, restaurant_id, coalesce(supplier_id, '') AS supplier_id, count(*) AS n FROM order_lines GROUP BY 1, 2, 3) l
    FULL JOIN (SELECT status, restaurant_id, supplier_id, sum(n) AS n FROM line_counts GROUP BY 1, 2, 3) c
      ON c.status = l.status AND c.restaurant_id = l.restaurant_id AND c.supplier_id = l.supplier_id
    WHERE coalesce(l.n, 0) <> coalesce(c.n, 0)`);
  return (result as unknown as { rows: never[] }).rows; // both drivers answer execute with {rows}
}

/** Fold the goods sub-ledger's monthly delta rows (schema/ordering.ts goods_ledger_months) into one per key. */
export async function foldLedgerMonths(db: Db): Promise<void> {
  await db.execute(sql`
    WITH gone AS (DELETE FROM goods_ledger_months RETURNING restaurant_id, base_product_id, month, qty_in, amount_in, qty_out, amount_out)
    INSERT INTO goods_ledger_months (restaurant_id, base_product_id, month, qty_in, amount_in, qty_out, amount_out)
      SELECT restaurant_id, base_product_id, month, sum(qty_in), sum(amount_in), sum(qty_out), sum(amount_out) FROM gone GROUP BY 1, 2, 3
      HAVING sum(qty_in) <> 0 OR sum(amount_in) <> 0 OR sum(qty_out) <> 0 OR sum(amount_out) <> 0`);
}

/** Routine upkeep: fold the counters' delta rows; on the embedded database also VACUUM ANALYZE (it has no autovacuum). */
export async function maintainDatabase(database: Pick<Database, 'db' | 'kind'>): Promise<{ vacuumed: boolean }> {
  await foldLineCounts(database.db);
  await foldLedgerMonths(database.db);
  await foldSupplierCategories(database.db);
  if (database.kind !== 'pglite') return { vacuumed: false };
  await database.db.execute(sql`VACUUM ANALYZE`);
  return { vacuumed: true };
}
