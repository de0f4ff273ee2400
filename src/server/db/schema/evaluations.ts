/** Supplier evaluations (issue 19; rules in src/contract/domain/evaluation.ts). */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { id, stamps } from './columns.ts';

/** A canteen's scores for a supplier in one month (period YYYY-MM); one per supplier, canteen and month. */
export const supplierEvaluations = pgTable('supplier_evaluations', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  period: text('period').notNull(),
  quality: integer('quality').notNull(),
  delivery: integer('delivery').notNull(),
  service: integer('service').notNull(),
  comment: text('comment'),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [
  uniqueIndex('supplier_evaluations_one_idx').on(t.supplierId, t.restaurantId, t.period),
  index('supplier_evaluations_period_idx').on(t.period, t.createdAt),
  index('supplier_evaluations_restaurant_idx').on(t.restaurantId, t.period),
]);
