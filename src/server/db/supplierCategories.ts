/**
 * The categories each supplier offers (schema/supplierDirectory.ts supplier_categories, delta rows kept by
 * triggers on supplier_products and base_products, migration 0037): reading a few suppliers' counts, the
 * directory's category filter, folding the delta rows, and the recount from the links that a drift check and
 * a rebuild compare against.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './index.ts';
import { supplierCategories } from './schema/index.ts';

type Rows<T> = { rows: T[] }; // both drivers answer execute with {rows}

/**
 * The rule, as the triggers apply it: a link counts while approved, on offer (status 1) and not deleted, its base
 * product not deleted and in a category. Disabled products still count (they did before the summary).
 */
const RECOUNT = sql`
  SELECT l.supplier_id, b.category_id, count(*)::int AS products
  FROM supplier_products l JOIN base_products b ON b.id = l.base_product_id
  WHERE l.audit_status = 'approved' AND l.status = 1 AND NOT l.deleted AND NOT b.deleted AND b.category_id IS NOT NULL
  GROUP BY 1, 2`;

/** Each supplier's offered products per category (the categories it offers none of left out). */
export async function offeredCategories(db: Db, supplierIds: string[]): Promise<Array<{ supplierId: string; categoryId: string; products: number }>> {
  if (supplierIds.length === 0) return [];
  return db
    .select({ supplierId: supplierCategories.supplierId, categoryId: supplierCategories.categoryId, products: sql<number>`sum(${supplierCategories.products})::int` })
    .from(supplierCategories)
    .where(inArray(supplierCategories.supplierId, supplierIds))
    .groupBy(supplierCategories.supplierId, supplierCategories.categoryId)
    .having(sql`sum(${supplierCategories.products}) > 0`);
}

/** The supplier (its id column) offers a product in one of these categories. */
export function offersAnyOf(db: Db, supplierId: PgColumn, categoryIds: string[]): SQL {
  if (categoryIds.length === 0) return sql`false`;
  // every category's sum is >= 0, so the sum over several is positive exactly when one of them is
  return sql`(${db
    .select({ n: sql`coalesce(sum(${supplierCategories.products}), 0)` })
    .from(supplierCategories)
    .where(and(sql`${supplierCategories.supplierId} = ${supplierId}`, inArray(supplierCategories.categoryId, categoryIds)))}) > 0`;
}

/** Fold each key's delta rows into one row (and drop keys at zero); safe while writers add deltas. */
export async function foldSupplierCategories(db: Db): Promise<void> {
  await db.execute(sql`
    WITH gone AS (DELETE FROM supplier_categories RETURNING supplier_id, category_id, products)
    INSERT INTO supplier_categories (supplier_id, category_id, products)
      SELECT supplier_id, category_id, sum(products)::int FROM gone GROUP BY 1, 2 HAVING sum(products) <> 0`);
}

/** Count afresh from the links (writers wait meanwhile): after a restore, or when the drift check finds a gap. */
export async function rebuildSupplierCategories(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE supplier_products, base_products IN SHARE MODE`);
    await tx.execute(sql`DELETE FROM supplier_categories`);
    await tx.execute(sql`INSERT INTO supplier_categories (supplier_id, category_id, products) ${RECOUNT}`);
  });
}

/** The (supplier, category) keys whose kept count differs from a recount of the links (empty when they agree). */
export async function supplierCategoryDrift(db: Db): Promise<Array<{ supplierId: string; categoryId: string; counted: number; kept: number }>> {
  const result = await db.execute(sql`
    SELECT coalesce(c.supplier_id, k.supplier_id) AS "supplierId", coalesce(c.category_id, k.category_id) AS "categoryId",
           coalesce(c.products, 0)::int AS counted, coalesce(k.products, 0)::int AS kept
    FROM (${RECOUNT}) c
    FULL JOIN (SELECT supplier_id, category_id, sum(products) AS products FROM supplier_categories GROUP BY 1, 2) k
      ON k.supplier_id = c.supplier_id AND k.category_id = c.category_id
    WHERE coalesce(c.products, 0) <> coalesce(k.products, 0)`);
  return (result as unknown as Rows<{ supplierId: string; categoryId: string; counted: number; kept: number }>).rows;
}
