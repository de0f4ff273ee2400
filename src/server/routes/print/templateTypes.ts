/** Template types (送货单, 标签 …): a name and a unique code; a type still holding templates is not deleted. */
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { templateTypeCreate, templateTypeDelete, templateTypeList, templateTypeUpdate } from '../../../contract/routes/print.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { printTemplates, printTemplateTypes } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { likePattern } from './templates.ts';

const columns = {
  id: printTemplateTypes.id,
  name: printTemplateTypes.name,
  code: printTemplateTypes.code,
  sortNo: printTemplateTypes.sortNo,
  createdBy: printTemplateTypes.createdBy,
  createdAt: printTemplateTypes.createdAt,
  updatedBy: printTemplateTypes.updatedBy,
  updatedAt: printTemplateTypes.updatedAt,
};

export default async function templateTypeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // Read with the template permission: the designer fills its type picker from here.
  addRoute(app, templateTypeList, { config: { perm: PERMS.templateList } }, async (request) => {
    const { current, size, offset } = paging(request.query);
    const filters: SQL[] = [eq(printTemplateTypes.deleted, false)];
    const name = request.query.name?.trim();
    if (name) filters.push(or(ilike(printTemplateTypes.name, likePattern(name)), ilike(printTemplateTypes.code, likePattern(name)))!);
    const where = and(...filters);
    const [{ total }] = await db.select({ total: count() }).from(printTemplateTypes).where(where);
    const records = await db
      .select(columns)
      .from(printTemplateTypes)
      .where(where)
      .orderBy(asc(printTemplateTypes.sortNo), asc(printTemplateTypes.createdAt), asc(printTemplateTypes.id))
      .limit(size)
      .offset(offset);
    return ok(page(records, total, current, size));
  });

  addRoute(app, templateTypeCreate, { config: { perm: PERMS.templateTypeManage } }, async (request) => {
    const name = request.body.name?.trim();
    const code = request.body.code?.trim();
    if (!name) fail('PRINT_TYPE_NAME_REQUIRED');
    if (!code) fail('PRINT_TYPE_CODE_REQUIRED');
    await checkUnique(db, { name, code });
    const username = request.user!.username;
    const values = { name, code, sortNo: request.body.sortNo ?? 0, deleted: false, updatedBy: username, updatedAt: new Date() };
    // The code stays unique over deleted types too (the index keeps it so): re-creating one revives it.
    const row = await inTransaction(db, async (tx) => {
      const [revived] = await tx
        .update(printTemplateTypes)
        .set(values)
        .where(and(eq(printTemplateTypes.code, code), eq(printTemplateTypes.deleted, true)))
        .returning(columns);
      const [written] = revived
        ? [revived]
        : await tx.insert(printTemplateTypes).values({ ...values, createdBy: username }).returning(columns).catch(codeTaken);
      await audit(tx, request, 'print_type_add', written.id, { name, code });
      return written;
    });
    return ok(row, '添加成功！');
  });

  addRoute(app, templateTypeUpdate, { config: { perm: PERMS.templateTypeManage } }, async (request) => {
    const { id } = request.params;
    await findType(db, id);
    const changes: Partial<typeof printTemplateTypes.$inferInsert> = {};
    if (request.body.name !== undefined) {
      changes.name = request.body.name.trim();
      if (!changes.name) fail('PRINT_TYPE_NAME_REQUIRED');
    }
    if (request.body.code !== undefined) {
      changes.code = request.body.code.trim();
      if (!changes.code) fail('PRINT_TYPE_CODE_REQUIRED');
    }
    if (request.body.sortNo !== undefined) changes.sortNo = request.body.sortNo;
    await checkUnique(db, { name: changes.name, code: changes.code }, id);
    const row = await inTransaction(db, async (tx) => {
      const [updated] = await tx
        .update(printTemplateTypes)
        .set({ ...changes, updatedBy: request.user!.username, updatedAt: new Date() })
        .where(eq(printTemplateTypes.id, id))
        .returning(columns)
        .catch(codeTaken);
      await audit(tx, request, 'print_type_edit', id, changes);
      return updated;
    });
    return ok(row, '编辑成功!');
  });

  addRoute(app, templateTypeDelete, { config: { perm: PERMS.templateTypeManage } }, async (request) => {
    const { id } = request.params;
    const type = await findType(db, id);
    // Private templates count too: deleting the type would leave their owners with a dangling one.
    const [{ n }] = await db
      .select({ n: count() })
      .from(printTemplates)
      .where(and(eq(printTemplates.typeId, id), eq(printTemplates.deleted, false)));
    if (n > 0) fail('PRINT_TYPE_IN_USE', { count: n });
    await inTransaction(db, async (tx) => {
      await tx
        .update(printTemplateTypes)
        .set({ deleted: true, updatedBy: request.user!.username, updatedAt: new Date() })
        .where(eq(printTemplateTypes.id, id));
      await audit(tx, request, 'print_type_delete', id, { name: type.name, code: type.code });
    });
    return ok(null, '删除成功!');
  });
}

async function findType(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(printTemplateTypes)
    .where(and(eq(printTemplateTypes.id, id), eq(printTemplateTypes.deleted, false)))
    .limit(1);
  if (!row) fail('PRINT_TYPE_NOT_FOUND');
  return row;
}

/** A race on the unique code index (or a deleted type's code given to another type) reads as "code exists". */
function codeTaken(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause;
  if ((error as { code?: string }).code === '23505' || cause?.code === '23505') fail('PRINT_TYPE_CODE_EXISTS');
  throw error;
}

/** Names and codes are unique among live types; a deleted type's code is taken over by reviving it (see POST). */
async function checkUnique(db: Db, { name, code }: { name?: string; code?: string }, exceptId?: string): Promise<void> {
  const others = (column: SQL) => and(column, eq(printTemplateTypes.deleted, false), exceptId ? ne(printTemplateTypes.id, exceptId) : undefined);
  if (name !== undefined) {
    const [hit] = await db.select({ id: printTemplateTypes.id }).from(printTemplateTypes).where(others(eq(printTemplateTypes.name, name))).limit(1);
    if (hit) fail('PRINT_TYPE_NAME_EXISTS');
  }
  if (code !== undefined) {
    const [hit] = await db.select({ id: printTemplateTypes.id }).from(printTemplateTypes).where(others(eq(printTemplateTypes.code, code))).limit(1);
    if (hit) fail('PRINT_TYPE_CODE_EXISTS');
  }
}
