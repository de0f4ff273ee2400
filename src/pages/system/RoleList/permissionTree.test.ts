import { describe, expect, it } from 'vitest';
import { filterTree, indexTree, tickState, toggle, type PermissionNode } from './permissionTree.ts';

const TREE: PermissionNode[] = [
  {
    key: 'sys', title: '系统管理', menuType: 0,
    children: [
      { key: 'user', title: '用户管理', menuType: 1, children: [{ key: 'user:add', title: '新增', menuType: 2 }, { key: 'user:edit', title: '编辑', menuType: 2 }] },
      { key: 'role', title: '角色管理', menuType: 1 },
    ],
  },
  { key: 'shop', title: '商城', menuType: 0, children: [{ key: 'shop:home', title: '商城首页', menuType: 1 }, { key: 'shop:car', title: '购物车', menuType: 1 }] },
];
const index = indexTree(TREE);
const set = (...keys: string[]) => new Set(keys);

describe('the role permission tree', () => {
  it('ticking a child ticks its ancestors, which show half-ticked', () => {
    const ticked = toggle(index, set(), 'user', true);
    expect([...ticked].sort()).toEqual(['sys', 'user', 'user:add', 'user:edit']);
    expect(tickState(index, ticked, 'sys')).toBe('indeterminate');
    expect(tickState(index, ticked, 'user')).toBe('checked');
    expect(tickState(index, ticked, 'role')).toBe('unchecked');
  });

  it('unticking a group unticks its subtree', () => {
    const ticked = toggle(index, toggle(index, set(), 'shop', true), 'shop', false);
    expect(ticked.size).toBe(0);
    expect(tickState(index, ticked, 'shop:home')).toBe('unchecked');
  });

  it('a group left with nothing ticked goes; a page stays granted without its buttons', () => {
    let ticked = toggle(index, set(), 'shop:home', true);
    ticked = toggle(index, ticked, 'shop:home', false);
    expect(ticked.has('shop')).toBe(false);
    ticked = toggle(index, set(), 'user', true);
    ticked = toggle(index, ticked, 'user:add', false);
    ticked = toggle(index, ticked, 'user:edit', false);
    expect([...ticked].sort()).toEqual(['sys', 'user']);
    expect(tickState(index, ticked, 'user')).toBe('indeterminate');
  });

  it('ticking everything under a group shows the group ticked', () => {
    let ticked = toggle(index, set(), 'shop:home', true);
    ticked = toggle(index, ticked, 'shop:car', true);
    expect(tickState(index, ticked, 'shop')).toBe('checked');
  });

  it('searches by title, keeping the ancestors of what matches', () => {
    const found = filterTree(TREE, '编辑');
    expect(found).toHaveLength(1);
    expect(found[0]!.key).toBe('sys');
    expect(found[0]!.children!.map((c) => c.key)).toEqual(['user']);
    expect(found[0]!.children![0]!.children!.map((c) => c.key)).toEqual(['user:edit']);
    expect(filterTree(TREE, '  ')).toHaveLength(2);
    expect(filterTree(TREE, '没有')).toEqual([]);
  });
});
