/**
 * Runs that outlive a crash: a process killed mid-job (SIGKILL, out of memory, a lost machine) leaves its
 * job 'active' in pg-boss, which would expire it only after the queue's whole run time (hours for a batch
 * print). Jobs that keep a heartbeat instead refresh job_progress.updated_at while they run, whatever their
 * chunks take; every worker process looks for active runs whose heartbeat has gone stale and hands them
 * back to the queue as a failed attempt, so any worker (the restarted one or another) takes them over and
 * resumes from what they kept.
 */
import { hostname } from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { jobProgress } from '../db/schema/index.ts';
import { rowsOf } from './sql.ts';

/** This process, as job_progress.worker names it. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

/** Refresh the run's heartbeat (and name this process as its worker) every `everyMs` until the returned function is called. */
export function keepAlive(db: Db, jobId: string, everyMs: number, onError: (error: unknown) => void): () => void {
  const beat = () => db.update(jobProgress).set({ updatedAt: sql`now()`, worker: WORKER_NAME }).where(eq(jobProgress.jobId, jobId)).then(() => undefined, onError);
  void beat();
  const timer = setInterval(beat, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Hand back the active runs of `names` whose heartbeat (and start) is older than `staleSeconds`: each
 * becomes a failed attempt, retried at once while it has retries left (pg-boss counts the attempt when
 * the job is fetched again). One statement: two processes reclaiming at once hand a run back once, and
 * a run fetched again meanwhile has a fresh start and is left alone.
 */
export async function reclaimStale(db: Db, names: readonly string[], staleSeconds: number): Promise<Array<{ id: string; name: string; state: string }>> {
  if (names.length === 0) return [];
  const message = `the worker stopped answering (no heartbeat for ${staleSeconds} s): handed back`;
  const willRetry = sql`j.retry_count < j.retry_limit`;
  return rowsOf(
    db,
    sql`UPDATE pgboss.job j SET
        state = CASE WHEN ${willRetry} THEN 'retry'::pgboss.job_state ELSE 'failed'::pgboss.job_state END,
        start_after = CASE WHEN ${willRetry} THEN now() ELSE j.start_after END,
        completed_on = CASE WHEN ${willRetry} THEN NULL ELSE now() END,
        output = jsonb_build_object('message', ${message}::text)
      FROM ${jobProgress} p
      WHERE p.job_id = j.id::text
        AND ${inArray(sql`j.name`, [...names])}
        AND j.state = 'active'
        AND j.started_on < now() - make_interval(secs => ${staleSeconds})
        AND p.updated_at < now() - make_interval(secs => ${staleSeconds})
      RETURNING j.id::text AS id, j.name, j.state::text AS state`,
  );
}
