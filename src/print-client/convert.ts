/**
 * HTML to PDF with headless Chromium, the same engine that draws the page in the browser, so a
 * template prints as it previews. Each conversion gets a fresh profile folder, removed afterwards.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** Put the page-size rule and a UTF-8 declaration into the HTML, whether it is a document or a fragment. */
export function prepareHtml(html: string, options: HtmlToPdfOptions): string {
  const style = `<style data-larder-print>${pageCss(options.pageSize, options.landscape)}</style>`;
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

/** A converter that runs the given Chromium binary; fails with NO_CHROMIUM when there is none. */
export function chromiumConverter(binary: string | null, timeoutMs = 120_000): HtmlConverter {
  return async (html, options) => {
    if (!binary) throw new PrintError('NO_CHROMIUM');
    const dir = await mkdtemp(join(tmpdir(), 'larder-print-'));
    try {
      const input = join(dir, 'job.html');
      const output = join(dir, 'job.pdf');
      await writeFile(input, prepareHtml(html, options));
      const args = [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-extensions',
        '--no-pdf-header-footer',
        '--print-to-pdf-no-header', // the same switch in Chromium before 120
        `--user-data-dir=${join(dir, 'profile')}`,
        `--print-to-pdf=${output}`,
        pathToFileURL(input).href,
      ];
      await new Promise<void>((resolve, reject) => {
        execFile(binary, args, { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 }, (error, _stdout, stderr) => {
          if (!error) return resolve();
          // Chromium writes pages of D-Bus noise; the useful part is the last few lines.
          const tail = String(stderr).trim().split('\n').slice(-3).join(' | ');
          reject(new PrintError('CONVERT_FAILED', { detail: error.killed ? `Chromium took longer than ${timeoutMs / 1000} s` : `${error.message.split('\n')[0]} ${tail}`.trim() }));
        });
      });
      let pdf: Buffer;
      try {
        pdf = await readFile(output);
      } catch {
        throw new PrintError('CONVERT_FAILED', { detail: 'Chromium wrote no PDF' });
      }
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PrintError('CONVERT_FAILED', { detail: 'Chromium wrote something that is not a PDF' });
      return pdf;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
