/**
 * The scope sweep: every demo role (and a procurement department and a canteen of another school) over
 * every ordering list, detail and action. Lists hold exactly the rows of the caller's scope (computed here
 * from the tables, not by the server's queries), details outside it are not found, and actions on rows
 * outside it are refused without changing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementPrices, deliveries, orderGroups, orderLines, orders, restaurants, standingBook, suppliers,
} from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
/** Who sees what: a canteen predicate or a supplier predicate per user. */
const scope: Record<string, { restaurants?: Set<string>; supplier?: string }> = {};

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  const db = server.database.db;
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  // another school with its own procurement department, a canteen and their staff
  const canteen3 = await addSecondSchool(server, tokens);
  // the other school's procurement approves a price; its canteen orders through the API like anyone else
  const products = await api.ok(tokens.admin!, 'GET', '/product/base-products', undefined, { keyword: '大白菜' });
  const price = await api.ok(tokens.supplier!, 'POST', '/product/agreement-prices', { baseProductId: products.records[0].id, restaurantId: canteen3!.id, price: '1.10', effectiveFrom: chinaDay(-1) });
  await api.refused(tokens.buyer!, 'POST', `/product/agreement-prices/${price.id}/approve`, { version: 1 }, 200, /No such agreement price/);
  await api.ok(tokens.outsider!, 'POST', `/product/agreement-prices/${price.id}/approve`, { version: 1 });
  await api.ok(tokens.cook!, 'POST', '/order/orders', { restaurantId: canteen3!.id, arrivalDate: chinaDay(2), slot: 'lunch', lines: [{ baseProductId: products.records[0].id, quantity: '20' }] });

  const all = await db.select().from(restaurants);
  const byName = (name: string) => all.find((r) => r.name === name)!.id;
  const supplierRows = await db.select().from(suppliers);
  const supplierId = (name: string) => supplierRows.find((s) => s.name === name)!.id;
  const demo = new Set([byName('一食堂'), byName('二食堂')]);
  scope.admin = { restaurants: new Set(all.map((r) => r.id)) };
  scope.buyer = { restaurants: demo };
  scope.canteen = { restaurants: demo };
  scope.outsider = { restaurants: new Set([canteen3!.id]) };
  scope.cook = { restaurants: new Set([canteen3!.id]) };
  scope.supplier = { supplier: supplierId('鲜丰食材有限公司') };
  scope.grain = { supplier: supplierId('禾丰粮油有限公司') };
});
afterAll(() => server.close());

const USERS = ['admin', 'buyer', 'canteen', 'outsider', 'cook', 'supplier', 'grain'];

/** Every record of a list (all pages). */
async function everything(token: string, path: string, query: Record<string, string> = {}): Promise<any[]> {
  const records: any[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await api.ok(token, 'GET', path, undefined, { ...query, pageNo: String(pageNo), pageSize: '500' });
    records.push(...page.records);
    if (records.length >= page.total) return records;
  }
}

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

/** Does `name` see a row of this canteen and supplier? */
function sees(name: string, restaurantId: string, supplierId: string | null): boolean {
  const s = scope[name]!;
  return s.supplier ? supplierId === s.supplier : s.restaurants!.has(restaurantId);
}

describe('every list holds exactly the caller’s scope', () => {
  it.each(USERS)('%s', async (name) => {
    const db = server.database.db;
    const token = tokens[name]!;
    const lines = await db.select().from(orderLines);
    const expectedLines = lines.filter((l) => sees(name, l.restaurantId, l.supplierId));
    expect(ids(await everything(token, '/order/lines'))).toEqual(ids(expectedLines));
    expect(expectedLines.length).toBeGreaterThan(0);
    // orders and groups: by canteen, or for a supplier those holding one of its lines
    const visibleOrders = new Set(expectedLines.map((l) => l.orderId));
    const allOrders = await db.select().from(orders);
    const expectedOrders = scope[name]!.supplier ? allOrders.filter((o) => visibleOrders.has(o.id)) : allOrders.filter((o) => scope[name]!.restaurants!.has(o.restaurantId));
    expect(ids(await everything(token, '/order/orders'))).toEqual(ids(expectedOrders));
    const groupsOf = new Set(expectedOrders.map((o) => o.groupId));
    expect(ids(await everything(token, '/order/groups'))).toEqual(ids((await db.select().from(orderGroups)).filter((g) => groupsOf.has(g.id))));
    expect(ids(await everything(token, '/order/deliveries'))).toEqual(ids((await db.select().from(deliveries)).filter((d) => sees(name, d.restaurantId, d.supplierId))));
    expect(ids(await everything(token, '/order/standing-book'))).toEqual(ids((await db.select().from(standingBook)).filter((e) => sees(name, e.restaurantId, e.supplierId))));
    expect(ids(await everything(token, '/product/agreement-prices'))).toEqual(ids((await db.select().from(agreementPrices)).filter((p) => sees(name, p.restaurantId, p.supplierId))));
    // every queue is a part of the caller's lines
    for (const queue of ['supplierAcceptance', 'supplierAudit', 'restaurantCheck', 'restaurantCheckout', 'procurementAudit']) {
      for (const line of await everything(token, '/order/lines', { queue })) expect(expectedLines.some((l) => l.id === line.id)).toBe(true);
    }
    await api.countsMatchQueues({ [name]: token });
  });
});

