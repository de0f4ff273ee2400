/**
 * The designer as a full-screen tool and the shell's rough edges (issue 17), in a real Chromium at
 * 1440x900 against the real server: the designer outside the back-office layout, its toolbar and
 * panels, free font sizes and wide X/Y inputs, the print client's explanation, a label template on
 * label paper, the sample data previewed and exported from the preview, then the tab bar (no × on
 * the home tab, one toast for repeated refusals, the active tab kept in view). One build, one server.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdftotext } from '../print-client/helpers.ts';
import { apiToken, buildApp, launchChromium, serveApp, signIn, stopApp } from './harness.ts';


let dist = '';
let url = '';
let token = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'larder-e2e-workspace-'));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Hooks {
  editor: {
    doc: { panels: { width: number; height: number; printElements: { options: Record<string, unknown> }[] }[] };
    selection: string[];
    cellSelection?: { id: string; row0: number; col0: number; row1: number; col1: number };
    drawnBox(ref: { id: string; element: unknown }): Box;
  };
  ptToClient(x: number, y: number): { x: number; y: number };
}

/** The designer's test hooks (designer.test.ts declares `(window as unknown as WithHooks).__larderDesigner` with a narrower type). */
type WithHooks = { __larderDesigner?: Hooks };

const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${url}api${path}`, { method, headers: { 'content-type': 'application/json', 'X-Access-Token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
  return ((await response.json()) as { result: unknown }).result;
};

/** In-app navigation, the way a menu click does it (no reload: tabs and state stay). */
const goInApp = (path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const openDesigner = async (id: string) => {
  await page.goto(`${url}printDesign/${id}`);
  await page.waitForFunction(() => Boolean((window as unknown as WithHooks).__larderDesigner), undefined, { timeout: 30_000 });
  await page.locator('[data-testid=design-canvas] canvas').first().waitFor();
};

const notice = (text: string) => page.locator('.mantine-Notification-root', { hasText: text });

beforeAll(async () => {
  dist = buildApp();
  ({ url, server } = await serveApp(dist));
  browser = await launchChromium();
  token = await apiToken(url, 'admin');
  page = await signIn(browser, url, 'admin', { viewport: { width: 1440, height: 900 } });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !page) return;
  const file = join(process.env.LARDER_TEST_ARTIFACTS ?? tmpdir(), `larder-workspace-failure-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}.png`);
  await page.screenshot({ path: file }).catch(() => undefined);
  console.error(`screenshot of the failed step: ${file}`);
});

describe('the designer as a full-screen tool', () => {
  it('opens from the template list outside the back-office layout, in one toolbar row, and goes back', async () => {
    await goInApp('/template/manager');
    await page.locator('[data-testid=side-menu]').waitFor();
    // the seeded templates fill more than a page: look the delivery note up by name
    await page.getByLabel('模板名称').fill('送货单');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('row', { name: /送货单/ }).getByText('送货单', { exact: true }).first().click();
    await page.waitForFunction(() => Boolean((window as unknown as WithHooks).__larderDesigner), undefined, { timeout: 30_000 });
    await page.locator('[data-testid=design-canvas] canvas').first().waitFor();

    // no menu, tabs or breadcrumb; the header names the template and its save state
    expect(await page.locator('[data-testid=side-menu]').count()).toBe(0);
    expect(await page.locator('[data-testid=tab-bar]').count()).toBe(0);
    expect(await page.locator('[data-testid=designer-title]').textContent()).toBe('送货单');
    await expect.poll(() => page.locator('[data-testid=save-state]').textContent()).toContain('已保存');
    // the page does not scroll, the toolbar is one row, the canvas has most of the width
    const scroll = await page.evaluate(() => ({ content: document.scrollingElement!.scrollHeight, window: window.innerHeight }));
    expect(scroll.content).toBeLessThanOrEqual(scroll.window);
    expect((await page.getByRole('toolbar').boundingBox())!.height).toBeLessThan(44);
    expect((await page.locator('[data-testid=design-canvas]').boundingBox())!.width).toBeGreaterThan(900);
    // the side panels fold, and the canvas takes their room
    await page.locator('[data-testid=toggle-left-panel]').click();
    await page.locator('[data-testid=toggle-right-panel]').click();
    await expect.poll(async () => (await page.locator('[data-testid=design-canvas]').boundingBox())!.width).toBeGreaterThan(1400);
    expect(await page.locator('[data-testid=setting-side]').count()).toBe(0);
    await page.locator('[data-testid=toggle-left-panel]').click();
    await page.locator('[data-testid=toggle-right-panel]').click();

    await page.locator('[data-testid=designer-back]').click();
    await page.waitForURL(/\/template\/manager$/);
    await page.locator('[data-testid=side-menu]').waitFor();
    // the designer opened no tab of its own
    expect(await page.locator('[data-testid=tab-bar] [data-tab^="/printDesign"]').count()).toBe(0);
  });

  it('explains the print client and how to start it while none is connected', async () => {
    const list = (await api('GET', '/print/templates?pageSize=50')) as { records: { id: string; name: string }[] };
    await openDesigner(list.records.find((r) => r.name === '送货单')!.id);
    await page.locator('[data-testid=print-status-button]').click();
    const help = page.locator('[data-testid=print-client-help]');
    await help.waitFor();
    expect(await help.textContent()).toContain('npm run print-client');
    expect(await help.textContent()).toContain('打印客户端是运行在您电脑上的小程序');
    await page.keyboard.press('Escape');
    // print settings stay reachable from the 'more' menu
    await page.locator('[data-testid=designer-more]').click();
    await page.getByRole('menuitem', { name: '打印设置' }).click();
    await page.getByLabel('客户端地址').waitFor();
    await page.keyboard.press('Escape');
  });

  it('previews the shipped delivery note with its sample data and exports that from the preview', async () => {
    await page.getByRole('button', { name: '预览' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('[data-testid=preview-data-summary]').textContent()).toContain('模板示例数据');
    await expect.poll(async () => Number(await page.locator('[data-testid=preview-page-count]').textContent()), { timeout: 60_000 }).toBeGreaterThan(1);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.locator('[data-testid=preview-export-pdf]').click();
    const file = join(work, 'sample.pdf');
    await (await download).saveAs(file);
    const text = pdftotext(file);
    expect(text).toContain('青禾实验中学食堂');
    expect(text).toContain('DN20241121-0042');
    await page.keyboard.press('Escape');
  });

  it('reads half a megabyte of pasted JSON in the data worker and lays it out', async () => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByRole('button', { name: '预览' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '编辑数据' }).click();
    const items = Array.from({ length: 5000 }, (_, i) => ({ line: i + 1, name: `大米（东北长粒香）${i}`, spec: '25kg/袋', unit: '袋', qty: (i % 30) + 1, price: '2.50', amount: '5.00' }));
    const text = JSON.stringify({ orderNo: 'BIG-1', customer: { name: '大单食堂' }, items });
    expect(text.length).toBeGreaterThan(500_000);
    await dialog.locator('textarea').fill(text);
    await dialog.getByRole('button', { name: '应用数据' }).click();
    await expect.poll(() => dialog.locator('[data-testid=preview-data-summary]').textContent(), { timeout: 60_000 }).toMatch(/已应用 JSON 数据：[\d.]+ KB，1 份/);
    await expect.poll(async () => Number(await page.locator('[data-testid=preview-page-count]').textContent()), { timeout: 120_000 }).toBeGreaterThan(50);
    expect(workers.some((url) => url.includes('dataJson'))).toBe(true);
    await page.keyboard.press('Escape');
  }, 240_000);

  it("draws what lies below the delivery note's table where the output puts it, not across the table", async () => {
    // The canvas draws the table with its header, test rows and footer, taller than its stored 40 pt;
    // the output moves what lies below it down by as much (the reference element), so does the canvas.
    const boxes = await page.evaluate(() => {
      const { editor } = (window as unknown as WithHooks).__larderDesigner!;
      const key = Symbol.for('larder.designer.elementId');
      const elements = editor.doc.panels[0]!.printElements as ({ options: Record<string, unknown> } & Record<symbol, string>)[];
      const drawn = (found: (e: { options: Record<string, unknown> }) => boolean) => {
        const element = elements.find(found)!;
        return { stored: element.options, box: editor.drawnBox({ id: element[key]!, element }) };
      };
      return { table: drawn((e) => Array.isArray(e.options.columns)), total: drawn((e) => e.options.title === '合计金额（大写）') };
    });
    const { table, total } = boxes;
    expect(table.box.height).toBeGreaterThan(Number(table.stored.height));
    expect(total.box.y).toBeGreaterThanOrEqual(table.box.y + table.box.height);
    // drawn lower by the table's growth; stored where it was
    expect(total.box.y - Number(total.stored.top)).toBeCloseTo(table.box.height - Number(table.stored.height), 1);
    expect(Number(total.stored.top)).toBe(222);
  });

  it("selects the header cells a drag goes across (for merging) and leaves the table where it is", async () => {
    // a designer of its own on the delivery note, as a user opening it meets it (the steps before leave theirs changed)
    const list = (await api('GET', '/print/templates?pageSize=50')) as { records: { id: string; name: string }[] };
    await openDesigner(list.records.find((r) => r.name === '送货单')!.id);
    const client = (x: number, y: number) => page.evaluate(([px, py]) => (window as unknown as WithHooks).__larderDesigner!.ptToClient(px!, py!), [x, y]);
    // 序号 (40 pt wide) to 规格 (the third column, after 品名's 160 pt), in the header row at 170 pt
    let from = await client(40 + 20, 170 + 8);
    let to = await client(40 + 40 + 160 + 45, 170 + 8);
    // the canvas is ready for the press once hovering the header cell offers the cell cursor
    await expect.poll(async () => {
      from = await client(40 + 20, 170 + 8);
      to = await client(40 + 40 + 160 + 45, 170 + 8);
      await page.mouse.move(from.x + 2, from.y);
      await page.mouse.move(from.x, from.y);
      return page.evaluate(([x, y]) => (document.elementFromPoint(x!, y!) as HTMLElement | null)?.style.cursor, [from.x, from.y]);
    }, { timeout: 15_000 }).toBe('cell');
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
    await page.mouse.up();
    const after = await page.evaluate(() => {
      const { editor } = (window as unknown as WithHooks).__larderDesigner!;
      const table = editor.doc.panels[0]!.printElements.find((e) => Array.isArray(e.options.columns))!;
      return { cells: editor.cellSelection, left: table.options.left, top: table.options.top };
    });
    expect(after.cells).toMatchObject({ row0: 0, col0: 0, row1: 0, col1: 2 });
    expect([after.left, after.top]).toEqual([40, 170]);
    // the context menu offers merging the three
    await page.mouse.click(to.x, to.y, { button: 'right' });
    await page.getByRole('menuitem', { name: '合并单元格' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('shows a font size off the preset steps, takes a typed one, and fits 154.1 in the X box', async () => {
    const created = (await api('POST', '/print/templates', {
      name: 'E2E 字号',
      body: { panels: [{ index: 0, paperType: 'A4', width: 210, height: 297, printElements: [{ options: { left: 154.1, top: 60, width: 200, height: 30, title: '标题', fontSize: 20 }, printElementType: { tid: 'defaultModule.text', type: 'text' } }] }] },
    })) as { id: string };
    await openDesigner(created.id);
    const at = await page.evaluate(() => (window as unknown as WithHooks).__larderDesigner!.ptToClient(160, 70));
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => page.evaluate(() => (window as unknown as WithHooks).__larderDesigner!.editor.selection.length)).toBe(1);
    // the combobox itself: while its list is open, the list carries the same label
    const size = page.getByRole('combobox', { name: '字体大小', exact: true });
    if (!(await size.isVisible())) await page.getByRole('tab', { name: '样式' }).click();
    expect(await size.inputValue()).toBe('20pt');
    await size.fill('28');
    await page.getByRole('option', { name: '28pt', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as WithHooks).__larderDesigner!.editor.doc.panels[0]!.printElements[0]!.options.fontSize)).toBe(28);
    expect(await size.inputValue()).toBe('28pt');

    await page.getByRole('tab', { name: '基础' }).click();
    const x = page.getByRole('textbox', { name: 'X', exact: true });
    await x.waitFor();
    expect(await x.inputValue()).toBe('154.1');
    const fits = await x.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
    expect(fits).toBe(true);
  });

  it('starts a new 标签 template on label paper, not A4', async () => {
    // the font size changed above: leaving asks first
    await page.locator('[data-testid=designer-back]').click();
    await page.getByRole('button', { name: '不保存离开' }).click();
    await page.waitForURL(/\/template\/manager$/);
    await page.getByRole('button', { name: '新建模板' }).click();
    const modal = page.getByRole('dialog');
    await modal.locator('input[data-field=name]').fill('E2E 标签');
    await modal.getByLabel('模板类型', { exact: true }).first().click();
    await page.getByRole('option', { name: '标签', exact: true }).click();
    await modal.getByRole('button', { name: '创建并设计' }).click();
    await page.waitForFunction(() => Boolean((window as unknown as WithHooks).__larderDesigner), undefined, { timeout: 30_000 });
    const panel = await page.evaluate(() => (window as unknown as WithHooks).__larderDesigner!.editor.doc.panels[0]!);
    expect([Number(panel.width), Number(panel.height)]).toEqual([60, 40]);
  });
});

describe('the tab bar', () => {
  it('has no close button on the home tab; its menu refuses with one toast however often', async () => {
    await page.goto(`${url}dashboard/analysis`);
    const home = page.locator('[data-tab="/dashboard/analysis"]');
    await home.waitFor();
    expect(await home.locator('[data-testid=tab-close]').count()).toBe(0);
    for (let i = 0; i < 3; i++) {
      await home.click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭', exact: true }).click();
    }
    await notice('首页不能关闭!').first().waitFor();
    expect(await notice('首页不能关闭!').count()).toBe(1);
  });

  it('keeps the active tab in view when the tabs run past the edge', async () => {
    const paths = ['/system/user', '/system/role', '/system/depart', '/system/permission', '/system/dict', '/order/order-group', '/order/restaurant-order', '/order/acceptance', '/supplier/info', '/supplier/contract', '/product/product-list', '/product/price', '/purchase/bid', '/purchase/rule', '/ticket/request', '/template/manager', '/template/private'];
    for (const path of paths) {
      await goInApp(path);
      await page.locator(`[data-tab="${path}"]`).waitFor();
    }
    const bar = (await page.locator('[data-testid=tab-bar]').boundingBox())!;
    const inView = async (path: string) => {
      const box = (await page.locator(`[data-tab="${path}"]`).boundingBox())!;
      return box.x >= bar.x - 1 && box.x + box.width <= bar.x + bar.width + 1;
    };
    // the row is wider than the bar, and the last one opened is in view
    expect(await page.locator('[data-testid=tab-bar] [data-tab]').evaluateAll((tabs) => tabs.reduce((w, t) => w + (t as HTMLElement).offsetWidth, 0))).toBeGreaterThan(bar.width);
    await expect.poll(() => inView('/template/private')).toBe(true);
    // going back to the first one brings it back into view
    await goInApp('/system/user');
    await expect.poll(() => inView('/system/user')).toBe(true);
  });

  it('cascades the role permission tree: ancestors half-ticked, a group unticked with its subtree, and search', async () => {
    await page.goto(`${url}system/role`);
    await page.getByRole('row', { name: /采购员/ }).getByText('授权', { exact: true }).click();
    const drawer = page.getByRole('dialog');
    const state = (key: string) => drawer.locator(`input[data-key="${key}"]`).getAttribute('data-state');
    const keyOf = (title: string) => drawer.getByRole('checkbox', { name: title, exact: true }).getAttribute('data-key');
    await drawer.getByRole('checkbox', { name: '订单管理', exact: true }).waitFor();
    const everything = await drawer.getByRole('checkbox').count();
    // search narrows the tree to the matches (with what is under them) and their menus
    await drawer.locator('[data-testid=permission-search]').fill('用户管理');
    await expect.poll(() => drawer.getByRole('checkbox').count()).toBeLessThan(everything / 3);
    expect(await drawer.getByRole('checkbox', { name: '订单管理', exact: true }).count()).toBe(0);
    const user = (await keyOf('用户管理'))!;
    const system = (await keyOf('系统管理'))!;
    expect(await state(user)).toBe('unchecked');
    await drawer.getByRole('checkbox', { name: '用户管理', exact: true }).click();
    expect(await state(user)).toBe('checked');
    expect(await state(system)).toBe('indeterminate');
    await drawer.locator('[data-testid=permission-search]').fill('');
    // unticking a group unticks everything under it
    const orders = (await keyOf('订单管理'))!;
    const orderList = (await keyOf('订单列表'))!;
    expect(await state(orderList)).not.toBe('unchecked');
    if ((await state(orders)) !== 'checked') await drawer.getByRole('checkbox', { name: '订单管理', exact: true }).click();
    expect(await state(orders)).toBe('checked');
    await drawer.getByRole('checkbox', { name: '订单管理', exact: true }).click();
    expect(await state(orders)).toBe('unchecked');
    expect(await state(orderList)).toBe('unchecked');
    await drawer.getByRole('button', { name: '取消', exact: true }).click();
  });

  it('keeps the actions of 菜单管理 in view: the column is pinned while the wide table scrolls', async () => {
    await page.goto(`${url}system/permission`);
    // a row that can be deleted (a menu with children offers other actions)
    const row = page.locator('tbody tr[data-row-key]', { has: page.locator('[data-column=actions]').getByText('删除', { exact: true }) }).first();
    await row.waitFor();
    const frame = (await page.locator('.mantine-ScrollArea-viewport', { has: row }).first().boundingBox())!;
    const remove = row.locator('[data-column=actions]').getByText('删除', { exact: true });
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
  });

  it("filters the audit log by dates picked in the app's own date input, written YYYY-MM-DD", async () => {
    await page.goto(`${url}system/log`);
    const from = page.getByLabel('开始日期', { exact: true });
    await from.waitFor();
    // not the browser's own date field, which shows mm/dd/yyyy whatever the app's language
    expect(await page.locator('input[type=date]').count()).toBe(0);
    await from.click();
    const weekdays = page.locator('[class*="weekday"]');
    await weekdays.first().waitFor();
    // the calendar speaks the app's language: Chinese weekday names, the week starting on Monday
    expect((await weekdays.allTextContents()).map((d) => d.trim())).toContain('一二三四五六日');
    await page.keyboard.press('Escape');
  });

  it('draws the dashboard chart with labelled axes and every day, and not while its tab is hidden', async () => {
    const warnings: string[] = [];
    const listen = (message: { text(): string }) => {
      if (message.text().includes('width(0)')) warnings.push(message.text());
    };
    page.on('console', listen);
    await page.goto(`${url}dashboard/analysis`);
    const chart = page.locator('[data-testid=orders-chart]');
    await chart.locator('svg.recharts-surface').first().waitFor();
    expect(await chart.locator('[data-testid=orders-chart-box]').getAttribute('data-days')).toBe('30');
    const texts = (await chart.locator('svg text').allTextContents()).join('|');
    expect(texts).toContain('订单行数');
    expect(texts).toContain('订单金额（元）');
    // other screens opened over the kept-alive dashboard: the hidden chart is not drawn
    for (const path of ['/system/user', '/system/role', '/system/depart']) {
      await goInApp(path);
      await page.locator(`[data-tab="${path}"]`).waitFor();
    }
    await page.waitForTimeout(500);
    expect(await chart.locator('svg.recharts-surface').count()).toBe(0);
    await goInApp('/dashboard/analysis');
    await chart.locator('svg.recharts-surface').first().waitFor();
    page.off('console', listen);
    expect(warnings).toEqual([]);
  });

  it('has a personal settings page with the account forms and the language and theme', async () => {
    await page.goto(`${url}account/settings`);
    const screen = page.locator('[data-testid=account-settings]');
    await screen.waitFor();
    expect(await screen.getByRole('heading', { name: '个人设置' }).count()).toBe(1);
    await screen.locator('input[data-testid=account-nickname]').waitFor();
    await screen.getByText('English', { exact: true }).click();
    await screen.getByRole('heading', { name: 'Personal settings' }).waitFor();
    await screen.getByText('中文', { exact: true }).click();
    await screen.getByRole('heading', { name: '个人设置' }).waitFor();
    // notification preferences: pending work off the bell leaves only the unread announcements on it
    const badge = page.locator('[data-testid=notice-bell]');
    await screen.locator('input[data-testid=pref-bellCounts]').click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pro__SETTINGS') ?? '{}').value?.bellCounts)).toBe(false);
    await screen.locator('input[data-testid=pref-bellCounts]').click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pro__SETTINGS') ?? '{}').value?.bellCounts)).toBe(true);
    expect(await badge.count()).toBe(1);
  });

  it('has a workbench with the queues, the recent order groups and templates, each leading on', async () => {
    await page.goto(`${url}dashboard/workplace`);
    await page.getByRole('heading', { name: '工作台' }).waitFor();
    expect(await page.locator('[data-count]').count()).toBeGreaterThan(0);
    const groups = page.locator('[data-testid=workplace-groups]');
    await groups.locator('a[href*="groupNo="]').first().waitFor();
    const templates = page.locator('[data-testid=workplace-templates]');
    await templates.locator('a[href^="/printDesign/"]').first().waitFor();
    // newest change first, as the template list answers
    const names = await templates.locator('a[href^="/printDesign/"]').allTextContents();
    const listed = (await api('GET', '/print/templates?pageNo=1&pageSize=6')) as { records: { name: string }[] };
    expect(names).toEqual(listed.records.map((r) => r.name));
  });

  it('shows the departments as a tree table with actions per row, narrowed by search', async () => {
    await page.goto(`${url}system/depart`);
    const table = page.locator('[data-testid=depart-table] table');
    await table.getByText('平台运营部', { exact: true }).waitFor();
    const rowOf = (name: string) => table.locator('tbody tr', { has: page.getByText(name, { exact: true }) });
    for (const action of ['添加下级', '编辑', '删除']) await rowOf('平台运营部').getByText(action, { exact: true }).waitFor();
    const before = await table.locator('tbody tr').count();
    await page.locator('[data-testid=depart-search]').fill('平台运营');
    await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(before);
    await rowOf('平台运营部').waitFor();
    await page.locator('[data-testid=depart-search]').fill('');
    // the form opens in a dialog from the row
    await rowOf('平台运营部').getByText('编辑', { exact: true }).click();
    await page.getByRole('dialog').getByText('编辑：平台运营部').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('keeps every menu reachable in the top-menu layout, the rest under 更多, with a light bell on the dark header', async () => {
    await page.evaluate(() => {
      const key = 'pro__SETTINGS';
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: Record<string, unknown> } | null;
      localStorage.setItem(key, JSON.stringify({ value: { ...(stored?.value ?? {}), layout: 'topmenu', theme: 'dark' }, expire: Date.now() + 86_400_000 }));
    });
    await page.goto(`${url}system/user`);
    const top = page.locator('[data-testid=top-menu]');
    await top.waitFor();
    const more = page.locator('[data-testid=top-menu-more]');
    await more.waitFor();
    // what is shown ends before the search box
    const search = (await page.getByPlaceholder('搜索菜单').boundingBox())!;
    const shownBox = (await top.boundingBox())!;
    expect(shownBox.x + shownBox.width).toBeLessThanOrEqual(search.x);
    const shown = await top.locator(':scope > button').allTextContents();
    await more.hover();
    const dropdown = page.locator('[data-testid=top-menu-more-dropdown]');
    await dropdown.waitFor();
    const under = await dropdown.getByRole('menuitem').allTextContents();
    const reachable = [...shown, ...under].join('|');
    for (const title of ['首页', '订单管理', '打印模板', '系统管理', '商城', '个人中心']) expect(reachable).toContain(title);
    // the bell takes the header's light text colour
    const bell = await page.locator('[data-testid=notice-bell]').evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = bell.match(/\d+/g)!.map(Number);
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(200);
    await page.evaluate(() => {
      const key = 'pro__SETTINGS';
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: Record<string, unknown> } | null;
      localStorage.setItem(key, JSON.stringify({ value: { ...(stored?.value ?? {}), layout: 'sidemenu' }, expire: Date.now() + 86_400_000 }));
    });
  });
});
