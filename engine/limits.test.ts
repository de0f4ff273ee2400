/**
 * Hostile templates end quickly, with an error naming the path and the limit or with a
 * diagnostic, never with a crash or a process out of memory (limits.ts).
 */
import { describe, expect, it } from 'vitest';
import { testContext } from '../tests/helpers/fonts.ts';
import type { DisplayItem } from './page.ts';
import { loadTemplate } from './load/load.ts';
import { LimitError, MAX_PAGE_ITEMS, MAX_PAGES, MAX_TABLE_COLUMNS, MAX_TABLE_PAGE_CELLS } from './limits.ts';
import { TemplateError } from './model/errors.ts';
import { paginate, paginateEach, PaginationError } from './paginate/paginate.ts';

const table = (options: Record<string, unknown>) => ({
  options: { left: 10, top: 10, width: 400, height: 40, field: 'rows', ...options },
  printElementType: { type: 'table' },
});
const panel = (fields: Record<string, unknown>, ...printElements: unknown[]) => ({ panels: [{ paperNumberDisabled: true, ...fields, printElements }] });
const count = (items: DisplayItem[]): number => items.reduce((n, i) => n + 1 + (i.kind === 'group' ? count(i.items) : 0), 0);

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
}

describe('paper size', () => {
  it('refuses a panel 99,999,999 mm high (autoCompletion with 1 pt rows) with the path of its side', () => {
    const json = panel({ width: 210, height: 99999999 }, table({ autoCompletion: true, tableBodyRowHeight: 1, columns: [[{ title: 'A', field: 'a' }]] }));
    const error = thrown(() => paginate(loadTemplate(json), { rows: [{ a: 1 }] }, testContext()));
    expect(error).toBeInstanceOf(TemplateError);
    expect((error as TemplateError).issues).toEqual([
      { path: 'panels[0].height', message: 'a paper side of 99999999 mm is longer than the 5000 mm (5 m) allowed' },
    ]);
  });

  it('refuses custom papers past 5 m a side and takes 5 m', () => {
    const error = thrown(() => loadTemplate(panel({ paperType: 'other', width: 5000.5, height: 6000 })));
    expect((error as TemplateError).issues.map((i) => i.path)).toEqual(['panels[0].width', 'panels[0].height']);
    expect(loadTemplate(panel({ width: 5000, height: 5000 })).panels[0]!.heightMm).toBe(5000);
  });

  it('stops a page that grows (panelPageRule none) past 5 m', () => {
    const json = panel({ width: 100, height: 100, panelPageRule: 'none' }, { options: { left: 0, top: 0, width: 10, height: 1e9 }, printElementType: { type: 'rect' } });
    const error = thrown(() => paginate(loadTemplate(json), {}, testContext()));
    expect(error).toBeInstanceOf(LimitError);
    expect(error.message).toMatch(/^panels\[0\]: the page grew to \d+ mm, longer than the 5000 mm \(5 m\) a page may have$/);
  });
});

describe('table header spans', () => {
  it('clamps rowspan and colspan 1e9 to the table, with a diagnostic each', () => {
    const columns = [
      [{ title: 'Group', colspan: 1e9 }, { title: 'Tall', rowspan: 1e9, field: 't' }],
      [{ title: 'A', field: 'a' }, { title: 'B', field: 'b' }],
    ];
    const { pages, diagnostics } = paginate(loadTemplate(panel({}, table({ columns }))), { rows: [{ a: 1, b: 2, t: 3 }] }, testContext());
    expect(pages).toHaveLength(1);
    expect(diagnostics).toEqual([
      { code: 'table-span-clamped', path: 'panels[0].printElements[0].options.columns[0][0].colspan', message: "colspan 1000000000 reaches past the table's columns; clamped to 3" },
      { code: 'table-span-clamped', path: 'panels[0].printElements[0].options.columns[0][1].rowspan', message: "rowspan 1000000000 reaches past the table's 2 header rows; clamped to 2" },
    ]);
  });
});

