import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { auditLog, roles, userRoles } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { recordLive, userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';

let server: TestServer;
let admin: GrantedUser;
beforeAll(async () => {
  server = await startServer();
  admin = await userWithPerms(server, [PERMS.roleAdd, PERMS.roleEdit, PERMS.roleDelete, PERMS.roleList]);
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>) => server.call('POST', '/sys/role/add', { token: admin.token, body });

describe('POST /sys/role/add', () => {
  it('adds a role and audits it', async () => {
    const { body } = await add({ roleName: '仓库管理员', roleCode: 'warehouse', description: '管仓库', landingPath: '/warehouse/home' });
    expect(body).toMatchObject({ success: true, result: { roleName: '仓库管理员', roleCode: 'warehouse', landingPath: '/warehouse/home', createBy: admin.username } });
    const [row] = await server.database.db.select().from(roles).where(eq(roles.roleCode, 'warehouse'));
    expect(row.description).toBe('管仓库');
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'role_add'));
    expect(audits.at(-1)).toMatchObject({ username: admin.username, target: 'warehouse' });
  });

  it('refuses a taken role code, a missing name or code, and a landing path without /', async () => {
    expect((await add({ roleName: 'x', roleCode: 'admin' })).body).toMatchObject({ success: false, message: '角色编码已存在' });
    expect((await add({ roleCode: 'abc' })).body.message).toBe('请输入角色名称');
    expect((await add({ roleName: '  ', roleCode: 'abc' })).body.message).toBe('请输入角色名称');
    expect((await add({ roleName: 'abc' })).body.message).toBe('请输入角色编码');
    expect((await add({ roleName: 'abc', roleCode: 'has space' })).body.message).toMatch(/角色编码只能由/);
    expect((await add({ roleName: 'abc', roleCode: 'abc', landingPath: 'dashboard' })).body.message).toBe('首页路径必须以 / 开头');
    const english = await server.call('POST', '/sys/role/add', { token: admin.token, body: { roleName: 'x', roleCode: 'admin' }, headers: { 'accept-language': 'en' } });
    expect(english.body.message).toBe('This role code already exists');
  });

  it('treats an empty landing path as none', async () => {
    const { body } = await add({ roleName: '空首页', roleCode: 'no_landing', landingPath: '' });
    expect(body.result.landingPath).toBeNull();
  });
});

describe('PUT /sys/role/edit', () => {
  it('changes the given fields and keeps the others', async () => {
    const created = (await add({ roleName: '临时', roleCode: 'temp_role', description: 'd' })).body.result;
    const { body } = await server.call('PUT', '/sys/role/edit', { token: admin.token, body: { id: created.id, roleName: '临时工' } });
    expect(body).toMatchObject({ success: true, result: { roleName: '临时工', roleCode: 'temp_role', description: 'd', updateBy: admin.username } });
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'role_edit'));
    expect(audits.at(-1)!.detail).toMatchObject({ before: { roleName: '临时' }, after: { roleName: '临时工' } });
  });

  it('may keep its own code but not take another role\'s', async () => {
    const created = (await add({ roleName: 'k', roleCode: 'keep_code' })).body.result;
    expect((await server.call('PUT', '/sys/role/edit', { token: admin.token, body: { id: created.id, roleCode: 'keep_code' } })).body.success).toBe(true);
    const taken = await server.call('PUT', '/sys/role/edit', { token: admin.token, body: { id: created.id, roleCode: 'admin' } });
    expect(taken.body).toMatchObject({ success: false, message: '角色编码已存在' });
    expect((await server.call('PUT', '/sys/role/edit', { token: admin.token, body: { id: 'nope' } })).body.message).toBe('角色不存在');
    expect((await server.call('PUT', '/sys/role/edit', { token: admin.token, body: { id: created.id, landingPath: 'x' } })).body.message).toBe('首页路径必须以 / 开头');
  });
});

describe('DELETE /sys/role/delete', () => {
  it('deletes a role, drops its holders\' grants and tells their browsers', async () => {
    // The role holds only what the caller holds: a role holding more may not be deleted by them (issue 14).
    const holder = await userWithPerms(server, [PERMS.roleList]);
    const live = recordLive(server, [holder.id]);
    const { body } = await server.call('DELETE', '/sys/role/delete', { token: admin.token, query: { id: holder.roleId } });
    expect(body).toMatchObject({ success: true });
    expect(await server.database.db.select().from(userRoles).where(eq(userRoles.roleId, holder.roleId))).toEqual([]);
    expect(await live.waitFor(holder.id, 'PERMISSION_CHANGED')).toBe(true);
    live.stop();
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'role_delete'));
    expect(audits.at(-1)!.detail).toMatchObject({ users: 1 });
  });

  it('refuses an unknown role and the caller\'s own role', async () => {
    expect((await server.call('DELETE', '/sys/role/delete', { token: admin.token, query: { id: 'nope' } })).body.message).toBe('角色不存在');
    const own = await server.call('DELETE', '/sys/role/delete', { token: admin.token, query: { id: admin.roleId } });
    expect(own.body).toMatchObject({ success: false, message: '不能删除自己拥有的角色' });
  });
});

describe('GET /sys/role/list and /sys/role/queryall', () => {
  it('pages, filters by name and answers the paging shape', async () => {
    for (let i = 0; i < 3; i++) await add({ roleName: `分页角色${i}`, roleCode: `paged_${i}` });
    const { body } = await server.call('GET', '/sys/role/list', { token: admin.token, query: { roleName: '分页角色', pageNo: '1', pageSize: '2' } });
    expect(body.result).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(body.result.records).toHaveLength(2);
    const second = await server.call('GET', '/sys/role/list', { token: admin.token, query: { roleName: '分页角色', pageNo: '2', pageSize: '2' } });
    expect(second.body.result.records).toHaveLength(1);
    const names = [...body.result.records, ...second.body.result.records].map((r: { roleName: string }) => r.roleName).sort();
    expect(names).toEqual(['分页角色0', '分页角色1', '分页角色2']);
    // % and _ are taken literally
    expect((await server.call('GET', '/sys/role/list', { token: admin.token, query: { roleName: '%' } })).body.result.total).toBe(0);
  });

  it('queryall answers every role without paging', async () => {
    const { body } = await server.call('GET', '/sys/role/queryall', { token: admin.token });
    const all = await server.database.db.select().from(roles);
    expect(body.result).toHaveLength(all.length);
    expect(body.result.map((r: { roleCode: string }) => r.roleCode)).toContain('admin');
  });
});
