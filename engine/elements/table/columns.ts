/**
 * Columns: hiprint's rows of column groups turned into a header grid (cells with rowspan and
 * colspan, placed as an HTML table places them) and the leaf columns the body uses.
 *
 * - A leaf is the lowest header cell over a grid column; its options (field, width, cell type,
 *   summary ...) describe the body column. A leaf that does not reach the last header row
 *   is stretched down when nothing lies below it.
 * - A cell with checked: false is hidden, and so is every grid column under it; group cells
 *   lose the hidden columns from their span and disappear when none is left.
 * - Widths default to 100 and are stretched in proportion to the table (or band) width.
 * - `title#field`: a '#' inside the title splits it; the part after it is the field and the
 *   columnId when the column has none. A title starting or ending with '#' is shown as is.
 */
import type { TextAlign, VerticalAlign } from '../../text/types.ts';
import { MAX_HEADER_CELLS, MAX_HEADER_ROWS, MAX_TABLE_COLUMNS } from '../../limits.ts';
import { number, positiveNumber } from './tableOptions.ts';
import { htmlText } from '../html/htmlText.ts';

/** Column width when a column has none (specification section 3). */
export const DEFAULT_COLUMN_WIDTH = 100;

export type CellType = 'text' | 'sequence' | 'barcode' | 'qrcode' | 'image';
const CELL_TYPES: readonly CellType[] = ['text', 'sequence', 'barcode', 'qrcode', 'image'];

export type RawColumn = Record<string, unknown>;

export interface LeafColumn {
  /** Position among the visible leaves. */
  index: number;
  raw: RawColumn;
  /** Template path of the column object, e.g. `…options.columns[1][2]`. */
  path: string;
  title: string;
  field: string | undefined;
  columnId: string | undefined;
  /** Shown in the designer's column lists only; never printed. */
  descTitle: string | undefined;
  /** Width as given (default 100), before stretching. */
  width: number;
  align: TextAlign;
  vAlign: VerticalAlign;
  type: CellType;
  /** Minimum body cell height; the height of barcode, QR and image content when set. */
  cellHeight: number | undefined;
  upperCase: number | undefined;
  /** Designer-only: the column cannot be moved. */
  fixed: boolean;
}

export interface HeaderCell {
  row: number;
  /** First leaf column and number of leaf columns covered. */
  col: number;
  rowspan: number;
  colspan: number;
  title: string;
  align: TextAlign;
  raw: RawColumn;
  path: string;
}

export interface ColumnLayout {
  leaves: LeafColumn[];
  header: HeaderCell[];
  /** Number of header rows (0 when there are no columns). */
  headerRows: number;
}

