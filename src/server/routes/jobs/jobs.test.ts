import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { printTemplates, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { startPrintBatch } from '../../jobs/print/start.ts';
import { smsPayload } from '../../jobs/sms.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { until } from '../../../../tests/server/until.ts';

const note = JSON.parse(readFileSync(join(process.cwd(), 'public/templates/delivery-note.data.json'), 'utf8'));
const deliveryNote = (i: number, lines = 20) => ({ ...note, orderNo: `DN-${String(i).padStart(6, '0')}`, items: note.items.slice(0, lines) });

let server: TestServer;
let admin: string;
let canteen: string;
let supplier: string;
let templateId: string;
const dir = mkdtempSync(join(tmpdir(), 'larder-jobs-'));

beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5 });
  [admin, canteen, supplier] = await Promise.all(['admin', 'canteen', 'supplier'].map((name) => server.login(name)));
  const [template] = await server.database.db.select().from(printTemplates).where(and(eq(printTemplates.name, '送货单'), eq(printTemplates.deleted, false)));
  templateId = template.id;
});
afterAll(() => server.close());


const status = async (id: string, token = admin) => (await server.call('GET', `/jobs/${id}`, { token })).body;
const ended = (body: any) => ['completed', 'failed', 'cancelled'].includes(body.result?.state);

describe('batch printing through the API', () => {
  it('prints 1,000 delivery notes of 20 lines into one PDF that its owner downloads', async () => {
    const records = Array.from({ length: 1000 }, (_, i) => deliveryNote(i + 1));
    const started = await server.call('POST', '/jobs/print-batch', { token: admin, body: { templateId, records, title: '送货单批量' } });
    expect(started.body).toMatchObject({ success: true });
    const id = started.body.result.jobId;
    const done = await until(() => status(id), ended);
    expect(done.result).toMatchObject({ name: 'print.batch', state: 'completed', done: 1000, total: 1000, error: null, file: { name: '送货单批量.pdf', pages: 1000 } });
    const file = await server.call('GET', `/sys/common/static/${done.result.file.path}`, { token: admin });
    expect(file.response.headers['content-type']).toMatch(/application\/pdf/);
    const path = join(dir, 'batch.pdf');
    writeFileSync(path, file.response.rawPayload);
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1])).toBe(1000);
    const numbers = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\f')
      .filter((page) => page.trim() !== '')
      .map((page) => [...new Set(page.match(/DN-\d{6}/g) ?? [])].join(','));
    expect(numbers).toEqual(records.map((r) => r.orderNo));
  }, 300_000);

  it('shows a job only to whoever started it', async () => {
    const started = await server.call('POST', '/jobs/print-batch', { token: canteen, body: { templateId, records: [deliveryNote(1)] } });
    const id = started.body.result.jobId;
    expect((await until(() => status(id, canteen), ended)).result.state).toBe('completed');
    expect(await status(id, admin)).toMatchObject({ success: false, message: '任务不存在' });
    expect(await status('00000000-0000-4000-8000-000000000000', canteen)).toMatchObject({ success: false, message: '任务不存在' });
  });

  it('refuses a batch to a user without the template list permission, and an unknown template', async () => {
    const refused = await server.call('POST', '/jobs/print-batch', { token: supplier, body: { templateId, records: [deliveryNote(1)] } });
    expect(refused.status).toBe(403);
    const unknown = await server.call('POST', '/jobs/print-batch', { token: admin, body: { templateId: 'nope', records: [deliveryNote(1)] } });
    expect(unknown.body).toMatchObject({ success: false, message: '打印模板不存在或已删除' });
  });
});

