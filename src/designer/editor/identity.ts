/**
 * Runtime ids of elements. Template JSON carries no element ids, so ids live beside the
 * document: keyed by object, carried to each copy the patcher makes, and kept by the objects
 * that inverse patches re-insert, so an undone delete brings back the same id.
 */
const ids = new WeakMap<object, string>();
let next = 1;

/** The element's id, assigned on first sight. */
export function idOf(element: object): string {
  let id = ids.get(element);
  if (!id) {
    id = `el${next++}`;
    ids.set(element, id);
  }
  return id;
}

/** Give `copy` the id of `original`, if it has one. */
export function carryId(original: object, copy: object): void {
  const id = ids.get(original);
  if (id) ids.set(copy, id);
}
