/**
 * The scope sweep of price setting: every demo role (and the procurement department and canteen of a
 * second school, which keep their own comparison and meeting) over every list, detail and action. Lists
 * hold exactly the rows of the caller's scope (computed here from the tables), details outside it are not
 * found, and actions on them are refused and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseProducts, cloudGoods, priceComparisons, priceMeetings, pricingCanteens, restaurants, suppliers } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'buyer', 'canteen', 'outsider', 'cook', 'supplier', 'grain'];
/** The canteens each user's meetings and comparisons may price (null: every one), and the supplier a supplier user is. */
const scope: Record<string, { canteens: Set<string> | null; supplier?: string }> = {};

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  const db = server.database.db;
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const school2 = await addSecondSchool(server, tokens);
  const all = await db.select().from(restaurants);
  const canteen = (name: string) => all.find((r) => r.name === name)!.id;
  const supplierRows = await db.select().from(suppliers);
  const supplier = (name: string) => supplierRows.find((s) => s.name === name)!.id;
  const products = await db.select().from(baseProducts);
  const product = (code: string) => products.find((p) => p.code === code)!.id;
  const quotes = [supplier('鲜丰食材有限公司'), supplier('禾丰粮油有限公司'), supplier('绿源蔬菜合作社')].map((supplierId, i) => ({ supplierId, price: `${10 + i}.00`, quoteDate: chinaDay(-1) }));
  const comparison = (restaurantId: string) => ({ baseProductId: product('P0021'), effectiveFrom: chinaDay(1), restaurantIds: [restaurantId], quotes, chosenSupplierId: quotes[0]!.supplierId });
  const meeting = (restaurantId: string) => ({
    title: '定价会', meetingDate: chinaDay(0), attendees: '采购', minutes: '纪要', periodStart: chinaDay(1), periodEnd: chinaDay(9), restaurantIds: [restaurantId],
    lines: [{ baseProductId: product('P0018'), supplierId: quotes[0]!.supplierId, price: '6.00' }],
  });
  for (const [who, restaurantId] of [['buyer', canteen('一食堂')], ['outsider', school2.id]] as const) {
    const c = await api.ok(tokens[who]!, 'POST', '/purchase/price-comparisons', comparison(restaurantId));
    await api.ok(tokens[who]!, 'POST', `/purchase/price-comparisons/${c.id}/submit`, { version: 1 });
    const m = await api.ok(tokens[who]!, 'POST', '/purchase/price-meetings', meeting(restaurantId));
    await api.ok(tokens[who]!, 'POST', `/purchase/price-meetings/${m.id}/submit`, { version: 1 });
  }
  await api.ok(tokens.supplier!, 'POST', '/purchase/cloud-goods', { baseProductId: product('P0019'), price: '7.00', minOrder: '5' });
  const listed = await api.ok(tokens.grain!, 'POST', '/purchase/cloud-goods', { baseProductId: product('P0020'), price: '4.00', minOrder: '12' });
  await api.ok(tokens.buyer!, 'POST', `/purchase/cloud-goods/${listed.id}/list`, { version: 1 });

  const demo = new Set([canteen('一食堂'), canteen('二食堂')]);
  Object.assign(scope, {
    admin: { canteens: null }, buyer: { canteens: demo }, canteen: { canteens: demo },
    outsider: { canteens: new Set([school2.id]) }, cook: { canteens: new Set([school2.id]) },
    supplier: { canteens: new Set(), supplier: supplier('鲜丰食材有限公司') }, grain: { canteens: new Set(), supplier: supplier('禾丰粮油有限公司') },
  });
});
afterAll(() => server.close());

async function everything(token: string, path: string): Promise<Array<{ id: string; version: number; status: string }>> {
  const page = await api.ok(token, 'GET', path, undefined, { pageSize: '500' });
  expect(page.records.length).toBe(page.total);
  return page.records;
}
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

/** The documents of a kind each user must see: those pricing a canteen of their scope. */
async function expectedDocs(kind: 'meeting' | 'comparison', table: typeof priceMeetings | typeof priceComparisons, user: string): Promise<string[]> {
  const db = server.database.db;
  const docs = await db.select({ id: table.id }).from(table);
  const links = await db.select().from(pricingCanteens);
  const mine = scope[user]!.canteens;
  return docs.filter((d) => mine === null || links.some((l) => l.kind === kind && l.docId === d.id && mine.has(l.restaurantId))).map((d) => d.id).sort();
}

describe.each([
  ['comparison', '/purchase/price-comparisons', priceComparisons, /No such price comparison/] as const,
  ['meeting', '/purchase/price-meetings', priceMeetings, /No such price meeting/] as const,
])('%s scope', (kind, path, table, notFound) => {
  it.each(USERS)('%s lists, reads and acts on exactly its scope', async (user) => {
    const token = tokens[user]!;
    const expected = await expectedDocs(kind, table, user);
    expect(ids(await everything(token, path))).toEqual(expected);
    const rows = await server.database.db.select().from(table);
    for (const row of rows) {
      if (expected.includes(row.id)) {
        expect((await api.ok(token, 'GET', `${path}/${row.id}`)).id).toBe(row.id);
        continue;
      }
      await api.refused(token, 'GET', `${path}/${row.id}`, undefined, 200, notFound);
      await api.refused(token, 'POST', `${path}/${row.id}/approve`, { version: row.version }, 200, notFound);
    }
    const after = await server.database.db.select().from(table);
    expect(after.map((r) => [r.id, r.status, r.version]).sort()).toEqual(rows.map((r) => [r.id, r.status, r.version]).sort());
  });
});

describe('cloud goods scope', () => {
  it.each(USERS)('%s sees its own (supplier), the listed (canteen) or all (procurement, platform)', async (user) => {
    const token = tokens[user]!;
    const rows = await server.database.db.select().from(cloudGoods);
    const s = scope[user]!;
    const expected = rows.filter((r) => (s.supplier ? r.supplierId === s.supplier : user === 'canteen' || user === 'cook' ? r.status === 'listed' : true));
    expect(ids(await everything(token, '/purchase/cloud-goods'))).toEqual(ids(expected));
    for (const row of rows) {
      if (expected.some((e) => e.id === row.id)) continue;
      await api.refused(token, 'GET', `/purchase/cloud-goods/${row.id}`, undefined, 200, /No such cloud item/);
      await api.refused(token, 'POST', `/purchase/cloud-goods/${row.id}/list`, { version: row.version }, 200, /No such cloud item/);
    }
    expect((await server.database.db.select().from(cloudGoods)).map((r) => [r.id, r.status, r.version]).sort()).toEqual(rows.map((r) => [r.id, r.status, r.version]).sort());
  });

  it('canteens of one school cannot adopt for another', async () => {
    const [listed] = (await everything(tokens.cook!, '/purchase/cloud-goods'));
    const demoCanteen = [...scope.canteen!.canteens!][0]!;
    await api.refused(tokens.cook!, 'POST', `/purchase/cloud-goods/${listed!.id}/adopt`, { restaurantIds: [demoCanteen], effectiveFrom: chinaDay(1) }, 200, /No such canteen within your scope/);
    await api.refused(tokens.outsider!, 'POST', `/purchase/cloud-goods/${listed!.id}/adopt`, { restaurantIds: [demoCanteen], effectiveFrom: chinaDay(1) }, 200, /No such canteen within your scope/);
  });
});
