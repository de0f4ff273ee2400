/** The watermark: rotated text tiled over the whole page, drawn as vector text. */
import type { LayoutContext } from '../context.ts';
import { parseColor } from '../color.ts';
import { formatDate } from '../format/index.ts';
import type { WatermarkOptions } from '../model/types.ts';
import { round, rotationAround, type DisplayItem } from '../page.ts';
import { layoutText } from '../text/index.ts';
import { pxToPt } from '../units.ts';

/** The watermark's lines: its content, and the current time when timestamp is on. */
export function watermarkText(options: WatermarkOptions, ctx: LayoutContext): string {
  const lines = options.content ? [options.content] : [];
  if (options.timestamp) lines.push(formatDate(ctx.now, options.format, ctx.timezoneOffset));
  return lines.join('\n');
}

/** How many tiles cover a page of `pageWidth x pageHeight` pt. */
export function watermarkTiles(options: WatermarkOptions, pageWidth: number, pageHeight: number): number {
  const { width, height } = tileSize(options);
  return Math.ceil(pageWidth / width) * Math.ceil(pageHeight / height);
}

/** A tile's size in pt: at least 10 pt a side. */
function tileSize(options: WatermarkOptions): { width: number; height: number } {
  return { width: Math.max(pxToPt(options.width), 10), height: Math.max(pxToPt(options.height), 10) };
}

/**
 * Tiles of `width x height` px, each with the text centred and rotated by `rotate` degrees
 * counter-clockwise, covering the page (tiles straddling the edges included).
 */
export function watermarkItems(options: WatermarkOptions, pageWidth: number, pageHeight: number, ctx: LayoutContext): DisplayItem[] {
  const text = watermarkText(options, ctx);
  if (!text) return [];
  const { width: tileW, height: tileH } = tileSize(options);
  const size = pxToPt(options.fontSize);
  const { color, opacity } = parseColor(options.fillStyle) ?? { color: '#b8b8b8', opacity: 0.3 };
  const style = { font: ctx.fonts.resolve(undefined), size, color, ...(opacity !== undefined ? { opacity } : {}) };
  // Lay the text out once around (0, 0); each tile moves and rotates the same items.
  const laid = layoutText(
    [{ text, style }],
    { x: -tileW, y: -tileH / 2, width: tileW * 2, height: tileH, align: 'center', verticalAlign: 'middle' },
    ctx.fonts,
  ).items;
  const [a, b, c, d] = rotationAround(-options.rotate, 0, 0);
  const items: DisplayItem[] = [];
  const cols = Math.ceil(pageWidth / tileW);
  const rows = Math.ceil(pageHeight / tileH);
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const cx = round((col + 0.5) * tileW);
      const cy = round((r + 0.5) * tileH);
      items.push({ kind: 'group', transform: [a, b, c, d, cx, cy], items: laid });
    }
  }
  return [{ kind: 'group', clip: { x: 0, y: 0, width: round(pageWidth), height: round(pageHeight) }, items }];
}
