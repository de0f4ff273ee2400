/** Asking for a batch print: the template checked, the input kept in file storage, the job queued for its owner. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRINT_BATCH_MAX_RECORDS } from '../../../contract/routes/jobs.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { jobProgress } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
// The template visibility rule (shared or the caller's own) is the print feature's; it should move below routes/.
import { findVisibleTemplate } from '../../auth/templates.ts';
import { MB, toMB, usedBytes } from '../../auth/quota.ts';
import { newStorageName } from '../../storage/storage.ts';
import { recordOwner } from '../progress.ts';
import { PRINT_BATCH, PRINT_CHUNK_RECORDS, type PrintBatchPayload } from './batch.ts';

export interface PrintBatchRequest {
  templateId: string;
  records: unknown[];
  title?: string;
  timezoneOffset?: number;
}

/**
 * Queue a batch print for `user`; the job's id. `chunkSize` is for tests.
 *
 * The PDF becomes the user's file and counts toward their quota like an upload. Its size is not known
 * until it is made, and a batch refused at its end would waste all its rendering: so a batch is refused
 * up front when the quota is already used up, and one that is accepted is always kept (it may take the
 * user past the quota until print results expire, LARDER_PRINT_RETENTION_DAYS).
 */
export async function startPrintBatch(app: FastifyInstance, user: SessionUser, request: PrintBatchRequest, chunkSize = PRINT_CHUNK_RECORDS): Promise<string> {
  if (request.records.length > PRINT_BATCH_MAX_RECORDS) fail('PRINT_BATCH_TOO_MANY', { max: PRINT_BATCH_MAX_RECORDS });
  const used = await usedBytes(app.db, user.id);
  if (used >= app.config.uploadQuotaMB * MB) fail('PRINT_BATCH_QUOTA_EXCEEDED', { used: toMB(used), quota: app.config.uploadQuotaMB, days: app.config.printRetentionDays });
  const template = await findVisibleTemplate(app.db, request.templateId, user);
  const now = Date.now();
  const inputPath = newStorageName('json');
  await app.storage.put(inputPath, Buffer.from(JSON.stringify({ template: template.body, records: request.records })));
  const id = randomUUID();
  const payload: PrintBatchPayload = {
    templateId: template.id,
    inputPath,
    total: request.records.length,
    chunkSize,
    title: request.title ?? template.name,
    now,
    timezoneOffset: request.timezoneOffset ?? -new Date(now).getTimezoneOffset(),
    requestedBy: user.id,
  };
  try {
    await recordOwner(app.db, id, PRINT_BATCH, user.id, request.records.length);
    await app.jobs.send(PRINT_BATCH, payload, { id });
  } catch (error) {
    await app.db.delete(jobProgress).where(eq(jobProgress.jobId, id)).catch(() => {});
    await app.storage.delete(inputPath).catch(() => {});
    throw error;
  }
  return id;
}
