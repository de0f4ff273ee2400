/** The data log list: a business row's history, newest first, by table, row, user and day. */
import { and, count, eq, gte, ilike, lt } from 'drizzle-orm';
import type { DataLogRecord } from '../../../contract/routes/system-admin.ts';
import type { Db } from '../../db/index.ts';
import { dataLog } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { sorter } from '../../http/listQuery.ts';

/** The start of a China day (the platform's days), as an instant. */
const chinaDayStart = (day: string, plus = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plus * 86_400_000);

export async function listDataLog(
  db: Db,
  query: { tableName?: string; rowId?: string; username?: string; from?: string; to?: string; column?: string; order?: string },
  size: number,
  offset: number,
): Promise<{ total: number; records: DataLogRecord[] }> {
  const where = and(
    query.tableName?.trim() ? eq(dataLog.tableName, query.tableName.trim()) : undefined,
    query.rowId?.trim() ? eq(dataLog.rowId, query.rowId.trim()) : undefined,
    query.username?.trim() ? ilike(dataLog.username, containsPattern(query.username.trim())) : undefined,
    query.from ? gte(dataLog.at, chinaDayStart(query.from)) : undefined,
    query.to ? lt(dataLog.at, chinaDayStart(query.to, 1)) : undefined,
  );
  const orderBy = sorter({ createTime: dataLog.at }, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(dataLog).where(where);
  const rows = await db.select().from(dataLog).where(where).orderBy(orderBy, dataLog.id).limit(size).offset(offset);
  return {
    total: n,
    records: rows.map(({ at, before, after, ...row }) => ({
      ...row,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
      createTime: at.toISOString(),
    })),
  };
}

/** The tables that have history rows. */
export async function dataLogTables(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ tableName: dataLog.tableName }).from(dataLog).orderBy(dataLog.tableName);
  return rows.map((row) => row.tableName);
}
