import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { auditLog, departments, loginThrottle, roles, userDepartments, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { giveRole, recordLive, userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';

const PASSWORD = 'Good#Pass1';

let server: TestServer;
let admin: GrantedUser;
let roleIds: Record<string, string>;
let departIds: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  admin = await userWithPerms(server, [
    PERMS.userAdd, PERMS.userEdit, PERMS.userList, PERMS.userFreeze, PERMS.userPassword, PERMS.userDelete,
  ]);
  // The platform administrator's role too: these tests hand out roles and permissions of every kind, and
  // one may only hand out what one holds (escalation.test.ts covers callers holding less).
  await giveRole(server, admin.id, 'admin');
  const db = server.database.db;
  roleIds = Object.fromEntries((await db.select().from(roles)).map((r) => [r.roleCode, r.id]));
  departIds = Object.fromEntries((await db.select().from(departments)).map((d) => [d.orgCode, d.id]));
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>) => server.call('POST', '/sys/user/add', { token: admin.token, body });
const edit = (body: Record<string, unknown>) => server.call('PUT', '/sys/user/edit', { token: admin.token, body });
const list = (query: Record<string, string>) => server.call('GET', '/sys/user/list', { token: admin.token, query });
let counter = 0;
/** A valid new-user form with a fresh username. */
const form = (extra: Record<string, unknown> = {}) => ({ username: `user_${++counter}`, realname: '张三', password: PASSWORD, ...extra });

describe('POST /sys/user/add', () => {
  it('adds a user with roles and departments; the answer has no hash; the user can log in', async () => {
    const { body } = await add(form({
      username: 'new_buyer', phone: '13911112222', email: 'nb@example.com', userType: 1,
      selectedroles: `${roleIds.procurement},${roleIds.canteen}`, selecteddeparts: `${departIds.A02A01},${departIds.A02A02}`, orgCode: 'A02A02',
    }));
    expect(body).toMatchObject({
      success: true,
      result: { username: 'new_buyer', realname: '张三', phone: '13911112222', email: 'nb@example.com', userType: 1, status: 1, orgCode: 'A02A02', createBy: admin.username },
    });
    expect(body.result.orgCodeTxt).toBe('第一中学一食堂,第一中学二食堂');
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|Good#Pass1/);
    const roles = await server.call('GET', '/sys/user/queryUserRole', { token: admin.token, query: { userid: body.result.id } });
    expect(roles.body.result.sort()).toEqual([roleIds.procurement, roleIds.canteen].sort());
    expect(await server.login('new_buyer', PASSWORD)).toBeTruthy();
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'user_add'));
    expect(audits.at(-1)).toMatchObject({ username: admin.username, target: 'new_buyer' });
    expect(JSON.stringify(audits.at(-1)!.detail)).not.toContain(PASSWORD);
  });

  it('takes the only department as the current one, and defaults the user type to platform staff', async () => {
    const { body } = await add(form({ selecteddeparts: departIds.A01A01 }));
    expect(body.result).toMatchObject({ orgCode: 'A01A01', userType: 4 });
  });

  it('checks the username', async () => {
    expect((await add(form({ username: '' }))).body.message).toBe('请输入用户名');
    for (const bad of ['ab', 'a'.repeat(33), 'has space', '中文名字', 'semi;colon']) {
      expect((await add(form({ username: bad }))).body.message, bad).toBe('用户名须为3-32位字母、数字、下划线或中划线');
    }
    expect((await add(form({ username: 'admin' }))).body).toMatchObject({ success: false, message: '用户名已存在' });
    expect((await add(form({ username: 'ok_name-3' }))).body.success).toBe(true);
  });

  it('checks the real name and the password rules of section 5', async () => {
    expect((await add(form({ realname: ' ' }))).body.message).toBe('请输入真实姓名');
    expect((await add(form({ password: '' }))).body.message).toBe('请输入密码');
    expect((await add(form({ password: 'Ab#1' }))).body.message).toBe('密码长度必须为6-16个字符');
    expect((await add(form({ password: 'Abcdefghijk#12345' }))).body.message).toBe('密码长度必须为6-16个字符');
    expect((await add(form({ password: 'abcdef1#' }))).body.message).toBe('密码必须包含大写字母、小写字母、数字和特殊字符');
    expect((await add(form({ password: 'Abcdefg1' }))).body.message).toBe('密码必须包含大写字母、小写字母、数字和特殊字符');
    expect((await add(form({ confirmpassword: 'Other#Pass1' }))).body.message).toBe('两次输入的密码不一致');
    expect((await add(form({ confirmpassword: PASSWORD }))).body.success).toBe(true);
  });

  it('checks phone, email and user type', async () => {
    expect((await add(form({ phone: '12345678901' }))).body.message).toBe('手机号格式不正确');
    expect((await add(form({ phone: '1391111222' }))).body.message).toBe('手机号格式不正确');
    expect((await add(form({ phone: '13800000001' }))).body.message).toBe('手机号已存在');
    expect((await add(form({ email: 'not-an-email' }))).body.message).toBe('邮箱格式不正确');
    expect((await add(form({ email: 'a b@c.d' }))).body.message).toBe('邮箱格式不正确');
    expect((await add(form({ email: 'taken@example.com' }))).body.success).toBe(true);
    expect((await add(form({ email: 'taken@example.com' }))).body.message).toBe('邮箱已存在');
    expect((await add(form({ userType: 7 }))).body.message).toMatch(/^用户类型只能是/);
    expect((await add(form({ userType: '2' }))).body.result.userType).toBe(2);
    expect((await add(form({ phone: '', email: '' }))).body.result).toMatchObject({ phone: null, email: null });
  });

  it('checks roles, departments and the current department', async () => {
    expect((await add(form({ selectedroles: `${roleIds.admin},nope` }))).body.message).toBe('所选角色不存在');
    expect((await add(form({ selecteddeparts: 'nope' }))).body.message).toBe('所选部门不存在');
    expect((await add(form({ selecteddeparts: departIds.A01A01, orgCode: 'A02A01' }))).body.message).toBe('当前部门必须是用户所属部门之一');
  });
});

