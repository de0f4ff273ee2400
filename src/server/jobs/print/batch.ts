/**
 * Batch printing (`print.batch`): a list of records × a template → one PDF. The records are rendered in
 * chunks in the render processes; each finished chunk is kept (file storage + print_batch_parts), so a job
 * that is stopped or fails goes on after its last finished chunk instead of starting over. The parts are
 * joined in a thread of their own and the PDF is kept as a file owned by whoever asked for it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import type { Db } from '../../db/index.ts';
import { files, jobProgress, printBatchParts } from '../../db/schema/index.ts';
import { newStorageName } from '../../storage/storage.ts';
import { progressOf, reportProgress } from '../progress.ts';
import { rowsOf } from '../sql.ts';
import { defineJob, JobInterrupted, JobSuperseded, type RunningJob } from '../registry.ts';
import { mergePdfs } from './merge.ts';

export const PRINT_BATCH = 'print.batch';

export interface PrintBatchPayload {
  templateId: string;
  /** The batch's input in file storage: {template, records} as JSON, the template as it was when the batch was asked for. */
  inputPath: string;
  total: number;
  chunkSize: number;
  title: string;
  /** One clock for every chunk, so a resumed batch prints the same dates. */
  now: number;
  timezoneOffset: number;
  /** The user id the PDF belongs to. */
  requestedBy: string;
}

/** What a finished batch made (job_progress.result and the job's output). */
export interface PrintBatchResult {
  fileId: string;
  path: string;
  name: string;
  size: number;
  pages: number;
}

/** Records per render: big enough to keep the threads busy, small enough that a lost chunk costs little. */
export const PRINT_CHUNK_RECORDS = 200;
/** Pages one chunk may have (the render process holds a chunk's PDF in memory). */
const MAX_CHUNK_PAGES = 5000;
/** A render pool that is full (RENDER_BUSY) is waited for, this long at a time, this many times. */
const BUSY_WAIT_MS = 1000;
const BUSY_TRIES = 30;

export const printBatchJob = defineJob<PrintBatchPayload>({
  name: PRINT_BATCH,
  // A stopped process hands the batch back, a killed one's batch is handed back when its heartbeat goes
  // stale: retries cover restarts and crashes as well as failures. The run time is only the outer bound.
  rules: { retryLimit: 5, retryDelay: 2, retryBackoff: false, expireInSeconds: 2 * 3600 },
  heartbeat: true,
  run: runPrintBatch,
});

