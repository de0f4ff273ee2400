/**
 * Bid rules and bids through the API on the seeded database: rule validation, versions and enable/disable;
 * a bid from draft to published, offers submitted, replaced and withdrawn, sealed until closed, scored and
 * ranked, awarded into agreement prices that the canteen's shop then sells at; every refusal on the way
 * (role, state, stale version, offer after the deadline, a supplier that may not serve, too few offers).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay } from '../../../../tests/server/ordering.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const canteens: Record<string, string> = {};
const products: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function ok(who: string, method: Method, path: string, body?: unknown, query?: Record<string, string>) {
  const response = await server.call(method, path, { token: tokens[who], body, query });
  if (response.body?.success !== true) throw new Error(`${who} ${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}
async function refused(who: string, method: Method, path: string, body: unknown, status: number, message: RegExp, query?: Record<string, string>) {
  const response = await server.call(method, path, { token: tokens[who], body, query, headers: { 'accept-language': 'en' } });
  expect(response.body?.success, `${who} ${method} ${path} should fail`).toBe(false);
  expect(response.status).toBe(status);
  expect(response.body.message).toMatch(message);
}
const shopPrice = async (name: string, day: string) =>
  (await ok('canteen', 'GET', '/shop/products', undefined, { restaurantId: canteens.one!, arrivalDate: day, keyword: name })).records.find((p: { name: string }) => p.name === name)?.price ?? null;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const ruleBody = () => ({
  name: '蛋品与豆腐季度招标', productIds: [products.egg!, products.tofu!], restaurantIds: [canteens.one!, canteens.two!],
  periodFrom: chinaDay(-1), periodTo: chinaDay(90), priceWeight: 60, qualityWeight: 20, deliveryWeight: 20, minOffers: 2, remark: '每季度一次',
});

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  for (const c of await ok('canteen', 'GET', '/university/restaurants')) canteens[c.name === '一食堂' ? 'one' : 'two'] = c.id;
  for (const [key, name] of [['egg', '鸡蛋'], ['tofu', '北豆腐'], ['rice', '东北珍珠米']]) {
    products[key] = (await ok('admin', 'GET', '/catalogue/base-products', undefined, { keyword: name })).records.find((p: { name: string }) => p.name === name).id;
  }
  // 禾丰 offers 北豆腐 too in these tests: the platform approves its link
  const db = server.database.db;
  const [grain] = await db.select().from(schema.suppliers).where(eq(schema.suppliers.name, '禾丰粮油有限公司'));
  const asked = await ok('grain', 'POST', '/catalogue/supplier-products', { baseProductId: products.tofu, code: 'G-TOFU' }).catch(async () => {
    const [link] = await db.select().from(schema.supplierProducts).where(and(eq(schema.supplierProducts.supplierId, grain!.id), eq(schema.supplierProducts.baseProductId, products.tofu!)));
    return link;
  });
  if (asked.auditStatus !== 'approved') await ok('buyer', 'POST', `/catalogue/supplier-products/${asked.id}/approve`, { version: asked.version });
});
afterAll(() => server.close());

describe('bid rules', () => {
  it('procurement creates, edits, disables and removes a rule; bad weights and periods, other roles and stale versions are refused', async () => {
    const body = ruleBody();
    await refused('supplier', 'POST', '/purchase/rules', body, 403, /Only platform or procurement/);
    await refused('canteen', 'POST', '/purchase/rules', body, 403, /Only platform or procurement/);
    await refused('buyer', 'POST', '/purchase/rules', { ...body, priceWeight: 50 }, 200, /add up to 100 \(they add up to 90\)/);
    await refused('buyer', 'POST', '/purchase/rules', { ...body, periodTo: chinaDay(-5) }, 200, /cannot end before it begins/);
    await refused('buyer', 'POST', '/purchase/rules', { ...body, productIds: ['nope'] }, 200, /No such product: nope/);
    await refused('buyer', 'POST', '/purchase/rules', { ...body, restaurantIds: ['nope'] }, 200, /No such canteen/);
    await refused('buyer', 'POST', '/purchase/rules', { ...body, priceWeight: 101 }, 400, /priceWeight|100/);
    const rule = await ok('buyer', 'POST', '/purchase/rules', body);
    expect(rule).toMatchObject({ name: body.name, enabled: true, version: 1, minOffers: 2, createBy: 'buyer' });
    expect(rule.products.map((p: { name: string }) => p.name)).toEqual(['鸡蛋', '北豆腐']);
    const edited = await ok('buyer', 'PUT', `/purchase/rules/${rule.id}`, { ...body, name: '蛋品招标', version: 1 });
    expect(edited).toMatchObject({ name: '蛋品招标', version: 2 });
    await refused('admin', 'PUT', `/purchase/rules/${rule.id}`, { ...body, version: 1 }, 409, /now version 2/);
    const off = await ok('buyer', 'POST', `/purchase/rules/${rule.id}/enabled`, { version: 2, enabled: false });
    expect(off).toMatchObject({ enabled: false, version: 3 });
    await refused('buyer', 'POST', '/purchase/bids', { ruleId: rule.id, title: 'x', effectiveFrom: chinaDay(1), deadline: inAnHour() }, 200, /is disabled and makes no bids/);
    expect((await ok('buyer', 'GET', '/purchase/rules', undefined, { keyword: '蛋品', enabled: '0' })).records.map((r: { id: string }) => r.id)).toEqual([rule.id]);
    await refused('buyer', 'DELETE', `/purchase/rules/${rule.id}`, undefined, 409, /now version 3/, { version: '2' });
    await ok('buyer', 'DELETE', `/purchase/rules/${rule.id}`, undefined, { version: '3' });
    await refused('buyer', 'GET', `/purchase/rules/${rule.id}`, undefined, 200, /No such bid rule/);
    const trail = await server.database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.entityId, rule.id));
    expect(trail.map((e) => e.action)).toEqual(['create', 'edit', 'disable', 'delete']);
  });
});

describe('a bid from draft to award', () => {
  it('runs the whole round and the awarded price is the shop\'s price from the award day', async () => {
    const rule = await ok('buyer', 'POST', '/purchase/rules', ruleBody());
    await refused('buyer', 'POST', '/purchase/bids', { ruleId: rule.id, title: '鸡蛋豆腐', effectiveFrom: chinaDay(120), deadline: inAnHour() }, 200, /outside the rule's period/);
    await refused('buyer', 'POST', '/purchase/bids', { ruleId: rule.id, title: '鸡蛋豆腐', effectiveFrom: chinaDay(1), deadline: new Date(Date.now() - 1000).toISOString() }, 200, /deadline for offers must be in the future/);
    await refused('supplier', 'POST', '/purchase/bids', { ruleId: rule.id, title: 'x', effectiveFrom: chinaDay(1), deadline: inAnHour() }, 403, /Only platform or procurement/);
    let bid = await ok('buyer', 'POST', '/purchase/bids', { ruleId: rule.id, title: '鸡蛋豆腐', effectiveFrom: chinaDay(1), deadline: inAnHour() });
    expect(bid).toMatchObject({ status: 'draft', version: 1, productCount: 2, restaurantCount: 2, priceWeight: 60, actions: ['publish', 'cancel'] });
    expect(bid.bidNo).toMatch(/^ZB\d{8}\d{3}$/);
    // drafts are procurement's own
    await refused('supplier', 'GET', `/purchase/bids/${bid.id}`, undefined, 200, /No such bid/);
    await refused('canteen', 'GET', '/purchase/bids', undefined, 403, /Canteens may not see bids/);
    bid = await ok('buyer', 'PUT', `/purchase/bids/${bid.id}`, { title: '鸡蛋豆腐招标', effectiveFrom: chinaDay(1), deadline: inAnHour(), version: 1 });
    expect(bid).toMatchObject({ title: '鸡蛋豆腐招标', version: 2 });
    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/close`, { version: 2 }, 200, /"Draft".*"close" is not possible|草稿/);
    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/publish`, { version: 1 }, 409, /version 2/);
    bid = await ok('buyer', 'POST', `/purchase/bids/${bid.id}/publish`, { version: 2 });
    expect(bid).toMatchObject({ status: 'published', version: 3, actions: ['close', 'cancel'] });
    await refused('buyer', 'PUT', `/purchase/bids/${bid.id}`, { title: 'x', effectiveFrom: chinaDay(1), deadline: inAnHour(), version: 3 }, 200, /Only a draft bid/);

    // offers
    const egg = products.egg!, tofu = products.tofu!;
    const offer = (lines: Array<[string, string]>, leadDays = 1, version?: number) => ({ leadDays, lines: lines.map(([baseProductId, price]) => ({ baseProductId, price })), version });
    await refused('buyer', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.60'], [tofu, '2.30']]), 403, /Only suppliers make offers/);
    await refused('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.60']]), 200, /no price for "北豆腐"/);
    await refused('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.60'], [tofu, '2.30'], [products.rice!, '90']]), 200, /not in this bid/);
    await refused('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '0'], [tofu, '2.30']]), 200, /more than 0/);
    const mine = await ok('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.80'], [tofu, '2.30']], 1));
    expect(mine.offers).toHaveLength(1);
    expect(mine).toMatchObject({ canOffer: true, offerCount: 1, ranking: [] });
    await refused('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.60'], [tofu, '2.30']], 1), 409, /now version 1/);
    const replaced = await ok('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.60'], [tofu, '2.30']], 1, 1));
    expect(replaced.offers[0]).toMatchObject({ version: 2, status: 'submitted', lines: [{ baseProductId: egg, price: '4.60' }, { baseProductId: tofu, price: '2.30' }] });
    await ok('grain', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.50'], [tofu, '2.60']], 3));
    const withdrawn = await ok('grain', 'POST', `/purchase/bids/${bid.id}/offer/withdraw`, { version: 1 });
    expect(withdrawn.offers[0]).toMatchObject({ status: 'withdrawn', version: 2 });
    await refused('grain', 'POST', `/purchase/bids/${bid.id}/offer/withdraw`, { version: 2 }, 200, /no submitted offer/);
    await ok('grain', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.50'], [tofu, '2.60']], 3, 2));
    // each supplier sees only its own; procurement sees none while the bid is open (sealed)
    expect((await ok('grain', 'GET', `/purchase/bids/${bid.id}`)).offers.map((o: { supplierName: string }) => o.supplierName)).toEqual(['禾丰粮油有限公司']);
    expect(await ok('buyer', 'GET', `/purchase/bids/${bid.id}`)).toMatchObject({ offers: [], ranking: [], offerCount: 2 });

    await refused('supplier', 'POST', `/purchase/bids/${bid.id}/close`, { version: 3 }, 403, /Only platform or procurement/);
    bid = await ok('buyer', 'POST', `/purchase/bids/${bid.id}/close`, { version: 3 });
    expect(bid).toMatchObject({ status: 'evaluating', actions: ['award', 'cancel'] });
    await refused('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, offer([[egg, '4.40'], [tofu, '2.30']], 1, 2), 200, /"评标中" and takes no offers/);

    // the ranking: price 60, qualification 20, delivery 20
    const eggRank = bid.ranking.find((r: { baseProductId: string }) => r.baseProductId === egg).offers;
    expect(eggRank.map((o: { supplierName: string; price: string }) => [o.supplierName, o.price])).toHaveLength(2);
    const fresh = eggRank.find((o: { supplierName: string }) => o.supplierName === '鲜丰食材有限公司');
    const grain = eggRank.find((o: { supplierName: string }) => o.supplierName === '禾丰粮油有限公司');
    expect(grain.priceScore).toBe(100);
    expect(fresh.priceScore).toBeCloseTo((4.5 / 4.6) * 100, 1);
    expect(fresh.deliveryScore).toBe(100);
    expect(grain.deliveryScore).toBe(50);
    for (const o of [fresh, grain]) expect(o.total).toBeCloseTo((o.priceScore * 60 + o.qualityScore * 20 + o.deliveryScore * 20) / 100, 1);
    expect(eggRank[0].total).toBeGreaterThanOrEqual(eggRank[1].total);
    expect(eggRank.map((o: { rank: number }) => o.rank)).toEqual([1, 2]);

    const freshOffer = bid.offers.find((o: { supplierName: string }) => o.supplierName === '鲜丰食材有限公司');
    const grainOffer = bid.offers.find((o: { supplierName: string }) => o.supplierName === '禾丰粮油有限公司');
    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/award`, { version: 4, choices: [{ baseProductId: egg, offerId: freshOffer.id }] }, 200, /Choose the winning offer for "北豆腐"/);
    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/award`, { version: 4, choices: [{ baseProductId: egg, offerId: 'nope' }, { baseProductId: tofu, offerId: freshOffer.id }] }, 200, /offer chosen for "鸡蛋" is not a submitted offer/);
    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/award`, { version: 3, choices: [{ baseProductId: egg, offerId: freshOffer.id }, { baseProductId: tofu, offerId: freshOffer.id }] }, 409, /version 4/);
    await refused('grain', 'POST', `/purchase/bids/${bid.id}/award`, { version: 4, choices: [{ baseProductId: egg, offerId: grainOffer.id }, { baseProductId: tofu, offerId: grainOffer.id }] }, 403, /Only platform or procurement/);
    expect(await shopPrice('鸡蛋', chinaDay(1))).toBe('4.90');
    bid = await ok('buyer', 'POST', `/purchase/bids/${bid.id}/award`, { version: 4, choices: [{ baseProductId: egg, offerId: freshOffer.id }, { baseProductId: tofu, offerId: grainOffer.id }] });
    expect(bid).toMatchObject({ status: 'awarded', awardedBy: 'buyer', actions: [] });
    expect(bid.awards.map((a: { productName: string; supplierName: string; price: string; effectiveFrom: string }) => [a.productName, a.supplierName, a.price, a.effectiveFrom]))
      .toEqual(expect.arrayContaining([['鸡蛋', '鲜丰食材有限公司', '4.60', chinaDay(1)], ['北豆腐', '禾丰粮油有限公司', '2.60', chinaDay(1)]]));

    // the award is the agreement price ordering reads: from its day, not before
    expect(await shopPrice('鸡蛋', chinaDay(1))).toBe('4.60');
    expect(await shopPrice('北豆腐', chinaDay(1))).toBe('2.60');
    expect(await shopPrice('鸡蛋', chinaDay(0))).toBe('4.90');
    const listed = await ok('buyer', 'GET', '/purchase/agreement-prices', undefined, { bidNo: bid.bidNo });
    expect(listed.total).toBe(4);
    expect(listed.records.every((r: { source: string; status: string; bidNo: string }) => r.source === 'bid' && r.status === 'approved' && r.bidNo === bid.bidNo)).toBe(true);
    const grainPrices = await ok('grain', 'GET', '/purchase/agreement-prices', undefined, { source: 'bid', bidNo: bid.bidNo });
    expect(grainPrices.records.map((r: { productName: string }) => r.productName)).toEqual(['北豆腐', '北豆腐']);
    const trail = await server.database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.entityId, bid.id));
    expect(trail.map((e) => e.action)).toEqual(['create', 'edit', 'publish', 'close', 'award']);

    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/cancel`, { version: 5, reason: 'x' }, 200, /"已定标".*"cancel"|not possible/);
  });

  it('refuses an award with fewer offers than the rule asks for, offers after the deadline and from suppliers that may not serve; cancels with a reason', async () => {
    const db = server.database.db;
    const rule = await ok('buyer', 'POST', '/purchase/rules', { ...ruleBody(), name: '三家起评', productIds: [products.egg!], minOffers: 3 });
    let bid = await ok('buyer', 'POST', '/purchase/bids', { ruleId: rule.id, title: '鸡蛋', effectiveFrom: chinaDay(2), deadline: inAnHour() });
    await refused('buyer', 'DELETE', `/purchase/rules/${rule.id}`, undefined, 200, /still has open bids/, { version: '1' });
    bid = await ok('buyer', 'POST', `/purchase/bids/${bid.id}/publish`, { version: 1 });
    const lines = [{ baseProductId: products.egg!, price: '4.70' }];
    // 禾丰 is off the white list 二食堂 now keeps
    const [fresh] = await db.select().from(schema.suppliers).where(eq(schema.suppliers.name, '鲜丰食材有限公司'));
    await db.insert(schema.supplierWhiteList).values({ restaurantId: canteens.two!, supplierId: fresh!.id });
    expect((await ok('grain', 'GET', `/purchase/bids/${bid.id}`)).canOffer).toBe(false);
    await refused('grain', 'PUT', `/purchase/bids/${bid.id}/offer`, { leadDays: 1, lines }, 200, /may not serve this canteen/);
    await db.delete(schema.supplierWhiteList).where(eq(schema.supplierWhiteList.restaurantId, canteens.two!));
    await ok('grain', 'PUT', `/purchase/bids/${bid.id}/offer`, { leadDays: 1, lines });
    await ok('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, { leadDays: 1, lines });
    // the deadline passes
    await db.update(schema.purchaseBids).set({ deadline: new Date(Date.now() - 60_000) }).where(eq(schema.purchaseBids.id, bid.id));
    await refused('supplier', 'PUT', `/purchase/bids/${bid.id}/offer`, { leadDays: 2, lines, version: 1 }, 200, /Offers closed at/);
    await refused('supplier', 'POST', `/purchase/bids/${bid.id}/offer/withdraw`, { version: 1 }, 200, /Offers closed at/);
    bid = await ok('admin', 'POST', `/purchase/bids/${bid.id}/close`, { version: 2 });
    const choices = [{ baseProductId: products.egg!, offerId: bid.offers[0].id }];
    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/award`, { version: 3, choices }, 200, /"鸡蛋" has 2 offers; it needs at least 3/);
    await refused('buyer', 'POST', `/purchase/bids/${bid.id}/cancel`, { version: 3 }, 200, /reason/i);
    bid = await ok('buyer', 'POST', `/purchase/bids/${bid.id}/cancel`, { version: 3, reason: '报价不足' });
    expect(bid).toMatchObject({ status: 'cancelled', reason: '报价不足', actions: [] });
    expect(await db.select().from(schema.purchaseBidAwards).where(eq(schema.purchaseBidAwards.bidId, bid.id))).toEqual([]);
  });

  it('exports bids, rules and agreement prices with the list\'s filters', async () => {
    for (const [path, query] of [['/purchase/bids/export', { status: 'awarded' }], ['/purchase/rules/export', {}], ['/purchase/agreement-prices/export', { source: 'bid' }]] as const) {
      const response = await server.call('GET', path, { token: tokens.buyer, query });
      expect(response.status).toBe(200);
      const rows = await readWorkbook(response.response.rawPayload);
      const list = await ok('buyer', 'GET', path.replace('/export', ''), undefined, { ...query, pageSize: '500' });
      expect(rows.length, path).toBe(list.total);
    }
  });
});
