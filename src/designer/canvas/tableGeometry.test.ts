import { describe, expect, it } from 'vitest';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { toTemplateElement } from '../render/layoutElement.ts';
import { cellAt, cellSelected, gripAt, tableFields, tableGeometry } from './tableGeometry.ts';

const env = { ctx: testContext({ mode: 'design' }), data: {} };
const table = (columns: unknown, options: Record<string, unknown> = {}) =>
  toTemplateElement({ options: { left: 0, top: 0, width: 300, height: 40, columns, ...options }, printElementType: { type: 'table' } });

describe('tableGeometry', () => {
  it('places header cells on the stretched column edges, with grips on the inner borders', () => {
    const g = tableGeometry(table([[{ title: '品名', width: 100 }, { title: '数量', width: 50 }]]), env);
    expect(g.cells.map((c) => [c.row, c.col, c.x, c.width, c.title])).toEqual([
      [0, 0, 0, 200, '品名'],
      [0, 1, 200, 100, '数量'],
    ]);
    expect(g.headerHeight).toBeGreaterThan(0);
    expect(g.cells[0]!.height).toBeCloseTo(g.headerHeight, 9);
    expect(g.columnGrips).toEqual([{ row: 0, col: 0, x: 200, y: 0, height: g.headerHeight }]);
    expect(g.rowGrips[0]).toEqual({ row: 0, y: g.headerHeight, height: g.headerHeight });
  });

  it('names cells by header row and visible leaf column, across spans and hidden columns', () => {
    const g = tableGeometry(
      table([
        [{ title: '商品', colspan: 2 }, { title: '隐藏', checked: false }, { title: '金额', rowspan: 2 }],
        [{ title: '名称' }, { title: '规格' }, { title: '单位', checked: false }],
      ]),
      env,
    );
    const byTitle = Object.fromEntries(g.cells.map((c) => [c.title, c]));
    expect(byTitle['商品']).toMatchObject({ row: 0, col: 0, colspan: 2, x: 0, width: 200 });
    expect(byTitle['金额']).toMatchObject({ row: 0, col: 2, x: 200 });
    expect(byTitle['金额']!.height).toBeCloseTo(g.headerHeight, 9);
    expect(byTitle['规格']).toMatchObject({ row: 1, col: 1, x: 100 });
    expect(byTitle['隐藏']).toBeUndefined();
    expect(cellAt(g, 150, g.headerHeight - 1)?.title).toBe('规格');
    // The group cell's right border is a grip, the last column's is not.
    expect(g.columnGrips.map((c) => [c.row, c.col, c.x])).toEqual(
      expect.arrayContaining([[0, 0, 200], [1, 0, 100], [1, 1, 200]]),
    );
    expect(g.columnGrips.some((c) => c.x === 300)).toBe(false);
  });

  it('adds a grip under the first body row when the table shows rows', () => {
    const g = tableGeometry(table([[{ title: 'A', field: 'a' }]], { testData: JSON.stringify([{ a: 1 }, { a: 2 }]), field: 'rows' }), env);
    const body = g.rowGrips.find((r) => r.row === 1);
    expect(body).toBeDefined();
    expect(body!.y).toBeCloseTo(g.headerHeight + body!.height, 9);
  });

  it('finds grips within reach, column grips first', () => {
    const g = tableGeometry(table([[{ title: 'A' }, { title: 'B' }]]), env);
    expect(gripAt(g, 151, 3, 2)).toMatchObject({ kind: 'column', grip: { col: 0 } });
    expect(gripAt(g, 40, g.headerHeight + 1, 2)).toMatchObject({ kind: 'row', grip: { row: 0 } });
    expect(gripAt(g, 40, 3, 2)).toBeUndefined();
  });
});

describe('cellSelected', () => {
  it('takes cells overlapping the selected rows and columns, in either order', () => {
    const sel = { row0: 1, col0: 2, row1: 0, col1: 1 };
    expect(cellSelected({ row: 0, col: 0, rowspan: 1, colspan: 2 }, sel)).toBe(true);
    expect(cellSelected({ row: 1, col: 3, rowspan: 1, colspan: 1 }, sel)).toBe(false);
    expect(cellSelected({ row: 2, col: 1, rowspan: 1, colspan: 1 }, sel)).toBe(false);
  });
});

describe('tableFields', () => {
  it('reads fields from the type or the options, as objects or names', () => {
    expect(tableFields({ printElementType: { fields: [{ text: '名称', field: 'name' }, 'qty', { field: 'name' }] } })).toEqual([
      { value: 'name', label: '名称' },
      { value: 'qty', label: 'qty' },
    ]);
    expect(tableFields({ options: { fields: [{ title: '单价', field: 'price' }] } })).toEqual([{ value: 'price', label: '单价' }]);
    expect(tableFields({ options: {} })).toEqual([]);
  });

  it("prefers the element's own list (edited in the panel) to its type's", () => {
    const element = { printElementType: { fields: [{ text: '名称', field: 'name' }] }, options: { fields: [{ text: '数量', field: 'qty' }] } };
    expect(tableFields(element)).toEqual([{ value: 'qty', label: '数量' }]);
  });
});
