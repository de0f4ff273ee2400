/**
 * You can only hand out what you hold: a user who may add and edit users can give others only roles whose
 * permissions they hold themselves, and can never change their own roles. Everything is set up through
 * the API as the demo administrator, the way a platform would set up a user editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { permissions, roles, userRoles, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { permissionRowFor } from '../../../../tests/server/grants.ts';

const PASSWORD = 'Good#Pass1';
const SELF_REFUSED = '不能修改自己的角色，请联系其他管理员';
const ADMIN_REFUSED = '不能分配含有您未拥有权限的角色：平台管理员 (admin)';

let server: TestServer;
let adminToken: string;
let adminId: string;
let roleIds: Record<string, string>;
let roleNames: Record<string, string>;
/** Holds the user pages and list/add/edit of users, nothing else. */
let editorRole: string;
/** A subset of the editor's: the user pages and the list. */
let listerRole: string;
let editor: { id: string; token: string };

const as = (token: string) => ({
  add: (body: Record<string, unknown>, headers?: Record<string, string>) => server.call('POST', '/sys/user/add', { token, body, headers }),
  edit: (body: Record<string, unknown>, headers?: Record<string, string>) => server.call('PUT', '/sys/user/edit', { token, body, headers }),
});

async function rolesOf(userId: string): Promise<string[]> {
  const rows = await server.database.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId).sort();
}

async function pageId(url: string): Promise<string> {
  const [row] = await server.database.db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.url, url), eq(permissions.deleted, false)));
  return row.id;
}

/** A role made by the administrator through the role page and its permission dialog. */
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
/** A user the administrator adds with the given roles. */
async function createUser(roleIdList: string[] = []): Promise<string> {
  const { body } = await as(adminToken).add({ username: `esc_user_${++counter}`, realname: '目标', password: PASSWORD, selectedroles: roleIdList.join(',') });
  expect(body.success).toBe(true);
  return body.result.id;
}

