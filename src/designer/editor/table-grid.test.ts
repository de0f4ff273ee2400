import { describe, expect, it } from 'vitest';
import { tableColumns } from '../../../engine/index.ts';
import {
  columnMove,
  deleteColumns,
  deleteRow,
  expandRect,
  insertColumn,
  insertRow,
  mergeCells,
  moveColumns,
  readGrid,
  resizeColumnWidths,
  splitCells,
  type GridCell,
} from './table-grid.ts';

/**
 *   | A |   G   | D |
 *   |   | B | C |   |
 */
const header = () => [
  [
    { title: 'A', field: 'a', width: 50, rowspan: 2 },
    { title: 'G', colspan: 2 },
    { title: 'D', field: 'd', width: 80, rowspan: 2 },
  ],
  [
    { title: 'B', field: 'b', width: 60 },
    { title: 'C', field: 'c', width: 70 },
  ],
];

/** What the engine makes of rows: header cells as title@row,col/rowspan x colspan, and the leaves. */
function shape(rows: unknown) {
  const layout = tableColumns(rows, 'columns');
  return {
    header: layout.header.map((h) => `${h.title || '_'}@${h.row},${h.col}/${h.rowspan}x${h.colspan}`),
    leaves: layout.leaves.map((l) => `${l.title || '_'}:${l.width}`),
  };
}

const cell = (rows: unknown, title: string): GridCell => readGrid(rows).cells.find((c) => c.raw.title === title)!;

describe('readGrid', () => {
  it.each([
    ['nested rows', header()],
    ['a flat list', [{ title: 'x' }, { title: 'y', colspan: 2 }]],
    ['a hidden column', [[{ title: 'A' }, { title: 'B', checked: false }, { title: 'C' }]]],
    ['a hole under a group', [[{ title: 'A', rowspan: 2 }, { title: 'G', colspan: 2 }], [{ title: 'B' }]]],
    ['junk entries', [[{ title: 'A' }, 'junk', null, { title: 'B' }]]],
  ])('finds the same visible leaves as the engine: %s', (_name, rows) => {
    const grid = readGrid(rows);
    const leaves = tableColumns(rows, 'columns').leaves.map((l) => l.raw);
    const mine = [...new Set(grid.visible.map((g) => {
      for (let r = grid.rowCount - 1; r >= 0; r--) {
        const id = grid.slots[r]![g]!;
        if (id >= 0) return grid.cells[id]!.raw;
      }
      return undefined;
    }))];
    expect(mine).toEqual(leaves);
  });

  it('records where each cell is stored', () => {
    expect(readGrid(header()).cells.map((c) => c.at)).toEqual([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]]);
    expect(readGrid([{ title: 'x' }, { title: 'y' }]).cells.map((c) => c.at)).toEqual([[0], [1]]);
    expect(readGrid([[{ title: 'A' }, 'junk', { title: 'B' }]]).cells.map((c) => c.at)).toEqual([[0, 0], [0, 2]]);
  });
});

