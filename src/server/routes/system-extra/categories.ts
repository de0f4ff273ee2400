/**
 * 分类字典: the category tree the catalogue files products under. Codes are unique for good (a deleted
 * category keeps its code); a category is deleted only when nothing sits under it and nothing uses it.
 * The tree is small (hundreds of rows), so reads take it whole.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { CATEGORY_CODE_PATTERN } from '../../../contract/domain/systemExtra.ts';
import type { CategoryRecord, ImportReport } from '../../../contract/routes/system-extra.ts';
import { ERRORS, formatMessage, type Locale } from '../../../contract/errors.ts';
import { recordChange } from '../../db/dataLog.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, categories, expirationConfigs, schoolFills } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { buildTree, descendantIds } from '../../db/tree.ts';
import { auditChange, checkVersion, isoStamps, type Who } from '../../http/adminChange.ts';
import { fail } from '../../http/errors.ts';

type Row = typeof categories.$inferSelect;
const TABLE = 'categories';
export const IMPORT_ROW_LIMIT = 5000;

interface CategoryInput {
  parentId: string | null;
  code: string;
  name: string;
  sortNo: number;
}

const recordOf = (row: Row): CategoryRecord => ({ id: row.id, parentId: row.parentId, code: row.code, name: row.name, sortNo: row.sortNo, version: row.version, ...isoStamps(row) });

const liveRows = (db: Db) => db.select().from(categories).where(eq(categories.deleted, false)).orderBy(asc(categories.sortNo), asc(categories.code));

/** Every live category, each parent before its children. */
export async function categoryRecords(db: Db): Promise<CategoryRecord[]> {
  type Node = { row: Row; children: Node[] };
  const flatten = (nodes: Node[]): Row[] => nodes.flatMap((node) => [node.row, ...flatten(node.children)]);
  return flatten(buildTree<Row, Node>(await liveRows(db), (row, children) => ({ row, children }))).map(recordOf);
}

async function categoryById(tx: Db, id: string): Promise<Row> {
  const [row] = await tx.select().from(categories).where(and(eq(categories.id, id), eq(categories.deleted, false))).for('update');
  if (!row) fail('CATEGORY_NOT_FOUND');
  return row;
}

async function checkParent(tx: Db, parentId: string | null, self?: Row): Promise<void> {
  if (!parentId) return;
  const rows = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.deleted, false));
  if (!rows.some((row) => row.id === parentId)) fail('CATEGORY_PARENT_NOT_FOUND');
  if (self && (parentId === self.id || descendantIds(rows, self.id).includes(parentId))) fail('CATEGORY_PARENT_CYCLE', { name: self.name });
}

function codeTaken(error: unknown, code: string): never {
  if (isUniqueViolation(error)) fail('CATEGORY_CODE_EXISTS', { code });
  throw error;
}

export async function createCategory(db: Db, who: Who, input: CategoryInput): Promise<CategoryRecord> {
  return inTransaction(db, async (tx) => {
    await checkParent(tx, input.parentId);
    const [taken] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.code, input.code));
    if (taken) fail('CATEGORY_CODE_EXISTS', { code: input.code });
    const [created] = await tx.insert(categories).values({ ...input, createdBy: who.username }).returning().catch((error) => codeTaken(error, input.code));
    await recordChange(tx, { table: TABLE, rowId: created.id, action: 'create', before: null, after: created, username: who.username });
    await auditChange(tx, who, 'category_add', input.code, input);
    return recordOf(created);
  });
}

export async function editCategory(db: Db, who: Who, input: CategoryInput & { id: string; version: number }): Promise<CategoryRecord> {
  return inTransaction(db, async (tx) => {
    const before = await categoryById(tx, input.id);
    checkVersion(before, input.version);
    await checkParent(tx, input.parentId, before);
    const [after] = await tx
      .update(categories)
      .set({ parentId: input.parentId, code: input.code, name: input.name, sortNo: input.sortNo, version: sql`${categories.version} + 1`, updatedBy: who.username, updatedAt: new Date() })
      .where(and(eq(categories.id, input.id), eq(categories.version, input.version)))
      .returning()
      .catch((error) => codeTaken(error, input.code));
    await recordChange(tx, { table: TABLE, rowId: input.id, action: 'update', before, after, username: who.username });
    await auditChange(tx, who, 'category_edit', after.code, { name: after.name, parentId: after.parentId });
    return recordOf(after);
  });
}

/** How many rows use the category: base products, canteens' product requests, shelf-life settings. */
async function usesOf(tx: Db, id: string): Promise<number> {
  const counts = await Promise.all([
    tx.select({ n: count() }).from(baseProducts).where(eq(baseProducts.categoryId, id)),
    tx.select({ n: count() }).from(schoolFills).where(eq(schoolFills.categoryId, id)),
    tx.select({ n: count() }).from(expirationConfigs).where(eq(expirationConfigs.categoryId, id)),
  ]);
  return counts.reduce((sum, [{ n }]) => sum + n, 0);
}

export async function deleteCategory(db: Db, who: Who, id: string, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await categoryById(tx, id);
    checkVersion(before, version);
    const [{ n: children }] = await tx.select({ n: count() }).from(categories).where(and(eq(categories.parentId, id), eq(categories.deleted, false)));
    if (children > 0) fail('CATEGORY_HAS_CHILDREN', { name: before.name });
    const uses = await usesOf(tx, id);
    if (uses > 0) fail('CATEGORY_IN_USE', { name: before.name, count: uses });
    await tx.update(categories).set({ deleted: true, version: sql`${categories.version} + 1`, updatedBy: who.username, updatedAt: new Date() }).where(eq(categories.id, id));
    await recordChange(tx, { table: TABLE, rowId: id, action: 'delete', before, after: null, username: who.username });
    await auditChange(tx, who, 'category_delete', before.code, null);
  });
}