describe('the queue administration', () => {
  it('is for job administrators only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const token of [canteen, supplier]) {
      expect((await server.call('GET', '/sys/jobs', { token })).status).toBe(403);
      expect((await server.call('POST', `/sys/jobs/${id}/retry`, { token })).status).toBe(403);
      expect((await server.call('POST', `/sys/jobs/${id}/cancel`, { token })).status).toBe(403);
    }
    expect((await server.call('POST', `/sys/jobs/${id}/retry`, { token: admin })).body).toMatchObject({ success: false, message: '任务不存在' });
  });

  it('counts jobs per queue and state and lists them newest first, filtered and paged', async () => {
    const { body } = await server.call('GET', '/sys/jobs', { token: admin, query: { state: 'completed', name: 'print.batch', pageSize: '1' } });
    expect(body.success).toBe(true);
    const counts = Object.fromEntries(body.result.counts.map((c: any) => [c.name, c]));
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['print.batch', 'sms.send']));
    expect(counts['print.batch'].completed).toBeGreaterThanOrEqual(2);
    expect(body.result.jobs).toMatchObject({ size: 1, current: 1, total: counts['print.batch'].completed });
    expect(body.result.jobs.records).toHaveLength(1);
    expect(body.result.jobs.records[0]).toMatchObject({ name: 'print.batch', state: 'completed' });
  });

  it('retries a failed job, which then runs', async () => {
    const phone = '13800000009';
    const id = await server.app.jobs.send('sms.send', await smsPayload(server.app, phone, 'retried message'), { startAfterSeconds: 3600 });
    // As a job whose last attempt failed for good looks.
    await server.database.db.execute(
      sql`UPDATE pgboss.job SET state = 'failed', started_on = now(), start_after = now(), completed_on = now(), output = '{"message":"gateway down"}' WHERE id = ${id}::uuid`,
    );
    const { body: list } = await server.call('GET', '/sys/jobs', { token: admin, query: { state: 'failed' } });
    expect(list.result.jobs.records.find((j: any) => j.id === id)).toMatchObject({ state: 'failed', error: 'gateway down' });
    expect((await server.call('POST', `/sys/jobs/${id}/cancel`, { token: admin })).body).toMatchObject({ success: false, message: '已结束的任务不能取消（当前状态：failed）' });
    const retried = await server.call('POST', `/sys/jobs/${id}/retry`, { token: admin });
    // waiting again, or already picked up: the route wakes this process's worker
    expect(retried.body.result.id).toBe(id);
    expect(['retry', 'active', 'completed']).toContain(retried.body.result.state);
    const job = async () => (await server.call('GET', '/sys/jobs', { token: admin, query: { name: 'sms.send' } })).body.result.jobs.records.find((j: any) => j.id === id);
    expect(await until(job, (j) => j.state === 'completed')).toMatchObject({ retryCount: 1, error: null });
    expect(server.sms.outbox.filter((m) => m.phone === phone).map((m) => m.text)).toEqual(['retried message']);
    expect((await server.call('POST', `/sys/jobs/${id}/retry`, { token: admin })).body).toMatchObject({ success: false, message: '只有失败的任务可以重试（当前状态：completed）' });
  });

  it('cancels a job that waits; a cancelled job cannot be cancelled again', async () => {
    const id = await server.app.jobs.send('sms.send', await smsPayload(server.app, '13800000008', 'later'), { startAfterSeconds: 3600 });
    expect((await server.call('POST', `/sys/jobs/${id}/cancel`, { token: admin })).body.result).toMatchObject({ id, state: 'cancelled' });
    expect((await server.call('POST', `/sys/jobs/${id}/cancel`, { token: admin })).body).toMatchObject({ success: false, message: '已结束的任务不能取消（当前状态：cancelled）' });
  });

  it('cancels a running batch print, which stops after its current part', async () => {
    const [row] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
    const id = await startPrintBatch(server.app, { id: row.id, username: row.username } as SessionUser, { templateId, records: Array.from({ length: 400 }, (_, i) => deliveryNote(i + 1)) }, 20);
    await until(() => status(id), (body) => body.result.done >= 40);
    const cancelled = await server.call('POST', `/sys/jobs/${id}/cancel`, { token: admin });
    expect(cancelled.body.result).toMatchObject({ id, state: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = (await status(id)).result;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await status(id)).result).toMatchObject({ state: 'cancelled', done: after.done, file: null });
    expect(after.done).toBeLessThan(400);
  });
});
