/**
 * Price setting in Chromium against the real server (issue 20): procurement enters a three-party comparison
 * (three suppliers' quotes for 牛腩, which no canteen could buy), sees the quotes side by side, submits and
 * approves it, and the chosen price is 一食堂's agreement price in its shop; a quote's attachment and a cloud
 * item's image are uploaded through their controls and kept when the record is opened again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, keepFailureShot, pickDepartment, signIn, startApp, type E2eApp } from './harness.ts';
import type { Page } from 'playwright-core';
import { PDF_BYTES, PNG_BYTES } from '../../src/server/storage/samples.ts';
import { contractInEffect } from './supplierContract.ts';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
  url = app.url;
}, 600_000); // the shared build may be made here, on a loaded machine

afterAll(() => app?.stop(), 60_000);

const api = async (path: string, token: string) => (await (await fetch(`${url}api${path}`, { headers: { 'x-access-token': token } })).json()) as any;

/** Clicks an upload button and gives the file chooser it opens `file`. */
async function upload(button: ReturnType<Page['locator']>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page!.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The bytes behind a stored file's link as the page shows it (a signed link: no session needed). */
async function bytesBehind(link: ReturnType<Page['locator']>, attribute: 'href' | 'src') {
  const response = await fetch(new URL((await link.getAttribute(attribute))!, url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

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
    // the chosen supplier's written quote, attached through the row's upload control
    await upload(rows.nth(0).getByTestId('comparison-quote-upload'), { name: 'quote.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await rows.nth(0).getByRole('link').waitFor({ timeout: 20_000 });
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

    // opened again from the list, the quote keeps its attachment: the same bytes behind its link
    await page.reload();
    await page.locator('tr', { hasText: '牛腩' }).first().getByTestId('comparison-open').click();
    const file = page.getByTestId('comparison-drawer').getByTestId('comparison-quote-file');
    await expect.poll(() => file.count(), { timeout: 20_000 }).toBe(1);
    expect((await bytesBehind(file, 'href')).equals(PDF_BYTES)).toBe(true);
  } catch (error) {
    await keepFailureShot(page, 'pricing', 'comparison');
    throw error;
  }
}, 300_000);

it('a cloud item adopted into the shop is sold from its minimum order: the cart holds back less', async () => {
  try {
    const canteenToken = await apiToken(url, 'canteen');
    const canteens = (await api('/university/restaurants', canteenToken)).result as Array<{ id: string; name: string }>;
    const first = canteens.find((c) => c.name === '一食堂')!;
    // the demo's listed cloud item: 紫甘蓝 from 鲜丰, sold from 20 斤
    const listed = (await api(`/purchase/cloud-goods?status=listed&pageSize=50`, canteenToken)).result.records as Array<{ id: string; productName: string; minOrder: string }>;
    const cabbage = listed.find((g) => g.productName === '紫甘蓝')!;
    expect(Number(cabbage.minOrder)).toBe(20);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const adopted = await fetch(`${url}api/purchase/cloud-goods/${cabbage.id}/adopt`, {
      method: 'POST',
      headers: { 'x-access-token': canteenToken, 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantIds: [first.id], effectiveFrom: today }),
    });
    expect(((await adopted.json()) as { success: boolean }).success).toBe(true);

    page = await signIn(app!.browser, url, 'canteen');
    await pickDepartment(page);
    await page.goto(`${url}shop/home`);
    const row = page.locator('tbody tr:visible', { hasText: '紫甘蓝' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.getByTestId('shop-min-order').innerText()).toBe('起订 20斤');
    await row.getByTestId('shop-add').click(); // the count starts at the minimum
    await page.getByTestId('shop-cart').click();
    const line = page.locator('tbody tr:visible', { hasText: '紫甘蓝' });
    const count = line.getByTestId('cart-count');
    await expect.poll(() => count.inputValue()).toBe('20');
    await count.fill('12');
    await expect.poll(() => line.innerText()).toContain('起订量 20斤');
    expect(await page.getByTestId('cart-submit').isDisabled()).toBe(true);
    await count.fill('25');
    await expect.poll(() => page!.getByTestId('cart-submit').isDisabled()).toBe(false);
    expect(await line.innerText()).not.toContain('起订量');
  } catch (error) {
    await keepFailureShot(page, 'pricing', 'min-order');
    throw error;
  }
}, 300_000);

it('a supplier\'s cloud item keeps the image uploaded through its control', async () => {
  try {
    await contractInEffect(url, 'supplier');

    page = await signIn(app!.browser, url, 'supplier');
    await page.goto(`${url}purchase/cloud-goods`);
    await page.getByTestId('cloud-add').click();
    const dialog = page.getByRole('dialog');
    await pick(dialog.getByTestId('cloud-product'), /紫甘蓝/); // an approved link of 鲜丰's
    await dialog.getByTestId('cloud-price').fill('3.35');
    await upload(dialog.getByTestId('cloud-image-upload'), { name: 'cabbage.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await dialog.locator('img').waitFor({ timeout: 20_000 });
    await dialog.getByTestId('cloud-save').click();
    await page.getByTestId('cloud-image').waitFor({ timeout: 20_000 });

    // opened again after a reload: the image is shown from the stored file, byte for byte
    await page.reload();
    await page.locator('tr', { hasText: '3.35' }).first().getByTestId('cloud-open').click();
    const image = page.getByTestId('cloud-image').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(1);
    expect((await bytesBehind(image, 'src')).equals(PNG_BYTES)).toBe(true);
  } catch (error) {
    await keepFailureShot(page, 'pricing', 'cloud-image');
    throw error;
  }
}, 300_000);
