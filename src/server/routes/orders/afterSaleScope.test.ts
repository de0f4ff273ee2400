/**
 * The scope sweep of after-sale and the new-order flows: every demo role (and a procurement department and
 * a canteen of another school, which raise their own after-sale and back-fill) over every list, detail and
 * action. Lists hold exactly the rows of the caller's scope (computed here from the tables), details
 * outside it are not found, actions on them are refused and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSales, backFills, orderGroups, restaurants, suppliers } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const scope: Record<string, { restaurants?: Set<string>; supplier?: string }> = {};
const USERS = ['admin', 'buyer', 'canteen', 'outsider', 'cook', 'supplier', 'grain'];

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  const db = server.database.db;
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const canteen3 = await addSecondSchool(server, tokens);
  // the other school: a price, an order received today, an after-sale on it and a back-fill of yesterday
  const cabbage = (await api.ok(tokens.admin!, 'GET', '/product/base-products', undefined, { keyword: '大白菜' })).records[0];
  const price = await api.ok(tokens.supplier!, 'POST', '/product/agreement-prices', { baseProductId: cabbage.id, restaurantId: canteen3!.id, price: '1.10', effectiveFrom: chinaDay(-2) });
  await api.ok(tokens.outsider!, 'POST', `/product/agreement-prices/${price.id}/approve`, { version: 1 });
  const order = await api.ok(tokens.cook!, 'POST', '/order/orders', { restaurantId: canteen3!.id, arrivalDate: chinaDay(), slot: 'lunch', lines: [{ baseProductId: cabbage.id, quantity: '20' }] });
  const accepted = await api.ok(tokens.supplier!, 'POST', `/order/lines/${order.lines[0].id}/accept`, { version: 1 });
  const delivery = await api.ok(tokens.supplier!, 'POST', '/order/deliveries', { lines: [{ id: accepted.id, version: accepted.version }] });
  await api.ok(tokens.cook!, 'POST', `/order/lines/${accepted.id}/check`, { version: delivery.lines[0].version, receivedQty: '20' });
  await api.ok(tokens.cook!, 'POST', '/order/after-sales', { lineId: accepted.id, kind: 'return', quantity: '2', reason: '烂叶' });
  await api.ok(tokens.cook!, 'POST', '/order/back-fills', { restaurantId: canteen3!.id, supplierId: price.supplierId, arrivalDate: chinaDay(-1), slot: 'lunch', lines: [{ baseProductId: cabbage.id, quantity: '5' }] });

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

async function everything(token: string, path: string, query: Record<string, string> = {}): Promise<any[]> {
  const records: any[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await api.ok(token, 'GET', path, undefined, { ...query, pageNo: String(pageNo), pageSize: '500' });
    records.push(...page.records);
    if (records.length >= page.total) return records;
  }
}
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();
const sees = (name: string, restaurantId: string, supplierId: string | null) => {
  const s = scope[name]!;
  return s.supplier ? supplierId === s.supplier : s.restaurants!.has(restaurantId);
};

describe('every after-sale and new-order list holds exactly the caller’s scope', () => {
  it.each(USERS)('%s', async (name) => {
    const db = server.database.db;
    const token = tokens[name]!;
    const expected = (await db.select().from(afterSales)).filter((r) => sees(name, r.restaurantId, r.supplierId));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await everything(token, '/order/after-sales'))).toEqual(ids(expected));
    const fills = (await db.select().from(backFills)).filter((r) => sees(name, r.restaurantId, r.supplierId));
    expect(ids(await everything(token, '/order/back-fills'))).toEqual(ids(fills));
    for (const line of await everything(token, '/order/after-sales/lines')) expect(sees(name, line.restaurantId, line.supplierId)).toBe(true);
    const groups = await everything(token, '/order/new-order/open-groups');
    if (scope[name]!.supplier) expect(groups).toEqual([]);
    else {
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) expect(scope[name]!.restaurants!.has(group.restaurantId)).toBe(true);
    }
  });
});

describe('after-sale and back-fill details and actions outside the scope are refused and change nothing', () => {
  it.each(USERS)('%s', async (name) => {
    const db = server.database.db;
    const token = tokens[name]!;
    const snapshot = async () => [await db.select({ id: afterSales.id, version: afterSales.version }).from(afterSales).orderBy(afterSales.id), await db.select({ id: backFills.id, version: backFills.version }).from(backFills).orderBy(backFills.id)];
    const before = await snapshot();
    const outside = (await db.select().from(afterSales)).filter((r) => !sees(name, r.restaurantId, r.supplierId));
    if (name === 'admin') expect(outside).toEqual([]);
    else expect(outside.length).toBeGreaterThan(0);
    for (const request of outside.slice(0, 3)) {
      await api.refused(token, 'GET', `/order/after-sales/${request.id}`, undefined, 200, /No such after-sale/);
      for (const action of ['agree', 'refuse', 'approve', 'reject', 'complete', 'cancel']) {
        await api.refused(token, 'POST', `/order/after-sales/${request.id}/${action}`, { version: request.version, reason: 'x' }, 200, /No such after-sale/);
      }
    }
    for (const fill of (await db.select().from(backFills)).filter((r) => !sees(name, r.restaurantId, r.supplierId)).slice(0, 2)) {
      await api.refused(token, 'GET', `/order/back-fills/${fill.id}`, undefined, 200, /No such back-fill/);
      for (const action of ['approve', 'reject', 'cancel']) await api.refused(token, 'POST', `/order/back-fills/${fill.id}/${action}`, { version: fill.version, reason: 'x' }, 200, /No such back-fill/);
    }
    for (const group of (await db.select().from(orderGroups)).filter((g) => !scope[name]!.supplier && !scope[name]!.restaurants!.has(g.restaurantId)).slice(0, 2)) {
      await api.refused(token, 'POST', `/order/groups/${group.id}/add-product`, { slot: 'lunch', lines: [{ baseProductId: 'x', quantity: '1' }] }, 200, /No such order group/);
    }
    // and what is inside is there
    const inside = (await db.select().from(afterSales)).find((r) => sees(name, r.restaurantId, r.supplierId))!;
    expect((await api.ok(token, 'GET', `/order/after-sales/${inside.id}`)).id).toBe(inside.id);
    expect(await snapshot()).toEqual(before);
  });
});
