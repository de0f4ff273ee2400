/** GET /sys/log/list: the audit log, newest first, filtered by action, user and date range. */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { auditLogList } from '../../../contract/routes/audit-log.ts';
import { PERMS } from '../../auth/perms.ts';
import { auditLog } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { containsPattern } from '../../db/sql.ts';

/**
 * A range bound from 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' in the server's time zone. A bare end date
 * means the whole of that day, so the range's end is exclusive at the next midnight.
 */
export function rangeBound(value: string, end: boolean): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) fail('DATE_INVALID');
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const at = new Date(y, mo - 1, d, h || 0, mi || 0, s || 0);
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d) fail('DATE_INVALID');
  if (!end) return at;
  // The next day by the calendar, not +24 h: a daylight-saving day is 23 or 25 hours long.
  if (match[4] === undefined) return new Date(y, mo - 1, d + 1);
  return new Date(at.getTime() + (match[6] === undefined ? 60_000 : 1000));
}

export default async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, auditLogList, { config: { perm: PERMS.auditLogList } }, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const filters: Array<SQL | undefined> = [];
    if (query.action?.trim()) filters.push(eq(auditLog.action, query.action.trim()));
    if (query.username?.trim()) filters.push(ilike(auditLog.username, containsPattern(query.username.trim())));
    if (query.createTime_begin?.trim()) filters.push(gte(auditLog.at, rangeBound(query.createTime_begin, false)));
    if (query.createTime_end?.trim()) filters.push(lt(auditLog.at, rangeBound(query.createTime_end, true)));
    const where = and(...filters);
    const [{ n }] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(size).offset(offset);
    const records = rows.map(({ at, ...row }) => ({ ...row, createTime: at }));
    return ok(page(records, n, current, size));
  });
}
