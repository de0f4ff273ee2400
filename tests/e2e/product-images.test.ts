/**
 * A base product's images in Chromium against the real server (issue 19): procurement uploads an image to
 * 大白菜 through the edit form's upload tile and saves; after a reload the list's thumbnail, the form and the
 * detail show the stored file, byte for byte; taking it off in the form and saving leaves the product without it.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG_BYTES } from '../../src/server/storage/samples.ts';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
  url = app.url;
}, 600_000); // the shared build may be made here, on a loaded machine

afterAll(() => app?.stop(), 60_000);

/** The images 大白菜 holds, as the API answers them. */
async function storedImages(): Promise<string[]> {
  const token = await apiToken(url, 'buyer');
  const response = await fetch(`${url}api/catalogue/base-products?keyword=${encodeURIComponent('大白菜')}`, { headers: { 'x-access-token': token } });
  return ((await response.json()) as { result: { records: Array<{ name: string; images: string[] }> } }).result.records.find((r) => r.name === '大白菜')!.images;
}

/** The bytes behind an image as the page shows it (a signed link: no session needed). */
async function bytesOf(image: Locator): Promise<Buffer> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(1);
  const response = await fetch(new URL((await image.getAttribute('src'))!, url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const cabbageRow = () => page!.locator('tr', { has: page!.getByRole('cell', { name: '大白菜', exact: true }) });

it('procurement uploads a product image through the form; it comes back after a reload, and goes when removed', async () => {
  try {
    expect(await storedImages()).toEqual([]);
    page = await signIn(app!.browser, url, 'buyer');
    await page.goto(`${url}product/base-product`);
    await cabbageRow().getByTestId('product-edit').click();
    const dialog = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByTestId('product-images-upload').click();
    await (await chooser).setFiles({ name: 'cabbage.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await dialog.getByTestId('product-images-item').locator('img').waitFor({ timeout: 20_000 });
    await dialog.getByTestId('form-submit').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    const stored = await storedImages();
    expect(stored).toHaveLength(1);

    // after a reload: the list's thumbnail, the form and the detail show the stored file, byte for byte
    await page.reload();
    const thumb = cabbageRow().getByTestId('product-thumb').locator('img');
    expect((await bytesOf(thumb)).equals(PNG_BYTES)).toBe(true);
    expect(new URL((await thumb.getAttribute('src'))!, url).pathname).toBe(`/api/sys/common/static/${stored[0]}`);
    await cabbageRow().getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog');
    expect((await bytesOf(drawer.getByTestId('product-detail-image').locator('img'))).equals(PNG_BYTES)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await cabbageRow().getByTestId('product-edit').click();
    expect((await bytesOf(dialog.getByTestId('product-images-item').locator('img'))).equals(PNG_BYTES)).toBe(true);
    await dialog.getByTestId('product-images-remove').click();
    await expect.poll(() => dialog.getByTestId('product-images-item').count()).toBe(0);
    await dialog.getByTestId('form-submit').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    expect(await storedImages()).toEqual([]);
  } catch (error) {
    await keepFailureShot(page, 'product-images', 'upload');
    throw error;
  }
}, 300_000);
