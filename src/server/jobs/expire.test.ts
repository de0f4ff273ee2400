import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { loadConfig } from '../config.ts';
import { auditLog, files, jobProgress, printBatchParts, printTemplates, users } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { newStorageName } from '../storage/storage.ts';
import { startPrintBatch } from './print/start.ts';
import { FILES_EXPIRE } from './expire.ts';
import { rowsOf } from './sql.ts';
import { until } from '../../../tests/server/until.ts';

const note = JSON.parse(readFileSync(join(process.cwd(), 'public/templates/delivery-note.data.json'), 'utf8'));

let server: TestServer;
let admin: SessionUser;
let templateId: string;
beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5, printRetentionDays: 7 });
  const [user] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
  admin = { id: user.id, username: user.username } as SessionUser;
  const [template] = await server.database.db.select().from(printTemplates).where(and(eq(printTemplates.name, '送货单'), eq(printTemplates.deleted, false)));
  templateId = template.id;
});
afterAll(() => server.close());


/** A finished one-page batch: its job id and the PDF's file record. */
async function printedBatch(title: string) {
  const id = await startPrintBatch(server.app, admin, { templateId, records: [{ ...note, orderNo: title }], title });
  const progress = await until(
    async () => (await server.database.db.select().from(jobProgress).where(eq(jobProgress.jobId, id)))[0],
    (row) => row.result !== null,
  );
  await until(async () => (await rowsOf<{ state: string }>(server.database.db, sql`SELECT state FROM pgboss.job WHERE id = ${id}::uuid`))[0]?.state, (state) => state === 'completed');
  const [file] = await server.database.db.select().from(files).where(eq(files.id, (progress.result as { fileId: string }).fileId));
  return { id, file };
}

const backdate = (jobId: string, days: number) =>
  server.database.db.update(jobProgress).set({ updatedAt: sql`now() - make_interval(days => ${days})` }).where(eq(jobProgress.jobId, jobId));

it('is scheduled hourly, once for all processes', async () => {
  const [schedule] = await rowsOf<{ cron: string; timezone: string }>(server.database.db, sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${FILES_EXPIRE}`);
  expect(schedule).toEqual({ cron: '23 * * * *', timezone: 'UTC' });
});

it('removes print results and batch leftovers past the retention, with their records and an audit row each, and keeps the rest', async () => {
  const old = await printedBatch('OLD-1');
  const recent = await printedBatch('RECENT-1');
  await backdate(old.id, 8);
  await backdate(recent.id, 6);
  // What a batch that failed long ago left behind: its progress row and a finished part, no job any more.
  const failed = randomUUID();
  await server.database.db.insert(jobProgress).values({ jobId: failed, jobName: 'print.batch', ownerId: admin.id, total: 400, done: 200, updatedAt: sql`now() - interval '30 days'` });
  const leftover = newStorageName('pdf');
  await server.app.storage.put(leftover, Buffer.from('%PDF-1.7 part'));
  await server.database.db.insert(printBatchParts).values({ jobId: failed, chunk: 0, path: leftover, records: 200, pages: 200 });
  expect(await server.app.storage.get(old.file.path)).toBeDefined();

  const { attempted } = await server.app.jobs.sendAndWait(FILES_EXPIRE, {}, 60_000);
  expect(attempted).toBe(true);

  expect(await server.database.db.select().from(files).where(eq(files.id, old.file.id))).toEqual([]);
  expect(await server.app.storage.get(old.file.path)).toBeUndefined();
  expect(await server.database.db.select().from(jobProgress).where(eq(jobProgress.jobId, old.id))).toEqual([]);
  expect(await server.database.db.select().from(jobProgress).where(eq(jobProgress.jobId, failed))).toEqual([]);
  expect(await server.database.db.select().from(printBatchParts).where(eq(printBatchParts.jobId, failed))).toEqual([]);
  expect(await server.app.storage.get(leftover)).toBeUndefined();
  // within the retention: kept
  expect(await server.database.db.select().from(files).where(eq(files.id, recent.file.id))).toHaveLength(1);
  expect(await server.app.storage.get(recent.file.path)).toBeDefined();

  const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'print_result_expire'));
  expect(audits.find((row) => row.target === old.file.path)?.detail).toMatchObject({ jobId: old.id, ownerId: admin.id, file: { id: old.file.id, name: 'OLD-1.pdf' }, retentionDays: 7 });
  expect(audits.find((row) => row.target === failed)?.detail).toMatchObject({ jobId: failed, file: null, parts: 1 });
  expect(audits.map((row) => row.target)).not.toContain(recent.file.path);
});

it('keeps a batch that still runs or waits, however old its progress row', async () => {
  const id = await server.app.jobs.send('print.batch', { test: true }, { startAfterSeconds: 3600 });
  await server.database.db.insert(jobProgress).values({ jobId: id, jobName: 'print.batch', total: 1, updatedAt: sql`now() - interval '30 days'` });
  await server.app.jobs.sendAndWait(FILES_EXPIRE, {}, 60_000);
  expect(await server.database.db.select().from(jobProgress).where(eq(jobProgress.jobId, id))).toHaveLength(1);
});

it('reads its retention from LARDER_PRINT_RETENTION_DAYS', () => {
  expect(loadConfig({}).printRetentionDays).toBe(7);
  expect(loadConfig({ LARDER_PRINT_RETENTION_DAYS: '30' }).printRetentionDays).toBe(30);
  expect(() => loadConfig({ LARDER_PRINT_RETENTION_DAYS: 'soon' })).toThrow(/LARDER_PRINT_RETENTION_DAYS/);
});
