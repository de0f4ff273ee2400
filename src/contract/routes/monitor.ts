/**
 * Monitoring (issue 21). The menu's names come from a Java back office; here they mean: ServiceList the
 * services (database, storage, job workers, live channel, renderers), DiskInfo the data folder and uploads,
 * HttpTrace recent requests, JvmInfo the Node runtime, RedisInfo the database (PostgreSQL or PGlite),
 * SystemInfo the machine, TomcatInfo the job queue. All need monitor:service:list. GET /metrics answers
 * the same figures in the Prometheus text format (an administrator's token or LARDER_METRICS_TOKEN).
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { QueueCounts } from './jobs.ts';

const tag = 'monitor';

export const ServiceStatus = Type.Object({
  name: Type.String(),
  status: Type.Enum(['up', 'down', 'off'] as const),
  detail: Type.String(),
  latencyMs: Nullable(Type.Number()),
});
export type ServiceStatus = Static<typeof ServiceStatus>;

export const monitorServices = defineRoute({
  method: 'GET',
  url: '/monitor/services',
  summary: 'The services this instance relies on, each up, down or off, with a probe time',
  tag,
  result: Type.Object({ at: DateTime, services: Type.Array(ServiceStatus) }),
});

export const monitorDisk = defineRoute({
  method: 'GET',
  url: '/monitor/disk',
  summary: 'The disk of the data folder (total, free), what the data folder holds, and uploaded files by purpose and storage',
  tag,
  result: Type.Object({
    at: DateTime,
    dataDir: Type.String(),
    totalBytes: Type.Number(),
    freeBytes: Type.Number(),
    dataBytes: Type.Number(),
    /** The folder walk stopped at its limit: dataBytes is a lower bound. */
    dataPartial: Type.Boolean(),
    uploads: Type.Array(Type.Object({ purpose: Type.String(), storage: Type.String(), files: Type.Integer(), bytes: Type.Number() })),
  }),
});

export const TraceRecord = Type.Object({
  at: DateTime,
  method: Type.String(),
  path: Type.String(),
  status: Type.Integer(),
  ms: Type.Number(),
  user: Nullable(Type.String()),
});
export type TraceRecord = Static<typeof TraceRecord>;

export const monitorTrace = defineRoute({
  method: 'GET',
  url: '/monitor/http-trace',
  summary: 'Recent requests, newest first (sampled, kept in memory, bounded): method, path (secrets in the query hidden), status, time, user',
  tag,
  querystring: Type.Object({ path: Type.Optional(Type.String({ maxLength: 200 })), minStatus: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })) }),
  result: Type.Object({ capacity: Type.Integer(), sampleRate: Type.Number(), seen: Type.Integer(), records: Type.Array(TraceRecord) }),
});

export const monitorTraceSampling = defineRoute({
  method: 'PUT',
  url: '/monitor/http-trace/sampling',
  summary: 'Set the share of API requests the HTTP trace keeps (percent, stored in config key SYS_CONFIG_TRACE_SAMPLE_PERCENT, applied in every instance); needs system:config:edit',
  tag,
  body: Type.Object({ percent: Type.Integer({ minimum: 0, maximum: 100 }) }),
  result: Type.Object({ percent: Type.Integer() }),
});

export const RuntimeSample = Type.Object({
  at: DateTime,
  node: Type.String(),
  pid: Type.Integer(),
  uptimeS: Type.Number(),
  rss: Type.Number(),
  heapUsed: Type.Number(),
  heapTotal: Type.Number(),
  external: Type.Number(),
  /** Event-loop delay since the last sample, ms. */
  loopMeanMs: Type.Number(),
  loopP99Ms: Type.Number(),
  loopMaxMs: Type.Number(),
  handles: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer() })),
  gcCount: Type.Integer(),
  gcTotalMs: Type.Number(),
});
export type RuntimeSample = Static<typeof RuntimeSample>;

export const monitorRuntime = defineRoute({
  method: 'GET',
  url: '/monitor/runtime',
  summary: 'The Node runtime: memory, heap, event-loop delay, active handles and garbage collection',
  tag,
  result: RuntimeSample,
});

export const monitorDatabase = defineRoute({
  method: 'GET',
  url: '/monitor/database',
  summary: 'The database: kind, size, connections, the largest tables and slow statements (pg_stat_statements when installed, else running statements from pg_stat_activity)',
  tag,
  result: Type.Object({
    at: DateTime,
    kind: Type.String(),
    version: Type.String(),
    sizeBytes: Type.Number(),
    connections: Type.Object({ total: Type.Integer(), active: Type.Integer(), idle: Type.Integer(), max: Nullable(Type.Integer()) }),
    tables: Type.Array(Type.Object({ name: Type.String(), bytes: Type.Number(), rows: Type.Number() })),
    slowSource: Type.String(),
    slow: Type.Array(Type.Object({ query: Type.String(), ms: Type.Number(), calls: Nullable(Type.Number()) })),
  }),
});

export const SystemSample = Type.Object({
  at: DateTime,
  hostname: Type.String(),
  platform: Type.String(),
  arch: Type.String(),
  cpus: Type.Integer(),
  load: Type.Array(Type.Number()),
  /** Busy share of all CPUs since the last sample, 0–100. */
  cpuPercent: Type.Number(),
  totalMem: Type.Number(),
  freeMem: Type.Number(),
  uptimeS: Type.Number(),
});
export type SystemSample = Static<typeof SystemSample>;

export const monitorSystem = defineRoute({
  method: 'GET',
  url: '/monitor/system',
  summary: 'The machine: load, CPU use, memory, uptime',
  tag,
  result: SystemSample,
});

export const monitorQueue = defineRoute({
  method: 'GET',
  url: '/monitor/queue',
  summary: 'The job queue: jobs per queue and state (queued, active, failed …) and whether this instance runs workers',
  tag,
  result: Type.Object({ at: DateTime, workers: Type.Boolean(), queues: Type.Array(QueueCounts) }),
});

export const metrics = defineRoute({
  method: 'GET',
  url: '/metrics',
  summary: 'The monitoring figures in the Prometheus text format: send a platform administrator\'s X-Access-Token or Authorization: Bearer LARDER_METRICS_TOKEN',
  tag,
  raw: { contentType: 'text/plain; version=0.0.4', description: 'Prometheus exposition format 0.0.4' },
});