describe('PUT /sys/user/edit', () => {
  it('changes the given fields only; the username and password stay', async () => {
    const created = (await add(form({ username: 'editable', phone: '13922223333', selecteddeparts: departIds.A01A01 }))).body.result;
    const { body } = await edit({ id: created.id, realname: '李四', phone: '13922224444', username: 'renamed', password: 'x' });
    expect(body).toMatchObject({ success: true, result: { username: 'editable', realname: '李四', phone: '13922224444', orgCode: 'A01A01', updateBy: admin.username } });
    expect(await server.login('editable', PASSWORD)).toBeTruthy();
    expect((await edit({ id: created.id, phone: '13800000001' })).body.message).toBe('手机号已存在');
    // its own phone is not "taken"
    expect((await edit({ id: created.id, phone: '13922224444' })).body.success).toBe(true);
    expect((await edit({ id: created.id, realname: '' })).body.message).toBe('请输入真实姓名');
    expect((await edit({ id: created.id, email: 'bad' })).body.message).toBe('邮箱格式不正确');
    expect((await edit({ id: created.id, userType: 0 })).body.message).toMatch(/^用户类型只能是/);
    expect((await edit({ id: 'nope', realname: 'x' })).body.message).toBe('用户不存在');
  });

  it('replaces departments and follows the current department', async () => {
    const created = (await add(form({ selecteddeparts: departIds.A01A01 }))).body.result;
    const moved = await edit({ id: created.id, selecteddeparts: `${departIds.A02A01},${departIds.A02A02}`, orgCode: 'A02A02' });
    expect(moved.body.result).toMatchObject({ orgCode: 'A02A02', orgCodeTxt: '第一中学一食堂,第一中学二食堂' });
    const links = await server.database.db.select().from(userDepartments).where(eq(userDepartments.userId, created.id));
    expect(links.map((l) => l.departId).sort()).toEqual([departIds.A02A01, departIds.A02A02].sort());
    expect((await edit({ id: created.id, orgCode: 'A01A01' })).body.message).toBe('当前部门必须是用户所属部门之一');
    const cleared = await edit({ id: created.id, selecteddeparts: '' });
    expect(cleared.body.result).toMatchObject({ orgCode: null, orgCodeTxt: '' });
  });

  it('a role change takes effect on the user\'s next request and is pushed to their browser', async () => {
    const target = await userWithPerms(server, []);
    const granting = await userWithPerms(server, [PERMS.auditLogList]);
    expect((await server.call('GET', '/sys/log/list', { token: target.token })).status).toBe(403);
    const live = recordLive(server, [target.id]);
    const { body } = await edit({ id: target.id, selectedroles: granting.roleId });
    expect(body.success).toBe(true);
    expect(await live.waitFor(target.id, 'PERMISSION_CHANGED')).toBe(true);
    expect((await server.call('GET', '/sys/log/list', { token: target.token })).status).toBe(200);
    await edit({ id: target.id, selectedroles: '' });
    expect((await server.call('GET', '/sys/log/list', { token: target.token })).status).toBe(403);
    expect(await live.waitFor(target.id, 'PERMISSION_CHANGED', 2)).toBe(true);
    // an edit that leaves the roles as they are pushes nothing
    await edit({ id: target.id, realname: '不变', selectedroles: '' });
    expect(await live.waitFor(target.id, 'PERMISSION_CHANGED', 3, 300)).toBe(false);
    live.stop();
  });
});

