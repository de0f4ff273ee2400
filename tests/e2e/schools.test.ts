/**
 * 学校管理 and 食堂管理 in Chromium against the real server: the administrator adds a college and a canteen
 * with a contact and a delivery slot, edits the canteen's slots, disables it; canteen staff then see the
 * canteen of the department they work in only, read-only, on a phone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
  url = app.url;
}, 600_000);

afterAll(() => app?.stop());

const api = async (path: string, token: string) => ((await (await fetch(`${url}api${path}`, { headers: { 'x-access-token': token } })).json()) as any).result;

/** Pick `option` in the drawer's select labelled `label` (a required one's name ends in its asterisk). */
async function choose(drawer: ReturnType<Page['getByRole']>, label: string, option: RegExp | string) {
  await drawer.getByLabel(new RegExp(`^${label}`)).first().click();
  await page!.getByRole('option', { name: option }).first().click();
}

it('adds a college and a canteen, edits its delivery slots, disables it; canteen staff see their own only', async () => {
  const token = await apiToken(url, 'admin');
  const college = `E2E学校${Date.now() % 100000}`;
  const canteen = `${college}食堂`;
  try {
    page = await signIn(app!.browser, url, 'admin');

    // 学校管理: a new college bought for by the procurement centre
    await page.goto(`${url}university/college`);
    await page.getByRole('button', { name: '新增学校' }).click();
    let drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: '名称' }).fill(college);
    await drawer.getByRole('textbox', { name: '编码' }).fill(`E2E${Date.now() % 100000}`);
    await choose(drawer, '采购部门', /采购/);
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.locator('tbody tr', { hasText: college }).waitFor();

    // 食堂管理: a canteen of that college with one contact and one slot
    await page.goto(`${url}university/restaurant`);
    await page.getByRole('button', { name: '新增食堂' }).click();
    drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: /^名称/ }).first().fill(canteen);
    await choose(drawer, '所属学校', college);
    await drawer.getByTestId('contact-0').getByRole('textbox', { name: '姓名' }).fill('周主管');
    await drawer.getByTestId('contact-0').getByRole('textbox', { name: '电话' }).fill('13800000031');
    // a bad window is refused in the form with the catalogue's message
    await drawer.getByTestId('slot-0').getByRole('textbox', { name: '名称' }).fill('午餐');
    await drawer.getByTestId('slot-0').getByRole('textbox', { name: /时间段/ }).fill('10:00-09:00');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.getByText(/第 1 个配送时段须有/).waitFor();
    await drawer.getByTestId('slot-0').getByRole('textbox', { name: /时间段/ }).fill('09:00-10:00');
    await drawer.getByRole('button', { name: '保存' }).click();
    const row = page.locator('tbody tr', { hasText: canteen });
    await row.waitFor();
    expect(await row.textContent()).toContain('午餐 09:00-10:00');

    // edit: a second slot
    await row.getByRole('button', { name: '编辑' }).click();
    drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: '添加时段' }).click();
    await drawer.getByTestId('slot-1').getByRole('textbox', { name: '编码' }).fill('dinner');
    await drawer.getByTestId('slot-1').getByRole('textbox', { name: '名称' }).fill('晚餐');
    await drawer.getByTestId('slot-1').getByRole('textbox', { name: /时间段/ }).fill('15:00-16:00');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => row.textContent()).toContain('晚餐 15:00-16:00');
    const [saved] = (await api(`/university/canteens?name=${encodeURIComponent(canteen)}`, token)).records;
    expect(saved.deliverySlots).toEqual([{ code: 'lunch', name: '午餐', time: '09:00-10:00' }, { code: 'dinner', name: '晚餐', time: '15:00-16:00' }]);
    expect(saved.contacts).toEqual([{ name: '周主管', phone: '13800000031' }]);

    // disable
    await row.getByRole('button', { name: '停用' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row.locator('.mantine-Badge-root').textContent()).toBe('停用');
    expect((await api(`/university/canteens/${saved.id}`, token)).status).toBe(0);
    await page.context().close();

    // canteen staff, on a phone: working in 第一中学一食堂 they read that canteen only, with no edit actions
    page = await signIn(app!.browser, url, 'canteen', { viewport: { width: 390, height: 844 } });
    const chooser = page.locator('input[data-testid=depart-select]');
    await chooser.click();
    await page.getByRole('option', { name: /一食堂/ }).click();
    const dialog = page.getByRole('dialog').filter({ has: chooser });
    await dialog.getByRole('button', { name: '确认' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(`${url}university/restaurant`);
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    expect(await page.locator('tbody tr[data-row-key] td[data-column=name]').allTextContents()).toEqual(['一食堂']);
    expect(await page.getByRole('button', { name: '新增食堂' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '编辑' }).count()).toBe(0);
    await page.locator('tbody tr', { hasText: '一食堂' }).getByRole('button', { name: '详情' }).click();
    await page.getByTestId('canteen-detail').getByText('食堂王').waitFor();
    await page.context().close();
  } catch (error) {
    await keepFailureShot(page, 'schools', 'walk');
    throw error;
  }
}, 600_000);
