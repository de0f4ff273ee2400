/**
 * Durable jobs (issue 15): starting a batch print and following it (its owner), and the queue's
 * administration (counts per queue and state, recent jobs, retry and cancel).
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Paging } from '../rows.ts';

const tag = 'jobs';

/** pg-boss's states, in its order: waiting (created, retry), running, and the three ends. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JobState = Type.Union([
  Type.Literal('created'),
  Type.Literal('retry'),
  Type.Literal('active'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
  Type.Literal('failed'),
]);

/** Records one batch print takes. */
export const PRINT_BATCH_MAX_RECORDS = 20_000;
/** The request body of a batch print may be this large (the API's usual limit is 2 MB). */
export const PRINT_BATCH_BODY_MB = 32;

/** What the live channel tells a job's owner as it goes (cmd 'user', msgId 'JOB_PROGRESS'). */
export const JobProgressMessage = Type.Object({
  cmd: Type.Literal('user'),
  msgId: Type.Literal('JOB_PROGRESS'),
  msgTxt: Type.String(),
  jobId: Type.String(),
  jobName: Type.String(),
  state: JobState,
  done: Type.Integer(),
  total: Type.Integer(),
});
export type JobProgressMessage = Static<typeof JobProgressMessage>;

const JobId = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const printBatch = defineRoute({
  method: 'POST',
  url: '/jobs/print-batch',
  summary: `Print a list of records with a template into one PDF, as a job (at most ${PRINT_BATCH_MAX_RECORDS} records); progress on the live channel, the PDF kept as the caller's file`,
  tag,
  body: Type.Object({
    templateId: Type.String({ minLength: 1, maxLength: 64 }),
    /** One document per record (each an object of the template's fields). */
    records: Type.Array(Type.Object({}, { additionalProperties: true }), { minItems: 1 }),
    /** The PDF's title and file name (default: the template's name). */
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** Minutes east of UTC for dates the template prints (default: the server's). */
    timezoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
  }),
  result: Type.Object({ jobId: Type.String() }),
});

/** The file a job made. */
export const JobFile = Type.Object({
  fileId: Type.String(),
  /** The stored file's path: GET /sys/common/static/{path}, or a signed link from /sys/common/fileLink. */
  path: Type.String(),
  url: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  pages: Type.Integer(),
});
export type JobFile = Static<typeof JobFile>;

export const JobStatus = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: JobState,
  done: Type.Integer(),
  total: Type.Integer(),
  retryCount: Type.Integer(),
  retryLimit: Type.Integer(),
  createdOn: DateTime,
  startedOn: Nullable(DateTime),
  completedOn: Nullable(DateTime),
  /** Why the last attempt failed. */
  error: Nullable(Type.String()),
  file: Nullable(JobFile),
});
export type JobStatus = Static<typeof JobStatus>;

export const jobStatus = defineRoute({
  method: 'GET',
  url: '/jobs/:id',
  summary: 'A job the caller started: its state, progress and, once done, the file it made',
  tag,
  params: JobId,
  result: JobStatus,
});

/** Jobs of one queue in each state. */
export const QueueCounts = Type.Object({
  name: Type.String(),
  created: Type.Integer(),
  retry: Type.Integer(),
  active: Type.Integer(),
  completed: Type.Integer(),
  cancelled: Type.Integer(),
  failed: Type.Integer(),
});

export const AdminJob = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: JobState,
  retryCount: Type.Integer(),
  retryLimit: Type.Integer(),
  createdOn: DateTime,
  startedOn: Nullable(DateTime),
  completedOn: Nullable(DateTime),
  ownerId: Nullable(Type.String()),
  done: Nullable(Type.Integer()),
  total: Nullable(Type.Integer()),
  /** The process that runs it, or ran it last (host:pid). */
  worker: Nullable(Type.String()),
  error: Nullable(Type.String()),
});
export type AdminJob = Static<typeof AdminJob>;

export const adminJobs = defineRoute({
  method: 'GET',
  url: '/sys/jobs',
  summary: 'The job queues: counts per queue and state, and the jobs newest first (filter by state and queue name), paged',
  tag,
  querystring: Type.Object({
    ...Paging,
    state: Type.Optional(JobState),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: Type.Object({ counts: Type.Array(QueueCounts), jobs: PageOf(AdminJob) }),
});

export const retryJob = defineRoute({
  method: 'POST',
  url: '/sys/jobs/:id/retry',
  summary: 'Run a failed job again (one more attempt)',
  tag,
  params: JobId,
  result: AdminJob,
});

export const cancelJob = defineRoute({
  method: 'POST',
  url: '/sys/jobs/:id/cancel',
  summary: 'Cancel a job that has not ended (a running batch print stops after its current part)',
  tag,
  params: JobId,
  result: AdminJob,
});
