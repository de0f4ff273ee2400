/**
 * The supplier directory (issue 19): approved suppliers with categories, region, rating and contract state;
 * filters, sorts, paging, the export, the detail; refusals (a supplier 403, bad filters); the rating follows
 * each evaluation; and every demo role over every call. The demo's ratings mix canteens' evaluations with the
 * scores of the seeded deliveries (made on days relative to today), so the expected figures are added up here
 * from both tables rather than written down.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, serviceContracts, supplierDeliveryScores, supplierEvaluations, supplierProfiles, suppliers } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const PATH = '/supplier/directory';
const FRESH = '鲜丰食材有限公司';
const GRAIN = '禾丰粮油有限公司';
const UNBOUND = '绿源蔬菜合作社';

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'canteen', 'supplier', 'grain']) tokens[name] = await server.login(name);
  const db = server.database.db;
  for (const s of await db.select().from(suppliers)) ids[s.name] = s.id;
  for (const c of await db.select().from(categories)) ids[c.code] = c.id;
});
afterAll(() => server.close());

/** Every score row of a supplier: its evaluations and its delivery scores, one vote each. */
async function votes(name: string) {
  const db = server.database.db;
  const pick = { period: supplierEvaluations.period, quality: supplierEvaluations.quality, delivery: supplierEvaluations.delivery, service: supplierEvaluations.service };
  return [
    ...(await db.select(pick).from(supplierEvaluations).where(eq(supplierEvaluations.supplierId, ids[name]!))),
    ...(await db.select({ period: supplierDeliveryScores.period, quality: supplierDeliveryScores.quality, delivery: supplierDeliveryScores.delivery, service: supplierDeliveryScores.service }).from(supplierDeliveryScores).where(eq(supplierDeliveryScores.supplierId, ids[name]!))),
  ];
}
const mean = (sum: number, n: number) => Math.round((sum / n) * 100) / 100;
const ratingOf = (rows: Awaited<ReturnType<typeof votes>>) => {
  const sum = (key: 'quality' | 'delivery' | 'service') => rows.reduce((s, r) => s + r[key], 0);
  return { count: rows.length, quality: mean(sum('quality'), rows.length), delivery: mean(sum('delivery'), rows.length), service: mean(sum('service'), rows.length), overall: mean(sum('quality') + sum('delivery') + sum('service'), 3 * rows.length) };
};
/** The rated demo suppliers by expected overall, highest first. */
async function byRating(): Promise<string[]> {
  const rated = await Promise.all([FRESH, GRAIN].map(async (name) => ({ name, overall: ratingOf(await votes(name)).overall })));
  return rated.sort((a, b) => b.overall - a.overall).map((r) => r.name);
}

const names = (page: { records: Array<{ name: string }> }) => page.records.map((r) => r.name);

