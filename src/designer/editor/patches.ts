/**
 * Document patches. The shape is immer's (`{op, path, value}`), so history can switch to
 * immer's `produceWithPatches`/`applyPatches` without touching commands or stored entries.
 * Documents are treated as immutable: applying patches copies only the objects on each path.
 */
import { carryId } from './identity.ts';

export type PatchPath = (string | number)[];

export interface Patch {
  op: 'add' | 'remove' | 'replace';
  path: PatchPath;
  value?: unknown;
}

type Node = Record<string | number, unknown> | unknown[];

function shallowCopy(node: Node): Node {
  const copy = Array.isArray(node) ? node.slice() : { ...node };
  carryId(node, copy);
  return copy;
}

/** Apply patches in order, returning a new document that shares every untouched branch with `base`. */
export function applyPatches<T>(base: T, patches: readonly Patch[]): T {
  if (patches.length === 0) return base;
  // Nodes already copied in this call may be mutated in place: one copy per node per call.
  const fresh = new WeakSet<object>();
  const own = (node: Node): Node => {
    if (fresh.has(node)) return node;
    const copy = shallowCopy(node);
    fresh.add(copy);
    return copy;
  };
  let root = own(base as Node);
  for (const patch of patches) {
    if (patch.path.length === 0) {
      if (patch.op === 'remove') throw new Error('cannot remove the document root');
      root = patch.value as Node;
      continue;
    }
    let parent = root;
    for (let i = 0; i < patch.path.length - 1; i++) {
      const key = patch.path[i]!;
      const child = (parent as Record<string | number, unknown>)[key];
      if (typeof child !== 'object' || child === null) throw new Error(`no object at ${patch.path.slice(0, i + 1).join('.')}`);
      const copy = own(child as Node);
      (parent as Record<string | number, unknown>)[key] = copy;
      parent = copy;
    }
    const key = patch.path[patch.path.length - 1]!;
    if (Array.isArray(parent)) {
      const index = key === '-' ? parent.length : Number(key);
      if (patch.op === 'add') parent.splice(index, 0, patch.value);
      else if (patch.op === 'remove') parent.splice(index, 1);
      else parent[index] = patch.value;
    } else if (patch.op === 'remove') {
      delete (parent as Record<string | number, unknown>)[key];
    } else {
      (parent as Record<string | number, unknown>)[key] = patch.value;
    }
  }
  return root as T;
}

/** Read the value at a path, or undefined when any step is missing. */
export function getAt(doc: unknown, path: PatchPath): unknown {
  let node = doc;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * A change being built: each operation applies at once (later reads see it) and records the
 * forward patch and its inverse.
 */
export class Draft<T> {
  doc: T;
  readonly patches: Patch[] = [];
  /** Inverse patches in the order they must be applied to undo. */
  readonly inverse: Patch[] = [];

  constructor(base: T) {
    this.doc = base;
  }

  get(path: PatchPath): unknown {
    return getAt(this.doc, path);
  }

  /** Set a property or array slot; `undefined` removes an object property. */
  set(path: PatchPath, value: unknown): void {
    if (value === undefined) return this.unset(path);
    const parent = getAt(this.doc, path.slice(0, -1));
    const key = path[path.length - 1]!;
    const exists = typeof parent === 'object' && parent !== null && key in parent;
    const old = exists ? (parent as Record<string | number, unknown>)[key] : undefined;
    if (exists && Object.is(old, value)) return;
    this.push(
      { op: exists ? 'replace' : 'add', path, value },
      exists ? { op: 'replace', path, value: old } : { op: 'remove', path },
    );
  }

  /** Insert into an array at `path`'s last index. */
  insert(path: PatchPath, value: unknown): void {
    this.push({ op: 'add', path, value }, { op: 'remove', path });
  }

  /** Remove an array item or object property. */
  remove(path: PatchPath): void {
    const parent = getAt(this.doc, path.slice(0, -1));
    const old = getAt(this.doc, path);
    const inv: Patch = Array.isArray(parent) ? { op: 'add', path, value: old } : { op: 'add', path, value: old };
    this.push({ op: 'remove', path }, inv);
  }

  private unset(path: PatchPath): void {
    const parent = getAt(this.doc, path.slice(0, -1));
    const key = path[path.length - 1]!;
    if (typeof parent !== 'object' || parent === null || !(key in parent)) return;
    this.remove(path);
  }

  private push(patch: Patch, inverse: Patch): void {
    this.doc = applyPatches(this.doc, [patch]);
    this.patches.push(patch);
    this.inverse.unshift(inverse);
  }
}
