/**
 * End-to-end harness: build the app into a scratch folder, serve it with `larder serve`, and
 * drive Debian's Chromium through playwright-core. Nothing here touches the repository's dist/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';

/** `vite build` into a fresh folder; returns the folder. */
function viteBuild(out: string): void {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * A folder `make` fills once per test run (TMPDIR is the run's scratch folder, tests/tmpdir.ts), copied for
 * each caller, who may change its copy: the first caller makes it under a lock folder while the other files
 * wait for its `.made` mark.
 */
function copyOfShared(name: string, make: (dir: string) => void, waitMs: number): string {
  const shared = join(tmpdir(), name);
  const lock = `${shared}.lock`;
  const mark = join(shared, '.made');
  let maker = false;
  try {
    mkdirSync(lock);
    maker = true;
  } catch {
    // another test file is making it
  }
  if (maker) {
    try {
      make(shared);
      writeFileSync(mark, new Date().toISOString());
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  } else {
    const deadline = Date.now() + waitMs;
    while (!existsSync(mark)) {
      if (!existsSync(lock)) throw new Error(`the shared ${name} failed in another test file`);
      if (Date.now() > deadline) throw new Error(`the shared ${name} was not made in time`);
      pause(500);
    }
  }
  const out = mkdtempSync(join(tmpdir(), `${name}-`));
  cpSync(shared, out, { recursive: true });
  rmSync(join(out, '.made'), { force: true });
  return out;
}

/** The built app in a folder of the caller's own (tests may add files to it), built once per test run. */
export function buildApp(): string {
  return copyOfShared('larder-e2e-app', viteBuild, 400_000);
}

/** A seeded data directory of the caller's own, seeded once per test run (migrating and seeding take tens of seconds). */
function seededData(): string {
  return copyOfShared('larder-e2e-data', (dir) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/e2e/seedData.ts'), dir], { cwd: ROOT, encoding: 'utf8', timeout: 400_000 });
    if (r.status !== 0) throw new Error(`seeding the e2e data directory failed:\n${r.stdout}\n${r.stderr}`);
  }, 400_000);
}

/** The demo users' password (src/server/seed/accounts.ts). */
export const DEMO_PASSWORD = 'Larder#2026';

/** A new browser context at `viewport` in `locale`, signed in through the login form as `username`; resolves once the shell is up. */
export async function signIn(
  browser: Browser,
  url: string,
  username: string,
  options: { viewport?: { width: number; height: number }; locale?: string; password?: string; acceptDownloads?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1440, height: 900 }, locale: options.locale ?? 'zh-CN', acceptDownloads: options.acceptDownloads ?? true });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${url}user/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(options.password ?? DEMO_PASSWORD);
  await page.locator('[data-testid=login-form] button[type=submit]').click();
  await page.locator('[data-testid=user-menu]').waitFor({ timeout: 30_000 });
  return page;
}

/** Users of several departments are first asked which one to work in (flows.test.ts walks that): take the first. */
export async function pickDepartment(p: Page): Promise<void> {
  const select = p.locator('input[data-testid=depart-select]');
  // the dialog comes once the session's departments have loaded; a user of one department never sees it
  if (!(await select.waitFor({ state: 'visible', timeout: 8000 }).then(() => true, () => false))) return;
  await select.click();
  await p.locator('[role=option]:visible').first().click();
  const dialog = p.getByRole('dialog').filter({ has: select });
  await dialog.getByRole('button', { name: '确认' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A screenshot of a failed step, where it outlives the run (LARDER_TEST_ARTIFACTS). */
export async function keepFailureShot(page: Page | undefined, suite: string, name: string): Promise<void> {
  if (!page) return;
  const file = join(process.env.LARDER_TEST_ARTIFACTS ?? tmpdir(), `larder-${suite}-failure-${name.replace(/\W+/g, '-').slice(0, 60)}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}

export interface ManifestEntry {
  id: string;
  name: string;
  template: string;
  data?: string;
}

/** Add the e2e fixture to the built app's sample list, next to the shipped samples. */
export function addFixtureSample(dist: string): ManifestEntry[] {
  const dir = join(dist, 'templates');
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(FIXTURES, 'preview-fixture.json'), join(dir, 'e2e-fixture.json'));
  copyFileSync(join(FIXTURES, 'preview-fixture.data.json'), join(dir, 'e2e-fixture.data.json'));
  const manifestFile = join(dir, 'index.json');
  let manifest: { templates: ManifestEntry[] } = { templates: [] };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof manifest;
  } catch {
    // no shipped manifest yet: the fixture alone
  }
  manifest.templates.push({ id: 'e2e-fixture', name: 'E2E fixture', template: 'e2e-fixture.json', data: 'e2e-fixture.data.json' });
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // the build's compressed copies of the manifest (made once it passed 1 KB) would be served instead of the new one
  for (const copy of ['.br', '.gz']) rmSync(manifestFile + copy, { force: true });
  return manifest.templates;
}

/** What a served app writes (stdout and stderr), line by line: the development SMS sender logs its codes there. */
export interface ServerOutput {
  readonly lines: readonly string[];
  /** The first line matching `pattern`, already written or yet to come (rejects after `timeoutMs`). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
}

function collectLines(streams: Readable[]): ServerOutput {
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  for (const stream of streams) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      if (parts.length === 0) return;
      lines.push(...parts);
      for (const wake of waiters) wake();
    });
  }
  return {
    lines,
    waitFor(pattern, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const stop = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        const check = () => {
          for (; seen < lines.length; seen += 1) {
            const match = pattern.exec(lines[seen]);
            if (match) {
              stop();
              resolve(match);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no server output line matched ${pattern} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** `larder serve --port 0` on the built folder and a copy of the seeded data; resolves with the base URL once it listens, and its output. */
export function serveApp(dist: string, options: { startTimeoutMs?: number } = {}): Promise<{ url: string; server: ChildProcess; output: ServerOutput }> {
  const data = seededData();
  const server = spawn(process.execPath, [join(ROOT, 'src/cli/larder.mjs'), 'serve', '--port', '0', '--host', '127.0.0.1', '--dir', dist, '--data', data], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The database folder goes with the server.
  server.once('exit', () => rmSync(data, { recursive: true, force: true }));
  const lines = collectLines([server.stdout!, server.stderr!]);
  return new Promise((resolve, reject) => {
    let output = '';
    // Opening the embedded database and starting the render processes: slow on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`larder serve did not start:\n${output}`)), options.startTimeoutMs ?? 240_000);
    const onData = (chunk: Buffer | string) => {
      output += chunk.toString();
      const match = /at http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}/`, server, output: lines });
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`larder serve exited with ${code}:\n${output}`)));
  });
}

/**
 * Stop a server started by serveApp and wait until it has gone, so its database folder is removed
 * before the test process ends (a bare kill() left one behind on every run).
 */
export async function stopApp(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill();
  const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A built app served by its own `larder serve` and a Chromium to drive it: what every end-to-end file starts with. */
export interface E2eApp {
  url: string;
  server: ChildProcess;
  output: ServerOutput;
  browser: Browser;
  /** Close the browser, stop the server and remove the built copy. */
  stop(): Promise<void>;
}

export async function startApp(): Promise<E2eApp> {
  const dist = buildApp();
  const { url, server, output } = await serveApp(dist);
  const browser = await launchChromium();
  return {
    url,
    server,
    output,
    browser,
    async stop() {
      await browser.close();
      await stopApp(server);
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** A session token for a demo user, through the API. */
export async function apiToken(url: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${url}api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return ((await response.json()) as { result: { token: string } }).result.token;
}