beforeAll(async () => {
  server = await startServer();
  adminToken = await server.login('admin');
  const db = server.database.db;
  [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const roleRows = await db.select().from(roles);
  roleIds = Object.fromEntries(roleRows.map((r) => [r.roleCode, r.id]));
  roleNames = Object.fromEntries(roleRows.map((r) => [r.roleCode, r.roleName]));
  const pages = [await pageId('/system'), await pageId('/system/user')];
  const perm = (p: string) => permissionRowFor(server, p);
  editorRole = await createRole('用户编辑', 'user_editor', [...pages, await perm(PERMS.userList), await perm(PERMS.userAdd), await perm(PERMS.userEdit)]);
  listerRole = await createRole('用户查看', 'user_lister', [...pages, await perm(PERMS.userList)]);
  const { body } = await as(adminToken).add({ username: 'esc_editor', realname: '用户编辑员', password: PASSWORD, selectedroles: editorRole });
  expect(body.success).toBe(true);
  editor = { id: body.result.id, token: await server.login('esc_editor', PASSWORD) };
});
afterAll(() => server.close());

describe('a user editor', () => {
  it('cannot change their own roles: not to the admin role, not to a role they could hand out, not by dropping one', async () => {
    for (const selectedroles of [`${editorRole},${roleIds.admin}`, roleIds.admin, `${editorRole},${listerRole}`, listerRole, '']) {
      const { status, body } = await as(editor.token).edit({ id: editor.id, selectedroles });
      expect(status, selectedroles).toBe(200);
      expect(body, selectedroles).toMatchObject({ success: false, message: SELF_REFUSED });
    }
    expect(await rolesOf(editor.id)).toEqual([editorRole]);
    const english = await as(editor.token).edit({ id: editor.id, selectedroles: roleIds.admin }, { 'accept-language': 'en' });
    expect(english.body.message).toBe('You cannot change your own roles; ask another administrator');
    // the user form always sends the roles: an unchanged list is no change
    const own = await as(editor.token).edit({ id: editor.id, realname: '改名了', selectedroles: editorRole });
    expect(own.body).toMatchObject({ success: true, result: { realname: '改名了' } });
  });

  it('cannot give another user the admin role; the whole call is refused and nothing is written', async () => {
    const target = await createUser();
    const refused = await as(editor.token).edit({ id: target, realname: '不该写入', selectedroles: roleIds.admin });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, message: ADMIN_REFUSED });
    // only the role beyond the editor is named, not the one they could hand out
    const mixed = await as(editor.token).edit({ id: target, selectedroles: `${listerRole},${roleIds.admin},${roleIds.procurement}` });
    expect(mixed.body.message).toBe(`不能分配含有您未拥有权限的角色：平台管理员 (admin), ${roleNames.procurement} (procurement)`);
    expect(mixed.body.message).not.toContain('user_lister');
    expect(await rolesOf(target)).toEqual([]);
    const [row] = await server.database.db.select({ realname: users.realname }).from(users).where(eq(users.id, target));
    expect(row.realname).toBe('目标');
    const english = await as(editor.token).edit({ id: target, selectedroles: roleIds.admin }, { 'accept-language': 'en' });
    expect(english.body.message).toBe('You cannot assign roles carrying permissions you do not hold: 平台管理员 (admin)');
  });

  it('cannot add a user with the admin role', async () => {
    const { body } = await as(editor.token).add({ username: 'esc_sneaky', realname: '偷偷', password: PASSWORD, selectedroles: `${listerRole},${roleIds.admin}` });
    expect(body).toMatchObject({ success: false, message: ADMIN_REFUSED });
    expect(await server.database.db.select().from(users).where(eq(users.username, 'esc_sneaky'))).toEqual([]);
  });

  it('can assign roles whose permissions are a subset of theirs, or equal to them, on add and edit', async () => {
    const target = await createUser();
    expect((await as(editor.token).edit({ id: target, selectedroles: listerRole })).body.success).toBe(true);
    expect(await rolesOf(target)).toEqual([listerRole]);
    expect((await as(editor.token).edit({ id: target, selectedroles: `${listerRole},${editorRole}` })).body.success).toBe(true);
    expect(await rolesOf(target)).toEqual([listerRole, editorRole].sort());
    const added = await as(editor.token).add({ username: 'esc_lister', realname: '查看员', password: PASSWORD, selectedroles: listerRole });
    expect(added.body.success).toBe(true);
    expect(await rolesOf(added.body.result.id)).toEqual([listerRole]);
  });

  it('cannot edit a stronger user at all, not even leaving their roles as they are (takeover.test.ts)', async () => {
    const strong = await createUser([roleIds.admin]);
    const kept = await as(editor.token).edit({ id: strong, realname: '仍是管理员', selectedroles: `${roleIds.admin},${listerRole}` });
    expect(kept.body).toMatchObject({ success: false, message: `不能操作拥有您未拥有权限的用户：目标 (esc_user_${counter})` });
    expect(await rolesOf(strong)).toEqual([roleIds.admin]);
  });
});

describe('the platform administrator', () => {
  it('still assigns any role to anyone else, on add and edit', async () => {
    const target = await createUser();
    const all = Object.values(roleIds).concat(editorRole, listerRole);
    expect((await as(adminToken).edit({ id: target, selectedroles: all.join(',') })).body.success).toBe(true);
    expect(await rolesOf(target)).toEqual([...new Set(all)].sort());
    const added = await as(adminToken).add({ username: 'esc_second_admin', realname: '第二管理员', password: PASSWORD, selectedroles: roleIds.admin });
    expect(added.body.success).toBe(true);
    expect(await rolesOf(added.body.result.id)).toEqual([roleIds.admin]);
  });

  it('cannot change their own roles either', async () => {
    const { body } = await as(adminToken).edit({ id: adminId, selectedroles: `${roleIds.admin},${listerRole}` });
    expect(body).toMatchObject({ success: false, message: SELF_REFUSED });
    expect(await rolesOf(adminId)).toEqual([roleIds.admin]);
  });
});
