import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMS } from '../../auth/perms.ts';
import { auditLog } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';
import { rangeBound } from './index.ts';

let server: TestServer;
let auditor: GrantedUser;
let roleAdmin: GrantedUser;

beforeAll(async () => {
  server = await startServer();
  auditor = await userWithPerms(server, [PERMS.auditLogList]);
  roleAdmin = await userWithPerms(server, [PERMS.roleAdd]);
  await server.login('buyer');
  await server.call('POST', '/sys/role/add', { token: roleAdmin.token, body: { roleName: '审计角色', roleCode: 'audited' } });
  // Dated rows for the range filter.
  await server.database.db.insert(auditLog).values([
    { username: 'old_timer', action: 'probe', target: 'a', at: new Date(2024, 0, 15, 9, 30) },
    { username: 'old_timer', action: 'probe', target: 'b', at: new Date(2024, 0, 16, 23, 59, 30) },
    { username: 'old_timer', action: 'probe', target: 'c', at: new Date(2024, 0, 17, 0, 0, 0) },
  ]);
});
afterAll(() => server.close());

const list = (query: Record<string, string> = {}) => server.call('GET', '/sys/log/list', { token: auditor.token, query });

describe('GET /sys/log/list', () => {
  it('answers admin changes and logins, newest first, with who, what, when and from where', async () => {
    const { body } = await list({ pageSize: '100' });
    expect(body.result).toMatchObject({ current: 1, size: 100 });
    const records = body.result.records;
    const roleAdd = records.find((r: { action: string }) => r.action === 'role_add');
    expect(roleAdd).toMatchObject({ username: roleAdmin.username, userId: roleAdmin.id, target: 'audited', ip: '127.0.0.1', detail: { roleName: '审计角色' } });
    expect(typeof roleAdd.createTime).toBe('string');
    expect(records.some((r: { action: string; username: string }) => r.action === 'login' && r.username === 'buyer')).toBe(true);
    const times = records.map((r: { createTime: string }) => Date.parse(r.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages', async () => {
    const all = (await list({ pageSize: '100' })).body.result.total;
    const { body } = await list({ pageNo: '2', pageSize: '2' });
    expect(body.result).toMatchObject({ total: all, current: 2, size: 2, pages: Math.ceil(all / 2) });
    expect(body.result.records).toHaveLength(2);
  });

  it('filters by action and by username', async () => {
    const byAction = (await list({ action: 'role_add' })).body.result.records;
    expect(byAction.map((r: { target: string }) => r.target)).toEqual(['audited']);
    const byUser = (await list({ username: 'old_tim' })).body.result.records;
    expect(byUser.map((r: { target: string }) => r.target)).toEqual(['c', 'b', 'a']);
    expect((await list({ action: 'role' })).body.result.total).toBe(0);
  });

  it('filters by a date range whose end day is included', async () => {
    const targets = async (query: Record<string, string>) =>
      (await list({ action: 'probe', ...query })).body.result.records.map((r: { target: string }) => r.target);
    expect(await targets({ createTime_begin: '2024-01-16', createTime_end: '2024-01-16' })).toEqual(['b']);
    expect(await targets({ createTime_begin: '2024-01-15', createTime_end: '2024-01-16' })).toEqual(['b', 'a']);
    expect(await targets({ createTime_begin: '2024-01-15 10:00:00' })).toEqual(['c', 'b']);
    expect(await targets({ createTime_end: '2024-01-16 23:59' })).toEqual(['b', 'a']);
    expect(await targets({ createTime_end: '2024-01-14' })).toEqual([]);
  });

  it('names a malformed date', async () => {
    for (const bad of ['yesterday', '2024-02-30', '2024-1-5']) {
      const { body } = await list({ createTime_begin: bad });
      expect(body, bad).toMatchObject({ success: false, message: '日期格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss' });
    }
  });
});

describe('rangeBound', () => {
  it('makes a bare end date cover its whole day', () => {
    expect(rangeBound('2024-03-01', false)).toEqual(new Date(2024, 2, 1));
    expect(rangeBound('2024-03-01', true)).toEqual(new Date(2024, 2, 2));
    expect(rangeBound('2024-03-01 10:20:30', true)).toEqual(new Date(2024, 2, 1, 10, 20, 31));
  });
});
