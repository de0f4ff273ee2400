/**
 * The category tree for selectors: GET /sys/category/loadTreeRoot ?pcode&async and
 * GET /sys/category/loadTreeChildren ?pid. The table is small, so one query reads it and the tree is
 * cut in memory.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { CATEGORY_ROOT, categoryChildren, categoryRoot, type CategoryNode } from '../../../contract/routes/lookup.ts';
import { categories } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';

/** The root's id and code in the back office's tree calls. */
export const ROOT = CATEGORY_ROOT;

export type { CategoryNode };

type CategoryRow = { id: string; parentId: string | null; name: string; code: string };

/** Children of `parentId` (null = top level), each with its own children when `deep`. */
export function categoryNodes(rows: CategoryRow[], parentId: string | null, deep: boolean): CategoryNode[] {
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId);
    if (list) list.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const build = (parent: string | null, depth: number): CategoryNode[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const hasChild = byParent.has(row.id);
      const node: CategoryNode = {
        id: row.id,
        key: row.id,
        title: row.name,
        value: row.id,
        code: row.code,
        pid: row.parentId ?? ROOT,
        isLeaf: !hasChild,
        hasChild: hasChild ? '1' : '0',
      };
      // depth guards against a cycle in edited data
      if (deep && hasChild && depth < 32) node.children = build(row.id, depth + 1);
      return node;
    });
  return build(parentId, 0);
}

/** Register the category tree calls. */
export function categoryRoutes(app: FastifyInstance): void {
  const allCategories = () =>
    app.db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name, code: categories.code })
      .from(categories)
      .where(eq(categories.deleted, false))
      .orderBy(asc(categories.sortNo), asc(categories.code));

  addRoute(app, categoryRoot, {}, async (request) => {
    const { pcode, async = true } = request.query;
    const rows = await allCategories();
    let parentId: string | null = null;
    if (pcode && pcode !== ROOT) {
      const parent = rows.find((row) => row.code === pcode);
      if (!parent) return ok([]);
      parentId = parent.id;
    }
    return ok(categoryNodes(rows, parentId, !async));
  });

  addRoute(app, categoryChildren, {}, async (request) => {
    const { pid } = request.query;
    const rows = await allCategories();
    return ok(categoryNodes(rows, pid === ROOT ? null : pid, false));
  });
}
