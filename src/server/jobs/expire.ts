/**
 * Expiring old print results (`files.expire`, scheduled hourly, once across all processes): a batch print's
 * PDF is a download, kept LARDER_PRINT_RETENTION_DAYS (default 7) after the batch ended and then removed
 * with its file record and its job's progress row; what a batch that failed or was cancelled left behind
 * (its input, its finished parts) goes after the same time. Uploaded files are the business's records
 * (contracts, images, templates point at them) and are never expired here.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditSystem } from '../auth/audit.ts';
import type { Db } from '../db/index.ts';
import { files, jobProgress, printBatchParts } from '../db/schema/index.ts';
import { PRINT_BATCH, type PrintBatchResult } from './print/batch.ts';
import { defineJob } from './registry.ts';
import { rowsOf } from './sql.ts';

export const FILES_EXPIRE = 'files.expire';
/** Batches handled per transaction. */
const BATCH = 100;

export interface ExpirySummary {
  /** Batches whose leftovers went. */
  jobs: number;
  /** Print results (files) removed, and their bytes. */
  files: number;
  bytes: number;
}

/** Parameters an administrator may give the schedule: `days` overrides LARDER_PRINT_RETENTION_DAYS. */
export const filesExpireJob = defineJob<{ days?: unknown }>({
  name: FILES_EXPIRE,
  rules: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600 },
  schedule: '23 * * * *',
  run: (job, app) => {
    const days = Number(job.data?.days);
    return expireOldPrintResults(app, Number.isFinite(days) && days > 0 ? days : app.config.printRetentionDays);
  },
});

/** Remove the print results and batch leftovers of batches that ended more than `days` ago. */
export async function expireOldPrintResults(app: FastifyInstance, days: number): Promise<ExpirySummary> {
  const summary: ExpirySummary = { jobs: 0, files: 0, bytes: 0 };
  for (;;) {
    // Ended: its pg-boss job is completed, cancelled or failed, or gone (archived and deleted) altogether.
    const old = await rowsOf<{ jobId: string; ownerId: string | null; result: PrintBatchResult | null; inputPath: string | null }>(
      app.db,
      sql`SELECT p.job_id AS "jobId", p.owner_id AS "ownerId", p.result,
          coalesce((SELECT j.data->>'inputPath' FROM pgboss.job j WHERE j.id::text = p.job_id),
                   (SELECT a.data->>'inputPath' FROM pgboss.archive a WHERE a.id::text = p.job_id)) AS "inputPath"
        FROM ${jobProgress} p
        WHERE p.job_name = ${PRINT_BATCH}
          AND p.updated_at < now() - make_interval(days => ${days})
          AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id::text = p.job_id AND j.state < 'completed')
        ORDER BY p.updated_at LIMIT ${BATCH}`,
    );
    if (old.length === 0) return summary;
    const objects: string[] = [];
    await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const ids = old.map((row) => row.jobId);
      const parts = await db.delete(printBatchParts).where(inArray(printBatchParts.jobId, ids)).returning({ jobId: printBatchParts.jobId, path: printBatchParts.path });
      for (const row of old) {
        const file = row.result ? (await db.delete(files).where(eq(files.id, row.result.fileId)).returning())[0] : undefined;
        const leftovers = parts.filter((part) => part.jobId === row.jobId).map((part) => part.path);
        if (file) objects.push(file.path);
        if (row.inputPath) objects.push(row.inputPath);
        objects.push(...leftovers);
        summary.jobs++;
        if (file) {
          summary.files++;
          summary.bytes += file.size;
        }
        await auditSystem(db, 'print_result_expire', file?.path ?? row.jobId, {
          jobId: row.jobId,
          ownerId: row.ownerId,
          file: file ? { id: file.id, name: file.originalName, size: file.size } : null,
          parts: leftovers.length,
          retentionDays: days,
        });
      }
      await db.delete(jobProgress).where(inArray(jobProgress.jobId, ids));
    });
    // The records are gone first: bytes without a record are harmless, a record without its bytes is not.
    for (const path of objects) await app.storage.delete(path).catch((error: unknown) => app.log.warn({ err: error, path }, 'jobs: an expired object was not deleted'));
  }
}
