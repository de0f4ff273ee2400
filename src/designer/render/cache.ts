/**
 * Painted elements cached per element object. The document is immutable, so an element
 * object that has not changed paints the same; a moved element is a new object whose only
 * change is left/top, and paints the same items too (they are relative to its top-left), so
 * a drag never lays anything out again.
 */
import type { ElementJson } from '../../../engine/index.ts';
import type { ElementPaint } from './layoutElement.ts';

/** Options that place an element without changing what it paints. */
const POSITION_KEYS = new Set(['left', 'top']);

/** True when `a` and `b` differ at most in their position. */
export function samePaintInput(a: ElementJson, b: ElementJson): boolean {
  if (a === b) return true;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  for (const key of aKeys) {
    if (key === 'options') continue;
    if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false;
  }
  const ao = a.options ?? {};
  const bo = b.options ?? {};
  const optionKeys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const key of optionKeys) {
    if (!POSITION_KEYS.has(key) && ao[key] !== bo[key]) return false;
  }
  return true;
}

export class ElementPaintCache {
  private byObject = new WeakMap<ElementJson, ElementPaint>();
  /** The last element painted under each id, for position-only changes. */
  private lastById = new Map<string, { element: ElementJson; paint: ElementPaint }>();

  constructor(private readonly layout: (element: ElementJson) => ElementPaint) {}

  get(id: string, element: ElementJson): ElementPaint {
    let paint = this.byObject.get(element);
    if (!paint) {
      const last = this.lastById.get(id);
      paint = last && samePaintInput(last.element, element) ? last.paint : this.layout(element);
      this.byObject.set(element, paint);
    }
    this.lastById.set(id, { element, paint });
    return paint;
  }

  /** Forget everything (fonts or images arrived, the panel's font changed). */
  clear(): void {
    this.byObject = new WeakMap();
    this.lastById.clear();
  }
}
