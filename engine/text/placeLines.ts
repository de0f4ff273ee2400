/**
 * Text placement: broken lines in, display items out (text runs at baselines and decoration
 * lines), aligned horizontally and vertically inside a content box.
 *
 * Decisions where the specification is silent:
 * - A line wider than the box is left-aligned whatever the alignment (as CSS does).
 * - Justify without spaces spreads the slack over the gaps between characters (n - 1 for n
 *   characters) so the last glyph ends at the right edge; since charSpacing follows every
 *   character, the last run's width reaches past the edge by that invisible last spacing.
 * - Decorations span each run's full advance (letter spacing included) and are painted in
 *   CSS order: underline and overline under the text, line-through over it.
 * - The overline sits at the line's ascent, so runs of mixed sizes share one overline.
 */
import { round, type DisplayItem, type LineItem, type TextItem } from '../page.ts';
import { countCodePoints } from './charClass.ts';
import type { LineRun, PlaceLines, PlaceOptions, TextLine, TextStyle } from './types.ts';

/** Place lines in a box: alignment, vertical alignment, justification and decorations. */
export const placeLines: PlaceLines = (lines, place) => {
  const items: DisplayItem[] = [];
  let top = firstLineTop(lines, place);
  for (const line of lines) {
    placeLine(line, top, place, items);
    top += line.height;
  }
  return items;
};

/** Content taller than the box starts at the top, as in hiprint. */
function firstLineTop(lines: TextLine[], place: PlaceOptions): number {
  let total = 0;
  for (const line of lines) total += line.height;
  const free = place.height - total;
  if (!(free > 0)) return place.y;
  if (place.verticalAlign === 'middle') return place.y + free / 2;
  if (place.verticalAlign === 'bottom') return place.y + free;
  return place.y;
}

/** Where a line starts and how justify spreads its slack. One shared result: read it at once. */
const alignment = { left: 0, wordSpacing: 0, gapSpacing: 0 };

/**
 * Horizontal placement of a line of `lineWidth` in the box: centred or right-aligned by its
 * slack, or, when `justify`, the slack spread over its spaces (Latin) or between its
 * `chars` characters (CJK).
 */
function alignLine(place: PlaceOptions, lineWidth: number, justify: boolean, spaces: number, chars: number): typeof alignment {
  const slack = place.width - lineWidth;
  alignment.left = place.x;
  alignment.wordSpacing = 0;
  alignment.gapSpacing = 0;
  if (slack > 0) {
    if (place.align === 'center') alignment.left += slack / 2;
    else if (place.align === 'right') alignment.left += slack;
    else if (justify) {
      if (spaces > 0) alignment.wordSpacing = slack / spaces;
      else if (chars > 1) alignment.gapSpacing = slack / (chars - 1);
    }
  }
  return alignment;
}

function placeLine(line: TextLine, top: number, place: PlaceOptions, out: DisplayItem[]): void {
  const only = line.runs.length === 1 ? line.runs[0]! : undefined;
  // One run needs no merging: that is every line of plain text.
  const runs = only !== undefined && only.text !== '' ? line.runs : mergeRuns(line.runs);
  if (runs.length === 0) return;
  if (runs.length === 1) {
    const run = runs[0]!;
    placeRun(run.text, run.style, run.x, run.width, run.spaces, line.width, line.ascent, line.descent, line.height, line.endsParagraph, top, place, out);
    return;
  }
  // CSS half-leading: the glyph box sits centred in the line box.
  const baseline = top + (line.height - (line.ascent + line.descent)) / 2 + line.ascent;
  const justify = place.align === 'justify' && !line.endsParagraph && place.width > line.width;
  const { left, wordSpacing, gapSpacing } = alignLine(
    place,
    line.width,
    justify,
    justify ? runs.reduce((sum, run) => sum + run.spaces, 0) : 0,
    justify ? runs.reduce((sum, run) => sum + countCodePoints(run.text), 0) : 0,
  );

  const below: DisplayItem[] = [];
  const texts: DisplayItem[] = [];
  const above: DisplayItem[] = [];
  let shift = 0;
  for (const run of runs) {
    const { style } = run;
    const letterSpacing = style.letterSpacing ?? 0;
    const charSpacing = letterSpacing + gapSpacing;
    const width = run.width + run.spaces * wordSpacing + countCodePoints(run.text) * gapSpacing;
    const x = left + run.x + shift;
    shift += width - run.width;
    texts.push(textItem(run.text, style, x, baseline, width, charSpacing, wordSpacing, run.spaces));
    if (style.underline) below.push(decoration(x, x + width, baseline + style.size * 0.1, style));
    if (style.overline) below.push(decoration(x, x + width, baseline - line.ascent, style));
    if (style.lineThrough) above.push(decoration(x, x + width, baseline - style.size * 0.3, style));
  }
  out.push(...below, ...texts, ...above);
}

