/**
 * Kernel of table header editing: hiprint's `columns` (rows of column groups with rowspan and
 * colspan) read as a grid, and the structural edits of the context menu as pure functions
 * from rows to new rows. Nothing here reads or changes the editor.
 *
 * Coordinates: `row` is a header row; grid columns count every column, hidden ones
 * (checked: false) included. Views speak in visible leaf columns (the engine's HeaderCell
 * col); `gridCol` converts. Cells are placed as the engine places them (columns.ts), and
 * the leaf of a grid column is its lowest cell, whose width the body uses.
 */
import { DEFAULT_COLUMN_WIDTH, optionNumber as number, positiveOptionNumber as positiveNumber, type RawColumn } from '../../../engine/index.ts';

export interface GridCell {
  raw: RawColumn;
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
  /** Where the cell is stored: [row, index] in nested rows, [index] in a flat list. */
  at: number[];
}

export interface TableGrid {
  rowCount: number;
  colCount: number;
  cells: GridCell[];
  /** Index into `cells` of the cell over each slot, -1 for a hole. */
  slots: number[][];
  /**
   * Visible leaf columns in order (what views call col, the engine's leaf index): the first
   * grid column of each. A leaf over two grid columns (a merged leaf) is one entry.
   */
  visible: number[];
}

/** A rectangle of slots, inclusive. */
export interface GridRect {
  row0: number;
  col0: number;
  row1: number;
  col1: number;
}

const span = (v: unknown): number => {
  const n = number(v);
  return n !== undefined && n >= 1 ? Math.floor(n) : 1;
};

const isCell = (c: unknown): c is RawColumn => typeof c === 'object' && c !== null && !Array.isArray(c);

/** Read stored columns as a grid, exactly as the engine lays them out. */
export function readGrid(columns: unknown): TableGrid {
  const list = Array.isArray(columns) ? columns : [];
  const flat = list.length > 0 && list.every(isCell);
  const rows: unknown[][] = flat ? [list] : list.map((r) => (Array.isArray(r) ? r : []));
  const rowCount = rows.length;
  const cells: GridCell[] = [];
  const slots: number[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let c = 0;
    row.forEach((raw, i) => {
      if (!isCell(raw)) return;
      while (slots[r]![c] !== undefined) c++;
      const cell: GridCell = { raw, row: r, col: c, rowspan: Math.min(span(raw.rowspan), rowCount - r), colspan: span(raw.colspan), at: flat ? [i] : [r, i] };
      const id = cells.push(cell) - 1;
      for (let rr = r; rr < r + cell.rowspan; rr++) for (let cc = c; cc < c + cell.colspan; cc++) slots[rr]![cc] = id;
      c += cell.colspan;
    });
  });
  const colCount = Math.max(0, ...slots.map((s) => s.length));
  for (const s of slots) for (let c = 0; c < colCount; c++) if (s[c] === undefined) s[c] = -1;
  const visible: number[] = [];
  const seen = new Set<number>();
  for (let c = 0; c < colCount; c++) {
    let leaf = -1;
    let hidden = false;
    for (let r = 0; r < rowCount; r++) {
      const id = slots[r]![c]!;
      if (id < 0) continue;
      leaf = id;
      if (cells[id]!.raw.checked === false) hidden = true;
    }
    if (leaf >= 0 && !hidden && !seen.has(leaf)) {
      seen.add(leaf);
      visible.push(c);
    }
  }
  return { rowCount, colCount, cells, slots, visible };
}

/** The (first) grid column of visible leaf column `col`. */
export const gridCol = (grid: TableGrid, col: number): number | undefined => grid.visible[col];

/** The cell over (row, grid column), if any. */
export function cellAt(grid: TableGrid, row: number, col: number): GridCell | undefined {
  const id = grid.slots[row]?.[col];
  return id !== undefined && id >= 0 ? grid.cells[id] : undefined;
}

/** The cell at a header row and visible leaf column (what a view hands over). */
export function cellAtVisible(grid: TableGrid, row: number, col: number): GridCell | undefined {
  const g = gridCol(grid, col);
  return g === undefined ? undefined : cellAt(grid, row, g);
}

