/**
 * HTML to PDF with headless Chromium, the same engine that draws the page in the browser, so a
 * template prints as it previews. Each conversion gets a fresh profile folder, removed afterwards, and
 * its page is served from a loopback port of its own with a policy that lets it load nothing but data:
 * URLs: a job cannot read the machine's files or reach the network, and its scripts do not run.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { PUBLIC_DIR } from '../../host/node.ts';
import { PrintError } from './errors.ts';
import { pageCss, type PaperSize } from './paper.ts';

export interface HtmlToPdfOptions {
  pageSize?: PaperSize;
  landscape: boolean;
}

/** Something that turns HTML into PDF bytes (Chromium in the program, a stand-in in some tests). */
export type HtmlConverter = (html: string, options: HtmlToPdfOptions) => Promise<Buffer>;

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Find Chromium: `explicit`, then LARDER_CHROMIUM, then /usr/bin/chromium, then the PATH. Null when none. */
export function findChromium(explicit?: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const tried = [explicit, env.LARDER_CHROMIUM, '/usr/bin/chromium'];
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) for (const name of CANDIDATES) tried.push(join(dir, name));
  for (const path of tried) {
    if (!path) continue;
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not there; try the next one
    }
  }
  return null;
}

/**
 * The package's Noto Sans SC, served to the job's page: a machine without Chinese fonts still prints
 * Chinese. It stands behind sans-serif for text in no named font, and answers for the Chinese font names
 * hiprint templates use when the machine does not have them (local() first).
 */
const FONT_URLS = { regular: '/fonts/NotoSansSC-Regular.ttf', bold: '/fonts/NotoSansSC-Bold.ttf' };
const ALIASES = ['Noto Sans SC', 'SimSun', '宋体', 'SimHei', '黑体', 'Microsoft YaHei', '微软雅黑', 'KaiTi', '楷体', 'FangSong', '仿宋'];

export function fontCss(): string {
  const faces = ALIASES.flatMap((name) =>
    (['regular', 'bold'] as const).map(
      (weight) =>
        `@font-face{font-family:"${name}";font-weight:${weight === 'bold' ? 700 : 400};src:local("${name}"),url(${FONT_URLS[weight]}) format("truetype")}`,
    ),
  );
  return `${faces.join('')}:where(html){font-family:sans-serif,"Noto Sans SC"}`;
}

