/**
 * The header grid of a table on the canvas: header cell boxes (for clicks, double-clicks and
 * the context menu), the column borders and row bottoms the grips sit on. Measured by the
 * engine's own table preparation, so the boxes sit exactly on the painted header. All in pt
 * relative to the table's top-left.
 *
 * Cells are named as the editor names them: `row` a header row, `col` a visible leaf column
 * (the engine's HeaderCell row and col).
 */
import { type ElementEnv, prepareTable, type TemplateElement } from '../../../engine/index.ts';

export interface HeaderCellBox {
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
}

/** The right border of a header cell (the editor's column grip {row, col}). */
export interface ColumnGrip {
  row: number;
  col: number;
  x: number;
  y: number;
  height: number;
}

/** The bottom of a row: header rows, then the first body row (row = header row count). */
export interface RowGrip {
  row: number;
  y: number;
  /** The row's height as drawn, pt (where a drag starts from when the template stores none). */
  height: number;
}

export interface TableGeometry {
  width: number;
  headerHeight: number;
  cells: HeaderCellBox[];
  columnGrips: ColumnGrip[];
  rowGrips: RowGrip[];
}

/** The header geometry of a table element (the first band when the table has grid columns). */
export function tableGeometry(element: TemplateElement, env: ElementEnv): TableGeometry {
  const t = prepareTable(element, env);
  const rowTops = [0];
  for (let r = 0; r < t.headerHeights.length; r++) rowTops.push(rowTops[r]! + t.headerHeights[r]!);
  const width = t.bands.width;
  const cells: HeaderCellBox[] = t.columns.header.map((cell) => {
    const x = t.edges[cell.col]!;
    const y = rowTops[cell.row]!;
    return {
      row: cell.row,
      col: cell.col,
      rowspan: cell.rowspan,
      colspan: cell.colspan,
      x,
      y,
      width: t.edges[cell.col + cell.colspan]! - x,
      height: rowTops[cell.row + cell.rowspan]! - y,
      title: cell.title,
    };
  });
  // Every border inside the table has a grip; the table's right edge is its width, not a column's.
  const columnGrips = cells
    .filter((c) => c.x + c.width < width - 1e-6)
    .map((c) => ({ row: c.row, col: c.col, x: c.x + c.width, y: c.y, height: c.height }));
  const rowGrips: RowGrip[] = [...t.headerHeights].map((height, row) => ({ row, y: rowTops[row + 1]!, height }));
  if (t.body.count > 0 && t.headerHeights.length > 0) {
    t.body.measureTo(1);
    const height = t.body.height[0]!;
    rowGrips.push({ row: t.headerHeights.length, y: t.headerHeight + height, height });
  }
  return { width, headerHeight: t.headerHeight, cells, columnGrips, rowGrips };
}

/** The header cell under a point (pt, relative to the table). */
export function cellAt(g: TableGeometry, x: number, y: number): HeaderCellBox | undefined {
  return g.cells.find((c) => x >= c.x && x <= c.x + c.width && y >= c.y && y <= c.y + c.height);
}

export type GripHit = { kind: 'column'; grip: ColumnGrip } | { kind: 'row'; grip: RowGrip };

/** A column or row grip within `reach` pt of the point; column grips win where both are near. */
export function gripAt(g: TableGeometry, x: number, y: number, reach: number): GripHit | undefined {
  const column = g.columnGrips.find((c) => Math.abs(x - c.x) <= reach && y >= c.y && y <= c.y + c.height);
  if (column) return { kind: 'column', grip: column };
  const row = g.rowGrips.find((r) => Math.abs(y - r.y) <= reach && x >= 0 && x <= g.width);
  return row ? { kind: 'row', grip: row } : undefined;
}

/** True when header cell `c` lies in a cell selection (rows and visible columns, either order). */
export function cellSelected(c: Pick<HeaderCellBox, 'row' | 'col' | 'rowspan' | 'colspan'>, s: { row0: number; col0: number; row1: number; col1: number }): boolean {
  const r0 = Math.min(s.row0, s.row1);
  const r1 = Math.max(s.row0, s.row1);
  const c0 = Math.min(s.col0, s.col1);
  const c1 = Math.max(s.col0, s.col1);
  return c.row <= r1 && c.row + c.rowspan - 1 >= r0 && c.col <= c1 && c.col + c.colspan - 1 >= c0;
}

/** The fields a column title may be bound to: printElementType.fields or options.fields. */
export function tableFields(element: { options?: Record<string, unknown>; printElementType?: Record<string, unknown> }): { value: string; label: string }[] {
  // The element's own list (edited in the panel) before its type's.
  const raw = element.options?.fields ?? element.printElementType?.fields;
  if (!Array.isArray(raw)) return [];
  const out: { value: string; label: string }[] = [];
  for (const f of raw) {
    if (typeof f === 'string' && f) out.push({ value: f, label: f });
    else if (typeof f === 'object' && f !== null) {
      const o = f as Record<string, unknown>;
      const value = typeof o.field === 'string' ? o.field : '';
      const label = typeof o.text === 'string' ? o.text : typeof o.title === 'string' ? o.title : value;
      if (value) out.push({ value, label: label || value });
    }
  }
  // Duplicate fields would give the select two options with one value.
  return out.filter((f, i) => out.findIndex((g) => g.value === f.value) === i);
}
