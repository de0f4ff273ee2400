/**
 * The pay steps (缴费步骤) in Chromium against the real server: the platform opens a contract year's fee
 * record from its list, the supplier (in English) sees its stepper and hands in the payment proof through the
 * upload, the platform (in Chinese) finds it by year, confirms it in the detail drawer, and the supplier's
 * stepper on a phone shows the prepayment confirmed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url = '';
let browser: Browser;
let admin = '';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const api = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token = admin) => {
  const response = await fetch(`${url}api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as any;
};

/**
 * 禾丰's contract year to pay for, signed and effective (a supplier with a contract under way sits behind the
 * contract gate, whose walk is flows.test.ts): a new one, or the one it already has under way, moved on.
 */
async function grainContract(): Promise<{ label: string; period: string; year: string }> {
  const grain = await apiToken(url, 'grain');
  const grainId = (await api('GET', '/supplier/options?name=%E7%A6%BE%E4%B8%B0')).result[0].id;
  let contract = (await api('POST', '/supplier/serviceContract/add', { supplierId: grainId, beginDate: '2031-01-01', endDate: '2031-12-31' })).result;
  contract ??= ((await api('GET', `/supplier/serviceContract/list?pageSize=200&supplierId=${grainId}`)).result.records as any[]).find((c) => c.status !== 12);
  const move = async (status: number, token = admin) => expect((await api('POST', `/supplier/serviceContract/updateStatus?id=${contract.id}&status=${status}`, {}, token)).success).toBe(true);
  if (contract.status === 0) await move(1);
  if (contract.status <= 1) {
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'signed.pdf');
    const scan = (await (await fetch(`${url}api/sys/common/upload?purpose=contract`, { method: 'POST', headers: { 'x-access-token': grain }, body: form })).json()) as { message: string };
    expect((await api('POST', '/supplier/serviceContract/att/upload', { contractId: contract.id, attType: 2, fileName: 'signed.pdf', filePath: scan.message }, grain)).success).toBe(true);
    await move(3, grain);
  }
  if (contract.status <= 3) await move(9);
  if (contract.status <= 9) await move(12);
  const period = `${contract.beginDate} ~ ${contract.endDate}`;
  return { label: `${contract.supplierName} · ${period}`, period, year: contract.beginDate.slice(0, 4) };
}

/** The language is the user's setting, kept in the browser: English from the next page on. */
async function english(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { ...JSON.parse(localStorage.getItem('pro__SETTINGS') ?? '{}').value, locale: 'en-US' }, expire: Date.now() + 86_400_000 })));
}

beforeAll(async () => {
  app = await startApp();
  ({ url, browser } = app);
  admin = await apiToken(url, 'admin');
  // the supplier's screens sit behind the contract gate until its contract is effective (flows.test.ts walks it)
  expect((await api('PUT', '/system/sysConfig/edit', { key: 'SYS_CONFIG_CONTRACT_CHECK', value: '0' })).success).toBe(true);
}, 300_000);

afterAll(() => app?.stop());

it('walks a fee record from opening through the supplier\'s proof to the platform\'s confirmation', async () => {
  let page: Page | undefined;
  try {
    const contract = await grainContract();

    // the platform opens the record from its list
    page = await signIn(browser, url, 'admin');
    await page.goto(`${url}supplier/pay-step`);
    await page.locator('[data-testid=pay-step-open]').click();
    await page.locator('input[data-testid=pay-step-contract]').click();
    await page.getByRole('option', { name: contract.label }).click();
    await page.locator('[data-testid=pay-step-open-submit]').click();
    const drawer = page.locator('[data-testid=pay-step-drawer]');
    await expect.poll(() => drawer.locator('[data-testid=pay-step-status]').textContent()).toBe('待缴预付款');
    await page.context().close();

    // the supplier, in English, hands in its proof
    page = await signIn(browser, url, 'grain', { locale: 'en-US' });
    await english(page);
    await page.goto(`${url}supplier/pay-step`);
    const steps = page.locator('[data-testid=pay-step-supplier]');
    if (await page.locator('input[data-testid=pay-step-year]').count()) {
      await page.locator('input[data-testid=pay-step-year]').click();
      await page.getByRole('option', { name: new RegExp(`^${contract.year}-`) }).click();
    }
    await expect.poll(() => steps.locator('[data-testid=pay-step-status]').textContent()).toBe('Prepayment due');
    expect(await steps.textContent()).toContain('Upload proof');
    expect(await steps.locator('[data-testid=pay-step-prepayment]').textContent()).toBe('¥5,000.00');
    await steps.locator('input[type=file]').setInputFiles({ name: 'transfer-slip.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.locator('[data-testid=pay-step-upload]').click();
    await expect.poll(() => steps.locator('[data-testid=pay-step-status]').textContent()).toBe('Proof awaiting check');
    expect(await steps.locator('[data-testid=pay-step-proof]').textContent()).toBe('transfer-slip.pdf');
    expect(await page.locator('[data-testid=pay-step-upload]').count()).toBe(0);
    await page.context().close();

    // the platform, in Chinese, finds it by year and confirms it in the drawer
    page = await signIn(browser, url, 'admin');
    await page.goto(`${url}supplier/pay-step`);
    await page.getByLabel('年度').fill(contract.year);
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.locator('tbody tr').filter({ hasText: contract.period });
    await expect.poll(() => row.locator('[data-testid=pay-step-status]').textContent()).toBe('凭证待确认');
    await row.locator('[data-testid=pay-step-row]').click();
    const confirmDrawer = page.locator('[data-testid=pay-step-drawer]');
    expect(await confirmDrawer.locator('[data-testid=pay-step-proof]').textContent()).toBe('transfer-slip.pdf');
    await confirmDrawer.locator('[data-testid=pay-step-confirm]').click();
    await expect.poll(() => confirmDrawer.locator('[data-testid=pay-step-status]').textContent()).toBe('预付款已确认');
    await expect.poll(() => row.locator('[data-testid=pay-step-status]').textContent()).toBe('预付款已确认');
    await page.context().close();

    // the supplier on a phone sees the step done
    page = await signIn(browser, url, 'grain', { locale: 'en-US', viewport: { width: 390, height: 844 } });
    await english(page);
    await page.goto(`${url}supplier/pay-step`);
    if (await page.locator('input[data-testid=pay-step-year]').count()) {
      await page.locator('input[data-testid=pay-step-year]').click();
      await page.getByRole('option', { name: new RegExp(`^${contract.year}-`) }).click();
    }
    const phone = page.locator('[data-testid=pay-step-supplier]');
    await expect.poll(() => phone.locator('[data-testid=pay-step-status]').textContent()).toBe('Prepayment confirmed');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  } catch (error) {
    await keepFailureShot(page, 'paystep', 'walk');
    throw error;
  }
}, 240_000);
