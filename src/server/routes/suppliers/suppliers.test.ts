/**
 * Supplier management over the API: the audit of a registration (every move and refusal), qualifications
 * and the daily check with a moved clock (reminder, suspension, lift), white lists and their effect on
 * ordering's allotment and acceptance, and the Excel exports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay, ordering } from '../../../../tests/server/ordering.ts';
import { announcements, agreementPrices, orderLines, restaurants, supplierEvents, supplierProfiles, suppliers, users } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { checkQualifications, QUALIFICATION_CHECK } from '../../jobs/qualifications.ts';
import { rowsOf } from '../../jobs/sql.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let farmId = '';
let freshId = '';
let grainId = '';
let canteenA = '';

const PASSWORD = 'Farm#2026x';

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const db = server.database.db;
  const all = await db.select().from(suppliers);
  freshId = all.find((s) => s.name === '鲜丰食材有限公司')!.id;
  grainId = all.find((s) => s.name === '禾丰粮油有限公司')!.id;
  canteenA = (await db.select().from(restaurants).where(eq(restaurants.name, '一食堂')))[0]!.id;
  // a supplier registers through the public sign-up
  const phone = '13700000901';
  await server.call('POST', '/sys/sms', { body: { phone, smsmode: '0' } });
  const code = /\d{6}/.exec(server.sms.outbox.filter((m) => m.phone === phone).at(-1)!.text)![0];
  const { body } = await server.call('POST', '/supplier/register', { body: { companyName: '青禾农场有限公司', contact: '钱经理', phone, smscode: code, username: 'farm', password: PASSWORD } });
  expect(body.success).toBe(true);
  farmId = body.result.supplierId;
  tokens.farm = await server.login('farm', PASSWORD);
});
afterAll(() => server.close());

const version = async (id: string) => (await server.database.db.select().from(supplierProfiles).where(eq(supplierProfiles.supplierId, id)))[0]!.version;

describe('the audit of a registration', () => {
  it('starts pending: the supplier signs in but is not active', async () => {
    const [supplier] = await server.database.db.select().from(suppliers).where(eq(suppliers.id, farmId));
    expect(supplier!.status).toBe(0);
    const mine = await api.ok(tokens.farm!, 'GET', `/supplier/registrations/${farmId}`);
    expect(mine).toMatchObject({ name: '青禾农场有限公司', auditStatus: 'pending', actions: [] });
    const admin = await api.ok(tokens.admin!, 'GET', '/supplier/registrations', undefined, { auditStatus: 'pending' });
    expect(admin.records.map((r: any) => r.id)).toEqual([farmId]);
    expect(admin.records[0].actions).toEqual(['approve', 'reject']);
    const buyer = await api.ok(tokens.buyer!, 'GET', '/supplier/registrations', undefined, { auditStatus: 'pending' });
    expect(buyer.records[0].actions).toEqual([]);
  });

  it('refuses a rejection without reason, the wrong actor, a stale version and a wrong state', async () => {
    await api.refused(tokens.admin!, 'POST', `/supplier/registrations/${farmId}/reject`, { version: 1, reason: '  ' }, 200, /reason for the rejection/);
    await api.refused(tokens.buyer!, 'POST', `/supplier/registrations/${farmId}/approve`, { version: 1 }, 403, /may not "approve"/);
    await api.refused(tokens.farm!, 'POST', `/supplier/registrations/${farmId}/approve`, { version: 1 }, 403, /may not "approve"/);
    await api.refused(tokens.grain!, 'POST', `/supplier/registrations/${farmId}/resubmit`, { version: 1 }, 200, /No such supplier/);
    await api.refused(tokens.canteen!, 'POST', `/supplier/registrations/${farmId}/approve`, { version: 1 }, 403, /may not "list"/);
    await api.refused(tokens.admin!, 'POST', `/supplier/registrations/${farmId}/approve`, { version: 7 }, 409, /changed this meanwhile/);
    await api.refused(tokens.farm!, 'POST', `/supplier/registrations/${farmId}/resubmit`, { version: 1 }, 200, /is not possible/);
    expect(await version(farmId)).toBe(1);
  });

  it('rejects with a reason, takes the resubmission and approves: the supplier becomes active; the trail has every move', async () => {
    const rejected = await api.ok(tokens.admin!, 'POST', `/supplier/registrations/${farmId}/reject`, { version: 1, reason: '营业执照不清晰' });
    expect(rejected).toMatchObject({ auditStatus: 'rejected', rejectReason: '营业执照不清晰', version: 2 });
    await api.refused(tokens.admin!, 'POST', `/supplier/registrations/${farmId}/approve`, { version: 2 }, 200, /is not possible/);
    const again = await api.ok(tokens.farm!, 'POST', `/supplier/registrations/${farmId}/resubmit`, { version: 2 });
    expect(again).toMatchObject({ auditStatus: 'pending', version: 3 });
    const approved = await api.ok(tokens.admin!, 'POST', `/supplier/registrations/${farmId}/approve`, { version: 3 });
    expect(approved).toMatchObject({ auditStatus: 'approved', rejectReason: null, actions: [] });
    const [supplier] = await server.database.db.select().from(suppliers).where(eq(suppliers.id, farmId));
    expect(supplier!.status).toBe(1);
    const detail = await api.ok(tokens.admin!, 'GET', `/supplier/registrations/${farmId}`);
    expect(detail.events.map((e: any) => [e.action, e.fromStatus, e.toStatus, e.actorName])).toEqual([
      ['reject', 'pending', 'rejected', 'admin'],
      ['resubmit', 'rejected', 'pending', 'farm'],
      ['approve', 'pending', 'approved', 'admin'],
    ]);
  });

  it('exports the filtered list as Excel, in the caller\'s language', async () => {
    const response = await server.call('GET', '/supplier/registrations/export', { token: tokens.admin, query: { name: '青禾' }, headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    const rows = await readWorkbook(response.response.rawPayload);
    expect(rows).toEqual([expect.objectContaining({ Company: '青禾农场有限公司', 'Audit status': 'Approved' })]);
  });

  it('refuses an unknown sort column', async () => {
    await api.refused(tokens.admin!, 'GET', '/supplier/registrations?column=password', undefined, 200, /Sorting by password/);
  });
});

describe('qualifications and the daily check', () => {
  let qualificationId = '';

  it('refuses a type outside the dictionary, an empty number, a file not uploaded by the caller, and the wrong actors', async () => {
    const base = { qualType: 'food_business', number: 'JY1', expiryDate: chinaDay(10) };
    await api.refused(tokens.farm!, 'POST', '/supplier/qualifications', { ...base, qualType: 'magic' }, 200, /"magic" is not in the qualification type dictionary/);
    await api.refused(tokens.farm!, 'POST', '/supplier/qualifications', { ...base, number: ' ' }, 200, /licence number/);
    await api.refused(tokens.farm!, 'POST', '/supplier/qualifications', { ...base, filePath: 'nope/x.pdf' }, 200, /No such uploaded file/);
    await api.refused(tokens.buyer!, 'POST', '/supplier/qualifications', base, 403, /may not "save"/);
    await api.refused(tokens.canteen!, 'POST', '/supplier/qualifications', base, 403, /may not "save"/);
    await api.refused(tokens.admin!, 'POST', '/supplier/qualifications', base, 200, /choose the supplier/);
    await api.refused(tokens.farm!, 'POST', '/supplier/qualifications', { ...base, supplierId: grainId }, 200, /No such supplier/);
    const bad = await server.call('POST', '/supplier/qualifications', { token: tokens.farm, body: { ...base, expiryDate: '2026-13-01x' } });
    expect(bad.status).toBe(400);
  });

  it('a supplier adds its own, expiring in 10 days; others see it by scope', async () => {
    const created = await api.ok(tokens.farm!, 'POST', '/supplier/qualifications', { qualType: 'food_business', number: 'JY9001', expiryDate: chinaDay(10) });
    qualificationId = created.id;
    expect(created).toMatchObject({ supplierId: farmId, state: 'expiring', version: 1, editable: true });
    const own = await api.ok(tokens.farm!, 'GET', '/supplier/qualifications');
    expect(own.records.map((q: any) => q.id)).toEqual([qualificationId]);
    const buyer = await api.ok(tokens.buyer!, 'GET', '/supplier/qualifications', undefined, { supplierId: farmId });
    expect(buyer.records[0]).toMatchObject({ id: qualificationId, editable: false });
    const expiring = await api.ok(tokens.admin!, 'GET', '/supplier/qualifications', undefined, { state: 'expiring' });
    expect(expiring.records.map((q: any) => q.id)).toContain(qualificationId);
    await api.refused(tokens.grain!, 'POST', `/supplier/qualifications/${qualificationId}`, { qualType: 'food_business', number: 'X', expiryDate: chinaDay(99), version: 1 }, 200, /No such qualification/);
    await api.refused(tokens.farm!, 'POST', `/supplier/qualifications/${qualificationId}`, { qualType: 'food_business', number: 'X', expiryDate: chinaDay(99), version: 5 }, 409, /changed this meanwhile/);
    await api.refused(tokens.canteen!, 'GET', '/supplier/qualifications', undefined, 403, /may not "list"/);
  });

  it('is scheduled daily', async () => {
    const [schedule] = await rowsOf<{ cron: string }>(server.database.db, sql`SELECT cron FROM pgboss.schedule WHERE name = ${QUALIFICATION_CHECK}`);
    expect(schedule).toEqual({ cron: '17 1 * * *' });
  });

  it('reminds the supplier once per expiry date, as an unread in-app notice', async () => {
    const db = server.database.db;
    const summary = await checkQualifications(db);
    expect(summary.reminded).toBeGreaterThanOrEqual(1);
    const bell = await api.ok(tokens.farm!, 'GET', '/sys/annountCement/listByUser');
    expect(bell.sysMsgList.map((n: any) => n.titile).filter((t: string) => t.startsWith('资质'))).toEqual(['资质即将到期：食品经营许可证 JY9001']);
    expect((await checkQualifications(db)).reminded).toBe(0);
    // other suppliers do not get it
    const grainBell = await api.ok(tokens.grain!, 'GET', '/sys/annountCement/listByUser');
    expect(grainBell.sysMsgList.map((n: any) => n.titile)).not.toContain('资质即将到期：食品经营许可证 JY9001');
    // the platform runs the check on demand; nobody else may
    await api.refused(tokens.buyer!, 'POST', '/supplier/qualification-check', undefined, 403, /may not "check"/);
    expect(await api.ok(tokens.admin!, 'POST', '/supplier/qualification-check')).toEqual({ reminded: 0, suspended: 0, lifted: 0 });
  });

  it('suspends at expiry (the clock moved 11 days on): no allotment, no acceptance; a renewed licence lifts it', async () => {
    const db = server.database.db;
    // 鲜丰 holds the demo prices: its licence expires tomorrow, and the check runs 11 days from now
    const fresh = await api.ok(tokens.supplier!, 'POST', '/supplier/qualifications', { qualType: 'health_certificate', number: 'HC-1', expiryDate: chinaDay(1) });
    const later = new Date(Date.now() + 11 * 86_400_000);
    const summary = await checkQualifications(db, later);
    expect(summary.suspended).toBe(2); // 鲜丰 and farm (its licence too has expired by then)
    const [profile] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.supplierId, freshId));
    expect(profile!.suspendedAt).not.toBeNull();
    const notices = await db.select().from(announcements).where(eq(announcements.titile, '资质已过期，已暂停接单'));
    expect(notices.length).toBe(2);

    // a line awaiting 鲜丰 cannot be accepted; a new order does not go to it
    const [waiting] = await db.select().from(orderLines).where(and(eq(orderLines.supplierId, freshId), eq(orderLines.status, 'awaiting_supplier')));
    await api.refused(tokens.supplier!, 'POST', `/order/lines/${waiting!.id}/accept`, { version: waiting!.version }, 200, /not approved, is suspended or is not on this canteen/);
    const [price] = await db.select().from(agreementPrices).where(and(eq(agreementPrices.supplierId, freshId), eq(agreementPrices.restaurantId, canteenA), eq(agreementPrices.status, 'approved')));
    const place = await server.call('POST', '/order/orders', {
      token: tokens.canteen,
      body: { restaurantId: canteenA, arrivalDate: chinaDay(3), slot: 'lunch', lines: [{ baseProductId: price!.baseProductId, quantity: '5' }] },
    });
    const allottedTo = place.body.success ? place.body.result.lines[0].supplierId : null;
    expect(allottedTo).not.toBe(freshId);

    // renewed: saving lifts the suspension at once
    await api.ok(tokens.supplier!, 'POST', `/supplier/qualifications/${fresh.id}`, { qualType: 'health_certificate', number: 'HC-2', expiryDate: chinaDay(400), version: 1 });
    const [after] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.supplierId, freshId));
    expect(after!.suspendedAt).toBeNull();
    const trail = await db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, freshId));
    expect(trail.map((e) => [e.action, e.actorName])).toEqual(expect.arrayContaining([['suspend', QUALIFICATION_CHECK], ['lift', 'supplier']]));
    // the job lifts farm's once its licence is renewed and the check runs again
    await api.ok(tokens.farm!, 'POST', `/supplier/qualifications/${qualificationId}`, { qualType: 'food_business', number: 'JY9002', expiryDate: chinaDay(400), version: 1 });
    expect((await db.select().from(supplierProfiles).where(eq(supplierProfiles.supplierId, farmId)))[0]!.suspendedAt).toBeNull();
  });

  it('deletes with the version read', async () => {
    const extra = await api.ok(tokens.farm!, 'POST', '/supplier/qualifications', { qualType: 'other', number: 'O-1', expiryDate: chinaDay(500) });
    await api.refused(tokens.farm!, 'POST', `/supplier/qualifications/${extra.id}/delete`, { version: 2 }, 409, /changed this meanwhile/);
    await api.ok(tokens.farm!, 'POST', `/supplier/qualifications/${extra.id}/delete`, { version: 1 });
    await api.refused(tokens.farm!, 'POST', `/supplier/qualifications/${extra.id}/delete`, { version: 2 }, 200, /No such qualification/);
  });
});

describe('white lists', () => {
  it('refuses canteen staff, suppliers, duplicates and unapproved suppliers', async () => {
    await api.refused(tokens.canteen!, 'POST', '/supplier/white-list', { restaurantId: canteenA, supplierId: grainId }, 403, /may not "whiteList"/);
    await api.refused(tokens.grain!, 'POST', '/supplier/white-list', { restaurantId: canteenA, supplierId: grainId }, 403, /may not "whiteList"/);
    await api.refused(tokens.buyer!, 'POST', '/supplier/white-list', { restaurantId: 'nowhere', supplierId: grainId }, 200, /No such canteen/);
    const db = server.database.db;
    await db.update(supplierProfiles).set({ auditStatus: 'pending' }).where(eq(supplierProfiles.supplierId, farmId));
    await api.refused(tokens.buyer!, 'POST', '/supplier/white-list', { restaurantId: canteenA, supplierId: farmId }, 200, /Only approved suppliers/);
    await db.update(supplierProfiles).set({ auditStatus: 'approved' }).where(eq(supplierProfiles.supplierId, farmId));
  });

  it('a listed canteen admits only its suppliers in allotment; removing the last entry admits everyone again', async () => {
    const db = server.database.db;
    const entry = await api.ok(tokens.buyer!, 'POST', '/supplier/white-list', { restaurantId: canteenA, supplierId: grainId });
    expect(entry).toMatchObject({ restaurantName: '一食堂', supplierName: '禾丰粮油有限公司', createBy: 'buyer' });
    await api.refused(tokens.buyer!, 'POST', '/supplier/white-list', { restaurantId: canteenA, supplierId: grainId }, 200, /already on this canteen/);
    expect((await api.ok(tokens.grain!, 'GET', '/supplier/white-list')).total).toBe(1);
    expect((await api.ok(tokens.supplier!, 'GET', '/supplier/white-list')).total).toBe(0);
    expect((await api.ok(tokens.canteen!, 'GET', '/supplier/white-list')).total).toBe(1);

    // 鲜丰 is not on 一食堂's list: a line awaiting it cannot be accepted, nor allotted to it by hand
    const [waiting] = await db.select().from(orderLines).where(and(eq(orderLines.supplierId, freshId), eq(orderLines.status, 'awaiting_supplier'), eq(orderLines.restaurantId, canteenA)));
    await api.refused(tokens.supplier!, 'POST', `/order/lines/${waiting!.id}/accept`, { version: waiting!.version }, 200, /not on this canteen's white list/);
    const candidates = await api.ok(tokens.canteen!, 'GET', `/order/lines/${waiting!.id}/candidates`);
    expect(candidates.map((c: any) => c.supplierId)).not.toContain(freshId);

    await api.refused(tokens.canteen!, 'POST', '/supplier/white-list/remove', { restaurantId: canteenA, supplierId: grainId }, 403, /may not "whiteList"/);
    await api.ok(tokens.buyer!, 'POST', '/supplier/white-list/remove', { restaurantId: canteenA, supplierId: grainId });
    await api.refused(tokens.buyer!, 'POST', '/supplier/white-list/remove', { restaurantId: canteenA, supplierId: grainId }, 200, /No such white list entry/);
    const accepted = await api.ok(tokens.supplier!, 'POST', `/order/lines/${waiting!.id}/accept`, { version: waiting!.version });
    expect(accepted.status).toBe('preparing');
  });

  it('exports the list', async () => {
    await api.ok(tokens.admin!, 'POST', '/supplier/white-list', { restaurantId: canteenA, supplierId: farmId });
    const response = await server.call('GET', '/supplier/white-list/export', { token: tokens.admin });
    const rows = await readWorkbook(response.response.rawPayload);
    expect(rows).toEqual([expect.objectContaining({ 食堂: '一食堂', 供应商: '青禾农场有限公司', 添加人: 'admin' })]);
  });
});

describe('the scope sweep: every demo role over every list, detail and action', () => {
  const LISTS = ['/supplier/registrations', '/supplier/qualifications', '/supplier/white-list', '/supplier/info'];
  const EXPORTS = ['/supplier/registrations/export', '/supplier/qualifications/export', '/supplier/white-list/export', '/supplier/info/export'];

  it('lists hold what each role may read, and exports answer the same', async () => {
    const expected: Record<string, Record<string, number | 'refused'>> = {};
    const db = server.database.db;
    const [{ n: registered }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM supplier_profiles`);
    const [{ n: qualified }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM supplier_qualifications WHERE NOT deleted`);
    const own = async (username: string, table: string) => {
      const [user] = await db.select().from(users).where(eq(users.username, username));
      const [{ n }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} t JOIN suppliers s ON s.id = t.supplier_id WHERE s.user_id = ${user!.id} ${sql.raw(table === 'supplier_qualifications' ? 'AND NOT t.deleted' : '')}`);
      return n;
    };
    const [{ n: companies }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM suppliers WHERE NOT deleted`);
    expected.admin = { '/supplier/registrations': registered, '/supplier/qualifications': qualified, '/supplier/white-list': 1, '/supplier/info': companies };
    expected.buyer = { '/supplier/registrations': registered, '/supplier/qualifications': qualified, '/supplier/white-list': 1, '/supplier/info': companies };
    expected.canteen = { '/supplier/registrations': 'refused', '/supplier/qualifications': 'refused', '/supplier/white-list': 1, '/supplier/info': 'refused' };
    for (const name of ['supplier', 'grain', 'farm']) {
      expected[name] = {
        '/supplier/registrations': await own(name, 'supplier_profiles'),
        '/supplier/qualifications': await own(name, 'supplier_qualifications'),
        '/supplier/white-list': await own(name, 'supplier_white_list'),
        '/supplier/info': 1,
      };
    }
    expect(expected.farm).toEqual({ '/supplier/registrations': 1, '/supplier/qualifications': 1, '/supplier/white-list': 1, '/supplier/info': 1 });
    for (const [name, lists] of Object.entries(expected)) {
      for (const [index, path] of LISTS.entries()) {
        const { body } = await server.call('GET', path, { token: tokens[name] });
        if (lists[path] === 'refused') {
          expect(body.success, `${name} ${path}`).toBe(false);
          expect((await server.call('GET', EXPORTS[index]!, { token: tokens[name] })).status).toBe(403);
          continue;
        }
        expect(body.result.total, `${name} ${path}`).toBe(lists[path]);
        const exported = await server.call('GET', EXPORTS[index]!, { token: tokens[name] });
        expect((await readWorkbook(exported.response.rawPayload)).length, `${name} ${EXPORTS[index]}`).toBe(lists[path]);
      }
    }
  });

  it('details and actions outside the scope are not found or refused, and change nothing', async () => {
    const before = await server.database.db.select().from(supplierProfiles);
    for (const name of ['supplier', 'grain']) {
      await api.refused(tokens[name]!, 'GET', `/supplier/registrations/${farmId}`, undefined, 200, /No such supplier/);
      for (const action of ['approve', 'reject', 'resubmit']) {
        await api.refused(tokens[name]!, 'POST', `/supplier/registrations/${farmId}/${action}`, { version: 1, reason: 'x' }, 200, /No such supplier/);
      }
    }
    await api.refused(tokens.canteen!, 'GET', `/supplier/registrations/${farmId}`, undefined, 403, /may not "list"/);
    await api.refused(tokens.buyer!, 'POST', `/supplier/registrations/${grainId}/reject`, { version: 2, reason: 'x' }, 200, /"Approved"|已通过|is not possible/);
    expect(await server.database.db.select().from(supplierProfiles)).toEqual(before);
    const options = await api.ok(tokens.supplier!, 'GET', '/supplier/options');
    expect(options).toEqual([{ id: freshId, name: '鲜丰食材有限公司' }]);
    expect((await api.ok(tokens.buyer!, 'GET', '/supplier/options')).map((o: any) => o.id)).toEqual(expect.arrayContaining([freshId, grainId, farmId]));
  });
});

describe("the supplier's information", () => {
  const form = { name: '青禾农场有限公司', contact: '钱经理', phone: '13700000901', address: '东直门南大街 1 号', creditCode: '91110101ma0abcd12x', bankName: '农业银行', bankAccount: '6228 4800 1234 5678' };

  it('a supplier edits its own with the version read; the platform anyone\'s; procurement reads without the bank account', async () => {
    const own = await api.ok(tokens.farm!, 'GET', '/supplier/info');
    expect(own.records.map((r: any) => r.id)).toEqual([farmId]);
    const version = own.records[0].version;
    const saved = await api.ok(tokens.farm!, 'POST', `/supplier/info/${farmId}`, { ...form, version });
    expect(saved).toMatchObject({ creditCode: '91110101MA0ABCD12X', bankAccount: '6228480012345678', version: version + 1, editable: true });
    await api.refused(tokens.farm!, 'POST', `/supplier/info/${farmId}`, { ...form, version }, 409, /changed this meanwhile/);
    const buyer = await api.ok(tokens.buyer!, 'GET', '/supplier/info', undefined, { name: '青禾' });
    expect(buyer.records[0]).toMatchObject({ id: farmId, bankName: '农业银行', bankAccount: null, editable: false });
    // a supplier the platform entered itself gets its profile (version 1) on the first edit
    const fresh = (await api.ok(tokens.admin!, 'GET', '/supplier/info', undefined, { name: '绿源' })).records[0];
    expect(fresh.version).toBe(1);
    expect(await api.ok(tokens.admin!, 'POST', `/supplier/info/${fresh.id}`, { name: fresh.name, contact: '孙经理', phone: '13800000009', version: 1 })).toMatchObject({ contact: '孙经理', version: 2 });
  });

  it('refuses bad fields, a taken name, other suppliers, procurement and canteen staff', async () => {
    const version = (await api.ok(tokens.farm!, 'GET', '/supplier/info')).records[0].version;
    const path = `/supplier/info/${farmId}`;
    await api.refused(tokens.farm!, 'POST', path, { ...form, version, phone: '12345' }, 200, /Phone number format/);
    await api.refused(tokens.farm!, 'POST', path, { ...form, version, creditCode: 'ABC' }, 200, /credit code/);
    await api.refused(tokens.farm!, 'POST', path, { ...form, version, bankAccount: '12ab' }, 200, /bank account/);
    await api.refused(tokens.farm!, 'POST', path, { ...form, version, contact: ' ' }, 200, /contact person/);
    await api.refused(tokens.farm!, 'POST', path, { ...form, version, name: '鲜丰食材有限公司' }, 200, /already registered/);
    await api.refused(tokens.grain!, 'POST', path, { ...form, version }, 200, /No such supplier/);
    await api.refused(tokens.buyer!, 'POST', path, { ...form, version }, 403, /may not "save"/);
    await api.refused(tokens.canteen!, 'GET', '/supplier/info', undefined, 403, /may not "list"/);
    expect((await api.ok(tokens.farm!, 'GET', '/supplier/info')).records[0].version).toBe(version);
    const exported = await server.call('GET', '/supplier/info/export', { token: tokens.buyer, query: { name: '青禾' } });
    const rows = await readWorkbook(exported.response.rawPayload);
    expect(rows.map((row) => [row['公司名称'], row['开户银行'], row['银行账号'] ?? ''])).toEqual([['青禾农场有限公司', '农业银行', '']]);
  });
});
