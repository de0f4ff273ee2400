/**
 * You can only hand out what you hold: a user who may edit roles' permissions can grant a role only
 * permission rows they hold themselves; what the role already had may stay. Set up through the API as the
 * demo administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { permissionRowFor } from '../../../../tests/server/grants.ts';

const PASSWORD = 'Good#Pass1';

let server: TestServer;
let adminToken: string;
let adminRole: string;
/** Holds the role pages, the role list and the permission dialog, nothing else. */
let editorRole: string;
let editorToken: string;
let ids: { roleList: string; rolePermission: string; userDelete: string };

const save = (token: string, roleId: string, permissionIds: string[], headers?: Record<string, string>) =>
  server.call('POST', '/sys/permission/saveRolePermission', { token, body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: '' }, headers });

async function grantsOf(roleId: string): Promise<string[]> {
  const rows = await server.database.db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.id).sort();
}

async function createRole(roleCode: string): Promise<string> {
  const { body } = await server.call('POST', '/sys/role/add', { token: adminToken, body: { roleName: roleCode, roleCode } });
  expect(body.success).toBe(true);
  return body.result.id;
}

beforeAll(async () => {
  server = await startServer();
  adminToken = await server.login('admin');
  const db = server.database.db;
  [{ id: adminRole }] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, 'admin'));
  ids = {
    roleList: await permissionRowFor(server, PERMS.roleList),
    rolePermission: await permissionRowFor(server, PERMS.rolePermission),
    userDelete: await permissionRowFor(server, PERMS.userDelete),
  };
  const pages = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.deleted, false), eq(permissions.menuType, 0), eq(permissions.url, '/system')));
  const rolePage = await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.deleted, false), eq(permissions.url, '/system/role')));
  editorRole = await createRole('role_editor');
  expect((await save(adminToken, editorRole, [pages[0].id, rolePage[0].id, ids.roleList, ids.rolePermission])).body.success).toBe(true);
  const added = await server.call('POST', '/sys/user/add', {
    token: adminToken, body: { username: 'esc_role_editor', realname: '角色编辑员', password: PASSWORD, selectedroles: editorRole },
  });
  expect(added.body.success).toBe(true);
  editorToken = await server.login('esc_role_editor', PASSWORD);
});
afterAll(() => server.close());

describe('a role editor', () => {
  it('cannot grant a permission they lack, to any role, their own included; nothing is written', async () => {
    const target = await createRole('esc_target_a');
    const refused = await save(editorToken, target, [ids.userDelete]);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toMatch(/^不能授予您未拥有的权限（1 项）：.+ \(system:user:delete\)$/);
    // the whole call is refused, and only what is beyond the editor is named
    const mixed = await save(editorToken, target, [ids.roleList, ids.userDelete]);
    expect(mixed.body.success).toBe(false);
    expect(mixed.body.message).not.toContain(PERMS.roleList);
    expect(await grantsOf(target)).toEqual([]);
    const before = await grantsOf(editorRole);
    expect((await save(editorToken, editorRole, [...before, ids.userDelete])).body.success).toBe(false);
    expect(await grantsOf(editorRole)).toEqual(before);
    const english = await save(editorToken, target, [ids.userDelete], { 'accept-language': 'en' });
    expect(english.body.message).toMatch(/^You cannot grant permissions you do not hold \(1\): .+ \(system:user:delete\)$/);
  });

  // Issue 14 changed this rule: revoking is checked like granting, so only rows the editor holds may be revoked.
  it('can grant what they hold; what the role already had may stay, and (when the editor holds it) be revoked, but not granted back', async () => {
    const target = await createRole('esc_target_b');
    expect((await save(editorToken, target, [ids.roleList])).body.success).toBe(true);
    expect(await grantsOf(target)).toEqual([ids.roleList]);
    expect((await save(adminToken, target, [ids.roleList, ids.userDelete])).body.success).toBe(true);
    expect((await save(editorToken, target, [ids.roleList, ids.userDelete, ids.rolePermission])).body.success).toBe(true);
    expect(await grantsOf(target)).toEqual([ids.roleList, ids.userDelete, ids.rolePermission].sort());
    expect((await save(editorToken, target, [ids.roleList])).body.success).toBe(false);
    expect((await save(editorToken, target, [ids.roleList, ids.userDelete])).body.success).toBe(true);
    expect((await save(adminToken, target, [ids.roleList])).body.success).toBe(true);
    expect((await save(editorToken, target, [ids.roleList, ids.userDelete])).body.success).toBe(false);
    expect(await grantsOf(target)).toEqual([ids.roleList]);
  });
});

