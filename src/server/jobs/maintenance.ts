/**
 * Database upkeep (`database.maintain`, every 30 minutes, once across all processes): folds the delta rows of the
 * order-line counters, the goods ledger's months and the suppliers' categories (src/server/db/lineCounts.ts) and, on the embedded database, which runs no
 * autovacuum, VACUUM ANALYZE so dead rows go and the planner's statistics follow the data. It also drops the
 * scheduled jobs' run log (job_runs) older than JOB_RUNS_KEEP_DAYS, first, so the vacuum takes those rows too.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { maintainDatabase } from '../db/lineCounts.ts';
import { jobRuns } from '../db/schema/index.ts';
import { defineJob } from './registry.ts';

export const DATABASE_MAINTAIN = 'database.maintain';

export const databaseMaintainJob = defineJob<Record<string, never>>({
  name: DATABASE_MAINTAIN,
  rules: { retryLimit: 1, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600, policy: 'stately' },
  schedule: '*/30 * * * *',
  run: async (_job, app) => {
    const jobRunsPruned = await pruneJobRuns(app.database.db);
    return { ...(await maintainDatabase(app.database)), jobRunsPruned };
  },
});

/** How long the run log of scheduled jobs (定时任务's last runs) is kept. */
export const JOB_RUNS_KEEP_DAYS = 30;

/** Delete job runs that started more than `keepDays` before `now`; answers how many went. */
export async function pruneJobRuns(db: Db, keepDays = JOB_RUNS_KEEP_DAYS, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const gone = await db.delete(jobRuns).where(lt(jobRuns.startedAt, cutoff)).returning({ id: jobRuns.id });
  return gone.length;
}
