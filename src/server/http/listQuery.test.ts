/**
 * Totals counted only so far (listTotal): exact up to the limit, the planner's estimate past it, and a deep page
 * whose own read already passes the limit is answered without the count (the same answer the count would give);
 * through the API, a page past the ten thousandth row answers the same capped total as the first page.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { COUNT_CAP, exactCountLimit, listTotal, pageRead, seenRows } from './listQuery.ts';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startServer();
  token = await server.login('buyer');
});
afterAll(() => server.close());

const series = (n: number) => sql`SELECT i FROM generate_series(1, ${sql.raw(String(n))}) i`;

describe('list totals', () => {
  it('count exactly up to the limit and answer the estimate past it', async () => {
    const db = server.database.db;
    expect(await listTotal(db, series(5000), 10_000)).toEqual({ total: 5000, capped: false });
    expect(await listTotal(db, series(12_000), 10_000)).toEqual({ total: 12_000, capped: true });
    expect(await listTotal(db, series(500), 1000)).toEqual({ total: 500, capped: false });
  });

  it('skip the count when the page read shows the limit passed, with the answer the count gives', async () => {
    const db = server.database.db;
    const limit = exactCountLimit(9_990, 20);
    expect(limit).toBe(COUNT_CAP);
    const seen = seenRows(9_990, pageRead(20));
    expect(seen).toBe(10_011);
    expect(await listTotal(db, series(12_000), limit, seen)).toEqual(await listTotal(db, series(12_000), limit));
    // counting this query would divide by zero; planning it (the estimate) does not: no count was run
    const unCountable = sql`SELECT i FROM generate_series(1, 12000) i WHERE 1 / (i - i) = 1`;
    expect(await listTotal(db, unCountable, limit, seen)).toEqual({ total: limit + 1, capped: true });
    await expect(listTotal(db, unCountable, limit)).rejects.toThrow();
    // a page that found nothing shows nothing: counted
    expect(seenRows(20_000, 0)).toBe(0);
    expect(await listTotal(db, series(5000), limit, seenRows(20_000, 0))).toEqual({ total: 5000, capped: false });
  });

  it('answer a page past the ten thousandth product with the capped total of the first page, and its rows', async () => {
    const db = server.database.db;
    await db.execute(sql`INSERT INTO base_products (id, code, name, unit) SELECT 'deep' || i, 'ZDEEP' || lpad(i::text, 6, '0'), '深页样品' || i, '斤' FROM generate_series(1, 10105) i`);
    await db.execute(sql`ANALYZE base_products`);
    const page = async (pageNo: number) => {
      const response = await server.call('GET', '/catalogue/base-products', { token, query: { keyword: 'ZDEEP', column: 'code', order: 'asc', pageSize: '10', pageNo: String(pageNo) } });
      return response.body.result as { total: number; capped: boolean; records: Array<{ code: string }> };
    };
    const first = await page(1);
    const deep = await page(1001);
    expect(first.capped).toBe(true);
    expect(deep).toMatchObject({ total: first.total, capped: true });
    expect(deep.records.map((r) => r.code)).toEqual(Array.from({ length: 10 }, (_, i) => `ZDEEP${String(10_001 + i).padStart(6, '0')}`));
    // the last page, partly full, and the one after it
    expect(await page(1011)).toMatchObject({ total: first.total, capped: true, records: Array.from({ length: 5 }, (_, i) => ({ code: `ZDEEP${String(10_101 + i).padStart(6, '0')}` })) });
    expect((await page(1012)).records).toEqual([]);
    await db.execute(sql`DELETE FROM base_products WHERE id LIKE 'deep%'`);
  });
});
