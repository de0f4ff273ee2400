/**
 * A worker process killed with SIGKILL in the middle of a 1,000-document batch (issue 15's "done when"):
 * real server processes, no graceful stop. The killed run's heartbeat goes stale, the batch is handed back
 * and taken over by the next worker, which resumes from the kept parts; the final PDF has every delivery
 * note exactly once, in order. On the embedded database the taker is the restarted process on the same
 * data directory; on PostgreSQL (the DATABASE_URL pass) two processes work the queue from the start, the
 * one running the batch (job_progress.worker names it) is killed and the other takes over.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it, inject } from 'vitest';
import { spawnServer, until, type ServerProcess } from '../../../../tests/server/serverProcess.ts';
import { TEMPLATE_DB, dropDatabase as dropTestDatabase, withClient, withDatabase } from '../../../../tests/server/globalSetup.ts';

const note = JSON.parse(readFileSync(join(process.cwd(), 'public/templates/delivery-note.data.json'), 'utf8'));
const deliveryNote = (i: number) => ({ ...note, orderNo: `DN-${String(i).padStart(6, '0')}`, items: note.items.slice(0, 20) });
const DOCUMENTS = 1000;

const dir = mkdtempSync(join(tmpdir(), 'larder-crash-'));
const started: ServerProcess[] = [];
let dropDatabase = async () => {};
afterAll(async () => {
  for (const server of started) await server.kill();
  await dropDatabase();
});

/** Where the processes keep their data: a PGlite directory, or a fresh copy of the seeded PostgreSQL template. */
async function databaseEnv(): Promise<Record<string, string | undefined>> {
  const url = process.env.DATABASE_URL;
  if (!url) return { LARDER_DATA_DIR: join(dir, 'data'), LARDER_DEMO: '1', DATABASE_URL: undefined };
  const name = `larder_crash_${randomBytes(4).toString('hex')}`;
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('larderTemplateDb') || TEMPLATE_DB}`));
  dropDatabase = () => dropTestDatabase(url, name);
  return { LARDER_DATA_DIR: join(dir, 'data'), LARDER_DEMO: '0', DATABASE_URL: withDatabase(url, name) };
}

it('a worker killed mid-batch: another takes the batch over and every document is printed once', async () => {
  const env = { ...(await databaseEnv()), LARDER_JOBS_POLL_S: '0.5', LARDER_JOBS_STALE_S: '3', LARDER_UPLOAD_DIR: join(dir, 'uploads') };
  const spawnOne = async () => {
    const server = await spawnServer(env);
    started.push(server);
    return server;
  };
  const both = !!process.env.DATABASE_URL;
  const first = await spawnOne();
  const second = both ? await spawnOne() : undefined;
  let token = await first.login('admin');
  const [template] = (await first.call('GET', '/print/templates', { token, query: { name: '送货单', pageSize: '100' } })).body.result.records.filter((t: any) => t.name === '送货单');
  const records = Array.from({ length: DOCUMENTS }, (_, i) => deliveryNote(i + 1));
  const queued = await first.call('POST', '/jobs/print-batch', { token, body: { templateId: template.id, records, title: 'crash' } });
  expect(queued.body.success).toBe(true);
  const id = queued.body.result.jobId as string;

  // Killed once a part is kept and before the last: the batch is half made.
  const midway = await until(
    async () => (await first.call('GET', `/jobs/${id}`, { token })).body.result,
    (job) => job.done > 0,
  );
  expect(midway.done).toBeLessThan(DOCUMENTS);
  expect(midway.state).toBe('active');

  let taker: ServerProcess;
  if (second) {
    const listed = (await first.call('GET', '/sys/jobs', { token, query: { name: 'print.batch' } })).body.result.jobs.records.find((job: any) => job.id === id);
    const runner = [first, second].find((server) => listed.worker.endsWith(`:${server.child.pid}`))!;
    expect(runner).toBeDefined();
    taker = runner === first ? second : first;
    await runner.kill();
  } else {
    await first.kill();
    taker = await spawnOne();
  }
  token = await taker.login('admin');
  const done = await until(
    async () => (await taker.call('GET', `/jobs/${id}`, { token })).body.result,
    (job) => ['completed', 'failed', 'cancelled'].includes(job.state),
  );
  // Taken over as a new attempt (the run time alone would have kept the batch for two hours).
  expect(done).toMatchObject({ state: 'completed', done: DOCUMENTS, total: DOCUMENTS, file: { pages: DOCUMENTS } });
  expect(done.retryCount).toBeGreaterThanOrEqual(1);

  const path = join(dir, 'crash.pdf');
  writeFileSync(path, await taker.download(done.file.path, token));
  const pages = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\f')
    .filter((page) => page.trim() !== '')
    .map((page) => [...new Set(page.match(/DN-\d{6}/g) ?? [])].join(','));
  expect(pages).toEqual(records.map((r) => r.orderNo));
}, 900_000);
