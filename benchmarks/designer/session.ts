/**
 * One built app, one server on a fresh data folder, one Chromium, one logged-in page with the
 * probe injected: what every designer measurement runs in. Reuses the end-to-end harness so the
 * benchmark builds, serves and launches exactly as the tests do.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildApp, launchChromium, ROOT, serveApp, stopApp } from '../../tests/e2e/harness.ts';
import { inPage } from './page.ts';
import { installProbe } from './probe.ts';
import { rowsForPages, tableData, tableTemplate } from './templates.ts';

const USER = 'admin';
const PASSWORD = 'Larder#2026';
/** The window size the designer is measured at (the e2e tests' size). */
export const VIEWPORT = { width: 1500, height: 950 };

export interface Session {
  url: string;
  page: Page;
  browser: Browser;
  createTemplate(name: string, body: unknown): Promise<string>;
  openDesigner(id: string): Promise<void>;
  close(): Promise<void>;
}

export async function startSession(log: (line: string) => void): Promise<Session> {
  log('building the app (vite build) ...');
  const dist = buildApp();
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close().catch(() => undefined);
    await stopApp(server);
    rmSync(dist, { recursive: true, force: true });
  };
  try {
    const served = await serveApp(dist);
    server = served.server;
    const url = served.url;
    log(`server at ${url}`);
    const token = await apiLogin(url);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
    await context.addInitScript({ content: inPage(installProbe) });
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await formLogin(page, url);
    return {
      url,
      page,
      browser,
      close,
      createTemplate: (name, body) => createTemplate(url, token, name, body),
      async openDesigner(id) {
        await page.goto(`${url}printDesign/${id}`);
        await page.waitForFunction(() => Boolean((window as unknown as { __larderDesigner?: unknown }).__larderDesigner), undefined, { timeout: 60_000 });
        await page.locator('[data-testid=design-canvas] canvas').first().waitFor();
        // Fonts load before the first real paint; the loading note goes when they are in.
        await page.waitForFunction(() => !document.querySelector('[data-testid=design-canvas]')?.textContent?.trim(), undefined, { timeout: 60_000 }).catch(() => undefined);
        const hooked = await page.evaluate(() => (window as unknown as { __benchProbe?: { hooked: boolean } }).__benchProbe?.hooked ?? false);
        if (!hooked) throw new Error('the probe did not find Konva (window.Konva, Konva.Layer and Konva.Shape): draw counts would be empty');
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function apiLogin(url: string): Promise<string> {
  const response = await fetch(`${url}api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: USER, password: PASSWORD }) });
  const body = (await response.json()) as { result?: { token?: string } };
  if (!body.result?.token) throw new Error(`login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.result.token;
}

/** Through the login form, as a user does: the app stores the token its own way. */
async function formLogin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}user/login`);
  await page.locator('input[name=username]').fill(USER);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('[data-testid=login-form] button[type=submit]').click();
  await page.locator('[data-testid=user-menu]').waitFor({ timeout: 60_000 });
}

async function createTemplate(url: string, token: string, name: string, body: unknown): Promise<string> {
  const response = await fetch(`${url}api/print/templates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Access-Token': token },
    body: JSON.stringify({ name, private: false, body }),
  });
  const json = (await response.json()) as { result?: { id?: string } };
  if (!json.result?.id) throw new Error(`creating template '${name}' failed: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json.result.id;
}

/**
 * Table data for about `pages` pages: `larder paginate` lays out a probe of 2,000 rows (the
 * same engine the worker runs), and the rows scale from its page count.
 */
export function previewData(pages: number): { data: ReturnType<typeof tableData>; expectedPages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'larder-bench-designer-'));
  try {
    const probeRows = 2_000;
    writeFileSync(join(dir, 'template.json'), JSON.stringify(tableTemplate()));
    writeFileSync(join(dir, 'data.json'), JSON.stringify(tableData(probeRows)));
    const cli = spawnSync(process.execPath, [join(ROOT, 'src/cli/larder.mjs'), 'paginate', join(dir, 'template.json'), '--data', join(dir, 'data.json'), '--json'], { cwd: ROOT, encoding: 'utf8' });
    if (cli.status !== 0) throw new Error(`larder paginate (probe) failed:\n${cli.stderr}`);
    const probePages = (JSON.parse(cli.stdout) as { pages: number }).pages;
    const rows = rowsForPages(pages, probeRows, probePages);
    return { data: tableData(rows), expectedPages: Math.round((rows * probePages) / probeRows) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
