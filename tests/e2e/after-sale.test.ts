/**
 * An after-sale return in Chromium against the real server on a fresh demo database: the canteen raises a
 * return on a received line, its supplier agrees (through the API: 鲜丰's contract still awaits its
 * signature, so the contract gate holds its screens), procurement approves, and the request's drawer shows the
 * red standing-book entry and the goods sub-ledger out movement it booked. One build, one server, a
 * browser context per role.
 */
import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, keepFailureShot, launchChromium, pickDepartment, serveApp, signIn, stopApp } from './harness.ts';

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page | undefined;

beforeAll(async () => {
  dist = buildApp();
  ({ url, server } = await serveApp(dist, { startTimeoutMs: 300_000 }));
  // the contract check stays on: only the supplier meets its gate, and the supplier acts through the API here
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A call to the served API (the set-up step below). */
async function call(method: string, path: string, token: string | null, body?: unknown): Promise<any> {
  const response = await fetch(`${url}api${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return response.json();
}

/** The list row of one after-sale number. */
const rowOf = (p: Page, afterSaleNo: string) => p.locator('tr', { hasText: afterSaleNo });

async function openAfterSales(username: string): Promise<Page> {
  await page?.context().close();
  page = await signIn(browser!, url, username);
  await pickDepartment(page);
  await page.goto(`${url}order/after-sale`);
  await pickDepartment(page);
  await page.locator('[data-testid=after-sale-open]').first().waitFor({ timeout: 30_000 });
  return page;
}

it('a return: the canteen raises it, the supplier agrees, procurement approves, the ledgers show it', async () => {
  try {
    // the canteen raises a return of 1 on a received line
    let p = await openAfterSales('canteen');
    await p.locator('[data-testid=after-sale-raise]').click();
    await p.locator('[data-testid=raise-line]').click();
    const option = p.getByRole('option').first();
    await option.waitFor();
    const product = (await option.textContent())!.split(' · ')[0]!;
    await option.click();
    const left = await p.getByText(/可售后/).textContent();
    const supplierName = left!.split(' · ')[1]!;
    await p.locator('[data-testid=raise-quantity]').fill('1');
    await p.locator('[data-testid=raise-reason]').fill('菜叶腐烂');
    await p.locator('[data-testid=raise-submit]').click();
    const first = p.locator('tbody tr:visible').first();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain('待供应商处理');
    expect(await first.textContent()).toContain(product);
    const afterSaleNo = (await first.locator('[data-testid=after-sale-open]').textContent())!;
    expect(afterSaleNo).toMatch(/^SH\d{16}$/);

    // its supplier agrees: through the API, as the supplier's own session — 鲜丰's unsigned service contract
    // holds its screens behind the contract gate (flows.test.ts walks that gate; 禾丰's is in force)
    const supplier = (await call('POST', '/sys/login', null, { username: supplierName.startsWith('禾丰') ? 'grain' : 'supplier', password: 'Larder#2026' })).result.token;
    const mine = (await call('GET', `/order/after-sales?afterSaleNo=${afterSaleNo}`, supplier)).result.records[0];
    expect(mine.actions).toEqual(['agree', 'refuse']);
    expect((await call('POST', `/order/after-sales/${mine.id}/agree`, supplier, { version: mine.version, reason: '同意退货' })).result.status).toBe('supplier_agreed');

    // procurement approves: a return completes and is booked
    p = await openAfterSales('buyer');
    await rowOf(p, afterSaleNo).locator('[data-testid=after-sale-approve]').click();
    await p.locator('[data-testid=reason-submit]').click();
    await expect.poll(() => rowOf(p, afterSaleNo).textContent(), { timeout: 15_000 }).toContain('已完成');

    // the drawer shows the red standing-book entry and the sub-ledger's out movement
    await rowOf(p, afterSaleNo).locator('[data-testid=after-sale-open]').click();
    const ledger = p.locator('[data-testid=after-sale-ledger]');
    await ledger.waitFor({ timeout: 15_000 });
    const rows = await ledger.locator('tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^台账.*-1 /);
    expect(rows[1]).toMatch(/^商品分账.*-1 /);
    const drawer = p.locator('[data-testid=after-sale-drawer]');
    for (const step of ['提交申请', '供应商同意', '采购批准']) expect(await drawer.textContent()).toContain(step);
  } catch (error) {
    await keepFailureShot(page, 'after-sale', 'return');
    throw error;
  }
}, 300_000);
