import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../api/types.ts';
import { flattenRoutes, searchableLeaves, trail, visibleTree } from './menuModel.ts';

const item = (path: string, extra: Partial<MenuItem> = {}, children?: MenuItem[]): MenuItem => ({
  id: path,
  path,
  name: path,
  component: 'x/Y',
  redirect: null,
  route: '1',
  hidden: false,
  meta: { title: path, icon: null, keepAlive: false },
  ...extra,
  ...(children ? { children } : {}),
});

describe('menu model', () => {
  const menu = [
    item('/a', {}, [item('/a/1', { meta: { title: 'one', icon: null, keepAlive: true } }), item('/a/2', { hidden: true })]),
    item('/b', {}, [item('/b/1', { hidden: true })]),
    item('/c', { route: '0' }),
    item('/d', { meta: { title: 'ext', icon: null, keepAlive: false, url: 'https://example.com', internalOrExternal: true } }),
  ];
  it('skips route flag 0 and keeps keepAlive', () => {
    const routes = flattenRoutes(menu);
    expect(routes.map((r) => r.path)).not.toContain('/c');
    expect(routes.find((r) => r.path === '/a/1')?.keepAlive).toBe(true);
  });
  it('hides a menu whose children are all hidden', () => {
    expect(visibleTree(menu).map((m) => m.path)).toEqual(['/a', '/d']);
    expect(visibleTree(menu)[0].children!.map((m) => m.path)).toEqual(['/a/1']);
  });
  it('lists leaves for the search with external urls', () => {
    expect(searchableLeaves(menu)).toEqual([
      { path: '/a/1', title: 'one', external: false },
      { path: 'https://example.com', title: 'ext', external: true },
    ]);
  });
  it('finds the breadcrumb trail', () => {
    expect(trail(menu, '/a/1').map((m) => m.path)).toEqual(['/a', '/a/1']);
  });
});
