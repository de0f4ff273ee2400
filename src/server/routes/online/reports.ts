/** Online reports: definitions (checked when saved), runs (read-only, see runner.ts) and Excel export. */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPORT_CODE_PATTERN, type ChartConfig, type ReportParam } from '../../../contract/domain/online.ts';
import * as online from '../../../contract/routes/online.ts';
import { audit, type AuditOrigin } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { dataSources, onlineReports } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { sendWorkbook } from '../../http/excel.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { prepare, runReport, type ExternalSource, type RunOptions } from './runner.ts';
import { wireStamps } from './ddl.ts';

type ReportRow = typeof onlineReports.$inferSelect;

function recordOf(row: ReportRow): online.ReportRecord {
  return { id: row.id, code: row.code, name: row.name, sql: row.sql, params: row.params, chart: row.chart ?? null, templateId: row.templateId, dataSourceId: row.dataSourceId, version: row.version, ...wireStamps(row) };
}

async function reportById(db: Db, id: string): Promise<ReportRow> {
  const [row] = await db.select().from(onlineReports).where(eq(onlineReports.id, id));
  return row ?? fail('ONLINE_REPORT_NOT_FOUND', { code: id });
}

/** A report definition's own checks: name, the query text and its parameters (nothing is run). */
export function checkReportText(body: { name: string; sql: string; params: ReportParam[] }, kind: RunOptions['database']['kind']): void {
  if (!body.name.trim()) fail('ONLINE_REPORT_NAME_REQUIRED');
  // Parameters with no value and no default are only checked when run.
  prepare(body.sql, body.params.map((p) => ({ ...p, required: false })), kind);
}

/**
 * Save a new report: its code and text checked, then `checkChart` (the route runs the report with its
 * defaults to check a chart's columns), audited for `origin`'s user.
 */
export async function createReport(
  db: Db,
  origin: AuditOrigin,
  body: { code: string; name: string; sql: string; params: ReportParam[]; chart?: ChartConfig | null; templateId?: string | null; dataSourceId?: string | null },
  kind: RunOptions['database']['kind'],
  checkChart?: () => Promise<void>,
): Promise<ReportRow> {
  if (!new RegExp(REPORT_CODE_PATTERN).test(body.code)) fail('ONLINE_REPORT_CODE_INVALID', { code: body.code });
  checkReportText(body, kind);
  await checkChart?.();
  return inTransaction(db, async (tx) => {
    const [written] = await tx
      .insert(onlineReports)
      .values({ code: body.code, name: body.name.trim(), sql: body.sql, params: body.params, chart: body.chart ?? null, templateId: body.templateId ?? null, dataSourceId: body.dataSourceId ?? null, createdBy: origin.user!.username })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) fail('ONLINE_REPORT_CODE_TAKEN', { code: body.code });
        throw error;
      });
    await audit(tx, origin, 'online_report_add', written!.id, { code: body.code });
    return written!;
  });
}

/** The clear connection URL of a data source's sealed one (the 多数据源 feature's helper, handed in by the composition). */
export type UnsealUrl = (db: Db, sealed: string) => Promise<string>;

