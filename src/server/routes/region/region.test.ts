import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { indexRegions } from './tree.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const children = (pid?: string) => server.call('GET', '/sys/region/children', { query: pid === undefined ? {} : { pid } });
const path = (id: string, headers?: Record<string, string>) => server.call('GET', '/sys/region/path', { query: { id }, headers });

describe('GET /sys/region/children', () => {
  it('answers the 31 province-level units under 86 without a token, cacheable', async () => {
    const { status, body, response } = await children('86');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result).toHaveLength(31);
    expect(body.result[0]).toEqual({ id: '11', text: '北京市', pid: '86', level: 1, isLeaf: false });
    expect(body.result.at(-1)).toMatchObject({ id: '65', text: '新疆维吾尔自治区' });
    expect(body.result.map((node: { text: string }) => node.text)).toContain('广东省');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    // no pid: the provinces as well
    expect((await children()).body.result).toEqual(body.result);
  });

  it("answers Beijing's city level as NBS gives it (市辖区) and its districts, which are leaves", async () => {
    expect((await children('11')).body.result).toEqual([{ id: '1101', text: '市辖区', pid: '11', level: 2, isLeaf: false }]);
    const districts = (await children('1101')).body.result;
    expect(districts).toHaveLength(16);
    expect(districts[0]).toEqual({ id: '110101', text: '东城区', pid: '1101', level: 3, isLeaf: true });
    expect(districts.every((node: { isLeaf: boolean; level: number }) => node.isLeaf && node.level === 3)).toBe(true);
    expect((await children('110101')).body.result).toEqual([]);
  });

  it('answers an empty list for an unknown pid', async () => {
    const { body } = await children('999999');
    expect(body.success).toBe(true);
    expect(body.result).toEqual([]);
  });
});

describe('GET /sys/region/path', () => {
  it('answers the chain from the province down to a district', async () => {
    const { body, response } = await path('440305');
    expect(body.success).toBe(true);
    expect(body.result.map((node: { id: string; text: string }) => `${node.id} ${node.text}`)).toEqual(['44 广东省', '4403 深圳市', '440305 南山区']);
    expect(body.result.map((node: { level: number }) => node.level)).toEqual([1, 2, 3]);
    expect(body.result[2].isLeaf).toBe(true);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect((await path('11')).body.result.map((node: { id: string }) => node.id)).toEqual(['11']);
  });

  it('refuses an unknown id in both languages', async () => {
    const { body } = await path('999999');
    expect(body.success).toBe(false);
    expect(body.result).toBeNull();
    expect(body.message).toBe('地区 999999 不存在');
    expect((await path('999999', { 'accept-language': 'en' })).body.message).toBe('No region 999999');
    // 86 is the root, not a region
    expect((await path('86')).body.success).toBe(false);
  });
});

describe('indexRegions', () => {
  it('orders siblings by sort, and bounds a chain that loops', () => {
    const index = indexRegions([
      { id: 'b', text: 'B', pid: '86', level: 1, sort: 1 },
      { id: 'a', text: 'A', pid: '86', level: 1, sort: 2 },
      { id: 'x', text: 'X', pid: 'y', level: 2, sort: 1 },
      { id: 'y', text: 'Y', pid: 'x', level: 2, sort: 1 },
    ]);
    expect(index.children('86').map((node) => node.id)).toEqual(['b', 'a']);
    expect(index.children('86')[0]!.isLeaf).toBe(true);
    expect(index.path('x')!.length).toBeLessThanOrEqual(8);
  });
});
