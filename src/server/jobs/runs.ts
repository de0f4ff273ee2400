/**
 * The run log of scheduled jobs (job_runs): one row per attempt, written as it starts and ends, so the
 * scheduled jobs screen shows what ran, how long it took and what it answered or why it failed. A log
 * that cannot be written never fails the job.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { jobRuns } from '../db/schema/index.ts';

/** What a run said, kept small (a job's output is a summary, not a data set). */
const OUTPUT_LIMIT = 4000;

export interface RunLog {
  end(outcome: { output?: unknown; error?: unknown }): Promise<void>;
}

export async function startRun(db: Db, log: FastifyBaseLogger, job: { id: string; name: string; retryCount: number }): Promise<RunLog> {
  const startedAt = new Date();
  let id: string | undefined;
  try {
    [{ id }] = await db.insert(jobRuns).values({ jobId: job.id, name: job.name, attempt: job.retryCount + 1, state: 'running', startedAt }).returning({ id: jobRuns.id });
  } catch (error) {
    log.warn({ err: error, job: job.id }, 'jobs: run not logged');
  }
  return {
    async end({ output, error }) {
      if (!id) return;
      const endedAt = new Date();
      try {
        await db.update(jobRuns).set({
          state: error === undefined ? 'completed' : 'failed',
          endedAt,
          durationMs: endedAt.getTime() - startedAt.getTime(),
          output: error === undefined ? boundedOutput(output) : null,
          error: error === undefined ? null : String((error as Error)?.message ?? error).slice(0, OUTPUT_LIMIT),
        }).where(eq(jobRuns.id, id));
      } catch (failure) {
        log.warn({ err: failure, job: job.id }, 'jobs: run end not logged');
      }
    },
  };
}

function boundedOutput(output: unknown): unknown {
  if (output === undefined) return null;
  const text = JSON.stringify(output) ?? 'null';
  return text.length <= OUTPUT_LIMIT ? output : { truncated: text.slice(0, OUTPUT_LIMIT) };
}
