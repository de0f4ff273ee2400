/**
 * Monitoring (issue 21): services, disk, HTTP trace, Node runtime, database, system and job queue figures
 * for the monitoring screens (monitor:service:list), and GET /metrics in the Prometheus text format for a
 * platform administrator's token (the same permission) or `Authorization: Bearer <LARDER_METRICS_TOKEN>`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metrics, monitorDatabase, monitorDisk, monitorQueue, monitorRuntime, monitorServices, monitorSystem, monitorTrace, type ServiceStatus } from '../../../contract/routes/monitor.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { files } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { DURATION_BUCKETS } from '../../http/trace.ts';
import { queueCounts } from '../../jobs/admin.ts';
import { databaseFigures } from './database.ts';
import { exposition, type Family } from './prometheus.ts';
import { diskOf, startSamplers } from './samplers.ts';
import { traceSampling } from './sampling.ts';

const now = () => new Date().toISOString();
const sameSecret = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export default async function monitorRoutes(app: FastifyInstance): Promise<void> {
  const samplers = startSamplers();
  app.addHook('onClose', async () => samplers.stop());
  const perm = { config: { perm: PERMS.serviceList } };

  const probe = async (name: string, check: () => Promise<string>): Promise<ServiceStatus> => {
    const started = performance.now();
    try {
      const detail = await check();
      return { name, status: 'up', detail, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch (error) {
      return { name, status: 'down', detail: String((error as Error)?.message ?? error).slice(0, 300), latencyMs: null };
    }
  };

  const services = async (): Promise<ServiceStatus[]> => {
    const render = app.renders.load();
    return [
      await probe('database', async () => {
        await app.db.execute(sql`SELECT 1`);
        return app.database.kind;
      }),
      await probe('storage', async () => {
        await app.storage.get('19700101/monitorprobe.txt');
        return app.storage.kind;
      }),
      app.jobs.workers
        ? await probe('jobs', async () => `${(await queueCounts(app.db)).length} queues`)
        : { name: 'jobs', status: 'off', detail: 'LARDER_JOBS=0 (enqueue only)', latencyMs: null },
      { name: 'live', status: 'up', detail: `${app.live.receivers()} sockets`, latencyMs: null },
      { name: 'render', status: 'up', detail: `${render.threads} processes, ${render.active} active, ${render.queued} queued`, latencyMs: null },
      { name: 'mail', status: app.config.smtpUrl ? 'up' : 'off', detail: app.config.smtpUrl ? new URL(app.config.smtpUrl).host : 'log only (LARDER_SMTP_URL not set)', latencyMs: null },
    ];
  };

  addRoute(app, monitorServices, perm, async () => ok({ at: now(), services: await services() }));

  addRoute(app, monitorDisk, perm, async () => {
    const disk = await diskOf(app.config.dataDir);
    const uploads = await app.db
      .select({ purpose: files.purpose, storage: files.storage, files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.size}), 0)::float8` })
      .from(files)
      .groupBy(files.purpose, files.storage)
      .orderBy(files.purpose, files.storage);
    return ok({ at: now(), dataDir: app.config.dataDir, ...disk, uploads });
  });

  addRoute(app, monitorTrace, perm, async (request) => {
    const { path, minStatus } = request.query;
    const records = app.requestTrace.records().filter((record) => (!path || record.path.includes(path)) && (!minStatus || record.status >= minStatus));
    return ok({ capacity: app.requestTrace.capacity, sampleRate: app.requestTrace.sampleRate, seen: app.requestTrace.seen, records });
  });

  await traceSampling(app);

  addRoute(app, monitorRuntime, perm, async () => ok(samplers.runtime()));
  addRoute(app, monitorDatabase, perm, async () => ok({ at: now(), ...(await databaseFigures(app.database)) }));
  addRoute(app, monitorSystem, perm, async () => ok(samplers.system()));
  addRoute(app, monitorQueue, perm, async () => ok({ at: now(), workers: app.jobs.workers, queues: await queueCounts(app.db) }));

  const mayScrape = async (request: FastifyRequest): Promise<boolean> => {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer && app.config.metricsToken && sameSecret(bearer, app.config.metricsToken)) return true;
    return !!request.user && (await hasPermission(app.db, request.user.id, PERMS.serviceList));
  };

  // Public as a route (Prometheus sends no session); the handler admits the bearer secret or an administrator.
  addRoute(app, metrics, { config: { public: true } }, async (request, reply) => {
    if (!(await mayScrape(request))) fail('METRICS_UNAUTHORIZED');
    const runtime = samplers.runtime();
    const system = samplers.system();
    const queues = await queueCounts(app.db);
    const database = await databaseFigures(app.database).catch(() => undefined);
    const gauge = (name: string, help: string, value: number): Family => ({ name, help, type: 'gauge', samples: [{ value }] });
    const trace = app.requestTrace;
    const families: Family[] = [
      gauge('larder_up', 'The server answers', 1),
      gauge('larder_process_uptime_seconds', 'Seconds since the process started', runtime.uptimeS),
      gauge('larder_process_resident_memory_bytes', 'Resident set size', runtime.rss),
      gauge('larder_nodejs_heap_used_bytes', 'V8 heap in use', runtime.heapUsed),
      gauge('larder_nodejs_heap_total_bytes', 'V8 heap reserved', runtime.heapTotal),
      gauge('larder_nodejs_eventloop_delay_p99_seconds', 'Event-loop delay, 99th percentile since the last sample', runtime.loopP99Ms / 1000),
      { name: 'larder_nodejs_gc_total', help: 'Garbage collections since start', type: 'counter', samples: [{ value: runtime.gcCount }] },
      { name: 'larder_nodejs_active_resources', help: 'Active handles and requests by type', type: 'gauge', samples: runtime.handles.map((h) => ({ labels: { type: h.type }, value: h.count })) },
      { name: 'larder_system_load', help: 'Load average', type: 'gauge', samples: system.load.map((value, i) => ({ labels: { period: ['1m', '5m', '15m'][i] }, value })) },
      gauge('larder_system_memory_free_bytes', 'Free memory of the machine', system.freeMem),
      gauge('larder_system_memory_total_bytes', 'Memory of the machine', system.totalMem),
      {
        name: 'larder_http_requests_total', help: 'API requests by method and status', type: 'counter',
        samples: [...trace.counts].map(([key, value]) => {
          const [method, status] = key.split(' ');
          return { labels: { method, status }, value };
        }),
      },
      {
        name: 'larder_http_request_duration_seconds', help: 'API request durations', type: 'histogram',
        samples: [
          ...DURATION_BUCKETS.map((bound, i) => ({ suffix: '_bucket', labels: { le: String(bound) }, value: trace.buckets[i] })),
          { suffix: '_bucket', labels: { le: '+Inf' }, value: trace.seen },
          { suffix: '_sum', value: Math.round(trace.durationSum * 1e6) / 1e6 },
          { suffix: '_count', value: trace.seen },
        ],
      },
      {
        name: 'larder_jobs', help: 'Jobs per queue and state', type: 'gauge',
        samples: queues.flatMap((queue) => (['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const).map((state) => ({ labels: { queue: queue.name, state }, value: queue[state] }))),
      },
      gauge('larder_live_sockets', 'Open live-channel sockets on this instance', app.live.receivers()),
    ];
    if (database) {
      families.push(gauge('larder_database_size_bytes', 'Size of the database', database.sizeBytes));
      families.push({ name: 'larder_database_connections', help: 'Connections to the database by state', type: 'gauge', samples: [{ labels: { state: 'active' }, value: database.connections.active }, { labels: { state: 'idle' }, value: database.connections.idle }] });
    }
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(exposition(families));
  });
}
