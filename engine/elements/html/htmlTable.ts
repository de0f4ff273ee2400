/**
 * A `<table>` in an html element, laid out as Chromium lays out the markup that spreadsheet
 * exports paste into hiprint (`<style>` rules by class, `<col>` widths, rows with a height,
 * cells spanning rows and columns, `border-collapse: collapse`): a grid of cells, each with
 * its borders and its text, wrapped in the cell and aligned as its style says.
 *
 * What is read: the element's `<style>` rules with simple selectors (`td`, `.name`,
 * `td.name`, by specificity then source order) and each element's style attribute, for
 * border, border-top/right/bottom/left, padding, text-align, vertical-align, height, width and
 * the font properties parseHtml knows; the colspan, rowspan, width, height and span
 * attributes. Decisions where a browser does more: column widths are the `<col>` widths
 * scaled to the table's width (no content-based widths), a row is as tall as its height or
 * its tallest one-row cell, and a cell spanning rows makes the last of them taller when its
 * text needs it. Nested tables flow as text in their cell.
 */
import type { FontBook } from '../../text/types.ts';
import type { Box, DisplayItem, Stroke } from '../../page.ts';
import { breakLines } from '../../text/breakLines.ts';
import { placeLines } from '../../text/placeLines.ts';
import type { TextAlign, TextLine, VerticalAlign } from '../../text/types.ts';
import { parseColor } from '../../color.ts';
import { PT_PER_PX } from '../../units.ts';
import { length } from './blockFrames.ts';
import { applyCss, type HtmlStyle } from './inlineStyle.ts';
import { joinParagraphs, parseHtml } from './parseHtml.ts';
import { tokenizeHtml, type HtmlToken } from './tokenize.ts';

/** One rule of a `<style>` sheet: a simple selector and its declarations. */
interface StyleRule {
  tag?: string;
  className?: string;
  specificity: number;
  css: string;
}

export type StyleSheet = StyleRule[];

type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

interface PlacedCell {
  x: number;
  y: number;
  width: number;
  height: number;
  borders: Partial<Record<Side, Stroke>>;
  padding: Record<Side, number>;
  align: TextAlign;
  verticalAlign: VerticalAlign;
  lines: TextLine[];
}

export interface HtmlTableLayout {
  width: number;
  height: number;
  /** Display items relative to the table's top left corner. */
  paint(x: number, y: number): DisplayItem[];
}

const SELECTOR = /^([a-z][\w-]*)?(?:\.([\w-]+))?$/i;

/** The rules of every `<style>` element in `html` whose selectors are simple; others are skipped. */
export function parseStyleSheet(html: string): StyleSheet {
  const rules: StyleSheet = [];
  for (const sheet of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    const text = sheet[1]!.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const block of text.split('}')) {
      const brace = block.indexOf('{');
      if (brace < 0) continue;
      const css = block.slice(brace + 1);
      for (const raw of block.slice(0, brace).split(',')) {
        const m = SELECTOR.exec(raw.trim());
        if (!m || (!m[1] && !m[2])) continue;
        const tag = m[1]?.toLowerCase();
        const className = m[2];
        rules.push({ ...(tag ? { tag } : {}), ...(className ? { className } : {}), specificity: (tag ? 1 : 0) + (className ? 10 : 0), css });
      }
    }
  }
  return rules;
}

/** The declarations that apply to element `tag` with `attrs`: matching rules by specificity, then its style attribute. */
function cascade(sheet: StyleSheet, tag: string, attrs: Record<string, string>): string {
  const classes = new Set((attrs.class ?? '').split(/\s+/).filter((c) => c !== ''));
  const matching = sheet
    .map((rule, order) => ({ rule, order }))
    .filter(({ rule }) => (!rule.tag || rule.tag === tag) && (!rule.className || classes.has(rule.className)))
    .sort((a, b) => a.rule.specificity - b.rule.specificity || a.order - b.order);
  return [...matching.map(({ rule }) => rule.css), attrs.style ?? ''].join(';');
}

