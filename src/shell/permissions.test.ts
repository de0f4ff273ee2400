import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../api/types.ts';
import type { ButtonEntry as PermissionEntry } from '../contract/routes/permission-menu.ts';
import { grantedActions, hasAction, menuRoutes, pagePermissions } from './permissions.ts';

const entry = (action: string, type = '1', status = '1'): PermissionEntry => ({ action, type, status, describe: action });

const item = (path: string, extra: Partial<MenuItem> = {}, meta: Partial<MenuItem['meta']> & { permission?: string[] } = {}): MenuItem => ({
  id: path,
  path,
  name: path.replace(/\//g, '-'),
  component: 'x',
  redirect: null,
  route: '1',
  hidden: false,
  meta: { title: path, icon: null, keepAlive: false, ...meta },
  ...extra,
});

describe('button permissions', () => {
  const perms = {
    auth: [entry('user:add'), entry('user:edit', '2'), entry('user:freeze')],
    allAuth: [entry('user:add'), entry('user:edit', '2'), entry('user:freeze'), entry('user:export', '1', '0'), entry('user:delete')],
  };
  it('counts auth entries whose type is not 2', () => {
    expect(hasAction('user:add', perms)).toBe(true);
    expect(hasAction('user:freeze', perms)).toBe(true);
    expect(hasAction('user:edit', perms)).toBe(false);
    expect(hasAction('user:delete', perms)).toBe(false);
    expect([...grantedActions(perms)]).toEqual(['user:add', 'user:freeze']);
  });
  it('shows an action whose system button entry has status 0', () => {
    expect(hasAction('user:export', perms)).toBe(true);
    expect(hasAction('user:export', { auth: [], allAuth: perms.allAuth })).toBe(true);
  });
  it('hides everything guarded without permissions', () => {
    expect(hasAction('user:add', null)).toBe(false);
    expect(hasAction('user:add', { auth: [], allAuth: [] })).toBe(false);
  });
});

describe('menu routes', () => {
  it("skips items whose route flag is '0', with their children", () => {
    const menu = [item('/a'), item('/b', { route: '0', children: [item('/b/c')] }), item('/d')];
    expect(menuRoutes(menu, null).map((m) => m.path)).toEqual(['/a', '/d']);
  });
  it('hides a menu whose children are all hidden', () => {
    const menu = [
      item('/p', { children: [item('/p/1', { hidden: true }), item('/p/2', { hidden: true })] }),
      item('/q', { children: [item('/q/1', { hidden: true }), item('/q/2')] }),
      item('/r', { children: [item('/r/1', { hidden: true }), item('/r/2', { route: '0' })] }),
    ];
    const routes = menuRoutes(menu, null);
    expect(routes.map((m) => [m.path, m.hidden])).toEqual([['/p', true], ['/q', false], ['/r', true]]);
    expect(menu[0].hidden).toBe(false); // the input is not changed
  });
  it('keeps a route with a permission list only when the user holds one of them', () => {
    const perms = { auth: [entry('order:view')], allAuth: [] };
    const menu = [item('/o', {}, { permission: ['order:view', 'order:admin'] }), item('/x', {}, { permission: ['x:view'] }), item('/y')];
    expect(menuRoutes(menu, perms).map((m) => m.path)).toEqual(['/o', '/y']);
  });
  it('finds the permission list of a page', () => {
    const list = [entry('user:add')];
    const menu = [item('/sys', { children: [item('/sys/user', {}, { permissionList: list })] })];
    expect(pagePermissions(menu, '/sys/user')).toEqual(list);
    expect(pagePermissions(menu, '/nope')).toEqual([]);
  });
});
