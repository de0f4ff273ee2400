/**
 * Painting one page of a table from its plan: each band becomes a grid of cells (header,
 * body rows with their merged blocks, empty rows, footer rows), then backgrounds, content
 * and the border lines. Only the page's own rows are touched.
 *
 * A merged block cut by a page break is drawn closed on each page it reaches, its content
 * repeated in each piece (clipped to the piece) unless rowsColumnsMergeClean is set, in which
 * case the content shows in the block's first piece only.
 */
import { parseColor } from '../../color.ts';
import { round, type Box, type DisplayItem, type Fill } from '../../page.ts';
import type { TextAlign, TextLine, TextStyle } from '../../text/types.ts';
import { borderLines } from '../common/index.ts';
import { gridLines, REGION_BODY, REGION_FOOTER, REGION_HEADER, type GridGeometry } from './borders.ts';
import { paintContent, pushAll, textLines, type CellPaint } from './cells.ts';
import type { LeafColumn } from './columns.ts';
import type { FooterRow } from './footer.ts';
import { bandX } from './grid.ts';
import { NO_ROOM_NOTICE, NOTICE_COLOR, type BandPlan, type PagePlan } from './plan.ts';
import type { PreparedTable } from './prepareTable.ts';
import { cellOverrideOf, cellText, DATA_ROW, GROUP_HEADER_ROW } from './rows.ts';
import { PAD_X, PAD_Y, styledText, type CellOverride } from './styles.ts';
import type { RowCell } from './summary.ts';

interface GridCell extends CellPaint {
  r: number;
  c: number;
  rs: number;
  cs: number;
  background: Fill | undefined;
  /** Content may be taller than the cell (a piece of a merged block): clip it. */
  clip: boolean;
  /** Lines already broken (pieces of split rows). */
  lines: TextLine[] | undefined;
  /** Key of the cell's breaks in the body's LineStore, -1 when it has none there. */
  key: number;
}

/**
 * A data row of a table without merges, at grid row `r`: its cells (one per column) are
 * painted straight from the body model. A page holds hundreds of them; no cell objects.
 */
interface PlainRow {
  plain: true;
  r: number;
  /** Display data index. */
  d: number;
}

export function paintPage(t: PreparedTable, plan: PagePlan, x: number, y: number): DisplayItem[] {
  const items: DisplayItem[] = [];
  const { options } = t.element;
  const box: Box = { x, y, width: Math.max(0, options.width || 0), height: plan.height };
  const background = typeof options.backgroundColor === 'string' ? parseColor(options.backgroundColor) : undefined;
  if (background && background.opacity !== 0 && box.height > 0) {
    items.push({ kind: 'rect', x: round(x), y: round(y), width: round(box.width), height: round(box.height), fill: background });
  }
  let bottom = y;
  plan.bands.forEach((band, b) => {
    bottom = Math.max(bottom, paintBand(t, band, x + bandX(t.bands, b), y, items));
  });
  if (plan.gridFooter) paintFooterRow(t, plan.gridFooter, x, bottom, box.width, items);
  pushAll(items, borderLines(options, box));
  return items;
}

