/**
 * Page descriptions: the display list that layout produces and every painter consumes.
 *
 * A page is a flat list of items in paint order (later items paint over earlier ones).
 * Everything is in points (1/72 inch) with the origin at the top-left corner of the page
 * and y growing downwards. Text positions are baselines. Colours are `#rrggbb`; alpha is
 * carried separately as `opacity` (0..1, absent = 1) so painters need no colour parser.
 *
 * The format is plain JSON: no class instances, no undefined inside arrays, numbers rounded
 * by {@link round} so that the same input serialises to the same bytes everywhere.
 * Bump {@link PAGE_FORMAT_VERSION} on any incompatible change.
 */

export const PAGE_FORMAT_VERSION = 1;

/** One printed page. */
export interface PageDescription {
  version: typeof PAGE_FORMAT_VERSION;
  /** 0-based page index within the whole output. */
  index: number;
  /** Page size in pt. */
  width: number;
  height: number;
  items: DisplayItem[];
}

export type DisplayItem = TextItem | LineItem | RectItem | EllipseItem | PathItem | ImageItem | GroupItem;

/** Stroke of a line or shape outline. */
export interface Stroke {
  color: string;
  width: number;
  /** solid when absent. Painters use dash patterns of 3w/3w (dashed) and w/w (dotted). */
  style?: 'dashed' | 'dotted';
  opacity?: number;
}

export interface Fill {
  color: string;
  opacity?: number;
}

/**
 * A run of text on one line, drawn from (x, y) where y is the baseline.
 * `font` is a key of the font book (e.g. `NotoSansSC-Regular`); painters map it to the same
 * font file that layout measured. `width` is the advance width layout measured, including
 * letter and word spacing, given so painters never measure.
 */
export interface TextItem {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  font: string;
  size: number;
  color: string;
  opacity?: number;
  width: number;
  /** Extra space after every character (letterSpacing and CJK justification), pt. */
  charSpacing?: number;
  /** Extra space added to every U+0020 (Latin justification), pt. */
  wordSpacing?: number;
  /** Synthetic oblique (html <i>/<em>); the font has no italic face. */
  oblique?: boolean;
}

export interface LineItem {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: Stroke;
}

export interface RectItem {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  fill?: Fill;
  stroke?: Stroke;
}

export interface EllipseItem {
  kind: 'ellipse';
  /** Centre and radii. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  fill?: Fill;
  stroke?: Stroke;
}

/**
 * A vector path in SVG path syntax restricted to absolute M, L, H, V, C, Z commands
 * (barcode bars, QR modules, custom shapes). Filled with the non-zero rule.
 */
export interface PathItem {
  kind: 'path';
  d: string;
  fill?: Fill;
  stroke?: Stroke;
}

/**
 * An image drawn into (x, y, width, height). `ref` is the image's source string (data URL or
 * URL); the host supplies the bytes to painters through a resource map keyed by `ref`.
 * Layout has already applied the fit mode; `clip`, when present, bounds what is visible.
 */
export interface ImageItem {
  kind: 'image';
  ref: string;
  x: number;
  y: number;
  width: number;
  height: number;
  clip?: Box;
  opacity?: number;
}

/**
 * Items drawn under a transform and/or clip. `transform` is the affine matrix
 * [a, b, c, d, e, f] mapping (x, y) to (a*x + c*y + e, b*x + d*y + f), as in canvas setTransform.
 * `clip` is in the group's own coordinates (applied after the transform, as in SVG); `opacity`
 * multiplies into every item inside.
 */
export interface GroupItem {
  kind: 'group';
  transform?: Matrix;
  clip?: Box;
  opacity?: number;
  items: DisplayItem[];
  /**
   * Only in pages streamed before their panel's page count is known (streamPages): an empty
   * group standing for items that come later under this name (the paper number). Painters
   * that cannot wait draw it as the empty group it is and draw the items over the page when
   * they come; the PDF writer keeps a form for them (PdfWriter.fillSlot).
   */
  slot?: string;
}

export type Matrix = [number, number, number, number, number, number];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `page` with the slot group named `slot` replaced by `items` in its place: the page as
 * paginate gives it once the page count is known.
 */
export function fillSlot(page: PageDescription, slot: string, items: DisplayItem[]): PageDescription {
  const fill = (list: DisplayItem[]): DisplayItem[] =>
    list.flatMap((item) => (item.kind !== 'group' ? [item] : item.slot === slot ? items : [{ ...item, items: fill(item.items) }]));
  return { ...page, items: fill(page.items) };
}

/** Round to 1/1000 pt: enough for print, and keeps serialisation identical everywhere. */
export function round(n: number): number {
  const r = Math.round(n * 1000) / 1000;
  return r === 0 ? 0 : r; // no -0 in JSON output differences
}

/** Number formatting for SVG path data built by layout code. */
export function fmt(n: number): string {
  return String(round(n));
}

/** Rotation by `degrees` (clockwise on screen, y down) around (cx, cy). */
export function rotationAround(degrees: number, cx: number, cy: number): Matrix {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return [round6(cos), round6(sin), round6(-sin), round6(cos), round(cx - cos * cx + sin * cy), round(cy - sin * cx - cos * cy)];
}

function round6(n: number): number {
  const r = Math.round(n * 1e6) / 1e6;
  return r === 0 ? 0 : r;
}

/** Every item kind, for conformance tests that check painters handle each one. */
export const DISPLAY_ITEM_KINDS: DisplayItem['kind'][] = ['text', 'line', 'rect', 'ellipse', 'path', 'image', 'group'];