function declarations(css: string): Map<string, string> {
  const decls = new Map<string, string>();
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const prop = part.slice(0, colon).trim().toLowerCase();
    // A shorthand resets the longhands declared before it.
    if (prop === 'border' || prop === 'padding') for (const side of SIDES) decls.delete(`${prop}-${side}`);
    decls.set(prop, part.slice(colon + 1).replace(/!important\s*$/i, '').trim().toLowerCase());
  }
  return decls;
}

const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset']);

/** A border declaration as a stroke; undefined for none, hidden or no width. */
function borderOf(value: string, color: string): Stroke | undefined {
  if (/\b(none|hidden)\b/.test(value)) return undefined;
  const words = value.split(/\s+/).filter((w) => w !== '');
  const style = words.find((w) => BORDER_STYLES.has(w));
  if (!style) return undefined;
  const width = words.map((w) => length(w)).find((n) => n !== undefined) ?? 3 * PT_PER_PX;
  if (!(width > 0)) return undefined;
  const stroke: Stroke = { color: words.map((w) => parseColor(w)?.color).find((c) => c !== undefined) ?? color, width };
  if (style === 'dashed' || style === 'dotted') stroke.style = style;
  return stroke;
}

function bordersOf(decls: Map<string, string>, color: string): Partial<Record<Side, Stroke>> {
  const borders: Partial<Record<Side, Stroke>> = {};
  const all = decls.get('border');
  for (const side of SIDES) {
    const value = decls.get(`border-${side}`) ?? all;
    const stroke = value === undefined ? undefined : borderOf(value, color);
    if (stroke) borders[side] = stroke;
  }
  return borders;
}

function paddingOf(decls: Map<string, string>, fallback: number): Record<Side, number> {
  const all = (decls.get('padding') ?? '').split(/\s+/).map((w) => length(w)).filter((n): n is number => n !== undefined);
  const [t = fallback, r = t, b = t, l = r] = all;
  const side = (name: Side, value: number) => length(decls.get(`padding-${name}`)) ?? value;
  return { top: side('top', t), right: side('right', r), bottom: side('bottom', b), left: side('left', l) };
}

/** A height or width attribute (px) or declaration, pt. */
function sizeOf(decl: string | undefined, attr: string | undefined): number | undefined {
  const declared = length(decl);
  if (declared !== undefined) return declared;
  if (attr !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(attr)) return Number(attr) * PT_PER_PX;
  return undefined;
}

function alignOf(value: string | undefined): TextAlign | undefined {
  return value === 'left' || value === 'center' || value === 'right' || value === 'justify' ? value : undefined;
}

function verticalAlignOf(value: string | undefined): VerticalAlign | undefined {
  if (value === 'top') return 'top';
  if (value === 'bottom') return 'bottom';
  if (value === 'middle') return 'middle';
  return undefined;
}

interface RawCell {
  attrs: Record<string, string>;
  tag: string;
  html: string;
}

