import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { auditLog, departments, departPermissions, permissions } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { giveRole, permissionRowFor, recordLive, userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';

let server: TestServer;
let admin: GrantedUser;
beforeAll(async () => {
  server = await startServer();
  admin = await userWithPerms(server, [
    PERMS.permissionAdd, PERMS.permissionEdit, PERMS.permissionDelete, PERMS.permissionList, PERMS.rolePermission, PERMS.departPermission,
  ]);
  // The platform administrator's role too: these tests hand out roles and permissions of every kind, and
  // one may only hand out what one holds (escalation.test.ts covers callers holding less).
  await giveRole(server, admin.id, 'admin');
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>) => server.call('POST', '/sys/permission/add', { token: admin.token, body });
const edit = (body: Record<string, unknown>) => server.call('PUT', '/sys/permission/edit', { token: admin.token, body });
const remove = (id: string) => server.call('DELETE', '/sys/permission/delete', { token: admin.token, query: { id } });
const saveRole = (roleId: string, permissionIds: string[]) =>
  server.call('POST', '/sys/permission/saveRolePermission', { token: admin.token, body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: '' } });

/** A menu with a sub-menu and a button under it. */
async function smallTree(tag: string) {
  const menu = (await add({ name: `菜单${tag}`, menuType: 0, url: `/m${tag}`, component: 'layouts/RouteView', icon: 'setting' })).body.result;
  const sub = (await add({ name: `子菜单${tag}`, menuType: 1, url: `/m${tag}/list`, component: `m${tag}/List`, parentId: menu.id })).body.result;
  const button = (await add({ name: `按钮${tag}`, menuType: 2, perms: `test:${tag}:add`, parentId: sub.id })).body.result;
  return { menu, sub, button };
}

describe('POST /sys/permission/add', () => {
  it('adds menus, sub-menus and buttons, audited', async () => {
    const { menu, sub, button } = await smallTree('A');
    expect(menu).toMatchObject({ name: '菜单A', title: '菜单A', menuType: 0, url: '/mA', parentId: null, route: true, hidden: false, status: '1' });
    expect(sub).toMatchObject({ parentId: menu.id, menuType: 1 });
    expect(button).toMatchObject({ parentId: sub.id, menuType: 2, perms: 'test:A:add', permsType: '1' });
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'permission_add'));
    expect(audits.map((a) => a.target)).toEqual(expect.arrayContaining(['菜单A', '子菜单A', '按钮A']));
  });

  it('names what is wrong with the form', async () => {
    const { menu, button } = await smallTree('B');
    expect((await add({ menuType: 0, url: '/x' })).body.message).toBe('请输入菜单名称');
    expect((await add({ name: 'x', menuType: 5, url: '/x' })).body.message).toBe('菜单类型只能是0（一级菜单）、1（子菜单）或2（按钮）');
    expect((await add({ name: 'x', url: '/x' })).body.message).toBe('菜单类型只能是0（一级菜单）、1（子菜单）或2（按钮）');
    expect((await add({ name: 'x', menuType: 2, parentId: menu.id })).body.message).toBe('按钮必须填写授权标识');
    expect((await add({ name: 'x', menuType: 2, perms: ' ', parentId: menu.id })).body.message).toBe('按钮必须填写授权标识');
    expect((await add({ name: 'x', menuType: 0 })).body.message).toBe('菜单必须填写访问路径');
    expect((await add({ name: 'x', menuType: 1, url: '/x' })).body.message).toBe('子菜单和按钮必须选择上级菜单');
    expect((await add({ name: 'x', menuType: 2, perms: 'a:b' })).body.message).toBe('子菜单和按钮必须选择上级菜单');
    expect((await add({ name: 'x', menuType: 1, url: '/x', parentId: 'nope' })).body.message).toBe('上级菜单不存在');
    expect((await add({ name: 'x', menuType: 2, perms: 'a:b', parentId: button.id })).body.message).toBe('按钮不能作为上级菜单');
    expect((await add({ name: 'x', menuType: '1', url: '/x', parentId: menu.id })).body.success).toBe(true);
  });
});

