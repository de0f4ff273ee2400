/**
 * What a form's definition makes in the database besides its row: a partial expression index on the
 * form's rows for every filterable or sortable field (so lists stay fast at a million rows), and the view
 * online_form_<code> with one typed column per field, which reports read (granted to the report reader).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FieldDefinition, FormDefinition } from '../../../contract/domain/online.ts';
import type { Db } from '../../db/index.ts';
import { READER_ROLE } from './runner.ts';

const UUID = /^[0-9a-f-]{36}$/;

/** The form id as an SQL literal (ids are server-made UUIDs; a partial index is only matched against a literal). */
export function formLiteral(formId: string): SQL {
  if (!UUID.test(formId)) throw new Error(`not a form id: ${formId}`);
  return sql.raw(`'${formId}'`);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL of a field's value in `online_rows.data`, typed so that it sorts and compares as its type. */
export function fieldExpression(field: Pick<FieldDefinition, 'name' | 'type'>): string {
  const text = `(data ->> '${field.name.replace(/'/g, "''")}')`;
  if (field.type === 'number') return `(${text}::numeric)`;
  if (field.type === 'switch') return `(${text}::boolean)`;
  // dates are stored as YYYY-MM-DD: their text sorts as the dates do; C collation lets LIKE 'x%' use the index
  return `(${text} COLLATE "C")`;
}

export const indexName = (formId: string, field: string) => `online_rows_${formId.replace(/-/g, '').slice(0, 12)}_${field.toLowerCase()}`.slice(0, 63);
/** The statistics object of an indexed field: the planner's only view of a JSON expression's values. */
export const statisticsName = (formId: string, field: string) => `online_stats_${formId.replace(/-/g, '').slice(0, 12)}_${field.toLowerCase()}`.slice(0, 63);
export const viewName = (code: string) => `online_form_${code}`;

/** Make the indexes the definition needs and drop the ones it no longer does. */
export async function syncIndexes(db: Db, formId: string, definition: FormDefinition): Promise<void> {
  formLiteral(formId);
  const wanted = new Map(definition.fields.filter((f) => f.filter || f.sortable).map((f) => [indexName(formId, f.name), f]));
  const prefix = indexName(formId, '');
  const existing = await db.execute<{ indexname: string }>(sql`SELECT indexname FROM pg_indexes WHERE tablename = 'online_rows' AND indexname LIKE ${`${prefix}%`}`);
  for (const { indexname } of rowsOf<{ indexname: string }>(existing)) if (!wanted.has(indexname)) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${quote(indexname)}`));
  for (const [name, field] of wanted) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS ${quote(name)} ON online_rows (${fieldExpression(field)}, created_at, id) WHERE form_id = '${formId}'`));
  }
  await syncStatistics(db, formId, [...wanted.values()]);
}

/**
 * Extended statistics on (form_id, field expression) for every indexed field. Without them ANALYZE
 * keeps nothing about a JSON key (partial indexes' expressions get no statistics the planner reads), so
 * every filter looked like 0.5 % of the table and a two-filter list scanned the wrong index's 100,000
 * rows; with them the planner knows each value's share within the form and picks the narrow index.
 */
async function syncStatistics(db: Db, formId: string, fields: readonly FieldDefinition[]): Promise<void> {
  const wanted = new Map(fields.map((f) => [statisticsName(formId, f.name), f]));
  const prefix = statisticsName(formId, '');
  const existing = await db.execute<{ stxname: string }>(sql`SELECT stxname FROM pg_statistic_ext WHERE stxname LIKE ${`${prefix}%`}`);
  for (const { stxname } of rowsOf<{ stxname: string }>(existing)) if (!wanted.has(stxname)) await db.execute(sql.raw(`DROP STATISTICS IF EXISTS ${quote(stxname)}`));
  for (const [name, field] of wanted) await db.execute(sql.raw(`CREATE STATISTICS IF NOT EXISTS ${quote(name)} (mcv) ON form_id, ${fieldExpression(field)} FROM online_rows`));
}

export async function dropIndexes(db: Db, formId: string): Promise<void> {
  await syncIndexes(db, formId, { fields: [] });
}

/** (Re)make the form's report view: id, one column per field, the row's stamps. */
export async function syncView(db: Db, formId: string, code: string, definition: FormDefinition, reader: boolean): Promise<void> {
  const columns = definition.fields.map((f) => {
    const text = `(data ->> '${f.name.replace(/'/g, "''")}')`;
    const typed = f.type === 'number' ? `${text}::numeric` : f.type === 'switch' ? `${text}::boolean` : f.type === 'date' ? `${text}::date` : text;
    return `${typed} AS ${quote(f.name)}`;
  });
  await db.execute(sql.raw(`DROP VIEW IF EXISTS ${quote(viewName(code))}`));
  await db.execute(sql.raw(`CREATE VIEW ${quote(viewName(code))} AS SELECT id, ${[...columns, 'created_at', 'created_by', 'updated_at', 'updated_by'].join(', ')} FROM online_rows WHERE form_id = '${formId}'`));
  if (reader) await db.execute(sql.raw(`GRANT SELECT ON ${quote(viewName(code))} TO ${READER_ROLE}`));
}

export async function dropView(db: Db, code: string): Promise<void> {
  await db.execute(sql.raw(`DROP VIEW IF EXISTS ${quote(viewName(code))}`));
}

/** The rows of db.execute under either driver (node-postgres answers {rows}, PGlite too; drizzle may hand back the array). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** The back office's stamps as the wire carries them (ISO text). */
export function wireStamps(row: { createdAt: Date; createdBy: string | null; updatedAt: Date | null; updatedBy: string | null }) {
  return { createBy: row.createdBy, createTime: row.createdAt.toISOString(), updateBy: row.updatedBy, updateTime: row.updatedAt?.toISOString() ?? null };
}
