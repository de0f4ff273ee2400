import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../../../tests/server/harness.ts';
import { JobQueue, type JobQueueOptions } from './queue.ts';
import { rowsOf } from './sql.ts';
import { randomUUID } from 'node:crypto';
import { jobProgress } from '../db/schema/index.ts';
import { WORKER_NAME } from './heartbeat.ts';
import { defineJob, JobInterrupted, JobSuperseded, type JobDefinition } from './registry.ts';
import { until } from '../../../tests/server/until.ts';

const logged: string[] = [];
const log = {
  info: (...args: unknown[]) => void logged.push(String(args.at(-1))),
  warn: (...args: unknown[]) => void logged.push(String(args.at(-1))),
  error: (...args: unknown[]) => void logged.push(String(args.at(-1))),
} as unknown as FastifyBaseLogger;

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const rules = { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 };
const seen: Array<{ name: string; data: unknown; attempt: number }> = [];
let failFirst = new Set<string>();
const echo = defineJob<{ text: string }>({
  name: 'test.echo',
  rules,
  async run(job) {
    seen.push({ name: job.name, data: job.data, attempt: job.retryCount });
    if (failFirst.has(job.data.text) && job.retryCount === 0) throw new Error('first attempt fails');
    return { echoed: job.data.text };
  },
});
let release: (() => void) | undefined;
const slow = defineJob<{ n: number }>({
  name: 'test.slow',
  rules,
  async run(job) {
    await new Promise<void>((resolve) => {
      release = resolve;
      job.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    if (job.signal.aborted) throw new JobInterrupted();
    return { n: job.data.n };
  },
});

const start = (overrides: Partial<JobQueueOptions> = {}, definitions: JobDefinition<any>[] = [echo, slow]) =>
  JobQueue.start({ app: {} as FastifyInstance, database, definitions, workers: true, pollingIntervalSeconds: 0.5, log, stopTimeoutMs: 5000, ...overrides });

const stateOf = async (id: string) => {
  const [row] = await rowsOf<{ state: string; retryCount: number; output: unknown }>(database.db, sql`SELECT state, retry_count AS "retryCount", output FROM pgboss.job WHERE id = ${id}::uuid`);
  return row;
};


describe('the job queue on the app database', () => {
  it('runs a job at once when it was queued in this process, and keeps its output', async () => {
    const queue = await start();
    try {
      const { id, attempted } = await queue.sendAndWait('test.echo', { text: 'hello' }, 5000);
      expect(attempted).toBe(true);
      const job = await until(() => stateOf(id), (job) => job.state === 'completed');
      expect(job.output).toEqual({ echoed: 'hello' });
    } finally {
      await queue.stop();
    }
  });

  it('a job whose completion the database refuses leaves it active and the process running', async () => {
    // jsonb refuses \u0000: pg-boss's unawaited completion statement fails, which once ended the process
    const nul = defineJob<Record<string, never>>({ name: 'test.nul', rules, async run() { return { text: 'a\u0000b' }; } });
    const queue = await start({}, [echo, nul]);
    try {
      const { id } = await queue.sendAndWait('test.nul', {}, 5000);
      await until(async () => logged.some((line) => line.includes('could not be marked done')), (found) => found);
      expect((await stateOf(id)).state).toBe('active');
      // the queue still works
      const next = await queue.send('test.echo', { text: 'after' });
      expect(await until(() => stateOf(next), (job) => job.state === 'completed')).toMatchObject({ output: { echoed: 'after' } });
    } finally {
      await queue.stop();
    }
  });

  it('retries a failed attempt after the queue\'s delay', async () => {
    failFirst = new Set(['flaky']);
    const queue = await start();
    try {
      const id = await queue.send('test.echo', { text: 'flaky' });
      const job = await until(() => stateOf(id), (job) => job.state === 'completed');
      expect(job.retryCount).toBe(1);
      expect(seen.filter((s) => (s.data as { text: string }).text === 'flaky').map((s) => s.attempt)).toEqual([0, 1]);
    } finally {
      await queue.stop();
    }
  });

  it('an API-only process (no workers) only enqueues; a worker process runs what it queued', async () => {
    const api = await start({ workers: false });
    const worker = await start();
    try {
      const { id, attempted } = await api.sendAndWait('test.echo', { text: 'from the api' }, 200);
      expect(attempted).toBe(false);
      expect(await until(() => stateOf(id), (job) => job.state === 'completed')).toMatchObject({ output: { echoed: 'from the api' } });
    } finally {
      await api.stop();
      await worker.stop();
    }
  });

  it('stopping hands a running job back, and the next process finishes it', async () => {
    const first = await start();
    const id = await first.send('test.slow', { n: 7 });
    await until(() => stateOf(id), (job) => job.state === 'active');
    await first.stop();
    expect((await stateOf(id)).state).toBe('retry');
    release = undefined;
    const second = await start();
    try {
      await until(async () => release, (r) => r !== undefined && (release!(), true));
      expect(await until(() => stateOf(id), (job) => job.state === 'completed')).toMatchObject({ output: { n: 7 }, retryCount: 1 });
    } finally {
      await second.stop();
    }
  });

  it('a run that finds its job taken over by a newer attempt neither completes nor fails it', async () => {
    let threw = false;
    const taken = defineJob<Record<string, never>>({
      name: 'test.taken',
      rules,
      heartbeat: true,
      async run(job) {
        // As when the run was handed back while alive and another worker fetched the job again.
        await database.db.execute(sql`UPDATE pgboss.job SET retry_count = retry_count + 1 WHERE id = ${job.id}::uuid`);
        threw = true;
        throw new JobSuperseded(job.retryCount + 2);
      },
    });
    const queue = await start({}, [taken]);
    try {
      const id = randomUUID();
      await database.db.insert(jobProgress).values({ jobId: id, jobName: 'test.taken', total: 1 });
      await queue.send('test.taken', {}, { id });
      await until(async () => threw, (t) => t);
      // the newer attempt still holds it: left active, whatever the old run did
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await stateOf(id)).toMatchObject({ state: 'active', retryCount: 1 });
      const [progress] = await database.db.select().from(jobProgress).where(sql`${jobProgress.jobId} = ${id}`);
      expect(progress.worker).toBe(WORKER_NAME);
      // the newer attempt completes it; the old run then lets go without touching it
      await database.db.execute(sql`UPDATE pgboss.job SET state = 'completed', completed_on = now(), output = '{"by":"newer"}' WHERE id = ${id}::uuid`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await stateOf(id)).toMatchObject({ state: 'completed', output: { by: 'newer' } });
      expect(logged).toContain('jobs: run taken over by attempt 2; leaving the job to it');
    } finally {
      await queue.stop();
    }
  });

  it('refuses a job name nobody declared', async () => {
    const queue = await start({ workers: false });
    try {
      await expect(queue.send('test.nobody', {})).rejects.toThrow(/no job 'test.nobody'/);
    } finally {
      await queue.stop();
    }
  });
});
