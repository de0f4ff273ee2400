/**
 * 地址管理 through the API: a level of the region tree, search with paths, adding under the code rules,
 * renaming (the public lookups follow at once), deleting only unused leaves, stale versions, and a sweep
 * of every call with every demo role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { adminCalls } from '../../../../tests/server/adminCalls.ts';

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

type Region = { id: string; text: string; pid: string; level: number; version: number; childCount: number; path: string };
const level = async (pid?: string): Promise<Region[]> => call.ok('GET', '/sys/region/admin/list', { query: pid ? { pid } : {} });

describe('the region tree', () => {
  it('lists a level with child counts and finds regions by name or code with their path', async () => {
    const provinces = await level();
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const beijing = provinces.find((p) => p.id === '11')!;
    expect(beijing.childCount).toBeGreaterThan(0);
    const hits: Region[] = await call.ok('GET', '/sys/region/admin/list', { query: { keyword: '海淀' } });
    expect(hits.find((h) => h.id === '110108')?.path).toMatch(/北京/);
    const byCode: Region[] = await call.ok('GET', '/sys/region/admin/list', { query: { keyword: '110108' } });
    expect(byCode.map((h) => h.id)).toContain('110108');
  });

  it('adds under the code rules, renames, and deletes only unused leaves', async () => {
    await call.refused('POST', '/sys/region/admin/add', { body: { pid: '86', id: '991', text: '测试省', sort: 99 } }, 200, /extend its parent code 86/);
    const province = await call.ok('POST', '/sys/region/admin/add', { body: { pid: '86', id: '99', text: '测试省', sort: 99 } });
    expect(province.level).toBe(1);
    await call.refused('POST', '/sys/region/admin/add', { body: { pid: '86', id: '99', text: 'again', sort: 0 } }, 200, /code 99 is taken/);
    await call.refused('POST', '/sys/region/admin/add', { body: { pid: '99', id: '9801', text: '错市', sort: 0 } }, 200, /extend its parent code 99/);
    await call.refused('POST', '/sys/region/admin/add', { body: { pid: '77', id: '7701', text: '无', sort: 0 } }, 200, /No region 77/);
    const city = await call.ok('POST', '/sys/region/admin/add', { body: { pid: '99', id: '9901', text: '测试市', sort: 1 } });
    const district = await call.ok('POST', '/sys/region/admin/add', { body: { pid: '9901', id: '990101', text: '测试区', sort: 1 } });
    expect([city.level, district.level, district.path]).toEqual([2, 3, '测试省 / 测试市']);
    await call.refused('POST', '/sys/region/admin/add', { body: { pid: '990101', id: '990101001', text: '街道', sort: 1 } }, 200, /three levels/);
    // the public pickers see the change at once
    const picker = await server.call('GET', '/sys/region/children', { query: { pid: '99' } });
    expect(picker.body.result.map((r: Region) => r.text)).toEqual(['测试市']);

    const renamed = await call.ok('PUT', '/sys/region/admin/edit', { body: { id: '9901', version: city.version, text: '改名市', sort: 2 } });
    expect(renamed.version).toBe(city.version + 1);
    await call.refused('PUT', '/sys/region/admin/edit', { body: { id: '9901', version: city.version, text: 'late', sort: 2 } }, 409, /version/);
    expect((await server.call('GET', '/sys/region/path', { query: { id: '990101' } })).body.result.map((r: Region) => r.text)).toEqual(['测试省', '改名市', '测试区']);

    await call.refused('DELETE', '/sys/region/admin/delete', { query: { id: '99', version: String(province.version) } }, 200, /has regions under it/);
    await call.ok('DELETE', '/sys/region/admin/delete', { query: { id: '990101', version: String(district.version) } });
    await call.ok('DELETE', '/sys/region/admin/delete', { query: { id: '9901', version: String(renamed.version) } });
    await call.ok('DELETE', '/sys/region/admin/delete', { query: { id: '99', version: String(province.version) } });
    expect((await level()).map((p) => p.id)).not.toContain('99');
    const log = await call.ok('GET', '/sys/dataLog/list', { query: { tableName: 'regions', rowId: '9901' } });
    expect(log.records.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses to delete a district an address uses', async () => {
    // the demo colleges are in 海淀 (110108)
    const [haidian] = (await call.ok('GET', '/sys/region/admin/list', { query: { keyword: '110108' } }) as Region[]).filter((r) => r.id === '110108');
    await call.refused('DELETE', '/sys/region/admin/delete', { query: { id: '110108', version: String(haidian.version) } }, 200, /still used by \d+ college/);
  });
});

describe('permission sweep with every demo role', () => {
  it('refuses every administration call to buyer, canteen and both suppliers', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, { body?: unknown; query?: Record<string, string> }]> = [
      ['GET', '/sys/region/admin/list', {}],
      ['POST', '/sys/region/admin/add', { body: { pid: '86', id: '98', text: 'x', sort: 0 } }],
      ['PUT', '/sys/region/admin/edit', { body: { id: '11', version: 1, text: 'x', sort: 0 } }],
      ['DELETE', '/sys/region/admin/delete', { query: { id: '11', version: '1' } }],
    ];
    for (const name of DEMO_ROLES) {
      for (const [method, path, options] of calls) await call.refused(method, path, { token: tokens[name], ...options }, 403, /permission/);
    }
    expect((await level()).find((p) => p.id === '11')!.text).toBe('北京市');
  });
});
