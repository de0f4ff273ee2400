/**
 * Schools and canteens (issue 18): the further departments that act for a canteen besides its own
 * (departId; src/server/auth/scope.ts counts both), and the per-scope counters of order lines that keep
 * the six pending counts fast at a million lines.
 */
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { departments } from './accounts.ts';
import { restaurants } from './business.ts';
import { at } from './columns.ts';

export const restaurantDepartments = pgTable('restaurant_departments', {
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  departId: text('depart_id').notNull().references(() => departments.id),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.restaurantId, t.departId] }), index('restaurant_departments_depart_idx').on(t.departId)]);

/**
 * How many order lines stand in each (status, canteen, supplier): delta rows (+n / -n) written by the
 * triggers on order_lines in the writing statement's own transaction (migration), so every writer — the
 * services, the seed, bulk loads — keeps them true; inserts never wait on each other. The maintenance job
 * folds the deltas of a key into one row (src/server/db/lineCounts.ts). supplier_id '' = no supplier.
 */
export const lineCounts = pgTable('line_counts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  status: text('status').notNull(),
  restaurantId: text('restaurant_id').notNull(),
  supplierId: text('supplier_id').notNull(),
  n: integer('n').notNull(),
}, (t) => [index('line_counts_key_idx').on(t.status, t.restaurantId, t.supplierId)]);
