/**
 * The purchase lists and actions swept with every demo role and a second school (procurement `outsider`,
 * canteen `cook`): each list holds exactly the rows the role may see (compared with the database), the
 * keepers' screens refuse the others, and each action outside a role's scope or rights is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, chinaDay } from '../../../../tests/server/ordering.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen', 'outsider', 'cook'] as const;
type Role = (typeof ROLES)[number];
let secondCanteen = '';

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  secondCanteen = (await addSecondSchool(server, tokens)).id;
});
afterAll(() => server.close());

async function call(who: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, query?: Record<string, string>) {
  const response = await server.call(method, path, { token: tokens[who], body, query: method === 'GET' ? { pageSize: '500', ...query } : query, headers: { 'accept-language': 'en' } });
  return { status: response.status, ...response.body };
}
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

describe.each(ROLES)('%s', (who) => {
  it('sees exactly its rules, bids and agreement prices', async () => {
    const db = server.database.db;
    const me = (await db.select().from(schema.users)).find((u) => u.username === who)!;
    const mine = new Set((await db.select().from(schema.suppliers)).filter((s) => s.userId === me.id).map((s) => s.id));
    const demoCanteens = new Set((await db.select().from(schema.restaurants)).filter((r) => r.id !== secondCanteen).map((r) => r.id));
    const keeper = who === 'admin' || who === 'buyer' || who === 'outsider';
    const supplier = who === 'supplier' || who === 'grain';

    const rules = (await db.select().from(schema.purchaseRules)).filter((r) => !r.deleted);
    const seenRules = await call(who, 'GET', '/purchase/rules');
    if (!keeper) expect(seenRules).toMatchObject({ status: 403, success: false });
    else expect(ids(seenRules.result.records)).toEqual(ids(who === 'outsider' ? [] : rules));

    const bids = await db.select().from(schema.purchaseBids);
    const offers = await db.select().from(schema.purchaseBidOffers);
    const seenBids = await call(who, 'GET', '/purchase/bids');
    if (who === 'canteen' || who === 'cook') expect(seenBids).toMatchObject({ status: 403, message: /Canteens may not see bids/ });
    else {
      const expected = who === 'outsider' ? [] : supplier
        ? bids.filter((b) => b.status !== 'draft' && (b.status === 'published' || offers.some((o) => o.bidId === b.id && mine.has(o.supplierId))))
        : bids;
      expect(ids(seenBids.result.records)).toEqual(ids(expected));
      expect(expected.length > 0 || who === 'outsider').toBe(true);
    }

    const prices = await db.select().from(schema.agreementPrices);
    const expectedPrices = prices.filter((p) => (supplier ? mine.has(p.supplierId) : who === 'outsider' || who === 'cook' ? p.restaurantId === secondCanteen : demoCanteens.has(p.restaurantId)));
    const seenPrices = await call(who, 'GET', '/purchase/agreement-prices');
    expect(seenPrices.result.total).toBe(expectedPrices.length);
    expect(ids(seenPrices.result.records)).toEqual(ids(expectedPrices.slice(0, 500)).filter((id) => ids(seenPrices.result.records).includes(id)));
    for (const row of seenPrices.result.records) expect(expectedPrices.some((p) => p.id === row.id)).toBe(true);
  });

  it('is refused every action outside its rights or scope', async () => {
    const db = server.database.db;
    const [rule] = await db.select().from(schema.purchaseRules);
    const bids = await db.select().from(schema.purchaseBids);
    const open = bids.find((b) => b.status === 'published')!;
    const awarded = bids.find((b) => b.status === 'awarded')!;
    const keeper = who === 'admin' || who === 'buyer';
    const ruleBody = { name: 'x', productIds: rule!.productIds, restaurantIds: rule!.restaurantIds, periodFrom: chinaDay(0), periodTo: chinaDay(9), priceWeight: 100, qualityWeight: 0, deliveryWeight: 0, minOffers: 1 };

    const detail = await call(who, 'GET', `/purchase/bids/${awarded.id}`);
    const edit = await call(who, 'PUT', `/purchase/rules/${rule!.id}`, { ...ruleBody, version: 99 });
    const close = await call(who, 'POST', `/purchase/bids/${open.id}/close`, { version: 99 });
    const offer = await call(who, 'PUT', `/purchase/bids/${open.id}/offer`, { leadDays: 1, lines: [{ baseProductId: rule!.productIds[0], price: '4.00' }], version: 99 });
    if (keeper) {
      expect(detail.result.offers.length).toBe(2);
      expect(detail.result.ranking[0].offers.map((o: { rank: number }) => o.rank)).toEqual([1, 2]);
      expect(edit).toMatchObject({ status: 409 });
      expect(close).toMatchObject({ status: 409 });
      expect(offer).toMatchObject({ status: 403, message: /Only suppliers make offers/ });
    } else if (who === 'outsider') {
      expect(detail.message).toMatch(/No such bid/);
      expect(edit.message).toMatch(/No such bid rule/);
      expect(close.message).toMatch(/No such bid/);
      expect((await call(who, 'POST', '/purchase/rules', ruleBody)).message).toMatch(/No such canteen/);
    } else if (who === 'supplier' || who === 'grain') {
      expect(detail.result.offers.map((o: { supplierName: string }) => o.supplierName)).toEqual([who === 'grain' ? '禾丰粮油有限公司' : '鲜丰食材有限公司']);
      expect(detail.result.ranking).toEqual([]);
      expect(edit).toMatchObject({ status: 403 });
      expect(close).toMatchObject({ status: 403, message: /Only platform or procurement/ });
      // 禾丰 has an offer in the open bid (version 1); 鲜丰 has none, so its version is not asked
      expect(offer).toMatchObject(who === 'grain' ? { status: 409 } : { success: true });
    } else {
      expect(detail).toMatchObject({ status: 403 });
      expect(edit).toMatchObject({ status: 403 });
      expect(close).toMatchObject({ status: 403 });
      expect(offer).toMatchObject({ status: 403, message: /Only suppliers make offers/ });
      expect((await call(who, 'POST', '/purchase/rules', ruleBody))).toMatchObject({ status: 403 });
    }
  });
});
