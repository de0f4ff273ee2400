/**
 * The catalogue's scope with every demo role: each list holds exactly the rows the role may see (compared
 * with the database), the keepers' lists refuse the others, and every action is refused to the roles the
 * rules do not name (with the row outside their scope answered as missing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'] as const;
type Role = (typeof ROLES)[number];

beforeAll(async () => {
  server = await startServer();
  for (const name of ROLES) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

async function call(who: Role, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, query?: Record<string, string>) {
  const response = await server.call(method, path, { token: tokens[who], body, query: { pageSize: '500', ...query }, headers: { 'accept-language': 'en' } });
  return { status: response.status, ...response.body };
}
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

describe.each(ROLES)('%s', (who) => {
  it('sees exactly its rows in every list and is refused the keepers\' lists unless a keeper', async () => {
    const db = server.database.db;
    const supplierRows = await db.select().from(schema.suppliers);
    const users = await db.select().from(schema.users);
    const me = users.find((u) => u.username === who)!;
    const mine = new Set(supplierRows.filter((s) => s.userId === me.id).map((s) => s.id));
    const canteenIds = new Set((await db.select().from(schema.restaurants)).map((r) => r.id)); // the demo school's two canteens: canteen and buyer see both
    const isSupplier = who === 'supplier' || who === 'grain';
    const isKeeper = who === 'admin' || who === 'buyer';

    const prices = await db.select().from(schema.agreementPrices);
    const seenPrices = (await call(who, 'GET', '/catalogue/prices')).result.records;
    expect(ids(seenPrices)).toEqual(ids(prices.filter((p) => (isSupplier ? mine.has(p.supplierId) : canteenIds.has(p.restaurantId))).slice(0, 500)));

    const links = await db.select().from(schema.supplierProducts);
    const seenLinks = (await call(who, 'GET', '/catalogue/supplier-products')).result.records;
    expect(ids(seenLinks)).toEqual(ids(links.filter((l) => (isSupplier ? mine.has(l.supplierId) : who !== 'canteen'))));

    const fills = await db.select().from(schema.schoolFills);
    const seenFills = (await call(who, 'GET', '/catalogue/school-fills')).result.records;
    expect(ids(seenFills)).toEqual(ids(fills.filter(() => !isSupplier)));

    const products = (await call(who, 'GET', '/catalogue/base-products')).result;
    expect(products.total).toBe((await db.select().from(schema.baseProducts)).length);
    expect((await call(who, 'GET', '/catalogue/products')).success).toBe(true);
    expect((await call(who, 'GET', '/catalogue/expiration-configs')).success).toBe(true);
    expect((await call(who, 'GET', `/catalogue/base-products/${products.records[0].id}`)).success).toBe(true);
    for (const path of ['/catalogue/market-prices', '/catalogue/price-releases', '/catalogue/market-prices/export', '/catalogue/price-releases/export']) {
      const answer = await server.call('GET', path, { token: tokens[who] });
      expect(answer.status, path).toBe(isKeeper ? 200 : 403);
    }
    for (const path of ['/catalogue/prices/export', '/catalogue/supplier-products/export', '/catalogue/school-fills/export', '/catalogue/products/export', '/catalogue/expiration-configs/export']) {
      expect((await server.call('GET', path, { token: tokens[who] })).response.headers['content-type'], path).toContain('spreadsheetml');
    }
  });

  it('is refused every action the rules do not give it', async () => {
    const db = server.database.db;
    const keeper = who === 'admin' || who === 'buyer';
    // keepers send a stale version (refused 409, nothing changes); the others the right one (refused for role or scope)
    const versionFor = (version: number) => (keeper ? version + 100 : version);
    const pendingLink = (await db.select().from(schema.supplierProducts)).find((l) => l.auditStatus === 'pending')!;
    const linkAnswer = await call(who, 'POST', `/catalogue/supplier-products/${pendingLink.id}/approve`, { version: versionFor(pendingLink.version) });
    // the pending link is grain's: grain reaches it but may not approve; the other supplier and canteens do not see it
    if (keeper) expect(linkAnswer.status).toBe(409);
    else if (who === 'grain') expect(linkAnswer.message).toMatch(/may not "approve"/);
    else expect(linkAnswer.message).toMatch(/No such supplier product/);

    const fill = (await db.select().from(schema.schoolFills)).find((f) => f.status === 'pending')!;
    const fillAnswer = await call(who, 'POST', `/catalogue/school-fills/${fill.id}/approve`, { version: versionFor(fill.version), code: 'Z0001' });
    if (who === 'canteen') expect(fillAnswer.message).toMatch(/may not "approve"/);
    else if (who === 'supplier' || who === 'grain') expect(fillAnswer.message).toMatch(/No such product request/);
    else expect(fillAnswer.status).toBe(409);

    const release = (await db.select().from(schema.priceReleases)).find((r) => r.name === '下周粮油价格')!;
    const releaseAnswer = await call(who, 'POST', `/catalogue/price-releases/${release.id}/publish`, { version: versionFor(release.version) });
    expect(releaseAnswer.status).toBe(keeper ? 409 : 403);
    const held = (await db.select().from(schema.agreementPrices)).find((p) => p.status === 'held')!;
    const holdAnswer = await call(who, 'POST', `/catalogue/prices/${held.id}/hold`, { version: versionFor(held.version), releaseId: release.id });
    // held already: keepers see the conflict; grain (its price) may not hold; fresh and canteens... canteens see their canteen's prices
    if (keeper) expect(holdAnswer.status).toBe(409);
    else if (who === 'supplier') expect(holdAnswer.message).toMatch(/No such agreement price/);
    else expect(holdAnswer.message).toMatch(/not possible|may not "hold"/);

    const product = (await db.select().from(schema.baseProducts))[0]!;
    const editAnswer = await call(who, 'POST', `/catalogue/base-products/${product.id}/enabled`, { version: product.version + 100, enabled: true });
    expect(editAnswer.status).toBe(keeper ? 409 : 403);

    const proposal = await call(who, 'POST', '/catalogue/prices', { baseProductId: product.id, restaurantIds: ['x'], price: '1.00', effectiveFrom: '2030-01-01' });
    if (who === 'supplier' || who === 'grain') expect(proposal.message).not.toMatch(/may not/);
    else expect(proposal.message).toMatch(/may not "propose"/);

    const created = await call(who, 'POST', '/catalogue/school-fills', { restaurantId: 'x', name: 'x', unit: 'x' });
    expect(created.message).toMatch(who === 'canteen' ? /No such canteen/ : /may not "fill"/);
  });
});
