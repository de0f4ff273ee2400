import { readFileSync } from 'node:fs';
import { toBytes } from 'pdfkit/output';
import { describe, expect, it } from 'vitest';
import type { HookRunner } from '../context.ts';
import { loadTemplate } from '../load/load.ts';
import type { PageDescription } from '../page.ts';
import { createFontBook } from '../text/fonts.ts';
import type { Host } from './host.ts';
import { layoutDocument, PdfWriteError, renderPdf } from './render.ts';

const FONT_DIR = new URL('../../public/fonts/', import.meta.url);
const files = {
  'NotoSansSC-Regular': new Uint8Array(readFileSync(new URL('NotoSansSC-Regular.ttf', FONT_DIR))),
  'NotoSansSC-Bold': new Uint8Array(readFileSync(new URL('NotoSansSC-Bold.ttf', FONT_DIR))),
};
const book = createFontBook(files);
/** A 1 x 1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** A host over fixed bytes that records what it lent. */
function fakeHost(images: Record<string, Uint8Array | string> = {}) {
  const lent = { sandboxes: 0, released: 0 };
  const hooks: HookRunner = { call: (source, args) => `${source}:${String(args[1])}` };
  const host: Host = {
    fonts: async () => ({ files, book }),
    imageBytes: async (src) => {
      const image = images[src];
      if (typeof image === 'string' || image === undefined) throw new Error(image ?? 'file not found');
      return image;
    },
    sandbox: async () => {
      lent.sandboxes++;
      return { hooks, release: () => lent.released++ };
    },
  };
  return { host, lent };
}

const text = (options: Record<string, unknown>) => ({ options: { left: 10, top: 10, width: 200, height: 20, ...options }, printElementType: { type: 'text' } });
const image = (src: string) => ({ options: { left: 10, top: 40, width: 20, height: 20, src }, printElementType: { type: 'image' } });
const template = (...elements: unknown[]) => loadTemplate({ panels: [{ width: 100, height: 100, paperNumberDisabled: true, printElements: elements }] });
const settings = { mode: 'print' as const, now: Date.UTC(2026, 0, 2), timezoneOffset: 480 };

describe('layoutDocument', () => {
  it('hands each page on, runs hooks in the borrowed sandbox and gives it back', async () => {
    const { host, lent } = fakeHost();
    const pages: PageDescription[] = [];
    const result = await layoutDocument(host, template(text({ field: 'n', formatter: 'f' })), { n: 7 }, { ...settings, onPage: (p) => pages.push(p) });
    expect(result).toMatchObject({ pageCount: 1, diagnostics: [], layoutMs: 0 });
    expect(pages.map((p) => p.index)).toEqual([0]);
    expect(JSON.stringify(pages[0])).toContain('f:7');
    expect(lent).toEqual({ sandboxes: 1, released: 1 });
  });

  it('without user code borrows no sandbox, and hooks fail as in a host that allows none', async () => {
    const { host, lent } = fakeHost();
    const result = await layoutDocument(host, template(text({ field: 'n', formatter: 'f' })), { n: 7 }, { ...settings, userCode: false });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['hook-failed']);
    expect(lent.sandboxes).toBe(0);
  });

  it('sizes images from their bytes and reports the unreadable ones first, in source order', async () => {
    const { host } = fakeHost({ 'a.png': PNG, 'b.png': 'HTTP 404', 'c.png': new Uint8Array([1, 2, 3]) });
    const result = await layoutDocument(host, template(image('b.png'), image('a.png'), image('c.png')), {}, settings);
    expect(result.diagnostics.slice(0, 2)).toEqual([
      { code: 'image-unreadable', message: 'b.png: HTTP 404' },
      { code: 'image-unreadable', message: 'c.png: not a PNG, JPEG, GIF, WebP or BMP image' },
    ]);
    const quiet = await layoutDocument(host, template(image('b.png')), {}, { ...settings, imageDiagnostics: false });
    expect(quiet.diagnostics).toEqual([]);
  });

  it('gives the sandbox back when a page handler throws', async () => {
    const { host, lent } = fakeHost();
    // A formatter, so that the document borrows a sandbox (a template without code borrows none).
    const failing = layoutDocument(host, template(text({ title: 'x', formatter: 'f' })), {}, {
      ...settings,
      onPage: () => {
        throw new RangeError('enough');
      },
    });
    await expect(failing).rejects.toThrow(RangeError);
    expect(lent).toEqual({ sandboxes: 1, released: 1 });
  });

  it('times pagination with the clock it is given', async () => {
    const { host } = fakeHost();
    let t = 100;
    const result = await layoutDocument(host, template(text({ title: 'x' })), {}, { ...settings, clock: () => (t += 5) });
    expect(result.layoutMs).toBe(5);
  });
});

describe('renderPdf', () => {
  it('writes every page as it comes, with the images the layout sized', async () => {
    const { host } = fakeHost({ 'a.png': PNG });
    const seen: number[] = [];
    const result = await renderPdf(host, template(text({ title: '送货单' }), image('a.png')), {}, { ...settings, title: 'Note', onPage: (p) => seen.push(p.index) });
    expect([result.pageCount, result.writer.pageCount, seen]).toEqual([1, 1, [0]]);
    const bytes = Buffer.from(await toBytes(result.writer.end())).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain('/Subtype /Image');
    expect(bytes).toContain('(Note)');
  });

  it('tells writer errors apart from layout errors', async () => {
    const { host } = fakeHost();
    const noFonts: Host = { ...host, fonts: async () => ({ files: {}, book }) };
    await expect(renderPdf(noFonts, template(text({ title: 'x' })), {}, settings)).rejects.toBeInstanceOf(PdfWriteError);
  });
});

describe('carriesCode', () => {
  it('finds a hook source under any hook option, at any depth, and nothing in a template without one', async () => {
    const { carriesCode } = await import('./render.ts');
    expect(carriesCode({ panels: [{ printElements: [{ options: { field: 'n', formatter: 'function(){}' } }] }] })).toBe(true);
    expect(carriesCode({ panels: [{ printElements: [{ options: { columns: [[{ field: 'a', styler2: 'x' }]] } }] }] })).toBe(true);
    expect(carriesCode({ options: { rowsColumnsMerge: 'f', groupFooterFormatter: '' } })).toBe(true);
    expect(carriesCode({ options: { title: 'function of the canteen', format: 'YYYY', formatter: '  ' } })).toBe(false);
    expect(carriesCode({ panels: [] })).toBe(false);
  });
});