/**
 * Place a line of one run (the common case) with the arithmetic of the general case, without
 * allocating: the line's and the run's fields come as arguments, so plain text can be placed
 * straight from line offsets (layoutText.ts).
 */
export function placeRun(
  text: string,
  style: TextStyle,
  runX: number,
  runWidth: number,
  spaces: number,
  lineWidth: number,
  ascent: number,
  descent: number,
  height: number,
  endsParagraph: boolean,
  top: number,
  place: PlaceOptions,
  out: DisplayItem[],
): void {
  const baseline = top + (height - (ascent + descent)) / 2 + ascent;
  const justify = place.align === 'justify' && !endsParagraph && place.width > lineWidth;
  const { left, wordSpacing, gapSpacing } = alignLine(place, lineWidth, justify, spaces, justify ? countCodePoints(text) : 0);
  const letterSpacing = style.letterSpacing ?? 0;
  const charSpacing = letterSpacing + gapSpacing;
  // n * 0 is 0 for a count n: skip counting unless there is a gap spacing.
  const width = runWidth + spaces * wordSpacing + (gapSpacing === 0 ? 0 : countCodePoints(text) * gapSpacing);
  const shift = 0;
  const x = left + runX + shift;
  if (style.underline) out.push(decoration(x, x + width, baseline + style.size * 0.1, style));
  if (style.overline) out.push(decoration(x, x + width, baseline - ascent, style));
  out.push(textItem(text, style, x, baseline, width, charSpacing, wordSpacing, spaces));
  if (style.lineThrough) out.push(decoration(x, x + width, baseline - style.size * 0.3, style));
}

function textItem(text: string, style: TextStyle, x: number, baseline: number, width: number, charSpacing: number, wordSpacing: number, spaces: number): TextItem {
  const item: TextItem = { kind: 'text', x: round(x), y: round(baseline), text, font: style.font, size: style.size, color: style.color, width: round(width) };
  if (style.opacity !== undefined && style.opacity !== 1) item.opacity = style.opacity;
  if (round(charSpacing) !== 0) item.charSpacing = round(charSpacing);
  if (round(wordSpacing) !== 0 && spaces > 0) item.wordSpacing = round(wordSpacing);
  if (style.oblique) item.oblique = true;
  return item;
}

function decoration(x1: number, x2: number, y: number, style: TextStyle): LineItem {
  const item: LineItem = { kind: 'line', x1: round(x1), y1: round(y), x2: round(x2), y2: round(y), stroke: { color: style.color, width: round(style.size / 15) } };
  if (style.opacity !== undefined && style.opacity !== 1) item.stroke.opacity = style.opacity;
  return item;
}

/** Adjacent runs with the same style become one run (one TextItem). */
function mergeRuns(runs: LineRun[]): LineRun[] {
  const out: LineRun[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameStyle(last.style, run.style)) {
      out[out.length - 1] = { ...last, text: last.text + run.text, width: round(run.x + run.width - last.x), spaces: last.spaces + run.spaces };
    } else out.push(run);
  }
  return out;
}

function sameStyle(a: TextStyle, b: TextStyle): boolean {
  return (
    a === b ||
    (a.font === b.font &&
      a.size === b.size &&
      a.color === b.color &&
      (a.opacity ?? 1) === (b.opacity ?? 1) &&
      (a.letterSpacing ?? 0) === (b.letterSpacing ?? 0) &&
      !!a.underline === !!b.underline &&
      !!a.overline === !!b.overline &&
      !!a.lineThrough === !!b.lineThrough &&
      !!a.oblique === !!b.oblique)
  );
}
