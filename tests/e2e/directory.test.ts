/**
 * The supplier directory (/index/SupplierList, issue 19) in Chromium against the real server: procurement
 * finds suppliers by rating, name and category, exports the list and opens a supplier's drawer (contacts,
 * rating by month); a canteen reads it in English on a phone; a supplier is refused.
 */
import { readFileSync } from 'node:fs';
import { readWorkbook } from '../../src/server/http/excel.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, pickDepartment, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url = '';

beforeAll(async () => {
  app = await startApp();
  url = app.url;
}, 600_000);

afterAll(() => app?.stop());

/** What the server answers `user` (the demo's ratings hold its deliveries' scores, made on days relative to today). */
async function served(user: string, path: string) {
  const response = await fetch(`${url}api${path}`, { headers: { 'x-access-token': await apiToken(url, user) } });
  return ((await response.json()) as { result: any }).result;
}

const rowOf = (page: import('playwright-core').Page, name: string) => page.locator('tr', { hasText: name });

it('procurement ranks, searches, filters, exports and opens a supplier (zh, desktop)', async () => {
  const page = await signIn(app!.browser, url, 'buyer');
  await page.goto(`${url}index/SupplierList`);
  await rowOf(page, '禾丰粮油有限公司').waitFor({ timeout: 30_000 });
  // by rating, highest first, as the server ranks them; 禾丰's contract is in force
  const names = await page.locator('[data-testid=directory-name]').allTextContents();
  expect(names).toEqual((await served('buyer', '/supplier/directory')).records.map((r: { name: string }) => r.name));
  expect(await rowOf(page, '禾丰粮油有限公司').locator('[data-testid=contract-state]').textContent()).toBe('生效中');
  expect(await rowOf(page, '鲜丰食材有限公司').locator('[data-testid=contract-state]').textContent()).toBe('无有效合同');
  expect(await rowOf(page, '禾丰粮油有限公司').textContent()).toContain('浙江省 杭州市 余杭区');

  // a province alone filters (the server takes any level): both demo suppliers are in 浙江省
  await page.locator('input[aria-label="省/直辖市"]').click();
  await page.getByRole('option', { name: '浙江省' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect.poll(() => page.locator('[data-testid=directory-name]').allTextContents().then((n) => [...n].sort())).toEqual(['禾丰粮油有限公司', '鲜丰食材有限公司'].sort());
  await page.locator('[data-testid=filter-name]').fill('禾丰');
  await page.getByRole('button', { name: '查询' }).click();
  await expect.poll(() => page.locator('[data-testid=directory-name]').allTextContents()).toEqual(['禾丰粮油有限公司']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export]').click()]);
  const rows = await readWorkbook(readFileSync((await download.path())!));
  expect(rows.map((r) => r['供应商'])).toEqual(['禾丰粮油有限公司']);
  expect(rows[0]!['服务合同']).toBe('生效中');

  await page.locator('[data-testid=directory-name]', { hasText: '禾丰粮油有限公司' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('周经理').waitFor();
  expect(await drawer.textContent()).toContain('13800000005');
  await drawer.locator('[data-testid=rating-months] tbody tr').first().waitFor();
  const grainId = (await served('buyer', '/supplier/directory?name=禾丰')).records[0].id;
  expect(await drawer.locator('[data-testid=rating-months] tbody tr').count()).toBe((await served('buyer', `/supplier/directory/${grainId}`)).months.length);
  await page.context().close();
});

it('a canteen reads it in English on a phone; a supplier is refused', async () => {
  const page = await signIn(app!.browser, url, 'canteen', { locale: 'en-US', viewport: { width: 390, height: 844 } });
  await pickDepartment(page); // the canteen user works for several departments: the chooser comes first (in Chinese)
  // the app's language is its stored setting (as system-extra.test.ts switches it), not the browser's locale
  await page.evaluate(() => localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { ...JSON.parse(localStorage.getItem('pro__SETTINGS') ?? '{}').value, locale: 'en-US' }, expire: Date.now() + 86_400_000 })));
  await page.goto(`${url}index/SupplierList`);
  await rowOf(page, '禾丰粮油有限公司').waitFor({ timeout: 30_000 });
  expect(await rowOf(page, '禾丰粮油有限公司').locator('[data-testid=contract-state]').textContent()).toBe('Effective');
  expect(await page.getByText('Supplier directory').count()).toBeGreaterThan(0);
  await page.locator('[data-testid=directory-name]', { hasText: '鲜丰食材有限公司' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('Rating by month').waitFor();
  const freshId = (await served('canteen', '/supplier/directory?name=鲜丰')).records[0].id;
  await drawer.locator('[data-testid=rating-months] tbody tr').first().waitFor();
  expect(await drawer.locator('[data-testid=rating-months] tbody tr').count()).toBe((await served('canteen', `/supplier/directory/${freshId}`)).months.length);
  await page.context().close();

  const grain = await apiToken(url, 'grain');
  const refused = await fetch(`${url}api/supplier/directory`, { headers: { 'x-access-token': grain, 'accept-language': 'en' } });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/for procurement, canteens and the platform/);
});
