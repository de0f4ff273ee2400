/**
 * Dictionary administration: POST /sys/dict/add, PUT /sys/dict/edit, DELETE /sys/dict/delete,
 * GET /sys/dict/list (paged).
 */
import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { dictAdd, dictDelete, dictEdit, dictList } from '../../../contract/routes/dict.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { containsPattern, isUniqueViolation, stampsOf } from '../../db/sql.ts';
import { inTransaction } from '../../db/index.ts';
import { dictCodeProblem, dictNameProblem } from '../../../contract/rules/dict.ts';

/**
 * Codes the product reads by name (sys_setting: the registration check on the server, the login page and
 * the platform settings page in the shell): renaming or deleting them would break those readers.
 */
export const LOCKED_DICT_CODES = new Set(['sys_setting']);

type DictBody = { id?: string; dictName?: string; dictCode?: string; description?: string | null };

function checkDict(body: DictBody): { dictName: string; dictCode: string } {
  const dictName = body.dictName?.trim();
  const dictCode = body.dictCode?.trim();
  const problem = dictNameProblem(dictName) ?? dictCodeProblem(dictCode);
  if (problem) fail(problem);
  return { dictName: dictName!, dictCode: dictCode! };
}

/** A dictionary as the admin page shows it, with the timestamps under the back office's names. */
export function dictRecord(row: typeof dictionaries.$inferSelect) {
  return { id: row.id, dictName: row.dictName, dictCode: row.dictCode, description: row.description, ...stampsOf(row) };
}

/** Register the dictionary administration routes. */
export function dictAdminRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, dictList, { config: { perm: PERMS.dictList } }, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const filters: SQL[] = [eq(dictionaries.deleted, false)];
    if (query.dictName?.trim()) filters.push(ilike(dictionaries.dictName, containsPattern(query.dictName.trim())));
    if (query.dictCode?.trim()) filters.push(ilike(dictionaries.dictCode, containsPattern(query.dictCode.trim())));
    const where = and(...filters);
    const [records, [{ total }]] = await Promise.all([
      db
        .select()
        .from(dictionaries)
        .where(where)
        .orderBy(desc(dictionaries.createdAt), dictionaries.dictCode)
        .limit(size)
        .offset(offset),
      db.select({ total: count() }).from(dictionaries).where(where),
    ]);
    return ok(page(records.map(dictRecord), total, current, size));
  });

  addRoute(app, dictAdd, { config: { perm: PERMS.dictAdd } }, async (request) => {
    const body = request.body;
    const { dictName, dictCode } = checkDict(body);
    // deleted dictionaries keep their code (the unique index covers them)
    const [taken] = await db.select({ id: dictionaries.id }).from(dictionaries).where(eq(dictionaries.dictCode, dictCode)).limit(1);
    if (taken) fail('DICT_CODE_EXISTS');
    let row: typeof dictionaries.$inferSelect;
    try {
      row = await inTransaction(db, async (tx) => {
        const [inserted] = await tx
          .insert(dictionaries)
          .values({ dictName, dictCode, description: body.description ?? null, createdBy: request.user!.username })
          .returning();
        await audit(tx, request, 'dict_add', dictCode, { id: inserted.id, dictName });
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail('DICT_CODE_EXISTS');
      throw error;
    }
    return ok(dictRecord(row), '添加成功！');
  });

  addRoute(app, dictEdit, { config: { perm: PERMS.dictEdit } }, async (request) => {
    const body = request.body;
    const [existing] = await db.select().from(dictionaries).where(and(eq(dictionaries.id, body.id), eq(dictionaries.deleted, false)));
    if (!existing) fail('DICT_NOT_FOUND');
    const { dictName, dictCode } = checkDict(body);
    if (dictCode !== existing.dictCode) {
      if (LOCKED_DICT_CODES.has(existing.dictCode)) fail('DICT_CODE_LOCKED', { code: existing.dictCode });
      const [taken] = await db
        .select({ id: dictionaries.id })
        .from(dictionaries)
        .where(and(eq(dictionaries.dictCode, dictCode), ne(dictionaries.id, existing.id)))
        .limit(1);
      if (taken) fail('DICT_CODE_EXISTS');
    }
    let row: typeof dictionaries.$inferSelect;
    try {
      row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(dictionaries)
          .set({
            dictName,
            dictCode,
            description: body.description === undefined ? existing.description : body.description,
            updatedAt: new Date(),
            updatedBy: request.user!.username,
          })
          .where(eq(dictionaries.id, existing.id))
          .returning();
        await audit(tx, request, 'dict_edit', dictCode, {
          id: updated.id,
          before: { dictName: existing.dictName, dictCode: existing.dictCode },
          after: { dictName, dictCode },
        });
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail('DICT_CODE_EXISTS');
      throw error;
    }
    return ok(dictRecord(row), '编辑成功！');
  });

  addRoute(app, dictDelete, { config: { perm: PERMS.dictDelete } }, async (request) => {
    const { id } = request.query;
    const [existing] = await db.select().from(dictionaries).where(and(eq(dictionaries.id, id), eq(dictionaries.deleted, false)));
    if (!existing) fail('DICT_NOT_FOUND');
    if (LOCKED_DICT_CODES.has(existing.dictCode)) fail('DICT_DELETE_LOCKED', { name: existing.dictName, code: existing.dictCode });
    // A hard delete, unlike the soft-deleted users: the items go too, so nothing would be left to restore,
    // and removing the row frees the code for a new dictionary. The audit entry keeps what was removed.
    await inTransaction(db, async (tx) => {
      const items = await tx
        .delete(dictionaryItems)
        .where(eq(dictionaryItems.dictId, existing.id))
        .returning({ itemText: dictionaryItems.itemText, itemValue: dictionaryItems.itemValue, status: dictionaryItems.status });
      const [gone] = await tx.delete(dictionaries).where(eq(dictionaries.id, existing.id)).returning({ id: dictionaries.id });
      if (!gone) fail('DICT_NOT_FOUND'); // deleted by someone else meanwhile; throwing rolls the items back
      await audit(tx, request, 'dict_delete', existing.dictCode, { id: existing.id, dictName: existing.dictName, items });
    });
    return ok(null, '删除成功!');
  });
}
