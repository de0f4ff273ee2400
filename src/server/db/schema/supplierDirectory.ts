/**
 * The supplier directory (issue 19): each supplier's rating kept beside its evaluations, written in the
 * evaluation's own transaction, so the directory filters and sorts by rating through an index instead of
 * averaging a million evaluations per page.
 */
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
