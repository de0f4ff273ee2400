/**
 * html: a fragment of HTML drawn as styled text. The HTML is parsed by {@link parseHtml}
 * (a safe subset, no DOM, nothing executed) and laid out by the text module in the content
 * box. The element keeps its height: content taller than the box is clipped.
 */
import { parseColor } from '../../color.ts';
import type { ElementOptions } from '../../model/types.ts';
import { round, type Box, type DisplayItem } from '../../page.ts';
import { breakLines } from '../../text/breakLines.ts';
import { placeLines } from '../../text/placeLines.ts';
import type { TextAlign, TextLine, VerticalAlign } from '../../text/types.ts';
import type { ElementEnv, ElementType } from '../types.ts';
import { boxAt, callHook, contentBox, decorate, fieldValue, withDefaults } from '../common/index.ts';
import { DEFAULT_FONT_SIZE } from '../text/style.ts';
import { joinParagraphs, parseHtml, type HtmlStyle } from './parseHtml.ts';
import { splitFramedBlocks, type BlockFrame, type HtmlBlock } from './blockFrames.ts';
import { layoutHtmlTable, parseStyleSheet, type HtmlTableLayout, type StyleSheet } from './htmlTable.ts';

export { joinParagraphs, parseHtml, FONT_SIZE_ATTR_PT, type HtmlStyle } from './parseHtml.ts';
export { tokenizeHtml, type HtmlToken } from './tokenize.ts';
export { decodeEntities } from './entities.ts';

/**
 * 120 x 60 pt: as wide as a new text element, tall enough for a few lines. Text is 12 pt:
 * print-lock.css gives hiprint's html element no font size, so it prints in Chromium's 16 px.
 */
export const HTML_DEFAULTS: Partial<ElementOptions> = { width: 120, height: 60, fontSize: 12 };

/** The HTML to draw: `content`, else the bound field's value, else testData when designing. */
export function htmlSource(options: ElementOptions, env: ElementEnv): string {
  if (typeof options.content === 'string' && options.content !== '') return options.content;
  const bound = fieldValue(env.data, options.field);
  if (typeof bound === 'string') return bound;
  if (typeof bound === 'number' || typeof bound === 'boolean') return String(bound);
  if (env.ctx.mode === 'design' && typeof options.testData === 'string') return options.testData;
  return '';
}

/** The element's own font options as the style the HTML starts from. */
export function baseHtmlStyle(options: ElementOptions, panelFontFamily?: string): HtmlStyle {
  const color = parseColor(options.color) ?? { color: '#000000' };
  const weight = options.fontWeight;
  const style: HtmlStyle = {
    family: options.fontFamily ?? panelFontFamily,
    bold: weight === 'bold' || weight === 'bolder' || (weight !== undefined && Number(weight) >= 600),
    oblique: false,
    underline: options.textDecoration === 'underline',
    lineThrough: options.textDecoration === 'line-through',
    overline: options.textDecoration === 'overline',
    size: typeof options.fontSize === 'number' && options.fontSize > 0 ? options.fontSize : DEFAULT_FONT_SIZE,
    color: color.color,
  };
  if (color.opacity !== undefined) style.opacity = color.opacity;
  if (typeof options.letterSpacing === 'number' && options.letterSpacing !== 0) style.letterSpacing = options.letterSpacing;
  return style;
}

export const htmlType: ElementType = {
  type: 'html',
  defaults: HTML_DEFAULTS,
  layout(element, env) {
    const options = withDefaults(HTML_DEFAULTS, element.options);
    const fonts = env.ctx.fonts;
    // hiprint html elements commonly build their markup in a formatter hook, which hiprint
    // calls as formatter(value, options, templateData).
    const source = htmlSource(options, env);
    const formatted = callHook(element, env, 'formatter', [source, element.json.options ?? {}, env.data]);
    const html = typeof formatted === 'string' || typeof formatted === 'number' ? String(formatted) : source;
    const base = baseHtmlStyle(options, env.panelFontFamily);
    const blocks = splitFramedBlocks(html);
    if (blocks.some((b) => b.frame || b.table)) return framedLayout(options, blocks, base, env, parseStyleSheet(html));
    const spans = joinParagraphs(parseHtml(html, base, fonts));
    const inner = contentBox(options, boxAt(options, 0, 0));
    const lineHeight = lineHeightOf(options);
    // Lines are broken once; placement (cheap) runs per paint at the element's position.
    const lines = spans.length > 0 && inner.width > 0 ? breakLines(spans, { maxWidth: inner.width, lineHeight }, fonts) : [];
    const total = lines.reduce((sum, line) => sum + line.height, 0);
    const overflows = total > inner.height || lines.some((line) => line.width > inner.width);
    const align: TextAlign = options.textAlign ?? 'left';
    const verticalAlign: VerticalAlign = options.textContentVerticalAlign ?? 'top';
    return {
      kind: 'box',
      height: options.height,
      paint(x, y) {
        const box = boxAt(options, x, y);
        const place: Box = contentBox(options, box);
        let content: DisplayItem[] = lines.length > 0 ? placeLines(lines, { ...place, align, verticalAlign }) : [];
        if (overflows && content.length > 0) content = [{ kind: 'group', clip: roundBox(place), items: content }];
        return decorate(options, box, content);
      },
    };
  },
};

