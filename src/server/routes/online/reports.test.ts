/**
 * Online reports can only read, and only what they may: writes, DDL, several statements, the denied
 * tables and functions are refused with catalogue errors; a long-running query is ended (PostgreSQL:
 * the statement timeout; the embedded database, which cannot interrupt a statement: refused before it
 * runs); parameters are bound, never formatted into the text. Plus definitions, export and the sweep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTemplateBody } from '../../../contract/domain/online.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'];
const admin = () => ({ token: tokens.admin });
const attempt = (sql: string, params: unknown[] = [], values: Record<string, string> = {}) =>
  server.call('POST', '/online/reports/try', { ...admin(), body: { sql, params, values } });

beforeAll(async () => {
  server = await startServer({ reportTimeoutMs: 1000 });
  for (const name of ROLES) tokens[name] = await server.login(name);
});
afterAll(() => server?.close());

describe('a report query can only read', () => {
  it('runs a parameterised SELECT with its parameters bound', async () => {
    const { body } = await attempt('SELECT dict_code, count(*)::int AS items FROM dictionaries d JOIN dictionary_items i ON i.dict_id = d.id WHERE d.dict_code = :code GROUP BY dict_code', [{ name: 'code', label: '字典', type: 'text' }], { code: 'priority' });
    expect(body.result.columns).toEqual(['dict_code', 'items']);
    expect(body.result.rows).toEqual([{ dict_code: 'priority', items: 3 }]);
    const injected = await attempt('SELECT count(*)::int AS n FROM dictionaries WHERE dict_code = :code', [{ name: 'code', label: 'c', type: 'text' }], { code: "x' OR '1'='1" });
    expect(injected.body.result.rows).toEqual([{ n: 0 }]);
  });

  it.each([
    ["INSERT INTO config (key, value) VALUES ('x', 'y')", '只能是 SELECT 或 WITH'],
    ["UPDATE config SET value = 'x'", '只能是 SELECT 或 WITH'],
    ['DELETE FROM config', '只能是 SELECT 或 WITH'],
    ['DROP TABLE config', '只能是 SELECT 或 WITH'],
    ['CREATE TABLE evil (x int)', '只能是 SELECT 或 WITH'],
    ['SELECT 1; DELETE FROM config', '只能包含一条'],
    ['SELECT 1; SELECT 2', '只能包含一条'],
    // the wrapping sub-query refuses a data-modifying WITH before the read-only transaction has to
    ["WITH gone AS (DELETE FROM config RETURNING *) SELECT * FROM gone", 'data-modifying statement'],
    ["SELECT * FROM config FOR UPDATE", '只能读取数据'],
    ["SELECT set_config('role', 'postgres', true)", '不能调用函数 set_config'],
    ["SELECT query_to_xml('select * from users', true, true, '')", '不能调用函数 query_to_xml'],
    ["SELECT nextval('x')", '不能调用函数 nextval'],
    ['SELECT password_hash FROM users', '不能读取表 users'],
    ['SELECT * FROM "sessions"', '不能读取表 sessions'],
    ['SELECT * FROM public.server_secrets', '不能读取表 server_secrets'],
    ['SELECT * FROM sms_codes', '不能读取表 sms_codes'],
    ['SELECT $$a$$', '$ 引号'],
    ["SELECT 'unterminated", '未结束'],
  ])('refuses %s', async (sql, message) => {
    const { body } = await attempt(sql);
    expect(body.success).toBe(false);
    expect(body.message).toContain(message);
    const config = await server.database.db.execute('SELECT count(*)::int AS n FROM config' as never);
    expect(JSON.stringify(config)).not.toContain('"n":0');
  });

  it('leaves every table as it was after the attempts', async () => {
    const { body } = await attempt("SELECT count(*)::int AS n FROM config WHERE key = 'x'");
    expect(body.result.rows).toEqual([{ n: 0 }]);
  });

  it('reads a denied table through no view or function: the reader role holds no SELECT on it', async () => {
    // a name the scan cannot see: the role refuses it
    const { body } = await attempt(`SELECT * FROM pg_catalog.pg_class c WHERE c.relname = 'users' AND EXISTS (SELECT 1 FROM "public"."user_roles")`);
    expect(body.success).toBe(true);
    const hidden = await server.database.db.execute(`SELECT has_table_privilege('larder_report_reader', 'users', 'SELECT') AS users, has_table_privilege('larder_report_reader', 'orders', 'SELECT') AS orders` as never);
    expect(JSON.stringify(hidden)).toContain('"users":false');
    expect(JSON.stringify(hidden)).toContain('"orders":true');
  });

  it('ends a long-running query', async () => {
    const started = Date.now();
    const { body } = await attempt('SELECT pg_sleep(10)');
    expect(body.success).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    if (server.database.kind === 'pglite') expect(body.message).toContain('不能调用函数 pg_sleep');
    else expect(body.message).toContain('超过 1 秒');
    const heavy = await attempt('SELECT count(*) FROM generate_series(1, 100000000) a CROSS JOIN generate_series(1, 1000) b');
    expect(heavy.body.success).toBe(false);
    expect(heavy.body.message).toMatch(server.database.kind === 'pglite' ? /过于耗费资源/ : /超过 1 秒/);
  });
});

describe('report definitions', () => {
  let id = '';
  it('saves a report with a chart over its columns and runs it by code; refuses bad ones', async () => {
    const sql = 'SELECT dict_code AS code, count(*)::int AS items FROM dictionaries d JOIN dictionary_items i ON i.dict_id = d.id GROUP BY dict_code HAVING count(*) >= :least ORDER BY dict_code';
    const params = [{ name: 'least', label: '最少项数', type: 'number', defaultValue: '1' }];
    const { body } = await server.call('POST', '/online/reports', { ...admin(), body: { code: 'dict_sizes', name: '字典项数', sql, params, chart: { type: 'bar', x: 'code', y: ['items'] } } });
    expect(body.result.code).toBe('dict_sizes');
    id = body.result.id;
    const badChart = await server.call('POST', '/online/reports', { ...admin(), body: { code: 'other', name: 'x', sql, params, chart: { type: 'bar', x: 'nope', y: ['items'] } } });
    expect(badChart.body.message).toContain('nope');
    const undeclared = await server.call('POST', '/online/reports', { ...admin(), body: { code: 'other', name: 'x', sql: 'SELECT :who AS who', params: [] } });
    expect(undeclared.body.message).toContain(':who');
    const byCode = await server.call('GET', '/online/reports/code/dict_sizes', admin());
    expect(byCode.body.result.id).toBe(id);
    const run = await server.call('POST', `/online/reports/${id}/run`, { ...admin(), body: { params: { least: '5' } } });
    expect(run.body.result.rows.every((r: { items: number }) => r.items >= 5)).toBe(true);
    const badParam = await server.call('POST', `/online/reports/${id}/run`, { ...admin(), body: { params: { least: 'many' } } });
    expect(badParam.body.message).toContain('最少项数');
    const stale = await server.call('PUT', `/online/reports/${id}`, { ...admin(), body: { name: 'x', sql, params, version: 9 } });
    expect(stale.status).toBe(409);
  });

  it('exports its rows to Excel', async () => {
    const response = await server.app.inject({ method: 'POST', url: `${server.config.apiBase}/online/reports/${id}/export`, headers: { 'x-access-token': tokens.admin! }, payload: { params: {} } });
    const rows = await readWorkbook(response.rawPayload);
    expect(rows.find((r) => r.code === 'priority')?.items).toBe('3');
  });

  it("prints through a designer template whose table offers the report's columns as fields", async () => {
    const run = await server.call('POST', `/online/reports/${id}/run`, { ...admin(), body: {} });
    const { columns, rows } = run.body.result;
    const made = await server.call('POST', '/print/templates', { ...admin(), body: { name: '字典项数', body: reportTemplateBody('字典项数', columns), sampleData: { title: '字典项数', rows } } });
    const table = made.body.result.body.panels[0].printElements[1].options;
    expect(table.fields).toEqual([{ field: 'code', text: 'code' }, { field: 'items', text: 'items' }]);
    const linked = await server.call('PUT', `/online/reports/${id}`, { ...admin(), body: { name: '字典项数', sql: (await server.call('GET', `/online/reports/${id}`, admin())).body.result.sql, params: [{ name: 'least', label: '最少项数', type: 'number', defaultValue: '1' }], chart: { type: 'line', x: 'code', y: ['items'] }, templateId: made.body.result.id, version: 1 } });
    expect(linked.body.result.templateId).toBe(made.body.result.id);
    const pdf = await server.app.inject({ method: 'POST', url: `${server.config.apiBase}/print/templates/${made.body.result.id}/pdf`, headers: { 'x-access-token': tokens.admin! }, payload: { data: { title: '字典项数', rows } } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads an online form through its view', async () => {
    await server.call('POST', '/online/forms', { ...admin(), body: { code: 'meals', title: '餐次', definition: { fields: [{ name: 'dish', label: '菜', type: 'text' }, { name: 'qty', label: '份数', type: 'number' }] } } });
    for (const [dish, qty] of [['饭', 3], ['面', 5]] as const) await server.call('POST', '/online/data/meals', { ...admin(), body: { values: { dish, qty } } });
    const { body } = await attempt('SELECT dish, qty FROM online_form_meals ORDER BY qty DESC');
    expect(body.result.rows).toEqual([{ dish: '面', qty: '5' }, { dish: '饭', qty: '3' }]);
  });

  it('permission sweep: only the administrator defines and runs reports', async () => {
    for (const user of ROLES) {
      const expected = user === 'admin' ? 200 : 403;
      expect((await server.call('GET', '/online/reports', { token: tokens[user] })).status, user).toBe(expected);
      expect((await server.call('POST', `/online/reports/${id}/run`, { token: tokens[user], body: {} })).status, user).toBe(expected);
      expect((await server.call('POST', '/online/reports/try', { token: tokens[user], body: { sql: 'SELECT 1', params: [] } })).status, user).toBe(expected);
      expect((await server.call('POST', '/online/reports', { token: tokens[user], body: { code: `r_${user}`, name: 'x', sql: 'SELECT 1 AS a', params: [] } })).status, user).toBe(expected);
    }
  });
});

describe('reports over a data source (多数据源)', () => {
  let sourceId = '';
  beforeAll(async () => {
    // nothing listens on port 1: the connection is refused at once
    const { body } = await server.call('POST', '/sys/dataSource/add', { ...admin(), body: { code: 'gone_db', name: '已下线库', kind: 'postgres', url: 'postgres://reader:S3cretPw@127.0.0.1:1/stock' } });
    sourceId = body.result.id;
  });

  it('offers the registered sources, password masked', async () => {
    const { body } = await server.call('GET', '/online/reports/sources', admin());
    const source = body.result.find((s: { id: string }) => s.id === sourceId);
    expect(source).toMatchObject({ code: 'gone_db', name: '已下线库' });
    expect(JSON.stringify(body.result)).not.toContain('S3cretPw');
  });

  it('answers a clear error when the source cannot be reached, never the password', async () => {
    const { body } = await server.call('POST', '/online/reports/try', { ...admin(), body: { sql: 'SELECT 1 AS one', params: [], dataSourceId: sourceId } });
    expect(body.success).toBe(false);
    expect(body.message).toContain('无法连接数据源“gone_db”');
    expect(body.message).not.toContain('S3cretPw');
    const saved = await server.call('POST', '/online/reports', { ...admin(), body: { code: 'gone_report', name: '远端', sql: 'SELECT 1 AS one', params: [], dataSourceId: sourceId } });
    expect(saved.body.result.dataSourceId).toBe(sourceId);
    const run = await server.call('POST', `/online/reports/${saved.body.result.id}/run`, { ...admin(), body: {} });
    expect(run.body.message).toContain('无法连接数据源');
    const english = await server.call('POST', `/online/reports/${saved.body.result.id}/run`, { ...admin(), body: {}, headers: { 'accept-language': 'en-US' } });
    expect(english.body.message).toContain('The data source "gone_db" cannot be reached');
  });

  it('refuses an unknown source, and the statement checks still hold before connecting', async () => {
    const unknown = await server.call('POST', '/online/reports/try', { ...admin(), body: { sql: 'SELECT 1 AS one', params: [], dataSourceId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.body.message).toContain('数据源 00000000-0000-4000-8000-000000000000 不存在');
    const write = await server.call('POST', '/online/reports/try', { ...admin(), body: { sql: 'DELETE FROM stock', params: [], dataSourceId: sourceId } });
    expect(write.body.message).toContain('只能是 SELECT 或 WITH');
  });

  it('permission sweep: only report managers list the sources', async () => {
    for (const user of ROLES) expect((await server.call('GET', '/online/reports/sources', { token: tokens[user] })).status, user).toBe(user === 'admin' ? 200 : 403);
  });
});
