/**
 * 在线开发 in Chromium against the real server: define a form on the field editor (a number field's
 * range and default, checked before sending), add a row on its data screen (the range checked there too),
 * export the rows and import a workbook, publish it as a menu page (the sidebar gains it at once), define
 * a report over the form's view with a bar chart, and print it through the template made from its columns.
 */
import { readFileSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readWorkbook, workbookOf } from '../../src/server/http/excel.ts';
import { buildApp, keepFailureShot, launchChromium, serveApp, signIn, stopApp } from './harness.ts';

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page | undefined;

beforeAll(async () => {
  dist = buildApp();
  ({ url, server } = await serveApp(dist));
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
});

it('defines a form, adds, exports and imports rows, and charts and prints a report over them', async () => {
  try {
    page = await signIn(browser!, url, 'admin');
    await page.goto(`${url}online/cgform`);
    await page.getByRole('button', { name: '新增表单' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('表名').fill('meal_log');
    await editor.getByLabel('标题').fill('留样记录');
    await editor.getByLabel('字段名').nth(0).fill('dish');
    await editor.getByLabel('显示名称').nth(0).fill('菜品');
    await editor.getByRole('button', { name: '添加字段' }).click();
    await editor.getByLabel('字段名').nth(1).fill('grams');
    await editor.getByLabel('显示名称').nth(1).fill('克数');
    await editor.getByLabel('类型').nth(1).click();
    await page.getByRole('option', { name: '数字' }).click();
    // the field's rules: a range, and a default the range refuses, caught before anything is sent
    // (a field just added opens its rules)
    await editor.getByLabel('最小值').fill('100');
    await editor.getByLabel('最大值').fill('500');
    await editor.getByLabel('默认值').fill('50');
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.getByText('字段“grams”的默认值不符合其规则').first().waitFor();
    await editor.getByLabel('默认值').fill('150');
    await editor.getByRole('button', { name: '保存' }).click();
    await page.getByRole('cell', { name: 'meal_log' }).waitFor();

    // the data screen: add a row
    await page.getByRole('row', { name: /meal_log/ }).getByRole('button', { name: '数据' }).click();
    await page.getByRole('button', { name: '新增' }).click();
    const rowEditor = page.getByRole('dialog');
    await rowEditor.getByLabel('菜品').fill('番茄炒蛋');
    expect(await rowEditor.getByLabel('克数').inputValue()).toBe('150');
    await rowEditor.getByLabel('克数').fill('50');
    await rowEditor.getByRole('button', { name: '保存' }).click();
    await rowEditor.getByText('“克数”须在 100 到 500 之间').waitFor();
    await rowEditor.getByLabel('克数').fill('200');
    await rowEditor.getByRole('button', { name: '保存' }).click();
    await page.getByRole('cell', { name: '番茄炒蛋' }).waitFor();

    // export, then import two more rows
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
    const exported = await readWorkbook(readFileSync((await download.path())!));
    expect(exported).toEqual([{ 菜品: '番茄炒蛋', 克数: '200' }]);
    const sheet = await workbookOf('x', [{ header: '菜品', value: (r: { d: string }) => r.d }, { header: '克数', value: (r: { g: number }) => r.g }] as never, [{ d: '青椒肉丝', g: 150 }, { d: '白菜豆腐', g: 180 }]);
    await page.locator('input[type=file]').setInputFiles({ name: 'rows.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: sheet });
    await page.getByRole('cell', { name: '白菜豆腐' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(4);

    // publish under 在线开发 to the administrators: the sidebar gains the page without signing in again
    const sideLink = page.locator('[data-testid=side-menu] a[href$="/online/data/meal_log"]');
    await page.goto(`${url}online/cgform`);
    expect(await sideLink.count()).toBe(0);
    await page.getByRole('row', { name: /meal_log/ }).getByRole('button', { name: '发布菜单' }).click();
    const publishDialog = page.getByRole('dialog');
    expect(await publishDialog.getByLabel('上级菜单').inputValue()).toContain('在线开发');
    await publishDialog.getByRole('button', { name: '发布菜单' }).click();
    await sideLink.waitFor({ state: 'attached' });
    await page.getByRole('row', { name: /meal_log/ }).getByText('已发布').waitFor();

    // a report over the form's view, with a bar chart
    await page.goto(`${url}online/cgreport`);
    await page.getByRole('button', { name: '新增报表' }).click();
    const reportEditor = page.getByRole('dialog');
    await reportEditor.getByLabel('报表编码').fill('meal_grams');
    await reportEditor.getByLabel('报表名称').fill('留样克数');
    await reportEditor.getByLabel(/查询语句/).fill('SELECT dish, grams FROM online_form_meal_log ORDER BY dish');
    await reportEditor.getByLabel('图表类型').click();
    await page.getByRole('option', { name: '柱状图' }).click();
    await reportEditor.getByLabel('X 轴列').fill('dish');
    await reportEditor.getByLabel(/Y 轴列/).fill('grams');
    await reportEditor.getByRole('button', { name: '保存' }).click();
    await page.getByRole('row', { name: /meal_grams/ }).getByRole('button', { name: '查看' }).click();
    await page.locator('svg[aria-label=chart] rect[data-series=grams]').nth(2).waitFor();
    expect(await page.locator('svg[aria-label=chart] rect[data-series=grams]').count()).toBe(3);

    // print: the template is made from the report's columns, the PDF comes from the template route
    const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: '打印', exact: true }).click()]);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: '设计模板' }).waitFor();
  } catch (error) {
    await keepFailureShot(page, 'online', 'walk');
    throw error;
  }
}, 300_000);