describe('structural edits', () => {
  it('inserts a row above, all cells new and empty', () => {
    expect(shape(insertRow(readGrid(header()), 0)).header).toEqual([
      '_@0,0/1x1', '_@0,1/1x1', '_@0,2/1x1', '_@0,3/1x1', 'A@1,0/2x1', 'G@1,1/1x2', 'D@1,3/2x1', 'B@2,1/1x1', 'C@2,2/1x1',
    ]);
  });

  it('inserts a row below the group row: cells spanning the boundary grow', () => {
    const rows = insertRow(readGrid(header()), 1);
    expect(shape(rows).header).toEqual(['A@0,0/3x1', 'G@0,1/1x2', 'D@0,3/3x1', '_@1,1/1x1', '_@1,2/1x1', 'B@2,1/1x1', 'C@2,2/1x1']);
    expect(shape(rows).leaves).toEqual(['A:50', 'B:60', 'C:70', 'D:80']);
  });

  it('inserts a row at the bottom: the new cells are the leaves, with the widths', () => {
    expect(shape(insertRow(readGrid(header()), 2)).leaves).toEqual(['_:50', '_:60', '_:70', '_:80']);
  });

  it('deletes a row: the group becomes the leaf over both columns, with their widths', () => {
    const rows = deleteRow(readGrid(header()), 1);
    expect(rows).toHaveLength(1);
    expect(shape(rows)).toEqual({ header: ['A@0,0/1x1', 'G@0,1/1x1', 'D@0,2/1x1'], leaves: ['A:50', 'G:130', 'D:80'] });
  });

  it('deletes the top row: cells spanning down stay, one row shorter', () => {
    expect(shape(deleteRow(readGrid(header()), 0)).header).toEqual(['A@0,0/1x1', 'B@0,1/1x1', 'C@0,2/1x1', 'D@0,3/1x1']);
  });

  it('inserts a column inside a group: the group widens, the new leaf copies its neighbour width', () => {
    const rows = insertColumn(readGrid(header()), 2, 1);
    expect(shape(rows)).toEqual({
      header: ['A@0,0/2x1', 'G@0,1/1x3', 'D@0,4/2x1', 'B@1,1/1x1', '_@1,2/1x1', 'C@1,3/1x1'],
      leaves: ['A:50', 'B:60', '_:60', 'C:70', 'D:80'],
    });
  });

  it('inserts a column beside a two-row cell as one two-row cell', () => {
    expect(shape(insertColumn(readGrid(header()), 0, 0)).header.slice(0, 2)).toEqual(['_@0,0/2x1', 'A@0,1/2x1']);
  });

  it('deletes a column out of a group, and a whole group', () => {
    expect(shape(deleteColumns(readGrid(header()), 1, 1)).header).toEqual(['A@0,0/2x1', 'G@0,1/1x1', 'D@0,2/2x1', 'C@1,1/1x1']);
    const rows = deleteColumns(readGrid(header()), 1, 2);
    expect(rows).toHaveLength(1); // the second row had nothing left
    expect(shape(rows)).toEqual({ header: ['A@0,0/1x1', 'D@0,1/1x1'], leaves: ['A:50', 'D:80'] });
  });

  it('merges header cells above the bottom row into the top-left one, growing the selection to whole cells', () => {
    // A with B takes G (over B) and so C too.
    const grid = readGrid(header());
    expect(expandRect(grid.cells, { row0: 0, col0: 0, row1: 1, col1: 1 })).toEqual({ row0: 0, col0: 0, row1: 1, col1: 2 });
    const rows = [[{ title: 'G1' }, { title: 'G2' }, { title: 'D', field: 'd', rowspan: 2 }], [{ title: 'B', field: 'b', width: 60 }, { title: 'C', field: 'c', width: 70 }]];
    expect(shape(mergeCells(readGrid(rows), { row0: 0, col0: 0, row1: 0, col1: 1 }))).toEqual({ header: ['G1@0,0/1x2', 'D@0,2/2x1', 'B@1,0/1x1', 'C@1,1/1x1'], leaves: ['B:60', 'C:70', 'D:100'] });
  });

  it('never removes a column: merging over bottom cells makes a group header above them', () => {
    // 品名 + 规格 in a one-row header: a group header 品名 over both, each keeping its field and width.
    const flat = [[{ title: '品名', field: 'name', width: 100 }, { title: '规格', field: 'spec', width: 80 }, { title: '数量', field: 'qty', width: 60 }]];
    const merged = mergeCells(readGrid(flat), { row0: 0, col0: 0, row1: 0, col1: 1 });
    expect(shape(merged)).toEqual({ header: ['品名@0,0/1x2', '数量@0,2/2x1', '品名@1,0/1x1', '规格@1,1/1x1'], leaves: ['品名:100', '规格:80', '数量:60'] });
    expect(merged[1]!.map((c) => c.field)).toEqual(['name', 'spec']);
    // Under an existing group: B + C get a group of their own between G and them.
    const under = mergeCells(readGrid(header()), { row0: 1, col0: 1, row1: 1, col1: 2 });
    expect(shape(under)).toEqual({ header: ['A@0,0/3x1', 'G@0,1/1x2', 'D@0,3/3x1', 'B@1,1/1x2', 'B@2,1/1x1', 'C@2,2/1x1'], leaves: ['A:50', 'B:60', 'C:70', 'D:80'] });
    // A with G over B and C: one group A over the three columns; the row G stood in goes.
    expect(shape(mergeCells(readGrid(header()), { row0: 1, col0: 1, row1: 0, col1: 0 }))).toEqual({
      header: ['A@0,0/1x3', 'D@0,3/2x1', 'A@1,0/1x1', 'B@1,1/1x1', 'C@1,2/1x1'],
      leaves: ['A:50', 'B:60', 'C:70', 'D:80'],
    });
  });

  it('splits merged cells back into single cells', () => {
    const r = header();
    const rows = splitCells(readGrid(r), [cell(r, 'G')]);
    expect(shape(rows).header).toEqual(['A@0,0/2x1', 'G@0,1/1x1', '_@0,2/1x1', 'D@0,3/2x1', 'B@1,1/1x1', 'C@1,2/1x1']);
    const merged = mergeCells(readGrid([[{ title: 'G1' }, { title: 'G2' }], [{ title: 'B', width: 60 }, { title: 'C', width: 70 }]]), { row0: 0, col0: 0, row1: 0, col1: 1 });
    const split = splitCells(readGrid(merged), [cell(merged, 'G1')]);
    expect(shape(split).header).toEqual(['G1@0,0/1x1', '_@0,1/1x1', 'B@1,0/1x1', 'C@1,1/1x1']);
    expect(shape(split).leaves).toEqual(['B:60', 'C:70']);
  });

  it('keeps the objects of cells it did not change', () => {
    const rows = header();
    const out = insertRow(readGrid(rows), 0);
    expect(out[2]![0]).toBe(rows[1]![0]);
  });
});

