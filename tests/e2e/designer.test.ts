/**
 * The designer in a real Chromium against the real server: palette drop, keyboard move, resize,
 * rotate, undo and redo, box selection, table header editing and merging, the setting panel, PDF
 * export read back, preview page count against `larder paginate`, a draft restored after reload,
 * and printing through larder's own print client. One build, one server, one page, in order.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfinfo, pdftotext, startSpoolClient } from '../print-client/helpers.ts';
import { apiToken, buildApp, launchChromium, ROOT, serveApp, signIn, stopApp } from './harness.ts';


let dist = '';
let url = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page;
let templateId = '';
const work = mkdtempSync(join(tmpdir(), 'larder-e2e-designer-'));

const TEMPLATE = {
  panels: [
    {
      index: 0,
      name: 'E2E',
      paperType: 'A4',
      width: 210,
      height: 297,
      paperHeader: 30,
      paperFooter: 800,
      printElements: [
        { options: { left: 40, top: 40, width: 160, height: 20, title: '单号', field: 'no', testData: 'E2E-1' }, printElementType: { tid: 'defaultModule.text', type: 'text' } },
        {
          options: {
            left: 40,
            top: 200,
            width: 420,
            height: 60,
            field: 'rows',
            columns: [
              [
                { title: '名称', field: 'name', width: 140 },
                { title: '数量', field: 'qty', width: 140 },
                { title: '单价', field: 'price', width: 140 },
              ],
            ],
          },
          printElementType: { tid: 'defaultModule.table', type: 'table', title: '表格' },
        },
      ],
    },
  ],
};

interface Hooks {
  editor: {
    doc: { panels: { printElements: { options: Record<string, unknown>; printElementType: Record<string, unknown> }[] }[] };
    selection: string[];
  };
  ptToClient(x: number, y: number): { x: number; y: number };
}

declare global {
  interface Window {
    __larderDesigner?: Hooks;
  }
}

/** The elements of the first panel, as the editor holds them. */
const elements = () => page.evaluate(() => window.__larderDesigner!.editor.doc.panels[0]!.printElements.map((e) => ({ options: e.options, type: e.printElementType.type })));
const selection = () => page.evaluate(() => [...window.__larderDesigner!.editor.selection]);
const toClient = (x: number, y: number) => page.evaluate(([px, py]) => window.__larderDesigner!.ptToClient(px!, py!), [x, y]);
const optionsAt = async (index: number) => (await elements())[index]!.options as Record<string, number & string & unknown[]>;

async function clickAt(x: number, y: number, modifiers: ('Shift' | 'Control')[] = []) {
  const p = await toClient(x, y);
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.click(p.x, p.y);
  for (const m of modifiers) await page.keyboard.up(m);
}

/** Press, move in steps, release: the way a hand drags. */
async function dragClient(from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await page.mouse.up();
}

/** The click debounce of the specification: clicks within 500 ms of the last one do not select. */
const settle = () => page.waitForTimeout(550);

