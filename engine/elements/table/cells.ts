/**
 * Cell content by tableTextType: how tall it is (placement) and what it draws (paint).
 *
 * - text: wrapped in the column width with the engine's line breaking; placement counts
 *   lines (countLines) and painting places them from line offsets (placePlainText), so no
 *   line objects are built for ordinary cells. Body cells that wrap keep their line offsets
 *   from measuring to painting (the body's LineStore).
 * - sequence: the row number, as text.
 * - barcode: tableBarcodeMode, default CODE128A; as hiprint draws it, bars stretched over the
 *   cell less 10 pt each side, 30 pt tall with 5 pt above and below, and no human-readable
 *   text. hiprint writes tableColumnHeight as the SVG's unitless height, so a set
 *   tableColumnHeight is read in px (0.75 pt each). Text the format cannot carry shows
 *   此格式不支持该文本.
 * - qrcode: tableQRCodeLevel, a 20 pt square (tableColumnHeight when set) limited to the
 *   smaller of the cell's width and height; failure shows 二维码生成失败.
 * - image: the value is the image source, drawn with fit contain; its height is the
 *   column width scaled by the image's aspect (tableColumnHeight when set; the row's own
 *   height when the image size is unknown).
 * - An empty value gives an empty cell whatever the type.
 */
import { barcodeItems, BARCODE_UNSUPPORTED, encodeBarcode, encodeQr, QR_FAILED, qrItems, qrLevel } from '../../codes/index.ts';
import { dataUrlImageSize } from '../../images/index.ts';
import { round, type Box, type DisplayItem, type ImageItem } from '../../page.ts';
import { breakLines, countLines, placeLines, placePlainLines, placePlainText, type PlainLines, type TextBox } from '../../text/index.ts';
import type { TextAlign, TextLine, TextStyle, VerticalAlign } from '../../text/types.ts';
import type { LayoutContext } from '../../context.ts';
import { fitImage } from '../image/fit.ts';
import type { CellType, LeafColumn } from './columns.ts';
import { lineHeightOf, type TableStyles } from './styles.ts';

export const DEFAULT_TABLE_BARCODE_MODE = 'CODE128A';
export const BARCODE_CELL_HEIGHT = 30;
/** hiprint's `margin: 5pt 10pt` around a table barcode. */
export const BARCODE_MARGIN_X = 10;
export const BARCODE_MARGIN_Y = 5;

/** The bars' height in a barcode cell, pt. */
const barcodeHeight = (leaf: LeafColumn | undefined): number => (leaf?.cellHeight !== undefined ? leaf.cellHeight * 0.75 : BARCODE_CELL_HEIGHT);
export const QR_CELL_SIZE = 20;



/**
 * Height of `text` wrapped to `maxWidth` in `style`: line count times the line height. Cells
 * break Latin words anywhere (print-lock.css gives hiprint's cells word-break: break-all).
 */
export function textHeight(styles: TableStyles, text: string, style: TextStyle, maxWidth: number): number {
  if (text === '') return 0;
  // Lines are counted, not built: placement needs heights only (all lines of one style are as tall).
  return countLines(text, style, { maxWidth, lineHeight: styles.lineHeight, breakAll: true }, styles.fonts) * lineHeightOf(styles, style);
}

/** Lines of a text cell (split rows keep them; other cells are painted with placePlainText). */
export function textLines(styles: TableStyles, text: string, style: TextStyle, maxWidth: number): TextLine[] {
  return text === '' ? [] : breakLines([{ text, style }], { maxWidth, lineHeight: styles.lineHeight, breakAll: true }, styles.fonts);
}

/** Content height of a cell of `type` (padding excluded) in a column `width` wide (padding excluded). */
export function contentHeight(
  styles: TableStyles,
  ctx: LayoutContext,
  leaf: LeafColumn,
  type: CellType,
  text: string,
  style: TextStyle,
  width: number,
): number {
  if (text === '') return 0;
  switch (type) {
    case 'barcode':
      return barcodeHeight(leaf) + 2 * BARCODE_MARGIN_Y;
    case 'qrcode':
      return Math.min(leaf.cellHeight ?? QR_CELL_SIZE, Math.max(0, width));
    case 'image': {
      if (leaf.cellHeight !== undefined) return leaf.cellHeight;
      const size = imageSize(ctx, text);
      return size ? (Math.max(0, width) * size.height) / size.width : 0;
    }
    default:
      return textHeight(styles, text, style, width);
  }
}

export interface CellPaint {
  type: CellType;
  text: string;
  style: TextStyle;
  align: TextAlign;
  vAlign: VerticalAlign;
  leaf: LeafColumn | undefined;
}

