import { describe, expect, it } from 'vitest';
import { inScope, localPage } from './scope.ts';

describe('template scope', () => {
  const rows = [{ id: 1, private: true }, { id: 2, private: false }, { id: 3, private: true }];
  it('filters private and shared', () => {
    expect(rows.filter((r) => inScope(r, 'private')).map((r) => r.id)).toEqual([1, 3]);
    expect(rows.filter((r) => inScope(r, 'shared')).map((r) => r.id)).toEqual([2]);
    expect(rows.filter((r) => inScope(r, 'all'))).toHaveLength(3);
  });
  it('pages locally', () => {
    expect(localPage([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(localPage([1, 2, 3], 3, 2)).toEqual([]);
  });
});
