/**
 * The ordering lifecycle through the API on the real database: place, allot, accept/reject, dispatch,
 * receiving check (partial, quality rejection, shortfall), send back, audit into the ledgers, withdraw,
 * prices; each refusal (wrong state, role, scope, stale version); the pending counts equal the queue sizes
 * after every transition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, goodsLedger, orderEvents, standingBook } from '../../db/schema/index.ts';
import { PNG_BYTES } from '../../storage/samples.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';
import { chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let canteen1: { id: string };
let products: Map<string, { id: string; supplierName: string; price: string }>;
const ARRIVAL = chinaDay(5);

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

const lineOf = (order: { lines: Array<{ productName: string }> }, name: string) => order.lines.find((l) => l.productName === name) as any;
const act = (who: string, line: { id: string; version: number }, action: string, body: Record<string, unknown> = {}) =>
  api.ok(tokens[who]!, 'POST', `/order/lines/${line.id}/${action === 'sendBack' ? 'send-back' : action}`, { version: line.version, ...body });
const place = (lines: Array<[string, string]>, extra: Record<string, unknown> = {}) =>
  api.ok(tokens.canteen!, 'POST', '/order/orders', {
    restaurantId: canteen1.id,
    arrivalDate: ARRIVAL,
    slot: 'lunch',
    lines: lines.map(([name, quantity]) => ({ baseProductId: products.get(name)!.id, quantity })),
    ...extra,
  });

describe('the shop', () => {
  it('offers the products with a current agreement price, at that price and from its supplier', () => {
    expect(products.get('大白菜')).toMatchObject({ price: '1.20', supplierName: '鲜丰食材有限公司' });
    // eggs: 禾丰's later approved price is the current agreement
    expect(products.get('鸡蛋')).toMatchObject({ price: '4.90', supplierName: '禾丰粮油有限公司' });
    expect(products.has('牛腩')).toBe(false);
    expect(products.has('西兰花')).toBe(false);
  });
});

describe('placing an order', () => {
  it('refuses what cannot be ordered', async () => {
    const base = { restaurantId: canteen1.id, arrivalDate: ARRIVAL, slot: 'lunch', lines: [{ baseProductId: products.get('土豆')!.id, quantity: '5' }] };
    const { records } = await api.ok(tokens.admin!, 'GET', '/product/base-products', undefined, { keyword: '牛腩' });
    await api.refused(tokens.canteen!, 'POST', '/order/orders', { ...base, lines: [{ baseProductId: records[0].id, quantity: '5' }] }, 200, /no agreement price/);
    await api.refused(tokens.canteen!, 'POST', '/order/orders', { ...base, arrivalDate: chinaDay(-1) }, 200, /before today/);
    await api.refused(tokens.canteen!, 'POST', '/order/orders', { ...base, slot: 'supper' }, 200, /no delivery slot "supper"/);
    await api.refused(tokens.canteen!, 'POST', '/order/orders', { ...base, lines: [...base.lines, ...base.lines] }, 200, /appears twice/);
    await api.refused(tokens.canteen!, 'POST', '/order/orders', { ...base, lines: [{ ...base.lines[0], quantity: '0' }] }, 200, /more than 0/);
    await api.refused(tokens.canteen!, 'POST', '/order/orders', { ...base, lines: [{ ...base.lines[0], quantity: '1.2345' }] }, 400, /quantity|pattern|must match/i);
    await api.refused(tokens.supplier!, 'POST', '/order/orders', base, 403, /may not "place"/);
    await api.refused(tokens.buyer!, 'POST', '/order/orders', base, 403, /may not "place"/);
  });
});

describe('the lifecycle of one order', () => {
  let order: any;
  let before: Awaited<ReturnType<typeof api.countsMatchQueues>>;

  it('places the order: one group per canteen and day, lines allotted to the current agreement prices', async () => {
    before = await api.countsMatchQueues(tokens);
    order = await place([['大白菜', '40'], ['东北珍珠米', '3'], ['鸡蛋', '30']], { remark: '测试' });
    expect(order.status).toBe('open');
    expect(order.lines.map((l: any) => [l.productName, l.status, l.supplierName, l.price, l.amount])).toEqual([
      ['大白菜', 'awaiting_supplier', '鲜丰食材有限公司', '1.20', 48],
      ['东北珍珠米', 'awaiting_supplier', '禾丰粮油有限公司', '98.00', 294],
      ['鸡蛋', 'awaiting_supplier', '禾丰粮油有限公司', '4.90', 147],
    ]);
    expect(order.amount).toBe(489);
    expect(order.withdrawable).toBe(true);
    expect(order.events.filter((e: any) => e.action === 'place')).toHaveLength(4);
    const second = await place([['土豆', '10']]);
    expect(second.groupId).toBe(order.groupId);
    const after = await api.countsMatchQueues(tokens);
    expect(after.supplier!.supplierAudit).toBe(before.supplier!.supplierAudit + 2);
    expect(after.grain!.supplierAudit).toBe(before.grain!.supplierAudit + 2);
    const group = await api.ok(tokens.canteen!, 'GET', `/order/groups/${order.groupId}`);
    expect(group.orders.map((o: any) => o.id)).toEqual(expect.arrayContaining([order.id, second.id]));
    // the supplier sees only its own lines of the order
    const seen = await api.ok(tokens.supplier!, 'GET', `/order/orders/${order.id}`);
    expect(seen.lines.map((l: any) => l.productName)).toEqual(['大白菜']);
  });

  it('a supplier accepts its line; a stale version, another role, another supplier and a wrong state are refused', async () => {
    const cabbage = lineOf(order, '大白菜');
    expect(cabbage.actions).toEqual(['allot', 'withdraw']); // the canteen's view while the supplier decides
    const supplierView = await api.ok(tokens.supplier!, 'GET', `/order/lines/${cabbage.id}`);
    expect(supplierView.actions).toEqual(['accept', 'reject']);
    await api.refused(tokens.canteen!, 'POST', `/order/lines/${cabbage.id}/accept`, { version: cabbage.version }, 403, /may not "accept"/);
    await api.refused(tokens.grain!, 'POST', `/order/lines/${cabbage.id}/accept`, { version: cabbage.version }, 200, /No such order line/);
    const accepted = await act('supplier', cabbage, 'accept');
    expect(accepted).toMatchObject({ status: 'preparing', version: cabbage.version + 1 });
    await api.refused(tokens.supplier!, 'POST', `/order/lines/${cabbage.id}/accept`, { version: cabbage.version }, 409, /changed this meanwhile.*version 2/);
    await api.refused(tokens.supplier!, 'POST', `/order/lines/${cabbage.id}/accept`, { version: accepted.version }, 200, /"accept" is not possible/);
    await api.countsMatchQueues(tokens);
  });

  it('two people accepting the same line: one succeeds, the other gets a conflict', async () => {
    const rice = lineOf(order, '东北珍珠米');
    const second = await server.login('grain');
    const answers = await Promise.all([tokens.grain!, second].map((token) => server.call('POST', `/order/lines/${rice.id}/accept`, { token, body: { version: rice.version } })));
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.success)!.status).toBe(409);
    const events = await server.database.db.select().from(orderEvents).where(eq(orderEvents.entityId, rice.id));
    expect(events.filter((e) => e.action === 'accept')).toHaveLength(1);
    await api.countsMatchQueues(tokens);
  });

  it('a rejected line waits for allotment; the canteen re-allots it to a supplier with a price', async () => {
    const eggs = lineOf(order, '鸡蛋');
    await api.refused(tokens.grain!, 'POST', `/order/lines/${eggs.id}/reject`, { version: eggs.version, reason: ' ' }, 200, /give a reason/);
    const rejected = await act('grain', eggs, 'reject', { reason: '缺货' });
    expect(rejected).toMatchObject({ status: 'allotting', supplierId: null, price: null, note: '缺货' });
    const counts = await api.countsMatchQueues(tokens);
    expect(counts.canteen!.restaurantCheckout).toBe(before.canteen!.restaurantCheckout + 1);
    // the line has left the supplier's scope
    await api.refused(tokens.grain!, 'GET', `/order/lines/${eggs.id}`, undefined, 200, /No such order line/);
    const candidates = await api.ok(tokens.canteen!, 'GET', `/order/lines/${eggs.id}/candidates`);
    expect(candidates.map((c: any) => [c.supplierName, c.price]).sort()).toEqual([['禾丰粮油有限公司', '4.90'], ['鲜丰食材有限公司', '5.20']]);
    const [unbound] = (await server.database.db.query.suppliers.findMany()).filter((s) => s.name === '绿源蔬菜合作社');
    await api.refused(tokens.canteen!, 'POST', `/order/lines/${eggs.id}/allot`, { version: rejected.version, supplierId: unbound!.id }, 200, /no approved price/);
    await api.refused(tokens.supplier!, 'POST', `/order/lines/${eggs.id}/allot`, { version: rejected.version, supplierId: candidates[0].supplierId }, 200, /No such order line/);
    const fresh = candidates.find((c: any) => c.supplierName === '鲜丰食材有限公司');
    const allotted = await act('canteen', rejected, 'allot', { supplierId: fresh.supplierId });
    expect(allotted).toMatchObject({ status: 'awaiting_supplier', supplierName: '鲜丰食材有限公司', price: '5.20' });
    await api.countsMatchQueues(tokens);
    lineOf(order, '鸡蛋').version = (await act('supplier', allotted, 'accept')).version;
    await api.countsMatchQueues(tokens);
  });

  let delivery: any;
  it('suppliers dispatch with delivery notes; lines of two groups cannot share one', async () => {
    const mine = await api.ok(tokens.supplier!, 'GET', '/order/lines', undefined, { queue: 'supplierAcceptance', groupId: order.groupId });
    expect(mine.records.map((l: any) => l.productName).sort()).toEqual(['大白菜', '鸡蛋']);
    const other = await api.ok(tokens.supplier!, 'GET', '/order/lines', undefined, { queue: 'supplierAcceptance', pageSize: '100' });
    const elsewhere = other.records.find((l: any) => l.groupId !== order.groupId);
    await api.refused(tokens.supplier!, 'POST', '/order/deliveries', { lines: [...mine.records, elsewhere].map((l: any) => ({ id: l.id, version: l.version })) }, 200, /one order group/);
    await api.refused(tokens.canteen!, 'POST', '/order/deliveries', { lines: mine.records.map((l: any) => ({ id: l.id, version: l.version })) }, 403, /may not "dispatch"/);
    delivery = await api.ok(tokens.supplier!, 'POST', '/order/deliveries', { lines: mine.records.map((l: any) => ({ id: l.id, version: l.version })), remark: '冷链' });
    expect(delivery.deliveryNo).toMatch(/^PS\d{16}$/);
    expect(delivery.lines.map((l: any) => [l.productName, l.deliveredQty, l.status]).sort()).toEqual([['大白菜', '40.000', 'dispatched'], ['鸡蛋', '30.000', 'dispatched']]);
    expect(delivery.amount).toBe(48 + 156);
    const rice = (await api.ok(tokens.grain!, 'GET', '/order/lines', undefined, { queue: 'supplierAcceptance', groupId: order.groupId })).records;
    await api.ok(tokens.grain!, 'POST', '/order/deliveries', { lines: rice.map((l: any) => ({ id: l.id, version: l.version })) });
    const counts = await api.countsMatchQueues(tokens);
    expect(counts.canteen!.restaurantCheck).toBe(before.canteen!.restaurantCheck + 3);
    expect((await api.ok(tokens.canteen!, 'GET', `/order/deliveries/${delivery.id}`)).deliveryNo).toBe(delivery.deliveryNo);
    await api.refused(tokens.grain!, 'GET', `/order/deliveries/${delivery.id}`, undefined, 200, /No such delivery note/);
  });

  it('the receiving check: quality rejection with photos keeps the rest open; a closed shortfall ends the line', async () => {
    const refreshed = await api.ok(tokens.canteen!, 'GET', `/order/orders/${order.id}`);
    const cabbage = lineOf(refreshed, '大白菜');
    const url = `/order/lines/${cabbage.id}/check`;
    await api.refused(tokens.canteen!, 'POST', url, { version: cabbage.version, receivedQty: '39', rejectedQty: '2', rejectReason: '烂叶' }, 200, /exceed the 40.000 dispatched/);
    await api.refused(tokens.canteen!, 'POST', url, { version: cabbage.version, receivedQty: '35', rejectedQty: '2' }, 200, /quality reason/);
    await api.refused(tokens.canteen!, 'POST', url, { version: cabbage.version, receivedQty: '35', rejectedQty: '2', rejectReason: '烂叶', photos: ['20990101/none.png'] }, 200, /No such uploaded image/);
    await api.refused(tokens.supplier!, 'POST', url, { version: cabbage.version, receivedQty: '40' }, 403, /may not "check"/);
    const { payload, headers } = multipartBody({ bytes: PNG_BYTES, filename: 'rot.png', contentType: 'image/png' });
    const upload = await server.call('POST', '/sys/common/upload', { token: tokens.canteen, body: payload, headers });
    const photo = upload.body.message as string;
    const partial = await act('canteen', cabbage, 'check', { receivedQty: '35', rejectedQty: '2', rejectReason: '烂叶', photos: [photo] });
    expect(partial).toMatchObject({ status: 'preparing', receivedQty: '35.000', rejectedQty: '2.000' });
    await api.countsMatchQueues(tokens);
    // the supplier delivers the 5 still owed
    const again = await api.ok(tokens.supplier!, 'POST', '/order/deliveries', { lines: [{ id: partial.id, version: partial.version }] });
    expect(again.lines[0].deliveredQty).toBe('5.000');
    const rest = await act('canteen', again.lines[0], 'check', { receivedQty: '5' });
    expect(rest).toMatchObject({ status: 'received', receivedQty: '40.000' });
    const detail = await api.ok(tokens.canteen!, 'GET', `/order/lines/${cabbage.id}`);
    expect(detail.receipts.map((r: any) => [r.receivedQty, r.rejectedQty, r.photos])).toEqual([['35.000', '2.000', [photo]], ['5.000', '0.000', []]]);
    expect(detail.events.map((e: any) => e.action)).toEqual(['place', 'accept', 'dispatch', 'check', 'dispatch', 'check']);
    expect(detail.events.every((e: any) => e.actorName && e.at && e.toStatus)).toBe(true);
    // eggs: 27 of 30 arrived, the shortfall closed
    const eggs = lineOf(refreshed, '鸡蛋');
    const short = await act('canteen', (await api.ok(tokens.canteen!, 'GET', `/order/lines/${eggs.id}`)), 'check', { receivedQty: '27', closeShortfall: true });
    expect(short).toMatchObject({ status: 'received', receivedQty: '27.000' });
    const rice = lineOf(refreshed, '东北珍珠米');
    expect(await act('canteen', rice, 'check', { receivedQty: '3' })).toMatchObject({ status: 'received' });
    await api.countsMatchQueues(tokens);
    expect((await server.database.db.select().from(files).where(eq(files.path, photo))).length).toBe(1);
  });

  it('procurement sends a line back with a reason; the canteen checks it again', async () => {
    const rice = lineOf(await api.ok(tokens.buyer!, 'GET', `/order/orders/${order.id}`), '东北珍珠米');
    expect(rice.actions).toEqual(['approve', 'sendBack']);
    await api.refused(tokens.buyer!, 'POST', `/order/lines/${rice.id}/send-back`, { version: rice.version }, 400, /reason/);
    await api.refused(tokens.buyer!, 'POST', `/order/lines/${rice.id}/send-back`, { version: rice.version, reason: '' }, 200, /give a reason/);
    await api.refused(tokens.canteen!, 'POST', `/order/lines/${rice.id}/approve`, { version: rice.version }, 403, /may not "approve"/);
    const back = await act('buyer', rice, 'sendBack', { reason: '数量存疑' });
    expect(back).toMatchObject({ status: 'dispatched', receivedQty: '0.000', note: '数量存疑' });
    await api.countsMatchQueues(tokens);
    expect(await act('canteen', back, 'check', { receivedQty: '3' })).toMatchObject({ status: 'received', receivedQty: '3.000' });
    await api.countsMatchQueues(tokens);
  });

  it('procurement audits the group: the lines enter the standing book and the goods sub-ledger', async () => {
    const group = await api.ok(tokens.buyer!, 'GET', `/order/groups/${order.groupId}`);
    const received = group.lines.filter((l: any) => l.orderId === order.id);
    expect(received.map((l: any) => l.status)).toEqual(['received', 'received', 'received']);
    const refs = received.map((l: any) => ({ id: l.id, version: l.version }));
    await api.refused(tokens.canteen!, 'POST', `/order/groups/${order.groupId}/audit`, { approve: true, lines: refs }, 403, /may not "approve"/);
    // all or none: a stale line stops the whole audit
    await api.refused(tokens.buyer!, 'POST', `/order/groups/${order.groupId}/audit`, { approve: true, lines: [...refs.slice(1), { ...refs[0], version: 1 }] }, 409, /changed this meanwhile/);
    expect((await api.ok(tokens.buyer!, 'GET', `/order/lines/${refs[1].id}`)).status).toBe('received');
    const audited = await api.ok(tokens.buyer!, 'POST', `/order/groups/${order.groupId}/audit`, { approve: true, lines: refs });
    expect(audited.map((l: any) => l.status)).toEqual(['audited', 'audited', 'audited']);
    expect((await api.ok(tokens.canteen!, 'GET', `/order/orders/${order.id}`)).status).toBe('completed');
    const book = await server.database.db.select().from(standingBook);
    const entries = book.filter((e) => refs.some((r: any) => r.id === e.lineId));
    expect(entries.map((e) => [e.productName, e.quantity, e.amount]).sort()).toEqual([['东北珍珠米', '3.000', '294.00'], ['大白菜', '40.000', '48.00'], ['鸡蛋', '27.000', '140.40']]);
    const page = await api.ok(tokens.canteen!, 'GET', '/order/standing-book', undefined, { arrivalFrom: ARRIVAL, arrivalTo: ARRIVAL });
    expect(page.total).toBe(3);
    const ledger = await api.ok(tokens.canteen!, 'GET', '/order/goods-sub-ledger', undefined, { restaurantId: canteen1.id, month: ARRIVAL.slice(0, 7) });
    const cabbage = ledger.find((row: any) => row.productName === '大白菜');
    const movements = await server.database.db.select().from(goodsLedger).where(eq(goodsLedger.baseProductId, products.get('大白菜')!.id));
    const sumIn = (rows: typeof movements) => rows.reduce((s, r) => s + Number(r.qtyIn), 0);
    const monthStart = `${ARRIVAL.slice(0, 7)}-01`;
    const mine = movements.filter((m) => m.restaurantId === canteen1.id);
    expect(Number(cabbage.inQty)).toBe(sumIn(mine.filter((m) => m.entryDate >= monthStart && m.entryDate <= ARRIVAL.slice(0, 7) + '-31')));
    expect(Number(cabbage.openingQty)).toBe(sumIn(mine.filter((m) => m.entryDate < monthStart)));
    expect(Number(cabbage.closingQty)).toBe(Number(cabbage.openingQty) + Number(cabbage.inQty) - Number(cabbage.outQty));
    await api.refused(tokens.supplier!, 'GET', '/order/goods-sub-ledger?restaurantId=' + canteen1.id + '&month=' + ARRIVAL.slice(0, 7), undefined, 200, /No such canteen/);
    await api.countsMatchQueues(tokens);
  });
});

describe('withdrawing an order', () => {
  it('withdraws while no supplier has accepted; refuses a stale version, a supplier and an accepted order', async () => {
    const order = await place([['黄瓜', '12'], ['食盐', '4']]);
    await api.refused(tokens.supplier!, 'POST', `/order/orders/${order.id}/withdraw`, { version: order.version }, 200, /No such order/);
    await api.refused(tokens.canteen!, 'POST', `/order/orders/${order.id}/withdraw`, { version: order.version + 1 }, 409, /changed this meanwhile/);
    const withdrawn = await api.ok(tokens.canteen!, 'POST', `/order/orders/${order.id}/withdraw`, { version: order.version, reason: '停课' });
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.lines.map((l: any) => l.status)).toEqual(['withdrawn', 'withdrawn']);
    expect(withdrawn.withdrawable).toBe(false);
    await api.refused(tokens.canteen!, 'POST', `/order/orders/${order.id}/withdraw`, { version: withdrawn.version }, 200, /not possible/);
    await api.countsMatchQueues(tokens);
    const kept = await place([['黄瓜', '12']]);
    await act('supplier', kept.lines[0], 'accept');
    const seen = await api.ok(tokens.canteen!, 'GET', `/order/orders/${kept.id}`);
    expect(seen.withdrawable).toBe(false);
    await api.refused(tokens.canteen!, 'POST', `/order/orders/${kept.id}/withdraw`, { version: seen.version }, 200, /already accepted/);
    await api.countsMatchQueues(tokens);
  });
});

describe('agreement prices', () => {
  it('a supplier proposes, procurement returns with a reason, the supplier revises, procurement approves; the shop then offers it', async () => {
    const { records } = await api.ok(tokens.admin!, 'GET', '/product/base-products', undefined, { keyword: '牛腩' });
    const beef = records[0];
    const before = await api.countsMatchQueues(tokens);
    await api.refused(tokens.buyer!, 'POST', '/product/agreement-prices', { baseProductId: beef.id, restaurantId: canteen1.id, price: '38.00', effectiveFrom: chinaDay() }, 403, /may not "propose"/);
    await api.refused(tokens.supplier!, 'POST', '/product/agreement-prices', { baseProductId: beef.id, restaurantId: canteen1.id, price: '0', effectiveFrom: chinaDay() }, 200, /more than 0/);
    const proposed = await api.ok(tokens.supplier!, 'POST', '/product/agreement-prices', { baseProductId: beef.id, restaurantId: canteen1.id, price: '38.00', effectiveFrom: chinaDay() });
    expect(proposed).toMatchObject({ status: 'proposed', version: 1 });
    const afterPropose = await api.countsMatchQueues(tokens);
    expect(afterPropose.buyer!.price).toBe(before.buyer!.price + 1);
    await api.refused(tokens.supplier!, 'POST', `/product/agreement-prices/${proposed.id}/approve`, { version: 1 }, 403, /may not "approve"/);
    await api.refused(tokens.grain!, 'GET', `/product/agreement-prices/${proposed.id}`, undefined, 200, /No such agreement price/);
    await api.refused(tokens.buyer!, 'POST', `/product/agreement-prices/${proposed.id}/return`, { version: 1, reason: '' }, 200, /give a reason/);
    const returned = await api.ok(tokens.buyer!, 'POST', `/product/agreement-prices/${proposed.id}/return`, { version: 1, reason: '偏高' });
    expect(returned).toMatchObject({ status: 'returned', reason: '偏高', actions: [] });
    expect((await api.countsMatchQueues(tokens)).supplier!.price).toBe(before.supplier!.price + 1);
    await api.refused(tokens.supplier!, 'POST', `/product/agreement-prices/${proposed.id}/revise`, { version: 1, price: '35.00', effectiveFrom: chinaDay() }, 409, /changed this meanwhile/);
    const revised = await api.ok(tokens.supplier!, 'POST', `/product/agreement-prices/${proposed.id}/revise`, { version: 2, price: '35.00', effectiveFrom: chinaDay() });
    expect(revised).toMatchObject({ status: 'proposed', price: '35.00', reason: null });
    await api.countsMatchQueues(tokens);
    const approved = await api.ok(tokens.buyer!, 'POST', `/product/agreement-prices/${proposed.id}/approve`, { version: 3 });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'buyer' });
    await api.refused(tokens.buyer!, 'POST', `/product/agreement-prices/${proposed.id}/approve`, { version: 4 }, 200, /not possible/);
    const shop = await api.ok(tokens.canteen!, 'GET', '/shop/products', undefined, { restaurantId: canteen1.id, keyword: '牛腩' });
    expect(shop.records).toEqual([expect.objectContaining({ name: '牛腩', price: '35.00', supplierName: '鲜丰食材有限公司' })]);
    const after = await api.countsMatchQueues(tokens);
    expect(after.buyer!.price).toBe(before.buyer!.price);
  });
});
