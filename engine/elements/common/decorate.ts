import type { ElementOptions } from '../../model/types.ts';
import { round, type Box, type DisplayItem, type LineItem } from '../../page.ts';
import { parseColor } from '../../color.ts';
import { lineStyle, makeStroke } from './options.ts';
import { rotateAroundBox } from './rotation.ts';

/** Border width when a side is set but borderWidth is not (spec: "lines: default border 0.75"). */
export const DEFAULT_BORDER_WIDTH = 0.75;

const SIDES = ['borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

/**
 * Wrap an element's content in what every element shares: the background rect under it,
 * the per-side borders over it, and the rotation of the whole around the box centre.
 */
export function decorate(options: ElementOptions, box: Box, content: DisplayItem[]): DisplayItem[] {
  const items: DisplayItem[] = [];
  const background = backgroundRect(options, box);
  if (background) items.push(background);
  items.push(...content, ...borderLines(options, box));
  return rotateAroundBox(options.transform, box, items);
}

function backgroundRect(options: ElementOptions, box: Box): DisplayItem | undefined {
  if (box.width <= 0 || box.height <= 0) return undefined;
  const fill = parseColor(options.backgroundColor);
  if (!fill || fill.opacity === 0) return undefined;
  return { kind: 'rect', x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height), fill };
}

/** One LineItem per set side, inset by half the stroke so the line stays inside the box. */
export function borderLines(options: ElementOptions, box: Box): LineItem[] {
  const width = typeof options.borderWidth === 'number' && Number.isFinite(options.borderWidth) ? options.borderWidth : DEFAULT_BORDER_WIDTH;
  if (width <= 0) return [];
  const h = width / 2;
  const left = box.x;
  const top = box.y;
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const lines: LineItem[] = [];
  for (const side of SIDES) {
    const style = lineStyle(options[side]);
    if (!style) continue;
    const stroke = makeStroke(width, style, options.borderColor);
    const [x1, y1, x2, y2] =
      side === 'borderTop'
        ? [left, top + h, right, top + h]
        : side === 'borderRight'
          ? [right - h, top, right - h, bottom]
          : side === 'borderBottom'
            ? [left, bottom - h, right, bottom - h]
            : [left + h, top, left + h, bottom];
    lines.push({ kind: 'line', x1: round(x1), y1: round(y1), x2: round(x2), y2: round(y2), stroke });
  }
  return lines;
}
