/**
 * A report over a registered data source (多数据源) can only read it: on a PostgreSQL database of its own
 * (the source), writes, DDL and several statements are refused, writes hidden in functions and row locks
 * are refused by the read-only transaction, and a long query ends at the statement timeout; the source's
 * rows are as they were afterwards. Runs only in the PostgreSQL pass (`.ci/server-tests-postgres`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dropDatabase, withClient, withDatabase } from '../../../../tests/server/globalSetup.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

const serverUrl = process.env.DATABASE_URL!;
const sourceDb = `larder_source_${randomBytes(4).toString('hex')}`;
let server: TestServer;
let token = '';
let sourceId = '';

const onSource = <T,>(work: (client: pg.Client) => Promise<T>, database = sourceDb): Promise<T> => withClient(withDatabase(serverUrl, database), work);

beforeAll(async () => {
  await onSource((c) => c.query(`CREATE DATABASE ${sourceDb}`), 'postgres');
  await onSource(async (c) => {
    await c.query('CREATE TABLE stock (id int PRIMARY KEY, item text NOT NULL, qty int NOT NULL)');
    await c.query(`INSERT INTO stock VALUES (1, '大米', 40), (2, '面粉', 25), (3, '食用油', 12)`);
    // writes a report could try to hide behind a SELECT
    await c.query(`CREATE FUNCTION add_stock() RETURNS int LANGUAGE plpgsql AS 'BEGIN INSERT INTO stock VALUES (9, ''x'', 1); RETURN 1; END'`);
    await c.query(`CREATE FUNCTION make_table() RETURNS int LANGUAGE plpgsql AS 'BEGIN CREATE TABLE evil (x int); RETURN 1; END'`);
  });
  server = await startServer({ reportTimeoutMs: 1000 });
  token = await server.login('admin');
  const { body } = await server.call('POST', '/sys/dataSource/add', { token, body: { code: 'stock_db', name: '库存库', kind: 'postgres', url: withDatabase(serverUrl, sourceDb) } });
  sourceId = body.result.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await dropDatabase(withDatabase(serverUrl, 'postgres'), sourceDb);
});

const attempt = (sql: string, params: unknown[] = [], values: Record<string, string> = {}) =>
  server.call('POST', '/online/reports/try', { token, body: { sql, params, values, dataSourceId: sourceId } });

it("reads the source's tables with its parameters bound", async () => {
  const { body } = await attempt('SELECT item, qty FROM stock WHERE qty >= :least ORDER BY id', [{ name: 'least', label: '最少', type: 'number' }], { least: '20' });
  expect(body.result.rows).toEqual([{ item: '大米', qty: 40 }, { item: '面粉', qty: 25 }]);
  // the source's tables are its own: a name larder keeps from reports (users) is not refused there
  expect((await attempt('SELECT count(*)::int AS n FROM stock AS users')).body.success).toBe(true);
});

it.each([
  ["INSERT INTO stock VALUES (8, 'x', 1)", '只能是 SELECT 或 WITH'],
  ['UPDATE stock SET qty = 0', '只能是 SELECT 或 WITH'],
  ['DROP TABLE stock', '只能是 SELECT 或 WITH'],
  ['CREATE TABLE evil (x int)', '只能是 SELECT 或 WITH'],
  ['SELECT 1; DELETE FROM stock', '只能包含一条'],
  ['SELECT 1; SELECT 2', '只能包含一条'],
  ['SELECT add_stock()', '只能读取数据'],
  ['SELECT make_table()', '只能读取数据'],
  ['SELECT * FROM stock FOR UPDATE', '只能读取数据'],
  ["SELECT set_config('default_transaction_read_only', 'off', false)", '不能调用函数 set_config'],
])('refuses %s', async (sql, message) => {
  const { body } = await attempt(sql);
  expect(body.success).toBe(false);
  expect(body.message).toContain(message);
});

it('ends a long query at the statement timeout', async () => {
  const started = Date.now();
  const { body } = await attempt('SELECT pg_sleep(10) AS slept');
  expect(body.success).toBe(false);
  expect(body.message).toContain('超过 1 秒');
  expect(Date.now() - started).toBeLessThan(5000);
});

it('leaves the source as it was', async () => {
  const rows = await onSource((c) => c.query('SELECT id, qty FROM stock ORDER BY id'));
  expect(rows.rows).toEqual([{ id: 1, qty: 40 }, { id: 2, qty: 25 }, { id: 3, qty: 12 }]);
  const evil = await onSource((c) => c.query("SELECT to_regclass('evil') AS t"));
  expect(evil.rows[0].t).toBeNull();
});

it('a saved report runs on its source, and its chart is checked against the source', async () => {
  const saved = await server.call('POST', '/online/reports', { token, body: { code: 'stock_levels', name: '库存', sql: 'SELECT item, qty FROM stock ORDER BY id', params: [], chart: { type: 'bar', x: 'item', y: ['qty'] }, dataSourceId: sourceId } });
  expect(saved.body.result.dataSourceId).toBe(sourceId);
  const run = await server.call('POST', `/online/reports/${saved.body.result.id}/run`, { token, body: {} });
  expect(run.body.result.rows).toHaveLength(3);
  const badChart = await server.call('POST', '/online/reports', { token, body: { code: 'stock_bad', name: 'x', sql: 'SELECT item FROM stock', params: [], chart: { type: 'bar', x: 'item', y: ['qty'] }, dataSourceId: sourceId } });
  expect(badChart.body.message).toContain('qty');
});
