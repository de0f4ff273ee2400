/**
 * The catalogue in a browser (issue 19): supplier 禾丰 (grain) proposes a rice price for 一食堂 on its pricing
 * screen; procurement makes a price release for today, approves the price into it from the approval queue
 * and publishes the release; the canteen's shop then offers the rice at that price.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url: string;
let browser: Browser;
let page: Page | undefined;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startApp();
  ({ url, browser } = app);
  // 禾丰 has no service contract in the demo data: with the platform's contract check on, its screens would
  // sit behind the contract gate (a flow of its own, tested in flows.test.ts). Switch the check off for this walk.
  const admin = await apiToken(url, 'admin');
  const switched = await fetch(`${url}api/system/sysConfig/edit`, { method: 'PUT', headers: { 'content-type': 'application/json', 'X-Access-Token': admin }, body: JSON.stringify({ key: 'SYS_CONFIG_CONTRACT_CHECK', value: '0' }) });
  expect(((await switched.json()) as { success: boolean }).success).toBe(true);
}, 300_000);

afterAll(() => app?.stop());

/** Pick `label` in the Mantine select of the form field `name`. */
async function choose(p: Page, name: string, label: string) {
  await p.locator(`[data-testid=field-${name}]`).click();
  await p.getByRole('option', { name: label }).first().click();
}

describe('a price from proposal to the shop', () => {
  it('grain proposes, procurement holds it in a release and publishes, the canteen buys at that price', async () => {
    try {
      page = await signIn(browser, url, 'grain');
      await page.goto(`${url}product/supplier-product-list`);
      await page.locator('[data-testid=price-propose]').click();
      await choose(page, 'baseProductId', 'P0012 东北珍珠米 (袋)');
      await choose(page, 'restaurantIds', '一食堂');
      // (Escape here would close the dialog, not only the multi-select's list: the next field's click closes the list)
      await page.locator('[data-testid=field-price]').click();
      await page.locator('[data-testid=field-price]').fill('77.00');
      await page.locator('[data-testid=field-effectiveFrom]').fill(today);
      await page.locator('[data-testid=field-effectiveFrom]').press('Tab');
      await page.locator('[data-testid=form-submit]').click();
      await page.getByText('操作成功！').first().waitFor();
      await page.context().close();

      page = await signIn(browser, url, 'buyer');
      await page.goto(`${url}product/price-release`);
      await page.locator('[data-testid=release-add]').click();
      await page.locator('[data-testid=field-name]').fill('今日粮油价格');
      await page.locator('[data-testid=field-releaseDate]').fill(today);
      await page.locator('[data-testid=field-releaseDate]').press('Tab');
      await page.locator('[data-testid=form-submit]').click();
      await page.getByRole('cell', { name: '今日粮油价格' }).waitFor();

      await page.goto(`${url}supplier/supplier-productauditlist`);
      const row = page.locator('tr', { hasText: '东北珍珠米' }).filter({ hasText: '77.00' });
      await row.locator('[data-testid=price-hold]').click();
      await choose(page, 'releaseId', `今日粮油价格 · ${today}`);
      await page.locator('[data-testid=form-submit]').click();
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);

      await page.goto(`${url}product/price-release`);
      const release = page.locator('tr', { hasText: '今日粮油价格' });
      await expect.poll(() => release.locator('td[data-column=priceCount]').innerText()).toBe('1');
      await release.locator('[data-testid=release-publish]').click();
      await page.getByRole('dialog').getByRole('button', { name: '发布' }).click();
      await expect.poll(() => release.innerText()).toContain('已发布');
      await page.context().close();

      page = await signIn(browser, url, 'canteen');
      await page.goto(`${url}shop/home`);
      const rice = page.locator('tr, [data-product]', { hasText: '东北珍珠米' }).first();
      await expect.poll(() => rice.innerText(), { timeout: 20_000 }).toContain('77.00');
    } catch (error) {
      await keepFailureShot(page, 'catalogue', 'proposal-to-shop');
      throw error;
    }
  }, 300_000);
});
