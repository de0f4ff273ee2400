/**
 * System administration (issue 21) in Chromium against the real server: an administrator edits the order
 * number rule on the fill rule screen (the preview follows the form), a canteen places an order through the
 * API and its number follows the rule; then the check rule editor's test box runs values through the server
 * and an unsafe pattern is refused in the form.
 */
import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, DEMO_PASSWORD, keepFailureShot, launchChromium, serveApp, signIn, stopApp } from './harness.ts';
import { PNG_BYTES } from '../../src/server/storage/samples.ts';

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page | undefined;

beforeAll(async () => {
  dist = buildApp();
  ({ url, server } = await serveApp(dist));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const api = async (path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${url}api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as any;
};

/** Today's China date, shifted by `days`. */
const chinaDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

it('numbers a new order by the edited fill rule, and tests values with a check rule', async () => {
  try {
    page = await signIn(browser!, url, 'admin');
    await page.goto(`${url}system/fillRule`);
    const row = page.locator('tr', { hasText: 'ORDER_NO' }).filter({ hasNotText: 'ORDER_GROUP_NO' });
    await row.waitFor({ timeout: 30_000 });
    await row.getByText('编辑', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('前缀').fill('WEB');
    await dialog.getByLabel('流水号位数').fill('5');
    await dialog.getByLabel('日期部分').click();
    await page.getByRole('option', { name: '无日期' }).click();
    await dialog.getByLabel('重置周期').click();
    await page.getByRole('option', { name: '不重置' }).click();
    // the server's preview of the next codes follows the form
    await expect.poll(() => dialog.getByTestId('fill-rule-preview').textContent(), { timeout: 10_000 }).toBe('WEB00001WEB00002WEB00003');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => row.locator('[data-column=nextCode]').textContent(), { timeout: 10_000 }).toBe('WEB00001');

    // a canteen orders through the API: the order number is the rule's
    const token = (await api('/sys/login', undefined, { username: 'canteen', password: DEMO_PASSWORD })).result.token;
    const canteen = (await api('/university/restaurants', token)).result.find((c: { name: string }) => c.name === '一食堂');
    const arrival = chinaDay(4);
    const products = (await api(`/shop/products?restaurantId=${canteen.id}&arrivalDate=${arrival}&pageSize=3`, token)).result.records;
    const placed = await api('/order/orders', token, { restaurantId: canteen.id, arrivalDate: arrival, slot: 'lunch', lines: [{ baseProductId: products[0].id, quantity: '2' }] });
    expect(placed.success, JSON.stringify(placed)).toBe(true);
    expect(placed.result.orderNo).toBe('WEB00001');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => row.locator('[data-column=nextCode]').textContent(), { timeout: 10_000 }).toBe('WEB00002');

    // the check rule editor's test box
    await page.goto(`${url}system/checkRule`);
    const phone = page.locator('tr', { hasText: 'phone' });
    await phone.waitFor({ timeout: 30_000 });
    await phone.getByText('编辑', { exact: true }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('测试值').fill('12345');
    await editor.getByRole('button', { name: '测试', exact: true }).click();
    await expect.poll(() => editor.getByTestId('check-rule-result').textContent(), { timeout: 10_000 }).toBe('未通过：手机号格式不正确');
    await editor.getByLabel('测试值').fill('13800138000');
    await editor.getByRole('button', { name: '测试', exact: true }).click();
    await expect.poll(() => editor.getByTestId('check-rule-result').textContent(), { timeout: 10_000 }).toBe('校验通过');
    // a pattern that could backtrack for ever is refused before anything is sent
    await editor.getByLabel('正则表达式 1').fill('^(\\d+)+$');
    await editor.getByRole('button', { name: '测试', exact: true }).click();
    await expect.poll(() => editor.getByText(/含有嵌套重复/).count()).toBe(1);
    expect(await editor.getByTestId('check-rule-result').count()).toBe(0);
  } catch (error) {
    await keepFailureShot(page, 'system-admin', 'walk');
    throw error;
  }
});

it('uploads the platform logo on 平台设置, and the signed-out login page shows it', async () => {
  const admin = await signIn(browser!, url, 'admin');
  try {
    await admin.goto(`${url}system/platform-setting`);
    const field = admin.locator('input[data-setting=logo]');
    await field.waitFor({ timeout: 30_000 });
    const chooser = admin.waitForEvent('filechooser');
    await admin.locator('[data-upload=logo]').click();
    await (await chooser).setFiles({ name: '标志.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/^\/api\/sys\/common\/static\/\d{8}\/[\w-]+\.png$/);
    const logo = await field.inputValue();
    await admin.getByRole('button', { name: '保存', exact: true }).first().click();
    await expect.poll(async () => (await api('/sys/dict/getDictItems/sys_setting')).result?.find((i: any) => i.text === 'logo')?.value, { timeout: 15_000 }).toBe(logo);

    // nobody signed in: the login page loads the uploaded image
    const context = await browser!.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`${url}user/login`);
    const img = visitor.getByTestId('login-logo');
    await img.waitFor({ timeout: 30_000 });
    expect(await img.getAttribute('src')).toBe(logo);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBe(1);
    await context.close();
  } catch (error) {
    await keepFailureShot(admin, 'system-admin', 'logo');
    throw error;
  } finally {
    await admin.context().close();
  }
});
