/** The paper number drawn on every page of a panel. */
import type { LayoutContext } from '../context.ts';
import type { Panel } from '../model/types.ts';
import type { DisplayItem } from '../page.ts';
import { layoutText } from '../text/index.ts';

export const PAPER_NUMBER_FONT_SIZE = 9;
const PAPER_NUMBER_WIDTH = 200;

/**
 * The format as hiprint makes it: the first `paperNo` replaced by the page number and the first
 * `paperCount` by the count, then read as a template literal, so `第${paperNo}页` gives 第3页.
 * Of the placeholders only numbers are filled (hiprint evaluates any expression; larder runs no
 * template code outside the sandbox), others stay as written.
 */
export function formatPaperNumber(format: string, pageNo: number, pageCount: number): string {
  const replaced = format.replace('paperNo', String(pageNo)).replace('paperCount', String(pageCount));
  return replaced.replace(/\$\{\s*(\d+)\s*\}/g, '$1');
}

export function paperNumberItems(panel: Panel, index: number, count: number, ctx: LayoutContext): DisplayItem[] {
  if (panel.paperNumberDisabled) return [];
  const text = formatPaperNumber(panel.paperNumberFormat, index + 1, count);
  const font = ctx.fonts.resolve(panel.fontFamily);
  return layoutText(
    [{ text, style: { font, size: PAPER_NUMBER_FONT_SIZE, color: '#000000' } }],
    { x: panel.paperNumberLeft, y: panel.paperNumberTop, width: PAPER_NUMBER_WIDTH, height: PAPER_NUMBER_FONT_SIZE * 1.5, align: 'left', verticalAlign: 'top' },
    ctx.fonts,
  ).items;
}