/** Paint one band with its top-left at (x, y); returns its bottom. */
function paintBand(t: PreparedTable, band: BandPlan, x: number, y: number, items: DisplayItem[]): number {
  const { body, columns, styles } = t;
  const C = columns.leaves.length;
  const headerRows = band.header ? columns.headerRows : 0;
  const noticeRow = band.notice > 0 ? 1 : 0;
  const rows = headerRows + noticeRow + (band.part ? 1 : 0) + (band.to - band.from) + band.empty + band.footer.length;
  const heights = new Float64Array(rows);
  const region = new Uint8Array(rows).fill(REGION_BODY);
  const cells: (GridCell | PlainRow)[] = [];
  const owner = new Int32Array(rows * C).fill(-1);
  let ids = 0;
  const add = (cell: GridCell) => {
    const id = ids++;
    cells.push(cell);
    for (let r = cell.r; r < cell.r + cell.rs; r++) for (let c = cell.c; c < cell.c + cell.cs; c++) owner[r * C + c] = id;
  };

  let r = 0;
  for (let h = 0; h < headerRows; h++) {
    heights[r + h] = t.headerHeights[h]!;
    region[r + h] = REGION_HEADER;
  }
  if (headerRows > 0) {
    columns.header.forEach((cell, i) => {
      const o = t.headerStyles[i];
      const style = styledText(styles, styles.header, o);
      const header = textCell(cell.row, cell.col, cell.rowspan, cell.colspan, cell.title, style, o?.textAlign ?? cell.align, o);
      header.vAlign = 'middle';
      add(header);
    });
  }
  r += headerRows;
  // The notice stands in a row of its own that no cell owns.
  const noticeAt = r;
  if (noticeRow) heights[r++] = band.notice;

  if (band.part) {
    const part = band.part;
    heights[r] = part.height;
    const kind = body.kind[part.row];
    const slice = (c: number) => part.lines[c]?.slice(part.from[c]!, part.to[c]!);
    if (kind === DATA_ROW) {
      const d = body.ref[part.row]!;
      for (const leaf of columns.leaves) {
        const cell = dataCell(t, leaf, d, r, leaf.index, 1, 1);
        const lines = slice(leaf.index);
        if (lines) {
          cell.lines = lines;
          cell.vAlign = 'top';
        } else if (!part.first) cell.text = '';
        add(cell);
      }
    } else {
      const cell = groupCell(t, part.row, r);
      cell.lines = slice(0);
      cell.vAlign = 'top';
      add(cell);
    }
    r++;
  }

  const merges = body.merges;
  const clean = t.settings.rowsColumnsMergeClean;
  for (let i = band.from; i < band.to; i++, r++) {
    heights[r] = body.height[i]!;
    const kind = body.kind[i];
    if (kind === DATA_ROW && !merges) {
      for (let c = 0; c < C; c++) owner[r * C + c] = ids++;
      cells.push({ plain: true, r, d: body.ref[i]! });
    } else if (kind === DATA_ROW && merges) {
      const d = body.ref[i]!;
      for (let c = 0; c < C; c++) {
        if (owner[r * C + c] !== -1) continue;
        const key = d * C + c;
        const anchorKey = merges.owner.get(key);
        if (anchorKey !== undefined) {
          // A block whose anchor lies on an earlier page: its piece here starts in this row.
          const anchorD = Math.floor(anchorKey / C);
          const anchorC = anchorKey % C;
          const span = merges.spans.get(anchorKey)!;
          const end = Math.min(body.bodyRowOf[anchorD + span.rowspan - 1]!, band.to - 1);
          const cell = dataCell(t, columns.leaves[anchorC]!, anchorD, r, c, end - i + 1, anchorC + span.colspan - c);
          cell.clip = true;
          if (clean) cell.text = '';
          add(cell);
          continue;
        }
        const span = merges.spans.get(key);
        if (span) {
          const end = body.bodyRowOf[d + span.rowspan - 1]!;
          const cell = dataCell(t, columns.leaves[c]!, d, r, c, Math.min(end, band.to - 1) - i + 1, span.colspan);
          cell.clip = end > band.to - 1;
          add(cell);
          continue;
        }
        const cell = dataCell(t, columns.leaves[c]!, d, r, c, 1, 1);
        if (merges.hidden.has(key)) cell.text = '';
        add(cell);
      }
    } else {
      add(groupCell(t, i, r));
    }
  }

  for (let e = 0; e < band.empty; e++, r++) {
    heights[r] = styles.bodyMin;
    for (let c = 0; c < C; c++) add(textCell(r, c, 1, 1, '', styles.body, 'left', undefined));
  }
  for (const row of band.footer) {
    heights[r] = row.height;
    region[r] = REGION_FOOTER;
    for (const rc of row.cells) add(rowCell(t, rc, r));
    r++;
  }

  const rowY = new Float64Array(rows + 1);
  rowY[0] = y;
  for (let k = 0; k < rows; k++) rowY[k + 1] = rowY[k]! + heights[k]!;
  const colX = new Float64Array(C + 1);
  for (let c = 0; c <= C; c++) colX[c] = x + t.edges[c]!;

  if (headerRows > 0 && styles.headerBackground) {
    const fill: Fill = { color: styles.headerBackground };
    if (styles.headerBackgroundOpacity !== undefined) fill.opacity = styles.headerBackgroundOpacity;
    items.push({ kind: 'rect', x: round(x), y: round(y), width: round(t.bands.width), height: round(rowY[headerRows]! - y), fill });
  }
  const styled = body.rowStyles !== undefined || body.cellStyles.some((s) => s !== undefined);
  for (const cell of cells) {
    if ('plain' in cell) {
      if (styled) for (let c = 0; c < C; c++) pushBackground(items, plainCell(t, cell, c), rowY, colX);
      continue;
    }
    pushBackground(items, cell, rowY, colX);
  }
  for (const cell of cells) {
    if ('plain' in cell) {
      for (let c = 0; c < C; c++) paintCell(t, plainCell(t, cell, c), rowY, colX, items);
      continue;
    }
    if (cell.text === '' && !cell.lines) continue;
    if (!cell.clip) {
      paintCell(t, cell, rowY, colX, items);
      continue;
    }
    const b = cellBox(cell, rowY, colX);
    const inner = { x: b.x + PAD_X, y: b.y + PAD_Y, width: b.width - 2 * PAD_X, height: b.height - 2 * PAD_Y };
    const clipped: DisplayItem[] = [];
    paintContent(styles, t.env.ctx, cell, inner, clipped, cell.lines);
    if (clipped.length > 0) items.push({ kind: 'group', clip: { x: round(b.x), y: round(b.y), width: round(b.width), height: round(b.height) }, items: clipped });
  }
  const geometry: GridGeometry = { rows, cols: C, rowY, colX, region, owner };
  pushAll(items, gridLines(geometry, t.settings.borders, t.stroke));

  if (noticeRow) {
    const style: TextStyle = { ...styles.body, color: NOTICE_COLOR };
    const notice: CellPaint = { type: 'text', text: NO_ROOM_NOTICE, style, align: 'left', vAlign: 'top', leaf: undefined };
    paintContent(styles, t.env.ctx, notice, { x, y: rowY[noticeAt]! + PAD_Y, width: t.bands.width, height: band.notice - 2 * PAD_Y }, items, textLines(styles, NO_ROOM_NOTICE, style, t.bands.width));
  }
  const bottom = rowY[rows]!;
  return bottom;
}

