/**
 * Jobs (issue 15): POST /jobs/print-batch starts a batch print, GET /jobs/{id} follows a job the caller
 * started; /sys/jobs is the queue's administration (counts, recent jobs, retry, cancel).
 */
import type { FastifyInstance } from 'fastify';
import { adminJobs, cancelJob, jobStatus, printBatch, PRINT_BATCH_BODY_MB, retryJob } from '../../../contract/routes/jobs.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { findJob, listJobs, queueCounts } from '../../jobs/admin.ts';
import { startPrintBatch } from '../../jobs/print/start.ts';
import { progressOf } from '../../jobs/progress.ts';

const ENDED = new Set(['completed', 'cancelled', 'failed']);

export default async function jobRoutes(app: FastifyInstance): Promise<void> {
  addRoute(app, printBatch, { config: { perm: PERMS.templateList }, bodyLimit: PRINT_BATCH_BODY_MB * 1024 * 1024 }, async (request) => {
    const jobId = await startPrintBatch(app, request.user!, request.body);
    return ok({ jobId });
  });

  addRoute(app, jobStatus, {}, async (request) => {
    const progress = await progressOf(app.db, request.params.id);
    // Another user's job is "not found", never "forbidden".
    if (!progress || progress.ownerId !== request.user!.id) fail('JOB_NOT_FOUND');
    const job = await findJob(app.db, progress.jobId);
    if (!job) fail('JOB_NOT_FOUND');
    const made = progress.result as { fileId: string; path: string; name: string; size: number; pages: number } | null;
    return ok({
      id: job.id,
      name: job.name,
      state: job.state,
      done: progress.done,
      total: progress.total,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      createdOn: job.createdOn,
      startedOn: job.startedOn,
      completedOn: job.completedOn,
      error: job.error,
      file: made ? { ...made, url: `${app.config.apiBase}/sys/common/static/${made.path}` } : null,
    });
  });

  addRoute(app, adminJobs, { config: { perm: PERMS.jobManage } }, async (request) => {
    const { current, size, offset } = paging(request.query);
    const [counts, jobs] = await Promise.all([queueCounts(app.db), listJobs(app.db, { state: request.query.state, name: request.query.name, offset, limit: size })]);
    return ok({ counts, jobs: page(jobs.records, jobs.total, current, size) });
  });

  addRoute(app, retryJob, { config: { perm: PERMS.jobManage } }, async (request) => {
    const job = await findJob(app.db, request.params.id);
    if (!job) fail('JOB_NOT_FOUND');
    if (job.state !== 'failed') fail('JOB_NOT_RETRIABLE', { state: job.state });
    await app.jobs.boss.retry(job.name, job.id);
    app.jobs.nudge(job.name);
    await audit(app.db, request, 'job_retry', job.id, { name: job.name });
    return ok((await findJob(app.db, job.id))!);
  });

  addRoute(app, cancelJob, { config: { perm: PERMS.jobManage } }, async (request) => {
    const job = await findJob(app.db, request.params.id);
    if (!job) fail('JOB_NOT_FOUND');
    if (ENDED.has(job.state)) fail('JOB_NOT_CANCELLABLE', { state: job.state });
    await app.jobs.boss.cancel(job.name, job.id);
    await audit(app.db, request, 'job_cancel', job.id, { name: job.name });
    return ok((await findJob(app.db, job.id))!);
  });
}