describe('resizeColumnWidths', () => {
  const rows = () => [[{ title: 'a', width: 100 }, { title: 'b', width: 100 }, { title: 'c', width: 200 }]];

  it('moves the border between two columns in drawn pt, others keep their drawn width', () => {
    const r = rows();
    const grid = readGrid(r);
    // drawn: 400 pt table = 100, 100, 200 -> table 200 pt wide: 50, 50, 100
    const widths = resizeColumnWidths(grid, grid.cells[0]!, 15, 200)!;
    expect([...widths.values()]).toEqual([65, 35, 100]);
  });

  it('keeps both columns at 10 pt or more', () => {
    const grid = readGrid(rows());
    expect([...resizeColumnWidths(grid, grid.cells[0]!, 500, 400)!.values()]).toEqual([190, 10, 200]);
    expect([...resizeColumnWidths(grid, grid.cells[1]!, -500, 400)!.values()]).toEqual([100, 10, 290]);
  });

  it('has no border to move right of the last column', () => {
    const grid = readGrid(rows());
    expect(resizeColumnWidths(grid, grid.cells[2]!, 5, 400)).toBeUndefined();
  });

  it('moves the border of a group cell between its last leaf and the next', () => {
    const r = header();
    const grid = readGrid(r);
    const widths = resizeColumnWidths(grid, cell(r, 'G'), 10, 260)!;
    expect([...widths].map(([c, w]) => `${c.raw.title}:${w}`)).toEqual(['A:50', 'B:60', 'C:80', 'D:70']);
  });
});

describe('columnMove / moveColumns', () => {
  const cell = (grid: ReturnType<typeof readGrid>, title: string) => grid.cells.find((c) => c.raw.title === title)!;

  it('swaps a column with its neighbour, groups moving whole, every leaf keeping its width', () => {
    const grid = readGrid(header());
    const swap = columnMove(grid, cell(grid, 'A'), 'right')!;
    expect(swap).toEqual({ start: 0, middle: 1, end: 3 });
    expect(shape(moveColumns(grid, swap))).toEqual({
      header: ['G@0,0/1x2', 'A@0,2/2x1', 'D@0,3/2x1', 'B@1,0/1x1', 'C@1,1/1x1'],
      leaves: ['B:60', 'C:70', 'A:50', 'D:80'],
    });
    expect(shape(moveColumns(grid, columnMove(grid, cell(grid, 'C'), 'left')!)).leaves).toEqual(['A:50', 'C:70', 'B:60', 'D:80']);
  });

  it('refuses at the first and last column and across a group border', () => {
    const grid = readGrid(header());
    expect(columnMove(grid, cell(grid, 'A'), 'left')).toBeUndefined();
    expect(columnMove(grid, cell(grid, 'D'), 'right')).toBeUndefined();
    expect(columnMove(grid, cell(grid, 'C'), 'right')).toBeUndefined(); // C would leave group G
    expect(columnMove(grid, cell(grid, 'B'), 'left')).toBeUndefined();
  });

  it('takes hidden columns between the neighbours along with the neighbour', () => {
    const grid = readGrid([[{ title: 'A' }, { title: 'H', checked: false }, { title: 'B' }]]);
    const swap = columnMove(grid, cell(grid, 'B'), 'left')!;
    expect(swap).toEqual({ start: 0, middle: 2, end: 3 });
    expect(moveColumns(grid, swap)[0]!.map((c) => c.title)).toEqual(['B', 'A', 'H']);
  });
});