function lineHeightOf(options: ElementOptions): number | undefined {
  return typeof options.lineHeight === 'number' && options.lineHeight > 0 ? options.lineHeight : undefined;
}

/**
 * Markup with framed blocks (blockFrames.ts): blocks stack from the top of the content box,
 * a frame drawn with its border and its text inside border and padding. As in hiprint's page,
 * a frame larger than the element is not cut off.
 */
function framedLayout(options: ElementOptions, blocks: HtmlBlock[], base: HtmlStyle, env: ElementEnv, sheet: StyleSheet): ReturnType<ElementType['layout']> {
  const fonts = env.ctx.fonts;
  const inner = contentBox(options, boxAt(options, 0, 0));
  const lineHeight = lineHeightOf(options);
  const align: TextAlign = options.textAlign ?? 'left';
  const pieces: Array<{ top: number; width: number; height: number; frame?: BlockFrame; table?: HtmlTableLayout; text: Box; lines: TextLine[] }> = [];
  let top = 0;
  for (const block of blocks) {
    if (block.table) {
      const table = layoutHtmlTable(block.html, sheet, base, inner.width, fonts, lineHeight);
      pieces.push({ top, width: table.width, height: table.height, table, text: { x: 0, y: 0, width: 0, height: 0 }, lines: [] });
      top += table.height;
      continue;
    }
    const spans = joinParagraphs(parseHtml(block.html, base, fonts));
    const f = block.frame;
    const width = f?.width ?? inner.width;
    const text: Box = f
      ? { x: f.border + f.padding.left, y: f.border + f.padding.top, width: Math.max(0, width - 2 * f.border - f.padding.left - f.padding.right), height: 0 }
      : { x: 0, y: 0, width, height: 0 };
    const lines = spans.length > 0 && text.width > 0 ? breakLines(spans, { maxWidth: text.width, lineHeight }, fonts) : [];
    text.height = lines.reduce((sum, line) => sum + line.height, 0);
    if (!f && lines.length === 0) continue;
    const height = f ? (f.height ?? text.height + 2 * f.border + f.padding.top + f.padding.bottom) : text.height;
    pieces.push({ top, width, height, ...(f ? { frame: f } : {}), text, lines });
    top += height;
  }
  return {
    kind: 'box',
    height: options.height,
    paint(x, y) {
      const box = boxAt(options, x, y);
      const place = contentBox(options, box);
      const content: DisplayItem[] = [];
      for (const piece of pieces) {
        const px = place.x;
        const py = place.y + piece.top;
        if (piece.table) content.push(...piece.table.paint(px, py));
        const f = piece.frame;
        if (f && f.border > 0) {
          const h = f.border / 2;
          content.push({ kind: 'rect', ...roundBox({ x: px + h, y: py + h, width: piece.width - f.border, height: piece.height - f.border }), stroke: { color: f.borderColor ?? base.color, width: f.border } });
        }
        if (piece.lines.length > 0) {
          content.push(...placeLines(piece.lines, { x: px + piece.text.x, y: py + piece.text.y, width: piece.text.width, height: piece.text.height, align, verticalAlign: 'top' }));
        }
      }
      return decorate(options, box, content);
    },
  };
}

function roundBox(b: Box): Box {
  return { x: round(b.x), y: round(b.y), width: round(b.width), height: round(b.height) };
}
