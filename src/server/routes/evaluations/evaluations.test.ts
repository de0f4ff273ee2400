/**
 * Supplier evaluations (issue 19): procurement and canteen staff score a supplier for their canteen and a
 * month; refusals (role, scope, supplier, future month, the same month twice, stale version, bad scores);
 * the list, its filters and Excel export; and every demo role over every call.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, restaurants, suppliers, supplierEvaluations } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const lastMonth = (() => { const d = new Date(`${month}-01T00:00:00Z`); d.setUTCMonth(d.getUTCMonth() - 1); return d.toISOString().slice(0, 7); })();
const nextMonth = (() => { const d = new Date(`${month}-01T00:00:00Z`); d.setUTCMonth(d.getUTCMonth() + 1); return d.toISOString().slice(0, 7); })();

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'canteen', 'supplier', 'grain']) tokens[name] = await server.login(name);
  const third = await addSecondSchool(server, tokens);
  ids.third = third.id;
  const db = server.database.db;
  for (const r of await db.select().from(restaurants)) ids[r.name] = r.id;
  for (const s of await db.select().from(suppliers)) ids[s.name] = s.id;
});
afterAll(() => server.close());

const PATH = '/supplier/evaluations';
const scores = { quality: 5, delivery: 4, service: 3 };

describe('scoring a supplier', () => {
  let first: { id: string; version: number };

  it('canteen staff score a supplier for their canteen; the overall is the mean', async () => {
    const made = await api.ok(tokens.canteen, 'POST', PATH, { supplierId: ids['鲜丰食材有限公司'], restaurantId: ids['一食堂'], period: month, ...scores, comment: ' 准时 ' });
    expect(made).toMatchObject({ supplierName: '鲜丰食材有限公司', restaurantName: '一食堂', period: month, overall: 4, comment: '准时', version: 1, editable: true, createBy: 'canteen' });
    first = made;
    const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.target, made.id));
    expect(row.action).toBe('supplier_evaluation_add');
  });

  it('procurement scores for its institution; the same canteen, supplier and month only once', async () => {
    await api.refused(tokens.buyer, 'POST', PATH, { supplierId: ids['鲜丰食材有限公司'], restaurantId: ids['一食堂'], period: month, ...scores }, 200, new RegExp(`already evaluated the supplier for ${month}`));
    const made = await api.ok(tokens.buyer, 'POST', PATH, { supplierId: ids['禾丰粮油有限公司'], restaurantId: ids['二食堂'], period: lastMonth, quality: 2, delivery: 3, service: 3 });
    expect(made.overall).toBe(2.67);
  });

  it('refuses the platform and suppliers, a canteen outside the scope, an unknown supplier, a future month and bad scores', async () => {
    const body = { supplierId: ids['鲜丰食材有限公司'], restaurantId: ids['二食堂'], period: month, ...scores };
    await api.refused(tokens.admin, 'POST', PATH, body, 403, /Only procurement and canteen staff/);
    await api.refused(tokens.supplier, 'POST', PATH, body, 403, /Only procurement and canteen staff/);
    await api.refused(tokens.buyer, 'POST', PATH, { ...body, restaurantId: ids.third }, 200, /not within your scope/);
    await api.refused(tokens.canteen, 'POST', PATH, { ...body, supplierId: 'nobody' }, 200, /No approved supplier nobody/);
    await api.refused(tokens.canteen, 'POST', PATH, { ...body, period: nextMonth }, 200, new RegExp(`${nextMonth} has not begun`));
    await api.refused(tokens.canteen, 'POST', PATH, { ...body, quality: 6 }, 400, /quality/);
    await api.refused(tokens.canteen, 'POST', PATH, { ...body, service: 2.5 }, 400, /service/);
    await api.refused(tokens.canteen, 'POST', PATH, { ...body, period: '2026-13' }, 400, /period/);
  });

  it('edits name the version read; a stale one is refused, and only evaluators of the canteen edit', async () => {
    const edited = await api.ok(tokens.buyer, 'PUT', `${PATH}/${first.id}`, { version: 1, quality: 3, delivery: 3, service: 3, comment: null });
    expect(edited).toMatchObject({ version: 2, overall: 3, comment: null });
    await api.refused(tokens.canteen, 'PUT', `${PATH}/${first.id}`, { version: 1, ...scores }, 409, /now version 2/);
    await api.refused(tokens.admin, 'PUT', `${PATH}/${first.id}`, { version: 2, ...scores }, 403, /Only procurement and canteen staff/);
    await api.refused(tokens.supplier, 'PUT', `${PATH}/${first.id}`, { version: 2, ...scores }, 403, /Only procurement and canteen staff/);
    await api.refused(tokens.grain, 'PUT', `${PATH}/${first.id}`, { version: 2, ...scores }, 200, /No such evaluation/);
    const [row] = await server.database.db.select().from(supplierEvaluations).where(eq(supplierEvaluations.id, first.id));
    expect(row).toMatchObject({ version: 2, quality: 3 });
  });

  it('lists by supplier and month, and exports the same rows', async () => {
    // the demo seed scored both suppliers for months before last month
    const bySupplier = await api.ok(tokens.admin, 'GET', PATH, undefined, { supplierId: ids['禾丰粮油有限公司'], period: lastMonth });
    expect(bySupplier.records.map((r: { restaurantName: string }) => r.restaurantName)).toEqual(['二食堂']);
    const seeded = await api.ok(tokens.admin, 'GET', PATH, undefined, { supplierId: ids['禾丰粮油有限公司'] });
    expect(seeded.records.every((r: { supplierName: string }) => r.supplierName === '禾丰粮油有限公司')).toBe(true);
    expect(seeded.total).toBeGreaterThan(1);
    expect((await api.ok(tokens.admin, 'GET', PATH, undefined, { period: month })).total).toBe(1);
    const file = await server.call('GET', `${PATH}/export`, { token: tokens.admin, query: { period: lastMonth }, headers: { 'accept-language': 'en' } });
    const rows = await readWorkbook(file.response.rawPayload);
    expect(rows).toEqual([expect.objectContaining({ Month: lastMonth, Supplier: '禾丰粮油有限公司', Canteen: '二食堂', Quality: '2', Overall: '2.67' })]);
    await api.refused(tokens.admin, 'GET', `${PATH}?column=secret`, undefined, 200, /secret/);
  });
});

describe('every demo role over the evaluations', () => {
  it('lists hold exactly the scope: all, the institution, the canteens, the supplier itself', async () => {
    // one evaluation outside the demo school, by the other school's procurement
    await api.ok(tokens.outsider!, 'POST', PATH, { supplierId: ids['鲜丰食材有限公司'], restaurantId: ids.third, period: month, ...scores });
    const all = await server.database.db.select().from(supplierEvaluations);
    const demo = new Set([ids['一食堂'], ids['二食堂']]);
    const expected: Record<string, string[]> = {
      admin: all.map((r) => r.id),
      buyer: all.filter((r) => demo.has(r.restaurantId)).map((r) => r.id),
      canteen: all.filter((r) => demo.has(r.restaurantId)).map((r) => r.id),
      supplier: all.filter((r) => r.supplierId === ids['鲜丰食材有限公司']).map((r) => r.id),
      grain: all.filter((r) => r.supplierId === ids['禾丰粮油有限公司']).map((r) => r.id),
    };
    const outside = all.find((r) => r.restaurantId === ids.third)!;
    for (const [user, want] of Object.entries(expected)) {
      const got = (await api.ok(tokens[user], 'GET', PATH, undefined, { pageSize: '500' })).records.map((r: { id: string }) => r.id);
      expect(got.sort(), user).toEqual([...want].sort());
      const rows = await readWorkbook((await server.call('GET', `${PATH}/export`, { token: tokens[user] })).response.rawPayload);
      expect(rows, user).toHaveLength(want.length);
      if (user !== 'admin' && user !== 'supplier') {
        await api.refused(tokens[user], 'PUT', `${PATH}/${outside.id}`, { version: 1, ...scores }, 200, /No such evaluation/);
      }
    }
    expect(expected.buyer.length).toBeGreaterThan(0);
    // the demo seed's three and the one scored above
    expect(expected.grain.length).toBe(4);
    const [after] = await server.database.db.select().from(supplierEvaluations).where(eq(supplierEvaluations.id, outside.id));
    expect(after.version).toBe(1);
  });
});