describe('PUT /sys/permission/edit', () => {
  it('changes the given fields and keeps the rest', async () => {
    const { sub } = await smallTree('C');
    const { body } = await edit({ id: sub.id, name: '改名', hidden: true, keepAlive: true, sortNo: 3.5 });
    expect(body).toMatchObject({ success: true, result: { name: '改名', hidden: true, keepAlive: true, sortNo: 3.5, url: '/mC/list', menuType: 1, updateBy: admin.username } });
    const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'permission_edit'), eq(auditLog.target, '改名')));
    expect(audit.detail).toMatchObject({ before: { name: '子菜单C' }, after: { name: '改名' } });
  });

  it('refuses cycles, a button parent, a button with children and unknown rows', async () => {
    const { menu, sub, button } = await smallTree('D');
    expect((await edit({ id: menu.id, parentId: menu.id })).body.message).toBe('不能把菜单移到它自己或它的下级之下');
    expect((await edit({ id: menu.id, parentId: sub.id })).body.message).toBe('不能把菜单移到它自己或它的下级之下');
    expect((await edit({ id: sub.id, parentId: button.id })).body.message).toBe('按钮不能作为上级菜单');
    expect((await edit({ id: sub.id, menuType: 2, perms: 'x:y' })).body.message).toBe('该菜单下还有子菜单或按钮，不能改为按钮');
    expect((await edit({ id: button.id, perms: '' })).body.message).toBe('按钮必须填写授权标识');
    expect((await edit({ id: 'nope', name: 'x' })).body.message).toBe('菜单不存在');
    const other = await smallTree('D2');
    expect((await edit({ id: sub.id, parentId: other.menu.id })).body.result.parentId).toBe(other.menu.id);
  });

  it('pushes PERMISSION_CHANGED to the holders of the row and of rows beneath it', async () => {
    const { menu, button } = await smallTree('E');
    const holder = await userWithPerms(server, []);
    const bystander = await userWithPerms(server, [PERMS.dictList]);
    await saveRole(holder.roleId, [button.id]);
    const live = recordLive(server, [holder.id, bystander.id]);
    expect((await edit({ id: menu.id, icon: 'user' })).body.success).toBe(true);
    expect(await live.waitFor(holder.id, 'PERMISSION_CHANGED')).toBe(true);
    expect(live.received.get(bystander.id)).toEqual([]);
    live.stop();
  });
});

describe('DELETE /sys/permission/delete', () => {
  it('refuses a row with children, then soft-deletes leaf first; holders lose it on their next request', async () => {
    const { menu, sub, button } = await smallTree('F');
    const guard = await permissionRowFor(server, PERMS.auditLogList);
    const holder = await userWithPerms(server, []);
    await saveRole(holder.roleId, [guard]);
    expect((await server.call('GET', '/sys/log/list', { token: holder.token })).status).toBe(200);
    expect((await remove(menu.id)).body).toMatchObject({ success: false, message: '该菜单下还有子菜单或按钮，请先删除它们' });
    expect((await remove(button.id)).body.success).toBe(true);
    expect((await remove(sub.id)).body.success).toBe(true);
    expect((await remove(menu.id)).body.success).toBe(true);
    expect((await remove(menu.id)).body.message).toBe('菜单不存在');
    const [row] = await server.database.db.select().from(permissions).where(eq(permissions.id, menu.id));
    expect(row.deleted).toBe(true);

    const live = recordLive(server, [holder.id]);
    expect((await remove(guard)).body.success).toBe(true);
    expect(await live.waitFor(holder.id, 'PERMISSION_CHANGED')).toBe(true);
    live.stop();
    expect((await server.call('GET', '/sys/log/list', { token: holder.token })).status).toBe(403);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'permission_delete'));
    expect(audits.map((a) => a.target)).toEqual(expect.arrayContaining(['菜单F', '子菜单F', '按钮F']));
  });
});