beforeAll(async () => {
  dist = buildApp();
  ({ url, server } = await serveApp(dist));
  browser = await launchChromium();
  const token = await apiToken(url, 'admin');
  // a delivery note: the field rows offer the delivery note's record fields
  const types = await (await fetch(`${url}api/print/templateTypes?pageSize=100`, { headers: { 'X-Access-Token': token } })).json() as { result: { records: { id: string; code: string }[] } };
  const created = await fetch(`${url}api/print/templates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Access-Token': token },
    body: JSON.stringify({ name: 'E2E 设计', private: false, body: TEMPLATE, typeId: types.result.records.find((type) => type.code === 'delivery_note')!.id }),
  });
  templateId = ((await created.json()) as { result: { id: string } }).result.id;

  page = await signIn(browser, url, 'admin', { viewport: { width: 1500, height: 950 } });
  await page.goto(`${url}printDesign/${templateId}`);
  await page.waitForFunction(() => Boolean(window.__larderDesigner), undefined, { timeout: 30_000 });
  await page.locator('[data-testid=design-canvas] canvas').first().waitFor();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

// A failed step leaves a picture of the screen behind (its path is printed), to look at rather than guess.
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !page) return;
  const file = join(process.env.LARDER_TEST_ARTIFACTS ?? tmpdir(), `larder-designer-failure-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}.png`);
  await page.screenshot({ path: file }).catch(() => undefined);
  console.error(`screenshot of the failed step: ${file}`);
});

describe('the designer in Chromium', () => {
  it('drops a text element from the palette where the mouse lets go', async () => {
    const before = (await elements()).length;
    const canvas = page.locator('[data-testid=design-canvas]');
    const box = (await canvas.boundingBox())!;
    const target = await toClient(300, 120);
    expect(box.width).toBeGreaterThan(0);
    // while dragging, the canvas draws where the element will land
    await page.locator('[data-tid="defaultModule.text"]').first().hover();
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 8 });
    const ghost = page.getByTestId('drop-ghost');
    await ghost.waitFor({ timeout: 5000 });
    expect(await ghost.textContent()).toBe('文本');
    const shown = (await ghost.boundingBox())!;
    await page.mouse.up();
    await expect.poll(async () => (await elements()).length).toBe(before + 1);
    expect(await ghost.count()).toBe(0);
    const added = await optionsAt(before);
    const landed = await toClient(Number(added.left), Number(added.top));
    expect(Math.abs(landed.x - shown.x)).toBeLessThan(2);
    expect(Math.abs(landed.y - shown.y)).toBeLessThan(2);
    expect((await elements())[before]!.type).toBe('text');
    expect(Math.abs(Number(added.left) - 300)).toBeLessThan(40);
    expect(Math.abs(Number(added.top) - 120)).toBeLessThan(40);
  });

  it('moves the selected element with the arrow keys by 1.5 pt a press', async () => {
    const index = (await elements()).length - 1;
    const start = await optionsAt(index);
    await settle();
    await clickAt(Number(start.left) + 5, Number(start.top) + 5);
    await expect.poll(async () => (await selection()).length).toBe(1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const moved = await optionsAt(index);
    expect(Number(moved.left)).toBeCloseTo(Number(start.left) + 3, 5);
    expect(Number(moved.top)).toBeCloseTo(Number(start.top) + 1.5, 5);
  });

  it('resizes with the east handle, then undo and redo put it back and again', async () => {
    const index = (await elements()).length - 1;
    const start = await optionsAt(index);
    const { left, top, width, height } = { left: Number(start.left), top: Number(start.top), width: Number(start.width), height: Number(start.height) };
    const handle = await toClient(left + width, top + height / 2);
    await dragClient(handle, { x: handle.x + 60, y: handle.y });
    const resized = Number((await optionsAt(index)).width);
    expect(resized).toBeGreaterThan(width + 20);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(async () => Number((await optionsAt(index)).width)).toBeCloseTo(width, 5);
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(async () => Number((await optionsAt(index)).width)).toBeCloseTo(resized, 5);
  });

  it('rotates a line with its rotate handle, and a double-click on the handle resets it', async () => {
    await page.locator('[data-tid="defaultModule.hline"]').first().dblclick();
    const index = (await elements()).length - 1;
    expect((await elements())[index]!.type).toBe('hline');
    const o = await optionsAt(index);
    const [left, top, width] = [Number(o.left), Number(o.top), Number(o.width)];
    await expect.poll(async () => (await selection()).length).toBe(1);
    // The rotate handle sits 18 px above the top centre.
    const centre = await toClient(left + width / 2, top);
    const handle = { x: centre.x, y: centre.y - 18 };
    await dragClient(handle, { x: centre.x + 80, y: centre.y });
    const rotated = Number((await optionsAt(index)).transform);
    expect(rotated).toBeGreaterThan(30);
    expect(rotated).toBeLessThan(150);
    // The handle turned with the line: find it again about the centre, then double-click it.
    const height = Number(o.height);
    const c = await toClient(left + width / 2, top + height / 2);
    const scale = (await toClient(1, 0)).x - (await toClient(0, 0)).x;
    const r = (rotated * Math.PI) / 180;
    const dy = -(height / 2) * scale - 18;
    await page.mouse.dblclick(c.x - dy * Math.sin(r), c.y + dy * Math.cos(r));
    await expect.poll(async () => Number((await optionsAt(index)).transform ?? 0)).toBe(0);
  });

  it('box-selects two elements and moves them together', async () => {
    await settle();
    // The first text (40,40) and the dropped text near (300,120) both lie inside this rectangle.
    const all = await elements();
    const a = all[0]!.options;
    // From empty paper at the bottom right up to the top left: the press must not land on an element
    // or on the header line (30 pt).
    const from = await toClient(560, 180);
    const to = await toClient(32, 36);
    await dragClient(from, to);
    await expect.poll(async () => (await selection()).length).toBeGreaterThanOrEqual(2);
    const before = await elements();
    await settle();
    const grab = await toClient(Number(a.left) + 10, Number(a.top) + 8);
    await dragClient(grab, { x: grab.x + 40, y: grab.y + 30 });
    const after = await elements();
    const dx0 = Number(after[0]!.options.left) - Number(before[0]!.options.left);
    const dy0 = Number(after[0]!.options.top) - Number(before[0]!.options.top);
    expect(dx0).toBeGreaterThan(10);
    expect(dy0).toBeGreaterThan(10);
    // The same move for each (positions are kept to 0.01 pt, so the differences may differ in float dust).
    const same = (a: number, b: number) => Math.abs(a - b) < 0.001;
    const moved = before.filter((e, i) => same(Number(after[i]!.options.left) - Number(e.options.left), dx0) && same(Number(after[i]!.options.top) - Number(e.options.top), dy0));
    expect(moved.length).toBeGreaterThanOrEqual(2);
  });

  it('edits a table header title in place', async () => {
    await settle();
    await clickAt(40 + 10, 200 + 5);
    await settle();
    const cell = await toClient(40 + 70, 200 + 8);
    await page.mouse.dblclick(cell.x, cell.y);
    const input = page.locator('[data-testid=column-title-editor] input, [data-testid=column-title-editor]').first();
    await input.waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('品名');
    await page.keyboard.press('Enter');
    await expect.poll(async () => ((await optionsAt(1)).columns as unknown as { title: string }[][])[0]![0]!.title).toBe('品名');
  });

  it('merges two header cells from the context menu into a group header, keeping both columns', async () => {
    await settle();
    await clickAt(40 + 70, 200 + 8);
    await clickAt(40 + 210, 200 + 8, ['Shift']);
    const cell = await toClient(40 + 210, 200 + 8);
    await page.mouse.click(cell.x, cell.y, { button: 'right' });
    const merge = page.getByRole('menuitem', { name: '合并单元格' });
    await merge.waitFor();
    await merge.click();
    await expect.poll(async () => ((await optionsAt(1)).columns as unknown as { colspan?: number }[][])[0]![0]!.colspan).toBe(2);
    // The merged cells' own columns stay below the group header, fields and all.
    expect(((await optionsAt(1)).columns as unknown as { field?: string }[][])[1]!.map((c) => c.field)).toEqual(['name', 'qty']);
  });

  it('changes the font size in the setting panel', async () => {
    await settle();
    await clickAt(Number((await optionsAt(0)).left) + 10, Number((await optionsAt(0)).top) + 8);
    await expect.poll(async () => (await selection()).length).toBe(1);
    const size = page.getByLabel('字体大小', { exact: true });
    if (!(await size.isVisible())) await page.getByRole('tab', { name: '样式' }).click();
    await size.click();
    await page.getByRole('option', { name: '12pt', exact: true }).click();
    await expect.poll(async () => Number((await optionsAt(0)).fontSize)).toBe(12);
  });

  it('offers the fields of the template type’s record in the field row, and takes the one picked', async () => {
    await settle();
    await clickAt(Number((await optionsAt(0)).left) + 10, Number((await optionsAt(0)).top) + 8);
    await expect.poll(async () => (await selection()).length).toBe(1);
    const field = page.getByLabel('字段名', { exact: true });
    if (!(await field.isVisible())) await page.getByRole('tab', { name: '基础' }).click();
    await field.fill('customer');
    await page.getByRole('option', { name: /customer\.name.*收货单位/ }).click();
    await expect.poll(async () => (await optionsAt(0)).field).toBe('customer.name');
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(async () => (await optionsAt(0)).field).toBe('no');
  });

  it('exports a PDF with the designed text', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: /PDF/ }).click();
    const file = join(work, 'export.pdf');
    await (await download).saveAs(file);
    expect(pdfinfo(file).pages).toBe(1);
    const text = pdftotext(file);
    expect(text).toContain('品名');
    expect(text).toContain('E2E-1');
  });

  it('previews as many pages as larder paginate counts for the same template and data', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ name: `品 ${i + 1}`, qty: i + 1, price: (i % 7) + 0.5 }));
    const data = { no: 'E2E-2', rows };
    const doc = await page.evaluate(() => JSON.stringify(window.__larderDesigner!.editor.doc));
    writeFileSync(join(work, 'template.json'), doc);
    writeFileSync(join(work, 'data.json'), JSON.stringify(data));
    const cli = spawnSync(process.execPath, [join(ROOT, 'src/cli/larder.mjs'), 'paginate', join(work, 'template.json'), '--data', join(work, 'data.json'), '--json'], { encoding: 'utf8', cwd: ROOT });
    expect(cli.status).toBe(0);
    const expected = (JSON.parse(cli.stdout) as { pages: number }).pages;
    expect(expected).toBeGreaterThan(1);

    await page.getByRole('button', { name: '预览' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('JSON 数据').click();
    await dialog.locator('textarea').fill(JSON.stringify(data));
    await dialog.getByRole('button', { name: '应用数据' }).click();
    await expect.poll(async () => Number(await page.locator('[data-testid=preview-page-count]').textContent()), { timeout: 60_000 }).toBe(expected);
    // Applied, the box folds to a summary line; reopened, the preview lays out the same data again.
    await expect.poll(() => dialog.locator('[data-testid=preview-data-summary]').textContent()).toMatch(/已应用 JSON 数据：[\d.]+ KB，1 份/);
    expect(await dialog.locator('textarea').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=preview-modal]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '预览' }).click();
    await expect.poll(async () => Number(await page.locator('[data-testid=preview-page-count]').textContent()), { timeout: 60_000 }).toBe(expected);
    await dialog.getByRole('button', { name: '编辑数据' }).click();
    expect(JSON.parse(await dialog.locator('textarea').inputValue())).toEqual(data);
    await page.keyboard.press('Escape');
  });

  it('offers the autosaved draft back after a reload', async () => {
    await settle();
    await clickAt(Number((await optionsAt(0)).left) + 10, Number((await optionsAt(0)).top) + 8);
    await expect.poll(async () => (await selection()).length).toBe(1);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    const top = Number((await optionsAt(0)).top);
    await page.waitForTimeout(3_500); // the draft is written every 3 s
    await page.reload();
    await page.locator('[data-testid=draft-dialog]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '恢复草稿' }).click();
    await expect.poll(async () => Number((await optionsAt(0)).top)).toBeCloseTo(top, 5);
  });

  it("prints through larder's print client: the PDF lands in its spool", async () => {
    const origin = new URL(url).origin;
    const client = await startSpoolClient({ port: 0, origins: [origin] });
    try {
      await page.locator('[data-testid=print-status-button]').click();
      await page.getByLabel('客户端地址').fill(client.url);
      await page.getByRole('button', { name: '保存并重新连接' }).click();
      await expect.poll(() => page.locator('[data-testid=print-status]').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('connected');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '打印', exact: true }).click();
      await expect.poll(() => readdirSync(client.spool).filter((f) => f.endsWith('.pdf')).length, { timeout: 60_000 }).toBe(1);
      const pdf = join(client.spool, readdirSync(client.spool).find((f) => f.endsWith('.pdf'))!);
      expect(pdfinfo(pdf).pages).toBeGreaterThanOrEqual(1);
      expect(pdftotext(pdf)).toContain('品名');
    } finally {
      await client.close();
    }
  });
});
