/**
 * 协议价 against the rows themselves: each price's in-force flag equals the current-price rule computed here
 * (approved, begun, and no approved price of the product for the canteen begun later, or begun the same day and
 * approved later), the in-force filter both ways, the sorts by effective day, price and creation time in both
 * directions with their tie-breaks (created, then id), and pages that add up to the whole sorted list; for
 * procurement (its canteens, read as ids first) and a supplier (its own prices, read as ids first).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { expectedPriceOrder } from '../../../../tests/server/priceOrder.ts';
import { chinaDay } from '../../../../tests/server/ordering.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const PATH = '/purchase/agreement-prices';
type Price = typeof schema.agreementPrices.$inferSelect;

async function list(who: string, query: Record<string, string>) {
  const response = await server.call('GET', PATH, { token: tokens[who], query: { pageSize: '500', ...query } });
  if (response.body?.success !== true) throw new Error(`${who} ${PATH}: ${JSON.stringify(response.body)}`);
  return response.body.result as { total: number; records: Array<{ id: string; inForce: boolean }> };
}

beforeAll(async () => {
  server = await startServer();
  for (const name of ['buyer', 'grain']) tokens[name] = await server.login(name);
  // a fruit no demo price names, offered by both demo suppliers, with a history in one canteen: superseded, a tie on
  // the same day decided later, a price to come, one awaiting approval; prices equal and made at the same moment so
  // the sorts fall back on created, then id
  const db = server.database.db;
  const [grain] = await db.select().from(schema.suppliers).where(eq(schema.suppliers.name, '禾丰粮油有限公司'));
  const [fresh] = await db.select().from(schema.suppliers).where(eq(schema.suppliers.name, '鲜丰食材有限公司'));
  const [canteen] = await db.select().from(schema.restaurants).orderBy(schema.restaurants.name).limit(1);
  await db.execute(sql`INSERT INTO base_products (id, code, name, unit) VALUES ('tfruit', 'TF001', '测试水果', '斤')`);
  await db.execute(sql`INSERT INTO supplier_products (id, supplier_id, base_product_id, code) VALUES ('tlinkg', ${grain!.id}, 'tfruit', 'G'), ('tlinkf', ${fresh!.id}, 'tfruit', 'F')`);
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes));
  const rows: Array<[string, string, string, number, number | null, string, number, number]> = [
    // id, link, price, from (days from today), to, status, decided (minute), created (minute)
    ['tap01', 'tlinkg', '5.00', -20, -3, 'approved', 1, 1],
    ['tap02', 'tlinkf', '6.00', -3, 5, 'approved', 2, 2],
    ['tap03', 'tlinkg', '6.00', -3, null, 'approved', 3, 2],
    ['tap04', 'tlinkf', '4.50', 5, null, 'approved', 4, 2],
    ['tap05', 'tlinkg', '6.00', -1, null, 'proposed', 0, 2],
  ];
  for (const [id, link, price, from, to, status, decided, created] of rows) {
    const supplierId = link === 'tlinkg' ? grain!.id : fresh!.id;
    await db.execute(sql`INSERT INTO agreement_prices (id, supplier_product_id, supplier_id, base_product_id, restaurant_id, price, effective_from, effective_to, status, decided_at, created_at)
      VALUES (${id}, ${link}, ${supplierId}, 'tfruit', ${canteen!.id}, ${price}, ${chinaDay(from)}, ${to === null ? null : chinaDay(to)}, ${status}, ${status === 'approved' ? at(decided) : null}, ${at(created)})`);
  }
});
afterAll(() => server.close());

/** The current-price rule of agreementPrice.ts, from the rows. */
function inForce(p: Price, all: Price[], today: string): boolean {
  if (p.status !== 'approved' || p.effectiveFrom > today) return false;
  const later = (l: Price) => l.effectiveFrom > p.effectiveFrom || (l.effectiveFrom === p.effectiveFrom && l.decidedAt !== null && p.decidedAt !== null && l.decidedAt > p.decidedAt);
  return !all.some((l) => l.restaurantId === p.restaurantId && l.baseProductId === p.baseProductId && l.status === 'approved' && l.effectiveFrom <= today && later(l));
}

/** The prices a role sees, as the database holds them. */
async function visible(who: string): Promise<Price[]> {
  const db = server.database.db;
  const rows = await db.select().from(schema.agreementPrices);
  if (who === 'grain') {
    const [me] = await db.select().from(schema.users).where(eq(schema.users.username, 'grain'));
    const mine = new Set((await db.select().from(schema.suppliers).where(eq(schema.suppliers.userId, me!.id))).map((s) => s.id));
    return rows.filter((p) => mine.has(p.supplierId));
  }
  return rows; // procurement: the demo school's canteens, every demo price
}

/** The list's order written out: the column, then created, then id, all one way (created to the microsecond, as stored). */
const sorted = (rows: Price[], column: 'effectiveFrom' | 'price' | 'createTime', order: 'asc' | 'desc') => expectedPriceOrder(server.database.db, rows, column, order);

describe.each(['buyer', 'grain'])('%s', (who) => {
  it('flags each price in force by the current-price rule, and the in-force filter keeps exactly those', async () => {
    const today = chinaDay();
    const rows = await visible(who);
    const expected = new Set(rows.filter((p) => inForce(p, rows, today)).map((p) => p.id));
    const all = await list(who, {});
    expect(all.total).toBe(rows.length);
    for (const record of all.records) expect(record.inForce, record.id).toBe(expected.has(record.id));
    expect((await list(who, { inForce: '1' })).records.map((r) => r.id).sort()).toEqual([...expected].sort());
    expect((await list(who, { inForce: '0' })).records.map((r) => r.id).sort()).toEqual(rows.filter((p) => !expected.has(p.id)).map((p) => p.id).sort());
    // the fruit's history: superseded, tied and decided earlier, to come and proposed are not in force; the later decision is
    const fruit = all.records.filter((r) => r.id.startsWith('tap')).map((r) => [r.id, r.inForce]).sort();
    expect(fruit).toEqual((who === 'grain' ? [['tap01', false], ['tap03', true], ['tap05', false]] : [['tap01', false], ['tap02', false], ['tap03', true], ['tap04', false], ['tap05', false]]));
  });

  it.each([['effectiveFrom', 'desc'], ['effectiveFrom', 'asc'], ['price', 'desc'], ['price', 'asc'], ['createTime', 'desc'], ['createTime', 'asc']] as const)(
    'sorts by %s %s, ties by created then id, and its pages add up to the list', async (column, order) => {
      const expected = await sorted(await visible(who), column, order);
      expect((await list(who, { column, order })).records.map((r) => r.id)).toEqual(expected);
      const pages: string[] = [];
      for (let pageNo = 1; pages.length < expected.length; pageNo++) {
        const page = (await list(who, { column, order, pageSize: '4', pageNo: String(pageNo) })).records.map((r) => r.id);
        if (page.length === 0) break;
        pages.push(...page);
      }
      expect(pages).toEqual(expected);
    },
  );
});
