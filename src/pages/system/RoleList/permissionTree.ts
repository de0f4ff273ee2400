/**
 * The role permission tree's ticking rules, headless. The server grants exactly the ids it is sent, so
 * the set of ticked ids is what is saved; these rules keep it coherent:
 * - ticking a node ticks its whole subtree and its ancestors (a page is reachable only through its menu);
 * - unticking a node unticks its subtree; a menu group (directory) left with nothing ticked under it is
 *   unticked too, while a page stays granted without its buttons;
 * - shown ticked when the node and all of its subtree are granted, half-ticked when it or part of its
 *   subtree is, unticked otherwise.
 */

export interface PermissionNode {
  key: string;
  title: string;
  /** 0 directory (menu group), 1 page, 2 button. */
  menuType: number;
  children?: PermissionNode[];
}

export type TickState = 'checked' | 'indeterminate' | 'unchecked';

/** Lookups over one tree: parents, subtrees, nodes by key. */
export interface TreeIndex {
  node: Map<string, PermissionNode>;
  parent: Map<string, string | undefined>;
}

export function indexTree(nodes: readonly PermissionNode[]): TreeIndex {
  const index: TreeIndex = { node: new Map(), parent: new Map() };
  const walk = (list: readonly PermissionNode[], parent?: string) => {
    for (const n of list) {
      index.node.set(n.key, n);
      index.parent.set(n.key, parent);
      walk(n.children ?? [], n.key);
    }
  };
  walk(nodes);
  return index;
}

const subtree = (node: PermissionNode): string[] => [node.key, ...(node.children ?? []).flatMap(subtree)];

function ancestors(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  for (let p = index.parent.get(key); p !== undefined; p = index.parent.get(p)) out.push(p);
  return out;
}

/** The ticked set after ticking (`on`) or unticking `key`. */
export function toggle(index: TreeIndex, ticked: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const node = index.node.get(key);
  const next = new Set(ticked);
  if (!node) return next;
  if (on) {
    for (const k of subtree(node)) next.add(k);
    for (const k of ancestors(index, key)) next.add(k);
    return next;
  }
  for (const k of subtree(node)) next.delete(k);
  for (const k of ancestors(index, key)) {
    const group = index.node.get(k)!;
    const anyBelow = subtree(group).some((d) => d !== k && next.has(d));
    if (group.menuType === 0 && !anyBelow) next.delete(k);
  }
  return next;
}

/** How a node shows: ticked, half-ticked or unticked. */
export function tickState(index: TreeIndex, ticked: ReadonlySet<string>, key: string): TickState {
  const node = index.node.get(key);
  if (!node) return 'unchecked';
  const all = subtree(node);
  const count = all.filter((k) => ticked.has(k)).length;
  if (count === 0) return 'unchecked';
  return count === all.length ? 'checked' : 'indeterminate';
}

/** The tree cut to the nodes whose title contains `search` (any case), with their ancestors. */
export function filterTree(nodes: readonly PermissionNode[], search: string): PermissionNode[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((n) => {
    if (n.title.toLowerCase().includes(needle)) return [n];
    const children = filterTree(n.children ?? [], search);
    return children.length ? [{ ...n, children }] : [];
  });
}