interface Placed {
  raw: RawColumn;
  path: string;
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

/**
 * Something {@link tableColumns} clamped (a span past the table) or cut (a table past the
 * limits of limits.ts: `limit` set); the layout it returns is always safe to use.
 */
export interface ColumnIssue {
  path: string;
  message: string;
  /** The limit passed, when the table is too large to print (layout refuses it). */
  limit?: number;
}

/** Header grid and leaf columns of `rows` (the columns option); `report` hears of spans clamped and limits passed. */
export function tableColumns(rows: unknown, path: string, fallbackAlign: TextAlign = 'left', report: (issue: ColumnIssue) => void = () => undefined): ColumnLayout {
  let list: RawColumn[][] = (Array.isArray(rows) ? rows : [])
    .map((row) => (Array.isArray(row) ? row : []).filter((c): c is RawColumn => typeof c === 'object' && c !== null && !Array.isArray(c)));
  // A flat list of columns (no row nesting) is one header row.
  if (Array.isArray(rows) && rows.length > 0 && rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    list = [rows as RawColumn[]];
  }
  list = withinLimits(list, path, report);
  const rowCount = list.length;
  // No leaf needs a grid column of its own beyond one per header cell: longer spans are clamped to that.
  const cells = list.reduce((n, row) => n + row.length, 0);
  const placed: Placed[] = [];
  const occupied: number[][] = list.map(() => []);
  list.forEach((row, r) => {
    let c = 0;
    row.forEach((raw, i) => {
      while (occupied[r]![c] !== undefined) c++;
      const cellPath = `${path}[${r}][${i}]`;
      const rowspan = clampSpan(raw, 'rowspan', rowCount - r, cellPath, `the table's ${rowCount} header rows`, report);
      const colspan = clampSpan(raw, 'colspan', Math.max(1, cells - c - (row.length - 1 - i)), cellPath, `the table's columns`, report);
      const id = placed.length;
      placed.push({ raw, path: cellPath, row: r, col: c, rowspan, colspan });
      for (let rr = r; rr < r + rowspan; rr++) for (let cc = c; cc < c + colspan; cc++) occupied[rr]![cc] = id;
      c += colspan;
    });
  });
  const gridCols = Math.max(0, ...occupied.map((row) => row.length));

  // The leaf of each grid column, and whether a hidden cell lies over it.
  const leafOf: number[] = [];
  const visible: boolean[] = [];
  for (let g = 0; g < gridCols; g++) {
    let leaf = -1;
    let hidden = false;
    for (let r = 0; r < rowCount; r++) {
      const id = occupied[r]![g];
      if (id === undefined) continue;
      leaf = id;
      if (placed[id]!.raw.checked === false) hidden = true;
    }
    leafOf.push(leaf);
    visible.push(leaf >= 0 && !hidden);
  }

  // Visible leaves in grid order; grid columns map to leaf indices.
  const leaves: LeafColumn[] = [];
  const leafIndexOf = new Map<number, number>();
  const gridToLeaf: number[] = [];
  for (let g = 0; g < gridCols; g++) {
    if (!visible[g]) {
      gridToLeaf.push(-1);
      continue;
    }
    const id = leafOf[g]!;
    let index = leafIndexOf.get(id);
    if (index === undefined) {
      index = leaves.length;
      leafIndexOf.set(id, index);
      leaves.push(leafColumn(placed[id]!, index, fallbackAlign));
    }
    gridToLeaf.push(index);
  }

  const header: HeaderCell[] = [];
  placed.forEach((p, id) => {
    if (p.raw.checked === false) return;
    let first = -1;
    let last = -1;
    for (let g = p.col; g < p.col + p.colspan && g < gridCols; g++) {
      const leaf = gridToLeaf[g]!;
      if (leaf < 0) continue;
      if (first < 0) first = leaf;
      last = leaf;
    }
    if (first < 0) return;
    let rowspan = p.rowspan;
    // A leaf that stops above the last header row reaches down when nothing lies below it.
    if (leafIndexOf.has(id) && p.row + rowspan < rowCount) {
      let free = true;
      for (let r = p.row + rowspan; r < rowCount && free; r++) {
        for (let g = p.col; g < p.col + p.colspan; g++) if (occupied[r]![g] !== undefined) free = false;
      }
      if (free) rowspan = rowCount - p.row;
    }
    const { title } = splitTitle(p.raw.title);
    header.push({ row: p.row, col: first, rowspan, colspan: last - first + 1, title, align: headerAlign(p.raw, fallbackAlign), raw: p.raw, path: p.path });
  });
  if (leaves.length > MAX_TABLE_COLUMNS) {
    report({ path, message: `the table has ${leaves.length} columns, more than the ${MAX_TABLE_COLUMNS} a table may have`, limit: MAX_TABLE_COLUMNS });
    leaves.length = MAX_TABLE_COLUMNS;
    return { leaves, header: header.filter((cell) => cell.col + cell.colspan <= MAX_TABLE_COLUMNS), headerRows: rowCount };
  }
  return { leaves, header, headerRows: leaves.length > 0 ? rowCount : 0 };
}

/** The header rows cut to MAX_HEADER_ROWS rows and MAX_HEADER_CELLS cells, each cut reported. */
function withinLimits(list: RawColumn[][], path: string, report: (issue: ColumnIssue) => void): RawColumn[][] {
  if (list.length > MAX_HEADER_ROWS) {
    report({ path, message: `the table has ${list.length} header rows, more than the ${MAX_HEADER_ROWS} a table may have`, limit: MAX_HEADER_ROWS });
    list = list.slice(0, MAX_HEADER_ROWS);
  }
  const cells = list.reduce((n, row) => n + row.length, 0);
  if (cells > MAX_HEADER_CELLS) {
    report({ path, message: `the table's header has ${cells} cells, more than the ${MAX_HEADER_CELLS} a table may have`, limit: MAX_HEADER_CELLS });
    let left = MAX_HEADER_CELLS;
    list = list.map((row) => {
      const kept = row.slice(0, left);
      left -= kept.length;
      return kept;
    });
  }
  return list;
}

/** A cell's rowspan or colspan (1 when absent or not a positive number), at most `max`; a clamp is reported. */
function clampSpan(raw: RawColumn, key: 'rowspan' | 'colspan', max: number, path: string, what: string, report: (issue: ColumnIssue) => void): number {
  const n = span(raw[key]);
  if (n <= max) return n;
  report({ path: `${path}.${key}`, message: `${key} ${n} reaches past ${what}; clamped to ${max}` });
  return max;
}

function leafColumn(p: Placed, index: number, fallbackAlign: TextAlign): LeafColumn {
  const { raw } = p;
  const { title, field } = splitTitle(raw.title);
  const type = typeof raw.tableTextType === 'string' && CELL_TYPES.includes(raw.tableTextType as CellType) ? (raw.tableTextType as CellType) : 'text';
  const upper = number(raw.upperCase);
  return {
    index,
    raw,
    path: p.path,
    title,
    field: text(raw.field) ?? field,
    columnId: text(raw.columnId) ?? field,
    descTitle: text(raw.descTitle),
    width: positiveNumber(raw.width) ?? DEFAULT_COLUMN_WIDTH,
    align: alignOf(raw.align) ?? fallbackAlign,
    vAlign: vAlignOf(raw.vAlign) ?? 'middle',
    type,
    cellHeight: positiveNumber(raw.tableColumnHeight),
    upperCase: upper !== undefined && upper >= 0 ? Math.floor(upper) : undefined,
    fixed: raw.fixed === true || raw.fixed === 'true',
  };
}

/**
 * `品名#name` -> title 品名, field name; '#name', 'name#' and titles without '#' stay whole.
 * The title is HTML, as hiprint puts it in the header cell: `数量<br/>(kg)` is two lines.
 */
export function splitTitle(value: unknown): { title: string; field?: string } {
  const title = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const hash = title.indexOf('#');
  if (hash <= 0 || hash >= title.length - 1) return { title: htmlText(title) };
  return { title: htmlText(title.slice(0, hash)), field: title.slice(hash + 1) };
}

/** Leaf widths stretched so that together they fill `width`. */
export function stretchWidths(leaves: LeafColumn[], width: number): Float64Array {
  const out = new Float64Array(leaves.length);
  let total = 0;
  for (const leaf of leaves) total += leaf.width;
  const scale = total > 0 ? width / total : 0;
  leaves.forEach((leaf, i) => (out[i] = leaf.width * scale));
  return out;
}

/** x offsets of the column edges: edges[i] is the left edge of column i, edges[n] the right edge. */
export function columnEdges(widths: Float64Array): Float64Array {
  const edges = new Float64Array(widths.length + 1);
  for (let i = 0; i < widths.length; i++) edges[i + 1] = edges[i]! + widths[i]!;
  return edges;
}

function span(v: unknown): number {
  const n = number(v);
  return n !== undefined && n >= 1 ? Math.floor(n) : 1;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function alignOf(v: unknown): TextAlign | undefined {
  return v === 'left' || v === 'center' || v === 'right' || v === 'justify' ? v : undefined;
}

function vAlignOf(v: unknown): VerticalAlign | undefined {
  if (v === 'center') return 'middle';
  return v === 'top' || v === 'middle' || v === 'bottom' ? v : undefined;
}

/** Header cells: halign, else the column's align, else the table's. */
function headerAlign(raw: RawColumn, fallbackAlign: TextAlign): TextAlign {
  return alignOf(raw.halign) ?? alignOf(raw.align) ?? fallbackAlign;
}
