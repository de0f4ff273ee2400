/**
 * Supplier evaluations in a browser (issue 19): canteen staff rate 禾丰 for 一食堂 this month with stars and a
 * comment, then change a score; the list shows the overall and procurement reads the same evaluation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepFailureShot, pickDepartment, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
}, 300_000);
afterAll(() => app?.stop());

/** Click star `n` of the rating field `name` (Mantine Rating: a label per value, the first for 0). */
const star = (p: Page, name: string, n: number) => p.locator(`[data-field=${name}] label`).nth(n).click();

it('a canteen rates a supplier, changes a score, and procurement reads it', async () => {
  const url = app!.url;
  try {
    page = await signIn(app!.browser, url, 'canteen');
    await pickDepartment(page);
    await page.goto(`${url}supplier/evaluation`);
    await page.locator('[data-testid=evaluation-add]').click();
    await page.locator('[data-field=supplierId]').click();
    await page.getByRole('option', { name: '禾丰粮油有限公司' }).click();
    await page.locator('[data-field=restaurantId]').click();
    await page.getByRole('option', { name: '一食堂' }).click();
    await page.locator('[data-field=period]').click();
    // the month picker opens on this year with this month selectable (later months are disabled)
    await page.locator('[data-dates-dropdown] button[data-picker-control]:not([data-disabled])').last().click();
    await star(page, 'quality', 5);
    await star(page, 'delivery', 4);
    await star(page, 'service', 3);
    await page.locator('[data-field=comment]').fill('米质好，配送准时');
    await page.locator('[data-testid=evaluation-save]').click();
    // this month's row (the demo data holds 禾丰's evaluations of earlier months)
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const row = page.locator('tbody tr', { hasText: '禾丰粮油有限公司' }).filter({ hasText: month });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('4.00');
    expect(await row.innerText()).toContain('米质好，配送准时');

    await row.locator('[data-testid=evaluation-edit]').click();
    await star(page, 'service', 5);
    await page.locator('[data-testid=evaluation-save]').click();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('4.67');
    await page.context().close();

    page = await signIn(app!.browser, url, 'buyer');
    await pickDepartment(page);
    await page.goto(`${url}supplier/evaluation`);
    await expect.poll(() => page!.locator('tbody tr', { hasText: '禾丰粮油有限公司' }).filter({ hasText: month }).innerText(), { timeout: 15_000 }).toContain('4.67');
  } catch (error) {
    await keepFailureShot(page, 'evaluations', 'rate');
    throw error;
  }
}, 300_000);
