/**
 * Supplier management in Chromium against the real server (issue 19): a supplier registers on the sign-up
 * page; the platform records its food business licence, expiring in 10 days, with a scan, and runs the
 * expiry check, which sends the supplier its reminder; the platform approves the registration and procurement
 * puts the supplier on a canteen's white list. (The new supplier's own screens sit behind the contract gate
 * until its service contract is effective, so its side is read through the API.)
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, keepFailureShot, launchChromium, serveApp, signIn, stopApp, type ServerOutput } from './harness.ts';

const PASSWORD = 'Farm#2026x';

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let output: ServerOutput;
let browser: Browser | undefined;
let page: Page | undefined;

beforeAll(async () => {
  dist = buildApp();
  ({ url, server, output } = await serveApp(dist, { startTimeoutMs: 300_000 })); // migrating and seeding took minutes on a loaded shared machine
  browser = await launchChromium();
}, 600_000); // the shared build may be made here, on a loaded machine

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const api = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${url}api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as any;
};
const login = async (username: string, password = 'Larder#2026') => (await api('POST', '/sys/login', undefined, { username, password })).result.token as string;
const chinaDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Choose `option` in the Mantine select labelled `label` inside `scope` (a required field's label ends in its asterisk: not exact). */
async function choose(scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page!.getByRole('option', { name: option, exact: true }).click();
}

it('a registered supplier gets its expiry reminder, is approved and put on a white list', async () => {
  try {
    // 1. the supplier signs up
    const signUp = await browser!.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    const form = (await signUp.newPage());
    await form.goto(`${url}newsupplier/supplierRegister`);
    const fields = form.locator('[data-testid=supplier-register-form]');
    await fields.locator('input[name=companyName]').fill('青禾农场有限公司');
    await fields.locator('input[name=contact]').fill('钱经理');
    const phone = '13700000701';
    await fields.locator('input[name=phone]').fill(phone);
    await fields.getByRole('button', { name: '获取验证码' }).click();
    const [, code] = await output.waitFor(new RegExp(`sms to ${phone}: \\D*(\\d{6})`));
    await fields.locator('input[name=smscode]').fill(code);
    await fields.locator('input[name=username]').fill('e2e_qinghe');
    await fields.locator('input[name=password]').fill(PASSWORD);
    await fields.locator('input[name=confirm]').fill(PASSWORD);
    await fields.locator('button[type=submit]').click();
    await form.waitForURL(/\/user\/register-result/);
    await signUp.close();
    const supplierToken = await login('e2e_qinghe', PASSWORD);

    // 2. the platform records its licence, expiring in 10 days, with a scan, and runs the expiry check
    page = await signIn(browser!, url, 'admin');
    await page.goto(`${url}supplier/qualification`);
    await page.locator('[data-testid=qualification-add]').click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, '供应商', '青禾农场有限公司');
    await choose(dialog, '资质类型', '食品经营许可证');
    await dialog.getByLabel('证照编号').fill('JY-E2E-0001');
    const expiry = dialog.getByLabel('到期日期');
    await expiry.fill(chinaDay(10));
    await expiry.blur();
    const scan = join(tmpdir(), 'licence-scan.png');
    writeFileSync(scan, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
    const chooser = page.waitForEvent('filechooser');
    await dialog.locator('[data-testid=scan-upload]').click();
    await (await chooser).setFiles(scan);
    await dialog.getByText('licence-scan.png').waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();
    const row = page.locator('tr', { hasText: 'JY-E2E-0001' });
    await row.waitFor();
    expect(await row.textContent()).toContain('即将到期');
    await page.locator('[data-testid=qualification-check]').click();
    await page.getByText(/已提醒 1 条/).waitFor();
    const bell = await api('GET', '/sys/annountCement/listByUser', supplierToken);
    expect(bell.result.sysMsgList.map((n: any) => n.titile)).toContain('资质即将到期：食品经营许可证 JY-E2E-0001');

    // 3. the platform approves the registration
    await page.goto(`${url}supplier/register-list`);
    const registration = page.locator('tr', { hasText: '青禾农场有限公司' });
    await registration.locator('[data-testid=registration-approve]').click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await registration.getByText('已通过').waitFor();
    expect((await api('GET', '/supplier/registrations', supplierToken)).result.records[0].auditStatus).toBe('approved');
    await page.context().close();

    // 4. procurement puts it on 一食堂's white list
    page = await signIn(browser!, url, 'buyer');
    await page.goto(`${url}supplier/white-list`);
    await page.locator('[data-testid=white-list-add]').click();
    const add = page.getByRole('dialog');
    await choose(add, '食堂', '一食堂');
    await choose(add, '供应商', '青禾农场有限公司');
    await add.getByRole('button', { name: '保存' }).click();
    await page.locator('tr', { hasText: '青禾农场有限公司' }).getByText('一食堂').waitFor();
    const listed = await api('GET', '/supplier/white-list', supplierToken);
    expect(listed.result.records.map((r: any) => r.restaurantName)).toEqual(['一食堂']);
  } catch (error) {
    await keepFailureShot(page, 'suppliers', 'walk');
    throw error;
  }
}, 240_000);
