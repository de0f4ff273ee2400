/**
 * What refers to a stored file, for a page of files at once (one query per kind of reference). A referenced
 * file is not deleted. Two sorts of reference:
 * - FILE_COLUMNS: a column where a record keeps the path of an upload (one path, or a jsonb list of paths);
 *   every column of the schema that holds an upload is listed here or in NOT_FILE_COLUMNS with the reason
 *   (references.test.ts walks the schema);
 * - texts that may name a path anywhere in them (a print template, a setting, an announcement), and a batch
 *   print's result file.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FileReference, FileReferenceKind } from '../../../contract/routes/oss.ts';
import type { Db } from '../../db/index.ts';
import {
  afterSales, baseProducts, cloudGoods, contractAttachments, payStepRecords, priceComparisonQuotes, receipts, supplierQualifications, supplierTickets, users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../jobs/sql.ts';

/** A text[] of values (drizzle spreads a JS array into a list of parameters). */
const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

interface Hit {
  path: string;
  id: string;
  label: string | null;
}

/** A column holding uploads, with the record the file list names for it: its id and a label an administrator recognises. */
export interface FileColumn {
  kind: FileReferenceKind;
  table: PgTable;
  column: AnyPgColumn;
  /** The column is a jsonb list of paths (otherwise one path). */
  list?: true;
  id: AnyPgColumn;
  label: AnyPgColumn | SQL;
  /** Which rows show their files (a deleted product shows nothing). */
  live?: SQL;
}

const productName = (productId: AnyPgColumn) => sql`(SELECT b.name FROM base_products b WHERE b.id = ${productId})`;

export const FILE_COLUMNS: readonly FileColumn[] = [
  { kind: 'avatar', table: users, column: users.avatar, id: users.id, label: users.username },
  { kind: 'contract', table: contractAttachments, column: contractAttachments.filePath, id: contractAttachments.contractId, label: contractAttachments.fileName },
  { kind: 'payment', table: payStepRecords, column: payStepRecords.proofPath, id: payStepRecords.id, label: payStepRecords.proofName },
  { kind: 'receipt', table: receipts, column: receipts.photos, list: true, id: receipts.id, label: receipts.lineId },
  { kind: 'product', table: baseProducts, column: baseProducts.images, list: true, id: baseProducts.id, label: baseProducts.name, live: sql`NOT ${baseProducts.deleted}` },
  { kind: 'afterSale', table: afterSales, column: afterSales.photos, list: true, id: afterSales.id, label: afterSales.afterSaleNo },
  { kind: 'cloudGood', table: cloudGoods, column: cloudGoods.imageId, id: cloudGoods.id, label: productName(cloudGoods.baseProductId) },
  {
    kind: 'comparison', table: priceComparisonQuotes, column: priceComparisonQuotes.fileId, id: priceComparisonQuotes.comparisonId,
    label: sql`(SELECT b.name FROM price_comparisons c JOIN base_products b ON b.id = c.base_product_id WHERE c.id = ${priceComparisonQuotes.comparisonId})`,
  },
  {
    kind: 'qualification', table: supplierQualifications, column: supplierQualifications.filePath, id: supplierQualifications.id,
    label: sql`(SELECT s.name FROM suppliers s WHERE s.id = ${supplierQualifications.supplierId})`, live: sql`NOT ${supplierQualifications.deleted}`,
  },
  // a rejected invoice stays in the ticket's history with its scan
  { kind: 'ticket', table: supplierTickets, column: supplierTickets.scan, id: supplierTickets.id, label: supplierTickets.invoiceNo },
];

/** Columns whose names suggest an upload but that hold none the file list could delete ("table.column": why). */
export const NOT_FILE_COLUMNS: Readonly<Record<string, string>> = {
  'files.path': 'the file record itself',
  'print_batch_parts.path': "a batch print's part PDF: kept in storage without a file record (never in the file list) and removed once the batch's PDF is made",
  'roles.landing_path': 'a page of the app a role lands on',
  'permissions.icon': "a menu icon's name from the icon set, not an upload",
  'contract_attachments.file_name': 'the name shown beside file_path, which is counted',
  'supplier_qualifications.file_name': 'the name shown beside file_path, which is counted',
  'pay_step_records.proof_name': 'the name shown beside proof_path, which is counted',
  'pay_step_records.proof_at': 'when the proof was sent',
};

/** The rows of the source's table naming one of `paths`: each found through the column's index (references.test.ts explains them). */
export function columnQuery({ table, column, list, id, label, live }: FileColumn, paths: string[]): SQL {
  const alive = live ? sql` AND ${live}` : sql``;
  return list
    // `?|` (any of these strings is an element) lets the list's partial GIN index find the rows
    ? sql`SELECT p.path, ${id} AS id, ${label} AS label FROM ${table} CROSS JOIN LATERAL jsonb_array_elements_text(${column}) AS p(path)
        WHERE ${column} <> '[]'::jsonb AND ${column} ?| ${textArray(paths)} AND p.path = ANY(${textArray(paths)})${alive}`
    : sql`SELECT ${column} AS path, ${id} AS id, ${label} AS label FROM ${table} WHERE ${column} = ANY(${textArray(paths)})${alive}`;
}

/** References that are not a column of paths: each query answers the rows naming one of `paths` (or the file `ids`). */
const TEXT_SOURCES: ReadonlyArray<{ kind: FileReferenceKind; query: (paths: string[], ids: string[]) => SQL }> = [
  {
    kind: 'template',
    query: (paths) => sql`SELECT p.path, t.id, t.name AS label FROM print_templates t JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(t.body::text, p.path) > 0 WHERE NOT t.deleted`,
  },
  { kind: 'setting', query: (paths) => sql`SELECT p.path, c.key AS id, c.key AS label FROM config c JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(coalesce(c.value, ''), p.path) > 0` },
  // a platform setting (logo, icon, login background) is an item of the sys_setting dictionary
  {
    kind: 'setting',
    query: (paths) => sql`SELECT p.path, i.id, i.item_text AS label FROM dictionary_items i JOIN dictionaries d ON d.id = i.dict_id AND d.dict_code = 'sys_setting'
      JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(i.item_value, p.path) > 0`,
  },
  {
    kind: 'announcement',
    query: (paths) => sql`SELECT p.path, a.id, a.titile AS label FROM announcements a JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(a.msg_content, p.path) > 0 WHERE NOT a.deleted`,
  },
  {
    kind: 'print',
    query: (_paths, ids) => sql`SELECT f.path, j.job_id AS id, j.job_name AS label FROM job_progress j JOIN files f ON f.id = j.result->>'fileId' WHERE j.result->>'fileId' = ANY(${textArray(ids)})`,
  },
];

const SOURCES = [
  ...FILE_COLUMNS.map((source) => ({ kind: source.kind, query: (paths: string[]) => columnQuery(source, paths) })),
  ...TEXT_SOURCES,
];

export async function referencesOf(db: Db, rows: ReadonlyArray<{ id: string; path: string }>): Promise<Map<string, FileReference[]>> {
  const found = new Map<string, FileReference[]>(rows.map((row) => [row.path, []]));
  if (rows.length === 0) return found;
  const paths = rows.map((row) => row.path);
  const ids = rows.map((row) => row.id);
  for (const source of SOURCES) {
    for (const hit of await rowsOf<Hit>(db, source.query(paths, ids))) found.get(hit.path)?.push({ kind: source.kind, id: hit.id, label: hit.label ?? '' });
  }
  return found;
}
