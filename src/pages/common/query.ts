/** Pure helpers of the list screens: query cleaning, paging arithmetic, tree conversion. No React here. */

/** A server page as `/…/list` calls answer it (the contract's paging envelope). */
export type { Page } from '../../contract/envelope.ts';

export type QueryValue = string | number | boolean | null | undefined;

/** A list call's query once cleaned: only the filters that were given, and paging. */
export type ListQuery = Record<string, string | number | boolean>;

/** Drops empty filters (blank strings, null, undefined) and trims strings, so the server sees only real ones. */
export function cleanQuery(query: Record<string, QueryValue>): ListQuery {
  const out: ListQuery = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed) out[key] = trimmed;
    } else out[key] = value;
  }
  return out;
}

/** The page to show after the rows of the current page were removed (never past the last page, never 0). */
export function pageAfterRemoval(pageNo: number, total: number, removed: number, pageSize: number): number {
  const remaining = Math.max(0, total - removed);
  const last = Math.max(1, Math.ceil(remaining / pageSize));
  return Math.min(Math.max(1, pageNo), last);
}

export interface TreeItem {
  label: string;
  value: string;
  children?: TreeItem[];
}

/** Converts a server tree (any node shape with `children`) into Mantine Tree data. */
export function toTreeData<N extends { children?: N[] | null }>(
  nodes: N[] | null | undefined,
  label: (node: N) => string,
  value: (node: N) => string,
): TreeItem[] {
  return (nodes ?? []).map((node) => {
    const children = node.children?.length ? toTreeData(node.children, label, value) : undefined;
    return children ? { label: label(node), value: value(node), children } : { label: label(node), value: value(node) };
  });
}

/** Every value of a tree, depth first. */
export function treeValues(nodes: Array<{ value: string; children?: TreeItem[] }>): string[] {
  return nodes.flatMap((node) => [node.value, ...treeValues(node.children ?? [])]);
}

/** Every node of a server tree, depth first, each with its depth. */
export function flattenTree<N extends { children?: N[] | null }>(nodes: N[] | null | undefined, depth = 0): Array<{ node: N; depth: number }> {
  return (nodes ?? []).flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** The ids of `value`'s ancestors in a tree, nearest first (empty for a root or an unknown value). */
export function ancestorValues(nodes: TreeItem[], value: string): string[] {
  const walk = (list: TreeItem[], trail: string[]): string[] | null => {
    for (const node of list) {
      if (node.value === value) return trail;
      const found = walk(node.children ?? [], [node.value, ...trail]);
      if (found) return found;
    }
    return null;
  };
  return walk(nodes, []) ?? [];
}

/** Splits a comma separated id list as the server sends and expects it. */
export function splitIds(value: string | null | undefined): string[] {
  return (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);
}
