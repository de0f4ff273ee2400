/**
 * vue-plugin-hiprint in Debian's Chromium, loaded as its README loads it: jQuery and its peers
 * as plain scripts from node_modules, print-lock.css, then the plugin. The page is served from
 * a name of its own and every other request is refused, so hiprint's print-client socket and
 * any image a template names on the web go nowhere.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, ROOT } from '../e2e/harness.ts';
import type { Raster } from './compare.ts';

const ORIGIN = 'http://hiprint.fidelity';
/** 96 CSS px an inch: screenshots at device scale 1 are 96 dpi. */
export const DPI = 96;

const SCRIPTS = [
  'jquery/dist/jquery.min.js',
  'jsbarcode/dist/JsBarcode.all.min.js',
  'socket.io-client/dist/socket.io.min.js',
  'jspdf/dist/jspdf.umd.min.js',
  'html2canvas/dist/html2canvas.min.js',
  'canvg/lib/umd.js',
  'vue-plugin-hiprint/dist/vue-plugin-hiprint.js',
];

/**
 * The one font both sides print with. larder draws every family (SimSun, 宋体, 微软雅黑, DFKai-SB,
 * generic families) with the Noto Sans SC files it embeds in its PDFs; Chromium would replace
 * those families by whatever fontconfig offers (wider faces, other line breaks). So hiprint's
 * page gets the very same files, regular and bold, for every element, and the comparison
 * measures layout rather than which fonts happen to be installed.
 */