function pushBackground(items: DisplayItem[], cell: GridCell, rowY: Float64Array, colX: Float64Array): void {
  if (!cell.background) return;
  const b = cellBox(cell, rowY, colX);
  items.push({ kind: 'rect', x: round(b.x), y: round(b.y), width: round(b.width), height: round(b.height), fill: cell.background });
}

/** An unclipped cell's content, from line breaks kept by measuring when they are there. */
function paintCell(t: PreparedTable, cell: GridCell, rowY: Float64Array, colX: Float64Array, items: DisplayItem[]): void {
  if (cell.text === '' && !cell.lines) return;
  const { body } = t;
  const x = colX[cell.c]!;
  const y = rowY[cell.r]!;
  // One box for every cell: painting reads it and keeps nothing of it.
  const inner = innerBox;
  inner.x = x + PAD_X;
  inner.y = y + PAD_Y;
  inner.width = colX[cell.c + cell.cs]! - x - 2 * PAD_X;
  inner.height = rowY[cell.r + cell.rs]! - y - 2 * PAD_Y;
  // Breaks kept from measuring hold for the width they were made for: the column edges
  // give that width but for float rounding, and then the cell is broken again.
  const kept = cell.key >= 0 && body.lines && inner.width === body.lineWidths[cell.c] ? body.lines.lines(cell.key, cell.text) : undefined;
  paintContent(t.styles, t.env.ctx, cell, inner, items, cell.lines, kept);
}

