/**
 * 地址管理: the region tree's administration (list a level, search, add, rename, reorder, delete). Codes
 * never change: addresses store them. A region is deleted only without children and unused by any
 * college, canteen or supplier address. Every edit moves the region's version.
 */
import { and, asc, count, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import { REGION_MAX_LEVEL, regionCodeFits } from '../../../contract/domain/systemExtra.ts';
import { REGION_ROOT } from '../../../contract/routes/region.ts';
import type { RegionRecord } from '../../../contract/routes/system-extra.ts';
import { recordChange } from '../../db/dataLog.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { colleges, restaurants, regions, suppliers } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { auditChange, checkVersion, type Who } from '../../http/adminChange.ts';
import { fail } from '../../http/errors.ts';
import type { RegionIndex } from './tree.ts';

type Row = typeof regions.$inferSelect;
const TABLE = 'regions';
const SEARCH_LIMIT = 100;

async function childCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ pid: regions.pid, n: count() }).from(regions).where(inArray(regions.pid, ids)).groupBy(regions.pid);
  return new Map(rows.map((row) => [row.pid, row.n]));
}

function recordsOf(rows: Row[], counts: Map<string, number>, tree: RegionIndex): RegionRecord[] {
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    pid: row.pid,
    level: row.level,
    sort: row.sort,
    version: row.version,
    childCount: counts.get(row.id) ?? 0,
    path: (tree.path(row.pid) ?? []).map((node) => node.text).join(' / '),
  }));
}

export async function listRegions(db: Db, tree: RegionIndex, query: { pid?: string; keyword?: string }): Promise<RegionRecord[]> {
  const keyword = query.keyword?.trim();
  const rows = keyword
    ? await db.select().from(regions).where(/^\d+$/.test(keyword) ? like(regions.id, `${keyword}%`) : ilike(regions.text, containsPattern(keyword))).orderBy(asc(regions.level), asc(regions.id)).limit(SEARCH_LIMIT)
    : await db.select().from(regions).where(eq(regions.pid, query.pid?.trim() || REGION_ROOT)).orderBy(asc(regions.sort), asc(regions.id));
  return recordsOf(rows, await childCounts(db, rows.map((row) => row.id)), tree);
}

async function regionById(tx: Db, id: string): Promise<Row> {
  const [row] = await tx.select().from(regions).where(eq(regions.id, id)).for('update');
  if (!row) fail('REGION_NOT_FOUND', { id });
  return row;
}

async function recordById(db: Db, tree: RegionIndex, id: string): Promise<RegionRecord> {
  const rows = await db.select().from(regions).where(eq(regions.id, id));
  return recordsOf(rows, await childCounts(db, [id]), tree)[0];
}

export async function addRegion(db: Db, who: Who, input: { pid: string; id: string; text: string; sort: number }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const parentLevel = input.pid === REGION_ROOT ? 0 : (await regionById(tx, input.pid)).level;
    if (parentLevel >= REGION_MAX_LEVEL) fail('REGION_TOO_DEEP');
    if (!regionCodeFits(input.pid, parentLevel, input.id)) fail('REGION_CODE_MISFIT', { pid: input.pid });
    const [taken] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.id));
    if (taken) fail('REGION_CODE_EXISTS', { id: input.id });
    const [created] = await tx
      .insert(regions)
      .values({ id: input.id, pid: input.pid, text: input.text, level: parentLevel + 1, sort: input.sort })
      .returning()
      .catch((error) => {
        if (isUniqueViolation(error)) fail('REGION_CODE_EXISTS', { id: input.id });
        throw error;
      });
    await recordChange(tx, { table: TABLE, rowId: created.id, action: 'create', before: null, after: created, username: who.username });
    await auditChange(tx, who, 'region_add', input.id, input);
  });
}

export async function editRegion(db: Db, who: Who, input: { id: string; version: number; text: string; sort: number }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await regionById(tx, input.id);
    checkVersion(before, input.version);
    const [after] = await tx.update(regions).set({ text: input.text, sort: input.sort, version: sql`${regions.version} + 1` }).where(eq(regions.id, input.id)).returning();
    await recordChange(tx, { table: TABLE, rowId: input.id, action: 'update', before, after, username: who.username });
    await auditChange(tx, who, 'region_edit', input.id, { text: input.text, sort: input.sort });
  });
}

export async function deleteRegion(db: Db, who: Who, id: string, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await regionById(tx, id);
    checkVersion(before, version);
    const [{ n: children }] = await tx.select({ n: count() }).from(regions).where(eq(regions.pid, id));
    if (children > 0) fail('REGION_HAS_CHILDREN', { name: before.text });
    const uses = (await Promise.all([
      tx.select({ n: count() }).from(colleges).where(eq(colleges.regionId, id)),
      tx.select({ n: count() }).from(restaurants).where(eq(restaurants.regionId, id)),
      tx.select({ n: count() }).from(suppliers).where(eq(suppliers.regionId, id)),
    ])).reduce((sum, [{ n }]) => sum + n, 0);
    if (uses > 0) fail('REGION_IN_USE', { name: before.text, count: uses });
    await tx.delete(regions).where(and(eq(regions.id, id), eq(regions.version, version)));
    await recordChange(tx, { table: TABLE, rowId: id, action: 'delete', before, after: null, username: who.username });
    await auditChange(tx, who, 'region_delete', id, { text: before.text });
  });
}

export { recordById as regionRecord };
