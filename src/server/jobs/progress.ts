/** A job's owner and progress (job_progress), and the live-channel message that tells the owner. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobProgressMessage } from '../../contract/routes/jobs.ts';
import type { Db } from '../db/index.ts';
import { jobProgress } from '../db/schema/index.ts';

/** The live message's id: browsers tell job progress from notices by it. */
export const JOB_PROGRESS_MSG = 'JOB_PROGRESS';

export async function recordOwner(db: Db, jobId: string, jobName: string, ownerId: string, total: number): Promise<void> {
  await db.insert(jobProgress).values({ jobId, jobName, ownerId, total });
}

export async function progressOf(db: Db, jobId: string) {
  const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, jobId)).limit(1);
  return row;
}

/** Record how far the job got and tell its owner's open browsers. */
export async function reportProgress(
  app: FastifyInstance,
  job: { id: string; name: string },
  update: { done: number; total: number; state: JobProgressMessage['state']; text: string },
): Promise<void> {
  const [row] = await app.db
    .update(jobProgress)
    .set({ done: update.done, total: update.total, updatedAt: sql`now()` })
    .where(eq(jobProgress.jobId, job.id))
    .returning({ ownerId: jobProgress.ownerId });
  if (!row?.ownerId) return;
  const message: JobProgressMessage = { cmd: 'user', msgId: JOB_PROGRESS_MSG, msgTxt: update.text, jobId: job.id, jobName: job.name, state: update.state, done: update.done, total: update.total };
  // The live channel is a courtesy: a lost message must not fail the job (GET /jobs/{id} has the same figures).
  await app.live.publish([row.ownerId], message).catch((error: unknown) => app.log.warn({ err: error, job: job.id }, 'jobs: progress message not sent'));
}