/** Column `c` of a plain row, in one cell object reused for every plain cell (read it at once). */
function plainCell(t: PreparedTable, row: PlainRow, c: number): GridCell {
  const { body, styles } = t;
  const leaf = t.columns.leaves[c]!;
  const o = cellOverrideOf(body, leaf, row.d);
  const cell = scratch;
  cell.r = row.r;
  cell.c = c;
  cell.type = leaf.type;
  cell.text = cellText(body, leaf, row.d);
  cell.style = styledText(styles, styles.body, o);
  cell.align = o?.textAlign ?? leaf.align;
  cell.vAlign = leaf.vAlign;
  cell.leaf = leaf;
  cell.background = fillOf(o);
  cell.key = row.d * t.columns.leaves.length + c;
  return cell;
}

const innerBox: Box = { x: 0, y: 0, width: 0, height: 0 };
const scratch: GridCell = { r: 0, c: 0, rs: 1, cs: 1, type: 'text', text: '', style: { font: '', size: 0, color: '' }, align: 'left', vAlign: 'top', leaf: undefined, background: undefined, clip: false, lines: undefined, key: -1 };

function cellBox(cell: GridCell, rowY: Float64Array, colX: Float64Array): Box {
  const y = rowY[cell.r]!;
  const x = colX[cell.c]!;
  return { x, y, width: colX[cell.c + cell.cs]! - x, height: rowY[cell.r + cell.rs]! - y };
}

function textCell(r: number, c: number, rs: number, cs: number, text: string, style: TextStyle, align: TextAlign, o: CellOverride | undefined): GridCell {
  return { r, c, rs, cs, type: 'text', text, style, align, vAlign: 'middle', leaf: undefined, background: fillOf(o), clip: false, lines: undefined, key: -1 };
}

/** The cell of data row `d` in column `leaf`, placed at (r, c) with the given spans. */
function dataCell(t: PreparedTable, leaf: LeafColumn, d: number, r: number, c: number, rs: number, cs: number): GridCell {
  const o = cellOverrideOf(t.body, leaf, d);
  const style = styledText(t.styles, t.styles.body, o);
  return {
    r,
    c,
    rs,
    cs,
    type: leaf.type,
    text: cellText(t.body, leaf, d),
    style,
    align: o?.textAlign ?? leaf.align,
    vAlign: leaf.vAlign,
    leaf,
    background: fillOf(o),
    clip: false,
    lines: undefined,
    key: -1,
  };
}

/** A group header or footer row: one cell across the band. */
function groupCell(t: PreparedTable, row: number, r: number): GridCell {
  const { body, styles } = t;
  const group = body.groups[body.ref[row]!]!;
  const header = body.kind[row] === GROUP_HEADER_ROW;
  const text = (header ? group.header : group.footer) ?? '';
  return textCell(r, 0, 1, t.columns.leaves.length, text, header ? styles.groupHeader : styles.body, 'left', undefined);
}

function rowCell(t: PreparedTable, rc: RowCell, r: number): GridCell {
  return textCell(r, rc.col, 1, rc.colspan, rc.text, t.styles.body, rc.align, undefined);
}

/** A full-width row under the bands (gridColumnsFooterFormatter). */
function paintFooterRow(t: PreparedTable, row: FooterRow, x: number, y: number, width: number, items: DisplayItem[]): void {
  const rowY = Float64Array.of(y, y + row.height);
  const colX = Float64Array.of(x, x + width);
  const text = row.cells.map((c) => c.text).join(' ');
  const cell = textCell(0, 0, 1, 1, text, t.styles.body, row.cells[0]?.align ?? 'left', undefined);
  const b = cellBox(cell, rowY, colX);
  paintContent(t.styles, t.env.ctx, cell, { x: b.x + PAD_X, y: b.y + PAD_Y, width: b.width - 2 * PAD_X, height: b.height - 2 * PAD_Y }, items);
  const geometry: GridGeometry = { rows: 1, cols: 1, rowY, colX, region: Uint8Array.of(REGION_FOOTER), owner: Int32Array.of(0) };
  pushAll(items, gridLines(geometry, t.settings.borders, t.stroke));
}

function fillOf(o: CellOverride | undefined): Fill | undefined {
  if (!o?.background) return undefined;
  const fill: Fill = { color: o.background };
  if (o.backgroundOpacity !== undefined) fill.opacity = o.backgroundOpacity;
  return fill;
}
