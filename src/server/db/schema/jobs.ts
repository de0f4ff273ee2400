/** What durable jobs keep beside pg-boss's own tables: who a job is for and how far it got, and a batch print's finished parts. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * One row per job that a user started and may follow (GET /jobs/{id}, the live channel): its owner, the
 * progress it reported and what it made. The job's state stays pg-boss's (pgboss.job).
 */
export const jobProgress = pgTable('job_progress', {
  /** pg-boss's job id. */
  jobId: text('job_id').primaryKey(),
  jobName: text('job_name').notNull(),
  ownerId: text('owner_id'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  /** The process running it now or last (host:pid), for the administrators and for handing back lost runs. */
  worker: text('worker'),
  /** What the job made, e.g. the printed file ({fileId, path, pages, size}). */
  result: jsonb('result'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  index('job_progress_owner_idx').on(t.ownerId),
  // the file list asks which batch print made a stored file
  index('job_progress_file_idx').on(sql`(${t.result} ->> 'fileId')`),
]);

/** A batch print's finished parts (one per chunk of records): a restarted job goes on after the last one. */
export const printBatchParts = pgTable('print_batch_parts', {
  jobId: text('job_id').notNull(),
  chunk: integer('chunk').notNull(),
  /** The part's PDF in file storage (removed when the batch's one PDF is made). */
  path: text('path').notNull(),
  records: integer('records').notNull(),
  pages: integer('pages').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.jobId, t.chunk] })]);
