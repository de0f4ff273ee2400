/**
 * Print templates for the designer: list, read, create, save with optimistic concurrency, delete.
 * Private templates (ownerId set) exist only for their owner; shared ones for everyone with the permission.
 */
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { templateCreate, templateDelete, templateGet, templateList, templateSampleData, templateUpdate } from '../../../contract/routes/print.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction } from '../../db/index.ts';
import { printTemplates, printTemplateTypes } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { checkSampleData, checkTemplateBody, checkTypeId, displayName, displayTime, findVisibleTemplate, privateOwner, visibleTo } from './access.ts';
import { restoreRoutes } from './restore.ts';

/** LIKE wildcards typed by the user are matched literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export default async function templateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await restoreRoutes(app);

  addRoute(app, templateList, { config: { perm: PERMS.templateList } }, async (request) => {
    const { name, typeId, scope } = request.query;
    const { current, size, offset } = paging(request.query);
    const filters: SQL[] = [visibleTo(request.user!)];
    if (name?.trim()) filters.push(ilike(printTemplates.name, likePattern(name.trim())));
    if (typeId) filters.push(eq(printTemplates.typeId, typeId));
    // visibleTo already limits private rows to the caller's own, so "owned by me" is the private scope.
    if (scope === 'private') filters.push(eq(printTemplates.ownerId, request.user!.id));
    if (scope === 'shared') filters.push(isNull(printTemplates.ownerId));
    const where = and(...filters);
    const [{ total }] = await db.select({ total: count() }).from(printTemplates).where(where);
    const rows = await db
      .select({
        id: printTemplates.id,
        name: printTemplates.name,
        typeId: printTemplates.typeId,
        typeName: printTemplateTypes.name,
        ownerId: printTemplates.ownerId,
        version: printTemplates.version,
        updatedBy: printTemplates.updatedBy,
        updatedAt: printTemplates.updatedAt,
      })
      .from(printTemplates)
      .leftJoin(printTemplateTypes, eq(printTemplateTypes.id, printTemplates.typeId))
      .where(where)
      .orderBy(desc(printTemplates.updatedAt), desc(printTemplates.createdAt), printTemplates.id)
      .limit(size)
      .offset(offset);
    const records = rows.map((row) => ({ ...row, private: row.ownerId !== null }));
    return ok(page(records, total, current, size));
  });

  addRoute(app, templateGet, { config: { perm: PERMS.templateList } }, async (request) => {
    const row = await findVisibleTemplate(db, request.params.id, request.user!);
    const [type] = row.typeId ? await db.select({ code: printTemplateTypes.code }).from(printTemplateTypes).where(eq(printTemplateTypes.id, row.typeId)) : [];
    return ok({ ...templateView(row), typeCode: type?.code ?? null });
  });

  addRoute(app, templateCreate, { config: { perm: PERMS.templateAdd } }, async (request) => {
    const input = request.body;
    const user = request.user!;
    const name = input.name?.trim();
    if (!name) fail('PRINT_TEMPLATE_NAME_REQUIRED');
    const { json } = checkTemplateBody(input.body);
    const sampleData = checkSampleData(input.sampleData);
    await checkTypeId(db, input.typeId);
    const now = new Date();
    const row = await inTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(printTemplates)
        .values({
          name,
          typeId: input.typeId || null,
          ownerId: input.private ? user.id : null,
          body: json,
          sampleData,
          version: 1,
          createdBy: user.username,
          createdAt: now,
          updatedBy: user.username,
          updatedAt: now,
        })
        .returning();
      await audit(tx, request, 'print_template_add', inserted.id, { name, private: inserted.ownerId !== null });
      return inserted;
    });
    return ok(templateView(row), '添加成功！');
  });

  addRoute(app, templateUpdate, { config: { perm: PERMS.templateEdit } }, async (request) => {
    const input = request.body;
    const user = request.user!;
    const current = await findVisibleTemplate(db, request.params.id, user);
    const changes: Partial<typeof printTemplates.$inferInsert> = {};
    if (input.name !== undefined) {
      const name = input.name.trim();
      if (!name) fail('PRINT_TEMPLATE_NAME_REQUIRED');
      changes.name = name;
    }
    if (input.body !== undefined) changes.body = checkTemplateBody(input.body).json;
    if (input.typeId !== undefined) {
      await checkTypeId(db, input.typeId);
      changes.typeId = input.typeId || null;
    }
    if (input.private !== undefined && input.private !== (current.ownerId !== null)) {
      changes.ownerId = input.private ? await privateOwner(db, current, user) : null;
    }
    // The version check and the write are one statement: two saves of the same version cannot both succeed.
    const saved = await inTransaction(db, async (tx) => {
      const [updated] = await tx
        .update(printTemplates)
        .set({ ...changes, version: input.version + 1, updatedBy: user.username, updatedAt: new Date() })
        .where(and(eq(printTemplates.id, current.id), eq(printTemplates.version, input.version), visibleTo(user)))
        .returning();
      if (updated) await audit(tx, request, 'print_template_edit', updated.id, { name: updated.name, version: updated.version, fields: Object.keys(changes) });
      return updated;
    });
    if (!saved) {
      const latest = await findVisibleTemplate(db, current.id, user);
      fail('PRINT_TEMPLATE_STALE', {
        by: await displayName(db, latest.updatedBy),
        at: displayTime(latest.updatedAt, request.headers['x-time-zone'] as string | undefined),
        version: latest.version,
      });
    }
    return ok({ id: saved.id, version: saved.version, updatedBy: saved.updatedBy, updatedAt: saved.updatedAt }, '保存成功！');
  });

  addRoute(app, templateSampleData, { config: { perm: PERMS.templateEdit } }, async (request) => {
    const user = request.user!;
    const row = await findVisibleTemplate(db, request.params.id, user);
    const sampleData = checkSampleData(request.body.sampleData);
    await inTransaction(db, async (tx) => {
      await tx.update(printTemplates).set({ sampleData }).where(eq(printTemplates.id, row.id));
      await audit(tx, request, 'print_template_sample_data', row.id, { name: row.name, records: Array.isArray(sampleData) ? sampleData.length : sampleData ? 1 : 0 });
    });
    return ok({ id: row.id }, '保存成功！');
  });

  addRoute(app, templateDelete, { config: { perm: PERMS.templateDelete } }, async (request) => {
    const user = request.user!;
    const row = await findVisibleTemplate(db, request.params.id, user);
    await inTransaction(db, async (tx) => {
      await tx
        .update(printTemplates)
        .set({ deleted: true, updatedBy: user.username, updatedAt: new Date() })
        .where(eq(printTemplates.id, row.id));
      await audit(tx, request, 'print_template_delete', row.id, { name: row.name });
    });
    return ok(null, '删除成功!');
  });
}

/** What GET answers: the body exactly as stored (a json column keeps key order and unknown options). */
function templateView(row: typeof printTemplates.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    typeId: row.typeId,
    private: row.ownerId !== null,
    version: row.version,
    body: row.body,
    sampleData: row.sampleData ?? null,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
}
