/**
 * The job queue screen (system/QuartzJobList, menu 定时任务) in Chromium against the real server: counts
 * per queue, the jobs with their state and progress, cancelling a running batch print from the screen, and
 * the state filter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, ROOT, signIn, startApp, type E2eApp } from './harness.ts';
const note = JSON.parse(readFileSync(join(ROOT, 'public/templates/delivery-note.data.json'), 'utf8'));

let app: E2eApp | undefined;
let url = '';

beforeAll(async () => {
  app = await startApp();
  url = app.url;
});

afterAll(() => app?.stop());

const api = async (path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${url}api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as any;
};

it('shows the queues and their jobs, cancels a running batch print and filters by state', async () => {
  const token = await apiToken(url, 'admin');
  const templates = (await api('/print/templates?name=%E9%80%81%E8%B4%A7%E5%8D%95', token)).result.records;
  const templateId = templates[0].id;
  // A small batch that completes, then one long enough to be cancelled while it runs.
  const small = (await api('/jobs/print-batch', token, { templateId, records: [note], title: 'small' })).result.jobId;
  for (let i = 0; i < 300 && (await api(`/jobs/${small}`, token)).result.state !== 'completed'; i++) await new Promise((resolve) => setTimeout(resolve, 200));

  const page = await signIn(app!.browser, url, 'admin');
  await page.goto(`${url}system/quartz`);

  const card = page.locator('[data-queue="print.batch"]');
  await card.waitFor({ timeout: 30_000 });
  await expect.poll(() => card.textContent()).toMatch(/已完成1/);
  expect(await page.locator('[data-queue="sms.send"]').count()).toBe(1);

  // queued only once the screen is up (signing in on a slow machine took as long as a small batch runs)
  const records = Array.from({ length: 3000 }, (_, i) => ({ ...note, orderNo: `DN-${i + 1}` }));
  const big = (await api('/jobs/print-batch', token, { templateId, records, title: 'big' })).result.jobId;

  // the running batch: its row shows its state and a cancel action (the list is refreshed until it runs)
  const row = page.locator(`tr[data-row-key="${big}"]`);
  await expect
    .poll(async () => {
      await page.locator('[data-testid=jobs-refresh]').click();
      return row.locator('.mantine-Badge-root').textContent();
    }, { timeout: 60_000 })
    .toBe('运行中');
  expect(await row.textContent()).toContain('批量打印');
  expect(await page.locator(`tr[data-row-key="${small}"]`).getByText('取消').count()).toBe(0);
  await row.getByText('取消', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect.poll(() => row.locator('.mantine-Badge-root').textContent(), { timeout: 15_000 }).toBe('已取消');
  expect((await api(`/jobs/${big}`, token)).result.state).toBe('cancelled');

  // filtered by state: only the completed one
  await page.locator('input[data-testid=job-state]').click();
  await page.getByRole('option', { name: '已完成', exact: true }).click();
  await page.getByRole('button', { name: '查询' }).click();
  // the job rows (pg-boss ids), not the scheduled jobs' table above them
  const jobKeys = () => page.locator('tbody tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')).filter((key) => /^[0-9a-f-]{36}$/.test(key ?? '')));
  // (the demo settlement's print jobs are completed too): the small batch is there, the cancelled one is not, and
  // every row shown is completed. Until the filtered page arrives the unfiltered one shows both batches, so wait
  // for the two facts together
  await expect.poll(async () => {
    const keys = await jobKeys();
    return { small: keys.includes(small), big: keys.includes(big) };
  }).toEqual({ small: true, big: false });
  const rows = await page.locator('tbody tr[data-row-key]').evaluateAll((all) => all.filter((r) => /^[0-9a-f-]{36}$/.test(r.getAttribute('data-row-key') ?? '')).map((r) => r.textContent ?? ''));
  expect(rows.length).toBeGreaterThan(0);
  for (const text of rows) expect(text).not.toMatch(/等待中|等待重试|运行中|已取消|失败/);
  expect(rows.some((text) => text.includes('已完成'))).toBe(true);
  await page.context().close();
}, 600_000);
