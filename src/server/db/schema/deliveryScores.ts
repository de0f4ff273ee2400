/** Per-delivery supplier scores (issue 19; the rule in src/contract/domain/deliveryScore.ts). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { deliveries } from './ordering.ts';

/**
 * One row per checked delivery, rewritten by each receiving check of its lines, each send-back and each
 * after-sale approved on them; period is the delivery's arrival month (YYYY-MM), as the directory's months read it.
 */
export const supplierDeliveryScores = pgTable('supplier_delivery_scores', {
  deliveryId: text('delivery_id').primaryKey().references(() => deliveries.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  period: text('period').notNull(),
  quality: integer('quality').notNull(),
  delivery: integer('delivery').notNull(),
  service: integer('service').notNull(),
  afterSales: integer('after_sales').notNull().default(0),
  late: integer('late').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  // the rating's sums and the directory's months read a supplier's scores from this index alone
  index('supplier_delivery_scores_supplier_idx').on(t.supplierId, t.period, t.quality, t.delivery, t.service),
]);
