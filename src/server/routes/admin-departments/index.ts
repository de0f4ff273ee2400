/**
 * Department administration (section 7): the tree, the caller's own subtrees, search, add, edit and
 * delete. Codes are generated from the parent's code; a department with sub-departments or users stays.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { departAdd, departDelete, departEdit, departSearch, departTree as departTreeRoute, myDepartTree } from '../../../contract/routes/admin-departments.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { departments, userDepartments, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { blankToNull } from '../../http/input.ts';
import { descendantIds } from '../../db/tree.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { inTransaction } from '../../db/index.ts';
import { requireAnyPerm } from '../../auth/anyPerm.ts';
import { departNode, departTree, liveDepartments, nextOrgCode, searchDeparts, subtreesOf, type DepartRow } from './tree.ts';
import { departNameProblem } from '../../../contract/rules/depart.ts';

const ORG_CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** '1' company or institution, '2' department, '3' post. */
const ORG_CATEGORIES = ['1', '2', '3'];

export default async function adminDepartmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.addHook('preHandler', requireAnyPerm);

  async function checkOrgCode(orgCode: string, exceptId?: string): Promise<void> {
    if (!ORG_CODE.test(orgCode)) fail('ORG_CODE_INVALID');
    // Deleted departments keep their codes (unique index over all rows).
    const [taken] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(exceptId ? and(eq(departments.orgCode, orgCode), ne(departments.id, exceptId)) : eq(departments.orgCode, orgCode))
      .limit(1);
    if (taken) fail('ORG_CODE_EXISTS');
  }

  function checkCategory(value: string | number | undefined, fallback: string): string {
    if (value === undefined || value === '') return fallback;
    const category = String(value);
    if (!ORG_CATEGORIES.includes(category)) fail('ORG_CATEGORY_INVALID');
    return category;
  }

  // The whole tree: the department page, and the department pickers of the user and permission dialogs.
  addRoute(app, departTreeRoute, { config: { anyPerm: [PERMS.departList, PERMS.departPermission, PERMS.userList, PERMS.userAdd, PERMS.userEdit] } }, async () => ok(departTree(await liveDepartments(db))));

  addRoute(app, myDepartTree, { config: { perm: PERMS.departList } }, async (request) => {
    const mine = await db.select({ id: userDepartments.departId }).from(userDepartments).where(eq(userDepartments.userId, request.user!.id));
    return ok(subtreesOf(departTree(await liveDepartments(db)), new Set(mine.map((row) => row.id))));
  });

  addRoute(app, departSearch, { config: { perm: PERMS.departList } }, async (request) => {
    const keyWord = request.query.keyWord?.trim();
    if (!keyWord) return ok([]);
    return ok(searchDeparts(await liveDepartments(db), keyWord));
  });

  addRoute(app, departAdd, { config: { perm: PERMS.departAdd } }, async (request) => {
    const body = request.body;
    const departName = body.departName?.trim() ?? '';
    const nameProblem = departNameProblem(departName);
    if (nameProblem) fail(nameProblem);
    const parentId = blankToNull(body.parentId);
    let parent: DepartRow | undefined;
    if (parentId) {
      [parent] = await db.select().from(departments).where(and(eq(departments.id, parentId), eq(departments.deleted, false)));
      if (!parent) fail('DEPART_PARENT_NOT_FOUND');
    }
    const orgCategory = checkCategory(body.orgCategory, parent ? '2' : '1');
    const given = blankToNull(body.orgCode);
    if (given) await checkOrgCode(given);
    const values = {
      departName,
      parentId,
      orgCategory,
      sortNo: body.sortNo ?? body.departOrder ?? 0,
      description: blankToNull(body.description),
      createdBy: request.user!.username,
    };
    // A generated code can lose a race with a concurrent add under the same parent: take the next one
    // (each attempt its own transaction, since a failed insert ends the transaction it ran in).
    let row: DepartRow | undefined;
    for (let attempt = 0; !row; attempt++) {
      const orgCode = given ?? (await nextOrgCode(db, parent?.orgCode ?? null));
      try {
        row = await inTransaction(db, async (tx) => {
          const [inserted] = await tx.insert(departments).values({ ...values, orgCode }).returning();
          await audit(tx, request, 'depart_add', inserted.orgCode, { id: inserted.id, departName, parentId, orgCategory });
          return inserted;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (given || attempt >= 4) fail('ORG_CODE_EXISTS');
      }
    }
    return ok(departNode(row, []), '添加成功！');
  });

  addRoute(app, departEdit, { config: { perm: PERMS.departEdit } }, async (request) => {
    const body = request.body;
    const rows = await liveDepartments(db);
    const existing = rows.find((row) => row.id === body.id);
    if (!existing) fail('DEPART_NOT_FOUND');
    const changes: Partial<typeof departments.$inferInsert> = {};
    if (body.departName !== undefined) {
      const departName = body.departName.trim();
      const nameProblem = departNameProblem(departName);
      if (nameProblem) fail(nameProblem);
      changes.departName = departName;
    }
    if (body.parentId !== undefined && blankToNull(body.parentId) !== existing.parentId) {
      const parentId = blankToNull(body.parentId);
      if (parentId) {
        if (!rows.some((row) => row.id === parentId)) fail('DEPART_PARENT_NOT_FOUND');
        if (parentId === existing.id || descendantIds(rows, existing.id).includes(parentId)) fail('DEPART_CYCLE');
      }
      changes.parentId = parentId;
    }
    if (body.orgCategory !== undefined) changes.orgCategory = checkCategory(body.orgCategory, existing.orgCategory);
    if (body.sortNo !== undefined || body.departOrder !== undefined) changes.sortNo = body.sortNo ?? body.departOrder;
    if (body.description !== undefined) changes.description = blankToNull(body.description);
    const orgCode = blankToNull(body.orgCode);
    if (orgCode && orgCode !== existing.orgCode) {
      await checkOrgCode(orgCode, existing.id);
      changes.orgCode = orgCode;
    }
    let row: DepartRow;
    try {
      row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(departments)
          .set({ ...changes, updatedAt: new Date(), updatedBy: request.user!.username })
          .where(eq(departments.id, existing.id))
          .returning();
        // users.org_code names the department a user works in now: follow the renamed code.
        if (changes.orgCode) await tx.update(users).set({ orgCode: changes.orgCode }).where(eq(users.orgCode, existing.orgCode));
        await audit(tx, request, 'depart_edit', updated.orgCode, { id: updated.id, before: departNode(existing, []), changes });
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail('ORG_CODE_EXISTS');
      throw error;
    }
    return ok(departNode(row, []), '编辑成功！');
  });

  addRoute(app, departDelete, { config: { perm: PERMS.departDelete } }, async (request) => {
    const [existing] = await db.select().from(departments).where(and(eq(departments.id, request.query.id), eq(departments.deleted, false)));
    if (!existing) fail('DEPART_NOT_FOUND');
    const [child] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.parentId, existing.id), eq(departments.deleted, false)))
      .limit(1);
    if (child) fail('DEPART_HAS_CHILDREN');
    const [member] = await db
      .select({ id: users.id })
      .from(userDepartments)
      .innerJoin(users, eq(users.id, userDepartments.userId))
      .where(and(eq(userDepartments.departId, existing.id), eq(users.deleted, false)))
      .limit(1);
    if (member) fail('DEPART_HAS_USERS');
    await inTransaction(db, async (tx) => {
      await tx.update(departments).set({ deleted: true, updatedAt: new Date(), updatedBy: request.user!.username }).where(eq(departments.id, existing.id));
      await audit(tx, request, 'depart_delete', existing.orgCode, { id: existing.id, departName: existing.departName });
    });
    return ok(null, '删除成功!');
  });
}