/** The workbook's headings, as the export writes them; the import reads either language. */
export const CATEGORY_HEADINGS = {
  zh: { code: '编码', name: '名称', parentCode: '上级编码', sortNo: '排序' },
  en: { code: 'Code', name: 'Name', parentCode: 'Parent code', sortNo: 'Sort' },
} as const;

type SheetRow = { code: string; name: string; parentCode: string; sortNo: number };

function cellOf(cells: Record<string, string>, key: keyof typeof CATEGORY_HEADINGS.zh): string {
  return (cells[CATEGORY_HEADINGS.zh[key]] ?? cells[CATEGORY_HEADINGS.en[key]] ?? '').trim();
}

/**
 * Add or change categories by code, parents by parent code (in the file or already stored). Every row is
 * checked first; any refused row imports nothing.
 */
export async function importCategories(db: Db, who: Who, sheet: Record<string, string>[], locale: Locale): Promise<ImportReport> {
  if (sheet.length === 0) fail('CATEGORY_IMPORT_EMPTY');
  if (sheet.length > IMPORT_ROW_LIMIT) fail('CATEGORY_IMPORT_TOO_MANY', { max: IMPORT_ROW_LIMIT });
  const say = (code: keyof typeof ERRORS, params: Record<string, string | number> = {}) => formatMessage(ERRORS[code][locale], params);
  return inTransaction(db, async (tx) => {
    const stored = await tx.select().from(categories);
    const storedByCode = new Map(stored.map((row) => [row.code, row]));
    const storedById = new Map(stored.map((row) => [row.id, row]));
    const parentCodeStored = (code: string): string | undefined => {
      const parentId = storedByCode.get(code)?.parentId;
      return parentId ? storedById.get(parentId)?.code : undefined;
    };
    const errors: ImportReport['errors'] = [];
    const rows: SheetRow[] = [];
    const seen = new Set<string>();
    sheet.forEach((cells, index) => {
      const messages: string[] = [];
      const row = { code: cellOf(cells, 'code'), name: cellOf(cells, 'name'), parentCode: cellOf(cells, 'parentCode'), sortNo: Number(cellOf(cells, 'sortNo') || '0') };
      if (!new RegExp(CATEGORY_CODE_PATTERN).test(row.code)) messages.push(say('CATEGORY_IMPORT_CODE', { code: row.code }));
      else if (seen.has(row.code)) messages.push(say('CATEGORY_IMPORT_DUPLICATE', { code: row.code }));
      seen.add(row.code);
      if (!row.name || row.name.length > 100) messages.push(say('CATEGORY_IMPORT_NAME'));
      if (!Number.isInteger(row.sortNo) || row.sortNo < 0 || row.sortNo > 99999) messages.push(say('CATEGORY_IMPORT_SORT', { sort: cellOf(cells, 'sortNo') }));
      if (messages.length) errors.push({ row: index + 2, messages });
      rows.push(row);
    });
    const inFile = new Map(rows.map((row) => [row.code, row]));
    rows.forEach((row, index) => {
      if (!row.parentCode) return;
      const messages: string[] = [];
      const storedParent = storedByCode.get(row.parentCode);
      if (!inFile.has(row.parentCode) && (!storedParent || storedParent.deleted)) messages.push(say('CATEGORY_IMPORT_PARENT', { code: row.parentCode }));
      else {
        // follow the parents as they will be after the import: a loop never ends at the top
        const visited = new Set([row.code]);
        for (let code: string | undefined = row.parentCode; code; ) {
          if (visited.has(code)) { messages.push(say('CATEGORY_IMPORT_CYCLE', { code: row.code })); break; }
          visited.add(code);
          code = (inFile.get(code)?.parentCode ?? parentCodeStored(code)) || undefined;
        }
      }
      if (messages.length) {
        const existing = errors.find((e) => e.row === index + 2);
        if (existing) existing.messages.push(...messages);
        else errors.push({ row: index + 2, messages });
      }
    });
    if (errors.length) return { imported: 0, errors: errors.sort((a, b) => a.row - b.row) };

    // codes first (a deleted category's code comes back to life), parents after, so order in the file does not matter
    const idOf = new Map<string, string>();
    for (const row of rows) {
      const existing = storedByCode.get(row.code);
      if (existing) {
        const [after] = await tx.update(categories).set({ name: row.name, sortNo: row.sortNo, deleted: false, version: sql`${categories.version} + 1`, updatedBy: who.username, updatedAt: new Date() }).where(eq(categories.id, existing.id)).returning();
        await recordChange(tx, { table: TABLE, rowId: existing.id, action: 'import', before: existing, after, username: who.username });
        idOf.set(row.code, existing.id);
      } else {
        const [created] = await tx.insert(categories).values({ code: row.code, name: row.name, sortNo: row.sortNo, createdBy: who.username }).returning();
        await recordChange(tx, { table: TABLE, rowId: created.id, action: 'import', before: null, after: created, username: who.username });
        idOf.set(row.code, created.id);
      }
    }
    for (const row of rows) {
      const parentId = row.parentCode ? idOf.get(row.parentCode) ?? storedByCode.get(row.parentCode)!.id : null;
      await tx.update(categories).set({ parentId }).where(eq(categories.id, idOf.get(row.code)!));
    }
    await auditChange(tx, who, 'category_import', `${rows.length}`, { codes: rows.map((row) => row.code).slice(0, 200) });
    return { imported: rows.length, errors: [] };
  });
}