/** Draw a cell's content into its content box (padding already removed). */
export function paintContent(styles: TableStyles, ctx: LayoutContext, cell: CellPaint, box: Box, out: DisplayItem[], lines?: TextLine[], kept?: PlainLines): void {
  if (cell.text === '' || box.width <= 0) return;
  switch (cell.type) {
    case 'barcode':
      paintBarcode(styles, cell, box, out);
      return;
    case 'qrcode':
      paintQr(styles, cell, box, out);
      return;
    case 'image':
      paintImage(ctx, cell.text, box, out);
      return;
    default: {
      // One box for every text cell: placing reads it and keeps nothing of it, and a page
      // has hundreds of cells.
      const place = textPlace;
      place.x = box.x;
      place.y = box.y;
      place.width = box.width;
      place.height = box.height;
      place.align = cell.align;
      place.verticalAlign = cell.vAlign;
      place.lineHeight = styles.lineHeight;
      if (lines) pushAll(out, placeLines(lines, place));
      else if (kept) placePlainLines(kept, cell.style, place, styles.fonts, out);
      else placePlainText(cell.text, cell.style, place, styles.fonts, out);
    }
  }
}

const textPlace: TextBox = { x: 0, y: 0, width: 0, height: 0, align: 'left', verticalAlign: 'top', lineHeight: undefined, breakAll: true };

/** A message drawn in place of a code that cannot be made, centred in the box. */
function paintNotice(styles: TableStyles, message: string, style: TextStyle, box: Box, out: DisplayItem[]): void {
  pushAll(out, placeLines(textLines(styles, message, style, box.width), { ...box, align: 'center', verticalAlign: 'middle' }));
}

function paintBarcode(styles: TableStyles, cell: CellPaint, box: Box, out: DisplayItem[]): void {
  const raw = cell.leaf?.raw.tableBarcodeMode;
  const mode = typeof raw === 'string' && raw.trim() !== '' ? raw : DEFAULT_TABLE_BARCODE_MODE;
  const encoded = encodeBarcode(mode, cell.text);
  if ('error' in encoded) {
    paintNotice(styles, BARCODE_UNSUPPORTED, cell.style, box, out);
    return;
  }
  const height = Math.min(Math.max(0, box.height - 2 * BARCODE_MARGIN_Y), barcodeHeight(cell.leaf));
  const top = verticalOffset(cell.vAlign, box.height - height - 2 * BARCODE_MARGIN_Y) + BARCODE_MARGIN_Y;
  const codeBox = { x: box.x + BARCODE_MARGIN_X, y: box.y + top, width: Math.max(0, box.width - 2 * BARCODE_MARGIN_X), height };
  pushAll(out, barcodeItems(encoded, codeBox, { color: cell.style.color, stretch: true }).items);
}

function paintQr(styles: TableStyles, cell: CellPaint, box: Box, out: DisplayItem[]): void {
  const encoded = encodeQr(cell.text, qrLevel(cell.leaf?.raw.tableQRCodeLevel));
  if ('error' in encoded) {
    paintNotice(styles, QR_FAILED, cell.style, box, out);
    return;
  }
  pushAll(out, qrItems(encoded, box, { color: cell.style.color, size: cell.leaf?.cellHeight ?? QR_CELL_SIZE }));
}

function paintImage(ctx: LayoutContext, value: string, box: Box, out: DisplayItem[]): void {
  const src = imageSource(value);
  if (src === '' || box.height <= 0) return;
  const size = imageSize(ctx, src);
  const placed = size ? fitImage('contain', size, box) : { rect: box };
  const r = placed.rect;
  const item: ImageItem = { kind: 'image', ref: src, x: round(r.x), y: round(r.y), width: round(r.width), height: round(r.height) };
  out.push(item);
}

/** The cell value as an image source; never a script URL. */
function imageSource(value: string): string {
  const src = value.trim();
  return /^javascript:/i.test(src.replace(/[\s\u0000-\u001f]/g, '')) ? '' : src;
}

function imageSize(ctx: LayoutContext, src: string): { width: number; height: number } | undefined {
  const info = ctx.image(src);
  if (info && info.width > 0 && info.height > 0) return info;
  return src.slice(0, 5).toLowerCase() === 'data:' ? dataUrlImageSize(src) : undefined;
}

export function verticalOffset(align: VerticalAlign, free: number): number {
  if (!(free > 0)) return 0;
  return align === 'middle' ? free / 2 : align === 'bottom' ? free : 0;
}

/** Append without spreading (large pages would overflow the argument limit). */
export function pushAll(out: DisplayItem[], items: DisplayItem[]): void {
  for (let i = 0; i < items.length; i++) out.push(items[i]!);
}