const SAME_FONT = `
@font-face { font-family: 'larder-font'; src: url('/fonts/NotoSansSC-Regular.ttf'); font-weight: 100 500; }
@font-face { font-family: 'larder-font'; src: url('/fonts/NotoSansSC-Bold.ttf'); font-weight: 600 900; }
#out, #out * { font-family: 'larder-font' !important; }`;

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/node_modules/vue-plugin-hiprint/dist/print-lock.css">
<style>html, body { margin: 0; padding: 0; background: #fff; } .hiprint-printPaper { margin: 0 0 8px 0; }${SAME_FONT}</style>
${SCRIPTS.map((s) => `<script src="/node_modules/${s}"></script>`).join('\n')}
</head><body><div id="out"></div></body></html>`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.ttf': 'font/ttf' };

/** A page of hiprint's: its paper size and its screenshot as grey pixels and as PNG. */
export interface HiprintPage {
  widthMm: number;
  heightMm: number;
  raster: Raster;
  png: Buffer;
}

export interface HiprintRender {
  pages: HiprintPage[];
  /** Errors the page threw or logged while rendering. */
  errors: string[];
}

export class Hiprint {
  private constructor(
    private readonly browser: Browser,
    readonly page: Page,
  ) {}

  static async open(): Promise<Hiprint> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--font-render-hinting=none'] });
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort('blockedbyclient');
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      const local = url.pathname.startsWith('/node_modules/') ? url.pathname : url.pathname.startsWith('/fonts/') ? `/public${url.pathname}` : undefined;
      if (local) {
        const file = join(ROOT, decodeURIComponent(local));
        try {
          return route.fulfill({ contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
        } catch {
          return route.fulfill({ status: 404, body: '' });
        }
      }
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'vue-plugin-hiprint' in window);
    // Load both faces now: a face first asked for while a paper renders could miss its screenshot.
    await page.evaluate(() => Promise.all([document.fonts.load("12px 'larder-font'"), document.fonts.load("bold 12px 'larder-font'")]).then(() => undefined));
    await page.evaluate(() => {
      const w = window as unknown as Record<string, { hiprint: { init(o?: unknown): void } }>;
      w['vue-plugin-hiprint']!.hiprint.init();
    });
    return new Hiprint(browser, page);
  }

  /** Render `template` with `data` through getHtml (design: getSimpleHtml) and screenshot each paper. */
  async render(template: unknown, data: unknown, design = false): Promise<HiprintRender> {
    const { page } = this;
    const errors: string[] = [];
    const onError = (e: Error) => errors.push(e.message);
    page.on('pageerror', onError);
    try {
      const thrown = await page.evaluate(
        ({ template, data, design }) => {
          const w = window as unknown as Record<string, unknown>;
          const { hiprint } = w['vue-plugin-hiprint'] as { hiprint: { PrintTemplate: new (o: unknown) => { getHtml(d: unknown): unknown; getSimpleHtml(d: unknown): unknown } } };
          const $ = w.jQuery as (s: string) => { empty(): { append(x: unknown): void } };
          try {
            const t = new hiprint.PrintTemplate({ template });
            $('#out').empty().append(design ? t.getSimpleHtml(data) : t.getHtml(data));
            return '';
          } catch (e) {
            return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
          }
        },
        { template, data, design },
      );
      if (thrown) errors.push(thrown);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(50);
      const papers = page.locator('#out .hiprint-printPaper');
      const pages: HiprintPage[] = [];
      const count = await papers.count();
      for (let i = 0; i < count; i++) {
        const paper = papers.nth(i);
        const size = await paper.evaluate((el) => {
          const style = (el as HTMLElement).style;
          const box = el.getBoundingClientRect();
          return { width: style.width, height: style.height, px: [box.width, box.height] };
        });
        if (!(size.px[0]! > 0 && size.px[1]! > 0)) {
          errors.push(`paper ${i + 1} has no size (${size.width} x ${size.height})`);
          continue;
        }
        const png = await paper.screenshot({ animations: 'disabled', timeout: 10_000 });
        const raster = await this.gray(png);
        pages.push({ widthMm: mm(size.width, size.px[0]!), heightMm: mm(size.height, size.px[1]!), raster, png });
      }
      return { pages, errors };
    } finally {
      page.off('pageerror', onError);
    }
  }

  /** PNG bytes to grey pixels, decoded by the browser. */
  private async gray(png: Buffer): Promise<Raster> {
    const { width, height, data } = await this.page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const rgba = g.getImageData(0, 0, canvas.width, canvas.height).data;
      let out = '';
      const chunk: number[] = [];
      for (let i = 0; i < rgba.length; i += 4) {
        chunk.push(Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!));
        if (chunk.length === 8192) {
          out += String.fromCharCode(...chunk);
          chunk.length = 0;
        }
      }
      out += String.fromCharCode(...chunk);
      return { width: canvas.width, height: canvas.height, data: btoa(out) };
    }, png.toString('base64'));
    return { width, height, gray: new Uint8Array(Buffer.from(data, 'base64')) };
  }

  /** Draw PNGs side by side with a caption above each, as one PNG (the report's picture). */
  async sideBySide(columns: Array<{ caption: string; png: Buffer }>): Promise<Buffer> {
    const b64 = await this.page.evaluate(async (cols) => {
      const imgs = await Promise.all(
        cols.map(async (c) => {
          const img = new Image();
          img.src = `data:image/png;base64,${c.png}`;
          await img.decode();
          return img;
        }),
      );
      const gap = 16;
      const top = 24;
      const canvas = document.createElement('canvas');
      canvas.width = imgs.reduce((w, i) => w + i.naturalWidth + gap, gap);
      canvas.height = top + Math.max(...imgs.map((i) => i.naturalHeight)) + gap;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#9e9e9e';
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.font = '14px sans-serif';
      let x = gap;
      imgs.forEach((img, i) => {
        g.fillStyle = '#000';
        g.fillText(cols[i]!.caption, x, 17);
        g.drawImage(img, x, top);
        x += img.naturalWidth + gap;
      });
      return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
    }, columns.map((c) => ({ caption: c.caption, png: c.png.toString('base64') })));
    return Buffer.from(b64, 'base64');
  }

  /** A cell map as a PNG: both inked grey, hiprint only red (missing in larder), larder only blue (extra). */
  async cellMap(cols: number, rows: number, a: Uint8Array, b: Uint8Array, cellPx: number): Promise<Buffer> {
    const b64 = await this.page.evaluate(
      ({ cols, rows, a, b, cellPx }) => {
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(cols * cellPx);
        canvas.height = Math.round(rows * cellPx);
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#fff';
        g.fillRect(0, 0, canvas.width, canvas.height);
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            const x = a[r * cols + c];
            const y = b[r * cols + c];
            if (!x && !y) continue;
            g.fillStyle = x && y ? '#888' : x ? '#e53935' : '#1e88e5';
            g.fillRect(c * cellPx, r * cellPx, Math.ceil(cellPx), Math.ceil(cellPx));
          }
        }
        return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
      },
      { cols, rows, a: [...a], b: [...b], cellPx },
    );
    return Buffer.from(b64, 'base64');
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/** A paper side in mm from its CSS size (hiprint writes mm), else from its pixels. */
function mm(css: string, px: number): number {
  const m = /^([\d.]+)mm$/.exec(css.trim());
  return m ? Number(m[1]) : (px * 25.4) / DPI;
}
