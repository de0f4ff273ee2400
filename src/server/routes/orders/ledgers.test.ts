/**
 * The goods sub-ledger's balances come from monthly totals kept by triggers (migration 0033): whatever writes
 * the movements (inserts, updates that move an entry to another month, deletes, made straight in SQL) and
 * after the upkeep folds the delta rows, each product's opening, in, out and closing equal the sums of the
 * movements themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { ordering } from '../../../../tests/server/ordering.ts';
import { maintainDatabase } from '../../db/lineCounts.ts';
import { rowsOf } from '../../jobs/sql.ts';

let server: TestServer;
let canteen: string;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('canteen');
  const canteens = await ordering(server).ok(token, 'GET', '/university/restaurants');
  canteen = canteens.find((c: { name: string }) => c.name === '一食堂').id;
});
afterAll(() => server.close());

const db = () => server.database.db;
const MONTH = '2024-05';

/** The ledger as the screen asks for it. */
const ledger = (month = MONTH) => ordering(server).ok(token, 'GET', '/order/goods-sub-ledger', undefined, { restaurantId: canteen, month });

/** The same figures summed from every movement. */
async function truth(month = MONTH) {
  const start = `${month}-01`;
  const rows = await rowsOf<{ id: string; oq: string; oa: string; iq: string; ia: string; xq: string; xa: string }>(db(), sql`
    SELECT base_product_id AS id,
      sum(CASE WHEN entry_date < ${start}::date THEN qty_in - qty_out ELSE 0 END) AS oq,
      sum(CASE WHEN entry_date < ${start}::date THEN amount_in - amount_out ELSE 0 END) AS oa,
      sum(CASE WHEN entry_date >= ${start}::date THEN qty_in ELSE 0 END) AS iq,
      sum(CASE WHEN entry_date >= ${start}::date THEN amount_in ELSE 0 END) AS ia,
      sum(CASE WHEN entry_date >= ${start}::date THEN qty_out ELSE 0 END) AS xq,
      sum(CASE WHEN entry_date >= ${start}::date THEN amount_out ELSE 0 END) AS xa
    FROM goods_ledger WHERE restaurant_id = ${canteen} AND entry_date < (${start}::date + interval '1 month') GROUP BY 1`);
  return new Map(rows.map((r) => [r.id, {
    openingQty: Number(r.oq).toFixed(3), openingAmount: Number(r.oa).toFixed(2), inQty: Number(r.iq).toFixed(3), inAmount: Number(r.ia).toFixed(2),
    outQty: Number(r.xq).toFixed(3), outAmount: Number(r.xa).toFixed(2),
    closingQty: (Number(r.oq) + Number(r.iq) - Number(r.xq)).toFixed(3), closingAmount: (Number(r.oa) + Number(r.ia) - Number(r.xa)).toFixed(2),
  }]));
}

async function expectTrue(month = MONTH) {
  const shown = await ledger(month);
  const expected = await truth(month);
  expect(shown.length).toBe(expected.size);
  for (const row of shown) expect(row).toMatchObject(expected.get(row.baseProductId)!);
  return shown;
}

describe('the goods sub-ledger from monthly totals', () => {
  it('equals the sums of the movements through inserts, moves between months, deletes and the fold', async () => {
    // movements of three products over four months, straight in SQL (as an import would)
    await db().execute(sql`
      INSERT INTO goods_ledger (id, restaurant_id, base_product_id, entry_date, qty_in, amount_in, qty_out, amount_out, source, source_id)
      SELECT 'gl' || g, ${canteen}, p.id, date '2024-03-10' + (g % 4) * 31, 2 + g % 3, (2 + g % 3) * 1.5, CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END, CASE WHEN g % 5 = 0 THEN 1.5 ELSE 0 END, 'audit', 'gl' || g
      FROM generate_series(1, 60) g CROSS JOIN LATERAL (SELECT id FROM base_products ORDER BY code OFFSET g % 3 LIMIT 1) p`);
    const first = await expectTrue();
    expect(first.length).toBe(3);
    expect(first.some((row: { openingQty: string }) => Number(row.openingQty) > 0)).toBe(true);
    expect(first.some((row: { outQty: string }) => Number(row.outQty) > 0)).toBe(true);

    // an entry of March moved into May, another of May moved back to April; one of March deleted
    await db().execute(sql`UPDATE goods_ledger SET entry_date = date '2024-05-20' WHERE id = 'gl4'`);
    await db().execute(sql`UPDATE goods_ledger SET entry_date = date '2024-04-02', qty_in = qty_in + 10 WHERE id = 'gl2'`);
    await db().execute(sql`DELETE FROM goods_ledger WHERE id = 'gl8'`);
    await expectTrue();
    await expectTrue('2024-04');

    // the upkeep folds the delta rows to one per key, and the figures stay
    const before = (await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM goods_ledger_months WHERE restaurant_id = ${canteen}`))[0]!.n;
    await maintainDatabase(server.database);
    const after = await rowsOf<{ n: number; keys: number }>(db(), sql`
      SELECT count(*)::int AS n, count(DISTINCT (base_product_id, month))::int AS keys FROM goods_ledger_months WHERE restaurant_id = ${canteen}`);
    expect(after[0]!.n).toBeLessThan(before);
    expect(after[0]!.n).toBe(after[0]!.keys);
    await expectTrue();
    await expectTrue('2024-06');
  });
});
