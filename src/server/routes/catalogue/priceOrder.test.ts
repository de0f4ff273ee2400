/**
 * The price list's sorts against the rows themselves: by effective day, price and creation time in both
 * directions, ties broken by created then id, for procurement (its canteens, read as ids first) and a
 * supplier (its own prices, read as ids first, off the supplier's order indexes), unfiltered and for one
 * canteen; and pages that add up to the whole sorted list.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { expectedPriceOrder } from '../../../../tests/server/priceOrder.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const PATH = '/catalogue/prices';
type Price = typeof schema.agreementPrices.$inferSelect;
let canteen = '';

async function list(who: string, query: Record<string, string>): Promise<string[]> {
  const response = await server.call('GET', PATH, { token: tokens[who], query: { pageSize: '500', ...query } });
  if (response.body?.success !== true) throw new Error(`${who} ${PATH}: ${JSON.stringify(response.body)}`);
  return response.body.result.records.map((r: { id: string }) => r.id);
}

beforeAll(async () => {
  server = await startServer();
  for (const name of ['buyer', 'grain']) tokens[name] = await server.login(name);
  const db = server.database.db;
  [{ id: canteen }] = await db.select({ id: schema.restaurants.id }).from(schema.restaurants).orderBy(schema.restaurants.name).limit(1);
  // equal prices made at the same moment for each supplier, so the sorts fall back on created, then id
  await db.execute(sql`
    INSERT INTO agreement_prices (id, supplier_product_id, supplier_id, base_product_id, restaurant_id, price, effective_from, status, created_at)
    SELECT 'tord' || n || substr(md5(l.id), 1, 6), l.id, l.supplier_id, l.base_product_id, ${canteen}, 7.00, current_date - n, 'proposed', timestamptz '2026-01-01 08:00:00+00'
    FROM generate_series(1, 6) n CROSS JOIN (SELECT DISTINCT ON (supplier_id) * FROM supplier_products WHERE audit_status = 'approved' ORDER BY supplier_id, id) l`);
});
afterAll(() => server.close());

async function visible(who: string): Promise<Price[]> {
  const db = server.database.db;
  const rows = await db.select().from(schema.agreementPrices);
  if (who === 'buyer') return rows; // the demo school's canteens: every demo price
  const [me] = await db.select().from(schema.users).where(eq(schema.users.username, who));
  const mine = new Set((await db.select().from(schema.suppliers).where(eq(schema.suppliers.userId, me!.id))).map((s) => s.id));
  return rows.filter((p) => mine.has(p.supplierId));
}

/** The list's order written out: the column, then created, then id, all one way (created to the microsecond, as stored). */
const sorted = (rows: Price[], column: 'effectiveFrom' | 'price' | 'createTime', order: 'asc' | 'desc') => expectedPriceOrder(server.database.db, rows, column, order);

describe.each(['buyer', 'grain'])('%s', (who) => {
  it.each([['effectiveFrom', 'desc'], ['effectiveFrom', 'asc'], ['price', 'desc'], ['price', 'asc'], ['createTime', 'desc'], ['createTime', 'asc']] as const)(
    'sorts by %s %s, ties by created then id, for all its prices and one canteen’s, in pages that add up', async (column, order) => {
      const rows = await visible(who);
      const expected = await sorted(rows, column, order);
      expect(expected.length).toBeGreaterThan(6);
      expect(await list(who, { column, order })).toEqual(expected);
      expect(await list(who, { column, order, restaurantId: canteen })).toEqual(await sorted(rows.filter((p) => p.restaurantId === canteen), column, order));
      const pages: string[] = [];
      for (let pageNo = 1; pages.length < expected.length; pageNo++) {
        const page = await list(who, { column, order, pageSize: '5', pageNo: String(pageNo) });
        if (page.length === 0) break;
        pages.push(...page);
      }
      expect(pages).toEqual(expected);
    },
  );
});
