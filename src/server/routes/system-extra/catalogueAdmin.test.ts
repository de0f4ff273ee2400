/**
 * 分类字典 and 多数据源 through the API on the seeded database: the category tree's rules (unique codes, no
 * loops, no delete while children or products use it, stale versions), its Excel export and all-or-nothing
 * import; data sources whose URL is never answered, a connection test that gives up, and a sweep of every
 * call with every demo role.
 */
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMS } from '../../auth/perms.ts';
import { baseProducts, dataSources, expirationConfigs } from '../../db/schema/index.ts';
import { readWorkbook, workbookOf } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { adminCalls } from '../../../../tests/server/adminCalls.ts';
import { userWithPerms } from '../../../../tests/server/grants.ts';

let server: TestServer;
let call: ReturnType<typeof adminCalls>;
const tokens: Record<string, string> = {};
const DEMO_ROLES = ['buyer', 'supplier', 'grain', 'canteen'];

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', ...DEMO_ROLES]) tokens[name] = await server.login(name);
  call = adminCalls(server, tokens.admin);
});
afterAll(() => server.close());

type Category = { id: string; parentId: string | null; code: string; name: string; version: number };
const categories = async (): Promise<Category[]> => call.ok('GET', '/sys/category/rows');
const byCode = async (code: string) => (await categories()).find((c) => c.code === code);
const sheetOf = async (rows: Array<Record<string, string | number>>) =>
  (await workbookOf('x', Object.keys(rows[0]).map((header) => ({ header, value: (r: Record<string, string | number>) => r[header] })), rows)).toString('base64');