describe('GET /sys/user/list', () => {
  it('answers the paging shape without hashes, newest first', async () => {
    const { body } = await list({ pageNo: '1', pageSize: '3' });
    expect(body.result).toMatchObject({ size: 3, current: 1 });
    expect(body.result.records).toHaveLength(3);
    expect(body.result.pages).toBe(Math.ceil(body.result.total / 3));
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|failedLogins/);
    const times = body.result.records.map((r: { createTime: string }) => Date.parse(r.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by username, realname, phone, status and user type', async () => {
    expect((await list({ username: 'supp' })).body.result.records.map((r: { username: string }) => r.username)).toEqual(['supplier']);
    expect((await list({ realname: '食堂' })).body.result.records.map((r: { username: string }) => r.username)).toEqual(['canteen']);
    expect((await list({ phone: '13800000002' })).body.result.records.map((r: { username: string }) => r.username)).toEqual(['buyer']);
    const suppliers = (await list({ userType: '2', pageSize: '100' })).body.result.records;
    expect(suppliers.length).toBeGreaterThan(0);
    expect(suppliers.every((r: { userType: number }) => r.userType === 2)).toBe(true);
    const created = (await add(form({ username: 'frozen_listed' }))).body.result;
    await server.call('PUT', '/sys/user/frozenBatch', { token: admin.token, body: { ids: created.id, status: 2 } });
    expect((await list({ status: '2' })).body.result.records.map((r: { username: string }) => r.username)).toEqual(['frozen_listed']);
    expect((await list({ username: '_' })).body.result.records.every((r: { username: string }) => r.username.includes('_'))).toBe(true);
  });

  it('sorts by an allowed column and refuses any other', async () => {
    const { body } = await list({ column: 'username', order: 'asc', pageSize: '100' });
    const names: string[] = body.result.records.map((r: { username: string }) => r.username);
    // Only plain lowercase names: collations differ on punctuation (C on PGlite, often en_US on a server).
    const plain = names.filter((name) => /^[a-z]+$/.test(name));
    expect(plain.length).toBeGreaterThanOrEqual(4);
    expect(plain).toEqual([...plain].sort());
    const desc = (await list({ column: 'username', order: 'desc', pageSize: '100' })).body.result.records.map((r: { username: string }) => r.username);
    expect(desc).toEqual([...names].reverse());
    const bad = await list({ column: 'password_hash' });
    expect(bad.body).toMatchObject({ success: false, message: '不支持按 password_hash 排序' });
  });
});

describe('GET /sys/user/queryUserRole', () => {
  it('answers the role ids, or a message for an unknown user', async () => {
    const [buyer] = await server.database.db.select().from(users).where(eq(users.username, 'buyer'));
    expect((await server.call('GET', '/sys/user/queryUserRole', { token: admin.token, query: { userid: buyer.id } })).body.result).toEqual([roleIds.procurement]);
    expect((await server.call('GET', '/sys/user/queryUserRole', { token: admin.token, query: { userid: 'nope' } })).body.message).toBe('用户不存在');
  });
});

describe('PUT /sys/user/frozenBatch', () => {
  it('freezing ends the users\' sessions at once; unfreezing lets them log in again', async () => {
    const a = (await add(form({ username: 'icy_a' }))).body.result;
    const b = (await add(form({ username: 'icy_b' }))).body.result;
    const tokenA = await server.login('icy_a', PASSWORD);
    const tokenB = await server.login('icy_b', PASSWORD);
    expect((await server.call('GET', '/sys/user/queryLoginType', { token: tokenA })).status).toBe(200);
    const { body } = await server.call('PUT', '/sys/user/frozenBatch', { token: admin.token, body: { ids: `${a.id},${b.id}`, status: 2 } });
    expect(body).toMatchObject({ success: true, message: '冻结成功!' });
    expect((await server.call('GET', '/sys/user/queryLoginType', { token: tokenA })).status).toBe(401);
    expect((await server.call('GET', '/sys/user/queryLoginType', { token: tokenB })).status).toBe(401);
    expect((await server.call('POST', '/sys/login', { body: { username: 'icy_a', password: PASSWORD } })).body.message).toBe('该用户已冻结');
    expect((await server.call('PUT', '/sys/user/frozenBatch', { token: admin.token, body: { ids: a.id, status: '1' } })).body.message).toBe('解冻成功!');
    expect(await server.login('icy_a', PASSWORD)).toBeTruthy();
    // the old token stays dead
    expect((await server.call('GET', '/sys/user/queryLoginType', { token: tokenA })).status).toBe(401);
    const actions = (await server.database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['user_freeze', 'user_unfreeze']));
  });

  it('refuses freezing yourself, a bad status, no ids and unknown users', async () => {
    const freeze = (body: Record<string, unknown>) => server.call('PUT', '/sys/user/frozenBatch', { token: admin.token, body });
    expect((await freeze({ ids: admin.id, status: 2 })).body.message).toBe('不能冻结当前登录用户');
    expect((await freeze({ ids: admin.id, status: 3 })).body.message).toBe('状态只能是1（正常）或2（冻结）');
    expect((await freeze({ ids: '', status: 2 })).body.message).toBe('请选择要操作的记录');
    expect((await freeze({ ids: 'nope', status: 2 })).body.message).toBe('用户不存在');
    expect((await server.call('GET', '/sys/user/queryLoginType', { token: admin.token })).status).toBe(200);
  });
});

