/**
 * The new-order flows through the API: the withdrawable orders, replacing a product on a line no supplier
 * has accepted, adding products to an open group, and back-fill with procurement approval into received
 * lines that then take the normal audit — each with its refusals (state, role, scope, stale version).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderGroups, standingBook, suppliers } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let canteen1: { id: string };
let products: Map<string, { id: string; supplierName: string; price: string }>;
const ARRIVAL = chinaDay(6);

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const canteens = await api.ok(tokens.canteen!, 'GET', '/university/restaurants');
  canteen1 = canteens.find((c: { name: string }) => c.name === '一食堂');
  const shop = await api.ok(tokens.canteen!, 'GET', '/shop/products', undefined, { restaurantId: canteen1.id, arrivalDate: ARRIVAL, pageSize: '100' });
  products = new Map(shop.records.map((p: { name: string }) => [p.name, p]));
});
afterAll(() => server.close());

const place = (lines: Array<[string, string]>) =>
  api.ok(tokens.canteen!, 'POST', '/order/orders', { restaurantId: canteen1.id, arrivalDate: ARRIVAL, slot: 'lunch', lines: lines.map(([name, quantity]) => ({ baseProductId: products.get(name)!.id, quantity })) });

describe('withdraw', () => {
  it('lists exactly the orders the caller may withdraw', async () => {
    const order = await place([['黄瓜', '5']]);
    const accepted = await place([['菠菜', '5']]);
    await api.ok(tokens.supplier!, 'POST', `/order/lines/${accepted.lines[0].id}/accept`, { version: accepted.lines[0].version });
    const listed = await api.ok(tokens.canteen!, 'GET', '/order/orders', undefined, { withdrawable: '1', pageSize: '500' });
    const ids = listed.records.map((o: any) => o.id);
    expect(ids).toContain(order.id);
    expect(ids).not.toContain(accepted.id);
    expect(listed.records.every((o: any) => o.withdrawable)).toBe(true);
    expect((await api.ok(tokens.supplier!, 'GET', '/order/orders', undefined, { withdrawable: '1' })).total).toBe(0);
    await api.ok(tokens.canteen!, 'POST', `/order/orders/${order.id}/withdraw`, { version: order.version, reason: '不需要了' });
    const after = await api.ok(tokens.canteen!, 'GET', '/order/orders', undefined, { withdrawable: '1', pageSize: '500' });
    expect(after.records.map((o: any) => o.id)).not.toContain(order.id);
  });
});

describe('replace a product', () => {
  it('withdraws the old line and adds the new one at its agreement price, the trail linking them', async () => {
    const order = await place([['大白菜', '20'], ['土豆', '8']]);
    const cabbage = order.lines[0];
    const url = `/order/lines/${cabbage.id}/replace`;
    const body = { version: cabbage.version, baseProductId: products.get('胡萝卜')!.id, quantity: '15', reason: '菜单调整' };
    await api.refused(tokens.supplier!, 'POST', url, body, 403, /may not "replace"/);
    await api.refused(tokens.grain!, 'POST', url, body, 200, /No such order line/);
    await api.refused(tokens.canteen!, 'POST', url, { ...body, version: cabbage.version + 1 }, 409, /changed this meanwhile/);
    await api.refused(tokens.canteen!, 'POST', url, { ...body, baseProductId: products.get('大白菜')!.id }, 200, /another product/);
    await api.refused(tokens.canteen!, 'POST', url, { ...body, baseProductId: products.get('土豆')!.id }, 200, /appears twice/);
    const { records } = await api.ok(tokens.admin!, 'GET', '/product/base-products', undefined, { keyword: '牛腩' });
    await api.refused(tokens.canteen!, 'POST', url, { ...body, baseProductId: records[0].id }, 200, /no agreement price/);
    await api.refused(tokens.canteen!, 'POST', url, { ...body, quantity: '0' }, 200, /more than 0/);
    const fresh = await api.ok(tokens.canteen!, 'POST', url, body);
    expect(fresh).toMatchObject({ productName: '胡萝卜', quantity: '15.000', price: products.get('胡萝卜')!.price, status: 'awaiting_supplier', orderId: order.id, lineNo: 3 });
    const detail = await api.ok(tokens.canteen!, 'GET', `/order/orders/${order.id}`);
    expect(detail.lines.map((l: any) => [l.productName, l.status])).toEqual([['大白菜', 'withdrawn'], ['土豆', 'awaiting_supplier'], ['胡萝卜', 'awaiting_supplier']]);
    const withdraw = detail.events.find((e: any) => e.entityId === cabbage.id && e.action === 'withdraw');
    const replace = detail.events.find((e: any) => e.entityId === fresh.id && e.action === 'replace');
    expect(withdraw.detail).toMatchObject({ replacedBy: fresh.id, reason: '菜单调整' });
    expect(replace.detail).toMatchObject({ replaces: cabbage.id });
    await api.refused(tokens.canteen!, 'POST', url, { ...body, version: cabbage.version + 1 }, 200, /cannot be replaced/);
    // an accepted line is the supplier's now
    const potato = detail.lines[1];
    const accepted = await api.ok(tokens.supplier!, 'POST', `/order/lines/${potato.id}/accept`, { version: potato.version });
    await api.refused(tokens.canteen!, 'POST', `/order/lines/${potato.id}/replace`, { ...body, version: accepted.version }, 200, /cannot be replaced/);
    await api.countsMatchQueues(tokens);
  });
});

describe('add a product', () => {
  it('adds a new order to an open group; refuses a past or fully audited group, other roles and scopes', async () => {
    const order = await place([['西红柿', '6']]);
    const open = await api.ok(tokens.canteen!, 'GET', '/order/new-order/open-groups', undefined, { pageSize: '500' });
    const group = open.records.find((g: any) => g.id === order.groupId);
    expect(group).toMatchObject({ arrivalDate: ARRIVAL, restaurantName: '一食堂' });
    expect(group.slots.map((s: any) => s.code)).toContain('lunch');
    expect(open.records.every((g: any) => g.arrivalDate >= chinaDay())).toBe(true);
    const url = `/order/groups/${order.groupId}/add-product`;
    const body = { slot: 'dinner', lines: [{ baseProductId: products.get('香菇')!.id, quantity: '3' }] };
    await api.refused(tokens.buyer!, 'POST', url, body, 403, /may not "addProduct"/);
    await api.refused(tokens.supplier!, 'POST', url, body, 200, /No such order group/);
    await api.refused(tokens.canteen!, 'POST', url, { ...body, slot: 'midnight' }, 200, /no delivery slot/);
    const added = await api.ok(tokens.canteen!, 'POST', url, body);
    expect(added).toMatchObject({ groupId: order.groupId, slot: 'dinner', arrivalDate: ARRIVAL });
    expect(added.lines.map((l: any) => [l.productName, l.status])).toEqual([['香菇', 'awaiting_supplier']]);
    expect(added.events.map((e: any) => e.action)).toContain('addProduct');
    // a group of a past day
    const [past] = await server.database.db.select().from(orderGroups).where(eq(orderGroups.arrivalDate, chinaDay(-3)));
    await api.refused(tokens.canteen!, 'POST', `/order/groups/${past!.id}/add-product`, body, 200, /past its arrival date or fully audited/);
    expect(open.records.map((g: any) => g.id)).not.toContain(past!.id);
  });
});

describe('back-fill', () => {
  let grainId: string;
  beforeAll(async () => {
    const [grain] = await server.database.db.select().from(suppliers).where(eq(suppliers.name, '禾丰粮油有限公司'));
    grainId = grain!.id;
  });
  const fill = (extra: Record<string, unknown> = {}) => ({
    restaurantId: canteen1.id,
    supplierId: grainId,
    arrivalDate: chinaDay(-1),
    slot: 'lunch',
    lines: [{ baseProductId: products.get('食盐')!.id, quantity: '6' }, { baseProductId: products.get('菜籽油')!.id, quantity: '2' }],
    ...extra,
  });

  it('refuses what cannot be recorded', async () => {
    await api.refused(tokens.buyer!, 'POST', '/order/back-fills', fill(), 403, /may not "backFill"/);
    await api.refused(tokens.supplier!, 'POST', '/order/back-fills', fill(), 403, /may not "backFill"/);
    await api.refused(tokens.canteen!, 'POST', '/order/back-fills', fill({ arrivalDate: chinaDay(1) }), 200, /must be between/);
    await api.refused(tokens.canteen!, 'POST', '/order/back-fills', fill({ arrivalDate: chinaDay(-40) }), 200, /must be between/);
    await api.refused(tokens.canteen!, 'POST', '/order/back-fills', fill({ lines: [{ baseProductId: products.get('大白菜')!.id, quantity: '5' }] }), 200, /no agreement price for "大白菜"/);
    await api.refused(tokens.canteen!, 'POST', '/order/back-fills', fill({ supplierId: 'nope' }), 200, /No such supplier/);
    await api.refused(tokens.canteen!, 'POST', '/order/back-fills', fill({ slot: 'x' }), 200, /no delivery slot/);
  });

  it('waits for procurement; approval makes received lines that take the normal audit into the ledgers', async () => {
    const before = await api.countsMatchQueues(tokens);
    const created = await api.ok(tokens.canteen!, 'POST', '/order/back-fills', fill({ remark: '电话订货' }));
    expect(created).toMatchObject({ status: 'pending', version: 1, supplierName: '禾丰粮油有限公司', amount: 6 * 2.5 + 2 * 68, actions: ['cancel'] });
    expect(created.backFillNo).toMatch(/^BL\d{16}$/);
    expect(created.lines.map((l: any) => [l.productName, l.quantity, l.price])).toEqual([['食盐', '6.000', '2.50'], ['菜籽油', '2.000', '68.00']]);
    const url = `/order/back-fills/${created.id}`;
    expect((await api.ok(tokens.grain!, 'GET', url)).actions).toEqual([]);
    await api.refused(tokens.supplier!, 'GET', url, undefined, 200, /No such back-fill/);
    await api.refused(tokens.canteen!, 'POST', `${url}/approve`, { version: 1 }, 403, /may not "approve"/);
    await api.refused(tokens.buyer!, 'POST', `${url}/reject`, { version: 1 }, 200, /give a reason/);
    await api.refused(tokens.buyer!, 'POST', `${url}/approve`, { version: 2 }, 409, /changed this meanwhile/);
    const approved = await api.ok(tokens.buyer!, 'POST', `${url}/approve`, { version: 1 });
    expect(approved).toMatchObject({ status: 'approved', version: 2 });
    expect(approved.orderNo).toMatch(/^DD/);
    await api.refused(tokens.buyer!, 'POST', `${url}/approve`, { version: 2 }, 200, /"approve" is not possible/);
    await api.refused(tokens.canteen!, 'POST', `${url}/cancel`, { version: 2 }, 200, /"cancel" is not possible/);
    const order = await api.ok(tokens.buyer!, 'GET', `/order/orders/${approved.orderId}`);
    expect(order.lines.map((l: any) => [l.productName, l.status, l.receivedQty, l.supplierName])).toEqual([
      ['食盐', 'received', '6.000', '禾丰粮油有限公司'],
      ['菜籽油', 'received', '2.000', '禾丰粮油有限公司'],
    ]);
    const after = await api.countsMatchQueues(tokens);
    expect(after.buyer!.procurementAudit).toBe(before.buyer!.procurementAudit + 2);
    const audited = await api.ok(tokens.buyer!, 'POST', `/order/groups/${order.groupId}/audit`, { approve: true, lines: order.lines.map((l: any) => ({ id: l.id, version: l.version })) });
    expect(audited.map((l: any) => l.status)).toEqual(['audited', 'audited']);
    const book = await server.database.db.select().from(standingBook).where(eq(standingBook.orderNo, order.orderNo));
    expect(book.map((e) => [e.productName, e.amount]).sort()).toEqual([['菜籽油', '136.00'], ['食盐', '15.00']]);
  });

  it('the canteen cancels a waiting back-fill; procurement rejects another with a reason', async () => {
    const one = await api.ok(tokens.canteen!, 'POST', '/order/back-fills', fill({ lines: [{ baseProductId: products.get('食盐')!.id, quantity: '1' }] }));
    await api.refused(tokens.buyer!, 'POST', `/order/back-fills/${one.id}/cancel`, { version: 1 }, 403, /may not "cancel"/);
    expect(await api.ok(tokens.canteen!, 'POST', `/order/back-fills/${one.id}/cancel`, { version: 1 })).toMatchObject({ status: 'cancelled', orderId: null });
    const two = await api.ok(tokens.canteen!, 'POST', '/order/back-fills', fill({ lines: [{ baseProductId: products.get('食盐')!.id, quantity: '1' }] }));
    expect(await api.ok(tokens.buyer!, 'POST', `/order/back-fills/${two.id}/reject`, { version: 1, reason: '无送货单' })).toMatchObject({ status: 'rejected', decisionNote: '无送货单' });
    const page = await api.ok(tokens.canteen!, 'GET', '/order/back-fills', undefined, { status: 'rejected', pageSize: '500' });
    expect(page.records.map((r: any) => r.id)).toContain(two.id);
    expect(page.records.every((r: any) => r.status === 'rejected')).toBe(true);
    const offers = await api.ok(tokens.canteen!, 'GET', '/order/back-fills/offers', undefined, { restaurantId: canteen1.id, arrivalDate: chinaDay(-1) });
    expect(offers.find((o: any) => o.productName === '食盐')).toMatchObject({ supplierName: '禾丰粮油有限公司', price: '2.50' });
    await api.refused(tokens.supplier!, 'GET', '/order/back-fills/offers?restaurantId=' + canteen1.id + '&arrivalDate=' + chinaDay(-1), undefined, 200, /No such canteen/);
  });

  it('exports the list with its filters and scope, one row per recorded product', async () => {
    const { readWorkbook } = await import('../../http/excel.ts');
    const exported = async (who: string, query: Record<string, string>, language = 'zh') => {
      const file = await server.call('GET', '/order/back-fills/export', { token: tokens[who], query, headers: { 'accept-language': language } });
      expect(file.response.headers['content-type']).toContain('spreadsheetml');
      return readWorkbook(file.response.rawPayload);
    };
    const listed = async (who: string, query: Record<string, string>) => (await api.ok(tokens[who]!, 'GET', '/order/back-fills', undefined, { ...query, pageSize: '500' })).records;
    const filterSets: Array<Record<string, string>> = [{ status: 'rejected' }, { status: 'approved', arrivalFrom: chinaDay(-1), arrivalTo: chinaDay(-1) }, {}];
    for (const query of filterSets) {
      const records = await listed('buyer', query);
      const rows = await exported('buyer', query);
      const expected = records.flatMap((r: any) => r.lines.map((l: any) => [r.backFillNo, l.productName, Number(l.quantity), l.amount]));
      expect(rows.map((r) => [r['补录单号'], r['商品'], Number(r['数量']), Number(r['金额'])]), JSON.stringify(query)).toEqual(expected);
    }
    expect((await listed('buyer', { status: 'rejected' })).length).toBeGreaterThan(0);
    const english = await exported('canteen', { status: 'approved' }, 'en');
    expect(english[0]).toMatchObject({ Status: 'Approved', Supplier: '禾丰粮油有限公司' });
    // scope: the other supplier's export holds none of 禾丰's back-fills; a bad filter is refused by name
    expect((await exported('supplier', {})).filter((r) => r['供应商'] === '禾丰粮油有限公司')).toEqual([]);
    expect((await exported('grain', {})).length).toBe((await listed('grain', {})).flatMap((r: any) => r.lines).length);
    await api.refused(tokens.buyer!, 'GET', '/order/back-fills/export?status=lost', undefined, 400, /status/);
  });
});
