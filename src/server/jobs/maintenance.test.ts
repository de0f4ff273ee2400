/** The upkeep job's pruning of the scheduled jobs' run log: old runs go, recent ones stay. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobRuns } from '../db/schema/index.ts';
import { openTestDatabase } from '../../../tests/server/harness.ts';
import type { Database } from '../db/index.ts';
import { JOB_RUNS_KEEP_DAYS, pruneJobRuns } from './maintenance.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

it('deletes the runs older than the kept days and keeps the rest', async () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const run = (jobId: string, startedAt: Date) => ({ jobId, name: 'test.prune', attempt: 1, state: 'completed', startedAt });
  await database.db.insert(jobRuns).values([run('old', daysAgo(JOB_RUNS_KEEP_DAYS + 1)), run('older', daysAgo(400)), run('recent', daysAgo(JOB_RUNS_KEEP_DAYS - 1)), run('today', now)]);
  expect(await pruneJobRuns(database.db, JOB_RUNS_KEEP_DAYS, now)).toBe(2);
  const left = (await database.db.select({ jobId: jobRuns.jobId, name: jobRuns.name }).from(jobRuns)).filter((r) => r.name === 'test.prune').map((r) => r.jobId).sort();
  expect(left).toEqual(['recent', 'today']);
  expect(await pruneJobRuns(database.db, JOB_RUNS_KEEP_DAYS, now)).toBe(0);
  // keeping no days takes everything that started before now
  expect(await pruneJobRuns(database.db, 0, now)).toBe(1);
});
