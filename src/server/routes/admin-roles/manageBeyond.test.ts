/**
 * Never a role holding more than you (issue 14): whoever may edit or delete roles may do so only to a
 * role carrying nothing beyond their own permission rows. A platform administrator still may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { roles } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { permissionRowFor, userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';

let server: TestServer;
let adminToken: string;
let manager: GrantedUser;

beforeAll(async () => {
  server = await startServer();
  adminToken = await server.login('admin');
  manager = await userWithPerms(server, [PERMS.roleList, PERMS.roleEdit, PERMS.roleDelete]);
});
afterAll(() => server.close());

async function newRole(roleCode: string, perms: string[]): Promise<string> {
  const { body } = await server.call('POST', '/sys/role/add', { token: adminToken, body: { roleName: `角色${roleCode}`, roleCode } });
  expect(body.success).toBe(true);
  const permissionIds = await Promise.all(perms.map((perm) => permissionRowFor(server, perm)));
  const saved = await server.call('POST', '/sys/permission/saveRolePermission', { token: adminToken, body: { roleId: body.result.id, permissionIds: permissionIds.join(','), lastpermissionIds: '' } });
  expect(saved.body.success).toBe(true);
  return body.result.id;
}
const edit = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) => server.call('PUT', '/sys/role/edit', { token, body, headers });
const remove = (token: string, id: string) => server.call('DELETE', '/sys/role/delete', { token, query: { id } });
const roleOf = async (id: string) => (await server.database.db.select().from(roles).where(eq(roles.id, id)))[0];

describe('a role manager', () => {
  it('cannot edit a role holding a permission they lack, the administrators\' role included', async () => {
    const stronger = await newRole('mb_stronger', [PERMS.roleList, PERMS.userDelete]);
    const refused = await edit(manager.token, { id: stronger, roleName: '改名' });
    expect(refused.body).toMatchObject({ success: false, message: '不能修改或删除含有您未拥有权限的角色：角色mb_stronger (mb_stronger)' });
    expect((await roleOf(stronger))!.roleName).toBe('角色mb_stronger');
    const [admin] = await server.database.db.select().from(roles).where(eq(roles.roleCode, 'admin'));
    const english = await edit(manager.token, { id: admin.id, roleCode: 'not_admin' }, { 'accept-language': 'en' });
    expect(english.body.message).toBe('You cannot change or delete roles carrying permissions you do not hold: 平台管理员 (admin)');
    expect((await roleOf(admin.id))!.roleCode).toBe('admin');
  });

  it('cannot delete a role holding a permission they lack', async () => {
    const stronger = await newRole('mb_stronger_del', [PERMS.userDelete]);
    const refused = await remove(manager.token, stronger);
    expect(refused.body).toMatchObject({ success: false, message: '不能修改或删除含有您未拥有权限的角色：角色mb_stronger_del (mb_stronger_del)' });
    expect(await roleOf(stronger)).toBeDefined();
  });

  it('edits and deletes a role holding only what they hold', async () => {
    const weaker = await newRole('mb_weaker', [PERMS.roleList]);
    expect((await edit(manager.token, { id: weaker, roleName: '改名' })).body.success).toBe(true);
    expect((await remove(manager.token, weaker)).body.success).toBe(true);
    expect(await roleOf(weaker)).toBeUndefined();
  });
});

describe('the platform administrator', () => {
  it('edits and deletes any role', async () => {
    const stronger = await newRole('mb_any', [PERMS.userDelete, PERMS.roleDelete]);
    expect((await edit(adminToken, { id: stronger, roleName: '改名' })).body.success).toBe(true);
    expect((await remove(adminToken, stronger)).body.success).toBe(true);
    expect(await roleOf(stronger)).toBeUndefined();
  });
});
