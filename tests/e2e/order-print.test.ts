/**
 * Printing from the order screens and the restaurant orders screen, in Chromium against the real server:
 * procurement prints the delivery notes of a dispatched group's day from the order group list (batch job,
 * PDF downloaded and read back: products, quantities, total), and the canteen opens one of its restaurant orders.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, DEMO_PASSWORD, keepFailureShot, launchChromium, serveApp, signIn, stopApp } from './harness.ts';

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page | undefined;
const out = mkdtempSync(join(tmpdir(), 'larder-order-print-'));

beforeAll(async () => {
  dist = buildApp();
  ({ url, server } = await serveApp(dist));
  browser = await launchChromium();
}, 600_000);

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

it('procurement prints the delivery notes of a day with a dispatched group: the PDF holds its lines and totals', async () => {
  try {
    const token = (await api('/sys/login', undefined, { username: 'buyer', password: DEMO_PASSWORD })).result.token;
    const line = (await api('/order/lines?status=dispatched&pageSize=1', token)).result.records[0];
    const expected = (await api('/order/print/records', token, { document: 'delivery_note', source: 'day', arrivalDate: line.arrivalDate })).result.records;
    expect(expected.length).toBeGreaterThan(0);

    // In the demo data both suppliers' sessions open on the service-contract gate (unsigned, or awaiting the
    // platform's signature), so the browser walk prints as procurement from the order group list; the
    // supplier's own batch print of a dispatched group is in src/server/routes/orders/print.test.ts.
    page = await signIn(browser!, url, 'buyer');
    await page.goto(`${url}order/order-group`);
    await page.getByTestId('order-print').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('print-document').click();
    await page.getByRole('option', { name: '送货单' }).click();
    await expect.poll(() => dialog.getByTestId('print-template').inputValue()).toBe('送货单');
    await dialog.getByText('整天的订单组').click();
    const day = dialog.getByPlaceholder('YYYY-MM-DD');
    await day.fill(line.arrivalDate);
    // close the calendar; the PDF is downloaded (the default output)
    await dialog.locator('.mantine-Modal-title').click();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await dialog.getByTestId('print-start').click();
    await dialog.getByTestId('print-progress').waitFor();
    const file = join(out, 'notes.pdf');
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const record of expected) {
      expect(text).toContain(record.orderNo);
      expect(text).toContain(record.totalText);
      for (const item of record.items) expect(text).toMatch(new RegExp(`${item.name}[^\\n]*\\b${item.qty}\\b[^\\n]*${item.amount.replace('.', '\\.')}`));
    }
  } catch (error) {
    await keepFailureShot(page, 'order-print', 'supplier prints');
    throw error;
  }
}, 300_000);

it('the canteen sees its restaurant orders and opens one: lines, history', async () => {
  try {
    page = await signIn(browser!, url, 'canteen');
    // staff of two canteens choose the department they act for first
    const switcher = page.locator('[data-testid=depart-switcher]').getByRole('dialog');
    await switcher.waitFor({ timeout: 15_000 });
    await switcher.locator('input[data-testid=depart-select]').click();
    await page.getByRole('option').first().click();
    await switcher.getByRole('button', { name: '确认' }).click();
    await switcher.waitFor({ state: 'hidden' });
    await page.goto(`${url}order/restaurant-order`);
    const first = page.getByTestId('order-open').first();
    await first.waitFor({ timeout: 30_000 });
    const orderNo = (await first.textContent())!.trim();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(1);
    // a slow answer: the drawer shows the shape of the record while it loads, not a blank panel
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/api\/order\/orders\/[^/?]+$/, async (route) => { await held; await route.continue(); });
    await first.click();
    const drawer = page.getByTestId('order-detail');
    await drawer.getByTestId('drawer-skeleton').waitFor({ timeout: 15_000 });
    release();
    await page.unroute(/\/api\/order\/orders\/[^/?]+$/);
    await expect.poll(() => drawer.textContent(), { timeout: 15_000 }).toContain(orderNo);
    expect(await drawer.getByTestId('drawer-skeleton').count()).toBe(0);
    await expect.poll(() => drawer.textContent()).toContain('操作记录');
    expect(await drawer.textContent()).toMatch(/下单 · canteen/);
    expect(await drawer.locator('table').first().locator('tbody tr').count()).toBeGreaterThan(0);
  } catch (error) {
    await keepFailureShot(page, 'order-print', 'canteen orders');
    throw error;
  }
}, 120_000);