describe('the category tree', () => {
  it('lists parents before their children', async () => {
    const rows = await categories();
    expect(rows.length).toBeGreaterThan(3);
    const seen = new Set<string>();
    for (const row of rows) {
      if (row.parentId) expect(seen.has(row.parentId), row.code).toBe(true);
      seen.add(row.id);
    }
  });

  it('adds, edits and deletes, refusing taken codes, loops, stale versions and unknown parents', async () => {
    const root = await call.ok('POST', '/sys/category/add', { body: { parentId: null, code: 'T_ROOT', name: '测试根', sortNo: 90 } });
    const child = await call.ok('POST', '/sys/category/add', { body: { parentId: root.id, code: 'T_CHILD', name: '测试子', sortNo: 1 } });
    await call.refused('POST', '/sys/category/add', { body: { parentId: null, code: 'T_ROOT', name: 'again', sortNo: 0 } }, 200, /code T_ROOT is taken/);
    await call.refused('POST', '/sys/category/add', { body: { parentId: 'nope', code: 'T_X', name: 'x', sortNo: 0 } }, 200, /No such parent/);
    await call.refused('POST', '/sys/category/add', { body: { parentId: null, code: 'bad code!', name: 'x', sortNo: 0 } }, 400, /code/);
    await call.refused('PUT', '/sys/category/edit', { body: { id: root.id, version: root.version, parentId: child.id, code: 'T_ROOT', name: '测试根', sortNo: 90 } }, 200, /itself or a category under it/);
    await call.refused('PUT', '/sys/category/edit', { body: { id: root.id, version: root.version, parentId: root.id, code: 'T_ROOT', name: '测试根', sortNo: 90 } }, 200, /itself/);
    const renamed = await call.ok('PUT', '/sys/category/edit', { body: { id: root.id, version: root.version, parentId: null, code: 'T_ROOT', name: '测试根2', sortNo: 90 } });
    expect(renamed.version).toBe(root.version + 1);
    await call.refused('PUT', '/sys/category/edit', { body: { id: root.id, version: root.version, parentId: null, code: 'T_ROOT', name: 'late', sortNo: 90 } }, 409, /version 2/);
    await call.refused('DELETE', '/sys/category/delete', { query: { id: root.id, version: String(renamed.version) } }, 200, /has categories under it/);
    await call.ok('DELETE', '/sys/category/delete', { query: { id: child.id, version: String(child.version) } });
    await call.ok('DELETE', '/sys/category/delete', { query: { id: root.id, version: String(renamed.version) } });
    expect(await byCode('T_ROOT')).toBeUndefined();
    // a deleted category keeps its code
    await call.refused('POST', '/sys/category/add', { body: { parentId: null, code: 'T_CHILD', name: 'again', sortNo: 0 } }, 200, /taken/);
    const log = await call.ok('GET', '/sys/dataLog/list', { query: { tableName: 'categories', rowId: root.id } });
    expect(log.records.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses to delete a category that products or shelf-life settings use', async () => {
    const rows = await categories();
    const leaves = rows.filter((c) => !rows.some((other) => other.parentId === c.id));
    const used = new Set((await server.database.db.select({ id: baseProducts.categoryId }).from(baseProducts)).map((r) => r.id));
    const target = leaves.find((c) => used.has(c.id))!;
    expect(target, 'a seeded leaf category with products').toBeDefined();
    await call.refused('DELETE', '/sys/category/delete', { query: { id: target.id, version: String(target.version) } }, 200, /still used by \d+ products/);
    expect(await byCode(target.code)).toBeDefined();
    // a leaf with only a shelf-life setting
    const leaf = await call.ok('POST', '/sys/category/add', { body: { parentId: null, code: 'T_SHELF', name: '保质期', sortNo: 0 } });
    await server.database.db.insert(expirationConfigs).values({ categoryId: leaf.id, shelfLifeDays: 3, warningDays: 1 });
    await call.refused('DELETE', '/sys/category/delete', { query: { id: leaf.id, version: String(leaf.version) } }, 200, /still used by 1 /);
  });

  it('exports the tree and imports it back all or nothing', async () => {
    const response = await call.send('GET', '/sys/category/exportXls');
    const rows = await readWorkbook(response.response.rawPayload);
    const all = await categories();
    expect(rows.length).toBe(all.length);
    expect(Object.keys(rows[0])).toEqual(['Code', 'Name', 'Parent code', 'Sort']);

    const bad = await call.ok('POST', '/sys/category/importExcel', {
      body: { content: await sheetOf([
        { Code: 'I_A', Name: '导入甲', 'Parent code': '', Sort: 1 },
        { Code: 'I_B', Name: '导入乙', 'Parent code': 'NO_SUCH', Sort: 2 },
        { Code: 'I_A', Name: '重复', 'Parent code': '', Sort: 'x' },
      ]) },
    });
    expect(bad.imported).toBe(0);
    expect(bad.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect(bad.errors[0].messages.join()).toMatch(/NO_SUCH/);
    expect(bad.errors[1].messages.join()).toMatch(/more than once/);
    expect(bad.errors[1].messages.join()).toMatch(/sort "x"/);
    expect(await byCode('I_A')).toBeUndefined();

    const loop = await call.ok('POST', '/sys/category/importExcel', {
      body: { content: await sheetOf([{ Code: 'L_A', Name: 'a', 'Parent code': 'L_B', Sort: 0 }, { Code: 'L_B', Name: 'b', 'Parent code': 'L_A', Sort: 0 }]) },
    });
    expect(loop.errors.flatMap((e: { messages: string[] }) => e.messages).join()).toMatch(/loop/);

    const c01 = await byCode('C01');
    const good = await call.ok('POST', '/sys/category/importExcel', {
      body: { content: await sheetOf([
        { 编码: 'I_CHILD', 名称: '导入子', 上级编码: 'I_PARENT', 排序: 2 },
        { 编码: 'I_PARENT', 名称: '导入父', 上级编码: '', 排序: 1 },
        { 编码: 'C01', 名称: c01!.name, 上级编码: '', 排序: 5 },
      ]) },
    });
    expect(good).toEqual({ imported: 3, errors: [] });
    const parent = await byCode('I_PARENT');
    expect((await byCode('I_CHILD'))!.parentId).toBe(parent!.id);
    expect((await byCode('C01'))!.version).toBe(c01!.version + 1);
    await call.refused('POST', '/sys/category/importExcel', { body: { content: Buffer.from('not a workbook').toString('base64') } }, 200, /cannot be read/);
  });
});

describe('data sources', () => {
  const URL_WITH_SECRET = 'postgres://reporter:S3cret-pass@127.0.0.1:1/sales';

  it('never answers the stored password, nor stores it in clear', async () => {
    await call.refused('POST', '/sys/dataSource/add', { body: { code: 'bad', name: 'bad', kind: 'postgres', url: 'mysql://x@y/z' } }, 200, /postgres:\/\//);
    const created = await call.ok('POST', '/sys/dataSource/add', { body: { code: 'sales', name: '销售库', kind: 'postgres', url: URL_WITH_SECRET, description: null } });
    expect(created.urlHint).toBe('postgres://reporter:****@127.0.0.1:1/sales');
    await call.refused('POST', '/sys/dataSource/add', { body: { code: 'sales', name: 'again', kind: 'postgres', url: URL_WITH_SECRET } }, 200, /code sales is taken/);
    const list = await call.send('GET', '/sys/dataSource/list', { query: { name: '销售' } });
    expect(list.body.result.total).toBe(1);
    expect(JSON.stringify(list.body)).not.toContain('S3cret');
    const [row] = await server.database.db.select().from(dataSources).where(eq(dataSources.id, created.id));
    expect(row.urlSealed).not.toContain('S3cret');
    const log = await call.send('GET', '/sys/dataLog/list', { query: { tableName: 'data_sources', rowId: created.id } });
    expect(JSON.stringify(log.body)).not.toContain('S3cret');
    expect(JSON.stringify(log.body)).not.toContain(row.urlSealed);

    const renamed = await call.ok('PUT', '/sys/dataSource/edit', { body: { id: created.id, version: created.version, code: 'sales', name: '销售库2', kind: 'postgres', description: '报表用' } });
    expect(renamed.urlHint).toBe(created.urlHint);
    const [kept] = await server.database.db.select().from(dataSources).where(eq(dataSources.id, created.id));
    expect(kept.urlSealed).toBe(row.urlSealed);
    await call.refused('PUT', '/sys/dataSource/edit', { body: { id: created.id, version: created.version, code: 'sales', name: 'late', kind: 'postgres' } }, 409, /version/);
    const moved = await call.ok('PUT', '/sys/dataSource/edit', { body: { id: created.id, version: renamed.version, code: 'sales', name: '销售库2', kind: 'postgres', url: 'postgresql://other@127.0.0.1:2/db' } });
    expect(moved.urlHint).toBe('postgresql://other@127.0.0.1:2/db');
    await call.ok('DELETE', '/sys/dataSource/delete', { query: { id: created.id, version: String(moved.version) } });
    expect((await call.ok('GET', '/sys/dataSource/list', { query: { code: 'sales' } })).total).toBe(0);
  });

  it('tests a connection: refused, or silent until the time limit, without the password in the answer', async () => {
    const refused = await call.ok('POST', '/sys/dataSource/test', { body: { kind: 'postgres', url: URL_WITH_SECRET } });
    expect(refused.ok).toBe(false);
    expect(refused.message).not.toContain('S3cret');
    expect(refused.message).toMatch(/ECONNREFUSED|connect/i);

    // a server that accepts and never answers: the test gives up after its limit
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const stored = await call.ok('POST', '/sys/dataSource/add', { body: { code: 'silent', name: 'silent', kind: 'postgres', url: `postgres://u:S3cret-pass@127.0.0.1:${port}/x` } });
      const answer = await call.ok('POST', '/sys/dataSource/test', { body: { id: stored.id, kind: 'postgres' } });
      expect(answer.ok).toBe(false);
      expect(answer.millis).toBeGreaterThanOrEqual(4500);
      expect(answer.millis).toBeLessThan(15000);
      expect(answer.message).not.toContain('S3cret');
    } finally {
      silent.close();
    }
    await call.refused('POST', '/sys/dataSource/test', { body: { kind: 'postgres' } }, 200, /Give a connection URL/);
    await call.refused('POST', '/sys/dataSource/test', { body: { kind: 'postgres', url: 'http://example.com' } }, 200, /postgres:\/\//);
  }, 30_000);
});

describe('permission sweep with every demo role', () => {
  const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { body?: unknown; query?: Record<string, string> }]> = [
    ['GET', '/sys/category/rows', {}],
    ['GET', '/sys/category/exportXls', {}],
    ['POST', '/sys/category/add', { body: { parentId: null, code: 'NOPE', name: 'n', sortNo: 0 } }],
    ['PUT', '/sys/category/edit', { body: { id: 'x', version: 1, parentId: null, code: 'NOPE', name: 'n', sortNo: 0 } }],
    ['DELETE', '/sys/category/delete', { query: { id: 'x', version: '1' } }],
    ['POST', '/sys/category/importExcel', { body: { content: '' } }],
    ['GET', '/sys/dataSource/list', {}],
    ['POST', '/sys/dataSource/add', { body: { code: 'n', name: 'n', kind: 'postgres', url: 'postgres://a@b/c' } }],
    ['PUT', '/sys/dataSource/edit', { body: { id: 'x', version: 1, code: 'n', name: 'n', kind: 'postgres' } }],
    ['DELETE', '/sys/dataSource/delete', { query: { id: 'x', version: '1' } }],
    ['POST', '/sys/dataSource/test', { body: { kind: 'postgres', url: 'postgres://a@127.0.0.1:1/c' } }],
  ];

  it('refuses every call to buyer, canteen and both suppliers', async () => {
    for (const name of DEMO_ROLES) {
      for (const [method, path, options] of calls) await call.refused(method, path, { token: tokens[name], ...options }, 403, /permission/);
    }
  });

  it('lets the category list permission read but not change the tree', async () => {
    const reader = await userWithPerms(server, [PERMS.categoryList]);
    expect((await call.ok('GET', '/sys/category/rows', { token: reader.token })).length).toBeGreaterThan(0);
    await call.refused('POST', '/sys/category/add', { token: reader.token, body: { parentId: null, code: 'NOPE', name: 'n', sortNo: 0 } }, 403, /system:category:edit/);
  });
});
