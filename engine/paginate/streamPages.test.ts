/**
 * Pages painted while placement goes on: streamPages (pages before the page count is known,
 * with a slot for it) and paginateEach (pages before placement ends when nothing on them
 * needs the count) give exactly paginate's pages, diagnostics and hook calls, and a long
 * table's first page comes before its last rows are measured.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deliveryNoteData, deliveryNoteTemplate } from '../../benchmarks/delivery-note.ts';
import { fontBook, testContext } from '../../tests/helpers/fonts.ts';
import type { HookRunner, LayoutContext } from '../context.ts';
import { loadTemplate } from '../load/load.ts';
import { fillSlot, type DisplayItem, type PageDescription } from '../page.ts';
import type { FontBook } from '../text/types.ts';
import { PAGE_COUNT_SLOT, paginate, paginateEach, streamPages } from './paginate.ts';

interface Streamed {
  pages: PageDescription[];
  /** Pages handed over with a slot. */
  slotted: number;
  diagnostics: unknown[];
}

/** streamPages, each slot filled into its page. */
function stream(json: unknown, data: unknown, ctx: LayoutContext = testContext()): Streamed {
  const pages: PageDescription[] = [];
  let slotted = 0;
  const { diagnostics } = streamPages(loadTemplate(json), data, ctx, {
    page: (page) => {
      if (JSON.stringify(page).includes(`"slot":"${PAGE_COUNT_SLOT}"`)) slotted++;
      pages.push(page);
    },
    fill: (index, slot, items) => {
      expect(pages[index]).toBeDefined();
      pages[index] = fillSlot(pages[index]!, slot, items);
    },
  });
  return { pages, slotted, diagnostics };
}

const final = (json: unknown, data: unknown, ctx: LayoutContext = testContext()) => paginate(loadTemplate(json), data, ctx);

/** The delivery note with elements below, beside and overlapping the table, and a last-page footer. */
function note(panel: Record<string, unknown> = {}): unknown {
  const json = deliveryNoteTemplate() as { panels: Record<string, unknown>[] };
  const elements = json.panels[0]!.printElements as unknown[];
  const text = (top: number, title: string, extra: Record<string, unknown> = {}) => ({ options: { left: 40, top, width: 200, height: 14, title, ...extra }, printElementType: { type: 'text' } });
  elements.push(text(120, '签收'), text(90, 'overlap'), text(805, 'last page', { showInPage: 'last' }), text(20, 'not last', { unShowInPage: 'last' }));
  Object.assign(json.panels[0]!, panel);
  return json;
}

