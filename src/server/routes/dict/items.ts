/**
 * Dictionary item administration: POST /sys/dictItem/add, PUT /sys/dictItem/edit, DELETE /sys/dictItem/delete,
 * GET /sys/dictItem/list.
 */
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { dictItemAdd, dictItemDelete, dictItemEdit, dictItemList } from '../../../contract/routes/dict.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { SYS_SETTINGS } from '../../../contract/settings.ts';
import { containsPattern, stampsOf } from '../../db/sql.ts';
import { inTransaction } from '../../db/index.ts';
import { dictItemTextProblem, dictItemValueProblem } from '../../../contract/rules/dict.ts';

/**
 * Dictionaries keyed by their items' text (sys_setting: text is the setting's name, value its value,
 * which may be empty or repeat). In every other dictionary the value is the key.
 */
export const TEXT_KEYED_DICTS = new Set(['sys_setting']);

/**
 * Items the product reads by name, per dictionary code: the platform settings (registerEnable opens
 * sign-up on the server; the others brand the login page). The settings page only edits the items that
 * exist and cannot add one back, so these may be changed or disabled but not deleted.
 */
export const LOCKED_DICT_ITEMS: ReadonlyMap<string, ReadonlySet<string>> = new Map([['sys_setting', new Set(Object.keys(SYS_SETTINGS))]]);

type ItemBody = { itemText?: string; itemValue?: string; description?: string | null; sortOrder?: number; status?: number };
type Dict = typeof dictionaries.$inferSelect;

/** An item as the admin page shows it, with the timestamps under the back office's names. */
function itemRecord(row: typeof dictionaryItems.$inferSelect) {
  const { createdAt, createdBy, updatedAt, updatedBy, ...fields } = row;
  return { ...fields, ...stampsOf({ createdAt, createdBy, updatedAt, updatedBy }) };
}

/** Register the dictionary item administration routes. */
export function dictItemRoutes(app: FastifyInstance): void {
  const { db } = app;

  const dictById = async (dictId: string): Promise<Dict> => {
    const [dict] = await db.select().from(dictionaries).where(and(eq(dictionaries.id, dictId), eq(dictionaries.deleted, false)));
    if (!dict) fail('DICT_NOT_FOUND');
    return dict;
  };

  /** Validate an item and check that its key is free in the dictionary; returns the cleaned values. */
  const checkItem = async (dict: Dict, body: ItemBody, itemId?: string) => {
    const itemText = body.itemText?.trim() ?? '';
    const itemValue = body.itemValue?.trim() ?? '';
    const textKeyed = TEXT_KEYED_DICTS.has(dict.dictCode);
    const problem = dictItemTextProblem(itemText) ?? dictItemValueProblem(itemValue, textKeyed);
    if (problem) fail(problem);
    if (body.status !== undefined && body.status !== 0 && body.status !== 1) fail('DICT_ITEM_STATUS_INVALID');
    const keyColumn = textKeyed ? dictionaryItems.itemText : dictionaryItems.itemValue;
    const key = textKeyed ? itemText : itemValue;
    const [taken] = await db
      .select({ id: dictionaryItems.id })
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.dictId, dict.id), eq(keyColumn, key), itemId ? ne(dictionaryItems.id, itemId) : undefined))
      .limit(1);
    if (taken) fail('DICT_ITEM_VALUE_EXISTS', { value: key });
    return { itemText, itemValue };
  };

  addRoute(app, dictItemList, { config: { perm: PERMS.dictList } }, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const filters: SQL[] = [eq(dictionaryItems.dictId, query.dictId)];
    if (query.itemText?.trim()) filters.push(ilike(dictionaryItems.itemText, containsPattern(query.itemText.trim())));
    if (query.status !== undefined) filters.push(eq(dictionaryItems.status, query.status));
    const where = and(...filters);
    const [records, [{ total }]] = await Promise.all([
      db
        .select()
        .from(dictionaryItems)
        .where(where)
        .orderBy(asc(dictionaryItems.sortOrder), asc(dictionaryItems.createdAt))
        .limit(size)
        .offset(offset),
      db.select({ total: count() }).from(dictionaryItems).where(where),
    ]);
    return ok(page(records.map(itemRecord), total, current, size));
  });

  addRoute(app, dictItemAdd, { config: { perm: PERMS.dictAdd } }, async (request) => {
    const body = request.body;
    const dict = await dictById(body.dictId);
    const { itemText, itemValue } = await checkItem(dict, body);
    const row = await inTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(dictionaryItems)
        .values({
          dictId: dict.id,
          itemText,
          itemValue,
          description: body.description ?? null,
          sortOrder: body.sortOrder ?? 0,
          status: body.status ?? 1,
          createdBy: request.user!.username,
        })
        .returning();
      await audit(tx, request, 'dict_item_add', dict.dictCode, { id: inserted.id, itemText, itemValue });
      return inserted;
    });
    return ok(itemRecord(row), '添加成功！');
  });

  addRoute(app, dictItemEdit, { config: { perm: PERMS.dictEdit } }, async (request) => {
    const body = request.body;
    const [existing] = await db.select().from(dictionaryItems).where(eq(dictionaryItems.id, body.id));
    if (!existing) fail('DICT_ITEM_NOT_FOUND');
    const dict = await dictById(existing.dictId);
    const merged: ItemBody = {
      itemText: body.itemText ?? existing.itemText,
      itemValue: body.itemValue ?? existing.itemValue,
      status: body.status,
    };
    const { itemText, itemValue } = await checkItem(dict, merged, existing.id);
    const row = await inTransaction(db, async (tx) => {
      const [updated] = await tx
        .update(dictionaryItems)
        .set({
          itemText,
          itemValue,
          description: body.description === undefined ? existing.description : body.description,
          sortOrder: body.sortOrder ?? existing.sortOrder,
          status: body.status ?? existing.status,
          updatedAt: new Date(),
          updatedBy: request.user!.username,
        })
        .where(eq(dictionaryItems.id, existing.id))
        .returning();
      await audit(tx, request, 'dict_item_edit', dict.dictCode, {
        id: updated.id,
        before: { itemText: existing.itemText, itemValue: existing.itemValue, status: existing.status },
        after: { itemText, itemValue, status: updated.status },
      });
      return updated;
    });
    return ok(itemRecord(row), '编辑成功！');
  });

  addRoute(app, dictItemDelete, { config: { perm: PERMS.dictDelete } }, async (request) => {
    const { id } = request.query;
    const [existing] = await db.select().from(dictionaryItems).where(eq(dictionaryItems.id, id));
    if (!existing) fail('DICT_ITEM_NOT_FOUND');
    const dict = await dictById(existing.dictId);
    if (LOCKED_DICT_ITEMS.get(dict.dictCode)?.has(existing.itemText)) fail('DICT_ITEM_DELETE_LOCKED', { code: dict.dictCode, item: existing.itemText });
    await inTransaction(db, async (tx) => {
      const [gone] = await tx.delete(dictionaryItems).where(eq(dictionaryItems.id, existing.id)).returning({ id: dictionaryItems.id });
      if (!gone) fail('DICT_ITEM_NOT_FOUND'); // deleted by someone else meanwhile: nothing to audit
      await audit(tx, request, 'dict_item_delete', dict.dictCode, {
        id: existing.id,
        itemText: existing.itemText,
        itemValue: existing.itemValue,
        status: existing.status,
      });
    });
    return ok(null, '删除成功!');
  });
}
