import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { files, jobProgress, printBatchParts, printTemplates, users } from '../../db/schema/index.ts';
import { memorySender } from '../../auth/sms.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import type { LiveMessage } from '../../live/bus.ts';
import { openTestDatabase } from '../../../../tests/server/harness.ts';
import { rowsOf } from '../sql.ts';
import { startPrintBatch } from './start.ts';
import { until } from '../../../../tests/server/until.ts';

const note = JSON.parse(readFileSync(join(process.cwd(), 'public/templates/delivery-note.data.json'), 'utf8'));
/** Delivery note number i, with `lines` lines. */
export const deliveryNote = (i: number, lines = 20) => ({ ...note, orderNo: `DN-${String(i).padStart(6, '0')}`, items: note.items.slice(0, lines) });

let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
let admin: SessionUser;
let templateId: string;

/** An app on the shared database and upload directory: a "process" that can be stopped and replaced. */
const startApp = async (): Promise<App> => {
  const config = loadConfig({ LARDER_DATA_DIR: dataDir, LARDER_DEMO: '0', LARDER_JOBS_POLL_S: '0.5' });
  const app = await buildApp({ config, database, sms: memorySender(), logger: false });
  await app.ready();
  return app;
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  dataDir = mkdtempSync(join(tmpdir(), 'larder-batch-'));
  const [user] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  admin = { id: user.id, username: user.username } as SessionUser;
  const [template] = await database.db.select().from(printTemplates).where(and(eq(printTemplates.name, '送货单'), eq(printTemplates.deleted, false)));
  templateId = template.id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const stateOf = async (id: string) => (await rowsOf<{ state: string; retryCount: number }>(database.db, sql`SELECT state, retry_count AS "retryCount" FROM pgboss.job WHERE id = ${id}::uuid`))[0];


/** The finished PDF's pages (pdfinfo) and the delivery-note numbers printed on them (pdftotext), in order. */
const inspect = (bytes: Buffer) => {
  const path = join(dataDir, `check-${Date.now()}.pdf`);
  writeFileSync(path, bytes);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1]);
  // Each page shows its note's number twice (the heading and under the barcode): one page, one number.
  const numbers = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\f')
    .filter((page) => page.trim() !== '')
    .map((page) => [...new Set(page.match(/DN-\d{6}/g) ?? [])].join(','));
  return { pages, numbers };
};

describe('batch printing', () => {
  it('prints the records in chunks into one PDF owned by the requester, reporting progress live', async () => {
    const app = await startApp();
    try {
      const messages: LiveMessage[] = [];
      const unsubscribe = app.live.subscribe(admin.id, (message) => messages.push(message));
      const id = await startPrintBatch(app, admin, { templateId, records: Array.from({ length: 5 }, (_, i) => deliveryNote(i + 1)), title: '五张送货单' }, 2);
      expect(await until(() => stateOf(id), (job) => job.state === 'completed' || job.state === 'failed')).toMatchObject({ state: 'completed' });
      unsubscribe();
      const [progress] = await database.db.select().from(jobProgress).where(eq(jobProgress.jobId, id));
      expect(progress).toMatchObject({ done: 5, total: 5, ownerId: admin.id, jobName: 'print.batch' });
      const result = progress.result as { fileId: string; path: string; pages: number; name: string };
      expect(result).toMatchObject({ pages: 5, name: '五张送货单.pdf' });
      const [file] = await database.db.select().from(files).where(eq(files.id, result.fileId));
      expect(file).toMatchObject({ path: result.path, uploadedBy: admin.id, purpose: 'document', contentType: 'application/pdf' });
      const { pages, numbers } = inspect((await app.storage.get(result.path))!);
      expect(pages).toBe(5);
      expect(numbers).toEqual(['DN-000001', 'DN-000002', 'DN-000003', 'DN-000004', 'DN-000005']);
      // the parts are gone once joined
      expect(await database.db.select().from(printBatchParts).where(eq(printBatchParts.jobId, id))).toEqual([]);
      const progressMessages = messages.filter((m) => m.msgId === 'JOB_PROGRESS' && m.jobId === id);
      expect(progressMessages.map((m) => [m.state, m.done, m.total])).toEqual([['active', 2, 5], ['active', 4, 5], ['active', 5, 5], ['completed', 5, 5]]);
      expect(progressMessages[0]).toMatchObject({ cmd: 'user', jobName: 'print.batch' });
    } finally {
      await app.close();
    }
  });

  it('a batch stopped midway resumes after its last finished chunk in the next process, printing every record once', async () => {
    const records = Array.from({ length: 300 }, (_, i) => deliveryNote(i + 1, 20));
    const first = await startApp();
    let id: string;
    let before: Array<{ chunk: number; path: string }>;
    try {
      id = await startPrintBatch(first, admin, { templateId, records, title: 'resume' }, 30);
      before = await until(
        () => database.db.select({ chunk: printBatchParts.chunk, path: printBatchParts.path }).from(printBatchParts).where(eq(printBatchParts.jobId, id)),
        (parts) => parts.length >= 3,
      );
    } finally {
      await first.close();
    }
    expect((await stateOf(id)).state).toBe('retry');
    const kept = await database.db.select({ chunk: printBatchParts.chunk, path: printBatchParts.path }).from(printBatchParts).where(eq(printBatchParts.jobId, id));
    expect(kept.length).toBeGreaterThanOrEqual(before.length);
    expect(kept.length).toBeLessThan(10);

    const second = await startApp();
    try {
      const partsSeen = new Map<number, string>();
      const job = await until(
        async () => {
          for (const part of await database.db.select().from(printBatchParts).where(eq(printBatchParts.jobId, id))) partsSeen.set(part.chunk, part.path);
          return stateOf(id);
        },
        (job) => job.state === 'completed' || job.state === 'failed',
      );
      expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
      // the chunks finished before the stop were not made again
      for (const part of kept) expect(partsSeen.get(part.chunk) ?? part.path).toBe(part.path);
      const [progress] = await database.db.select().from(jobProgress).where(eq(jobProgress.jobId, id));
      const result = progress.result as { path: string; pages: number };
      const { pages, numbers } = inspect((await second.storage.get(result.path))!);
      expect(pages).toBe(300);
      expect(result.pages).toBe(300);
      expect(numbers).toEqual(records.map((r) => r.orderNo));
    } finally {
      await second.close();
    }
  });
});
