/**
 * No takeover through the user page: someone who may edit users, set passwords, freeze and delete, but
 * does not hold everything the administrator holds, can do none of this to the administrator (nor to
 * anyone else holding a permission they lack), while still managing weaker and equal users. Set up
 * through the API as the demo administrator, as in escalation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { permissions, roles, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { permissionRowFor } from '../../../../tests/server/grants.ts';

const PASSWORD = 'Good#Pass1';
const NEW_PASSWORD = 'Taken#Over9';
const ADMIN_REFUSED = '不能操作拥有您未拥有权限的用户：管理员 (admin)';

let server: TestServer;
let adminToken: string;
let adminId: string;
let roleIds: Record<string, string>;
/** The user pages, list, add, edit, freeze, password and delete: a user manager, not an administrator. */
let managerRole: string;
/** A subset of the manager's. */
let listerRole: string;
let manager: { id: string; token: string };

const call = (token: string) => ({
  edit: (body: Record<string, unknown>, headers?: Record<string, string>) => server.call('PUT', '/sys/user/edit', { token, body, headers }),
  password: (username: string, password = NEW_PASSWORD) =>
    server.call('PUT', '/sys/user/changePassword', { token, body: { username, password, confirmpassword: password } }),
  freeze: (ids: string[], status: 1 | 2) => server.call('PUT', '/sys/user/frozenBatch', { token, body: { ids: ids.join(','), status } }),
  remove: (id: string) => server.call('DELETE', '/sys/user/delete', { token, query: { id } }),
});

async function pageId(url: string): Promise<string> {
  const [row] = await server.database.db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.url, url), eq(permissions.deleted, false)));
  return row.id;
}

async function createRole(roleName: string, roleCode: string, permissionIds: string[]): Promise<string> {
  const added = await server.call('POST', '/sys/role/add', { token: adminToken, body: { roleName, roleCode } });
  expect(added.body.success).toBe(true);
  const saved = await server.call('POST', '/sys/permission/saveRolePermission', {
    token: adminToken, body: { roleId: added.body.result.id, permissionIds: permissionIds.join(',') },
  });
  expect(saved.body.success).toBe(true);
  return added.body.result.id;
}

let counter = 0;
/** A user the administrator adds with the given roles; logged in, so their sessions can be watched. */
async function createUser(roleIdList: string[], extra: Record<string, unknown> = {}) {
  const username = `tko_user_${++counter}`;
  const { body } = await server.call('POST', '/sys/user/add', {
    token: adminToken, body: { username, realname: '目标', password: PASSWORD, selectedroles: roleIdList.join(','), ...extra },
  });
  expect(body.success).toBe(true);
  return { id: body.result.id as string, username, token: await server.login(username, PASSWORD) };
}