export function reportRoutes(app: FastifyInstance, options: () => RunOptions, unseal: UnsealUrl): void {
  const { db } = app;
  /** The data source a report runs on (undefined: the built-in database). */
  const sourceOf = async (id: string | null | undefined): Promise<ExternalSource | undefined> => {
    if (!id) return undefined;
    const [row] = await db.select({ code: dataSources.code, urlSealed: dataSources.urlSealed }).from(dataSources).where(and(eq(dataSources.id, id), eq(dataSources.deleted, false)));
    if (!row) fail('ONLINE_REPORT_SOURCE_NOT_FOUND', { id });
    return { code: row.code, url: await unseal(db, row.urlSealed) };
  };
  const manage = { config: { perm: PERMS.onlineReportManage } };
  const run = { config: { perm: PERMS.onlineReportRun } };

  const check = (body: { name: string; sql: string; params: ReportParam[] }) => checkReportText(body, options().database.kind);
  /** A chart names columns of the result: checked against a run with the defaults. */
  const checkChart = async (body: { sql: string; params: ReportParam[]; chart?: ChartConfig | null }, source: ExternalSource | undefined) => {
    if (!body.chart) return;
    const result = await runReport(options(), body.sql, body.params.map((p) => ({ ...p, required: false })), {}, source);
    for (const column of [body.chart.x, ...body.chart.y]) if (!result.columns.includes(column)) fail('ONLINE_REPORT_CHART_INVALID', { column });
  };

  addRoute(app, online.reportList, run, async (request) => {
    const { current, size, offset } = paging(request.query);
    const keyword = request.query.keyword?.trim();
    const where: SQL | undefined = keyword ? or(ilike(onlineReports.code, containsPattern(keyword)), ilike(onlineReports.name, containsPattern(keyword))) : undefined;
    const [{ total }] = await db.select({ total: count() }).from(onlineReports).where(where);
    const rows = await db.select().from(onlineReports).where(where).orderBy(desc(onlineReports.createdAt), desc(onlineReports.id)).limit(size).offset(offset);
    return ok(page(rows.map(recordOf), total, current, size));
  });
  addRoute(app, online.reportDetail, run, async (request) => ok(recordOf(await reportById(db, request.params.id))));
  addRoute(app, online.reportByCode, run, async (request) => {
    const [row] = await db.select().from(onlineReports).where(eq(onlineReports.code, request.params.code));
    return ok(recordOf(row ?? fail('ONLINE_REPORT_NOT_FOUND', { code: request.params.code })));
  });

  addRoute(app, online.reportCreate, manage, async (request) => {
    const body = request.body;
    const row = await createReport(db, request, body, options().database.kind, async () => checkChart(body, await sourceOf(body.dataSourceId)));
    return ok(recordOf(row), '添加成功！');
  });

  addRoute(app, online.reportUpdate, manage, async (request) => {
    const before = await reportById(db, request.params.id);
    const body = request.body;
    check(body);
    const dataSourceId = body.dataSourceId === undefined ? before.dataSourceId : body.dataSourceId;
    await checkChart(body, await sourceOf(dataSourceId));
    const row = await inTransaction(db, async (tx) => {
      const [written] = await tx
        .update(onlineReports)
        .set({ name: body.name.trim(), sql: body.sql, params: body.params, chart: body.chart ?? null, templateId: body.templateId === undefined ? before.templateId : body.templateId, dataSourceId, version: sql`${onlineReports.version} + 1`, updatedBy: request.user!.username, updatedAt: new Date() })
        .where(sql`${onlineReports.id} = ${before.id} AND ${onlineReports.version} = ${body.version}`)
        .returning();
      if (!written) fail('ONLINE_REPORT_STALE', { version: before.version });
      await audit(tx, request, 'online_report_edit', before.id, { code: before.code, version: written.version });
      return written;
    });
    return ok(recordOf(row), '修改成功！');
  });

  addRoute(app, online.reportDelete, manage, async (request) => {
    const report = await reportById(db, request.params.id);
    await inTransaction(db, async (tx) => {
      await tx.delete(onlineReports).where(eq(onlineReports.id, report.id));
      await audit(tx, request, 'online_report_delete', report.id, { code: report.code });
    });
    return ok(null, '删除成功!');
  });

  addRoute(app, online.reportRun, run, async (request) => {
    const report = await reportById(db, request.params.id);
    return ok(await runReport(options(), report.sql, report.params, request.body.params, await sourceOf(report.dataSourceId)));
  });
  addRoute(app, online.reportTry, manage, async (request) => ok(await runReport(options(), request.body.sql, request.body.params, request.body.values, await sourceOf(request.body.dataSourceId))));
  addRoute(app, online.reportSources, manage, async () => {
    const rows = await db.select({ id: dataSources.id, code: dataSources.code, name: dataSources.name, urlHint: dataSources.urlHint }).from(dataSources).where(eq(dataSources.deleted, false)).orderBy(asc(dataSources.code));
    return ok(rows);
  });
  addRoute(app, online.reportExport, run, async (request, reply) => {
    const report = await reportById(db, request.params.id);
    const result = await runReport(options(), report.sql, report.params, request.body.params, await sourceOf(report.dataSourceId));
    const columns = result.columns.map((column) => ({
      header: column,
      value: (row: Record<string, unknown>) => {
        const value = row[column];
        if (value === null || value === undefined) return null;
        if (typeof value === 'number' || typeof value === 'string') return value;
        return typeof value === 'object' ? JSON.stringify(value) : String(value);
      },
    }));
    return sendWorkbook(reply, report.name, columns, result.rows);
  });
}
