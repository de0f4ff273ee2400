/**
 * Every column of the schema that keeps an upload counts as a reference in the file list. The schema is
 * walked: a column whose name suggests an upload is either counted (FILE_COLUMNS) or left out with a reason
 * (NOT_FILE_COLUMNS). For each counted column, a record holding a file makes the list show the reference
 * and the delete refuse it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { rowsOf } from '../../jobs/sql.ts';
import { PNG_BYTES } from '../../storage/samples.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';
import { columnQuery, FILE_COLUMNS, NOT_FILE_COLUMNS, type FileColumn } from './references.ts';

/** Column names that suggest a record keeps an upload there. */
const UPLOAD_NAME = /avatar|image|photo|picture|logo|icon|proof|scan|attach|file|path/;

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const columnsOf = (table: PgTable) => getTableConfig(table).columns.map((column) => `${getTableName(table)}.${column.name}`);
const nameOf = (source: FileColumn) => `${getTableName(source.table)}.${source.column.name}`;

describe('the columns that hold uploads', () => {
  it('are each counted as a reference or left out with a reason', () => {
    const all = new Set(tables.flatMap(columnsOf));
    const suggestive = [...all].filter((column) => UPLOAD_NAME.test(column.split('.')[1]!));
    const declared = new Set([...FILE_COLUMNS.map(nameOf), ...Object.keys(NOT_FILE_COLUMNS)]);
    expect(suggestive.filter((column) => !declared.has(column))).toEqual([]);
    // and what is declared exists (a renamed column is not silently dropped)
    expect([...declared].filter((column) => !all.has(column))).toEqual([]);
    expect(FILE_COLUMNS.map(nameOf)).toEqual(expect.arrayContaining([
      'receipts.photos', 'supplier_qualifications.file_path', 'pay_step_records.proof_path', 'contract_attachments.file_path', 'after_sales.photos',
      'supplier_tickets.scan', 'cloud_goods.image_id', 'price_comparison_quotes.file_id', 'base_products.images', 'users.avatar',
    ]));
  });
});

describe('a record holding a file', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  const upload = async (filename: string) => {
    const { payload, headers } = multipartBody({ bytes: PNG_BYTES, filename, contentType: 'image/png' });
    return (await server.call('POST', '/sys/common/upload', { token: admin, body: payload, headers })).body.message as string;
  };

  /** Put `path` on one live row of the source's table (a list column holds just it); answers the reference id the list should name. */
  async function holdOn(source: FileColumn, path: string): Promise<string> {
    const value = source.list ? sql`jsonb_build_array(${path}::text)` : sql`${path}`;
    const live = source.live ? sql`WHERE ${source.live}` : sql``;
    const [row] = await rowsOf<{ id: string }>(server.database.db, sql`UPDATE ${source.table} SET ${sql.identifier(source.column.name)} = ${value}
      WHERE ctid = (SELECT ctid FROM ${source.table} ${live} LIMIT 1) RETURNING ${source.id} AS id`);
    if (!row) throw new Error(`the seeded database has no live row of ${getTableName(source.table)} to hold a file`);
    return row.id;
  }

  it('is found through an index on its column, not by reading the whole table (a million receipts)', async () => {
    for (const source of FILE_COLUMNS) {
      // sequential scans priced out, so the planner shows whether an index can answer the column's condition (a
      // whole-index walk without one would not name the column in an index condition)
      const plan = await server.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(tx as unknown as typeof server.database.db, sql`EXPLAIN ${columnQuery(source, ['2026/12/a.png', '2026/12/b.png'])}`);
      });
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text, nameOf(source)).not.toMatch(new RegExp(`Seq Scan on ${getTableName(source.table)}\\b`));
      expect(text, nameOf(source)).toMatch(new RegExp(`Index Cond: .*\\b${source.column.name}\\b`));
    }
  });

  for (const source of FILE_COLUMNS) {
    it(`in ${nameOf(source)} is shown as a reference (${source.kind}) and not deleted`, async () => {
      const filename = `held-by-${nameOf(source)}.png`;
      const path = await upload(filename);
      const id = await holdOn(source, path);
      const listed = (await server.call('GET', '/oss/files', { token: admin, query: { name: filename } })).body.result.records;
      expect(listed.map((file: { path: string }) => file.path)).toEqual([path]);
      expect(listed[0].references).toEqual([{ kind: source.kind, id, label: expect.stringMatching(/\S/) }]);
      const refused = await server.call('DELETE', `/oss/files/${listed[0].id}`, { token: admin, headers: { 'accept-language': 'en' } });
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toContain(`${source.kind}:${listed[0].references[0].label}`);
      expect((await server.call('GET', '/oss/files', { token: admin, query: { name: filename } })).body.result.total).toBe(1);
    });
  }
});
