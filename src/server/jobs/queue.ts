/**
 * Durable jobs (issue 15) on pg-boss, in the app's own PostgreSQL: on the embedded database through
 * pg-boss's `db: {executeSql}` adapter over the one PGlite connection, on a PostgreSQL server through a
 * pool of the queue's own (so job polling never waits for, or holds, the API's connections). Any number
 * of processes may work one database; LARDER_JOBS=0 makes a process that only enqueues (an API-only
 * instance): no workers, no maintenance, no cron.
 */
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/index.ts';
import { keepAlive, reclaimStale } from './heartbeat.ts';
import { JobInterrupted, JobSuperseded, type JobDefinition } from './registry.ts';
import { startRun, type RunLog } from './runs.ts';
import { applySchedules } from './schedules.ts';
import { rowsOf } from './sql.ts';

/** pg-boss's tables live in this schema, beside the app's own. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  app: FastifyInstance;
  database: Database;
  /** postgres://… of the database (PostgreSQL only); read from the open pool when absent. */
  url?: string;
  definitions: readonly JobDefinition<any>[];
  /** Run workers, maintenance and cron in this process (LARDER_JOBS, default on). */
  workers: boolean;
  /** How often an idle worker looks for work, in seconds (pg-boss: at least 0.5). */
  pollingIntervalSeconds: number;
  /** How long stopping waits for running jobs to reach a safe point (ms). */
  stopTimeoutMs?: number;
  /**
   * A run of a heartbeat job whose heartbeat is older than this (seconds) was lost with its process and is
   * handed back (LARDER_JOBS_STALE_S, default 60); heartbeats go at a sixth of it, the look for lost runs
   * at half of it.
   */
  staleSeconds?: number;
  log: FastifyBaseLogger;
}

type Adapter = PgBoss.Db & { close(): Promise<void> };

export interface SendOptions {
  /** The job's id (a uuid), when the caller must know it before the job exists. */
  id?: string;
  /** With the queue's singleton/stately policy, or throttling: one job per key. */
  singletonKey?: string;
  /** Seconds to wait before the job may start. */
  startAfterSeconds?: number;
}

export class JobQueue {
  readonly boss: PgBoss;
  readonly workers: boolean;
  readonly definitions = new Map<string, JobDefinition<any>>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly settled = new EventEmitter();
  /** Ids of the jobs this process finished lately (a waiter that registers late still learns of them). */
  private readonly recent = new Set<string>();
  private readonly stopping = new AbortController();
  private stopped?: Promise<void>;
  private reclaimTimer?: NodeJS.Timeout;

  private constructor(
    private readonly options: JobQueueOptions,
    private readonly adapter: Adapter,
  ) {
    this.workers = options.workers;
    for (const definition of options.definitions) {
      if (this.definitions.has(definition.name)) throw new Error(`job '${definition.name}' is declared twice`);
      this.definitions.set(definition.name, definition);
    }
    this.boss = new PgBoss({
      db: adapter,
      schema: JOBS_SCHEMA,
      migrate: true,
      supervise: options.workers,
      schedule: options.workers,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    });
    this.settled.setMaxListeners(0);
  }

