/** Administrative divisions (spec section 3): province, city, district under the root code 86. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One division: id is the statistics division code (2 digits province, 4 city, 6 district; 9 for the
 * towns of the four cities that have no districts), pid its parent's code. level 1 province, 2 city,
 * 3 district; sort is the position among its siblings. Rows come from migration 0005 (NBS 2023).
 */
export const regions = pgTable('regions', {
  id: text('id').primaryKey(),
  text: text('text').notNull(),
  pid: text('pid').notNull(),
  level: integer('level').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Optimistic lock of the address screen (issue 21). */
  version: integer('version').notNull().default(1),
}, (t) => [index('regions_pid_idx').on(t.pid, t.sort)]);