async function row(id: string) {
  const [found] = await server.database.db
    .select({ realname: users.realname, phone: users.phone, status: users.status, deleted: users.deleted, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  return found;
}

const signedIn = async (token: string) => (await server.call('GET', '/sys/user/queryLoginType', { token })).status === 200;
const canLogin = async (username: string, password: string) =>
  (await server.call('POST', '/sys/login', { body: { username, password } })).body.success === true;

beforeAll(async () => {
  server = await startServer();
  adminToken = await server.login('admin');
  const db = server.database.db;
  [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  roleIds = Object.fromEntries((await db.select().from(roles)).map((r) => [r.roleCode, r.id]));
  const pages = [await pageId('/system'), await pageId('/system/user')];
  const perm = (p: string) => permissionRowFor(server, p);
  const managing = [PERMS.userList, PERMS.userAdd, PERMS.userEdit, PERMS.userFreeze, PERMS.userPassword, PERMS.userDelete];
  managerRole = await createRole('用户管理员', 'user_manager', [...pages, ...(await Promise.all(managing.map(perm)))]);
  listerRole = await createRole('用户查看', 'user_lister', [...pages, await perm(PERMS.userList)]);
  const { body } = await server.call('POST', '/sys/user/add', {
    token: adminToken, body: { username: 'tko_manager', realname: '用户管理员', password: PASSWORD, selectedroles: managerRole },
  });
  expect(body.success).toBe(true);
  manager = { id: body.result.id, token: await server.login('tko_manager', PASSWORD) };
});
afterAll(() => server.close());

describe('a user manager without the administrator\'s rights', () => {
  it('cannot set the administrator\'s password; the administrator keeps password and session', async () => {
    const before = await row(adminId);
    const { status, body } = await call(manager.token).password('admin');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message: ADMIN_REFUSED });
    const english = await server.call('PUT', '/sys/user/changePassword', {
      token: manager.token, body: { username: 'admin', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }, headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe('You cannot act on users holding permissions you do not hold: 管理员 (admin)');
    expect((await row(adminId)).passwordHash).toBe(before.passwordHash);
    expect(await signedIn(adminToken)).toBe(true);
    expect(await canLogin('admin', NEW_PASSWORD)).toBe(false);
    expect(await canLogin('admin', DEMO_PASSWORD)).toBe(true);
  });

  it('cannot change the administrator\'s phone (and so cannot log in as them by SMS code), nor any other field', async () => {
    const before = await row(adminId);
    const { body } = await call(manager.token).edit({ id: adminId, realname: '被接管', phone: '13900009999', selectedroles: roleIds.admin });
    expect(body).toMatchObject({ success: false, message: ADMIN_REFUSED });
    const after = await row(adminId);
    expect(after).toEqual(before);
    expect(after.phone).toBe('13800000001');
    const sms = await server.call('POST', '/sys/sms', { body: { mobile: '13900009999', smsmode: '1' } });
    expect(sms.body).toMatchObject({ success: false, message: '该手机号未注册' });
  });

  it('cannot freeze or delete the administrator', async () => {
    expect((await call(manager.token).freeze([adminId], 2)).body).toMatchObject({ success: false, message: ADMIN_REFUSED });
    expect((await call(manager.token).remove(adminId)).body).toMatchObject({ success: false, message: ADMIN_REFUSED });
    expect(await row(adminId)).toMatchObject({ status: 1, deleted: false });
    expect(await signedIn(adminToken)).toBe(true);
    expect(await canLogin('admin', DEMO_PASSWORD)).toBe(true);
  });

  it('has a batch naming the administrator refused as a whole: the weaker users in it are not frozen either', async () => {
    const weak = await createUser([listerRole]);
    const strong = await createUser([roleIds.admin]);
    const { body } = await call(manager.token).freeze([weak.id, adminId, strong.id], 2);
    expect(body).toMatchObject({ success: false, message: `不能操作拥有您未拥有权限的用户：管理员 (admin), 目标 (${strong.username})` });
    expect(body.message).not.toContain(weak.username);
    for (const user of [weak, strong]) {
      expect(await row(user.id)).toMatchObject({ status: 1 });
      expect(await signedIn(user.token)).toBe(true);
    }
    expect(await row(adminId)).toMatchObject({ status: 1 });
  });

  it('cannot unfreeze a stronger user the administrator froze', async () => {
    const weak = await createUser([]);
    const strong = await createUser([roleIds.admin]);
    expect((await call(adminToken).freeze([weak.id, strong.id], 2)).body.success).toBe(true);
    const { body } = await call(manager.token).freeze([weak.id, strong.id], 1);
    expect(body).toMatchObject({ success: false, message: `不能操作拥有您未拥有权限的用户：目标 (${strong.username})` });
    expect(await row(weak.id)).toMatchObject({ status: 2 });
    expect(await row(strong.id)).toMatchObject({ status: 2 });
  });

  it('is refused on a user holding a single permission beyond theirs, even one holding less overall', async () => {
    const buyer = await createUser([roleIds.procurement]);
    expect((await call(manager.token).password(buyer.username)).body.success).toBe(false);
    expect((await call(manager.token).edit({ id: buyer.id, phone: '13900001111' })).body.success).toBe(false);
    expect((await call(manager.token).freeze([buyer.id], 2)).body.success).toBe(false);
    expect((await call(manager.token).remove(buyer.id)).body.success).toBe(false);
    expect(await row(buyer.id)).toMatchObject({ status: 1, deleted: false, phone: null });
    expect(await canLogin(buyer.username, PASSWORD)).toBe(true);
  });

  it('still does all of this to a weaker user', async () => {
    const weak = await createUser([listerRole]);
    const manage = call(manager.token);
    expect((await manage.edit({ id: weak.id, realname: '改过了', phone: '13900002222', selectedroles: listerRole })).body.success).toBe(true);
    expect(await row(weak.id)).toMatchObject({ realname: '改过了', phone: '13900002222' });
    expect((await manage.password(weak.username)).body.success).toBe(true);
    expect(await signedIn(weak.token)).toBe(false);
    expect(await canLogin(weak.username, NEW_PASSWORD)).toBe(true);
    const other = await createUser([]);
    expect((await manage.freeze([weak.id, other.id], 2)).body.success).toBe(true);
    expect(await row(weak.id)).toMatchObject({ status: 2 });
    expect(await row(other.id)).toMatchObject({ status: 2 });
    expect((await manage.freeze([weak.id, other.id], 1)).body.success).toBe(true);
    expect((await manage.remove(weak.id)).body.success).toBe(true);
    expect(await row(weak.id)).toMatchObject({ deleted: true });
  });

  it('still manages a user holding exactly what they hold', async () => {
    const peer = await createUser([managerRole]);
    expect((await call(manager.token).password(peer.username)).body.success).toBe(true);
    expect((await call(manager.token).freeze([peer.id], 2)).body.success).toBe(true);
    expect((await call(manager.token).remove(peer.id)).body.success).toBe(true);
  });
});

describe('the platform administrator', () => {
  it('still manages everyone else, the user manager and other administrators included', async () => {
    const second = await createUser([roleIds.admin]);
    const manage = call(adminToken);
    for (const user of [{ id: manager.id, username: 'tko_manager' }, second]) {
      expect((await manage.edit({ id: user.id, phone: null, realname: '管理员改的' })).body.success).toBe(true);
      expect((await manage.password(user.username)).body.success).toBe(true);
      expect(await canLogin(user.username, NEW_PASSWORD)).toBe(true);
      expect((await manage.freeze([user.id], 2)).body.success).toBe(true);
      expect((await manage.freeze([user.id], 1)).body.success).toBe(true);
    }
    expect((await manage.remove(second.id)).body.success).toBe(true);
    expect(await row(second.id)).toMatchObject({ deleted: true });
  });
});
