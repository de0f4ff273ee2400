/** Parent-linked tables (menus, departments): nesting rows into a tree, finding descendants. */

/**
 * Nest rows by parentId, keeping the rows' order among siblings. A row whose parent is not in `rows`
 * (a filtered or soft-deleted parent) becomes a root rather than disappearing.
 */
export function buildTree<R extends { id: string; parentId: string | null }, N>(rows: R[], node: (row: R, children: N[]) => N): N[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string | null, R[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    const list = childrenOf.get(parent);
    if (list) list.push(row);
    else childrenOf.set(parent, [row]);
  }
  const build = (row: R): N => node(row, (childrenOf.get(row.id) ?? []).map(build));
  return (childrenOf.get(null) ?? []).map(build);
}

/** The ids of `id`'s descendants in a parent-linked table (read in one query by the caller). */
export function descendantIds(rows: Array<{ id: string; parentId: string | null }>, id: string): string[] {
  const childrenOf = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = childrenOf.get(row.parentId);
    if (list) list.push(row.id);
    else childrenOf.set(row.parentId, [row.id]);
  }
  const found: string[] = [];
  const seen = new Set([id]);
  for (let queue = [id]; queue.length; ) {
    const next: string[] = [];
    for (const current of queue) {
      for (const child of childrenOf.get(current) ?? []) {
        if (seen.has(child)) continue; // a corrupt cycle must not loop forever
        seen.add(child);
        found.push(child);
        next.push(child);
      }
    }
    queue = next;
  }
  return found;
}
