/**
 * Table styles: the text styles of header, body and footer cells, their line heights and
 * minimum row heights, and the CSS-like objects that styler hooks return.
 *
 * Decisions where the specification is silent:
 * - Cells are padded as hiprint's print-lock.css pads them: 4 pt left and right, none top and
 *   bottom; a row is 18 pt high (its `td { height: 18pt }`) unless tableHeaderRowHeight or
 *   tableBodyRowHeight say otherwise, and lines are 9.75 pt (its line-height) unless the
 *   element's lineHeight says otherwise.
 * - Header text is regular unless tableHeaderFontWeight says otherwise: print-lock.css makes
 *   hiprint's thead bold, but its `td { font-weight: normal }` wins on the cells themselves;
 *   there is no default header background (tableHeaderBackground sets one).
 * - Row heights are minimums: content taller than them grows the row, as an HTML table row grows.
 * - A styler object may use camelCase or kebab-case keys; fontSize takes numbers (pt) or
 *   strings with pt or px; background and backgroundColor both fill the cell.
 */
import { parseColor } from '../../color.ts';
import { round } from '../../page.ts';
import type { FontBook, TextAlign, TextStyle } from '../../text/types.ts';
import { lineHeight as cssLineHeight, textStyle } from '../text/style.ts';
import type { ElementEnv } from '../types.ts';
import type { TemplateElement } from '../../model/types.ts';
import { alignOf } from './columns.ts';
import { number, type TableSettings } from './tableOptions.ts';

export const PAD_X = 4;
export const PAD_Y = 0;
/** hiprint's `td { height: 18pt }`. */
export const ROW_HEIGHT = 18;

export interface TableStyles {
  body: TextStyle;
  header: TextStyle;
  /** Group header rows: the body style in bold. */
  groupHeader: TextStyle;
  /** The line box height: the element's lineHeight or hiprint's CSS 9.75 pt. */
  lineHeight: number;
  /** One line of body text, pt (cached: every cell asks). */
  bodyLineHeight: number;
  /** Minimum heights of body and header rows, pt. */
  bodyMin: number;
  headerMin: number;
  headerBackground: string | undefined;
  headerBackgroundOpacity: number | undefined;
  family: string | undefined;
  fonts: FontBook;
}

export function tableStyles(element: TemplateElement, settings: TableSettings, env: ElementEnv): TableStyles {
  const { options } = element;
  const body = textStyle(options, env);
  const family = options.fontFamily ?? env.panelFontFamily;
  const header: TextStyle = {
    ...body,
    font: env.ctx.fonts.resolve(family, settings.headerFontWeight),
    size: settings.headerFontSize ?? body.size,
  };
  const lineHeight = cssLineHeight(options);
  const styles: TableStyles = {
    body,
    header,
    groupHeader: { ...body, font: env.ctx.fonts.resolve(family, 'bold') },
    lineHeight,
    bodyLineHeight: 0,
    bodyMin: 0,
    headerMin: 0,
    headerBackground: undefined,
    headerBackgroundOpacity: undefined,
    family,
    fonts: env.ctx.fonts,
  };
  styles.bodyLineHeight = lineHeightOf(styles, body);
  styles.bodyMin = Math.max(settings.bodyRowHeight ?? ROW_HEIGHT, lineHeightOf(styles, body) + 2 * PAD_Y);
  styles.headerMin = Math.max(settings.headerRowHeight ?? ROW_HEIGHT, lineHeightOf(styles, header) + 2 * PAD_Y);
  const fill = settings.headerBackground ? parseColor(settings.headerBackground) : undefined;
  if (fill && fill.opacity !== 0) {
    styles.headerBackground = fill.color;
    styles.headerBackgroundOpacity = fill.opacity;
  }
  return styles;
}

/** Height of one line of `style` (rounded as breakLines rounds it): the table's line box, whatever the font. */
export function lineHeightOf(styles: TableStyles, _style: TextStyle): number {
  return round(styles.lineHeight);
}

/** What a styler hook may change in a cell. */
export interface CellOverride {
  color?: string;
  opacity?: number;
  background?: string;
  backgroundOpacity?: number;
  fontSize?: number;
  fontWeight?: string;
  textAlign?: TextAlign;
}

/** The parts of a styler's CSS-like result that map onto a table cell; undefined when none do. */
export function cellOverride(value: unknown): CellOverride | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const css = value as Record<string, unknown>;
  const get = (camel: string, kebab: string) => css[camel] ?? css[kebab];
  const out: CellOverride = {};
  const color = get('color', 'color');
  const parsedColor = typeof color === 'string' ? parseColor(color) : undefined;
  if (parsedColor) {
    out.color = parsedColor.color;
    if (parsedColor.opacity !== undefined) out.opacity = parsedColor.opacity;
  }
  const bg = get('backgroundColor', 'background-color') ?? css.background;
  const parsedBg = typeof bg === 'string' ? parseColor(bg.trim().split(/\s+/)[0]) : undefined;
  if (parsedBg && parsedBg.opacity !== 0) {
    out.background = parsedBg.color;
    if (parsedBg.opacity !== undefined) out.backgroundOpacity = parsedBg.opacity;
  }
  const size = fontSizeOf(get('fontSize', 'font-size'));
  if (size !== undefined) out.fontSize = size;
  const weight = get('fontWeight', 'font-weight');
  if (typeof weight === 'string' || typeof weight === 'number') out.fontWeight = String(weight);
  const align = alignOf(get('textAlign', 'text-align'));
  if (align) out.textAlign = align;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A row styler's result under a cell styler's: the cell's keys win. */
export function mergeOverrides(row: CellOverride | undefined, cell: CellOverride | undefined): CellOverride | undefined {
  if (!row) return cell;
  if (!cell) return row;
  return { ...row, ...cell };
}

/** `base` with an override's font and colour applied. */
export function styledText(styles: TableStyles, base: TextStyle, o: CellOverride | undefined): TextStyle {
  if (!o || (o.color === undefined && o.fontSize === undefined && o.fontWeight === undefined)) return base;
  const style: TextStyle = { ...base };
  if (o.color !== undefined) {
    style.color = o.color;
    if (o.opacity !== undefined) style.opacity = o.opacity;
    else delete style.opacity;
  }
  if (o.fontSize !== undefined) style.size = o.fontSize;
  if (o.fontWeight !== undefined) style.font = styles.fonts.resolve(styles.family, o.fontWeight);
  return style;
}

function fontSizeOf(v: unknown): number | undefined {
  if (typeof v === 'string' && /px\s*$/i.test(v)) {
    const px = number(v);
    return px !== undefined && px > 0 ? px * 0.75 : undefined;
  }
  const n = number(v);
  return n !== undefined && n > 0 ? n : undefined;
}
