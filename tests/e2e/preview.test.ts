/**
 * The sample preview in a real Chromium: the built app served by `larder serve` lays each
 * sample out in the layout worker; the page descriptions must equal, byte for byte, what
 * Node's paginate produces for the same template, data, time and zone.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutFile } from '../../src/cli/document.ts';
import type { PreviewState } from '../../src/app/preview/usePreview.ts';
import { addFixtureSample, buildApp, launchChromium, ROOT, serveApp, stopApp, type ManifestEntry } from './harness.ts';

const NOW = '2024-05-01T08:00:00Z';
const TZ = 480;
const SHOTS = join(ROOT, 'test-output');

let dist = '';
let url = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let samples: ManifestEntry[] = [];

/** The fixture and every shipped sample whose files exist: one comparison each. */
function sampleIds(): string[] {
  const dir = join(ROOT, 'public/templates');
  let shipped: ManifestEntry[] = [];
  try {
    shipped = (JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { templates: ManifestEntry[] }).templates;
  } catch {
    // no manifest: the fixture alone
  }
  return ['e2e-fixture', ...shipped.filter((s) => existsSync(join(dir, s.template))).map((s) => s.id)];
}

beforeAll(async () => {
  dist = buildApp();
  samples = addFixtureSample(dist);
  ({ url, server } = await serveApp(dist));
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stopApp(server);
  if (dist) rmSync(dist, { recursive: true, force: true });
});

async function openPreview(id: string): Promise<{ page: Page; state: PreviewState; errors: string[] }> {
  const page = await browser!.newPage({ acceptDownloads: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}preview?sample=${encodeURIComponent(id)}&mode=print&now=${encodeURIComponent(NOW)}&tz=${TZ}`);
  await page.waitForSelector('[data-testid=status][data-status=ready], [data-testid=status][data-status=error]', { timeout: 120_000 });
  const state = (await page.evaluate(() => window.larderPreview)) as PreviewState;
  return { page, state, errors };
}

describe('sample preview in Chromium', () => {
  it('lists the samples and labels the page', async () => {
    const page = await browser!.newPage();
    await page.goto(`${url}preview`);
    // the preview is a lazily loaded route: it names the page once it is there
    await page.waitForSelector('nav.samples button');
    // a gallery in the app's language (Chinese by default): the shipped samples by their Chinese names
    await expect(page.title()).resolves.toBe('larder — 模板示例');
    const names = await page.locator('nav.samples button').allTextContents();
    const CHINESE: Record<string, string> = { 'delivery-note': '送货单', 'shelf-labels': '货架标签', receipt: '收款小票', report: '月度结算报告', 'receipt-check': '验收单', 'picking-list': '备货单', statement: '对账单' };
    expect(names).toEqual(samples.map((s) => CHINESE[s.id] ?? s.name));
    expect(await page.locator('select').count()).toBe(0);
    await page.close();
  });

  it.each(sampleIds())(
    'paints %s with the pages Node lays out, identically',
    async (id) => {
      const sample = samples.find((s) => s.id === id)!;
      const { page, state, errors } = await openPreview(id);
      expect(state.error, state.error).toBeUndefined();
      expect(state.status).toBe('ready');

      const node = await layoutFile({
        templateFile: join(dist, 'templates', sample.template),
        dataFile: sample.data && join(dist, 'templates', sample.data),
        now: Date.parse(NOW),
        timezoneOffset: TZ,
        mode: 'print',
      });
      expect(state.pageCount).toBe(node.pages.length);
      await page.waitForFunction((n) => document.querySelectorAll('canvas.page-canvas').length === n, node.pages.length);
      // The determinism requirement: the worker's page descriptions are Node's, byte for byte.
      expect(JSON.stringify(state.pages)).toBe(JSON.stringify(node.pages));
      expect(state.diagnostics).toEqual(node.diagnostics);

      await page.waitForSelector('canvas.page-canvas[data-page-index="0"][data-painted=true]');
      await page.screenshot({ path: join(SHOTS, `preview-${id}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('downloads the PDF the worker writes', async () => {
    const { page, state } = await openPreview('e2e-fixture');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('e2e-fixture.pdf');
    const file = join(SHOTS, 'e2e-fixture.pdf');
    await download.saveAs(file);
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
    expect(info).toMatch(new RegExp(`^Pages:\\s+${state.pageCount}$`, 'm'));
    const text = spawnSync('pdftotext', ['-l', '1', file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, '');
    expect(text).toContain('学校食堂配送单');
    await page.close();
  });

  it('shows a template error instead of pages', async () => {
    const page = await browser!.newPage();
    await page.route('**/templates/e2e-fixture.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ panels: [{ paperType: 'Z9', printElements: [] }] }) }),
    );
    await page.goto(`${url}preview?sample=e2e-fixture`);
    await page.waitForSelector('[data-testid=status][data-status=error]', { timeout: 60_000 });
    await expect(page.locator('main .error').first().textContent()).resolves.toContain('not found pagetype');
    expect(await page.locator('canvas.page-canvas').count()).toBe(0);
    await page.close();
  });
});
