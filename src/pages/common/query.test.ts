import { describe, expect, it } from 'vitest';
import { ancestorValues, cleanQuery, flattenTree, pageAfterRemoval, splitIds, toTreeData, treeValues } from './query.ts';

describe('cleanQuery', () => {
  it('drops blank strings, null and undefined and trims the rest', () => {
    expect(cleanQuery({ a: ' x ', b: '  ', c: null, d: undefined, e: 0, f: false })).toEqual({ a: 'x', e: 0, f: false });
  });
});

describe('pageAfterRemoval', () => {
  it('steps back when the last page empties', () => {
    expect(pageAfterRemoval(3, 21, 1, 10)).toBe(2);
    expect(pageAfterRemoval(3, 22, 1, 10)).toBe(3);
    expect(pageAfterRemoval(1, 1, 1, 10)).toBe(1);
  });
});

describe('trees', () => {
  const server = [{ id: 'a', name: 'A', children: [{ id: 'b', name: 'B', children: [{ id: 'c', name: 'C' }] }] }, { id: 'd', name: 'D', children: [] }];
  type N = { id: string; name: string; children?: N[] };
  const data = toTreeData<N>(server, (n) => n.name, (n) => n.id);
  it('converts and drops empty children', () => {
    expect(data[1]).toEqual({ label: 'D', value: 'd' });
    expect(data[0].children?.[0].children?.[0]).toEqual({ label: 'C', value: 'c' });
  });
  it('lists values and ancestors', () => {
    expect(treeValues(data)).toEqual(['a', 'b', 'c', 'd']);
    expect(ancestorValues(data, 'c')).toEqual(['b', 'a']);
    expect(ancestorValues(data, 'a')).toEqual([]);
    expect(flattenTree<N>(server).map((e) => `${e.node.id}${e.depth}`)).toEqual(['a0', 'b1', 'c2', 'd0']);
  });
  it('splits id lists', () => {
    expect(splitIds(' a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitIds(null)).toEqual([]);
  });
});
