/**
 * Online development (issue 22): forms an administrator defines without code (their definition as JSON,
 * their rows as JSONB in one table) and parameterised read-only reports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChartConfig, FormDefinition, ReportParam, RowValues } from '../../../contract/domain/online.ts';
import { id, stamps } from './columns.ts';

export const onlineForms = pgTable('online_forms', {
  id: id(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  definition: jsonb('definition').$type<FormDefinition>().notNull(),
  /** The page the form is published as (permissions row), null while unpublished. */
  menuId: text('menu_id'),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [uniqueIndex('online_forms_code_key').on(t.code)]);

/**
 * The rows of every online form. Lists page by (form_id, created_at, id); each filterable or sortable
 * field gets its own partial expression index on the form's rows (made when the form is saved, see
 * routes/online/indexes.ts); the GIN index serves equality filters combined freely (data @> {...}).
 */
export const onlineRows = pgTable('online_rows', {
  id: id(),
  formId: text('form_id').notNull().references(() => onlineForms.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<RowValues>().notNull(),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [
  index('online_rows_form_created_idx').on(t.formId, t.createdAt, t.id),
  index('online_rows_data_gin').using('gin', sql`${t.data} jsonb_path_ops`),
]);

export const onlineReports = pgTable('online_reports', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  sql: text('sql').notNull(),
  params: jsonb('params').$type<ReportParam[]>().notNull(),
  chart: jsonb('chart').$type<ChartConfig | null>(),
  /** The designer template the report prints through. */
  templateId: text('template_id'),
  /** The data source (多数据源) the query runs on; null: the built-in database. */
  dataSourceId: text('data_source_id'),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [uniqueIndex('online_reports_code_key').on(t.code)]);
