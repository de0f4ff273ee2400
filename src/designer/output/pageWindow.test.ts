import { describe, expect, it } from 'vitest';
import { layoutColumn, pageAt, visibleRange } from './pageWindow.ts';

const A4 = { width: 595.28, height: 841.89 };

describe('page column', () => {
  it('stacks pages from their sizes with gaps', () => {
    const column = layoutColumn([A4, { width: 841.89, height: 595.28 }, A4], 1, 10);
    expect(column.tops).toEqual([10, 10 + 841.89 + 10, 10 + 841.89 + 10 + 595.28 + 10]);
    expect(column.total).toBeCloseTo(10 + 841.89 * 2 + 595.28 + 30);
    expect(column.width).toBeCloseTo(841.89);
  });

  it('mounts only the pages near the viewport of a 2,000-page document', () => {
    const column = layoutColumn(Array.from({ length: 2000 }, () => A4), 96 / 72, 16);
    const pageBox = 841.89 * (96 / 72) + 16;
    const { first, last } = visibleRange(column, 1000 * pageBox, 900, 400);
    expect(first).toBe(999);
    expect(last).toBeLessThanOrEqual(1001);
    expect(last - first + 1).toBeLessThanOrEqual(3);
    expect(visibleRange(column, 0, 900, 0)).toEqual({ first: 0, last: 0 });
    expect(visibleRange(column, column.total, 900, 0).first).toBe(2000);
    expect(visibleRange(layoutColumn([], 1, 16), 0, 900, 400)).toEqual({ first: 0, last: -1 });
  });

  it('finds the page under a point', () => {
    const column = layoutColumn([A4, A4, A4], 1, 10);
    expect(pageAt(column, 0)).toBe(0);
    expect(pageAt(column, 900)).toBe(1);
    expect(pageAt(column, 1e6)).toBe(2);
  });
});
