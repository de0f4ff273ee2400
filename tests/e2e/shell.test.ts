/**
 * The back-office shell in a real Chromium against the real server on a fresh embedded database:
 * login and landing, menus by role, tabs with their refusals and right-click menu, tabs across a
 * reload, the settings drawer's coupling, the mobile drawer menu and 401 after the session is revoked.
 * One build, one server, one browser.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url = '';
let browser: Browser | undefined;

beforeAll(async () => {
  app = await startApp();
  ({ url, browser } = app);
});

afterAll(() => app?.stop());

async function loggedIn(username: string, viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const page = await signIn(browser!, url, username, { viewport });
  const context = page.context();
  await page.waitForURL(/\/dashboard\/analysis$/, { timeout: 30_000 });
  await page.waitForSelector(viewport.width > 1088 ? '[data-testid=side-menu]' : '[data-testid=mobile-menu-button]');
  return { context, page };
}

const tabTitles = (page: Page) => page.locator('[data-testid=tab-bar] [data-tab]').allTextContents();

async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.locator('[data-testid=side-menu]');
  const link = menu.getByText(item, { exact: true });
  if (!(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  await link.click();
}

/** Open the settings drawer and wait until it has slid in: a click before it has arrived lands outside the viewport. */
async function openSettings(page: Page): Promise<void> {
  await page.locator('[data-testid=user-menu]').click();
  await page.locator('[data-testid=open-settings]').click();
  const first = page.locator('input[data-testid=setting-fixedHeader]');
  await first.waitFor({ state: 'attached' });
  await expect
    .poll(() => first.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    }), { timeout: 10_000 })
    .toBe(true);
}

