/**
 * A bid in Chromium against the real server on a fresh demo database: procurement makes a bid from the
 * demo rule on 招标管理 and publishes it, the two demo suppliers offer (through the API: the contract gate
 * holds their screens), procurement closes it, sees the offers ranked and awards 鸡蛋 to one of them, and
 * the canteen's shop sells 鸡蛋 at the awarded price from the bid's effective day (tomorrow).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, keepFailureShot, pickDepartment, signIn, startApp, type E2eApp } from './harness.ts';

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

    // the suppliers offer through the API
    const buyer = await apiToken(url, 'buyer');
    const bid = (await api('GET', `/purchase/bids?keyword=${bidNo}`, buyer)).result.records[0];
    const detail = (await api('GET', `/purchase/bids/${bid.id}`, buyer)).result;
    const egg = detail.products[0].id;
    for (const [who, price, leadDays] of [['supplier', '4.55', 1], ['grain', '4.70', 2]] as const) {
      const answer = await api('PUT', `/purchase/bids/${bid.id}/offer`, await apiToken(url, who), { leadDays, lines: [{ baseProductId: egg, price }] });
      expect(answer.success, JSON.stringify(answer)).toBe(true);
    }

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