/** The leaf (lowest cell) of a grid column. */
export function leafOf(grid: TableGrid, col: number): GridCell | undefined {
  for (let r = grid.rowCount - 1; r >= 0; r--) {
    const cell = cellAt(grid, r, col);
    if (cell) return cell;
  }
  return undefined;
}

/** A leaf's width as the engine reads it (default 100). */
export const widthOf = (raw: RawColumn): number => positiveNumber(raw.width) ?? DEFAULT_COLUMN_WIDTH;

interface Span {
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

/** Grow a rectangle until no cell crosses its border (a merge takes whole cells). */
export function expandRect(cells: readonly Span[], rect: GridRect): GridRect {
  let r = {
    row0: Math.min(rect.row0, rect.row1),
    col0: Math.min(rect.col0, rect.col1),
    row1: Math.max(rect.row0, rect.row1),
    col1: Math.max(rect.col0, rect.col1),
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of cells) {
      const touches = c.row <= r.row1 && c.row + c.rowspan - 1 >= r.row0 && c.col <= r.col1 && c.col + c.colspan - 1 >= r.col0;
      if (!touches) continue;
      const next = {
        row0: Math.min(r.row0, c.row),
        col0: Math.min(r.col0, c.col),
        row1: Math.max(r.row1, c.row + c.rowspan - 1),
        col1: Math.max(r.col1, c.col + c.colspan - 1),
      };
      if (next.row0 !== r.row0 || next.col0 !== r.col0 || next.row1 !== r.row1 || next.col1 !== r.col1) {
        r = next;
        changed = true;
      }
    }
  }
  return r;
}

