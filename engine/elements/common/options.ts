/** Reading the shared element options: defaults, colours, strokes and bound data. */
import { parseColor, type ParsedColor } from '../../color.ts';
import type { ElementOptions } from '../../model/types.ts';
import type { Box, Stroke } from '../../page.ts';

/** Options with every key that is absent (undefined) taken from `defaults`. */
export function withDefaults(defaults: Partial<ElementOptions>, options: ElementOptions): ElementOptions {
  const merged: Record<string, unknown> = { ...options };
  for (const [key, value] of Object.entries(defaults)) {
    if (merged[key] === undefined) merged[key] = value;
  }
  return merged as ElementOptions;
}

/** A CSS colour option as colour + opacity; `fallback` when absent or unparsable. */
export function colorOption(css: unknown, fallback: string): ParsedColor {
  return (typeof css === 'string' ? parseColor(css) : undefined) ?? { color: fallback };
}

export type LineStyle = 'solid' | 'dashed' | 'dotted';

/**
 * A border style value as templates carry it: solid/dashed/dotted, and hiprint's `border`
 * or `true` meaning solid. Anything else (none, '', false) means no line.
 */
export function lineStyle(value: unknown): LineStyle | undefined {
  if (value === true || value === 'border' || value === 'true') return 'solid';
  if (typeof value !== 'string') return undefined;
  const s = value.trim().toLowerCase();
  return s === 'solid' || s === 'dashed' || s === 'dotted' ? s : undefined;
}

/** A stroke of `width` pt in `style` and the given CSS colour (black when absent). */
export function makeStroke(width: number, style: LineStyle, css: unknown): Stroke {
  const { color, opacity } = colorOption(css, '#000000');
  const stroke: Stroke = { color, width };
  if (style !== 'solid') stroke.style = style;
  if (opacity !== undefined) stroke.opacity = opacity;
  return stroke;
}

/** The value at a dot path (`order.customer.name`) of the data record, if any. */
export function fieldValue(data: Record<string, unknown>, path: string | undefined): unknown {
  if (!path) return undefined;
  if (Object.hasOwn(data, path)) return data[path];
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A positive finite number, else `fallback`. */
export function positive(n: unknown, fallback: number): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The element's border box with its top-left at (x, y). */
export function boxAt(options: ElementOptions, x: number, y: number): Box {
  return { x, y, width: Math.max(0, options.width || 0), height: Math.max(0, options.height || 0) };
}

/** The outline stroke of a shape element (hline, vline, rect, oval); undefined when its width is 0. */
export function shapeStroke(options: ElementOptions, defaultWidth: number): Stroke | undefined {
  const width = typeof options.borderWidth === 'number' && Number.isFinite(options.borderWidth) ? options.borderWidth : defaultWidth;
  if (width <= 0) return undefined;
  return makeStroke(width, lineStyle(options.borderStyle) ?? 'solid', options.borderColor);
}

/**
 * A bound value as text: '' for null/undefined, strings as they are, JSON for objects and
 * lists (data may hold anything; nothing here throws).
 */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return Array.isArray(value) ? '[list]' : '[object]';
  }
}
