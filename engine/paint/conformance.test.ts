/**
 * Every display item kind is handled by every painter, and a kind that a painter does not
 * know is an error, never silently skipped.
 */
import { readFileSync } from 'node:fs';
import { toBytes } from 'pdfkit/output';
import { describe, expect, it } from 'vitest';
import { DISPLAY_ITEM_KINDS, PAGE_FORMAT_VERSION, type DisplayItem, type PageDescription } from '../page.ts';
import { paintPage, type Canvas2DLike } from './canvas.ts';
import { pagesToHtml } from './html.ts';
import { createPdf } from './pdf.ts';
import { A4, SAMPLE_ITEMS } from './sample-items.ts';

const FONT_DIR = new URL('../../public/fonts/', import.meta.url);
const fonts = {
  'NotoSansSC-Regular': new Uint8Array(readFileSync(new URL('NotoSansSC-Regular.ttf', FONT_DIR))),
  'NotoSansSC-Bold': new Uint8Array(readFileSync(new URL('NotoSansSC-Bold.ttf', FONT_DIR))),
};

function pageOf(item: DisplayItem): PageDescription {
  return { version: PAGE_FORMAT_VERSION, index: 0, ...A4, items: [item] };
}

/** A context that counts drawing calls (anything that puts paint on the page). */
function countingContext(): { ctx: Canvas2DLike; marks: () => number } {
  let marks = 0;
  const draw = new Set(['fill', 'stroke', 'fillText', 'drawImage']);
  const ctx = new Proxy({} as Record<string, unknown>, {
    get(target, key) {
      if (key in target) return target[key as string];
      if (key === 'measureText') return () => ({ width: 1 });
      if (typeof key === 'string' && !['letterSpacing', 'wordSpacing', 'fontKerning', 'direction'].includes(key)) {
        return () => {
          if (draw.has(key)) marks++;
        };
      }
      return undefined;
    },
    set(target, key, value) {
      target[key as string] = value;
      return true;
    },
  }) as unknown as Canvas2DLike;
  return { ctx, marks: () => marks };
}

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('painter conformance', () => {
  it('has a sample item for every kind', () => {
    expect(Object.keys(SAMPLE_ITEMS).sort()).toEqual([...DISPLAY_ITEM_KINDS].sort());
  });

  for (const kind of DISPLAY_ITEM_KINDS) {
    const item = SAMPLE_ITEMS[kind];

    it(`canvas paints ${kind}`, () => {
      const { ctx, marks } = countingContext();
      paintPage(ctx, pageOf(item), { fontFamily: (k) => k, image: () => ({}) });
      expect(marks()).toBeGreaterThan(0);
    });

    it(`HTML paints ${kind}`, () => {
      const empty = pagesToHtml([{ ...pageOf(item), items: [] }], { fontUrl: () => undefined });
      const html = pagesToHtml([pageOf(item)], { fontUrl: () => undefined });
      expect(html.length).toBeGreaterThan(empty.length);
    });

    it(`PDF paints ${kind}`, async () => {
      const empty = await toBytes(createPdf([{ ...pageOf(item), items: [] }], { fonts }));
      const bytes = await toBytes(createPdf([pageOf(item)], { fonts, images: { [SAMPLE_ITEMS.image.ref]: PNG_1X1 } }));
      expect(bytes.length).toBeGreaterThan(empty.length);
    });
  }

  const unknown = { kind: 'hologram' } as unknown as DisplayItem;
  const nested: DisplayItem = { kind: 'group', items: [unknown] };
  for (const [name, item] of [['top-level', unknown], ['nested', nested]] as const) {
    it(`every painter throws on an unknown ${name} kind`, () => {
      expect(() => paintPage(countingContext().ctx, pageOf(item), { fontFamily: (k) => k })).toThrow(/unknown display item kind "hologram"/);
      expect(() => pagesToHtml([pageOf(item)], { fontUrl: () => undefined })).toThrow(/unknown display item kind "hologram"/);
      expect(() => createPdf([pageOf(item)], { fonts })).toThrow(/unknown display item kind "hologram"/);
    });
  }
});