/** Distinct cells touching a rectangle. */
export function cellsIn(grid: TableGrid, rect: GridRect): GridCell[] {
  const ids = new Set<number>();
  for (let row = rect.row0; row <= rect.row1; row++) {
    for (let col = rect.col0; col <= rect.col1; col++) {
      const id = grid.slots[row]?.[col];
      if (id !== undefined && id >= 0) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a - b).map((id) => grid.cells[id]!);
}

// ---- structural edits ---------------------------------------------------------------------

/** A cell being rearranged; `raw` is written back with its new spans (a copy only if they changed). */
interface Work {
  raw: RawColumn;
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

/** The working cells of a grid, holes closed, and the width of each grid column. */
function workOf(grid: TableGrid): { cells: Work[]; widths: number[]; rowCount: number; colCount: number } {
  const widths: number[] = [];
  for (let c = 0; c < grid.colCount; c++) {
    const leaf = leafOf(grid, c);
    widths.push(leaf ? widthOf(leaf.raw) / leaf.colspan : DEFAULT_COLUMN_WIDTH);
  }
  const cells: Work[] = grid.cells.map((c) => ({ raw: c.raw, row: c.row, col: c.col, rowspan: c.rowspan, colspan: c.colspan }));
  const slots = grid.slots.map((s) => [...s]);
  // Close holes: a cell with only holes below it reaches down (as the engine draws it);
  // any other hole gets an empty cell, so that every slot is covered exactly once.
  for (let r = 1; r < grid.rowCount; r++) {
    for (let c = 0; c < grid.colCount; c++) {
      if (slots[r]![c]! >= 0) continue;
      const above = slots[r - 1]![c]!;
      const cell = above >= 0 ? cells[above]! : undefined;
      const free = cell && cell.row + cell.rowspan === r && range(cell.col, cell.colspan).every((cc) => slots[r]![cc] === -1);
      if (cell && free) {
        cell.rowspan++;
        for (const cc of range(cell.col, cell.colspan)) slots[r]![cc] = above;
      }
    }
  }
  for (let r = 0; r < grid.rowCount; r++) {
    for (let c = 0; c < grid.colCount; c++) {
      if (slots[r]![c]! >= 0) continue;
      slots[r]![c] = cells.push({ raw: { title: '' }, row: r, col: c, rowspan: 1, colspan: 1 }) - 1;
    }
  }
  return { cells, widths, rowCount: grid.rowCount, colCount: grid.colCount };
}

const range = (start: number, count: number): number[] => Array.from({ length: count }, (_, i) => start + i);
const round2 = (v: number): number => Math.round(v * 100) / 100;

/**
 * Rows from working cells: each row lists the cells starting in it, left to right (with no
 * holes, placement gives every cell back its slot). Spans are written where they changed;
 * each leaf gets the summed width of its grid columns, so the body keeps its widths.
 */
function rowsOf(cells: Work[], widths: number[], rowCount: number): RawColumn[][] {
  const bottom = new Set(cells.filter((c) => c.row + c.rowspan === rowCount));
  const rows: RawColumn[][] = range(0, rowCount).map(() => []);
  for (const cell of [...cells].sort((a, b) => a.row - b.row || a.col - b.col)) {
    let raw = cell.raw;
    const patch: RawColumn = {};
    if (span(raw.rowspan) !== cell.rowspan || (raw.rowspan !== undefined && raw.rowspan !== cell.rowspan)) patch.rowspan = cell.rowspan;
    if (span(raw.colspan) !== cell.colspan || (raw.colspan !== undefined && raw.colspan !== cell.colspan)) patch.colspan = cell.colspan;
    if (bottom.has(cell)) {
      const width = round2(range(cell.col, cell.colspan).reduce((sum, c) => sum + (widths[c] ?? DEFAULT_COLUMN_WIDTH), 0));
      if (Math.abs(width - widthOf(raw)) > 0.005) patch.width = width;
    }
    if (Object.keys(patch).length > 0) raw = { ...raw, ...patch };
    rows[cell.row]!.push(raw);
  }
  return rows;
}

/** Remove rows in which no cell starts (all covered from above), shortening the spans over them. */
function compactRows(cells: Work[], rowCount: number): number {
  for (let r = rowCount - 1; r >= 0; r--) {
    if (cells.some((c) => c.row === r)) continue;
    for (const c of cells) {
      if (c.row < r && c.row + c.rowspan > r) c.rowspan--;
      else if (c.row > r) c.row--;
    }
    rowCount--;
  }
  return rowCount;
}

/** A new, empty header cell. */
const blank = (): RawColumn => ({ title: '' });

/** Insert an empty header row before row `at` (0 .. rowCount); cells spanning the boundary grow. */
export function insertRow(grid: TableGrid, at: number): RawColumn[][] {
  const { cells, widths, rowCount } = workOf(grid);
  const covered = new Set<number>();
  for (const c of cells) {
    if (c.row >= at) c.row++;
    else if (c.row + c.rowspan > at) {
      c.rowspan++;
      for (const cc of range(c.col, c.colspan)) covered.add(cc);
    }
  }
  for (let col = 0; col < grid.colCount; col++) {
    if (!covered.has(col)) cells.push({ raw: blank(), row: at, col, rowspan: 1, colspan: 1 });
  }
  return rowsOf(cells, widths, rowCount + 1);
}

/** Delete header row `row`; cells starting there and spanning lower rows stay, one row shorter. */
export function deleteRow(grid: TableGrid, row: number): RawColumn[][] {
  const work = workOf(grid);
  const cells = work.cells.filter((c) => !(c.row === row && c.rowspan === 1));
  for (const c of cells) {
    if (c.row <= row && c.row + c.rowspan > row) c.rowspan--;
    else if (c.row > row) c.row--;
  }
  const rowCount = compactRows(cells, work.rowCount - 1);
  return rowsOf(cells, work.widths, rowCount);
}

/**
 * Insert a column before grid column `at` (0 .. colCount). `like` is the grid column next to
 * it on the side the user clicked: the new column takes its width and its row structure.
 */
export function insertColumn(grid: TableGrid, at: number, like: number): RawColumn[][] {
  const { cells, widths, rowCount } = workOf(grid);
  const ref = (row: number) => cells.find((c) => c.row <= row && c.row + c.rowspan > row && c.col <= like && c.col + c.colspan > like);
  // The row structure of the model column, taken before anything shifts.
  const structure = range(0, rowCount).map(ref);
  const widened = new Set<Work>();
  for (const c of cells) {
    if (c.col >= at) c.col++;
    else if (c.col + c.colspan > at) {
      c.colspan++;
      widened.add(c);
    }
  }
  const coveredAt = (row: number) => [...widened].some((c) => c.row <= row && c.row + c.rowspan > row);
  for (let row = 0; row < rowCount; ) {
    if (coveredAt(row)) {
      row++;
      continue;
    }
    const model = structure[row];
    let rowspan = model && model.row === row && !widened.has(model) ? model.rowspan : 1;
    for (let r = row + 1; r < row + rowspan; r++) if (coveredAt(r)) rowspan = r - row;
    cells.push({ raw: blank(), row, col: at, rowspan, colspan: 1 });
    row += rowspan;
  }
  widths.splice(at, 0, widths[like] ?? DEFAULT_COLUMN_WIDTH);
  return rowsOf(cells, widths, rowCount);
}

/** Delete grid columns col0..col1; cells reaching outside the range lose the deleted part. */
export function deleteColumns(grid: TableGrid, col0: number, col1: number): RawColumn[][] {
  const work = workOf(grid);
  const n = col1 - col0 + 1;
  const cells = work.cells.filter((c) => {
    const overlap = Math.max(0, Math.min(c.col + c.colspan - 1, col1) - Math.max(c.col, col0) + 1);
    if (overlap === c.colspan) return false;
    c.colspan -= overlap;
    if (c.col > col1) c.col -= n;
    else if (c.col >= col0) c.col = col0;
    return true;
  });
  work.widths.splice(col0, n);
  const rowCount = compactRows(cells, work.rowCount);
  return rowsOf(cells, work.widths, rowCount);
}

/**
 * Merge the cells of a rectangle (grown to whole cells) into its top-left cell, which keeps
 * its title and options; the others go.
 */
export function mergeCells(grid: TableGrid, rect: GridRect): RawColumn[][] {
  const work = workOf(grid);
  const r = expandRect(work.cells, rect);
  const inside = (c: Work) => c.row >= r.row0 && c.row <= r.row1 && c.col >= r.col0 && c.col <= r.col1;
  const keep = work.cells.find((c) => c.row === r.row0 && c.col === r.col0)!;
  const reachesBottom = (c: Work) => c.row + c.rowspan === work.rowCount;
  if (r.row1 === work.rowCount - 1 && r.col1 > r.col0) return mergeOverLeaves(work, r, keep, inside, reachesBottom);
  const cells = work.cells.filter((c) => c === keep || !inside(c));
  keep.rowspan = r.row1 - r.row0 + 1;
  keep.colspan = r.col1 - r.col0 + 1;
  const rowCount = compactRows(cells, work.rowCount);
  return rowsOf(cells, work.widths, rowCount);
}

/**
 * A merge over several columns that reaches the bottom header row would swallow the columns' own
 * cells, and with them their fields. Instead the merged cell becomes a group header over the rect and
 * the columns' bottom cells move into a new bottom row under it (cells outside the rect grow down to
 * it): no column is ever removed. The group header takes the top-left cell's title.
 */
function mergeOverLeaves(work: ReturnType<typeof workOf>, r: GridRect, keep: Work, inside: (c: Work) => boolean, reachesBottom: (c: Work) => boolean): RawColumn[][] {
  const bottom = work.rowCount;
  const leaves = work.cells.filter((c) => inside(c) && reachesBottom(c));
  const group: Work = leaves.includes(keep)
    ? { raw: { title: keep.raw.title ?? '' }, row: r.row0, col: r.col0, rowspan: 0, colspan: 0 }
    : keep;
  group.rowspan = r.row1 - r.row0 + 1;
  group.colspan = r.col1 - r.col0 + 1;
  const cells = work.cells.filter((c) => !inside(c) || leaves.includes(c) || c === group);
  for (const c of cells) {
    if (leaves.includes(c)) {
      c.row = bottom;
      c.rowspan = 1;
    } else if (reachesBottom(c)) c.rowspan++;
  }
  if (group !== keep) cells.push(group);
  const rowCount = compactRows(cells, work.rowCount + 1);
  return rowsOf(cells, work.widths, rowCount);
}

/** Split cells back into 1 x 1 cells; each keeps its top-left slot, empty cells fill the rest. */
export function splitCells(grid: TableGrid, targets: readonly GridCell[]): RawColumn[][] {
  const work = workOf(grid);
  for (const target of targets) {
    const cell = work.cells[grid.cells.findIndex((c) => c.raw === target.raw)];
    if (!cell) continue;
    for (const row of range(cell.row, cell.rowspan)) {
      for (const col of range(cell.col, cell.colspan)) {
        if (row !== cell.row || col !== cell.col) work.cells.push({ raw: blank(), row, col, rowspan: 1, colspan: 1 });
      }
    }
    cell.rowspan = 1;
    cell.colspan = 1;
  }
  return rowsOf(work.cells, work.widths, work.rowCount);
}

/**
 * Two neighbouring blocks of grid columns to swap: [start, middle) and [middle, end).
 * A column moves by swapping its block with the block of its neighbour.
 */
export interface ColumnSwap {
  start: number;
  middle: number;
  end: number;
}

/**
 * The swap that moves `cell` (with every column under it) one visible column left or right:
 * its neighbour in the same header row, plus any hidden columns between them, trades places
 * with it. Undefined at the first or last visible column, or when a header cell straddles the
 * border between the blocks without covering both (a column cannot leave its group).
 */
export function columnMove(grid: TableGrid, cell: GridCell, to: 'left' | 'right'): ColumnSwap | undefined {
  const first = cell.col;
  const end = cell.col + cell.colspan;
  let swap: ColumnSwap;
  if (to === 'left') {
    const g = grid.visible.filter((v) => v < first).pop();
    if (g === undefined) return undefined;
    swap = { start: cellAt(grid, cell.row, g)?.col ?? g, middle: first, end };
  } else {
    const g = grid.visible.find((v) => v >= end);
    if (g === undefined) return undefined;
    const next = cellAt(grid, cell.row, g);
    swap = { start: first, middle: end, end: next ? next.col + next.colspan : g + 1 };
  }
  // Every cell must lie in one block, outside both, or over both (a group moving inside).
  const ok = grid.cells.every((c) => {
    const c0 = c.col;
    const c1 = c.col + c.colspan;
    const inFirst = c0 >= swap.start && c1 <= swap.middle;
    const inSecond = c0 >= swap.middle && c1 <= swap.end;
    return inFirst || inSecond || c1 <= swap.start || c0 >= swap.end || (c0 <= swap.start && c1 >= swap.end);
  });
  return ok ? swap : undefined;
}

/** Swap two neighbouring blocks of grid columns; every leaf keeps its width. */
export function moveColumns(grid: TableGrid, swap: ColumnSwap): RawColumn[][] {
  const { cells, widths, rowCount } = workOf(grid);
  const { start, middle, end } = swap;
  for (const c of cells) {
    if (c.col >= start && c.col + c.colspan <= middle) c.col += end - middle;
    else if (c.col >= middle && c.col + c.colspan <= end) c.col -= middle - start;
  }
  const moved = [...widths.slice(0, start), ...widths.slice(middle, end), ...widths.slice(start, middle), ...widths.slice(end)];
  return rowsOf(cells, moved, rowCount);
}

// ---- column widths ------------------------------------------------------------------------

/** Smallest width of a column after a grip drag, pt (section 5). */
export const MIN_COLUMN_WIDTH = 10;

/**
 * Move the border on the right of `cell` by dx pt. Widths are stretched to the table's band
 * width when drawn, so they are first taken as drawn (pt), then the two leaves beside the
 * border change by the same amount, each kept at 10 pt or more. Returns the new width of
 * every visible leaf, or undefined when there is no column to the right of the border.
 */
export function resizeColumnWidths(grid: TableGrid, cell: GridCell, dx: number, bandWidth: number): Map<GridCell, number> | undefined {
  const leaves = grid.visible.map((g) => leafOf(grid, g)!);
  const lastCol = cell.col + cell.colspan - 1;
  const nextVisible = grid.visible.find((g) => g > lastCol);
  const leftVisible = grid.visible.filter((g) => g <= lastCol).pop();
  if (nextVisible === undefined || leftVisible === undefined) return undefined;
  const left = leaves.indexOf(leafOf(grid, leftVisible)!);
  const right = leaves.indexOf(leafOf(grid, nextVisible)!);
  if (left < 0 || right < 0 || left === right) return undefined;
  const total = leaves.reduce((sum, l) => sum + widthOf(l.raw), 0);
  const drawn = leaves.map((l) => (total > 0 ? (widthOf(l.raw) * bandWidth) / total : 0));
  const d = Math.min(Math.max(dx, Math.min(0, MIN_COLUMN_WIDTH - drawn[left]!)), Math.max(0, drawn[right]! - MIN_COLUMN_WIDTH));
  drawn[left]! += d;
  drawn[right]! -= d;
  return new Map(leaves.map((l, i) => [l, round2(drawn[i]!)]));
}
