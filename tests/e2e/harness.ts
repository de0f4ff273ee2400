/**
 * End-to-end harness: build the app into a scratch folder, serve it with `larder serve`, and
 * drive Debian's Chromium through playwright-core. Nothing here touches the repository's dist/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';

/** `vite build` into a fresh folder; returns the folder. */
export function buildApp(): string {
  const out = mkdtempSync(join(tmpdir(), 'larder-e2e-dist-'));
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
  return out;
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
  return manifest.templates;
}

/** `larder serve --port 0` on the built folder; resolves with the base URL once it listens. */
export function serveApp(dist: string): Promise<{ url: string; server: ChildProcess }> {
  const data = mkdtempSync(join(tmpdir(), 'larder-e2e-data-'));
  const server = spawn(process.execPath, [join(ROOT, 'src/cli/larder.mjs'), 'serve', '--port', '0', '--host', '127.0.0.1', '--dir', dist, '--data', data], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The database folder goes with the server.
  server.once('exit', () => rmSync(data, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`larder serve did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}/`, server });
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
