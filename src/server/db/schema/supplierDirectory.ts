/**
 * The supplier directory (issue 19): each supplier's rating kept beside its evaluations, written in the
 * evaluation's own transaction, so the directory filters and sorts by rating through an index instead of
 * averaging a million evaluations per page; and the categories each supplier offers, kept by triggers, so a
 * page's categories and the category filter read a few rows per supplier instead of all its products.
 */
import { bigint, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from './business.ts';

/** Sums and count of a supplier's evaluations; overall is the mean of the three means, to two decimals. */
export const supplierRatings = pgTable('supplier_ratings', {
  supplierId: text('supplier_id').primaryKey().references(() => suppliers.id),
  qualitySum: integer('quality_sum').notNull(),
  deliverySum: integer('delivery_sum').notNull(),
  serviceSum: integer('service_sum').notNull(),
  count: integer('count').notNull(),
  overall: numeric('overall', { precision: 3, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('supplier_ratings_overall_idx').on(t.overall, t.supplierId)]);

/**
 * How many products a supplier offers per category: links approved, on offer (status 1) and not deleted, to base
 * products not deleted (db/supplierCategories.ts states the rule). Delta rows, as goods_ledger_months: statement
 * triggers on supplier_products and base_products (migration 0037) add each statement's net change inside the
 * writing transaction, so every writer keeps it, services and bulk SQL alike; the upkeep job folds them
 * (maintainDatabase). A (supplier, category)'s count is the sum of its rows.
 */
export const supplierCategories = pgTable('supplier_categories', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  supplierId: text('supplier_id').notNull(),
  categoryId: text('category_id').notNull(),
  products: integer('products').notNull(),
}, (t) => [
  // a page's suppliers' categories, and the category filter's probe per supplier (index-only: products included)
  index('supplier_categories_supplier_idx').on(t.supplierId, t.categoryId, t.products),
]);
