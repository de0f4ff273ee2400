/**
 * Price setting (issue 20) through the API: every move of a three-party comparison, a conference price
 * and a cloud item, every refusal (wrong state, role, scope, stale version, the comparison rules, a
 * supplier that may not serve), and the agreement prices approval makes, as the canteen's shop shows them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementPrices, baseProducts, cloudGoods, priceComparisonQuotes, restaurants, suppliers, supplierWhiteList } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, chinaDay, ordering } from '../../../../tests/server/ordering.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';
import { uploadScan } from '../../../../tests/server/tickets.ts';
import { PNG_BYTES } from '../../storage/samples.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const id: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'canteen', 'supplier', 'grain']) tokens[name] = await server.login(name);
  id.school2 = (await addSecondSchool(server, tokens)).id;
  const db = server.database.db;
  for (const r of await db.select().from(restaurants)) id[r.name] = r.id;
  for (const s of await db.select().from(suppliers)) id[s.name] = s.id;
  for (const p of await db.select().from(baseProducts)) id[p.code] = p.id;
});
afterAll(() => server.close());

const fresh = () => id['鲜丰食材有限公司']!;
const grain = () => id['禾丰粮油有限公司']!;
const greens = () => id['绿源蔬菜合作社']!;
const shopPrice = async (restaurantId: string, code: string, token = tokens.canteen!) => {
  const page = await api.ok(token, 'GET', '/shop/products', undefined, { restaurantId, pageSize: '500' });
  return page.records.find((p: { id: string }) => p.id === id[code]) ?? null;
};

describe('three-party comparison', () => {
  const quotes = (prices: [string, string, string]) => [
    { supplierId: fresh(), price: prices[0], quoteDate: chinaDay(-1), note: '含配送' },
    { supplierId: grain(), price: prices[1], quoteDate: chinaDay(-1) },
    { supplierId: greens(), price: prices[2], quoteDate: chinaDay(-2) },
  ];
  const body = () => ({ baseProductId: id.P0021!, effectiveFrom: chinaDay(0), restaurantIds: [id['一食堂']!], quotes: quotes(['30.00', '28.50', '29.00']), chosenSupplierId: fresh(), choiceReason: '唯一有冷链资质' });

  it('refuses fewer than three suppliers, a supplier twice, no choice, and a dearer choice without a reason', async () => {
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), quotes: quotes(['30', '28', '29']).slice(0, 2) }, 200, /at least 3 different suppliers \(it has 2\)/);
    const twice = quotes(['30', '28', '29']);
    twice[2]!.supplierId = grain();
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), quotes: twice }, 200, /only once/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), chosenSupplierId: null }, 200, /choose one of the quoting suppliers/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), choiceReason: '' }, 200, /not the lowest \(28\.50 yuan\)/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), restaurantIds: [id.school2!] }, 200, /No such canteen within your scope/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), quotes: [...quotes(['30', '28', '29']).slice(0, 2), { supplierId: 'nope', price: '1', quoteDate: chinaDay(0) }] }, 200, /No such supplier: nope/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), quotes: quotes(['30', '28', '29']).map((q, i) => (i === 0 ? { ...q, fileId: 'no-file' } : q)) }, 200, /No such attachment: no-file/);
    await api.refused(tokens.canteen!, 'POST', '/purchase/price-comparisons', body(), 403, /Only procurement or the platform/);
    await api.refused(tokens.supplier!, 'POST', '/purchase/price-comparisons', body(), 403, /Only procurement or the platform/);
  });

  it('refuses a chosen supplier that may not serve a canteen', async () => {
    await server.database.db.insert(supplierWhiteList).values({ restaurantId: id['二食堂']!, supplierId: grain() });
    try {
      await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), restaurantIds: [id['二食堂']!] }, 200, /may not serve this canteen/);
    } finally {
      await server.database.db.delete(supplierWhiteList).where(eq(supplierWhiteList.restaurantId, id['二食堂']!));
    }
  });

  it('goes draft -> submitted -> rejected -> draft -> submitted -> approved and prices the canteen\'s shop', async () => {
    expect(await shopPrice(id['一食堂']!, 'P0021')).toBeNull();
    const draft = await api.ok(tokens.buyer!, 'POST', '/purchase/price-comparisons', body());
    expect(draft).toMatchObject({ status: 'draft', version: 1, actions: ['submit'], lowestPrice: '28.50', chosenPrice: '30.00', chosenSupplierName: '鲜丰食材有限公司', quoteCount: 3 });
    expect(draft.quotes.map((q: { supplierName: string; lowest: boolean; chosen: boolean }) => [q.supplierName, q.lowest, q.chosen])).toEqual([
      ['鲜丰食材有限公司', false, true], ['禾丰粮油有限公司', true, false], ['绿源蔬菜合作社', false, false],
    ]);
    const path = `/purchase/price-comparisons/${draft.id}`;
    // the canteen reads it, cannot act on it; a supplier does not see it
    expect((await api.ok(tokens.canteen!, 'GET', path)).actions).toEqual([]);
    await api.refused(tokens.supplier!, 'GET', path, undefined, 200, /No such price comparison/);
    await api.refused(tokens.buyer!, 'POST', `${path}/approve`, { version: 1 }, 200, /"Draft" now; "approve" is not possible|It is "草稿" now/);
    const edited = await api.ok(tokens.buyer!, 'PUT', path, { ...body(), version: 1, quotes: quotes(['27.00', '28.50', '29.00']), choiceReason: null });
    expect(edited).toMatchObject({ version: 2, lowestPrice: '27.00', chosenPrice: '27.00', choiceReason: null });
    await api.refused(tokens.buyer!, 'PUT', path, { ...body(), version: 1 }, 409, /changed this meanwhile/);
    await api.refused(tokens.canteen!, 'POST', `${path}/submit`, { version: 2 }, 403, /may not "submit"/);
    const submitted = await api.ok(tokens.buyer!, 'POST', `${path}/submit`, { version: 2 });
    expect(submitted).toMatchObject({ status: 'submitted', actions: ['approve', 'reject'] });
    await api.refused(tokens.buyer!, 'PUT', path, { ...body(), version: 3 }, 200, /only a draft can be changed/);
    await api.refused(tokens.buyer!, 'POST', `${path}/reject`, { version: 3 }, 200, /Please give a reason/);
    await api.refused(tokens.buyer!, 'POST', `${path}/approve`, { version: 2 }, 409, /changed this meanwhile/);
    await api.refused(tokens.outsider!, 'POST', `${path}/approve`, { version: 3 }, 200, /No such price comparison/);
    const rejected = await api.ok(tokens.buyer!, 'POST', `${path}/reject`, { version: 3, reason: '报价日期太早' });
    expect(rejected).toMatchObject({ status: 'rejected', reason: '报价日期太早', actions: ['revise'] });
    await api.ok(tokens.buyer!, 'POST', `${path}/revise`, { version: 4 });
    await api.ok(tokens.buyer!, 'POST', `${path}/submit`, { version: 5 });
    const approved = await api.ok(tokens.buyer!, 'POST', `${path}/approve`, { version: 6 });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'buyer', actions: [] });
    expect(approved.events.map((e: { action: string }) => e.action)).toEqual(['create', 'edit', 'submit', 'reject', 'revise', 'submit', 'approve']);
    expect(await shopPrice(id['一食堂']!, 'P0021')).toMatchObject({ price: '27.00', supplierName: '鲜丰食材有限公司' });
    const [price] = await server.database.db.select().from(agreementPrices).where(eq(agreementPrices.baseProductId, id.P0021!));
    expect(price).toMatchObject({ status: 'approved', supplierId: fresh(), restaurantId: id['一食堂'], decidedBy: 'buyer' });
  });

  it('refuses approval when the chosen supplier holds no approved link of the product', async () => {
    const draft = await api.ok(tokens.buyer!, 'POST', '/purchase/price-comparisons', { ...body(), quotes: quotes(['30.00', '28.50', '29.00']), chosenSupplierId: grain(), choiceReason: null });
    await api.ok(tokens.buyer!, 'POST', `/purchase/price-comparisons/${draft.id}/submit`, { version: 1 });
    await api.refused(tokens.buyer!, 'POST', `/purchase/price-comparisons/${draft.id}/approve`, { version: 2 }, 200, /not approved for you yet/);
    expect((await api.ok(tokens.buyer!, 'GET', `/purchase/price-comparisons/${draft.id}`)).status).toBe('submitted');
  });
});

describe('conference price', () => {
  const body = () => ({
    title: '十一月蔬菜定价会', meetingDate: chinaDay(-1), attendees: '采购中心、一食堂、二食堂', minutes: '议定西兰花价格', periodStart: chinaDay(0), periodEnd: chinaDay(30),
    restaurantIds: [id['一食堂']!, id['二食堂']!], lines: [{ baseProductId: id.P0018!, supplierId: fresh(), price: '6.50' }],
  });

  it('refuses a reversed period, no lines, a product twice and the wrong roles', async () => {
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-meetings', { ...body(), periodEnd: chinaDay(-5) }, 200, /cannot end before it starts/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-meetings', { ...body(), lines: [] }, 200, /at least one product/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-meetings', { ...body(), lines: [...body().lines, ...body().lines] }, 200, /priced only once/);
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-meetings', { ...body(), lines: [{ baseProductId: 'none', supplierId: fresh(), price: '1' }] }, 200, /No such product: none/);
    await api.refused(tokens.canteen!, 'POST', '/purchase/price-meetings', body(), 403, /Only procurement or the platform/);
    await api.refused(tokens.outsider!, 'POST', '/purchase/price-meetings', body(), 200, /No such canteen within your scope/);
  });

  it('goes draft -> submitted -> approved, pricing every canteen from the period start', async () => {
    const draft = await api.ok(tokens.buyer!, 'POST', '/purchase/price-meetings', body());
    expect(draft).toMatchObject({ status: 'draft', lineCount: 1, minutes: '议定西兰花价格', canteens: [{ name: '一食堂' }, { name: '二食堂' }] });
    const path = `/purchase/price-meetings/${draft.id}`;
    await api.refused(tokens.buyer!, 'POST', `${path}/submit`, { version: 2 }, 409, /changed this meanwhile/);
    await api.ok(tokens.buyer!, 'POST', `${path}/submit`, { version: 1 });
    await api.refused(tokens.canteen!, 'POST', `${path}/approve`, { version: 2 }, 403, /may not "approve"/);
    await api.refused(tokens.buyer!, 'POST', `${path}/revise`, { version: 2 }, 200, /not possible/);
    const approved = await api.ok(tokens.admin!, 'POST', `${path}/approve`, { version: 2 });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'admin' });
    expect(await shopPrice(id['一食堂']!, 'P0018')).toMatchObject({ price: '6.50', supplierName: '鲜丰食材有限公司' });
    expect(await shopPrice(id['二食堂']!, 'P0018')).toMatchObject({ price: '6.50' });
  });

  it('is rejected with a reason and revised back to a draft', async () => {
    const draft = await api.ok(tokens.buyer!, 'POST', '/purchase/price-meetings', { ...body(), title: '复议' });
    const path = `/purchase/price-meetings/${draft.id}`;
    await api.ok(tokens.buyer!, 'POST', `${path}/submit`, { version: 1 });
    expect(await api.ok(tokens.buyer!, 'POST', `${path}/reject`, { version: 2, reason: '纪要不全' })).toMatchObject({ status: 'rejected', reason: '纪要不全' });
    expect(await api.ok(tokens.buyer!, 'POST', `${path}/revise`, { version: 3 })).toMatchObject({ status: 'draft', reason: null });
    expect(await api.ok(tokens.buyer!, 'PUT', path, { ...body(), version: 4, minutes: '补充纪要' })).toMatchObject({ version: 5, minutes: '补充纪要' });
  });
});

describe('cloud goods', () => {
  const body = () => ({ baseProductId: id.P0019!, spec: '约 1 斤/个', price: '7.20', minOrder: '10', note: '产地直供' });

  it('is offered by suppliers only, for a product link approved for them', async () => {
    await api.refused(tokens.buyer!, 'POST', '/purchase/cloud-goods', body(), 403, /Only a supplier/);
    await api.refused(tokens.supplier!, 'POST', '/purchase/cloud-goods', { ...body(), baseProductId: id.P0012! }, 200, /not approved for you yet/);
    await api.refused(tokens.supplier!, 'POST', '/purchase/cloud-goods', { ...body(), minOrder: '0' }, 200, /minimum order must be more than 0/);
    await api.refused(tokens.supplier!, 'POST', '/purchase/cloud-goods', { ...body(), imageId: 'missing' }, 200, /No such image: missing/);
  });

  it('goes draft -> listed, is adopted into the shop, delisted, redrafted', async () => {
    const draft = await api.ok(tokens.supplier!, 'POST', '/purchase/cloud-goods', body());
    expect(draft).toMatchObject({ status: 'draft', supplierName: '鲜丰食材有限公司', actions: [], adoptable: false });
    const path = `/purchase/cloud-goods/${draft.id}`;
    // a draft is not the canteen's, nor another supplier's
    await api.refused(tokens.canteen!, 'GET', path, undefined, 200, /No such cloud item/);
    await api.refused(tokens.grain!, 'GET', path, undefined, 200, /No such cloud item/);
    await api.refused(tokens.canteen!, 'POST', `${path}/adopt`, { restaurantIds: [id['一食堂']!], effectiveFrom: chinaDay(0) }, 200, /No such cloud item/);
    expect(await api.ok(tokens.supplier!, 'PUT', path, { ...body(), version: 1, price: '7.00' })).toMatchObject({ price: '7.00', version: 2 });
    await api.refused(tokens.supplier!, 'PUT', path, { ...body(), version: 1 }, 409, /changed this meanwhile/);
    await api.refused(tokens.supplier!, 'POST', `${path}/list`, { version: 2 }, 403, /may not "list"/);
    await api.refused(tokens.buyer!, 'POST', `${path}/adopt`, { restaurantIds: [id['一食堂']!], effectiveFrom: chinaDay(0) }, 200, /only a listed one can be adopted/);
    const listed = await api.ok(tokens.buyer!, 'POST', `${path}/list`, { version: 2 });
    expect(listed).toMatchObject({ status: 'listed', listedBy: 'buyer', actions: ['delist'], adoptable: true });
    await api.refused(tokens.supplier!, 'PUT', path, { ...body(), version: 3 }, 200, /only a draft can be changed/);
    await api.refused(tokens.supplier!, 'POST', `${path}/adopt`, { restaurantIds: [id['一食堂']!], effectiveFrom: chinaDay(0) }, 403, /may not adopt/);
    await api.refused(tokens.canteen!, 'POST', `${path}/adopt`, { restaurantIds: [id.school2!], effectiveFrom: chinaDay(0) }, 200, /No such canteen within your scope/);
    expect(await shopPrice(id['一食堂']!, 'P0019')).toBeNull();
    const adopted = await api.ok(tokens.canteen!, 'POST', `${path}/adopt`, { restaurantIds: [id['一食堂']!], effectiveFrom: chinaDay(0) });
    expect(adopted).toMatchObject({ adoptions: 1, adoptionList: [{ restaurantName: '一食堂', effectiveFrom: chinaDay(0), createBy: 'canteen' }] });
    expect(await shopPrice(id['一食堂']!, 'P0019')).toMatchObject({ price: '7.00', minOrder: '10.000', supplierName: '鲜丰食材有限公司' });
    // the item's minimum order holds in the shop: less is refused, the minimum itself is taken
    const order = (quantity: string) => ({ restaurantId: id['一食堂']!, arrivalDate: chinaDay(1), slot: 'lunch', lines: [{ baseProductId: id.P0019!, quantity }] });
    await api.refused(tokens.canteen!, 'POST', '/order/orders', order('9.5'), 200, /sold from 10 .*; order at least that much/);
    expect(await api.ok(tokens.canteen!, 'POST', '/order/orders', order('10'))).toMatchObject({ orderNo: expect.any(String) });
    await api.refused(tokens.supplier!, 'POST', `${path}/delist`, { version: 3 }, 200, /Please give a reason/);
    const delisted = await api.ok(tokens.supplier!, 'POST', `${path}/delist`, { version: 3, reason: '停产' });
    expect(delisted).toMatchObject({ status: 'delisted', reason: '停产', actions: ['redraft'] });
    await api.refused(tokens.canteen!, 'GET', path, undefined, 200, /No such cloud item/);
    await api.refused(tokens.buyer!, 'POST', `${path}/adopt`, { restaurantIds: [id['二食堂']!], effectiveFrom: chinaDay(0) }, 200, /only a listed one can be adopted/);
    await api.refused(tokens.buyer!, 'POST', `${path}/redraft`, { version: 4 }, 403, /may not "redraft"/);
    expect(await api.ok(tokens.supplier!, 'POST', `${path}/redraft`, { version: 4 })).toMatchObject({ status: 'draft', reason: null });
  });

  it('lists and exports within each caller\'s view', async () => {
    const canteenList = await api.ok(tokens.canteen!, 'GET', '/purchase/cloud-goods', undefined, { pageSize: '500' });
    expect(canteenList.records.every((r: { status: string }) => r.status === 'listed')).toBe(true);
    const response = await server.call('GET', '/purchase/cloud-goods/export', { token: tokens.buyer!, query: { keyword: '紫甘蓝' } });
    expect(response.response.headers['content-type']).toContain('spreadsheetml');
    const { readWorkbook } = await import('../../http/excel.ts');
    const rows = await readWorkbook(response.response.rawPayload);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r['商品'] === '紫甘蓝')).toBe(true);
  });
});

describe('attachments', () => {
  const uploadImage = async (token: string) => {
    const { payload, headers } = multipartBody({ bytes: PNG_BYTES, filename: 'goods.png', contentType: 'image/png' });
    const response = await server.call('POST', '/sys/common/imgupload', { token, body: payload, headers });
    return response.body.message as string;
  };

  it('a cloud item shows an image its supplier uploaded; another user\'s upload or a document is refused', async () => {
    const body = { baseProductId: id.P0019!, spec: null, price: '6.80', minOrder: '5', note: null };
    const image = await uploadImage(tokens.supplier!);
    const theirs = await uploadImage(tokens.grain!);
    const pdf = await uploadScan(server, tokens.supplier!);
    await api.refused(tokens.supplier!, 'POST', '/purchase/cloud-goods', { ...body, imageId: theirs }, 200, new RegExp(`No such image: ${theirs}`));
    await api.refused(tokens.supplier!, 'POST', '/purchase/cloud-goods', { ...body, imageId: pdf }, 200, /No such image/);
    const draft = await api.ok(tokens.supplier!, 'POST', '/purchase/cloud-goods', { ...body, imageId: image });
    expect(draft.imageId).toBe(image);
    // the image reads back for the buyer who lists it
    const read = await server.call('GET', `/sys/common/static/${image}`, { token: tokens.buyer! });
    expect(read.status).toBe(200);
    // an edit keeping the image passes
    expect(await api.ok(tokens.supplier!, 'PUT', `/purchase/cloud-goods/${draft.id}`, { ...body, imageId: image, price: '6.60', version: 1 })).toMatchObject({ imageId: image, price: '6.60' });
    // an edit with no image (null) takes it off: the row holds NULL
    expect(await api.ok(tokens.supplier!, 'PUT', `/purchase/cloud-goods/${draft.id}`, { ...body, imageId: null, price: '6.60', version: 2 })).toMatchObject({ imageId: null });
    expect(await server.database.db.select({ imageId: cloudGoods.imageId }).from(cloudGoods).where(eq(cloudGoods.id, draft.id))).toEqual([{ imageId: null }]);
    // an empty path is no upload: refused rather than stored
    await api.refused(tokens.supplier!, 'PUT', `/purchase/cloud-goods/${draft.id}`, { ...body, imageId: '', version: 3 }, 400, /imageId/);
  });

  it('a comparison\'s quote carries a file procurement uploaded; a supplier\'s upload is refused', async () => {
    const quote = (supplierId: string, price: string, fileId: string | null = null) => ({ supplierId, price, quoteDate: chinaDay(-1), fileId });
    const mine = await uploadScan(server, tokens.buyer!, '报价单.pdf');
    const theirs = await uploadScan(server, tokens.supplier!, '报价单.pdf');
    const body = (fileId: string) => ({ baseProductId: id.P0021!, effectiveFrom: chinaDay(0), restaurantIds: [id['一食堂']!], quotes: [quote(fresh(), '20.00', fileId), quote(grain(), '21.00'), quote(greens(), '22.00')], chosenSupplierId: fresh() });
    await api.refused(tokens.buyer!, 'POST', '/purchase/price-comparisons', body(theirs), 200, /No such attachment/);
    const made = await api.ok(tokens.buyer!, 'POST', '/purchase/price-comparisons', body(mine));
    expect(made.quotes.find((q: { supplierId: string }) => q.supplierId === fresh()).fileId).toBe(mine);
    // the quotes sent without a file (null) hold NULL
    const stored = await server.database.db.select({ supplierId: priceComparisonQuotes.supplierId, fileId: priceComparisonQuotes.fileId }).from(priceComparisonQuotes).where(eq(priceComparisonQuotes.comparisonId, made.id));
    expect(stored.map((q) => q.fileId).sort()).toEqual([mine, null, null].sort());
  });
});

