import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../api/types.ts';
import { flattenRoutes, matchesSearch, searchableLeaves, trail, visibleTree } from './menuModel.ts';

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
    expect(searchableLeaves(menu, 'zh-CN')).toEqual([
      { path: '/a/1', title: 'one', serverTitle: 'one', external: false },
      { path: 'https://example.com', title: 'ext', serverTitle: 'ext', external: true },
    ]);
  });
  describe('search in the current locale', () => {
    const shipped = [
      item('/order', { meta: { title: '订单管理', icon: null, keepAlive: false } }, [
        item('/order/list', { meta: { title: '订单列表', icon: null, keepAlive: false } }),
        item('/order/mine', { meta: { title: '我的采购单', icon: null, keepAlive: false } }),
      ]),
    ];
    const find = (locale: 'zh-CN' | 'en-US', search: string) =>
      searchableLeaves(shipped, locale)
        .filter((entry) => matchesSearch(entry, search))
        .map((entry) => entry.title);

    it('titles the entries in English, keeping the server title', () => {
      expect(searchableLeaves(shipped, 'en-US')).toEqual([
        { path: '/order/list', title: 'Order List', serverTitle: '订单列表', external: false },
        { path: '/order/mine', title: '我的采购单', serverTitle: '我的采购单', external: false },
      ]);
    });
    it('matches the English title in any case and the Chinese one in English', () => {
      expect(find('en-US', 'order l')).toEqual(['Order List']);
      expect(find('en-US', '  ORDER ')).toEqual(['Order List']);
      expect(find('en-US', '订单')).toEqual(['Order List']);
      expect(find('en-US', '采购')).toEqual(['我的采购单']);
      expect(find('en-US', '')).toEqual(['Order List', '我的采购单']);
    });
    it('matches only the Chinese title in Chinese', () => {
      expect(find('zh-CN', '订单')).toEqual(['订单列表']);
      expect(find('zh-CN', 'order')).toEqual([]);
    });
  });
  it('finds the breadcrumb trail', () => {
    expect(trail(menu, '/a/1').map((m) => m.path)).toEqual(['/a', '/a/1']);
  });
});