describe('the platform administrator', () => {
  it('grants anything, including a menu added later, which only the roles holding everything receive', async () => {
    const menu = await server.call('POST', '/sys/permission/add', {
      token: adminToken, body: { name: '新菜单', menuType: 0, url: '/esc-new', component: 'layouts/RouteView' },
    });
    expect(menu.body.success).toBe(true);
    const fresh: string = menu.body.result.id;
    expect(await grantsOf(adminRole)).toContain(fresh);
    expect(await grantsOf(editorRole)).not.toContain(fresh);

    const target = await createRole('esc_target_c');
    expect((await save(adminToken, target, [fresh, ids.userDelete, ids.roleList])).body.success).toBe(true);
    expect((await save(editorToken, target, [ids.roleList])).body.success).toBe(false); // revoking what they lack is not (issue 14)
    expect((await save(adminToken, target, [ids.roleList])).body.success).toBe(true);
    const back = await save(editorToken, target, [ids.roleList, fresh]);
    expect(back.body).toMatchObject({ success: false, message: '不能授予您未拥有的权限（1 项）：新菜单' });

    // and may still hand the role out, since the administrator holds everything it carries
    const user = await server.call('POST', '/sys/user/add', {
      token: adminToken, body: { username: 'esc_holder', realname: '持有者', password: PASSWORD, selectedroles: `${target},${editorRole}` },
    });
    expect(user.body.success).toBe(true);
  });
});

describe('a menu editor', () => {
  it('cannot write a permission string they do not hold onto a row, a row they hold included; other edits go through', async () => {
    const menuPage = await server.database.db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.deleted, false), eq(permissions.url, '/system/permission')));
    const editRow = await permissionRowFor(server, PERMS.permissionEdit);
    const role = await createRole('menu_editor');
    // the editor holds the menu page, the edit button and the role-list button: the row they will try to rewrite
    expect((await save(adminToken, role, [menuPage[0]!.id, editRow, ids.roleList])).body.success).toBe(true);
    const added = await server.call('POST', '/sys/user/add', {
      token: adminToken, body: { username: 'esc_menu_editor', realname: '菜单编辑员', password: PASSWORD, selectedroles: role },
    });
    expect(added.body.success).toBe(true);
    const token = await server.login('esc_menu_editor', PASSWORD);
    const edit = (body: Record<string, unknown>, as = token) => server.call('PUT', '/sys/permission/edit', { token: as, body: { id: ids.roleList, ...body } });
    const permsOf = async (id: string) => (await server.database.db.select({ perms: permissions.perms }).from(permissions).where(eq(permissions.id, id)))[0]!.perms;

    const refused = await edit({ perms: `${PERMS.roleList},${PERMS.userDelete}` });
    expect(refused.body).toMatchObject({ success: false, message: `不能设置您未拥有的授权标识：${PERMS.userDelete}` });
    expect(await permsOf(ids.roleList)).toBe(PERMS.roleList);
    // a string nobody carries yet is the administrator's to introduce
    expect((await edit({ perms: `${PERMS.roleList},esc:brand:new` })).body.success).toBe(false);
    // what they hold may be added, and the row's own strings may stay or go
    expect((await edit({ perms: `${PERMS.roleList},${PERMS.permissionEdit}`, name: '角色列表（改）' })).body.success).toBe(true);
    expect(await permsOf(ids.roleList)).toBe(`${PERMS.roleList},${PERMS.permissionEdit}`);
    expect((await edit({ perms: PERMS.roleList })).body.success).toBe(true);

    expect((await edit({ perms: `${PERMS.roleList},esc:brand:new` }, adminToken)).body.success).toBe(true);
    expect((await edit({ perms: PERMS.roleList }, adminToken)).body.success).toBe(true);
  });
});
