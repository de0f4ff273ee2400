/** GET /sys/log/list and /sys/log/exportXls: the audit log, newest first, filtered by action, user, target, address and date range. */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { auditLogExport, auditLogList } from '../../../contract/routes/audit-log.ts';
import type { QueryOf } from '../../../contract/route.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { PERMS } from '../../auth/perms.ts';
import { auditLog } from '../../db/schema/index.ts';
import { fail, localeOf } from '../../http/errors.ts';
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

type AuditQuery = QueryOf<typeof auditLogList>;

export default async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const whereOf = (query: AuditQuery) => {
    const filters: Array<SQL | undefined> = [];
    if (query.action?.trim()) filters.push(eq(auditLog.action, query.action.trim()));
    if (query.username?.trim()) filters.push(ilike(auditLog.username, containsPattern(query.username.trim())));
    if (query.target?.trim()) filters.push(ilike(auditLog.target, containsPattern(query.target.trim())));
    if (query.ip?.trim()) filters.push(eq(auditLog.ip, query.ip.trim()));
    if (query.createTime_begin?.trim()) filters.push(gte(auditLog.at, rangeBound(query.createTime_begin, false)));
    if (query.createTime_end?.trim()) filters.push(lt(auditLog.at, rangeBound(query.createTime_end, true)));
    return and(...filters);
  };

  addRoute(app, auditLogList, { config: { perm: PERMS.auditLogList } }, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const where = whereOf(query);
    const [{ n }] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(size).offset(offset);
    const records = rows.map(({ at, ...row }) => ({ ...row, createTime: at }));
    return ok(page(records, n, current, size));
  });

  addRoute(app, auditLogExport, { config: { perm: PERMS.auditLogList } }, async (request, reply) => {
    const en = localeOf(request.headers['accept-language']) === 'en';
    // one row past the cap tells sendWorkbook that the export was cut
    const rows = await db.select().from(auditLog).where(whereOf(request.query)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(EXPORT_ROW_LIMIT + 1);
    type Row = (typeof rows)[number];
    const columns: ExcelColumn<Row>[] = [
      { header: en ? 'Time' : '时间', value: (r) => r.at, format: 'yyyy-mm-dd hh:mm:ss', width: 20 },
      { header: en ? 'User' : '用户', value: (r) => r.username },
      { header: en ? 'Action' : '操作', value: (r) => r.action },
      { header: en ? 'Target' : '对象', value: (r) => r.target },
      { header: en ? 'Address' : 'IP', value: (r) => r.ip },
      { header: en ? 'Detail' : '详情', value: (r) => (r.detail == null ? '' : JSON.stringify(r.detail)), width: 60 },
    ];
    return sendWorkbook(reply, en ? 'audit-log' : '操作日志', columns, rows, en ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);
  });
}
