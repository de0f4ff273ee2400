/** The region tree in memory: children of one node and the chain from a province down to a node. */

export interface RegionRow {
  id: string;
  text: string;
  pid: string;
  level: number;
  sort: number;
}

import type { RegionNode } from '../../../contract/routes/region.ts';

export interface RegionIndex {
  /** The children of `pid` in sibling order; an unknown pid has none. */
  children(pid: string): RegionNode[];
  /** From the province down to `id` inclusive; null when there is no such region. */
  path(id: string): RegionNode[] | null;
}

export function indexRegions(rows: readonly RegionRow[]): RegionIndex {
  const byId = new Map<string, RegionRow>();
  const byParent = new Map<string, RegionRow[]>();
  for (const row of rows) {
    byId.set(row.id, row);
    const siblings = byParent.get(row.pid);
    if (siblings) siblings.push(row);
    else byParent.set(row.pid, [row]);
  }
  for (const siblings of byParent.values()) siblings.sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  const node = (row: RegionRow): RegionNode => ({ id: row.id, text: row.text, pid: row.pid, level: row.level, isLeaf: !byParent.has(row.id) });
  return {
    children: (pid) => (byParent.get(pid) ?? []).map(node),
    path: (id) => {
      const chain: RegionNode[] = [];
      // the level bound guards against a cycle in hand-edited data
      for (let row = byId.get(id); row && chain.length < 8; row = byId.get(row.pid)) chain.unshift(node(row));
      return chain.length > 0 ? chain : null;
    },
  };
}
