import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../page.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { lineItems, renderTable } from './testing.ts';

/**
 * Two columns (x 20 | 170 | 320) and header, two body rows and a summary footer row of 20 pt
 * (y 20 | 40 | 60 | 80 | 100). Lines are [x1, y1, x2, y2]; horizontal ones reach half the
 * 0.75 pt stroke past their ends.
 */
const columns = [[{ title: 'A', field: 'a' }, { title: 'B', field: 'b', tableSummary: 'count' }]];
const NONE = {
  tableBorder: 'noBorder',
  tableHeaderBorder: 'noBorder',
  tableHeaderCellBorder: 'noBorder',
  tableBodyCellBorder: 'noBorder',
  tableBodyRowBorder: 'noBorder',
  tableFooterBorder: 'noBorder',
  tableFooterCellBorder: 'noBorder',
};

function lines(options: Record<string, unknown>): number[][] {
  const { pages } = renderTable(
    { columns, tableHeaderRowHeight: 20, tableBodyRowHeight: 20, tableFooterRepeat: 'last', ...options },
    { rows: [{ a: 1, b: 2 }, { a: 3, b: 4 }] },
    testContext(),
  );
  return lineItems(pages[0]!).map((l) => [l.x1, l.y1, l.x2, l.y2]);
}
const h = (y: number, x1 = 20, x2 = 320) => [x1 - 0.375, y, x2 + 0.375, y];
const v = (x: number, y1: number, y2: number) => [x, y1, x, y2];

describe('table borders', () => {
  it('boxes every cell by default, each shared edge drawn once and collinear edges joined', () => {
    expect(lines({})).toEqual([h(20), h(40), h(60), h(80), h(100), v(20, 20, 100), v(170, 20, 100), v(320, 20, 100)]);
  });

  it('draws nothing when every option says noBorder', () => {
    expect(lines(NONE)).toEqual([]);
  });

  it('tableBorder: the outer box', () => {
    expect(lines({ ...NONE, tableBorder: 'border' })).toEqual([h(20), h(100), v(20, 20, 100), v(320, 20, 100)]);
  });

  it('tableHeaderBorder: the box around the header', () => {
    expect(lines({ ...NONE, tableHeaderBorder: 'border' })).toEqual([h(20), h(40), v(20, 20, 40), v(320, 20, 40)]);
  });

  it('tableHeaderCellBorder: the lines between header cells only (hiprint draws them as td side borders)', () => {
    expect(lines({ ...NONE, tableHeaderCellBorder: 'border' })).toEqual([v(170, 20, 40)]);
  });

  it('tableBodyCellBorder: the lines between body cells only', () => {
    expect(lines({ ...NONE, tableBodyCellBorder: 'border' })).toEqual([v(170, 40, 80)]);
  });

  it('tableBorder noBorder with cell borders draws no outer side (no left border at all)', () => {
    const all = lines({ ...NONE, tableBodyCellBorder: 'border', tableHeaderCellBorder: 'border', tableFooterCellBorder: 'border' });
    expect(all.filter(([x1, , x2]) => x1 === 20 && x2 === 20)).toEqual([]);
    expect(all).toEqual([v(170, 20, 100)]);
  });

  it('tableBodyRowBorder leftBorder, rightBorder, leftRightBorder: those sides of each row', () => {
    expect(lines({ ...NONE, tableBodyRowBorder: 'leftBorder' })).toEqual([v(20, 40, 80)]);
    expect(lines({ ...NONE, tableBodyRowBorder: 'rightBorder' })).toEqual([v(320, 40, 80)]);
    expect(lines({ ...NONE, tableBodyRowBorder: 'leftRightBorder' })).toEqual([v(20, 40, 80), v(320, 40, 80)]);
  });

  it('tableBodyRowBorder: border, topBorder, bottomBorder, topBottomBorder', () => {
    expect(lines({ ...NONE, tableBodyRowBorder: 'border' })).toEqual([h(40), h(60), h(80), v(20, 40, 80), v(320, 40, 80)]);
    expect(lines({ ...NONE, tableBodyRowBorder: 'topBorder' })).toEqual([h(40), h(60)]);
    expect(lines({ ...NONE, tableBodyRowBorder: 'bottomBorder' })).toEqual([h(60), h(80)]);
    expect(lines({ ...NONE, tableBodyRowBorder: 'topBottomBorder' })).toEqual([h(40), h(60), h(80)]);
  });

  it('tableFooterBorder and tableFooterCellBorder: the footer box and its cells', () => {
    expect(lines({ ...NONE, tableFooterBorder: 'border' })).toEqual([h(80), h(100), v(20, 80, 100), v(320, 80, 100)]);
    expect(lines({ ...NONE, tableFooterCellBorder: 'border' })).toEqual([v(170, 80, 100)]);
  });

  it('takes unknown values and hiprint flags as border, false as noBorder', () => {
    expect(lines({ ...NONE, tableBorder: 'whatever' })).toEqual(lines({ ...NONE, tableBorder: 'border' }));
    expect(lines({ tableBorder: false, tableHeaderBorder: false, tableHeaderCellBorder: false, tableBodyCellBorder: false, tableBodyRowBorder: false, tableFooterBorder: false, tableFooterCellBorder: false })).toEqual([]);
  });

  it('strokes with borderWidth, borderColor and borderStyle', () => {
    const { pages } = renderTable({ columns, borderWidth: 1.5, borderColor: 'rgba(255,0,0,0.5)', borderStyle: 'dashed' }, { rows: [{}] }, testContext());
    const all: LineItem[] = lineItems(pages[0]!);
    expect(all.length).toBeGreaterThan(0);
    for (const l of all) expect(l.stroke).toEqual({ color: '#ff0000', width: 1.5, style: 'dashed', opacity: 0.5 });
  });

  it('never draws two lines over each other on a long page', () => {
    const { pages } = renderTable({ columns }, { rows: Array.from({ length: 40 }, (_, i) => ({ a: i, b: i })) }, testContext());
    for (const page of pages) {
      const all = lineItems(page);
      const key = (l: LineItem) => (l.y1 === l.y2 ? `h${l.y1}` : `v${l.x1}`);
      const groups = new Map<string, LineItem[]>();
      for (const l of all) groups.set(key(l), [...(groups.get(key(l)) ?? []), l]);
      for (const [k, group] of groups) expect(group, k).toHaveLength(1);
      // Three vertical lines for the whole page.
      expect(all.filter((l) => l.x1 === l.x2)).toHaveLength(3);
    }
  });
});