describe('details and actions outside the scope are refused and change nothing', () => {
  it.each(USERS)('%s', async (name) => {
    const db = server.database.db;
    const token = tokens[name]!;
    const snapshot = () => db.select({ id: orderLines.id, version: orderLines.version, status: orderLines.status }).from(orderLines).orderBy(orderLines.id);
    const before = await snapshot();
    const lines = await db.select().from(orderLines);
    const outside = lines.filter((l) => !sees(name, l.restaurantId, l.supplierId));
    const inside = lines.filter((l) => sees(name, l.restaurantId, l.supplierId));
    // a line of every state outside the scope (admin has none outside)
    const samples = [...new Map(outside.map((l) => [l.status, l])).values()];
    if (name === 'admin') expect(samples).toEqual([]);
    else expect(samples.length).toBeGreaterThan(0);
    for (const line of samples) {
      await api.refused(token, 'GET', `/order/lines/${line.id}`, undefined, 200, /No such order line/);
      await api.refused(token, 'GET', `/order/lines/${line.id}/candidates`, undefined, 200, /No such order line/);
      for (const action of ['allot', 'accept', 'reject', 'check', 'approve', 'send-back']) {
        await api.refused(token, 'POST', `/order/lines/${line.id}/${action}`, { version: line.version, supplierId: scope.grain!.supplier, reason: 'x', receivedQty: '1' }, 200, /No such order line/);
      }
      await api.refused(token, 'POST', '/order/deliveries', { lines: [{ id: line.id, version: line.version }] }, name === 'supplier' || name === 'grain' ? 200 : 403, /No such order line|may not "dispatch"/);
      const order = (await db.select().from(orders)).find((o) => o.id === line.orderId)!;
      const own = (key: 'orderId' | 'groupId', id: string) => (scope[name]!.supplier ? lines.some((l) => l[key] === id && l.supplierId === scope[name]!.supplier) : scope[name]!.restaurants!.has(order.restaurantId));
      if (!own('orderId', order.id)) {
        await api.refused(token, 'GET', `/order/orders/${order.id}`, undefined, 200, /No such order/);
        await api.refused(token, 'POST', `/order/orders/${order.id}/withdraw`, { version: order.version }, 200, /No such order/);
      }
      if (!own('groupId', line.groupId)) {
        await api.refused(token, 'GET', `/order/groups/${line.groupId}`, undefined, 200, /No such order group/);
        await api.refused(token, 'POST', `/order/groups/${line.groupId}/audit`, { approve: true, lines: [{ id: line.id, version: line.version }] }, 200, /No such order group/);
      }
      if (!scope[name]!.supplier) {
        await api.refused(token, 'GET', `/order/goods-sub-ledger?restaurantId=${line.restaurantId}&month=${line.arrivalDate.slice(0, 7)}`, undefined, 200, /No such canteen/);
        await api.refused(token, 'GET', `/shop/products?restaurantId=${line.restaurantId}`, undefined, 200, /No such canteen/);
      }
    }
    for (const price of (await db.select().from(agreementPrices)).filter((p) => !sees(name, p.restaurantId, p.supplierId)).slice(0, 2)) {
      await api.refused(token, 'GET', `/product/agreement-prices/${price.id}`, undefined, 200, /No such agreement price/);
      for (const action of ['approve', 'return', 'revise']) {
        await api.refused(token, 'POST', `/product/agreement-prices/${price.id}/${action}`, { version: price.version, reason: 'x', price: '1.00', effectiveFrom: chinaDay() }, 200, /No such agreement price/);
      }
    }
    // and what is inside is there
    const mine = inside[0]!;
    expect((await api.ok(token, 'GET', `/order/lines/${mine.id}`)).id).toBe(mine.id);
    expect((await api.ok(token, 'GET', `/order/orders/${mine.orderId}`)).lines.every((l: any) => sees(name, l.restaurantId, l.supplierId))).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});