describe('back-office shell in Chromium', () => {
  it('sends a visitor to login with the redirect query', async () => {
    const context = await browser!.newContext();
    const page = await context.newPage();
    await page.goto(`${url}system/user`);
    await page.waitForURL(/\/user\/login\?redirect=%2Fsystem%2Fuser$/);
    await expect(page.locator('[data-testid=user-layout]').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('logs the admin in onto the analysis dashboard with the admin menu', async () => {
    const { context, page } = await loggedIn('admin');
    const menu = page.locator('[data-testid=side-menu]');
    await expect(menu.getByText('系统管理', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid=welcome]').textContent()).resolves.toContain('管理员');
    // the screen itself renders (its lazy import goes through the chunk-timeout wrapper)
    await page.getByText('最新公告').waitFor();
    expect(await page.getByText('页面出错了').count()).toBe(0);
    // a logged-in user at /user/login goes to the dashboard
    await page.goto(`${url}user/login`);
    await page.waitForURL(/\/dashboard\/analysis$/);
    // unknown paths go to /404
    await page.goto(`${url}no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.waitForSelector('[data-testid=page-404]');
    await context.close();
  });

  it('shows a procurement user of the administration only 我的部门 (the departments it heads)', async () => {
    const { context, page } = await loggedIn('buyer');
    const menu = page.locator('[data-testid=side-menu]');
    await expect(menu.getByText('订单管理', { exact: true }).isVisible()).resolves.toBe(true);
    await openMenu(page, '系统管理', '我的部门');
    await page.waitForURL(/\/system\/depart-user$/);
    for (const name of ['用户管理', '角色管理', '部门管理', '菜单管理']) expect(await menu.getByText(name, { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('opens tabs, refuses to close home, closes others and keeps tabs across a reload', async () => {
    const { context, page } = await loggedIn('admin');
    await openMenu(page, '系统管理', '用户管理');
    await page.waitForURL(/\/system\/user$/);
    await page.getByText('buyer', { exact: true }).first().waitFor();
    await openMenu(page, '系统管理', '角色管理');
    await page.waitForURL(/\/system\/role$/);
    await expect.poll(() => tabTitles(page)).toEqual(['分析页', '用户管理', '角色管理']);

    // the home tab has no ×; its menu's 关闭 is refused with the rule's message
    expect(await page.locator('[data-testid=tab-bar] [data-tab="/dashboard/analysis"] [data-testid=tab-close]').count()).toBe(0);
    await page.locator('[data-testid=tab-bar] [data-tab="/dashboard/analysis"]').click({ button: 'right' });
    await page.locator('[data-testid=tab-menu] [data-key="close"]').click();
    await page.getByText('首页不能关闭!').waitFor();
    // the home tab's menu is gone (it closes with a transition) before the next one opens
    await page.locator('[data-testid=tab-menu]').waitFor({ state: 'detached' });

    await page.locator('[data-testid=tab-bar] [data-tab="/system/user"]').click({ button: 'right' });
    await page.locator('[data-testid=tab-menu] [data-key="3"]').click();
    await expect.poll(() => tabTitles(page)).toEqual(['分析页', '用户管理']);
    await page.waitForURL(/\/system\/user$/);

    await page.reload();
    await page.waitForSelector('[data-testid=tab-bar] [data-tab]');
    await expect.poll(() => tabTitles(page)).toEqual(['分析页', '用户管理']);
    await context.close();
  });

  it('couples fixed header and hide-on-scroll in the settings drawer', async () => {
    const { context, page } = await loggedIn('admin');
    await openSettings(page);
    const fixed = page.locator('input[data-testid=setting-fixedHeader]');
    const autoHide = page.locator('input[data-testid=setting-autoHideHeader]');
    if (!(await fixed.isChecked())) await fixed.click({ force: true });
    await expect.poll(() => autoHide.isDisabled()).toBe(false);
    await autoHide.click({ force: true });
    await expect.poll(() => autoHide.isChecked()).toBe(true);
    await fixed.click({ force: true });
    await expect.poll(() => autoHide.isChecked()).toBe(false);
    await expect.poll(() => autoHide.isDisabled()).toBe(true);
    await context.close();
  });

  it('resets tabs when multi-tab goes off, turns the fixed side menu off with the top-menu layout, and keeps the settings across a reload', async () => {
    const { context, page } = await loggedIn('admin');
    await openMenu(page, '系统管理', '用户管理');
    await page.waitForURL(/\/system\/user$/);
    await openMenu(page, '系统管理', '角色管理');
    await page.waitForURL(/\/system\/role$/);
    await expect.poll(() => tabTitles(page)).toEqual(['分析页', '用户管理', '角色管理']);
    await openSettings(page);
    const multipage = page.locator('input[data-testid=setting-multipage]');
    const fixSider = page.locator('input[data-testid=setting-fixSiderbar]');
    await multipage.click({ force: true });
    await expect.poll(() => page.locator('[data-testid=tab-bar]').count()).toBe(0);
    await multipage.click({ force: true });
    // the tab list was reset to the current page (the home tab joins again on the next navigation)
    await expect.poll(() => tabTitles(page)).toEqual(['角色管理']);
    await expect.poll(() => fixSider.isChecked()).toBe(true);
    await page.locator('[data-testid=setting-layout]').getByText('顶部栏导航').click();
    await page.locator('[data-testid=top-menu]').waitFor();
    expect(await page.locator('[data-testid=side-menu]').count()).toBe(0);
    await expect.poll(() => fixSider.isChecked()).toBe(false);
    await expect.poll(() => fixSider.isDisabled()).toBe(true);
    await page.reload();
    await page.locator('[data-testid=top-menu]').waitFor();
    await openSettings(page);
    await expect.poll(() => fixSider.isChecked()).toBe(false);
    await page.locator('[data-testid=setting-layout]').getByText('侧边栏导航').click();
    await page.locator('[data-testid=side-menu]').waitFor();
    await expect.poll(() => fixSider.isDisabled()).toBe(false);
    await context.close();
  });

  it('shows the menu as a drawer at mobile width', async () => {
    const { context, page } = await loggedIn('admin', { width: 800, height: 900 });
    expect(await page.locator('[data-testid=tab-bar]').count()).toBe(0);
    await page.locator('[data-testid=mobile-menu-button]').click();
    await expect(page.locator('[data-testid=mobile-menu-drawer] [data-testid=side-menu]').getByText('系统管理', { exact: true }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('sends the user to login after a 401 once the session is revoked elsewhere', async () => {
    const { context, page } = await loggedIn('admin');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value);
    expect(token).toBeTruthy();
    // the notice shows for 1.5 s before the reload, and the bell's poll (every 6 s) may be the first call to
    // meet the 401: watch for it from before the logout, so a busy machine cannot let it come and go unseen
    const notice = page.getByText('未授权，请重新登录').waitFor({ timeout: 30_000 });
    const other = await browser!.newContext();
    const response = await other.request.post(`${url}api/sys/logout`, { headers: { 'X-Access-Token': token! } });
    expect(response.ok()).toBe(true);
    await other.close();
    // any call now fails with 401; opening a page calls at once (unless the bell's 401 reloads the page first)
    const opening = openMenu(page, '系统管理', '用户管理').catch(() => undefined);
    await notice;
    await page.waitForURL(/\/user\/login/, { timeout: 15_000 });
    await context.close();
    await opening;
  });
});
