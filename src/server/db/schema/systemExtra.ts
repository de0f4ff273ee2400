/**
 * System administration, the last screens (issue 21): who heads which department (我的部门) and the
 * external databases online reports may read (多数据源). The category tree is in system.ts, regions in regions.ts.
 */
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments, users } from './accounts.ts';
import { deleted, id, stamps } from './columns.ts';

/** A department head manages the department's members (and those of the departments under it). */
export const departHeads = pgTable('depart_heads', {
  departId: text('depart_id').notNull().references(() => departments.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.departId, t.userId] }), index('depart_heads_user_idx').on(t.userId)]);

/**
 * A registered external database. The connection URL is kept sealed (AES-256-GCM under a server secret);
 * `url_hint` is the URL with its password masked, the only form any answer carries.
 */
export const dataSources = pgTable('data_sources', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** postgres (the only kind the server can reach). */
  kind: text('kind').notNull().default('postgres'),
  urlSealed: text('url_sealed').notNull(),
  urlHint: text('url_hint').notNull(),
  description: text('description'),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('data_sources_code_key').on(t.code), index('data_sources_created_idx').on(t.createdAt)]);
