/**
 * Drawing rules every painter shares, so canvas preview, PDF and HTML look alike.
 */
import type { DisplayItem, Stroke } from '../page.ts';

/**
 * Horizontal shear of synthetic oblique text: x moves by -OBLIQUE_SKEW * (y - baseline),
 * about 14 degrees, the slant browsers use for synthetic italics.
 */
export const OBLIQUE_SKEW = 0.25;

/** Dash array of a stroke in pt, or undefined for a solid stroke. */
export function dashPattern(stroke: Stroke): [number, number] | undefined {
  if (stroke.style === 'dashed') return [3 * stroke.width, 3 * stroke.width];
  if (stroke.style === 'dotted') return [stroke.width, stroke.width];
  return undefined;
}

/** True when the stroke would leave a mark; zero-width strokes are skipped by every painter. */
export function isVisibleStroke(stroke: Stroke | undefined): stroke is Stroke {
  return stroke !== undefined && stroke.width > 0;
}

/**
 * Opacity of an item inside groups: group opacities multiply into their items (not a
 * composited transparency group), the same in every painter.
 */
export function combineOpacity(inherited: number, own: number | undefined): number {
  const o = own === undefined ? 1 : Math.min(1, Math.max(0, own));
  return inherited * o;
}

/** A display item kind that a painter does not know: thrown, never skipped. */
export class UnknownItemError extends Error {
  constructor(painter: string, item: unknown) {
    const kind = typeof item === 'object' && item !== null ? (item as { kind?: unknown }).kind : undefined;
    super(`${painter} painter: unknown display item kind ${JSON.stringify(kind ?? null)}`);
    this.name = 'UnknownItemError';
  }
}

/** A table of draw functions, one per display item kind; a missing kind fails typecheck. */
export type ItemHandlers<Args extends unknown[]> = {
  [K in DisplayItem['kind']]: (item: Extract<DisplayItem, { kind: K }>, ...args: Args) => void;
};

/** Call the handler for `item.kind`, or throw UnknownItemError. */
export function dispatchItem<Args extends unknown[]>(
  painter: string,
  handlers: ItemHandlers<Args>,
  item: DisplayItem,
  ...args: Args
): void {
  const kind = (item as { kind?: unknown }).kind;
  const handler = typeof kind === 'string' && Object.hasOwn(handlers, kind) ? handlers[kind as DisplayItem['kind']] : undefined;
  if (!handler) throw new UnknownItemError(painter, item);
  (handler as (item: DisplayItem, ...args: Args) => void)(item, ...args);
}
