import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { files, printTemplates, users } from '../../db/schema/index.ts';
import { usedBytes } from '../../auth/quota.ts';
import { until } from '../../../../tests/server/until.ts';

const note = JSON.parse(readFileSync(join(process.cwd(), 'public/templates/delivery-note.data.json'), 'utf8'));

let server: TestServer;
let token: string;
let templateId: string;
let userId: string;
// 1 KB: one printed delivery note is more.
beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5, uploadQuotaMB: 1 / 1024, printRetentionDays: 7 });
  token = await server.login('canteen');
  const [template] = await server.database.db.select().from(printTemplates).where(and(eq(printTemplates.name, '送货单'), eq(printTemplates.deleted, false)));
  templateId = template.id;
  [{ id: userId }] = await server.database.db.select().from(users).where(eq(users.username, 'canteen'));
});
afterAll(() => server.close());


it("print results count toward the user's quota, and a batch is refused once the quota is used up", async () => {
  expect(await usedBytes(server.database.db, userId)).toBe(0);
  const started = await server.call('POST', '/jobs/print-batch', { token, body: { templateId, records: [note], title: 'within' } });
  expect(started.body.success).toBe(true);
  const done = await until(async () => (await server.call('GET', `/jobs/${started.body.result.jobId}`, { token })).body.result, (job) => job.state === 'completed');
  // kept although it takes the user past the quota: the batch was accepted
  const [file] = await server.database.db.select().from(files).where(eq(files.id, done.file.fileId));
  expect(file).toMatchObject({ uploadedBy: userId, size: done.file.size });
  const used = await usedBytes(server.database.db, userId);
  expect(used).toBe(done.file.size);
  expect(used).toBeGreaterThan(1024);

  const usedMb = String(Math.round((used / 1024 / 1024) * 10) / 10);
  const refused = await server.call('POST', '/jobs/print-batch', { token, body: { templateId, records: [note], title: 'over' } });
  expect(refused.body).toMatchObject({ success: false, message: `存储空间已用完（已用 ${usedMb} MB，上限 ${1 / 1024} MB），无法保存批量打印结果；早前的打印结果保留 7 天后自动删除，请届时再试或联系管理员` });
  const inEnglish = await server.call('POST', '/jobs/print-batch', { token, body: { templateId, records: [note] }, headers: { 'accept-language': 'en' } });
  expect(inEnglish.body.message).toMatch(/^Your storage is used up/);
  // nothing was queued or kept for the refused batches
  const listed = await server.database.db.select().from(files).where(eq(files.uploadedBy, userId));
  expect(listed).toHaveLength(1);
});