describe('table size', () => {
  it('refuses a table of more than 200 columns, naming its columns and the limit', () => {
    const columns = [Array.from({ length: MAX_TABLE_COLUMNS + 1 }, (_, i) => ({ title: `c${i}`, field: `c${i}` }))];
    const error = thrown(() => paginate(loadTemplate(panel({}, table({ columns }))), { rows: [] }, testContext()));
    expect(error).toBeInstanceOf(LimitError);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ code: 'limit-exceeded', limit: MAX_TABLE_COLUMNS, path: 'panels[0].printElements[0].options.columns' });
    expect(error.message).toBe('panels[0].printElements[0].options.columns: the table has 201 columns, more than the 200 a table may have');
  });

  it('refuses a page of more table cells than the limit, before measuring them all', () => {
    const columns = [Array.from({ length: MAX_TABLE_COLUMNS }, (_, i) => ({ title: `c${i}`, field: 'a' }))];
    const rows = Array.from({ length: 2000 }, () => ({ a: 1 }));
    const json = panel({ width: 5000, height: 5000 }, table({ width: 14000, columns }));
    const error = thrown(() => paginate(loadTemplate(json), { rows }, testContext()));
    expect(error).toBeInstanceOf(LimitError);
    expect(error).toMatchObject({ limit: MAX_TABLE_PAGE_CELLS, path: 'panels[0].printElements[0]' });
    expect(error.message).toMatch(/^panels\[0\]\.printElements\[0\]: page 1 would hold at least \d+ table cells \(rows times columns\), more than the 20000 a page may have$/);
  });

  it('fills a 5 m page with at most the cells a page may hold when autoCompletion has 1 pt rows', () => {
    const columns = [Array.from({ length: 20 }, (_, i) => ({ title: `c${i}`, field: 'a' }))];
    const json = panel({ width: 210, height: 5000 }, table({ autoCompletion: true, tableBodyRowHeight: 1, fontSize: 1, columns }));
    const { pages, diagnostics } = paginate(loadTemplate(json), { rows: [{ a: 1, b: 2 }] }, testContext());
    expect(pages).toHaveLength(1);
    expect(count(pages[0]!.items)).toBeLessThanOrEqual(MAX_PAGE_ITEMS);
    expect(diagnostics).toEqual([
      { code: 'table-fill-clamped', path: 'panels[0].printElements[0]', message: expect.stringMatching(/^autoCompletion left out \d+ empty rows: a page holds at most 20000 table cells \(rows times columns\)$/) },
    ]);
  });
});

describe('display items', () => {
  it('refuses a watermark of more tiles than a page may hold, before making them', () => {
    const json = { panels: [{ width: 5000, height: 5000, watermarkOptions: { content: 'x', width: 1, height: 1 }, printElements: [] }] };
    const error = thrown(() => paginate(loadTemplate(json), {}, testContext()));
    expect(error).toBeInstanceOf(LimitError);
    expect(error.message).toBe(`panels[0].watermarkOptions: the watermark needs more than ${MAX_PAGE_ITEMS} tiles on a page; make its width and height larger`);
  });
});

describe('pages', () => {
  it('counts the pages of every record against MAX_PAGES', () => {
    const json = panel({ width: 50, height: 50 }, { options: { left: 0, top: 0, width: 10, height: 10 }, printElementType: { type: 'rect' } });
    const records = Array.from({ length: MAX_PAGES + 1 }, () => ({}));
    let pages = 0;
    const error = thrown(() => paginateEach(loadTemplate(json), records, testContext(), () => pages++));
    expect(error).toBeInstanceOf(LimitError);
    expect(error.message).toBe(`panels[0]: more than ${MAX_PAGES} pages; pagination stopped`);
    expect(pages).toBe(MAX_PAGES);
  });
});
