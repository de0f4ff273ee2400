import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { jobProgress } from '../db/schema/index.ts';
import { keepAlive, reclaimStale } from './heartbeat.ts';
import { rowsOf } from './sql.ts';

let server: TestServer;
// No workers: the jobs below stay as the test puts them.
beforeAll(async () => {
  server = await startServer({ jobWorkers: false });
});
afterAll(() => server.close());

/** A print.batch job put in the state of a run: active since `startedAgoS`, its heartbeat `beatAgoS` old. */
async function run(startedAgoS: number, beatAgoS: number, retry: { count: number; limit: number } = { count: 0, limit: 5 }): Promise<string> {
  const id = await server.app.jobs.send('print.batch', { test: true });
  await server.database.db.execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now() - make_interval(secs => ${startedAgoS}),
    retry_count = ${retry.count}, retry_limit = ${retry.limit} WHERE id = ${id}::uuid`);
  await server.database.db.insert(jobProgress).values({ jobId: id, jobName: 'print.batch', total: 10, updatedAt: sql`now() - make_interval(secs => ${beatAgoS})` });
  return id;
}
const job = async (id: string) => (await rowsOf<{ state: string; error: string | null }>(server.database.db, sql`SELECT state::text, output->>'message' AS error FROM pgboss.job WHERE id = ${id}::uuid`))[0];

it('hands back a run whose heartbeat is stale, once, and leaves live and fresh runs alone', async () => {
  const lost = await run(600, 120);
  const beating = await run(600, 1);
  const justStarted = await run(1, 600);
  const lastAttempt = await run(600, 120, { count: 5, limit: 5 });
  const reclaimed = await reclaimStale(server.database.db, ['print.batch'], 60);
  expect(Object.fromEntries(reclaimed.map((r) => [r.id, r.state]))).toEqual({ [lost]: 'retry', [lastAttempt]: 'failed' });
  expect(await job(lost)).toEqual({ state: 'retry', error: 'the worker stopped answering (no heartbeat for 60 s): handed back' });
  expect((await job(beating)).state).toBe('active');
  expect((await job(justStarted)).state).toBe('active');
  // another process looking at the same moment finds nothing more to hand back
  expect(await reclaimStale(server.database.db, ['print.batch'], 60)).toEqual([]);
  // jobs without heartbeats are not looked at
  const other = await run(600, 600);
  expect(await reclaimStale(server.database.db, ['sms.send'], 60)).toEqual([]);
  expect((await job(other)).state).toBe('active');
});

it('a running job keeps its heartbeat fresh until it ends', async () => {
  const id = await run(600, 600);
  const stop = keepAlive(server.database.db, id, 100, (error) => {
    throw error;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await reclaimStale(server.database.db, ['print.batch'], 60)).map((r) => r.id)).not.toContain(id);
  expect((await job(id)).state).toBe('active');
  stop();
  const [{ age }] = await rowsOf<{ age: number }>(server.database.db, sql`SELECT extract(epoch FROM now() - updated_at)::float8 AS age FROM job_progress WHERE job_id = ${id}`);
  expect(age).toBeLessThan(60);
});
