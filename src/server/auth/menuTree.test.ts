import { describe, expect, it } from 'vitest';
import { buildUserPermissions, routeName, type PermissionRow } from './menuTree.ts';

let sort = 0;
const row = (id: string, parentId: string | null, extra: Partial<PermissionRow> = {}): PermissionRow => ({
  id,
  parentId,
  name: `name ${id}`,
  url: `/${id}`,
  component: `views/${id}`,
  componentName: id,
  redirect: null,
  icon: null,
  menuType: parentId ? 1 : 0,
  perms: null,
  permsType: '1',
  sortNo: ++sort,
  route: true,
  hidden: false,
  keepAlive: false,
  external: false,
  status: '1',
  ...extra,
});
const button = (id: string, parentId: string, perms: string, extra: Partial<PermissionRow> = {}) =>
  row(id, parentId, { menuType: 2, perms, url: null, component: null, ...extra });

describe('buildUserPermissions', () => {
  const rows = [
    row('sys', null, { redirect: '/sys/user', icon: 'setting' }),
    row('user', 'sys', { url: '/sys/user', keepAlive: true }),
    row('role', 'sys', { url: '/sys/role', route: false }),
    button('user.add', 'user', 'system:user:add'),
    button('user.del', 'user', 'system:user:delete'),
    button('off', 'user', 'system:user:off', { status: '0' }),
    row('tpl', null),
    row('designer', 'tpl', { url: '/printDesign/:id', hidden: true }),
    row('ext', null, { url: 'https://example.com/help', external: true }),
  ];

  it('builds the tree of granted menus in order, with the item shape the back office reads', () => {
    const { menu } = buildUserPermissions(rows, new Set(['sys', 'user', 'role', 'user.add']));
    expect(menu.map((item) => item.id)).toEqual(['sys']);
    expect(menu[0]).toMatchObject({
      path: '/sys',
      name: 'sys',
      redirect: '/sys/user',
      route: '1',
      hidden: false,
      meta: { title: 'name sys', icon: 'setting', keepAlive: false, internalOrExternal: false },
    });
    const [user, role] = menu[0].children!;
    expect(user).toMatchObject({ path: '/sys/user', name: 'sys-user', component: 'views/user', meta: { keepAlive: true, componentName: 'user' } });
    expect(user.meta.permissionList).toEqual([{ action: 'system:user:add', type: '1', describe: 'name user.add', status: '1' }]);
    expect(user.children).toBeUndefined();
    expect(role.route).toBe('0');
    expect(role.meta.permissionList).toBeUndefined();
  });

  it('keeps the ancestors of a granted page, and drops pages under a disabled menu', () => {
    expect(buildUserPermissions(rows, new Set(['user'])).menu.map((item) => [item.id, item.children?.map((c) => c.id)])).toEqual([['sys', ['user']]]);
    const disabled = rows.map((r) => (r.id === 'sys' ? { ...r, status: '0' } : r));
    expect(buildUserPermissions(disabled, new Set(['sys', 'user'])).menu).toEqual([]);
  });

  it('hides a menu whose children are all hidden', () => {
    const { menu } = buildUserPermissions(rows, new Set(['tpl', 'designer']));
    expect(menu[0]).toMatchObject({ id: 'tpl', hidden: true });
    expect(menu[0].children![0]).toMatchObject({ name: 'printDesign-@id', hidden: true });
    const { menu: withSys } = buildUserPermissions(rows, new Set(['sys', 'user']));
    expect(withSys[0].hidden).toBe(false);
  });

  it('gives an external page a path of its own and its address in meta.url', () => {
    const { menu } = buildUserPermissions(rows, new Set(['ext']));
    expect(menu[0]).toMatchObject({ path: '/external/ext', name: 'external-ext', meta: { url: 'https://example.com/help', internalOrExternal: true } });
  });

  it('auth holds the user\'s active buttons; allAuth every button with its status', () => {
    const { auth, allAuth } = buildUserPermissions(rows, new Set(['user.add', 'off']));
    expect(auth.map((entry) => entry.action)).toEqual(['system:user:add']);
    expect(allAuth).toEqual([
      { action: 'system:user:add', type: '1', describe: 'name user.add', status: '1' },
      { action: 'system:user:delete', type: '1', describe: 'name user.del', status: '1' },
      { action: 'system:user:off', type: '1', describe: 'name off', status: '0' },
    ]);
  });

  it('survives a parent cycle in bad data', () => {
    const cyclic = [row('a', 'b'), row('b', 'a')];
    expect(buildUserPermissions(cyclic, new Set(['a', 'b'])).menu).toEqual([]);
  });

  it('names routes from paths', () => {
    expect(routeName('/dashboard/analysis')).toBe('dashboard-analysis');
  });
});