  /** Install (or upgrade) pg-boss's schema, create every declared queue and, with workers, start working them. */
  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const adapter = options.database.kind === 'pglite' ? pgliteAdapter(options.database.pglite!, options.log) : postgresAdapter(options.url ?? connectionStringOf(options.database), options.log);
    const queue = new JobQueue(options, adapter);
    queue.boss.on('error', (error) => options.log.error({ err: error }, 'jobs: pg-boss error'));
    try {
      await queue.boss.start();
      for (const definition of queue.definitions.values()) {
        // createQueue keeps an existing queue as it is: the update brings changed rules to it.
        await queue.boss.createQueue(definition.name, { name: definition.name, ...definition.rules });
        await queue.boss.updateQueue(definition.name, { name: definition.name, ...definition.rules });
      }
      // The administrators' schedules (paused ones are not scheduled): scheduled_jobs, jobs/schedules.ts.
      if (options.workers) await applySchedules(options.database.db, queue.boss, queue.definitions.values());
      if (options.workers) {
        for (const definition of queue.definitions.values()) await queue.work(definition);
        queue.watchHeartbeats();
      }
    } catch (error) {
      await queue.stop().catch(() => {});
      throw error;
    }
    return queue;
  }

  /** Enqueue a job; its id. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`no job '${name}' is declared`);
    const id = await this.boss.send(name, data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    if (!id) throw new Error(`job '${name}' was not queued (a job with its singleton key is already waiting)`);
    this.nudge(name);
    return id;
  }

  /**
   * Enqueue a job and, when this process works its queue, wait up to `waitMs` for its first attempt to end
   * (a request that wants its job done at once in the usual case, without making the job's retries its
   * own). True when the attempt ended (done or failed, to be retried) within the time.
   */
  async sendAndWait<T extends object>(name: string, data: T, waitMs: number): Promise<{ id: string; attempted: boolean }> {
    const id = await this.send(name, data);
    if (!this.workers || this.stopping.signal.aborted) return { id, attempted: false };
    return { id, attempted: await this.attempted(id, waitMs) };
  }

  /** Wake this process's idle workers of `name` (a job was just queued) instead of waiting for their next poll. */
  nudge(name: string): void {
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  /** Stop taking work, let running jobs reach a safe point (they are handed back to be run again), close the connection. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping.abort();
      clearInterval(this.reclaimTimer);
      const timeout = this.options.stopTimeoutMs ?? 30_000;
      try {
        await this.boss.stop({ graceful: true, wait: true, close: false, timeout });
      } catch (error) {
        this.options.log.error({ err: error }, 'jobs: stopping pg-boss failed');
      }
      // A handler that outlives pg-boss's wait must not use the database after it is closed.
      await Promise.race([Promise.allSettled(this.running), new Promise((resolve) => setTimeout(resolve, timeout).unref())]);
      await this.adapter.close();
    })();
    return this.stopped;
  }

  private async work(definition: JobDefinition<any>): Promise<void> {
    const ids: string[] = [];
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      ids.push(
        await this.boss.work(definition.name, { includeMetadata: true }, async ([job]) => {
          const run = this.runOne(definition, job);
          this.running.add(run);
          try {
            return await run;
          } finally {
            this.running.delete(run);
          }
        }),
      );
    }
    this.workerIds.set(definition.name, ids);
  }

  private async runOne(definition: JobDefinition<any>, job: PgBoss.JobWithMetadata<any>): Promise<unknown> {
    const { log, app } = this.options;
    let stopBeating: (() => void) | undefined;
    let runLog: RunLog | undefined;
    try {
      // A job fetched in the moment the process began to stop goes straight back.
      if (this.stopping.signal.aborted) throw new JobInterrupted();
      const onBeatError = (error: unknown) => log.warn({ err: error, job: job.id }, 'jobs: heartbeat not recorded');
      stopBeating = definition.heartbeat ? keepAlive(this.options.database.db, job.id, (this.staleSeconds * 1000) / 6, onBeatError) : undefined;
      runLog = definition.schedule ? await startRun(this.options.database.db, log, job) : undefined;
      const output = await definition.run({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit, signal: this.stopping.signal }, app);
      await runLog?.end({ output });
      return output ?? null;
    } catch (error) {
      await runLog?.end({ error });
      if (error instanceof JobSuperseded) {
        // Its heartbeat is the newer attempt's to keep now.
        stopBeating?.();
        log.warn({ job: job.id, name: job.name, attempt: job.retryCount + 1 }, `jobs: run ${error.message}; leaving the job to it`);
        // pg-boss completes or fails the job by id when the handler returns: only once the newer attempt no
        // longer runs does that touch nothing.
        await this.whileActive(job);
        return null;
      }
      if (error instanceof JobInterrupted) log.info({ job: job.id, name: job.name }, 'jobs: handed back (stopping)');
      else log.warn({ err: error, job: job.id, name: job.name, attempt: job.retryCount + 1 }, 'jobs: attempt failed');
      throw error;
    } finally {
      stopBeating?.();
      this.recent.add(job.id);
      if (this.recent.size > 1000) this.recent.delete(this.recent.values().next().value!);
      this.settled.emit(job.id);
    }
  }

  /** Until the job is no longer active (or this process stops). */
  private async whileActive(job: { id: string; name: string }): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const [row] = await rowsOf<{ state: string }>(this.options.database.db, sql`SELECT state FROM pgboss.job WHERE name = ${job.name} AND id = ${job.id}::uuid`);
      if (row?.state !== 'active') return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  private get staleSeconds(): number {
    return this.options.staleSeconds ?? 60;
  }

  /** Look for runs lost with their process now and then, and hand them back (any worker process may). */
  private watchHeartbeats(): void {
    const names = [...this.definitions.values()].filter((definition) => definition.heartbeat).map((definition) => definition.name);
    if (names.length === 0) return;
    const look = async () => {
      try {
        for (const run of await reclaimStale(this.options.database.db, names, this.staleSeconds)) {
          this.options.log.warn({ job: run.id, name: run.name, state: run.state }, 'jobs: a run lost its worker (stale heartbeat); handed back');
          this.nudge(run.name);
        }
      } catch (error) {
        if (!this.stopping.signal.aborted) this.options.log.warn({ err: error }, 'jobs: looking for lost runs failed');
      }
    };
    void look();
    this.reclaimTimer = setInterval(look, (this.staleSeconds * 1000) / 2);
    this.reclaimTimer.unref();
  }

  private attempted(id: string, waitMs: number): Promise<boolean> {
    if (this.recent.has(id)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (attempted: boolean) => {
        clearTimeout(timer);
        this.settled.off(id, onSettled);
        resolve(attempted);
      };
      const onSettled = () => done(true);
      const timer = setTimeout(() => done(false), waitMs);
      this.settled.on(id, onSettled);
    });
  }
}

