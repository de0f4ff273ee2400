/** Print templates for the designer and their types. */
import { index, integer, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { deleted, id, stamps } from './columns.ts';

export const printTemplateTypes = pgTable('print_template_types', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  sortNo: integer('sort_no').notNull().default(0),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('print_template_types_code_key').on(t.code)]);

/** ownerId null = shared with everyone who may read templates; otherwise private to that user. */
export const printTemplates = pgTable('print_templates', {
  id: id(),
  name: text('name').notNull(),
  typeId: text('type_id').references(() => printTemplateTypes.id),
  ownerId: text('owner_id').references(() => users.id),
  /** The template JSON as the designer saved it: json, not jsonb, so key order and every unknown option survive. */
  body: json('body').notNull(),
  /** Data to preview and export the template with (an object, or a list of records); null = none. */
  sampleData: json('sample_data'),
  /** Optimistic concurrency: a PUT must name the version it read. */
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [index('print_templates_type_idx').on(t.typeId), index('print_templates_owner_idx').on(t.ownerId)]);
