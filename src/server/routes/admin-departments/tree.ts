/** The department tree as the admin pages show it, and the generated organisation codes. */
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { departments } from '../../db/schema/index.ts';
import { buildTree } from '../../db/tree.ts';
import type { DepartHit, DepartNode } from '../../../contract/routes/admin-departments.ts';

export type DepartRow = typeof departments.$inferSelect;

export type { DepartNode } from '../../../contract/routes/admin-departments.ts';

/** Every live department, in display order. */
export async function liveDepartments(db: Db): Promise<DepartRow[]> {
  return db.select().from(departments).where(eq(departments.deleted, false)).orderBy(departments.sortNo, departments.orgCode);
}

export function departNode(row: DepartRow, children: DepartNode[]): DepartNode {
  return {
    key: row.id,
    value: row.id,
    title: row.departName,
    id: row.id,
    parentId: row.parentId,
    departName: row.departName,
    orgCode: row.orgCode,
    orgCategory: row.orgCategory,
    sortNo: row.sortNo,
    description: row.description,
    isLeaf: children.length === 0,
    children,
  };
}

export function departTree(rows: DepartRow[]): DepartNode[] {
  return buildTree(rows, departNode);
}

/** The subtrees rooted at `ids`; a root already inside another chosen subtree is not repeated. */
export function subtreesOf(tree: DepartNode[], ids: Set<string>): DepartNode[] {
  const found: DepartNode[] = [];
  const visit = (node: DepartNode) => {
    if (ids.has(node.id)) found.push(node);
    else node.children.forEach(visit);
  };
  tree.forEach(visit);
  return found;
}

/** Departments whose name or code contains `keyWord`, each with the chain of names and ids above it. */
export function searchDeparts(rows: DepartRow[], keyWord: string): DepartHit[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const needle = keyWord.toLowerCase();
  return rows
    .filter((row) => row.departName.toLowerCase().includes(needle) || row.orgCode.toLowerCase().includes(needle))
    .map((row) => {
      const chain: DepartRow[] = [];
      for (let at = row.parentId ? byId.get(row.parentId) : undefined; at && !chain.includes(at); at = at.parentId ? byId.get(at.parentId) : undefined) {
        chain.unshift(at);
      }
      const hasChildren = rows.some((other) => other.parentId === row.id);
      return {
        ...departNode(row, []),
        isLeaf: !hasChildren,
        /** Names from the top of the tree down to this department. */
        path: [...chain, row].map((d) => d.departName).join('/'),
        /** Ids of the departments above it, top first (for expanding the tree to it). */
        parentIds: chain.map((d) => d.id),
      };
    });
}

/**
 * The next free code under a parent: the parent's code + 'A' + a two-digit number, as the seeded codes
 * run (A01, A01A01, A01A02 …). Deleted departments keep their codes, so they count as taken.
 */
export async function nextOrgCode(db: Db, parentCode: string | null): Promise<string> {
  const prefix = `${parentCode ?? ''}A`;
  const rows = await db
    .select({ orgCode: departments.orgCode })
    .from(departments)
    .where(like(departments.orgCode, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const pattern = /^A(\d{2,})$/;
  let highest = 0;
  for (const { orgCode } of rows) {
    const match = pattern.exec(orgCode.slice(prefix.length - 1));
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${prefix}${String(highest + 1).padStart(2, '0')}`;
}
