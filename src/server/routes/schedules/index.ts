/**
 * Scheduled jobs (issue 21): the declared jobs with a schedule, their cron and parameters as the
 * administrators set them, pause (pg-boss's schedule removed, the row kept), resume, run now, and the run
 * log (job_runs, one row per attempt). system:job:manage.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cronProblem } from '../../../contract/domain/operations.ts';
import { scheduleEdit, scheduleList, schedulePause, scheduleResume, scheduleRunNow, scheduleRuns, type JobRun, type ScheduledJob } from '../../../contract/routes/schedules.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction } from '../../db/index.ts';
import { jobRuns, scheduledJobs } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import type { JobDefinition } from '../../jobs/registry.ts';
import { scheduledDefinitions, scheduleRowOf, syncSchedule, type ScheduleRow } from '../../jobs/schedules.ts';

const runRecord = (row: typeof jobRuns.$inferSelect): JobRun => ({
  id: row.id,
  jobId: row.jobId,
  name: row.name,
  attempt: row.attempt,
  state: row.state as JobRun['state'],
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  durationMs: row.durationMs,
  output: row.output ?? null,
  error: row.error,
});

export default async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const perm = { config: { perm: PERMS.jobManage } };
  const definitionOf = (name: string): JobDefinition<any> => {
    const definition = scheduledDefinitions(app.jobs.definitions.values()).find((candidate) => candidate.name === name);
    if (!definition) fail('SCHEDULE_NOT_FOUND', { name });
    return definition;
  };
  const record = async (definition: JobDefinition<any>, row: ScheduleRow): Promise<ScheduledJob> => {
    const [last] = await app.db.select().from(jobRuns).where(eq(jobRuns.name, row.name)).orderBy(desc(jobRuns.startedAt)).limit(1);
    return {
      name: row.name,
      cron: row.cron,
      defaultCron: definition.schedule!,
      params: row.params ?? {},
      enabled: row.enabled,
      version: row.version,
      retryLimit: definition.rules.retryLimit,
      updateBy: row.updatedBy,
      updateTime: row.updatedAt?.toISOString() ?? null,
      lastRun: last ? runRecord(last) : null,
    };
  };

  /** Change a row at the version the caller read, with its audit row; then bring pg-boss's schedule in line. */
  const change = async (request: FastifyRequest, name: string, version: number, action: string, fields: Partial<ScheduleRow>, guard?: (row: ScheduleRow) => void) => {
    const definition = definitionOf(name);
    await scheduleRowOf(app.db, definition);
    const row = await inTransaction(app.db, async (tx) => {
      const [current] = await tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
      if (current.version !== version) fail('SCHEDULE_STALE');
      guard?.(current);
      const [changed] = await tx.update(scheduledJobs)
        .set({ ...fields, version: current.version + 1, updatedAt: new Date(), updatedBy: request.user!.username })
        .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.version, version)))
        .returning();
      if (!changed) fail('SCHEDULE_STALE');
      await audit(tx, request, action, name, { cron: changed.cron, params: changed.params, enabled: changed.enabled });
      return changed;
    });
    await syncSchedule(app.jobs.boss, row);
    return ok(await record(definition, row));
  };

  addRoute(app, scheduleList, perm, async () => {
    const definitions = scheduledDefinitions(app.jobs.definitions.values());
    const records: ScheduledJob[] = [];
    for (const definition of definitions) records.push(await record(definition, await scheduleRowOf(app.db, definition)));
    return ok(records);
  });

  addRoute(app, scheduleEdit, perm, async (request) => {
    const cron = request.body.cron.trim().replace(/\s+/g, ' ');
    const problem = cronProblem(cron);
    if (problem) fail('SCHEDULE_CRON_INVALID', { detail: problem });
    return change(request, request.params.name, request.body.version, 'schedule_edit', { cron, params: request.body.params });
  });

  addRoute(app, schedulePause, perm, async (request) =>
    change(request, request.params.name, request.body.version, 'schedule_pause', { enabled: false }, (row) => {
      if (!row.enabled) fail('SCHEDULE_ALREADY', { state: 'paused' });
    }),
  );

  addRoute(app, scheduleResume, perm, async (request) =>
    change(request, request.params.name, request.body.version, 'schedule_resume', { enabled: true }, (row) => {
      if (row.enabled) fail('SCHEDULE_ALREADY', { state: 'enabled' });
    }),
  );

  addRoute(app, scheduleRunNow, perm, async (request) => {
    const definition = definitionOf(request.params.name);
    const row = await scheduleRowOf(app.db, definition);
    const jobId = await app.jobs.send(definition.name, row.params ?? {});
    await audit(app.db, request, 'schedule_run', definition.name, { jobId, params: row.params });
    return ok({ jobId });
  });

  addRoute(app, scheduleRuns, perm, async (request) => {
    const definition = definitionOf(request.params.name);
    const { current, size, offset } = paging(request.query);
    const where = eq(jobRuns.name, definition.name);
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(jobRuns).where(where).orderBy(desc(jobRuns.startedAt), jobRuns.id).limit(size).offset(offset),
      app.db.select({ total: count() }).from(jobRuns).where(where),
    ]);
    return ok(page(rows.map(runRecord), total, current, size));
  });
}