interface RawRow {
  attrs: Record<string, string>;
  cells: RawCell[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A token back to markup, for the cell's own parse. */
function serialize(token: HtmlToken): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
  if (token.kind === 'text') return escape(token.text);
  if (token.kind === 'end') return `</${token.name}>`;
  const attrs = Object.entries(token.attrs).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  return `<${token.name}${attrs}${token.selfClosing ? '/' : ''}>`;
}

/** The table's rows and columns from its markup (`html` starts with `<table`). */
function readTable(html: string): { attrs: Record<string, string>; cols: Array<{ attrs: Record<string, string> }>; rows: RawRow[] } {
  const tokens = tokenizeHtml(html);
  let attrs: Record<string, string> = {};
  const cols: Array<{ attrs: Record<string, string> }> = [];
  const rows: RawRow[] = [];
  let cell: RawCell | undefined;
  let depth = 0;
  let nested = 0;
  for (const token of tokens) {
    if (token.kind === 'start' && token.name === 'table') {
      depth++;
      if (depth === 1) {
        attrs = token.attrs;
        continue;
      }
    }
    if (token.kind === 'end' && token.name === 'table') {
      depth--;
      if (depth === 0) break;
    }
    if (depth > 1) nested = depth - 1;
    else nested = 0;
    if (nested === 0 && token.kind === 'start' && token.name === 'col') {
      const span = Math.min(1000, Math.max(1, Math.floor(Number(token.attrs.span ?? 1)) || 1));
      for (let i = 0; i < span; i++) cols.push({ attrs: token.attrs });
      continue;
    }
    if (nested === 0 && token.kind === 'start' && token.name === 'tr') {
      cell = undefined;
      rows.push({ attrs: token.attrs, cells: [] });
      continue;
    }
    if (nested === 0 && token.kind === 'start' && (token.name === 'td' || token.name === 'th')) {
      if (rows.length === 0) rows.push({ attrs: {}, cells: [] });
      cell = { attrs: token.attrs, tag: token.name, html: '' };
      rows[rows.length - 1]!.cells.push(cell);
      continue;
    }
    if (nested === 0 && token.kind === 'end' && (token.name === 'td' || token.name === 'th' || token.name === 'tr')) {
      cell = undefined;
      continue;
    }
    if (cell) cell.html += serialize(token);
  }
  return { attrs, cols, rows };
}

/**
 * Lay out the table whose markup is `html` in `available` pt of width, its text in `base`
 * style (the element's), with the rules of `sheet`.
 */
export function layoutHtmlTable(html: string, sheet: StyleSheet, base: HtmlStyle, available: number, fonts: FontBook, lineHeight?: number): HtmlTableLayout {
  const table = readTable(html);
  const tableCss = cascade(sheet, 'table', table.attrs);
  const tableStyle: HtmlStyle = { ...base };
  applyCss(tableStyle, tableCss, base, base);
  const tableDecls = declarations(tableCss);
  // The grid: which column each cell starts in, rows spanned included.
  const taken: boolean[][] = [];
  const slots: Array<{ cell: RawCell; row: number; col: number; rowspan: number; colspan: number }> = [];
  table.rows.forEach((row, r) => {
    let c = 0;
    for (const cell of row.cells) {
      while (taken[r]?.[c]) c++;
      const colspan = Math.min(1000, Math.max(1, Math.floor(Number(cell.attrs.colspan ?? 1)) || 1));
      const rowspan = Math.min(table.rows.length - r, Math.max(1, Math.floor(Number(cell.attrs.rowspan ?? 1)) || 1));
      for (let i = r; i < r + rowspan; i++) for (let j = c; j < c + colspan; j++) (taken[i] ??= [])[j] = true;
      slots.push({ cell, row: r, col: c, rowspan, colspan });
      c += colspan;
    }
  });
  const columnCount = Math.max(table.cols.length, ...taken.map((row) => row.length), 0);
  if (columnCount === 0 || table.rows.length === 0) return { width: 0, height: 0, paint: () => [] };

  // Column widths: the <col> widths, scaled to the table's width when it has one.
  const declaredWidths: Array<number | undefined> = [];
  for (let i = 0; i < columnCount; i++) {
    const col = table.cols[i];
    declaredWidths.push(col ? sizeOf(declarations(cascade(sheet, 'col', col.attrs)).get('width'), col.attrs.width) : undefined);
  }
  const widthDecl = tableDecls.get('width') ?? (table.attrs.width !== undefined ? `${table.attrs.width}${/%$/.test(table.attrs.width) ? '' : 'px'}` : undefined);
  const percent = widthDecl !== undefined ? /^(\d+(?:\.\d+)?)%$/.exec(widthDecl) : null;
  const known = declaredWidths.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const unknown = declaredWidths.filter((w) => w === undefined).length;
  let tableWidth = percent ? (Number(percent[1]) / 100) * available : (length(widthDecl) ?? (unknown === 0 ? known : available));
  if (!(tableWidth > 0)) tableWidth = available;
  const share = unknown > 0 ? Math.max(0, tableWidth - known) / unknown : 0;
  let widths = declaredWidths.map((w) => w ?? share);
  const total = widths.reduce((a, b) => a + b, 0);
  if (total > 0 && Math.abs(total - tableWidth) > 0.01) widths = widths.map((w) => (w * tableWidth) / total);
  const colX = [0];
  for (const w of widths) colX.push(colX[colX.length - 1]! + w);

  // Cells: their style, text and the height they need.
  const rowHeights = table.rows.map((row) => {
    const decls = declarations(cascade(sheet, 'tr', row.attrs));
    return sizeOf(decls.get('height'), row.attrs.height) ?? 0;
  });
  const cells = slots.map((slot) => {
    const css = cascade(sheet, slot.cell.tag, slot.cell.attrs);
    const decls = declarations(css);
    const style: HtmlStyle = { ...tableStyle, ...(slot.cell.tag === 'th' ? { bold: true } : {}) };
    applyCss(style, css, tableStyle, base);
    const padding = paddingOf(decls, PT_PER_PX);
    const borders = bordersOf(decls, style.color);
    const width = colX[slot.col + slot.colspan]! - colX[slot.col]!;
    const spans = joinParagraphs(parseHtml(slot.cell.html, style, fonts));
    const textWidth = Math.max(0, width - padding.left - padding.right);
    const lines = spans.length > 0 && textWidth > 0 ? breakLines(spans, { maxWidth: textWidth, lineHeight }, fonts) : [];
    const textHeight = lines.reduce((sum, line) => sum + line.height, 0);
    const need = textHeight + padding.top + padding.bottom;
    const declared = sizeOf(decls.get('height'), slot.cell.attrs.height);
    return { slot, padding, borders, lines, need: Math.max(need, slot.rowspan === 1 ? (declared ?? 0) : 0), style, decls, width };
  });
  for (const c of cells) if (c.slot.rowspan === 1) rowHeights[c.slot.row] = Math.max(rowHeights[c.slot.row]!, c.need);
  for (const c of cells) {
    if (c.slot.rowspan === 1) continue;
    const last = c.slot.row + c.slot.rowspan - 1;
    const spanned = rowHeights.slice(c.slot.row, last + 1).reduce((a, b) => a + b, 0);
    if (c.need > spanned) rowHeights[last]! += c.need - spanned;
  }
  const rowY = [0];
  for (const h of rowHeights) rowY.push(rowY[rowY.length - 1]! + h);

  const placed: PlacedCell[] = cells.map((c) => ({
    x: colX[c.slot.col]!,
    y: rowY[c.slot.row]!,
    width: c.width,
    height: rowY[c.slot.row + c.slot.rowspan]! - rowY[c.slot.row]!,
    borders: c.borders,
    padding: c.padding,
    align: alignOf(c.decls.get('text-align')) ?? alignOf(tableDecls.get('text-align')) ?? (c.slot.cell.tag === 'th' ? 'center' : 'left'),
    verticalAlign: verticalAlignOf(c.decls.get('vertical-align')) ?? 'middle',
    lines: c.lines,
  }));
  const tableBorders = bordersOf(tableDecls, tableStyle.color);
  const width = colX[colX.length - 1]!;
  const height = rowY[rowY.length - 1]!;
  return {
    width,
    height,
    paint(x, y) {
      const items: DisplayItem[] = [];
      const edge = (stroke: Stroke | undefined, x1: number, y1: number, x2: number, y2: number) => {
        if (stroke) items.push({ kind: 'line', x1: x + x1, y1: y + y1, x2: x + x2, y2: y + y2, stroke });
      };
      // Collapsed borders sit centred on the grid lines.
      for (const cell of placed) {
        const { x: cx, y: cy, width: w, height: h, borders } = cell;
        edge(borders.top, cx, cy, cx + w, cy);
        edge(borders.bottom, cx, cy + h, cx + w, cy + h);
        edge(borders.left, cx, cy, cx, cy + h);
        edge(borders.right, cx + w, cy, cx + w, cy + h);
      }
      edge(tableBorders.top, 0, 0, width, 0);
      edge(tableBorders.bottom, 0, height, width, height);
      edge(tableBorders.left, 0, 0, 0, height);
      edge(tableBorders.right, width, 0, width, height);
      for (const cell of placed) {
        if (cell.lines.length === 0) continue;
        const box: Box = {
          x: x + cell.x + cell.padding.left,
          y: y + cell.y + cell.padding.top,
          width: Math.max(0, cell.width - cell.padding.left - cell.padding.right),
          height: Math.max(0, cell.height - cell.padding.top - cell.padding.bottom),
        };
        items.push(...placeLines(cell.lines, { ...box, align: cell.align, verticalAlign: cell.verticalAlign }));
      }
      return items;
    },
  };
}
