/**
 * A bid in Chromium against the real server on a fresh demo database: procurement makes a bid from the
 * demo rule on 招标管理 and publishes it; 鲜丰 (user supplier, under an effective contract) offers through
 * the bid drawer's offer form, 禾丰 through the API; procurement closes it, sees both offers ranked, awards
 * 鸡蛋 to 鲜丰 and prints the bid through its template; the canteen's shop sells 鸡蛋 at the awarded price
 * from the bid's effective day (tomorrow).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, keepFailureShot, pickDepartment, signIn, startApp, type E2eApp } from './harness.ts';
import { contractInEffect } from './supplierContract.ts';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
  url = app.url;
}, 600_000);

afterAll(() => app?.stop());

async function api(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(`${url}api${path}`, { method, headers: { 'content-type': 'application/json', 'x-access-token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
  return response.json();
}

/** Confirms the open confirmation dialog with its `name` button. */
async function confirm(p: Page, name: string): Promise<void> {
  const dialog = p.locator('.mantine-Modal-content').filter({ has: p.getByRole('button', { name, exact: true }) });
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

it('procurement runs a bid and awards it; the canteen\'s shop sells at the awarded price', async () => {
  try {
    page = await signIn(app!.browser, url, 'buyer');
    await pickDepartment(page);
    await page.goto(`${url}purchase/bid`);
    await page.getByTestId('bid-add').click();
    await page.locator('input[data-testid=bid-rule]').click();
    await page.getByRole('option', { name: '鸡蛋季度招标' }).click();
    await page.getByTestId('bid-title').fill('浏览器里的鸡蛋招标');
    await page.getByTestId('bid-save').click();

    // the drawer of the new draft: publish it
    const drawer = page.getByTestId('bid-drawer');
    await drawer.getByText('浏览器里的鸡蛋招标').waitFor();
    const bidNo = ((await drawer.locator('.mantine-Drawer-title').textContent()) ?? '').split(' ')[0]!;
    expect(bidNo).toMatch(/^ZB\d{11}$/);
    await drawer.getByTestId('bid-publish').click();
    await confirm(page, '发布');
    await drawer.getByTestId('bid-close').waitFor();

    // 鲜丰 offers on its screen (its contract signed and in effect first: the contract gate holds the screens
    // of a supplier without one): the bid list, the drawer's offer form
    await contractInEffect(url, 'supplier');
    const supplierPage = await signIn(app!.browser, url, 'supplier');
    try {
      await supplierPage.goto(`${url}purchase/bid`);
      await supplierPage.getByTestId('bid-keyword').fill(bidNo);
      await supplierPage.getByRole('button', { name: '查询' }).click();
      const row = supplierPage.locator('tbody tr').filter({ hasText: bidNo });
      await row.getByTestId('bid-open').click();
      const form = supplierPage.getByTestId('offer-form');
      await form.waitFor();
      await form.getByLabel('鸡蛋', { exact: false }).first().fill('4.55');
      await form.getByLabel('交付提前天数').fill('1');
      await form.getByTestId('offer-submit').click();
      await expect.poll(() => form.textContent()).toContain('已提交');
    } catch (error) {
      await keepFailureShot(supplierPage, 'purchase', 'supplier-offer');
      throw error;
    } finally {
      await supplierPage.context().close();
    }

    // 禾丰 offers through the API
    const buyer = await apiToken(url, 'buyer');
    const bid = (await api('GET', `/purchase/bids?keyword=${bidNo}`, buyer)).result.records[0];
    const detail = (await api('GET', `/purchase/bids/${bid.id}`, buyer)).result;
    const egg = detail.products[0].id;
    const answer = await api('PUT', `/purchase/bids/${bid.id}/offer`, await apiToken(url, 'grain'), { leadDays: 2, lines: [{ baseProductId: egg, price: '4.70' }] });
    expect(answer.success, JSON.stringify(answer)).toBe(true);

    // close: the ranking shows; award 鸡蛋 to 鲜丰
    await drawer.getByTestId('bid-close').click();
    await confirm(page, '截止评标');
    const ranking = drawer.getByTestId('bid-ranking');
    await ranking.waitFor();
    await expect.poll(() => ranking.locator('tbody tr').count()).toBe(2);
    expect(await ranking.locator('tbody tr').first().textContent()).toContain('鲜丰食材有限公司');
    await ranking.getByRole('radio', { name: '鲜丰食材有限公司' }).check();
    await drawer.getByTestId('bid-award').click();
    const awards = drawer.getByTestId('bid-awards');
    await awards.waitFor();
    expect(await awards.textContent()).toContain('4.55');
    expect(await drawer.textContent()).toContain('已定标');

    // the bid prints through its seeded template as a PDF
    await drawer.getByTestId('bid-print').click();
    await expect.poll(() => page!.locator('[data-testid=print-template]').inputValue()).toBe('招标评标表');
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.locator('[data-testid=print-start]').click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // the canteen's shop, from the effective day the form offered (tomorrow)
    const canteen = await apiToken(url, 'canteen');
    const canteens = (await api('GET', '/university/restaurants', canteen)).result;
    const awarded = (await api('GET', `/purchase/bids/${bid.id}`, buyer)).result;
    const day = awarded.awards[0].effectiveFrom;
    for (const c of canteens) {
      const shop = (await api('GET', `/shop/products?restaurantId=${c.id}&arrivalDate=${day}&keyword=${encodeURIComponent('鸡蛋')}`, canteen)).result.records;
      expect(shop.find((p: { name: string }) => p.name === '鸡蛋')?.price, c.name).toBe('4.55');
    }
  } catch (error) {
    await keepFailureShot(page, 'purchase', 'bid');
    throw error;
  }
}, 300_000);
