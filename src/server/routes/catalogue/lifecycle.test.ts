/**
 * The catalogue through the API on the seeded database: base products (validation, version, disable),
 * supplier product links and their audit, prices proposed for several canteens, held in a release and
 * published, the effective periods of the price history, market deviations, the current-price lookup,
 * market prices, expiration configs and school fill; every refusal (role, state, scope, stale version).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay } from '../../../../tests/server/ordering.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const canteens: Record<string, string> = {};

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
const productByName = async (name: string) => (await ok('admin', 'GET', '/catalogue/base-products', undefined, { keyword: name })).records.find((p: { name: string }) => p.name === name);
const shopPrice = async (canteen: string, name: string, day: string) =>
  (await ok('canteen', 'GET', '/shop/products', undefined, { restaurantId: canteens[canteen]!, arrivalDate: day, keyword: name })).records.find((p: { name: string }) => p.name === name)?.price ?? null;

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  for (const c of await ok('canteen', 'GET', '/university/restaurants')) canteens[c.name === '一食堂' ? 'one' : 'two'] = c.id;
});
afterAll(() => server.close());

describe('base products', () => {
  it('procurement creates, edits and disables one; bad input, other roles and a stale version are refused', async () => {
    const veg = (await ok('admin', 'GET', '/catalogue/base-products', undefined, { keyword: '大白菜' })).records[0];
    const body = { code: 'T0001', name: '山药', categoryId: veg.categoryId, unit: '斤', brand: '怀庆', shelfLifeDays: 10, warningDays: 3 };
    await refused('supplier', 'POST', '/catalogue/base-products', body, 403, /Only platform or procurement/);
    await refused('canteen', 'POST', '/catalogue/base-products', body, 403, /Only platform or procurement/);
    await refused('buyer', 'POST', '/catalogue/base-products', { ...body, warningDays: 10 }, 200, /warning days must be fewer/);
    await refused('buyer', 'POST', '/catalogue/base-products', { ...body, categoryId: 'nope' }, 200, /No such product category/);
    await refused('buyer', 'POST', '/catalogue/base-products', { ...body, images: ['nope'] }, 200, /No such uploaded image/);
    await refused('buyer', 'POST', '/catalogue/base-products', { ...body, code: 'P0001' }, 200, /code P0001 is taken/);
    await refused('buyer', 'POST', '/catalogue/base-products', { ...body, code: 'bad code!' }, 400, /code/);
    const made = await ok('buyer', 'POST', '/catalogue/base-products', body);
    expect(made).toMatchObject({ code: 'T0001', enabled: true, virtual: false, version: 1, createBy: 'buyer' });
    const edited = await ok('buyer', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, name: '铁棍山药', version: 1 });
    expect(edited).toMatchObject({ name: '铁棍山药', version: 2 });
    await refused('admin', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, version: 1 }, 409, /now version 2/);
    await refused('grain', 'POST', `/catalogue/base-products/${made.id}/enabled`, { version: 2, enabled: false }, 403, /Only platform or procurement/);
    const disabled = await ok('admin', 'POST', `/catalogue/base-products/${made.id}/enabled`, { version: 2, enabled: false });
    expect(disabled).toMatchObject({ enabled: false, version: 3 });
    await refused('grain', 'POST', '/catalogue/supplier-products', { baseProductId: made.id, code: 'G-1' }, 200, /is disabled/);
    expect((await ok('admin', 'GET', '/catalogue/base-products', undefined, { keyword: '山药', enabled: '0' })).records.map((r: any) => r.code)).toEqual(['T0001']);
  });

  it('takes empty shelf-life fields as none of its own (null, as the form sends them), not as 0 days', async () => {
    const body = { code: 'T0002', name: '山药豆', categoryId: (await productByName('大白菜')).categoryId, unit: '斤', spec: null, brand: null, shelfLifeDays: null, warningDays: null };
    const made = await ok('buyer', 'POST', '/catalogue/base-products', body);
    expect(made).toMatchObject({ shelfLifeDays: null, warningDays: null });
    const edited = await ok('admin', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, name: '小山药豆', version: 1 });
    expect(edited).toMatchObject({ name: '小山药豆', shelfLifeDays: null, warningDays: null });
    // the category's config is in force (as for 大白菜, the same category)
    expect(await ok('buyer', 'GET', `/catalogue/base-products/${made.id}`)).toMatchObject({ effectiveShelfLifeDays: 5, effectiveWarningDays: 2 });
    // a warning of 0 days stays 0 beside a shelf life
    expect(await ok('buyer', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, shelfLifeDays: 3, warningDays: 0, version: 2 })).toMatchObject({ shelfLifeDays: 3, warningDays: 0 });
  });

  it('filters, sorts, pages, shows the shelf life in force and exports what it lists', async () => {
    const virtual = await ok('canteen', 'GET', '/catalogue/base-products', undefined, { virtual: '1' });
    expect(virtual.records.map((r: any) => r.name)).toEqual(['配送费']);
    const page = await ok('buyer', 'GET', '/catalogue/base-products', undefined, { pageSize: '5', pageNo: '2', column: 'code', order: 'asc' });
    expect(page.records.map((r: any) => r.code)).toEqual(['P0006', 'P0007', 'P0008', 'P0009', 'P0010']);
    await refused('buyer', 'GET', '/catalogue/base-products', undefined, 200, /Sorting by price/, { column: 'price' });
    const cabbage = await productByName('大白菜');
    const detail = await ok('supplier', 'GET', `/catalogue/base-products/${cabbage.id}`);
    expect(detail).toMatchObject({ shelfLifeDays: null, effectiveShelfLifeDays: 5, effectiveWarningDays: 2 });
    expect(detail.suppliers).toEqual([expect.objectContaining({ supplierName: '鲜丰食材有限公司', auditStatus: 'approved' })]);
    const response = await server.call('GET', '/catalogue/base-products/export', { token: tokens.buyer, query: { keyword: '菜' }, headers: { 'accept-language': 'en' } });
    expect(response.response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readWorkbook(response.response.rawPayload);
    const listed = await ok('buyer', 'GET', '/catalogue/base-products', undefined, { keyword: '菜', pageSize: '100' });
    expect(rows.map((r) => r.Code)).toEqual(listed.records.map((r: any) => r.code));
  });

  it('the overview gives each product its approved suppliers and the range of prices in force', async () => {
    const { records } = await ok('buyer', 'GET', '/catalogue/products', undefined, { keyword: '鸡蛋' });
    expect(records[0]).toMatchObject({ name: '鸡蛋', supplierCount: 2, minPrice: '4.90', maxPrice: '5.20' });
    const mine = await ok('grain', 'GET', '/catalogue/products', undefined, { keyword: '鸡蛋' });
    expect(mine.records[0]).toMatchObject({ minPrice: '4.90', maxPrice: '4.90' });
  });
});

describe('supplier product links and prices', () => {
  it('a link is audited before it can be priced: reject with a reason, resubmit, approve; refusals by role, scope, state and version', async () => {
    const beans = await productByName('北豆腐');
    await refused('grain', 'POST', '/catalogue/prices', { baseProductId: beans.id, restaurantIds: [canteens.one], price: '2.40', effectiveFrom: chinaDay() }, 200, /not approved for you yet/);
    const pending = (await ok('grain', 'GET', '/catalogue/supplier-products', undefined, { baseProductId: beans.id })).records[0];
    expect(pending).toMatchObject({ auditStatus: 'pending', code: 'GRAIN-P0011', actions: [] });
    await refused('grain', 'POST', '/catalogue/supplier-products', { baseProductId: beans.id, code: 'X' }, 200, /already linked/);
    await refused('supplier', 'POST', `/catalogue/supplier-products/${pending.id}/approve`, { version: 1 }, 200, /No such supplier product/);
    await refused('canteen', 'POST', `/catalogue/supplier-products/${pending.id}/approve`, { version: 1 }, 200, /No such supplier product/);
    await refused('grain', 'POST', `/catalogue/supplier-products/${pending.id}/approve`, { version: 1 }, 403, /may not "approve"/);
    await refused('buyer', 'POST', `/catalogue/supplier-products/${pending.id}/reject`, { version: 1, reason: ' ' }, 200, /give a reason/);
    const rejected = await ok('buyer', 'POST', `/catalogue/supplier-products/${pending.id}/reject`, { version: 1, reason: '缺少检测报告' });
    expect(rejected).toMatchObject({ auditStatus: 'rejected', reason: '缺少检测报告', version: 2, auditedBy: 'buyer' });
    await refused('buyer', 'POST', `/catalogue/supplier-products/${pending.id}/approve`, { version: 2 }, 200, /not possible/);
    await refused('grain', 'POST', `/catalogue/supplier-products/${pending.id}/resubmit`, { version: 1 }, 409, /now version 2/);
    const edited = await ok('grain', 'PUT', `/catalogue/supplier-products/${pending.id}`, { version: 2, code: 'G-TOFU', brand: '禾丰' });
    expect(edited).toMatchObject({ code: 'G-TOFU', version: 3 });
    const again = await ok('grain', 'POST', `/catalogue/supplier-products/${pending.id}/resubmit`, { version: 3 });
    expect(again).toMatchObject({ auditStatus: 'pending', reason: null });
    expect((await ok('admin', 'POST', `/catalogue/supplier-products/${pending.id}/approve`, { version: 4 })).auditStatus).toBe('approved');
    const ids = await ok('grain', 'POST', '/catalogue/prices', { baseProductId: beans.id, restaurantIds: [canteens.one, canteens.two], price: '2.40', effectiveFrom: chinaDay() });
    expect(ids).toHaveLength(2);
    await refused('buyer', 'POST', '/catalogue/prices', { baseProductId: beans.id, restaurantIds: [canteens.one], price: '2.40', effectiveFrom: chinaDay() }, 403, /may not "propose"/);
    await refused('grain', 'POST', '/catalogue/prices', { baseProductId: beans.id, restaurantIds: ['nope'], price: '2.40', effectiveFrom: chinaDay() }, 200, /No such canteen/);
    await refused('grain', 'POST', '/catalogue/prices', { baseProductId: beans.id, restaurantIds: [canteens.one], price: '0.00', effectiveFrom: chinaDay() }, 200, /more than 0/);
    const proposed = await ok('buyer', 'GET', '/catalogue/prices', undefined, { baseProductId: beans.id, status: 'proposed' });
    expect(proposed.records.map((r: any) => r.id).sort()).toEqual([...ids].sort());
    expect(proposed.records[0].actions).toEqual(['approve', 'return', 'hold']);
  });

  it('a held price is not current until its release is published; then it is, from the release day, and closes the price before it', async () => {
    const rice = await productByName('东北珍珠米');
    const day = chinaDay(3);
    const [id] = await ok('grain', 'POST', '/catalogue/prices', { baseProductId: rice.id, restaurantIds: [canteens.two], price: '99.50', effectiveFrom: chinaDay(1) });
    await refused('buyer', 'POST', `/catalogue/prices/${id}/hold`, { version: 1, releaseId: 'nope' }, 200, /No such price release/);
    await refused('grain', 'POST', '/catalogue/price-releases', { name: 'x', releaseDate: day }, 403, /Only platform or procurement/);
    const release = await ok('buyer', 'POST', '/catalogue/price-releases', { name: '测试发布', releaseDate: day });
    expect(release).toMatchObject({ status: 'draft', priceCount: 0, actions: ['publish'] });
    await refused('buyer', 'POST', `/catalogue/price-releases/${release.id}/publish`, { version: 1 }, 200, /holds no prices/);
    await refused('grain', 'POST', `/catalogue/prices/${id}/hold`, { version: 1, releaseId: release.id }, 403, /may not "hold"/);
    const held = await ok('buyer', 'POST', `/catalogue/prices/${id}/hold`, { version: 1, releaseId: release.id });
    expect(held).toMatchObject({ status: 'held', releaseName: '测试发布', version: 2 });
    expect(await shopPrice('two', '东北珍珠米', day)).toBe('98.00');
    const moved = await ok('buyer', 'PUT', `/catalogue/price-releases/${release.id}`, { name: '测试发布', releaseDate: chinaDay(4), version: 1 });
    expect(moved).toMatchObject({ priceCount: 1, version: 2 });
    await refused('buyer', 'POST', `/catalogue/price-releases/${release.id}/publish`, { version: 1 }, 409, /now version 2/);
    await refused('canteen', 'POST', `/catalogue/price-releases/${release.id}/publish`, { version: 2 }, 403, /may not "publish"/);
    const published = await ok('buyer', 'POST', `/catalogue/price-releases/${release.id}/publish`, { version: 2 });
    expect(published).toMatchObject({ status: 'published', publishedBy: 'buyer', actions: [] });
    await refused('buyer', 'POST', `/catalogue/price-releases/${release.id}/publish`, { version: 3 }, 200, /not possible/);
    await refused('buyer', 'PUT', `/catalogue/price-releases/${release.id}`, { name: 'x', releaseDate: day, version: 3 }, 200, /is published/);
    expect(await shopPrice('two', '东北珍珠米', chinaDay(3))).toBe('98.00');
    expect(await shopPrice('two', '东北珍珠米', chinaDay(4))).toBe('99.50');
    const history = await ok('buyer', 'GET', '/catalogue/prices', undefined, { baseProductId: rice.id, restaurantId: canteens.two, status: 'approved', column: 'effectiveFrom', order: 'desc' });
    expect(history.records.map((r: any) => [r.price, r.effectiveTo])).toEqual([['99.50', null], ['98.00', chinaDay(4)]]);
    expect(history.records[0]).toMatchObject({ effectiveFrom: chinaDay(4), releaseName: '测试发布' });
    const onDay = await ok('buyer', 'GET', '/catalogue/prices', undefined, { baseProductId: rice.id, restaurantId: canteens.two, onDay: chinaDay(3) });
    expect(onDay.records.map((r: any) => r.price)).toEqual(['98.00']);
    // the batch lookup answers the same
    const answers = await ok('buyer', 'POST', '/catalogue/current-prices', { items: [
      { baseProductId: rice.id, restaurantId: canteens.two, day: chinaDay(3) },
      { baseProductId: rice.id, restaurantId: canteens.two, day: chinaDay(4) },
      { baseProductId: (await productByName('牛腩')).id, restaurantId: canteens.two, day: chinaDay(4) },
    ] });
    expect(answers.map((a: any) => a?.price ?? null)).toEqual(['98.00', '99.50', null]);
    const outside = await ok('supplier', 'POST', '/catalogue/current-prices', { items: [{ baseProductId: rice.id, restaurantId: 'elsewhere', day: chinaDay(4) }] });
    expect(outside).toEqual([null]);
  });

  it('a held price returned with a reason leaves its release', async () => {
    const rice = await productByName('东北珍珠米');
    const [id] = await ok('grain', 'POST', '/catalogue/prices', { baseProductId: rice.id, restaurantIds: [canteens.one], price: '97.00', effectiveFrom: chinaDay(10) });
    const release = await ok('admin', 'POST', '/catalogue/price-releases', { name: '退回测试', releaseDate: chinaDay(10) });
    await ok('admin', 'POST', `/catalogue/prices/${id}/hold`, { version: 1, releaseId: release.id });
    const returned = await ok('buyer', 'POST', `/product/agreement-prices/${id}/return`, { version: 2, reason: '偏高' });
    expect(returned).toMatchObject({ status: 'returned' });
    const row = (await ok('grain', 'GET', '/catalogue/prices', undefined, { baseProductId: rice.id, status: 'returned' })).records.find((r: any) => r.id === id);
    expect(row).toMatchObject({ releaseId: null, reason: '偏高', actions: ['revise'] });
  });

  it('flags prices far from the market price, in the list and its filter', async () => {
    const spinach = await productByName('菠菜');
    const { records } = await ok('buyer', 'GET', '/catalogue/prices', undefined, { baseProductId: spinach.id, status: 'approved' });
    expect(records[0]).toMatchObject({ price: '3.50', marketPrice: '2.50', deviation: 0.4, flagged: true });
    const flagged = await ok('buyer', 'GET', '/catalogue/prices', undefined, { flagged: '1', pageSize: '100' });
    expect(flagged.records.every((r: any) => r.flagged)).toBe(true);
    expect(flagged.records.some((r: any) => r.productName === '菠菜')).toBe(true);
    const cabbage = await ok('buyer', 'GET', '/catalogue/prices', undefined, { keyword: '大白菜', status: 'approved' });
    expect(cabbage.records[0]).toMatchObject({ marketPrice: '1.10', flagged: false });
  });
});

describe('market prices, expiration configs, school fill', () => {
  it('market prices: overlap, bad period, roles and stale versions are refused', async () => {
    const tofu = await productByName('北豆腐');
    const body = { baseProductId: tofu.id, periodStart: chinaDay(0), periodEnd: chinaDay(30), price: '2.20', source: '调查' };
    await refused('supplier', 'GET', '/catalogue/market-prices', undefined, 403, /Only platform or procurement/);
    await refused('canteen', 'POST', '/catalogue/market-prices', body, 403, /Only platform or procurement/);
    await refused('buyer', 'POST', '/catalogue/market-prices', { ...body, periodEnd: chinaDay(-1) }, 200, /may not end before/);
    const made = await ok('buyer', 'POST', '/catalogue/market-prices', body);
    await refused('buyer', 'POST', '/catalogue/market-prices', { ...body, periodStart: chinaDay(10), periodEnd: chinaDay(40) }, 200, /has a market price from/);
    const edited = await ok('buyer', 'PUT', `/catalogue/market-prices/${made.id}`, { ...body, price: '2.30', version: 1 });
    expect(edited).toMatchObject({ price: '2.30', version: 2 });
    await refused('buyer', 'PUT', `/catalogue/market-prices/${made.id}`, { ...body, version: 1 }, 409, /now version 2/);
    expect((await ok('buyer', 'GET', '/catalogue/market-prices', undefined, { keyword: '北豆腐', onDay: chinaDay(5) })).total).toBe(1);
    await refused('buyer', 'DELETE', `/catalogue/market-prices/${made.id}`, undefined, 409, /now version 2/, { version: '1' });
    await ok('buyer', 'DELETE', `/catalogue/market-prices/${made.id}`, undefined, { version: '2' });
    expect((await ok('buyer', 'GET', '/catalogue/market-prices', undefined, { keyword: '北豆腐' })).total).toBe(0);
  });

  it('expiration configs: one per category, warning shorter than the shelf life', async () => {
    const list = await ok('canteen', 'GET', '/catalogue/expiration-configs', undefined, { column: 'categoryCode', order: 'asc' });
    expect(list.records.map((r: any) => [r.categoryName, r.shelfLifeDays])).toEqual([['蔬菜', 5], ['粮油', 365], ['蛋奶', 15]]);
    const veg = list.records[0];
    await refused('buyer', 'POST', '/catalogue/expiration-configs', { categoryId: veg.categoryId, shelfLifeDays: 4, warningDays: 1 }, 200, /has an expiration config/);
    await refused('supplier', 'PUT', `/catalogue/expiration-configs/${veg.id}`, { categoryId: veg.categoryId, shelfLifeDays: 4, warningDays: 1, version: 1 }, 403, /Only platform/);
    await refused('buyer', 'PUT', `/catalogue/expiration-configs/${veg.id}`, { categoryId: veg.categoryId, shelfLifeDays: 4, warningDays: 4, version: 1 }, 200, /fewer than/);
    expect(await ok('buyer', 'PUT', `/catalogue/expiration-configs/${veg.id}`, { categoryId: veg.categoryId, shelfLifeDays: 4, warningDays: 1, version: 1 })).toMatchObject({ shelfLifeDays: 4, version: 2 });
    await refused('buyer', 'PUT', `/catalogue/expiration-configs/${veg.id}`, { categoryId: veg.categoryId, shelfLifeDays: 4, warningDays: 1, version: 1 }, 409, /now version 2/);
  });

  it('school fill: a canteen asks, procurement approves it into a base product or rejects it with a reason', async () => {
    const body = { restaurantId: canteens.one, name: '荞麦面', unit: '袋', spec: '1kg' };
    await refused('supplier', 'POST', '/catalogue/school-fills', body, 403, /may not "fill"/);
    await refused('buyer', 'POST', '/catalogue/school-fills', body, 403, /may not "fill"/);
    await refused('canteen', 'POST', '/catalogue/school-fills', { ...body, restaurantId: 'nope' }, 200, /No such canteen/);
    const fill = await ok('canteen', 'POST', '/catalogue/school-fills', body);
    expect(fill).toMatchObject({ status: 'pending', restaurantName: '一食堂', actions: [] });
    await refused('canteen', 'POST', `/catalogue/school-fills/${fill.id}/approve`, { version: 1, code: 'P0100' }, 403, /may not "approve"/);
    await refused('supplier', 'POST', `/catalogue/school-fills/${fill.id}/approve`, { version: 1, code: 'P0100' }, 200, /No such product request/);
    await refused('buyer', 'POST', `/catalogue/school-fills/${fill.id}/approve`, { version: 1 }, 200, /new product code/);
    await refused('buyer', 'POST', `/catalogue/school-fills/${fill.id}/approve`, { version: 1, code: 'P0001' }, 200, /code P0001 is taken/);
    const approved = await ok('buyer', 'POST', `/catalogue/school-fills/${fill.id}/approve`, { version: 1, code: 'P0100' });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'buyer' });
    expect(await productByName('荞麦面')).toMatchObject({ code: 'P0100', id: approved.baseProductId, unit: '袋', spec: '1kg' });
    await refused('buyer', 'POST', `/catalogue/school-fills/${fill.id}/reject`, { version: 2, reason: 'x' }, 200, /not possible/);
    const other = await ok('canteen', 'POST', '/catalogue/school-fills', { ...body, name: '燕麦片' });
    await refused('buyer', 'POST', `/catalogue/school-fills/${other.id}/reject`, { version: 1 }, 200, /give a reason/);
    await refused('buyer', 'POST', `/catalogue/school-fills/${other.id}/reject`, { version: 2, reason: '重复' }, 409, /now version 1/);
    expect(await ok('buyer', 'POST', `/catalogue/school-fills/${other.id}/reject`, { version: 1, reason: '已有同类商品' })).toMatchObject({ status: 'rejected', reason: '已有同类商品' });
  });
});

describe('long lists (issue 19 at scale)', () => {
  it('counts exactly ten pages ahead and past that answers the estimate as capped; the keyword matches mid-name and mid-code', async () => {
    const db = server.database.db;
    await db.execute(`INSERT INTO base_products (id, code, name, unit) SELECT 'bulk-' || i, 'ZBULK' || lpad(i::text, 5, '0'), '散装样品' || i, '斤' FROM generate_series(1, 1500) i` as never);
    await db.execute('ANALYZE base_products' as never);
    const page = async (pageNo: number, keyword = 'ZBULK') => ok('buyer', 'GET', '/catalogue/base-products', undefined, { keyword, pageNo: String(pageNo), pageSize: '10', column: 'code', order: 'asc' });
    const first = await page(1);
    expect(first.capped).toBe(true);
    expect(first.total).toBeGreaterThan(1000);
    expect(first.records.map((r: { code: string }) => r.code)).toEqual(Array.from({ length: 10 }, (_, i) => `ZBULK${String(i + 1).padStart(5, '0')}`));
    expect(await page(150)).toMatchObject({ capped: false, total: 1500, pages: 150 });
    // mid-name and mid-code, as the trigram indexes answer them
    expect((await page(1, '样品1499')).records.map((r: { name: string }) => r.name)).toEqual(['散装样品1499']);
    expect((await page(1, 'BULK01499')).records.map((r: { code: string }) => r.code)).toEqual(['ZBULK01499']);
    const overview = await ok('buyer', 'GET', '/catalogue/products', undefined, { keyword: 'ZBULK', pageSize: '10' });
    expect(overview.capped).toBe(true);
    expect((await ok('buyer', 'GET', '/catalogue/prices', undefined, {})).capped).toBe(false);
    await db.execute(`DELETE FROM base_products WHERE id LIKE 'bulk-%'` as never);
  });
});