const samples = ['public/templates', 'tests/fixtures'].flatMap((dir) =>
  readdirSync(new URL(`../../${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.data.json') && f !== 'index.json')
    .map((f) => [f, new URL(`../../${dir}/${f}`, import.meta.url)] as const),
);
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));

describe('streamPages', () => {
  it.each(samples)('gives paginate’s pages for %s, slots filled', (_, url) => {
    const json = read(url);
    const data = read(new URL(url.href.replace(/\.json$/, '.data.json')));
    for (const panel of [{}, { paperNumberDisabled: false, paperNumberFormat: 'paperNo/paperCount', leftOffset: 4, topOffset: -2 }, { panelPaperRule: 'odd' }]) {
      const variant = structuredClone(json) as { panels: Record<string, unknown>[] };
      for (const p of variant.panels) Object.assign(p, panel);
      const expected = final(variant, data);
      const streamed = stream(variant, data);
      expect(streamed.pages).toEqual(expected.pages);
      expect(streamed.diagnostics).toEqual(expected.diagnostics);
    }
  });

  it.each([0, 1, 23, 24, 25, 48, 49, 300])('gives paginate’s pages for a %i-row table with elements around it', (rows) => {
    for (const panel of [{}, { leftOffset: 3 }, { panelPaperRule: 'even' }, { lastPaperFooter: 700 }]) {
      const expected = final(note(panel), deliveryNoteData(rows));
      const streamed = stream(note(panel), deliveryNoteData(rows));
      expect(streamed.pages).toEqual(expected.pages);
      expect(streamed.diagnostics).toEqual(expected.diagnostics);
      // Every page but the last one placed is handed over before the count is known, except
      // when the last page's footer line (lastPaperFooter) decides where pages end.
      const placed = final(note({ ...panel, panelPaperRule: undefined }), deliveryNoteData(rows)).pages.length;
      expect(streamed.slotted).toBe('lastPaperFooter' in panel ? 0 : placed - 1);
    }
  });

  it('hands over a long table’s first page before its last rows are measured', () => {
    const data = deliveryNoteData(5000);
    data.items[4999]!.name = '最后一行的名称在这里';
    const seen = measured(fontBook(), '最后一行的名称在这里');
    let firstPageBeforeLastRow: boolean | undefined;
    const { pageCount } = streamPages(loadTemplate(deliveryNoteTemplate()), data, testContext({ fonts: seen.fonts }), {
      page: () => {
        firstPageBeforeLastRow ??= !seen.yet();
      },
      fill: () => undefined,
    });
    expect(pageCount).toBeGreaterThan(100);
    expect(firstPageBeforeLastRow).toBe(true);
    expect(seen.yet()).toBe(true);
  });

  it('gives paginate’s pages for random templates', () => {
    fc.assert(
      fc.property(randomTemplate, randomData, (json, data) => {
        let expected;
        try {
          expected = final(json, data);
        } catch (error) {
          expect(() => stream(json, data)).toThrow((error as Error).message);
          return;
        }
        const streamed = stream(json, data);
        expect(streamed.pages).toEqual(expected.pages);
        expect(streamed.diagnostics).toEqual(expected.diagnostics);
      }),
      { numRuns: 400, seed: 20261121 },
    );
  });
});

describe('paginateEach', () => {
  it('hands over pages before placement ends when they do not show the page count', () => {
    const data = deliveryNoteData(5000);
    data.items[4999]!.name = '最后一行的名称在这里';
    for (const [panel, early] of [[{ paperNumberFormat: 'paperNo' }, true], [{ paperNumberDisabled: true }, true], [{}, false]] as const) {
      const seen = measured(fontBook(), '最后一行的名称在这里');
      let first: boolean | undefined;
      const pages: PageDescription[] = [];
      const json = deliveryNoteTemplate() as { panels: Record<string, unknown>[] };
      Object.assign(json.panels[0]!, panel);
      paginateEach(loadTemplate(json), data, testContext({ fonts: seen.fonts }), (page) => {
        first ??= !seen.yet();
        pages.push(page);
      });
      expect(first).toBe(early);
      expect(pages).toEqual(final(json, data).pages);
    }
  });

  it('runs user hooks in the same order as paginate, and reports the same problems', () => {
    const json = note({ paperNumberDisabled: true }) as { panels: { printElements: { options: Record<string, unknown> }[] }[] };
    const [title, table] = json.panels[0]!.printElements;
    // A header text with a formatter: laid out after the table's rows, as ever.
    title!.options.formatter = 'function(t, v) { return "title " + globalThis.calls; }';
    (table!.options.columns as Record<string, unknown>[][])[0]![1]!.formatter2 = 'function(v) { globalThis.calls = (globalThis.calls || 0) + 1; return v; }';
    json.panels[0]!.printElements.push({ options: { left: 300, top: 10, width: 40, height: 20, src: 'nowhere.png', fit: 'contain' }, printElementType: { type: 'image' } } as never);
    const data = deliveryNoteData(100);
    const calls = (hooks: string[]): HookRunner => ({ call: (source) => void hooks.push(source) });
    const a: string[] = [];
    const b: string[] = [];
    const expected = final(json, data, testContext({ hooks: calls(a) }));
    const pages: PageDescription[] = [];
    const { diagnostics } = paginateEach(loadTemplate(json), data, testContext({ hooks: calls(b) }), (p) => pages.push(p));
    expect(b).toEqual(a);
    expect(a.length).toBeGreaterThan(1);
    expect(pages).toEqual(expected.pages);
    expect(diagnostics).toEqual(expected.diagnostics);
    expect(diagnostics.map((d) => d.code)).toContain('image-size-unknown');
  });
});

describe('fillSlot', () => {
  it('puts the items in the slot’s place, inside the groups around it', () => {
    const text: DisplayItem = { kind: 'text', x: 1, y: 2, text: '1/2', font: 'NotoSansSC-Regular', size: 9, color: '#000000', width: 10 };
    const line: DisplayItem = { kind: 'line', x1: 0, y1: 0, x2: 1, y2: 1, stroke: { color: '#000000', width: 1 } };
    const page: PageDescription = { version: 1, index: 0, width: 10, height: 10, items: [{ kind: 'group', transform: [1, 0, 0, 1, 2, 3], items: [line, { kind: 'group', items: [], slot: 'pageCount' }, line] }] };
    expect(fillSlot(page, 'pageCount', [text])).toEqual({ ...page, items: [{ kind: 'group', transform: [1, 0, 0, 1, 2, 3], items: [line, text, line] }] });
    expect(fillSlot(page, 'other', [text])).toEqual(page);
  });
});

/** A font book that notes when `marker` is first measured (the row holding it is being measured). */
function measured(fonts: FontBook, marker: string): { fonts: FontBook; yet(): boolean } {
  let seen = false;
  return {
    fonts: { ...fonts, measure: (key, text, size) => ((seen ||= text.includes(marker)), fonts.measure(key, text, size)) },
    yet: () => seen,
  };
}

// Templates of every element type over several pages, with the panel options streaming reads.
const flowing = fc.record({
  options: fc.record({
    left: fc.integer({ min: 0, max: 300 }),
    top: fc.integer({ min: 0, max: 600 }),
    width: fc.integer({ min: 20, max: 400 }),
    height: fc.integer({ min: 10, max: 200 }),
    field: fc.constantFrom('rows', 'body', 'a'),
    title: fc.constantFrom('标题', 'x'),
    pageBreak: fc.boolean(),
    fixed: fc.constantFrom(false, false, false, true),
    showInPage: fc.constantFrom(undefined, 'first', 'last', 'odd', 'even'),
    unShowInPage: fc.constantFrom(undefined, 'first', 'last'),
    columns: fc.constant([[{ title: '名称', field: 'a', width: 80 }, { title: 'b', field: 'b', width: 40, tableSummary: 'sum' }]]),
  }, { requiredKeys: ['left', 'top', 'width', 'height'] }),
  printElementType: fc.record({ type: fc.constantFrom('text', 'longText', 'table', 'rect', 'html') }),
});
const randomTemplate = fc.record({
  panels: fc.array(
    fc.record({
      paperType: fc.constantFrom('A4', 'A6'),
      paperHeader: fc.integer({ min: 0, max: 120 }),
      paperFooter: fc.integer({ min: 300, max: 840 }),
      paperNumberDisabled: fc.constantFrom(false, false, true),
      paperNumberFormat: fc.constantFrom('paperNo-paperCount', 'paperNo-paperCount', 'paperNo', 'paperCount'),
      panelPaperRule: fc.constantFrom(undefined, 'odd', 'even'),
      panelPageRule: fc.constantFrom(undefined, undefined, undefined, 'none'),
      lastPaperFooter: fc.constantFrom(undefined, undefined, undefined, 300),
      firstPaperFooter: fc.constantFrom(undefined, 400),
      leftOffset: fc.constantFrom(0, 5),
      printElements: fc.array(flowing, { maxLength: 6 }),
    }, { requiredKeys: ['printElements'] }),
    { minLength: 1, maxLength: 2 },
  ),
});
const randomData = fc.record({
  a: fc.string(),
  body: fc.array(fc.constantFrom('一行文字', 'a longer line of text that wraps', '\n'), { maxLength: 60 }).map((parts) => parts.join('')),
  rows: fc.array(fc.record({ a: fc.constantFrom('苹果', '一个很长很长很长很长的名字', 'x'), b: fc.integer({ min: 0, max: 100 }) }), { maxLength: 120 }),
});
