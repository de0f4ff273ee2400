/**
 * Operations in Chromium against the real server (issue 21): pause, resume and run a scheduled job and
 * read its run log; a message template sends an in-app message through the queue to the buyer's message
 * centre; a monitoring page shows live figures that refresh; /api/metrics parses as Prometheus text; the
 * big screen for procurement; the file list.
 */
import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG_BYTES } from '../../src/server/storage/samples.ts';
import { buildApp, DEMO_PASSWORD, keepFailureShot, launchChromium, serveApp, signIn, stopApp } from './harness.ts';

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page | undefined;

beforeAll(async () => {
  dist = buildApp();
  ({ url, server } = await serveApp(dist));
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const api = async (path: string, token?: string) => {
  const response = await fetch(`${url}api${path}`, { headers: token ? { 'x-access-token': token } : {} });
  return response;
};
const login = async (username: string) => {
  const response = await fetch(`${url}api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  return ((await response.json()) as any).result.token as string;
};
const confirm = async (p: Page) => {
  await p.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await p.getByRole('dialog').waitFor({ state: 'detached' });
};

it('pauses, resumes and runs a scheduled job and reads its run log', async () => {
  try {
    page = await signIn(browser!, url, 'admin');
    await page.goto(`${url}system/quartz`);
    const state = page.locator('[data-testid="schedule-state-records.sweep"]');
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('运行中');
    const actions = page.locator('[data-job="records.sweep"]');
    await actions.getByText('暂停', { exact: true }).click();
    await confirm(page);
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe('已暂停');
    await actions.getByText('恢复', { exact: true }).click();
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe('运行中');
    await actions.getByText('立即执行', { exact: true }).click();
    await confirm(page);
    await actions.getByText('运行记录', { exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(async () => {
      await drawer.getByRole('button', { name: '刷新' }).click();
      return drawer.locator('[data-state="completed"]').count();
    }, { timeout: 60_000, interval: 1000 }).toBeGreaterThan(0);
    expect(await drawer.locator('[data-testid=run-output]').first().textContent()).toContain('sessions');
  } catch (error) {
    await keepFailureShot(page, 'operations', 'schedule');
    throw error;
  }
}, 180_000);

it('sends an in-app message from a template through the queue to the buyer', async () => {
  try {
    await page!.goto(`${url}system/message/template`);
    const row = page!.locator('tr', { hasText: 'order.arrival' });
    await row.getByText('发送', { exact: true }).click();
    const dialog = page!.getByRole('dialog');
    await dialog.locator('[data-testid=send-recipients]').click();
    await page!.getByRole('option', { name: /\(buyer\)/ }).click();
    await dialog.getByLabel('name').fill('采购员');
    await dialog.getByLabel('canteen').fill('浏览器食堂');
    await dialog.getByLabel('day').fill('2026-12-01');
    await dialog.getByLabel('count').fill('7');
    await dialog.locator('[data-testid=send-submit]').click();
    await dialog.waitFor({ state: 'detached' });
    await page!.goto(`${url}system/message/list`);
    const sent = page!.locator('tr', { hasText: '浏览器食堂 明日到货提醒' }).locator('[data-status]');
    await expect.poll(async () => {
      await page!.getByRole('button', { name: '刷新' }).click();
      return sent.getAttribute('data-status');
    }, { timeout: 60_000, interval: 1000 }).toBe('sent');
    const buyer = await login('buyer');
    const mine = (await (await api('/sys/sysAnnouncementSend/getMyAnnouncementSend', buyer)).json()) as any;
    expect(mine.result.records.map((r: any) => r.titile)).toContain('浏览器食堂 明日到货提醒');
  } catch (error) {
    await keepFailureShot(page, 'operations', 'message');
    throw error;
  }
}, 120_000);

it('shows live monitoring figures and serves /api/metrics as Prometheus text', async () => {
  try {
    await page!.goto(`${url}monitor/jvm`);
    const chart = page!.locator('[data-testid=heap-chart]');
    await expect.poll(async () => Number(await chart.getAttribute('data-points')), { timeout: 30_000, interval: 1000 }).toBeGreaterThanOrEqual(2);
    await page!.goto(`${url}monitor/service`);
    await expect.poll(() => page!.locator('[data-status=up]').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const admin = await login('admin');
    const metrics = await api('/metrics', admin);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const lines = (await metrics.text()).trim().split('\n');
    for (const line of lines) expect(line).toMatch(/^(# (HELP|TYPE) [a-z_:][a-z0-9_:]* .+|[a-z_:][a-z0-9_:]*(\{[^}]*\})? [-+0-9.eInfNa]+)$/);
    expect(lines).toContain('larder_up 1');
    expect((await api('/metrics')).status).toBe(401);
  } catch (error) {
    await keepFailureShot(page, 'operations', 'monitor');
    throw error;
  }
}, 120_000);

it('opens the big screen for procurement and the file list for the administrator', async () => {
  let buyer: Page | undefined;
  try {
    // The demo data holds no uploads: the buyer uploads an image first.
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), '验收照片.png');
    const uploaded = await fetch(`${url}api/sys/common/upload`, { method: 'POST', headers: { 'x-access-token': await login('buyer') }, body: form });
    expect(((await uploaded.json()) as any).success).toBe(true);
    await page!.goto(`${url}oss/file`);
    await page!.locator('tr', { hasText: '验收照片.png' }).getByText('预览').click();
    await page!.getByRole('dialog').locator('img').waitFor({ timeout: 20_000 });
    await page!.keyboard.press('Escape');
    await page!.getByRole('tab', { name: '用户配额' }).click();
    await expect.poll(() => page!.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    buyer = await signIn(browser!, url, 'buyer', { viewport: { width: 1920, height: 1080 } });
    await buyer.goto(`${url}screen`);
    await buyer.locator('[data-testid=fig-orders]').waitFor({ timeout: 30_000 });
    expect(await buyer.locator('[data-testid=user-menu]').count()).toBe(0);
    expect(Number(await buyer.locator('[data-testid=fig-orders]').textContent())).toBeGreaterThanOrEqual(0);
  } catch (error) {
    await keepFailureShot(buyer ?? page, 'operations', 'screen');
    throw error;
  }
}, 120_000);