/** Put the page-size rule, the fonts and a UTF-8 declaration into the HTML, whether it is a document or a fragment. */
export function prepareHtml(html: string, options: HtmlToPdfOptions): string {
  // A meta refresh would navigate the page away before it is printed (and nowhere: see chromiumArgs).
  html = html.replace(/<meta\b[^>]*http-equiv\s*=\s*["']?refresh[^>]*>/gi, '');
  const style = `<style data-larder-print>${fontCss()}${pageCss(options.pageSize, options.landscape)}</style>`;
  const charset = /<meta[^>]+charset/i.test(html) ? '' : '<meta charset="utf-8">';
  const head = html.match(/<head(\s[^>]*)?>/i);
  if (head) {
    const at = head.index! + head[0].length;
    // First in the head, so a template that sets its own @page size keeps it (later rules win).
    return html.slice(0, at) + charset + style + html.slice(at);
  }
  const root = html.match(/<html(\s[^>]*)?>/i);
  if (root) {
    const at = root.index! + root[0].length;
    return `${html.slice(0, at)}<head>${charset}${style}</head>${html.slice(at)}`;
  }
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${style}</head><body style="margin:0">${html}</body></html>`;
}

/**
 * What an HTML job's page may load: nothing but data: URLs and the page itself. Sent as a response header
 * (a meta tag in the job's own HTML could be preceded by content that escapes it): no script, no frames,
 * no requests to anything on the machine or the network.
 */
export const JOB_CSP = "default-src 'none'; img-src data: 'self'; style-src 'unsafe-inline' data: 'self'; font-src data: 'self'; form-action 'none'; base-uri 'none'";

export interface ChromiumOptions {
  timeoutMs?: number;
  /**
   * Run Chromium's sandbox: on by default, except as root, where Chromium refuses to start with it (CI,
   * containers). Where the machine has no usable sandbox, the conversion retries without it.
   */
  sandbox?: boolean;
}

/** Serve the job's HTML and the package's fonts, and nothing else, to one Chromium run on a loopback port of its own. */
async function serveJob(html: string): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/job.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': JOB_CSP, 'cache-control': 'no-store' });
      response.end(html);
      return;
    }
    const font = Object.values(FONT_URLS).find((url) => url === request.url);
    if (request.method === 'GET' && font) {
      readFile(join(PUBLIC_DIR, font))
        .then((bytes) => response.writeHead(200, { 'content-type': 'font/ttf' }).end(bytes))
        .catch(() => response.writeHead(404).end());
      return;
    }
    response.writeHead(404, { 'content-security-policy': JOB_CSP });
    response.end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/job.html`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Chromium's switches for one conversion: every request but the page's own goes to a dead proxy. Script is
 * off through the page's policy (JOB_CSP, script-src 'none'): `--blink-settings=scriptEnabled=false` also
 * stops headless Chromium from writing the PDF.
 */
export function chromiumArgs(options: { profile: string; output: string; url: string; port: number; sandbox: boolean }): string[] {
  return [
    '--headless',
    ...(options.sandbox ? [] : ['--no-sandbox']),
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-quic',
    // Everything goes to a port nothing listens on, loopback included, except the page's own server: a
    // meta refresh or a link to an address on the network or the machine leads nowhere.
    '--proxy-server=http://127.0.0.1:9',
    `--proxy-bypass-list=<-loopback>,127.0.0.1:${options.port}`,
    '--no-pdf-header-footer',
    '--print-to-pdf-no-header', // the same switch in Chromium before 120
    `--user-data-dir=${options.profile}`,
    `--print-to-pdf=${options.output}`,
    options.url,
  ];
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/** A converter that runs the given Chromium binary; fails with NO_CHROMIUM when there is none. */
export function chromiumConverter(binary: string | null, options: ChromiumOptions | number = {}): HtmlConverter {
  const { timeoutMs = 120_000, sandbox = !isRoot() } = typeof options === 'number' ? { timeoutMs: options } : options;
  return async (html, pageOptions) => {
    if (!binary) throw new PrintError('NO_CHROMIUM');
    const dir = await mkdtemp(join(tmpdir(), 'larder-print-'));
    const job = await serveJob(prepareHtml(html, pageOptions));
    try {
      const output = join(dir, 'job.pdf');
      const run = (withSandbox: boolean) =>
        new Promise<void>((resolve, reject) => {
          const args = chromiumArgs({ profile: join(dir, withSandbox ? 'profile' : 'profile-nosandbox'), output, url: job.url, port: job.port, sandbox: withSandbox });
          execFile(binary, args, { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 }, (error, _stdout, stderr) => {
            if (!error) return resolve();
            reject(Object.assign(error, { stderr: String(stderr) }));
          });
        });
      try {
        await run(sandbox).catch(async (error: Error & { stderr?: string; killed?: boolean }) => {
          // A machine without user namespaces or a setuid helper has no sandbox to give.
          if (sandbox && /no usable sandbox|sandbox/i.test(error.stderr ?? '') && !error.killed) return run(false);
          throw error;
        });
      } catch (error) {
        const failed = error as Error & { stderr?: string; killed?: boolean };
        // Chromium writes pages of D-Bus noise; the useful part is the last few lines.
        const tail = (failed.stderr ?? '').trim().split('\n').slice(-3).join(' | ');
        throw new PrintError('CONVERT_FAILED', { detail: failed.killed ? `Chromium took longer than ${timeoutMs / 1000} s` : `${failed.message.split('\n')[0]} ${tail}`.trim() });
      }
      let pdf: Buffer;
      try {
        pdf = await readFile(output);
      } catch {
        throw new PrintError('CONVERT_FAILED', { detail: 'Chromium wrote no PDF' });
      }
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PrintError('CONVERT_FAILED', { detail: 'Chromium wrote something that is not a PDF' });
      return pdf;
    } finally {
      await job.close();
      await rm(dir, { recursive: true, force: true });
    }
  };
}
