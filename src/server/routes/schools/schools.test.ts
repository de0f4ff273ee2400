/**
 * Schools and canteens through the API on the real database: create, edit (stale version refused), disable
 * and enable, validation refusals with catalogue messages, the acting departments and their members, the
 * audit rows, Excel exports with the list's filters, a disabled canteen refusing orders, a slot in use kept,
 * and a scope sweep of every route with every demo role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const departs = await server.database.db.select().from(departments);
  const byName = (name: string) => departs.find((d) => d.departName === name)!.id;
  ids = { procurement: byName('采购中心'), ops: byName('平台运营部'), canteen1Depart: byName('第一中学一食堂'), collegeDepart: byName('第一中学') };
});
afterAll(() => server.close());

const SLOTS = [{ code: 'lunch', name: '午餐', time: '09:00-10:00' }];
const canteenBody = (collegeId: string, extra: Record<string, unknown> = {}) => ({
  name: '三食堂', collegeId, regionId: '110108', address: '学府路1号 南区', contacts: [{ name: '周主管', phone: '13800000031' }], deliverySlots: SLOTS, departId: null, departIds: [], ...extra,
});
const collegeBody = (extra: Record<string, unknown> = {}) => ({ name: '第三中学', code: 'C003', regionId: '110108', address: '海淀路 3 号', contact: '吴校长', phone: '010-62220000', procurementDepartId: ids.procurement, ...extra });

describe('colleges', () => {
  let college: any;

  it('procurement creates a college for its own procurement department; the audit row is written with it', async () => {
    college = await api.ok(tokens.buyer!, 'POST', '/university/colleges', collegeBody());
    expect(college).toMatchObject({ name: '第三中学', code: 'C003', regionName: '海淀区', procurementDepartName: '采购中心', status: 1, version: 1, canteenCount: 0, manageable: true });
    const [row] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'college_add'), eq(auditLog.target, college.id)));
    expect(row).toMatchObject({ username: 'buyer', detail: { name: '第三中学', code: 'C003' } });
  });

  it('refuses bad fields with their messages', async () => {
    await api.refused(tokens.admin!, 'POST', '/university/colleges', collegeBody({ name: ' ', code: 'C009' }), 200, /enter a name/);
    await api.refused(tokens.admin!, 'POST', '/university/colleges', collegeBody({ code: 'c 1' }), 200, /2-32 letters/);
    await api.refused(tokens.admin!, 'POST', '/university/colleges', collegeBody(), 200, /code C003 is taken/);
    await api.refused(tokens.admin!, 'POST', '/university/colleges', collegeBody({ code: 'C010', phone: '12345' }), 200, /phone 12345 is neither/);
    await api.refused(tokens.admin!, 'POST', '/university/colleges', collegeBody({ code: 'C010', regionId: '1101' }), 200, /existing district: 1101/);
    await api.refused(tokens.admin!, 'POST', '/university/colleges', collegeBody({ code: 'C010', procurementDepartId: 'nope' }), 200, /No department nope/);
    await api.refused(tokens.buyer!, 'POST', '/university/colleges', collegeBody({ code: 'C010', procurementDepartId: ids.ops }), 200, /must be yours or one under it/);
    await api.refused(tokens.admin!, 'POST', '/university/colleges', { ...collegeBody({ code: 'C010' }), name: 'x'.repeat(61) }, 400, /name|must NOT have more/i);
  });

  it('edits with the version read; a stale version is refused with the current one', async () => {
    const edited = await api.ok(tokens.buyer!, 'PUT', `/university/colleges/${college.id}`, { ...collegeBody({ address: '海淀路 5 号' }), version: 1 });
    expect(edited).toMatchObject({ address: '海淀路 5 号', version: 2 });
    await api.refused(tokens.buyer!, 'PUT', `/university/colleges/${college.id}`, { ...collegeBody(), version: 1 }, 409, /now version 2/);
    const [row] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'college_edit'), eq(auditLog.target, college.id)));
    expect(row!.detail).toEqual({ address: { from: '海淀路 3 号', to: '海淀路 5 号' } });
    college = edited;
  });

  it('disables and enables (no delete); lists filter, sort and page on the server', async () => {
    const disabled = await api.ok(tokens.buyer!, 'POST', `/university/colleges/${college.id}/disable`, { version: college.version });
    expect(disabled).toMatchObject({ status: 0, version: college.version + 1 });
    await api.refused(tokens.buyer!, 'POST', `/university/colleges/${college.id}/enable`, { version: college.version }, 409, /now version/);
    const off = await api.ok(tokens.admin!, 'GET', '/university/colleges', undefined, { status: '0' });
    expect(off.records.map((c: any) => c.code)).toEqual(['C003']);
    const sorted = await api.ok(tokens.admin!, 'GET', '/university/colleges', undefined, { column: 'code', order: 'asc', pageSize: '2' });
    expect([sorted.total, sorted.records.map((c: any) => c.code)]).toEqual([3, ['C001', 'C003']]);
    const named = await api.ok(tokens.admin!, 'GET', '/university/colleges', undefined, { name: '第三' });
    expect(named.records.map((c: any) => c.code)).toEqual(['C003']);
    await api.refused(tokens.admin!, 'GET', '/university/colleges?column=password', undefined, 200, /sort|column/i);
    college = await api.ok(tokens.buyer!, 'POST', `/university/colleges/${college.id}/enable`, { version: disabled.version });
    expect(college.status).toBe(1);
  });

  it('exports the filtered list as Excel, headings in the caller\'s language', async () => {
    const response = await server.call('GET', '/university/colleges/export', { token: tokens.admin!, query: { name: '第三' }, headers: { 'accept-language': 'en' } });
    expect(response.response.headers['content-type']).toMatch(/spreadsheetml/);
    const rows = await readWorkbook(response.response.rawPayload);
    expect(rows).toEqual([expect.objectContaining({ Code: 'C003', College: '第三中学', 'Procurement department': '采购中心', Status: 'Enabled' })]);
  });
});

describe('canteens', () => {
  let canteen: any;
  let collegeId: string;

  it('the platform adds a canteen with contacts, a delivery slot and acting departments; the detail lists their members', async () => {
    collegeId = (await api.ok(tokens.admin!, 'GET', '/university/colleges', undefined, { code: 'C001' })).records[0].id;
    canteen = await api.ok(tokens.admin!, 'POST', '/university/canteens', canteenBody(collegeId, { departId: ids.collegeDepart, departIds: [ids.canteen1Depart] }));
    expect(canteen).toMatchObject({ name: '三食堂', collegeName: '第一中学', regionName: '海淀区', deliverySlots: SLOTS, contacts: [{ name: '周主管', phone: '13800000031' }], version: 1 });
    expect(canteen.departments.map((d: any) => [d.departName, d.role])).toEqual([['第一中学', 'own'], ['第一中学一食堂', 'linked']]);
    const linked = canteen.departments.find((d: any) => d.role === 'linked');
    expect(linked.members.map((m: any) => m.username)).toContain('canteen');
    const [row] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'canteen_add'), eq(auditLog.target, canteen.id)));
    expect(row!.detail).toMatchObject({ name: '三食堂', slots: ['lunch'] });
  });

  it('the canteen staff of a linked department now see it and may order from it, at its slots only', async () => {
    const mine = await api.ok(tokens.canteen!, 'GET', '/university/canteens', undefined, { pageSize: '50' });
    expect(mine.records.map((c: any) => c.name)).toContain('三食堂');
    expect(mine.records.every((c: any) => c.manageable === false)).toBe(true);
    const shopCanteens = await api.ok(tokens.canteen!, 'GET', '/university/restaurants');
    expect(shopCanteens.find((c: any) => c.name === '三食堂').deliverySlots).toEqual(SLOTS);
  });

  it('refuses bad contacts and slots, a disabled college and another scope', async () => {
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody(collegeId, { contacts: [] }), 200, /at least one contact/);
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody(collegeId, { contacts: [{ name: '甲', phone: '555' }] }), 200, /Contact 1 needs/);
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody(collegeId, { deliverySlots: [] }), 200, /at least one delivery slot/);
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody(collegeId, { deliverySlots: [{ code: 'lunch', name: '午餐', time: '11:00-10:00' }] }), 200, /Delivery slot 1 needs/);
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody(collegeId, { deliverySlots: [...SLOTS, ...SLOTS] }), 200, /lunch appears twice/);
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody('nope'), 200, /No such college/);
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody(collegeId, { departIds: ['nope'] }), 200, /No department nope/);
    const third = (await api.ok(tokens.admin!, 'GET', '/university/colleges', undefined, { code: 'C003' })).records[0];
    const off = await api.ok(tokens.admin!, 'POST', `/university/colleges/${third.id}/disable`, { version: third.version });
    await api.refused(tokens.admin!, 'POST', '/university/canteens', canteenBody(third.id), 200, /"第三中学" is disabled/);
    await api.ok(tokens.admin!, 'POST', `/university/colleges/${third.id}/enable`, { version: off.version });
  });

  it('edits with the version; a slot that open orders use stays; disabling stops new orders, enabling allows them again', async () => {
    const body = { restaurantId: canteen.id, arrivalDate: chinaDay(3), slot: 'lunch', lines: [{ baseProductId: 'none', quantity: '1' }] };
    const edited = await api.ok(tokens.admin!, 'PUT', `/university/canteens/${canteen.id}`, { ...canteenBody(collegeId, { deliverySlots: [...SLOTS, { code: 'dinner', name: '晚餐', time: '14:30-15:30' }], departId: ids.collegeDepart, departIds: [ids.canteen1Depart] }), version: 1 });
    expect(edited.deliverySlots.map((s: any) => s.code)).toEqual(['lunch', 'dinner']);
    await api.refused(tokens.admin!, 'PUT', `/university/canteens/${canteen.id}`, { ...canteenBody(collegeId), version: 1 }, 409, /now version 2/);
    // 一食堂 has prices: an open order at breakfast keeps that slot
    const first = (await api.ok(tokens.admin!, 'GET', '/university/canteens', undefined, { name: '一食堂' })).records[0];
    const shop = await api.ok(tokens.canteen!, 'GET', '/shop/products', undefined, { restaurantId: first.id, arrivalDate: chinaDay(3), pageSize: '1' });
    await api.ok(tokens.canteen!, 'POST', '/order/orders', { restaurantId: first.id, arrivalDate: chinaDay(3), slot: 'breakfast', lines: [{ baseProductId: shop.records[0].id, quantity: '1' }] });
    const firstFields = { name: first.name, collegeId: first.collegeId, regionId: null, address: first.address, contacts: first.contacts, departId: first.departId, departIds: first.departIds };
    await api.refused(tokens.buyer!, 'PUT', `/university/canteens/${first.id}`, { ...firstFields, deliverySlots: first.deliverySlots.filter((s: any) => s.code !== 'breakfast'), version: first.version }, 200, /breakfast still has open orders/);
    const renamed = await api.ok(tokens.buyer!, 'PUT', `/university/canteens/${first.id}`, { ...firstFields, deliverySlots: first.deliverySlots.map((s: any) => (s.code === 'dinner' ? { ...s, time: '15:00-16:00' } : s)), version: first.version });
    expect(renamed.deliverySlots.find((s: any) => s.code === 'dinner').time).toBe('15:00-16:00');
    const disabled = await api.ok(tokens.buyer!, 'POST', `/university/canteens/${canteen.id}/disable`, { version: 2 });
    expect(disabled.status).toBe(0);
    await api.refused(tokens.canteen!, 'POST', '/order/orders', body, 200, /"三食堂" is disabled/);
    expect((await api.ok(tokens.canteen!, 'GET', '/university/restaurants')).some((c: any) => c.name === '三食堂')).toBe(false);
    await api.ok(tokens.buyer!, 'POST', `/university/canteens/${canteen.id}/enable`, { version: 3 });
    const audits = await server.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, canteen.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['canteen_add', 'canteen_disable', 'canteen_edit', 'canteen_enable']);
  });

  it('exports the canteens with the filters', async () => {
    const response = await server.call('GET', '/university/canteens/export', { token: tokens.buyer!, query: { name: '三食堂' } });
    const rows = await readWorkbook(response.response.rawPayload);
    expect(rows).toEqual([expect.objectContaining({ 食堂名称: '三食堂', 所属学校: '第一中学', 配送时段: '午餐 09:00-10:00; 晚餐 14:30-15:30', 状态: '启用' })]);
  });
});

describe('scope: every route with every demo role', () => {
  it('platform all; procurement its institution; canteen staff read their own; suppliers nothing', async () => {
    const admin = await api.ok(tokens.admin!, 'GET', '/university/canteens', undefined, { pageSize: '50' });
    const all = admin.records.map((c: any) => c.name).sort();
    expect(all).toEqual(['一食堂', '三食堂', '二食堂', '实验中学食堂'].sort());
    const buyer = await api.ok(tokens.buyer!, 'GET', '/university/canteens', undefined, { pageSize: '50' });
    expect(buyer.records.map((c: any) => c.name).sort()).toEqual(all);
    const canteen = await api.ok(tokens.canteen!, 'GET', '/university/canteens', undefined, { pageSize: '50' });
    expect(canteen.records.map((c: any) => c.name).sort()).toEqual(['一食堂', '三食堂', '二食堂'].sort());
    const colleges = await api.ok(tokens.canteen!, 'GET', '/university/colleges');
    expect(colleges.records.map((c: any) => [c.code, c.manageable])).toEqual([['C001', false]]);
    const second = admin.records.find((c: any) => c.name === '实验中学食堂');
    const secondCollege = second.collegeId;
    // canteen staff: reads of others' rows look like missing rows; every change is forbidden
    await api.refused(tokens.canteen!, 'GET', `/university/canteens/${second.id}`, undefined, 200, /No such canteen/);
    await api.refused(tokens.canteen!, 'GET', `/university/colleges/${secondCollege}`, undefined, 200, /No such college/);
    await api.refused(tokens.canteen!, 'POST', '/university/colleges', collegeBody({ code: 'C020' }), 403, /may not manage/);
    await api.refused(tokens.canteen!, 'POST', '/university/canteens', canteenBody(secondCollege), 403, /may not manage/);
    await api.refused(tokens.canteen!, 'POST', `/university/canteens/${second.id}/disable`, { version: second.version }, 403, /may not manage/);
    await api.refused(tokens.canteen!, 'PUT', `/university/canteens/${second.id}`, { ...canteenBody(secondCollege), version: second.version }, 403, /may not manage/);
    await api.refused(tokens.canteen!, 'GET', '/university/departments', undefined, 403, /may not manage/);
    for (const supplier of ['supplier', 'grain']) {
      for (const path of ['/university/colleges', '/university/canteens', `/university/canteens/${second.id}`, `/university/colleges/${secondCollege}`, '/university/colleges/export', '/university/canteens/export']) {
        await api.refused(tokens[supplier]!, 'GET', path, undefined, 403, /may not see/);
      }
      await api.refused(tokens[supplier]!, 'POST', '/university/canteens', canteenBody(secondCollege), 403, /may not manage/);
      await api.refused(tokens[supplier]!, 'POST', `/university/colleges/${secondCollege}/disable`, { version: 1 }, 403, /may not manage/);
    }
    // a college whose procurement department is not the buyer's is outside the buyer's reach
    const outside = await api.ok(tokens.admin!, 'POST', '/university/colleges', collegeBody({ code: 'C099', name: '外校', procurementDepartId: ids.ops }));
    expect((await api.ok(tokens.buyer!, 'GET', '/university/colleges', undefined, { pageSize: '50' })).records.map((c: any) => c.code)).not.toContain('C099');
    await api.refused(tokens.buyer!, 'GET', `/university/colleges/${outside.id}`, undefined, 200, /No such college/);
    await api.refused(tokens.buyer!, 'POST', `/university/colleges/${outside.id}/disable`, { version: 1 }, 200, /No such college/);
    await api.refused(tokens.buyer!, 'POST', '/university/canteens', canteenBody(outside.id), 200, /No such college/);
    expect((await api.ok(tokens.admin!, 'GET', '/university/colleges', undefined, { pageSize: '50' })).records.map((c: any) => c.code)).toContain('C099');
  });
});