describe('GET /sys/permission/list and queryTreeList', () => {
  it('list answers the whole live tree, nested', async () => {
    const { menu, sub, button } = await smallTree('G');
    const gone = (await add({ name: '已删除', menuType: 2, perms: 'gone:x', parentId: sub.id })).body.result;
    await remove(gone.id);
    const { body } = await server.call('GET', '/sys/permission/list', { token: admin.token });
    const root = body.result.find((n: { id: string }) => n.id === menu.id);
    expect(root).toMatchObject({ key: menu.id, title: '菜单G', isLeaf: false });
    expect(root.children).toHaveLength(1);
    expect(root.children[0]).toMatchObject({ id: sub.id, parentId: menu.id });
    expect(root.children[0].children.map((n: { id: string }) => n.id)).toEqual([button.id]);
    expect(root.children[0].children[0]).toMatchObject({ isLeaf: true, children: [], perms: 'test:G:add' });
  });

  it('queryTreeList answers {treeList, ids} with every live row', async () => {
    const { menu, button } = await smallTree('H');
    const { body } = await server.call('GET', '/sys/permission/queryTreeList', { token: admin.token });
    const live = await server.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.deleted, false));
    expect(body.result.ids.sort()).toEqual(live.map((r) => r.id).sort());
    const root = body.result.treeList.find((n: { key: string }) => n.key === menu.id);
    expect(root).toMatchObject({ key: menu.id, value: menu.id, title: '菜单H', menuType: 0 });
    expect(root.children[0].children[0]).toMatchObject({ key: button.id, isLeaf: true });
  });
});

describe('role permissions', () => {
  it('a grant takes effect on the user\'s next request, a revoke answers 403 next; both are pushed and audited', async () => {
    const user = await userWithPerms(server, []);
    const other = await userWithPerms(server, []);
    const guard = await permissionRowFor(server, PERMS.roleList);
    expect((await server.call('GET', '/sys/role/list', { token: user.token })).status).toBe(403);

    const live = recordLive(server, [user.id, other.id]);
    expect((await saveRole(user.roleId, [guard])).body).toMatchObject({ success: true });
    expect((await server.call('GET', '/sys/role/list', { token: user.token })).status).toBe(200);
    expect(await live.waitFor(user.id, 'PERMISSION_CHANGED')).toBe(true);
    expect((await server.call('GET', '/sys/permission/queryRolePermission', { token: admin.token, query: { roleId: user.roleId } })).body.result).toEqual([guard]);

    expect((await saveRole(user.roleId, [])).body.success).toBe(true);
    expect((await server.call('GET', '/sys/role/list', { token: user.token })).status).toBe(403);
    expect(await live.waitFor(user.id, 'PERMISSION_CHANGED', 2)).toBe(true);
    expect(live.received.get(user.id)![0]).toMatchObject({ cmd: 'user', msgId: 'PERMISSION_CHANGED' });
    expect(live.received.get(other.id)).toEqual([]);
    live.stop();

    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'role_permission_save'));
    expect(audits.map((a) => a.detail)).toEqual(expect.arrayContaining([{ added: [guard], removed: [] }, { added: [], removed: [guard] }]));
  });

  it('replaces the whole set', async () => {
    const user = await userWithPerms(server, [PERMS.dictList, PERMS.dictAdd]);
    const keep = await permissionRowFor(server, PERMS.dictAdd);
    const added = await permissionRowFor(server, PERMS.dictEdit);
    expect((await saveRole(user.roleId, [keep, added])).body.success).toBe(true);
    const { body } = await server.call('GET', '/sys/permission/queryRolePermission', { token: admin.token, query: { roleId: user.roleId } });
    expect(body.result.sort()).toEqual([keep, added].sort());
  });

  it('saves of one role at the same moment all succeed, and the role ends with one of the sets whole', async () => {
    const user = await userWithPerms(server, []);
    const rows = await Promise.all([PERMS.dictList, PERMS.dictAdd, PERMS.dictEdit, PERMS.roleList].map((perm) => permissionRowFor(server, perm)));
    const sets = [[rows[0]!, rows[1]!], [rows[1]!, rows[2]!], [rows[2]!, rows[3]!], [rows[0]!, rows[3]!], [rows[0]!, rows[1]!, rows[2]!, rows[3]!]];
    const answers = await Promise.all(sets.map((set) => saveRole(user.roleId, set)));
    expect(answers.map((a) => [a.status, a.body.success])).toEqual(sets.map(() => [200, true]));
    const { body } = await server.call('GET', '/sys/permission/queryRolePermission', { token: admin.token, query: { roleId: user.roleId } });
    expect(sets.map((set) => [...set].sort().join())).toContain([...body.result].sort().join());
  });

  it('names an unknown role or permission', async () => {
    const user = await userWithPerms(server, []);
    expect((await saveRole('nope', [])).body.message).toBe('角色不存在');
    expect((await saveRole(user.roleId, ['nope'])).body.message).toBe('所选权限不存在');
    expect((await server.call('GET', '/sys/permission/queryRolePermission', { token: admin.token, query: { roleId: 'nope' } })).body.message).toBe('角色不存在');
  });
});

