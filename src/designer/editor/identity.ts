/**
 * Runtime ids of elements. Template JSON carries no element ids, so the editor keeps one on
 * each element object under an enumerable Symbol key: immer's shallow copies keep own
 * enumerable symbol keys (so an id survives every change), JSON.stringify and structuredClone
 * drop them (so ids never reach a saved template or the clipboard). Applying patches is the
 * one place immer clones without symbols; `restoreIds` puts them back there.
 */
import { isDraft } from 'immer';

/** Registered symbol: a second copy of this module (HMR, tests) still reads the same ids. */
export const ELEMENT_ID: unique symbol = Symbol.for('larder.designer.elementId');

/** Ids of objects that were frozen before they got one (they keep it while they live). */
const frozenIds = new WeakMap<object, string>();
let next = 1;

type Identified = { [ELEMENT_ID]?: string };

/** The element's id if it has one; never assigns. */
export function peekId(element: object): string | undefined {
  return (element as Identified)[ELEMENT_ID] ?? frozenIds.get(element);
}

/** The element's id, assigned on first sight. */
export function idOf(element: object): string {
  const id = peekId(element);
  if (id) return id;
  return assignId(element);
}

/** Give an element a fresh id (a copy made by spreading would otherwise share its original's). */
export function assignId(element: object): string {
  const id = `el${next++}`;
  if (Object.isFrozen(element) || isDraft(element)) frozenIds.set(element, id);
  else (element as Identified)[ELEMENT_ID] = id;
  return id;
}

/** A copy of an element without its id, for duplicating (paste, copy to another panel). */
export function withoutId<T extends object>(element: T): T {
  const { [ELEMENT_ID]: _id, ...rest } = element as T & Identified;
  return rest as T;
}

/**
 * Copy ids from `source` onto the matching objects of `target` (same shape: target is a clone
 * of source). Only plain, unfrozen, non-draft objects are written, which is what immer's patch
 * clones are while the recipe that applies them runs.
 */
export function restoreIds(source: unknown, target: unknown): void {
  if (typeof source !== 'object' || source === null || typeof target !== 'object' || target === null) return;
  if (source === target) return;
  const id = (source as Identified)[ELEMENT_ID];
  if (id && (target as Identified)[ELEMENT_ID] === undefined && !isDraft(target) && !Object.isFrozen(target)) {
    (target as Identified)[ELEMENT_ID] = id;
  }
  if (Array.isArray(source)) {
    if (Array.isArray(target)) source.forEach((s, i) => restoreIds(s, target[i]));
    return;
  }
  for (const key of Object.keys(source)) restoreIds((source as Record<string, unknown>)[key], (target as Record<string, unknown>)[key]);
}