async function runPrintBatch(job: RunningJob<PrintBatchPayload>, app: FastifyInstance): Promise<PrintBatchResult> {
  const { data } = job;
  const progress = await progressOf(app.db, job.id);
  // Made already (the process stopped between keeping the file and completing the job).
  if (progress?.result) return progress.result as PrintBatchResult;

  const input = await app.storage.get(data.inputPath);
  if (!input) throw new Error(`the batch's input ${data.inputPath} is gone`);
  const { template, records } = JSON.parse(input.toString('utf8')) as { template: unknown; records: unknown[] };
  const chunks = Math.ceil(records.length / data.chunkSize);
  const kept = new Set((await app.db.select({ chunk: printBatchParts.chunk }).from(printBatchParts).where(eq(printBatchParts.jobId, job.id))).map((part) => part.chunk));

  for (let chunk = 0; chunk < chunks; chunk++) {
    if (kept.has(chunk)) continue;
    await stopIfAsked(app, job);
    const slice = records.slice(chunk * data.chunkSize, (chunk + 1) * data.chunkSize);
    const { pdf, pageCount } = await renderChunk(app, job, { template, data: slice, title: data.title, now: data.now, timezoneOffset: data.timezoneOffset, maxPages: MAX_CHUNK_PAGES, userCode: true });
    const path = newStorageName('pdf');
    await app.storage.put(path, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    const [part] = await app.db.insert(printBatchParts).values({ jobId: job.id, chunk, path, records: slice.length, pages: pageCount }).onConflictDoNothing().returning();
    // Another worker finished this chunk meanwhile (the job was run twice): keep its part, drop ours.
    if (!part) await app.storage.delete(path);
    const printed = Math.min((chunk + 1) * data.chunkSize, records.length);
    await reportProgress(app, job, { done: printed, total: records.length, state: 'active', text: `批量打印：${printed}/${records.length}` });
  }

  await stopIfAsked(app, job);
  const parts = await app.db.select().from(printBatchParts).where(eq(printBatchParts.jobId, job.id)).orderBy(asc(printBatchParts.chunk));
  const bytes = await Promise.all(
    parts.map(async (part) => {
      const pdf = await app.storage.get(part.path);
      if (!pdf) throw new Error(`part ${part.chunk} of batch ${job.id} is gone from file storage`);
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    }),
  );
  const merged = await mergePdfs(bytes, data.title);
  const path = newStorageName('pdf');
  const name = `${data.title}.pdf`;
  await app.storage.put(path, Buffer.from(merged.pdf.buffer, merged.pdf.byteOffset, merged.pdf.byteLength));
  let result: PrintBatchResult | undefined;
  try {
    await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // The PDF is recorded by the one run that still holds the job: a run handed back while it was merely
      // slow (its heartbeat missed) and taken over must not make a second file.
      await assertCurrent(db, job, sql`FOR UPDATE`);
      const [file] = await db
        .insert(files)
        .values({ path, originalName: name, contentType: 'application/pdf', size: merged.pdf.byteLength, storage: app.storage.kind, uploadedBy: data.requestedBy, purpose: 'document' })
        .returning({ id: files.id });
      result = { fileId: file.id, path, name, size: merged.pdf.byteLength, pages: merged.pageCount };
      await db.update(jobProgress).set({ result, updatedAt: sql`now()` }).where(eq(jobProgress.jobId, job.id));
    });
  } catch (error) {
    await app.storage.delete(path).catch(() => {}); // no bytes without their record
    throw error;
  }
  await reportProgress(app, job, { done: records.length, total: records.length, state: 'completed', text: `批量打印完成：${name}` });
  // The parts and the input served their purpose; what fails to go here is left for the file expiry job.
  await app.db.delete(printBatchParts).where(eq(printBatchParts.jobId, job.id));
  for (const part of parts) await app.storage.delete(part.path).catch(() => {});
  await app.storage.delete(data.inputPath).catch(() => {});
  return result!;
}

/** Render one chunk; a full render pool is waited for, the process stopping abandons the chunk (it is rendered again on resume). */
async function renderChunk(app: FastifyInstance, job: RunningJob<PrintBatchPayload>, request: Parameters<FastifyInstance['renders']['render']>[0]) {
  for (let tries = 1; ; tries++) {
    // A signal per render: the pool leaves its listeners on the signal it is given, the job's lives long.
    const stop = new AbortController();
    const onStop = () => stop.abort();
    job.signal.addEventListener('abort', onStop, { once: true });
    try {
      return await app.renders.render(request, stop.signal);
    } catch (error) {
      if (job.signal.aborted) throw new JobInterrupted();
      if (!(error instanceof ApiError && error.code === 'RENDER_BUSY') || tries >= BUSY_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
    } finally {
      job.signal.removeEventListener('abort', onStop);
    }
  }
}

/**
 * Between chunks: the process is stopping (hand the job back), an administrator cancelled it, or the run
 * was handed back and another attempt holds the job now (stop quietly).
 */
async function stopIfAsked(app: FastifyInstance, job: RunningJob<PrintBatchPayload>): Promise<void> {
  if (job.signal.aborted) throw new JobInterrupted();
  await assertCurrent(app.db, job);
}

/** This run still holds the job: it is active, in this run's attempt. */
async function assertCurrent(db: Db, job: RunningJob<PrintBatchPayload>, lock = sql``): Promise<void> {
  const [row] = await rowsOf<{ state: string; retryCount: number }>(db, sql`SELECT state, retry_count AS "retryCount" FROM pgboss.job WHERE name = ${job.name} AND id = ${job.id}::uuid ${lock}`);
  if (row && row.state !== 'active') throw new JobCancelled(row.state);
  if (row && row.retryCount !== job.retryCount) throw new JobSuperseded(row.retryCount + 1);
}

/** The job is no longer active (cancelled): pg-boss keeps its state as it is when the handler throws. */
export class JobCancelled extends Error {
  constructor(state: string) {
    super(`the job is ${state}; stopped`);
  }
}
