/**
 * The last system screens in Chromium against the real server: 食堂王 adds canteen staff to the canteen he
 * heads and gives them a position (我的部门); the administrator adds and finds a category (分类字典), adds a
 * region under a province and opens it (地址管理), and registers a data source whose password the list never
 * shows (多数据源, in English on a phone).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, keepFailureShot, pickDepartment, signIn, startApp, type E2eApp } from './harness.ts';
import type { Page } from 'playwright-core';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
  url = app.url;
});
afterAll(() => app?.stop());

const api = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await fetch(`${url}api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as any;
};

it('a canteen head adds staff to his canteen and sets a position', async () => {
  const admin = await apiToken(url, 'admin');
  const suffix = Date.now().toString(36);
  const added = await api('POST', '/sys/user/add', admin, { username: `cook_${suffix}`, realname: `厨师${suffix}`, password: 'Larder#2026', confirmpassword: 'Larder#2026', userType: 3 });
  expect(added.success, JSON.stringify(added)).toBe(true);
  try {
    page = await signIn(app!.browser, url, 'canteen');
    await pickDepartment(page);
    await page.goto(`${url}system/depart-user`);
    await pickDepartment(page);
    await page.locator('[data-testid=depart-user-departs]').getByText('第一中学一食堂').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '添加成员' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[data-testid=depart-user-candidates]').fill(suffix);
    await page.getByRole('option', { name: new RegExp(`cook_${suffix}`) }).click();
    // the open list covers the buttons: a click on the title closes it
    await dialog.getByText('添加成员到').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    const row = page.locator('[data-testid=depart-user-members] tr', { hasText: `cook_${suffix}` });
    await row.waitFor();

    await row.getByText('设置职务').click();
    await page.getByRole('dialog').locator('input').first().click();
    await page.getByRole('option', { name: /食堂经理/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect.poll(() => row.textContent()).toContain('食堂经理');

    await row.getByText('移出').click();
    await page.getByRole('dialog').getByRole('button', { name: '移出' }).click();
    await expect.poll(() => row.count()).toBe(0);
  } catch (error) {
    await keepFailureShot(page, 'system-extra', 'depart-user');
    throw error;
  }
});

it('the administrator adds a category and finds it, and adds a region under a province', async () => {
  try {
    page = await signIn(app!.browser, url, 'admin');
    await page.goto(`${url}system/category`);
    await page.locator('[data-testid=category-table]').getByText('蔬菜').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '新增分类' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('分类编码').fill('E2E_CAT');
    await dialog.getByLabel('分类名称').fill('测试分类');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.locator('[data-testid=category-search]').fill('E2E_CAT');
    // the list reloads after the save: while it does, its one row is the loading row, without text
    await expect.poll(() => page!.locator('[data-testid=category-table] tbody').textContent()).toContain('测试分类');
    expect(await page.locator('[data-testid=category-table] tbody tr').count()).toBe(1);

    await page.goto(`${url}system/address`);
    await page.locator('[data-testid=address-table]').getByText('河北省').click();
    await page.locator('[data-testid=address-trail]').getByText('河北省').waitFor();
    await page.getByRole('button', { name: '新增地区' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('地区编码').fill('1399');
    await form.getByLabel('地区名称').fill('测试市');
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('[data-testid=address-table]').getByText('测试市').waitFor();
    await page.locator('[data-testid=address-search]').fill('测试市');
    await expect.poll(() => page!.locator('[data-testid=address-table]').textContent()).toContain('河北省');
  } catch (error) {
    await keepFailureShot(page, 'system-extra', 'category-address');
    throw error;
  }
});

it('registers a data source on a phone, in English, and never shows its password', async () => {
  try {
    page = await signIn(app!.browser, url, 'admin', { locale: 'en-US', viewport: { width: 390, height: 844 } });
    // the language is the user's setting (个人设置), kept in the browser
    await page.evaluate(() => localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { ...JSON.parse(localStorage.getItem('pro__SETTINGS') ?? '{}').value, locale: 'en-US' }, expire: Date.now() + 86_400_000 })));
    await page.goto(`${url}system/dataSource`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill('e2e_sales');
    await dialog.getByLabel('Name').fill('Sales');
    await dialog.locator('[data-testid=data-source-url]').fill('postgres://reader:Very-Secret@127.0.0.1:1/sales');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => dialog.locator('[data-testid=data-source-test-result]').textContent(), { timeout: 20_000 }).toMatch(/Connection failed/);
    expect(await dialog.locator('[data-testid=data-source-test-result]').textContent()).not.toContain('Very-Secret');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const table = page.locator('[data-testid=data-source-table]');
    await table.getByText('e2e_sales').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await table.textContent()).toContain('postgres://reader:****@127.0.0.1:1/sales');
    expect(await page.content()).not.toContain('Very-Secret');
  } catch (error) {
    await keepFailureShot(page, 'system-extra', 'data-source');
    throw error;
  }
});