/**
 * pg-boss over the one PGlite connection. Statements without parameters may be several (pg-boss installs
 * its schema and runs maintenance as `BEGIN; …; COMMIT` scripts): they run inside a PGlite transaction,
 * which holds the connection for the whole script, so no API query can land in the middle of it or in
 * the aborted transaction a failing script would otherwise leave behind (PGlite rolls it back).
 */
function pgliteAdapter(pglite: PGlite, log: FastifyBaseLogger): Adapter {
  return tracked(async (text, values) => {
    if (!values || values.length === 0) {
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return pglite.query(text, values);
  }, async () => {}, log);
}

/** pg-boss on a PostgreSQL server: a small pool of its own, as pg-boss itself would open. */
function postgresAdapter(url: string, log: FastifyBaseLogger): Adapter {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.LARDER_JOBS_POOL ?? 4), application_name: 'larder-jobs' });
  pool.on('error', (error) => log.warn({ err: error }, 'jobs: database connection lost'));
  return tracked((text, values) => pool.query(text, values), () => pool.end(), log);
}

/**
 * pg-boss completes and fails a job without awaiting the statement (its worker's onFetch), so a rejection
 * there would be unhandled and end the process. Those commands end in `SELECT COUNT(*) FROM results`; one
 * that fails (the connection lost) or comes after close answers "none affected" instead: the job stays
 * active and is taken again after its expiry, as the job of a process that died would be.
 */
const COUNTED_COMMAND = /select\s+count\(\*\)\s+from\s+results\s*$/i;
const NONE_AFFECTED = { rows: [{ count: '0' }] };

/**
 * Every statement in flight is known, so that stopping waits for the ones pg-boss does not await (it
 * completes a job without waiting); once closed, a late statement is answered with no rows instead of
 * reaching a closed connection.
 */
function tracked(execute: (text: string, values?: unknown[]) => Promise<{ rows: any[] }>, close: () => Promise<void>, log: FastifyBaseLogger): Adapter {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      const counted = COUNTED_COMMAND.test(text);
      if (closed) return Promise.resolve(counted ? NONE_AFFECTED : { rows: [] });
      let result = execute(text, values);
      if (counted) {
        result = result.catch((error: unknown) => {
          log.warn({ err: error }, 'jobs: a job could not be marked done or failed; it is taken again after its expiry');
          return NONE_AFFECTED;
        });
      }
      inFlight.add(result);
      const forget = () => inFlight.delete(result);
      result.then(forget, forget);
      return result;
    },
    async close() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      closed = true;
      await close();
    },
  };
}

/** The connection string the app's pool was opened with (tests open databases the config does not name). */
function connectionStringOf(database: Database): string {
  const client = (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
  const url = client?.options?.connectionString;
  if (!url) throw new Error('jobs: the PostgreSQL connection string is unknown');
  return url;
}
