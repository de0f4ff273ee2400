import { describe, expect, it } from 'vitest';
import { branchIds, filterTree, treeRows } from './treeTable.tsx';

type N = { id: string; name: string; children?: N[] };
const tree: N[] = [
  { id: 'a', name: '总部', children: [{ id: 'a1', name: '采购部', children: [{ id: 'a11', name: '采购一组' }] }, { id: 'a2', name: '财务部' }] },
  { id: 'b', name: '一食堂' },
];

describe('tree tables', () => {
  it('shows every row by depth, and hides the descendants of a collapsed node', () => {
    expect(treeRows(tree, new Set()).map((r) => `${r.node.id}:${r.depth}`)).toEqual(['a:0', 'a1:1', 'a11:2', 'a2:1', 'b:0']);
    expect(treeRows(tree, new Set(['a1'])).map((r) => r.node.id)).toEqual(['a', 'a1', 'a2', 'b']);
    expect(treeRows(tree, new Set(['a'])).map((r) => r.node.id)).toEqual(['a', 'b']);
  });

  it('filters to the matches with the chain above them; a match keeps its whole subtree', () => {
    expect(treeRows(filterTree(tree, (n) => n.name.includes('一组')), new Set()).map((r) => r.node.id)).toEqual(['a', 'a1', 'a11']);
    expect(treeRows(filterTree(tree, (n) => n.name === '采购部'), new Set()).map((r) => r.node.id)).toEqual(['a', 'a1', 'a11']);
    expect(filterTree(tree, () => false)).toEqual([]);
  });

  it('lists the nodes that have children', () => {
    expect(branchIds(tree)).toEqual(['a', 'a1']);
  });
});
