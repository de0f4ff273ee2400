/** One call from spans to display items: break lines, then place them in the box. */
import { round, type DisplayItem } from '../page.ts';
import { breakLines } from './breakLines.ts';
import { ENDS_PARAGRAPH, FIRST_LINE, lineAdvance, lineText, plainLineMetrics, plainLines, countSpaces, type PlainLines } from './plainText.ts';
import { placeLines, placeRun } from './placeLines.ts';
import type { FontBook, PlaceOptions, TextLine, TextSpan, TextStyle } from './types.ts';

export interface TextBox extends PlaceOptions {
  /** Fixed line box height in pt; absent means natural font height. */
  lineHeight?: number;
  /** First-line indent of each paragraph in pt. */
  indent?: number;
  /** CSS word-break: break-all (BreakOptions.breakAll). */
  breakAll?: boolean;
}

export interface TextLayout {
  items: DisplayItem[];
  lines: TextLine[];
  /** Total height of the lines in pt (may exceed the box). */
  height: number;
}

/** Break `spans` to the box width and place them inside the box. */
export function layoutText(spans: TextSpan[], box: TextBox, fonts: FontBook): TextLayout {
  const lines = breakLines(spans, { maxWidth: box.width, lineHeight: box.lineHeight, indent: box.indent, breakAll: box.breakAll }, fonts);
  let height = 0;
  for (const line of lines) height += line.height;
  return { items: placeLines(lines, box), lines, height: round(height) };
}

/**
 * Push the items of `layoutText([{ text, style }], box, fonts).items` to `out`, without building
 * lines: for painters of many cells (tables), where lines are only a step to the items.
 */
export function placePlainText(text: string, style: TextStyle, box: TextBox, fonts: FontBook, out: DisplayItem[]): void {
  placePlainLines(plainLines(text, style, { maxWidth: box.width, lineHeight: box.lineHeight, indent: box.indent, breakAll: box.breakAll }, fonts), style, box, fonts, out);
}

/** As {@link placePlainText} with the text already broken to the box width (a LineStore's lines). */
export function placePlainLines(lines: PlainLines, style: TextStyle, box: TextBox, fonts: FontBook, out: DisplayItem[]): void {
  const count = lines.count;
  const { ascent, descent, height, indent, spacing } = plainLineMetrics(style, box, fonts);
  // As placeLines: content taller than the box starts at the top.
  let total = 0;
  for (let k = 0; k < count; k++) total += height;
  const free = box.height - total;
  let top = box.y;
  if (free > 0) {
    if (box.verticalAlign === 'middle') top = box.y + free / 2;
    else if (box.verticalAlign === 'bottom') top = box.y + free;
  }
  for (let k = 0; k < count; k++, top += height) {
    if (lines.from[k] === lines.to[k]) continue; // an empty line draws nothing
    const runText = lineText(lines, k);
    const x = (lines.flags[k]! & FIRST_LINE) !== 0 ? indent : 0;
    const width = round(lineAdvance(lines, k, fonts, style, spacing, runText));
    placeRun(runText, style, round(x), width, countSpaces(runText), round(x + width), ascent, descent, height, (lines.flags[k]! & ENDS_PARAGRAPH) !== 0, top, box, out);
  }
}