describe('department permissions', () => {
  it('reads and replaces a department\'s set, audited', async () => {
    const [depart] = await server.database.db.select().from(departments).where(eq(departments.orgCode, 'A02A01'));
    const a = await permissionRowFor(server, PERMS.collegeList);
    const b = await permissionRowFor(server, PERMS.supplierList);
    const save = (ids: string[]) =>
      server.call('POST', '/sys/permission/saveDepartPermission', { token: admin.token, body: { departId: depart.id, permissionIds: ids.join(',') } });
    const query = async () =>
      (await server.call('GET', '/sys/permission/queryDepartPermission', { token: admin.token, query: { departId: depart.id } })).body.result.sort();
    expect(await query()).toEqual([]);
    expect((await save([a, b])).body.success).toBe(true);
    expect(await query()).toEqual([a, b].sort());
    expect((await save([b])).body.success).toBe(true);
    expect(await query()).toEqual([b]);
    expect(await server.database.db.select().from(departPermissions).where(eq(departPermissions.departId, depart.id))).toHaveLength(1);
    // in time order: heap order is not insertion order once rows of varying size fill the pages
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'depart_permission_save')).orderBy(auditLog.at);
    expect(audits.at(-1)).toMatchObject({ target: 'A02A01', detail: { added: [], removed: [a] } });
  });

  it('saves of one department at the same moment all succeed, leaving one of the sets whole', async () => {
    const [depart] = await server.database.db.select().from(departments).where(eq(departments.orgCode, 'A02A02'));
    const rows = await Promise.all([PERMS.collegeList, PERMS.supplierList, PERMS.dictList].map((perm) => permissionRowFor(server, perm)));
    const sets = [[rows[0]!, rows[1]!], [rows[1]!, rows[2]!], [rows[0]!, rows[2]!], rows];
    const answers = await Promise.all(
      sets.map((set) => server.call('POST', '/sys/permission/saveDepartPermission', { token: admin.token, body: { departId: depart.id, permissionIds: set.join(',') } })),
    );
    expect(answers.map((a) => [a.status, a.body.success])).toEqual(sets.map(() => [200, true]));
    const held = (await server.database.db.select().from(departPermissions).where(eq(departPermissions.departId, depart.id))).map((row) => row.permissionId);
    expect(sets.map((set) => [...set].sort().join())).toContain(held.sort().join());
    await server.call('POST', '/sys/permission/saveDepartPermission', { token: admin.token, body: { departId: depart.id, permissionIds: '' } });
  });

  it('names an unknown department or permission', async () => {
    const [depart] = await server.database.db.select().from(departments).where(eq(departments.orgCode, 'A02A02'));
    const save = (departId: string, permissionIds: string) =>
      server.call('POST', '/sys/permission/saveDepartPermission', { token: admin.token, body: { departId, permissionIds } });
    expect((await save('nope', '')).body.message).toBe('部门不存在');
    expect((await save(depart.id, 'nope')).body.message).toBe('所选权限不存在');
    expect((await server.call('GET', '/sys/permission/queryDepartPermission', { token: admin.token, query: { departId: 'nope' } })).body.message).toBe('部门不存在');
  });
});
