/**
 * Scheduled jobs (issue 21): the jobs that run on a cron schedule (pg-boss), with their parameters, paused
 * or enabled, run now, and their runs (each attempt: state, duration, output or error). system:job:manage.
 */
import { Type, type Static } from 'typebox';
import { RUN_STATES } from '../domain/operations.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Paging } from '../rows.ts';

const tag = 'schedules';

const ByName = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });
const Params = Type.Record(Type.String({ maxLength: 60 }), Type.Unknown());

export const RunState = Type.Enum(RUN_STATES);

export const JobRun = Type.Object({
  id: Type.String(),
  jobId: Type.String(),
  name: Type.String(),
  attempt: Type.Integer(),
  state: RunState,
  startedAt: DateTime,
  endedAt: Nullable(DateTime),
  durationMs: Nullable(Type.Integer()),
  output: Type.Unknown(),
  error: Nullable(Type.String()),
});
export type JobRun = Static<typeof JobRun>;

export const ScheduledJob = Type.Object({
  name: Type.String(),
  cron: Type.String(),
  /** The schedule the code declares (what a reset would bring back). */
  defaultCron: Type.String(),
  params: Params,
  enabled: Type.Boolean(),
  version: Type.Integer(),
  retryLimit: Type.Integer(),
  updateBy: Nullable(Type.String()),
  updateTime: Nullable(DateTime),
  lastRun: Nullable(JobRun),
});
export type ScheduledJob = Static<typeof ScheduledJob>;

export const scheduleList = defineRoute({
  method: 'GET',
  url: '/sys/schedules',
  summary: 'The scheduled jobs with their cron, parameters, state and last run',
  tag,
  result: Type.Array(ScheduledJob),
});

export const scheduleEdit = defineRoute({
  method: 'PUT',
  url: '/sys/schedules/:name',
  summary: 'Change a scheduled job\'s cron (5 fields, UTC) and parameters (a JSON object); names the version it read',
  tag,
  params: ByName,
  body: Type.Object({ cron: Type.String({ minLength: 1, maxLength: 100 }), params: Params, version: Type.Integer({ minimum: 1 }) }),
  result: ScheduledJob,
});

const Versioned = Type.Object({ version: Type.Integer({ minimum: 1 }) });

export const schedulePause = defineRoute({
  method: 'POST',
  url: '/sys/schedules/:name/pause',
  summary: 'Pause a scheduled job: its schedule is removed, the row (cron, parameters) stays',
  tag,
  params: ByName,
  body: Versioned,
  result: ScheduledJob,
});

export const scheduleResume = defineRoute({
  method: 'POST',
  url: '/sys/schedules/:name/resume',
  summary: 'Resume a paused scheduled job (scheduled again with its cron and parameters)',
  tag,
  params: ByName,
  body: Versioned,
  result: ScheduledJob,
});

export const scheduleRunNow = defineRoute({
  method: 'POST',
  url: '/sys/schedules/:name/run',
  summary: 'Queue one run of a scheduled job now, with its parameters (paused or not)',
  tag,
  params: ByName,
  result: Type.Object({ jobId: Type.String() }),
});

export const scheduleRuns = defineRoute({
  method: 'GET',
  url: '/sys/schedules/:name/runs',
  summary: 'A scheduled job\'s runs, newest first (one row per attempt)',
  tag,
  params: ByName,
  querystring: Type.Object({ ...Paging }),
  result: PageOf(JobRun),
});
