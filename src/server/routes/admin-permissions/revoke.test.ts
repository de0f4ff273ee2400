/**
 * Revoking and deleting are checked like granting (issue 14): whoever saves a role's or a department's
 * permission set may revoke only rows they hold themselves, and whoever edits or deletes a menu row must
 * hold it. A platform administrator holding everything still may do all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { departments, departPermissions, permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { permissionRowFor, userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';

let server: TestServer;
let adminToken: string;
let ids: { roleList: string; rolePermission: string; userDelete: string; permissionEdit: string };

beforeAll(async () => {
  server = await startServer();
  adminToken = await server.login('admin');
  ids = {
    roleList: await permissionRowFor(server, PERMS.roleList),
    rolePermission: await permissionRowFor(server, PERMS.rolePermission),
    userDelete: await permissionRowFor(server, PERMS.userDelete),
    permissionEdit: await permissionRowFor(server, PERMS.permissionEdit),
  };
});
afterAll(() => server.close());

const saveRole = (token: string, roleId: string, permissionIds: string[], headers?: Record<string, string>) =>
  server.call('POST', '/sys/permission/saveRolePermission', { token, body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: '' }, headers });
const saveDepart = (token: string, departId: string, permissionIds: string[]) =>
  server.call('POST', '/sys/permission/saveDepartPermission', { token, body: { departId, permissionIds: permissionIds.join(','), lastpermissionIds: '' } });

async function roleGrants(roleId: string): Promise<string[]> {
  const rows = await server.database.db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.id).sort();
}
async function departGrants(departId: string): Promise<string[]> {
  const rows = await server.database.db.select({ id: departPermissions.permissionId }).from(departPermissions).where(eq(departPermissions.departId, departId));
  return rows.map((row) => row.id).sort();
}
async function newRole(roleCode: string, grants: string[]): Promise<string> {
  const { body } = await server.call('POST', '/sys/role/add', { token: adminToken, body: { roleName: roleCode, roleCode } });
  expect(body.success).toBe(true);
  expect((await saveRole(adminToken, body.result.id, grants)).body.success).toBe(true);
  return body.result.id;
}
const userDeleteName = async () => (await server.database.db.select({ name: permissions.name }).from(permissions).where(eq(permissions.id, ids.userDelete)))[0]!.name;

describe('saving a role permission set', () => {
  let editor: GrantedUser;
  beforeAll(async () => {
    editor = await userWithPerms(server, [PERMS.rolePermission, PERMS.roleList]);
  });

  it('refuses to revoke a permission the caller does not hold, naming it; nothing is written', async () => {
    const target = await newRole('rv_target_a', [ids.roleList, ids.userDelete]);
    const refused = await saveRole(editor.token, target, [ids.roleList]);
    expect(refused.body).toMatchObject({ success: false, message: `不能撤销您未拥有的权限（1 项）：${await userDeleteName()} (${PERMS.userDelete})` });
    expect((await saveRole(editor.token, target, [])).body.success).toBe(false);
    expect(await roleGrants(target)).toEqual([ids.roleList, ids.userDelete].sort());
    const english = await saveRole(editor.token, target, [ids.roleList], { 'accept-language': 'en' });
    expect(english.body.message).toBe(`You cannot revoke permissions you do not hold (1): ${await userDeleteName()} (${PERMS.userDelete})`);
  });

  it('still lets the caller grant and revoke what they hold while the rows they lack stay', async () => {
    const target = await newRole('rv_target_b', [ids.roleList, ids.userDelete]);
    expect((await saveRole(editor.token, target, [ids.roleList, ids.userDelete, ids.rolePermission])).body.success).toBe(true);
    expect((await saveRole(editor.token, target, [ids.userDelete])).body.success).toBe(true);
    expect(await roleGrants(target)).toEqual([ids.userDelete]);
  });

  it('cannot empty the role holding every permission', async () => {
    const [admin] = await server.database.db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, 'admin'));
    const before = await roleGrants(admin.id);
    const refused = await saveRole(editor.token, admin.id, []);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^不能撤销您未拥有的权限（\d+ 项）：/);
    expect(await roleGrants(admin.id)).toEqual(before);
  });

  it('an administrator holding everything revokes anything', async () => {
    const target = await newRole('rv_target_c', [ids.roleList, ids.userDelete]);
    expect((await saveRole(adminToken, target, [])).body.success).toBe(true);
    expect(await roleGrants(target)).toEqual([]);
  });
});

describe('saving a department permission set', () => {
  it('refuses granting and revoking what the caller lacks; what they hold goes through; the administrator may do all', async () => {
    const editor = await userWithPerms(server, [PERMS.departPermission, PERMS.roleList]);
    const [depart] = await server.database.db.select({ id: departments.id }).from(departments).where(eq(departments.deleted, false)).limit(1);
    expect((await saveDepart(adminToken, depart.id, [ids.roleList, ids.userDelete])).body.success).toBe(true);

    const revoke = await saveDepart(editor.token, depart.id, [ids.roleList]);
    expect(revoke.body).toMatchObject({ success: false, message: `不能撤销您未拥有的权限（1 项）：${await userDeleteName()} (${PERMS.userDelete})` });
    const grant = await saveDepart(editor.token, depart.id, [ids.roleList, ids.userDelete, ids.permissionEdit]);
    expect(grant.body).toMatchObject({ success: false });
    expect(grant.body.message).toMatch(/^不能授予您未拥有的权限（1 项）：.+ \(system:permission:edit\)$/);
    expect(await departGrants(depart.id)).toEqual([ids.roleList, ids.userDelete].sort());

    expect((await saveDepart(editor.token, depart.id, [ids.userDelete])).body.success).toBe(true);
    expect(await departGrants(depart.id)).toEqual([ids.userDelete]);
    expect((await saveDepart(adminToken, depart.id, [])).body.success).toBe(true);
    expect(await departGrants(depart.id)).toEqual([]);
  });
});

describe('editing and deleting a menu row', () => {
  let editor: GrantedUser;
  beforeAll(async () => {
    editor = await userWithPerms(server, [PERMS.permissionList, PERMS.permissionEdit, PERMS.permissionDelete]);
  });
  const edit = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) => server.call('PUT', '/sys/permission/edit', { token, body, headers });
  const remove = (token: string, id: string) => server.call('DELETE', '/sys/permission/delete', { token, query: { id } });
  const rowOf = async (id: string) => (await server.database.db.select().from(permissions).where(eq(permissions.id, id)))[0]!;

  it('refuses disabling, renaming or rewriting a row the caller does not hold, naming it', async () => {
    const message = `不能修改或删除您未拥有的菜单或权限：${await userDeleteName()} (${PERMS.userDelete})`;
    expect((await edit(editor.token, { id: ids.userDelete, status: '0' })).body).toMatchObject({ success: false, message });
    expect((await edit(editor.token, { id: ids.userDelete, perms: 'x:y' })).body).toMatchObject({ success: false, message });
    const english = await edit(editor.token, { id: ids.userDelete, name: 'x' }, { 'accept-language': 'en' });
    expect(english.body.message).toBe(`You cannot change or delete a menu or permission you do not hold: ${await userDeleteName()} (${PERMS.userDelete})`);
    expect(await rowOf(ids.userDelete)).toMatchObject({ status: '1', perms: PERMS.userDelete, name: await userDeleteName() });
  });

  it('refuses deleting a row the caller does not hold', async () => {
    const refused = await remove(editor.token, ids.userDelete);
    expect(refused.body).toMatchObject({ success: false, message: `不能修改或删除您未拥有的菜单或权限：${await userDeleteName()} (${PERMS.userDelete})` });
    expect((await rowOf(ids.userDelete)).deleted).toBe(false);
  });

  it('lets the caller edit a row they hold', async () => {
    const own = await permissionRowFor(server, PERMS.permissionList);
    const name = (await rowOf(own)).name;
    expect((await edit(editor.token, { id: own, name: `${name}（改）` })).body.success).toBe(true);
    expect((await edit(editor.token, { id: own, name })).body.success).toBe(true);
  });

  it('an administrator holding everything edits, disables and deletes any row', async () => {
    const added = await server.call('POST', '/sys/permission/add', {
      token: adminToken, body: { name: '待删按钮', menuType: 2, perms: 'rv:button', parentId: (await rowOf(ids.userDelete)).parentId },
    });
    expect(added.body.success).toBe(true);
    const id: string = added.body.result.id;
    expect((await edit(adminToken, { id, status: '0' })).body.success).toBe(true);
    expect((await edit(adminToken, { id, status: '1', name: '待删按钮（改）' })).body.success).toBe(true);
    expect((await remove(adminToken, id)).body.success).toBe(true);
    expect((await rowOf(id)).deleted).toBe(true);
  });
});
