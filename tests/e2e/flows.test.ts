/**
 * The shell's flows in a real Chromium against the real server on a fresh embedded database: the bell
 * reacting to a released announcement over the live channel, the account drawer's validations, the
 * forced department choice, the supplier contract through upload and confirm, the last-tab refusal,
 * a procurement user kept out of the admin screens, a supplier's self-registration with its region
 * and a forgotten password reset by SMS code. One build, one server, one browser; a fresh context per user.
 */
import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, launchChromium, serveApp, stopApp, type ServerOutput } from './harness.ts';

const PASSWORD = 'Larder#2026';

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let output: ServerOutput;
let browser: Browser | undefined;

beforeAll(async () => {
  dist = buildApp();
  ({ url, server, output } = await serveApp(dist));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Log in through the form; the landing page differs by user, so wait for the header instead of a URL. */
async function loggedIn(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser!.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${url}user/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('[data-testid=login-form] button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 30_000 });
  await page.locator('[data-testid=user-menu]').waitFor({ timeout: 30_000 });
  return { context, page };
}

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value ?? '');

interface Envelope<T> {
  success: boolean;
  code: number | string;
  message: string;
  result: T;
}

/** A call to the API as a plain client (no browser), returning the HTTP status and the envelope. */
async function api<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${url}api${path}`, {
    method,
    headers: { ...(token ? { 'X-Access-Token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function apiToken(username: string): Promise<string> {
  const { body } = await api<{ token: string }>('POST', '/sys/login', undefined, { username, password: PASSWORD });
  expect(body.code).toBe('200');
  return body.result.token;
}

/** The number on the bell's badge (the badge is not rendered at 0). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.locator('[data-testid=notice-count] .mantine-Indicator-indicator');
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.textContent())?.trim() ?? '';
  return text === '' ? 0 : Number(text);
}

/** A Mantine notification containing `text`. */
const notice = (page: Page, text: string): Locator => page.locator('.mantine-Notification-root', { hasText: text });

async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.locator('[data-testid=side-menu]');
  const link = menu.getByText(item, { exact: true });
  if (!(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  await link.click();
}

const tabTitles = (page: Page) => page.locator('[data-testid=tab-bar] [data-tab]').allTextContents();

/** A 1×1 transparent PNG: a real image, so the server's type sniffing accepts it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('back-office flows in Chromium', () => {
  it('raises the bell count and shows a notification when an admin releases an announcement', async () => {
    const context = await browser!.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    // the channel must be subscribed before the release: messages sent while it is down are not replayed
    const socket = page.waitForEvent('websocket', { predicate: (ws) => /\/websocket\//.test(ws.url()), timeout: 30_000 });
    await page.goto(`${url}user/login`);
    await page.locator('input[name=username]').fill('buyer');
    await page.locator('input[name=password]').fill(PASSWORD);
    // the client refreshes the notices once the socket is open; that answer means the server has subscribed it
    const caughtUp = socket.then(() =>
      page.waitForResponse((r) => r.url().includes('/api/sys/annountCement/listByUser'), { timeout: 15_000 }),
    );
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.locator('[data-testid=notice-bell]').waitFor({ timeout: 30_000 });
    await socket;
    await caughtUp;
    await page.waitForLoadState('networkidle');
    // the bell adds the pending-work counts (polled every 6 s) to the unread notices: take the count once it
    // holds across a poll, or a count that lands late passes for the release's (CI read 6, then 18 for 7)
    let before = await bellCount(page);
    for (let settled = false, tries = 0; !settled && tries < 5; tries++) {
      await page.waitForTimeout(6_500);
      const now = await bellCount(page);
      settled = now === before;
      before = now;
    }

    const admin = await apiToken('admin');
    const title = `E2E live notice ${Date.now()}`;
    const added = await api<{ id: string }>('POST', '/sys/annountCement/add', admin, {
      titile: title,
      msgContent: '<p>released while the buyer watches</p>',
      msgType: 'ALL',
      msgCategory: '1',
      priority: 'H',
    });
    expect(added.body.success).toBe(true);
    const released = await api<{ sendStatus: string }>('GET', `/sys/annountCement/doReleaseData?id=${encodeURIComponent(added.body.result.id)}`, admin);
    expect(released.body.success).toBe(true);

    // no reload: the live message alone brings the notification and the new count (the 6 s poll asks only pending work)
    await notice(page, title).waitFor({ timeout: 10_000 });
    await expect(notice(page, '新消息').count()).resolves.toBeGreaterThan(0);
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before + 1);
    await page.locator('[data-testid=notice-bell]').click();
    await expect(page.locator('[data-testid=notice-popover] [data-testid=notice-item]', { hasText: title }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('validates nickname and password in the account drawer and resets the password form on reopening', async () => {
    const { context, page } = await loggedIn('buyer');
    const drawer = page.locator('[data-testid=account-drawer]');
    const openDrawer = async () => {
      await page.locator('[data-testid=user-menu]').click();
      await page.getByRole('menuitem', { name: '账户设置' }).click();
      await drawer.getByRole('dialog').waitFor();
    };
    const error = (text: string) => drawer.getByText(text, { exact: true });
    await openDrawer();

    const nickname = drawer.locator('input[data-testid=account-nickname]');
    const saveNickname = drawer.locator('[data-testid=account-nickname-save]');
    await expect(nickname.inputValue()).resolves.toBe('采购员');
    await nickname.fill('');
    await saveNickname.click();
    await error('请输入昵称').waitFor();
    await nickname.fill('一二三四五六七八九');
    await saveNickname.click();
    await error('昵称最多8个字符').waitFor();
    await nickname.fill('buyer-1!');
    await saveNickname.click();
    await error('昵称格式不合法，由汉字、字母或数字组成').waitFor();
    await nickname.fill('采购员_B2');
    // leave the field first: its on-blur check removes the error line and moves Save up under a pointer
    // already pressed on it, so a direct click is lost (see the report on AccountDrawer.tsx)
    await nickname.blur();
    await saveNickname.click();
    await notice(page, '修改成功').waitFor();
    await expect.poll(() => page.locator('[data-testid=welcome]').textContent()).toContain('采购员_B2');
    expect(await error('昵称格式不合法，由汉字、字母或数字组成').count()).toBe(0);

    await drawer.getByRole('tab', { name: '修改密码' }).click();
    const oldPassword = drawer.locator('input[data-testid=account-oldpassword]');
    const newPassword = drawer.locator('input[data-testid=account-password]');
    const confirm = drawer.locator('input[data-testid=account-confirmpassword]');
    const savePassword = drawer.locator('[data-testid=account-password-save]');
    await savePassword.click();
    await error('请输入旧密码').waitFor();
    await error('请输入新密码').waitFor();
    await error('请确认新密码').waitFor();
    await oldPassword.fill(PASSWORD);
    await newPassword.fill('Ab1!');
    await savePassword.click();
    await error('密码长度必须为6-16个字符').waitFor();
    await newPassword.fill('Abcdefgh1!Abcdefg');
    await savePassword.click();
    await error('密码长度必须为6-16个字符').waitFor();
    await newPassword.fill('abcdefg1!');
    await savePassword.click();
    await error('密码必须包含大写字母、小写字母、数字和特殊字符').waitFor();
    await newPassword.fill('Abcdefg1');
    await savePassword.click();
    await error('密码必须包含大写字母、小写字母、数字和特殊字符').waitFor();
    await newPassword.fill('Abcdefg1!');
    await confirm.fill('Abcdefg1?');
    await savePassword.click();
    await error('两次输入的密码不一致').waitFor();
    expect(await error('密码必须包含大写字母、小写字母、数字和特殊字符').count()).toBe(0);

    // close and reopen: the password form starts empty, without the old messages
    await page.keyboard.press('Escape');
    await drawer.getByRole('dialog').waitFor({ state: 'hidden' });
    await openDrawer();
    await drawer.getByRole('tab', { name: '修改密码' }).click();
    await expect(oldPassword.inputValue()).resolves.toBe('');
    await expect(newPassword.inputValue()).resolves.toBe('');
    await expect(confirm.inputValue()).resolves.toBe('');
    expect(await error('两次输入的密码不一致').count()).toBe(0);
    // the password was never changed: the old one still logs in
    await apiToken('buyer');
    await context.close();
  });

  it('makes a user with two departments choose one before continuing', async () => {
    const { context, page } = await loggedIn('canteen');
    const modal = page.locator('[data-testid=depart-switcher]');
    const dialog = modal.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    await expect(dialog.textContent()).resolves.toContain('您隶属于多个部门，请选择当前登录部门');
    // not closable: no close button, Escape and a click outside keep it open
    expect(await modal.locator('.mantine-Modal-close').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: '取消' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 890);
    await page.waitForTimeout(300);
    await expect(dialog.isVisible()).resolves.toBe(true);
    // confirming without a choice is refused
    await dialog.getByRole('button', { name: '确认' }).click();
    await dialog.getByText('请选择部门', { exact: true }).waitFor();

    await dialog.locator('input[data-testid=depart-select]').click();
    await page.getByRole('option', { name: '第一中学二食堂' }).click();
    await dialog.getByRole('button', { name: '确认' }).click();
    await notice(page, '部门切换成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('[data-testid=welcome]').textContent()).toContain('第一中学二食堂');
    await expect(page.locator('[data-testid=welcome]').textContent()).resolves.toContain('食堂王');
    await context.close();
  });

  it('takes a supplier through the contract modal: refusal without a scan, upload, confirm to status 3', async () => {
    const { context, page } = await loggedIn('supplier');
    const token = await tokenOf(page);
    const modal = page.locator('[data-testid=contract-modal]').getByRole('dialog');
    await modal.waitFor({ timeout: 15_000 });
    await expect(modal.locator('[data-testid=contract-status]').textContent()).resolves.toContain('合同待您签署');
    await page.keyboard.press('Escape');
    await expect(modal.isVisible()).resolves.toBe(true);

    await modal.locator('[data-testid=contract-confirm]').click();
    await notice(page, '请下载模板，打印盖章后上传扫描件').waitFor();

    await modal.locator('input[type=file]').setInputFiles({ name: 'signed-contract.png', mimeType: 'image/png', buffer: PNG });
    await notice(page, '上传成功').waitFor({ timeout: 15_000 });
    await modal.locator('[data-testid=contract-scans]').getByText('signed-contract.png').waitFor();

    await modal.locator('[data-testid=contract-confirm]').click();
    await notice(page, '签署成功').waitFor({ timeout: 15_000 });
    const check = await api<{ contract: { status: number; contractAttachments: Array<{ attType?: number; fileName?: string }> } }>(
      'GET',
      '/supplier/serviceContract/contractValidAndNotify',
      token,
    );
    expect(check.body.result.contract.status).toBe(3);
    expect(check.body.result.contract.contractAttachments.some((a) => a.attType === 2)).toBe(true);
    // the modal now tells the supplier to wait for the platform and offers no more signing
    await expect.poll(() => modal.locator('[data-testid=contract-status]').textContent()).toContain('您已签署合同，等待平台签署。');
    expect(await modal.locator('[data-testid=contract-confirm]').count()).toBe(0);
    await context.close();
  });

  it('refuses to close the home tab and, once it is the only one, the last tab', async () => {
    const { context, page } = await loggedIn('admin');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => tabTitles(page)).toEqual(['分析页']);
    // the permanent tab has no ×; its menu's 关闭 says why it stays
    const home = page.locator('[data-testid=tab-bar] [data-tab="/dashboard/analysis"]');
    expect(await home.locator('[data-testid=tab-close]').count()).toBe(0);
    await home.click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭', exact: true }).click();
    await notice(page, '首页不能关闭!').waitFor();

    // the home tab joins the list only on the next navigation, so multi-tab off and on again leaves a lone non-home tab
    await openMenu(page, '系统管理', '用户管理');
    await page.waitForURL(/\/system\/user$/);
    await expect.poll(() => tabTitles(page)).toEqual(['分析页', '用户管理']);
    await page.locator('[data-testid=user-menu]').click();
    await page.locator('[data-testid=open-settings]').click();
    const multipage = page.locator('input[data-testid=setting-multipage]');
    await multipage.waitFor({ state: 'attached' });
    await expect(multipage.isChecked()).resolves.toBe(true);
    // the switch's input is visually hidden below the drawer's fold: click it in place
    await multipage.dispatchEvent('click');
    await expect.poll(() => page.locator('[data-testid=tab-bar]').count()).toBe(0);
    await multipage.dispatchEvent('click');
    await expect.poll(() => tabTitles(page)).toEqual(['用户管理']);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=tab-bar] [data-tab="/system/user"] [data-testid=tab-close]').click();
    await notice(page, '这是最后一页，不能再关闭了啦').waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(['用户管理']);
    expect(page.url()).toMatch(/\/system\/user$/);
    await context.close();
  });

  it('keeps a procurement user out of the user administration, in the browser and at the API', async () => {
    const { context, page } = await loggedIn('buyer');
    const token = await tokenOf(page);
    const userListCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sys/user/list')) userListCalls.push(request.url());
    });
    await page.goto(`${url}system/user`);
    await page.waitForURL(/\/404$/, { timeout: 15_000 });
    await page.locator('[data-testid=page-404]').waitFor();
    expect(await page.locator('[data-testid=side-menu]').getByText('用户管理', { exact: true }).count()).toBe(0);
    expect(userListCalls).toEqual([]);

    const denied = await api('GET', '/sys/user/list', token);
    expect(denied.status).toBe(403);
    expect(denied.body.success).toBe(false);
    // the same call with the admin's token works, so the 403 is about the role
    const allowed = await api('GET', '/sys/user/list', await apiToken('admin'));
    expect(allowed.status).toBe(200);
    await context.close();
  });

  it('registers a supplier with its region chosen province, city, district', async () => {
    const context = await browser!.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${url}newsupplier/supplierRegister`);
    const form = page.locator('[data-testid=supplier-register-form]');
    await form.locator('input[name=companyName]').fill('北京绿源农场');
    await form.locator('input[name=contact]').fill('钱经理');
    const district = form.locator('input[aria-label="区/县"]');
    await expect.poll(() => district.isDisabled()).toBe(true);
    const pick = async (level: string, name: string) => {
      await form.locator(`input[aria-label="${level}"]`).click();
      await page.getByRole('option', { name, exact: true }).click();
    };
    await pick('省/直辖市', '北京市');
    await pick('市', '市辖区');
    await pick('区/县', '东城区');
    await form.locator('input[name=address]').fill('东直门南大街 1 号');
    const phone = '13700000601';
    await form.locator('input[name=phone]').fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    const [, code] = await output.waitFor(new RegExp(`sms to ${phone}: \\D*(\\d{6})`));
    await form.locator('input[name=smscode]').fill(code);
    await form.locator('input[name=username]').fill('e2e_farm');
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=confirm]').fill(PASSWORD);
    const sent = page.waitForRequest((request) => request.url().includes('/api/supplier/register') && request.method() === 'POST');
    await form.locator('button[type=submit]').click();
    expect((await sent).postDataJSON()).toMatchObject({ companyName: '北京绿源农场', regionId: '110101', address: '东直门南大街 1 号' });
    await page.waitForURL(/\/user\/register-result\?username=e2e_farm$/);
    await context.close();
  });

  it('resets a forgotten password with an SMS code from the server log, then logs in with the new one', async () => {
    // a buyer of its own: the demo users keep their password for every other step
    const admin = await apiToken('admin');
    const roles = await api<Array<{ id: string; roleCode: string }>>('GET', '/sys/role/queryall', admin);
    const departs = await api<Array<{ id: string; orgCode: string; children?: unknown[] }>>('GET', '/sys/sysDepart/queryTreeList', admin);
    const platform = departs.body.result.find((d) => d.orgCode === 'A01') as { children: Array<{ id: string; orgCode: string }> };
    const phone = '13700000501';
    const added = await api('POST', '/sys/user/add', admin, {
      username: 'e2e_reset',
      realname: '找回密码',
      password: PASSWORD,
      phone,
      userType: 1,
      selectedroles: roles.body.result.find((r) => r.roleCode === 'procurement')!.id,
      selecteddeparts: platform.children.find((d) => d.orgCode === 'A01A02')!.id,
    });
    expect(added.body.success).toBe(true);

    const context = await browser!.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${url}user/alteration`);
    const form = page.locator('[data-testid=alteration-form]');
    const submit = form.locator('button[type=submit]');
    // the form's own checks come before any call
    await submit.click();
    await form.getByText('请输入手机号', { exact: true }).waitFor();
    await form.getByText('请输入新密码', { exact: true }).waitFor();
    await form.locator('input[name=phone]').fill(phone);
    const getCode = form.locator('[data-testid=alteration-get-code]');
    await getCode.click();
    await notice(page, '验证码已发送').waitFor();
    await expect.poll(() => getCode.isDisabled()).toBe(true);
    const [, code] = await output.waitFor(new RegExp(`sms to ${phone}: \\D*(\\d{6})`));

    await form.locator('input[name=smscode]').fill(code);
    await form.locator('input[name=password]').fill('abcdefg1!');
    await form.locator('input[name=confirmpassword]').fill('abcdefg1!');
    await submit.click();
    await form.getByText('密码必须包含大写字母、小写字母、数字和特殊字符', { exact: true }).waitFor();
    const NEW_PASSWORD = 'Reset#2026';
    await form.locator('input[name=password]').fill(NEW_PASSWORD);
    await form.locator('input[name=confirmpassword]').fill('Reset#2027');
    await submit.click();
    await form.getByText('两次输入的密码不一致', { exact: true }).waitFor();
    await form.locator('input[name=confirmpassword]').fill(NEW_PASSWORD);
    await submit.click();
    await page.waitForURL(/\/user\/login$/, { timeout: 15_000 });
    await notice(page, '密码重置成功，请使用新密码登录').waitFor();

    await page.locator('input[name=username]').fill('e2e_reset');
    await page.locator('input[name=password]').fill(NEW_PASSWORD);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.locator('[data-testid=user-menu]').waitFor({ timeout: 30_000 });
    await expect(page.locator('[data-testid=welcome]').textContent()).resolves.toContain('找回密码');
    const old = await api('POST', '/sys/login', undefined, { username: 'e2e_reset', password: PASSWORD });
    expect(old.body.success).toBe(false);
    await context.close();
  });
});
