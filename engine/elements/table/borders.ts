/**
 * Table borders as line items, every shared edge drawn once and collinear edges joined into
 * one line (a page of 50 rows has a handful of vertical lines, not 50 per column).
 *
 * An edge between two grid positions is drawn when either side asks for it, as with CSS's
 * collapsed borders; no edge is drawn inside a merged cell. The options mean what hiprint's
 * print-lock.css classes draw:
 * - tableBorder: the table's border, the outer box of its piece on a page.
 * - tableHeaderBorder / tableBodyRowBorder / tableFooterBorder: the border of each row (tr) of
 *   that part: border = a box, topBorder, bottomBorder, topBottomBorder, leftBorder,
 *   rightBorder, leftRightBorder = those sides.
 * - tableHeaderCellBorder / tableBodyCellBorder / tableFooterCellBorder: the lines between
 *   the cells of a row (its `td` right and left borders), never the row's outer sides.
 * Defaults: all 'border' (hiprint's look: every cell boxed).
 * Lines are centred on the cell edges; horizontal lines reach half a stroke past their ends
 * so corners close.
 */
import { round, type LineItem, type Stroke } from '../../page.ts';
import type { BorderValue, TableBorders } from './tableOptions.ts';

export const REGION_HEADER = 0;
export const REGION_BODY = 1;
export const REGION_FOOTER = 2;

/** A piece of table on a page as a grid of positions owned by cells. */
export interface GridGeometry {
  rows: number;
  cols: number;
  /** Row edges, rows + 1 values. */
  rowY: Float64Array;
  /** Column edges, cols + 1 values. */
  colX: Float64Array;
  /** Region of each row. */
  region: Uint8Array;
  /** Cell id at (row, col), row-major; -1 where no cell is. */
  owner: Int32Array;
}

const on = (v: BorderValue) => v === 'border';
const rowTop = (v: BorderValue) => v === 'border' || v === 'topBorder' || v === 'topBottomBorder';
const rowBottom = (v: BorderValue) => v === 'border' || v === 'bottomBorder' || v === 'topBottomBorder';
const rowLeft = (v: BorderValue) => v === 'border' || v === 'leftBorder' || v === 'leftRightBorder';
const rowRight = (v: BorderValue) => v === 'border' || v === 'rightBorder' || v === 'leftRightBorder';

/** The lines of one grid. */
export function gridLines(grid: GridGeometry, borders: TableBorders, stroke: Stroke): LineItem[] {
  const { rows, cols, rowY, colX, region, owner } = grid;
  const lines: LineItem[] = [];
  if (rows === 0 || cols === 0 || stroke.width <= 0) return lines;
  const half = stroke.width / 2;
  const tableOuter = on(borders.table);

  /** The row border and the cell border of a region. */
  const rowBorder = (r: number): BorderValue => (r === REGION_HEADER ? borders.header : r === REGION_FOOTER ? borders.footer : borders.bodyRow);
  const cellBorder = (r: number): boolean => on(r === REGION_HEADER ? borders.headerCell : r === REGION_FOOTER ? borders.footerCell : borders.bodyCell);

  // Horizontal edges: boundary k lies between rows k - 1 and k.
  for (let k = 0; k <= rows; k++) {
    const y = round(rowY[k]!);
    let start = -1;
    for (let c = 0; c <= cols; c++) {
      let drawn = false;
      if (c < cols) {
        const above = k > 0 ? owner[(k - 1) * cols + c]! : -1;
        const below = k < rows ? owner[k * cols + c]! : -1;
        if (above !== below || above === -1) {
          drawn = (tableOuter && (k === 0 || k === rows)) ||
            (above !== -1 && rowBottom(rowBorder(region[k - 1]!))) ||
            (below !== -1 && rowTop(rowBorder(region[k]!)));
        }
      }
      if (drawn && start < 0) start = c;
      if (!drawn && start >= 0) {
        lines.push({ kind: 'line', x1: round(colX[start]! - half), y1: y, x2: round(colX[c]! + half), y2: y, stroke });
        start = -1;
      }
    }
  }

  // Vertical edges: boundary j lies between columns j - 1 and j.
  for (let j = 0; j <= cols; j++) {
    const x = round(colX[j]!);
    let start = -1;
    for (let k = 0; k <= rows; k++) {
      let drawn = false;
      if (k < rows) {
        const left = j > 0 ? owner[k * cols + j - 1]! : -1;
        const right = j < cols ? owner[k * cols + j]! : -1;
        if (left !== right || left === -1) {
          const r = region[k]!;
          drawn = (tableOuter && (j === 0 || j === cols)) ||
            (j === 0 ? right !== -1 && rowLeft(rowBorder(r)) : j === cols ? left !== -1 && rowRight(rowBorder(r)) : cellBorder(r));
        }
      }
      if (drawn && start < 0) start = k;
      if (!drawn && start >= 0) {
        lines.push({ kind: 'line', x1: x, y1: round(rowY[start]!), x2: x, y2: round(rowY[k]!), stroke });
        start = -1;
      }
    }
  }
  return lines;
}
