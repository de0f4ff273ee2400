/**
 * Price setting in Chromium against the real server (issue 20): procurement enters a three-party comparison
 * (three suppliers' quotes for 牛腩, which no canteen could buy), sees the quotes side by side, submits and
 * approves it, and the chosen price is 一食堂's agreement price in its shop.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';
import type { Page } from 'playwright-core';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
  url = app.url;
}, 600_000); // the shared build may be made here, on a loaded machine

afterAll(() => app?.stop(), 60_000);

const api = async (path: string, token: string) => (await (await fetch(`${url}api${path}`, { headers: { 'x-access-token': token } })).json()) as any;

/** Pick `option` in the Mantine select whose input is `input`. */
async function pick(input: ReturnType<Page['locator']>, option: string | RegExp) {
  await input.click({ force: true }); // the MultiSelect's pill box lies over its input
  await page!.getByRole('option', { name: option }).first().click();
}

it('procurement compares three quotes, approves the choice, and the canteen\'s shop sells at it', async () => {
  try {
    const canteenToken = await apiToken(url, 'canteen');
    const canteens = (await api('/university/restaurants', canteenToken)).result as Array<{ id: string; name: string }>;
    const first = canteens.find((c) => c.name === '一食堂')!;
    const beef = async () => (await api(`/shop/products?restaurantId=${first.id}&keyword=${encodeURIComponent('牛腩')}`, canteenToken)).result.records[0];
    expect(await beef()).toBeUndefined();

    page = await signIn(app!.browser, url, 'buyer');
    await page.goto(`${url}purchase/three-party-price`);
    await page.getByTestId('comparison-add').click();
    const dialog = page.getByRole('dialog');
    await pick(dialog.getByTestId('comparison-product'), /牛腩/);
    await pick(dialog.getByTestId('comparison-canteens'), '一食堂');
    await dialog.getByRole('heading').first().click(); // closes the canteen list (Escape would close the dialog)
    const rows = dialog.getByTestId('comparison-quote-row');
    const quotes: Array<[string, string]> = [['鲜丰食材有限公司', '26.80'], ['禾丰粮油有限公司', '27.50'], ['绿源蔬菜合作社', '28.00']];
    for (const [i, [supplier, price]] of quotes.entries()) {
      await pick(rows.nth(i).getByTestId('comparison-supplier'), supplier);
      await rows.nth(i).getByTestId('comparison-price').fill(price);
    }
    await rows.nth(0).getByTestId('comparison-choose').click();
    await dialog.getByTestId('comparison-save').click();

    const drawer = page.getByTestId('comparison-drawer');
    await drawer.waitFor({ timeout: 20_000 });
    const table = drawer.getByTestId('comparison-side-by-side');
    for (const [supplier] of quotes) await expect.poll(() => table.textContent()).toContain(supplier);
    expect(await drawer.getByTestId('comparison-chosen').count()).toBe(1);
    await drawer.getByTestId('comparison-submit').click();
    await expect.poll(() => drawer.getByTestId('pricing-status').textContent(), { timeout: 20_000 }).toBe('待审批');
    await drawer.getByTestId('comparison-approve').click();
    await expect.poll(() => drawer.getByTestId('pricing-status').textContent(), { timeout: 20_000 }).toBe('已批准');

    expect(await beef()).toMatchObject({ price: '26.80', supplierName: '鲜丰食材有限公司' });
  } catch (error) {
    await keepFailureShot(page, 'pricing', 'comparison');
    throw error;
  }
}, 300_000);