describe('the directory', () => {
  it('lists approved suppliers by rating, unrated last, with categories, region and contract state', async () => {
    const page = await api.ok(tokens.buyer, 'GET', PATH);
    expect(page.total).toBe(3);
    // seeded: 5 evaluations of 鲜丰 and 3 of 禾丰 besides their deliveries' scores; 绿源 none
    expect(names(page)).toEqual([...(await byRating()), UNBOUND]);
    const record = (name: string) => page.records.find((r: { name: string }) => r.name === name);
    const [fresh, grain, unbound] = [record(FRESH), record(GRAIN), record(UNBOUND)];
    expect(fresh.rating).toEqual(ratingOf(await votes(FRESH)));
    expect(fresh.rating.count).toBeGreaterThan(5);
    expect(grain.rating).toEqual(ratingOf(await votes(GRAIN)));
    expect(unbound.rating).toEqual({ overall: null, quality: null, delivery: null, service: null, count: 0 });
    expect(grain).toMatchObject({ contractState: 'effective', regionName: '浙江省 杭州市 余杭区' });
    expect(grain.contractEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(fresh).toMatchObject({ contractState: 'none', contractEnd: null, regionName: '浙江省 杭州市 西湖区' });
    expect(grain.categories.map((c: { name: string }) => c.name)).toContain('粮油');
    expect(fresh.categories.map((c: { name: string }) => c.name)).not.toContain('粮油');
  });

  it('filters by name, category (any level), region (any level) and minimum rating; sorts by name; pages', async () => {
    expect(names(await api.ok(tokens.canteen, 'GET', PATH, undefined, { name: '禾丰' }))).toEqual([GRAIN]);
    expect(names(await api.ok(tokens.canteen, 'GET', PATH, undefined, { categoryId: ids.C04 }))).toEqual([GRAIN]);
    expect(names(await api.ok(tokens.canteen, 'GET', PATH, undefined, { categoryId: ids.C04001 }))).toEqual([GRAIN]);
    const rated = await byRating();
    expect(names(await api.ok(tokens.canteen, 'GET', PATH, undefined, { regionId: '33' }))).toEqual(rated);
    expect(names(await api.ok(tokens.canteen, 'GET', PATH, undefined, { regionId: '330106' }))).toEqual([FRESH]);
    const top = ratingOf(await votes(rated[0]!)).overall;
    expect(names(await api.ok(tokens.canteen, 'GET', PATH, undefined, { minRating: String(top) }))).toEqual([rated[0]]);
    expect(names(await api.ok(tokens.canteen, 'GET', PATH, undefined, { column: 'rating', order: 'asc' }))).toEqual([...rated].reverse().concat(UNBOUND));
    const byName = await api.ok(tokens.admin, 'GET', PATH, undefined, { column: 'name', order: 'asc', pageSize: '2' });
    expect(byName.total).toBe(3);
    expect(byName.records).toHaveLength(2);
    const second = await api.ok(tokens.admin, 'GET', PATH, undefined, { column: 'name', order: 'asc', pageSize: '2', pageNo: '2' });
    expect([...names(byName), ...names(second)].sort()).toEqual([FRESH, GRAIN, UNBOUND].sort());
  });

  it('refuses bad filters with clear errors', async () => {
    const bad = async (query: Record<string, string>, status: number, message: RegExp) => {
      const response = await server.call('GET', PATH, { token: tokens.admin, query, headers: { 'accept-language': 'en' } });
      expect(response.status).toBe(status);
      expect(response.body.message).toMatch(message);
    };
    await bad({ minRating: '6' }, 400, /minRating/);
    await bad({ regionId: 'x; drop' }, 400, /regionId/);
    await bad({ column: 'password' }, 200, /password/);
    await bad({ categoryId: 'nothing' }, 200, /No such category nothing/);
  });

  it('leaves out suppliers not approved or suspended', async () => {
    const db = server.database.db;
    await db.update(supplierProfiles).set({ auditStatus: 'pending' }).where(eq(supplierProfiles.supplierId, ids[GRAIN]!));
    expect(names(await api.ok(tokens.admin, 'GET', PATH))).toEqual([FRESH, UNBOUND]);
    await api.refused(tokens.admin, 'GET', `${PATH}/${ids[GRAIN]}`, undefined, 200, /No such supplier/);
    await db.update(supplierProfiles).set({ auditStatus: 'approved', suspendedAt: new Date() }).where(eq(supplierProfiles.supplierId, ids[GRAIN]!));
    expect(names(await api.ok(tokens.admin, 'GET', PATH))).toEqual([FRESH, UNBOUND]);
    await db.update(supplierProfiles).set({ suspendedAt: null }).where(eq(supplierProfiles.supplierId, ids[GRAIN]!));
    expect(names(await api.ok(tokens.admin, 'GET', PATH))).toEqual([...(await byRating()), UNBOUND]);
  });

  it('shows a contract ending within the renewal window as expiring, an ended one as none', async () => {
    const db = server.database.db;
    const [contract] = await db.select().from(serviceContracts).where(eq(serviceContracts.supplierId, ids[GRAIN]!));
    const end = contract!.endDate;
    const soon = new Date(Date.now() + 8 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);
    await db.update(serviceContracts).set({ endDate: soon }).where(eq(serviceContracts.id, contract!.id));
    expect((await api.ok(tokens.admin, 'GET', `${PATH}/${ids[GRAIN]}`))).toMatchObject({ contractState: 'expiring', contractEnd: soon });
    // a renewal already in effect from the day after carries the cover on: not expiring, ending with the renewal
    const next = new Date(Date.parse(soon) + 86_400_000).toISOString().slice(0, 10);
    const nextEnd = new Date(Date.parse(soon) + 365 * 86_400_000).toISOString().slice(0, 10);
    const [renewal] = await db.insert(serviceContracts).values({ supplierId: ids[GRAIN]!, status: 12, beginDate: next, endDate: nextEnd, previousId: contract!.id }).returning();
    expect((await api.ok(tokens.admin, 'GET', `${PATH}/${ids[GRAIN]}`))).toMatchObject({ contractState: 'effective', contractEnd: nextEnd });
    await db.delete(serviceContracts).where(eq(serviceContracts.id, renewal!.id));
    await db.update(serviceContracts).set({ endDate: '2020-01-01' }).where(eq(serviceContracts.id, contract!.id));
    expect((await api.ok(tokens.admin, 'GET', `${PATH}/${ids[GRAIN]}`))).toMatchObject({ contractState: 'none', contractEnd: null });
    await db.update(serviceContracts).set({ endDate: end }).where(eq(serviceContracts.id, contract!.id));
  });

  it('the detail has contacts, categories with product counts and the rating by month', async () => {
    const detail = await api.ok(tokens.canteen, 'GET', `${PATH}/${ids[FRESH]}`);
    expect(detail).toMatchObject({ name: FRESH, contact: '李经理', phone: '13800000003', address: '文三路 88 号' });
    expect(detail.productCategories.length).toBeGreaterThan(0);
    expect(detail.productCategories.every((c: { products: number }) => c.products > 0)).toBe(true);
    // evaluations and delivery scores added up per month, oldest first
    const rows = await votes(FRESH);
    const periods = [...new Set(rows.map((r) => r.period))].sort().slice(-12);
    expect(detail.months).toEqual(periods.map((period) => ({ period, ...ratingOf(rows.filter((r) => r.period === period)) })));
    expect(periods.length).toBeGreaterThanOrEqual(3);
  });

  it('a new evaluation moves the rating and the order at once', async () => {
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const [canteen] = (await api.ok(tokens.canteen, 'GET', '/supplier/evaluations', undefined, { supplierId: ids[FRESH]! })).records;
    await api.ok(tokens.canteen, 'POST', '/supplier/evaluations', { supplierId: ids[UNBOUND], restaurantId: canteen.restaurantId, period: month, quality: 5, delivery: 5, service: 5 });
    const page = await api.ok(tokens.buyer, 'GET', PATH);
    const rated = await byRating();
    expect(names(page)).toEqual([UNBOUND, ...rated]);
    expect(page.records[0].rating).toMatchObject({ overall: 5, count: 1 });
    const made = (await api.ok(tokens.canteen, 'GET', '/supplier/evaluations', undefined, { supplierId: ids[UNBOUND]! })).records[0];
    await api.ok(tokens.canteen, 'PUT', `/supplier/evaluations/${made.id}`, { version: 1, quality: 1, delivery: 1, service: 1 });
    expect(names(await api.ok(tokens.buyer, 'GET', PATH))).toEqual([...rated, UNBOUND]);
    expect((await api.ok(tokens.buyer, 'GET', PATH, undefined, { name: '绿源' })).records[0].rating.overall).toBe(1);
  });

  it('exports the same rows as Excel', async () => {
    const file = await server.call('GET', `${PATH}/export`, { token: tokens.buyer, query: { regionId: '33', column: 'name', order: 'asc' }, headers: { 'accept-language': 'en' } });
    expect(file.response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readWorkbook(file.response.rawPayload);
    expect(rows.map((r) => r.Supplier).sort()).toEqual([FRESH, GRAIN].sort());
    expect(rows.find((r) => r.Supplier === GRAIN)).toMatchObject({ Contract: 'Effective', Region: '浙江省 杭州市 余杭区' });
  });
});

describe('every demo role over every call', () => {
  it.each(['admin', 'buyer', 'canteen'])('%s reads the list, the export and a detail', async (user) => {
    expect((await api.ok(tokens[user]!, 'GET', PATH)).total).toBe(3);
    expect((await api.ok(tokens[user]!, 'GET', `${PATH}/${ids[GRAIN]}`)).name).toBe(GRAIN);
    const file = await server.call('GET', `${PATH}/export`, { token: tokens[user] });
    expect(file.status).toBe(200);
    expect((await readWorkbook(file.response.rawPayload)).length).toBe(3);
  });

  it.each(['supplier', 'grain'])('%s is refused (403) everywhere, its own record included', async (user) => {
    const own = user === 'grain' ? ids[GRAIN] : ids[FRESH];
    for (const path of [PATH, `${PATH}/export`, `${PATH}/${own}`]) {
      const response = await server.call('GET', path, { token: tokens[user], headers: { 'accept-language': 'en' } });
      expect(response.status, path).toBe(403);
      expect(response.body.message).toMatch(/for procurement, canteens and the platform/);
    }
  });

  it('refuses a caller without a session', async () => {
    expect((await server.call('GET', PATH)).status).toBe(401);
  });
});