describe('GET /sys/user/checkOnlyUser', () => {
  const check = (query: Record<string, string>) => server.call('GET', '/sys/user/checkOnlyUser', { token: admin.token, query });
  it('answers success false with a message when the value is taken', async () => {
    expect((await check({ username: 'admin' })).body).toMatchObject({ success: false, message: '用户名已存在' });
    expect((await check({ phone: '13800000002' })).body).toMatchObject({ success: false, message: '手机号已存在' });
    await add(form({ email: 'only@example.com' }));
    expect((await check({ email: 'only@example.com' })).body).toMatchObject({ success: false, message: '邮箱已存在' });
  });

  it('answers success true for a free value, and for the edited user\'s own value', async () => {
    expect((await check({ username: 'free_name' })).body).toMatchObject({ success: true, result: true });
    const [buyer] = await server.database.db.select().from(users).where(eq(users.username, 'buyer'));
    expect((await check({ phone: '13800000002', id: buyer.id })).body.success).toBe(true);
    expect((await check({})).body.message).toBe('请提供要校验的用户名、手机号或邮箱');
  });
});

describe('PUT /sys/user/changePassword', () => {
  const change = (body: Record<string, unknown>) => server.call('PUT', '/sys/user/changePassword', { token: admin.token, body });
  it('sets the password, lifts a lockout and ends the user\'s sessions', async () => {
    await add(form({ username: 'forgetful' }));
    const token = await server.login('forgetful', PASSWORD);
    await server.database.db.insert(loginThrottle).values({ account: 'forgetful', address: '127.0.0.1', failures: 5, lastFailureAt: new Date(), blockedUntil: new Date(Date.now() + 600_000) });
    const { body } = await change({ username: 'forgetful', password: 'New#Pass2', confirmpassword: 'New#Pass2' });
    expect(body).toMatchObject({ success: true });
    expect((await server.call('GET', '/sys/user/queryLoginType', { token })).status).toBe(401);
    expect((await server.call('POST', '/sys/login', { body: { username: 'forgetful', password: PASSWORD } })).body.success).toBe(false);
    expect(await server.login('forgetful', 'New#Pass2')).toBeTruthy();
    const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'user_change_password'), eq(auditLog.target, 'forgetful')));
    expect(JSON.stringify(audit)).not.toContain('New#Pass2');
  });

  it('enforces the password rules and names the problem', async () => {
    expect((await change({ password: 'New#Pass2', confirmpassword: 'New#Pass2' })).body.message).toBe('请输入用户名');
    expect((await change({ username: 'nobody_here', password: 'New#Pass2', confirmpassword: 'New#Pass2' })).body.message).toBe('用户不存在');
    expect((await change({ username: 'buyer' })).body.message).toBe('请输入密码');
    expect((await change({ username: 'buyer', password: 'short', confirmpassword: 'short' })).body.message).toBe('密码长度必须为6-16个字符');
    expect((await change({ username: 'buyer', password: 'alllower1#', confirmpassword: 'alllower1#' })).body.message).toBe('密码必须包含大写字母、小写字母、数字和特殊字符');
    expect((await change({ username: 'buyer', password: 'New#Pass2', confirmpassword: 'New#Pass3' })).body.message).toBe('两次输入的密码不一致');
    expect((await change({ username: 'buyer', password: 'New#Pass2' })).body.message).toBe('两次输入的密码不一致');
    expect(await server.login('buyer')).toBeTruthy();
  });
});

describe('DELETE /sys/user/delete', () => {
  const remove = (id: string) => server.call('DELETE', '/sys/user/delete', { token: admin.token, query: { id } });
  it('soft-deletes: sessions end, login fails, the list no longer shows the user, the name stays taken', async () => {
    const created = (await add(form({ username: 'leaver' }))).body.result;
    const token = await server.login('leaver', PASSWORD);
    expect((await remove(created.id)).body).toMatchObject({ success: true });
    expect((await server.call('GET', '/sys/user/queryLoginType', { token })).status).toBe(401);
    expect((await server.call('POST', '/sys/login', { body: { username: 'leaver', password: PASSWORD } })).body.success).toBe(false);
    expect((await list({ username: 'leaver' })).body.result.total).toBe(0);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row.deleted).toBe(true);
    expect((await add(form({ username: 'leaver' }))).body.message).toBe('用户名已存在');
    expect((await remove(created.id)).body.message).toBe('用户不存在');
  });

  it('refuses deleting yourself', async () => {
    expect((await remove(admin.id)).body).toMatchObject({ success: false, message: '不能删除当前登录用户' });
  });
});
