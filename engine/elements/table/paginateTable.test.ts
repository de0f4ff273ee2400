import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { loadTemplate } from '../../load/load.ts';
import { paginate } from '../../paginate/paginate.ts';
import type { PageDescription } from '../../page.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { NO_ROOM_NOTICE } from './plan.ts';
import { flat, lineItems, rectItems, renderTable, rowsOf, tableJson, textItems, texts } from './testing.ts';

/** Rows of exactly 20 pt: 25 rows (or a header and 25 rows) fill the 520 pt between the lines. */
const columns = [[{ title: '编号', field: 'id', width: 100 }, { title: '名称', field: 'name', width: 100 }, { title: '金额', field: 'amount', width: 100, align: 'right' }]];
const base = { columns, tableHeaderRowHeight: 20, tableBodyRowHeight: 20 };
const withSum = [[columns[0]![0], columns[0]![1], { ...columns[0]![2], tableSummary: 'sum' }]];

const ids = (page: PageDescription) => texts(page).filter((t) => /^r\d+$/.test(t));
const rowsPerPage = (pages: PageDescription[]) => pages.map((p) => ids(p).length);
const headers = (pages: PageDescription[]) => pages.map((p) => texts(p).filter((t) => t === '编号').length);
const maxY = (page: PageDescription) => Math.max(...lineItems(page).map((l) => Math.max(l.y1, l.y2)));
const render = (options: Record<string, unknown>, n: number, extra = {}) => renderTable({ ...base, ...options }, { rows: rowsOf(n) }, testContext(), extra);

describe('rows fill pages until the footer line', () => {
  it('puts 25 rows under the header on each page, every row once and in order', () => {
    const { pages, diagnostics } = render({}, 60);
    expect(rowsPerPage(pages)).toEqual([25, 25, 10]);
    expect(pages.flatMap(ids)).toEqual(rowsOf(60).map((r) => r.id));
    for (const page of pages) expect(maxY(page)).toBeLessThanOrEqual(540);
    expect(diagnostics).toEqual([]);
  });

  it('skips the first page when the table starts below the footer line', () => {
    // The first table fills its page to the footer line; the second starts 10 below it.
    const second = tableJson({ ...base, top: 70, field: 'more', columns: [[{ title: '第二', field: 'id' }]] });
    const { pages } = renderTable({ ...base }, { rows: rowsOf(25), more: [{ id: 'm1' }] }, testContext(), { after: [second] });
    expect(pages).toHaveLength(2);
    expect(texts(pages[0]!)).not.toContain('第二');
    expect(texts(pages[1]!)).toEqual(['第二', 'm1']);
    // 10 below the footer line lands 10 below the next page's header line.
    expect(Math.min(...lineItems(pages[1]!).map((l) => l.y1))).toBe(30);
  });

  it('starts on the next page when not even the header and one row fit', () => {
    const { pages } = render({ top: 510 }, 3);
    expect(rowsPerPage(pages)).toEqual([0, 3]);
    expect(headers(pages)).toEqual([0, 1]);
  });

  it('ends when the rows end (one page for a short table)', () => {
    expect(render({}, 1).pages).toHaveLength(1);
  });
});

describe('tableHeaderRepeat', () => {
  it('repeats the header on every page by default and with page', () => {
    expect(headers(render({}, 60).pages)).toEqual([1, 1, 1]);
    expect(headers(render({ tableHeaderRepeat: 'page' }, 60).pages)).toEqual([1, 1, 1]);
  });

  it('shows it on the first page only with first: later pages take one more row', () => {
    const { pages } = render({ tableHeaderRepeat: 'first' }, 60);
    expect(headers(pages)).toEqual([1, 0, 0]);
    expect(rowsPerPage(pages)).toEqual([25, 26, 9]);
  });

  it('never shows it with none', () => {
    const { pages } = render({ tableHeaderRepeat: 'none' }, 60);
    expect(headers(pages)).toEqual([0, 0, 0]);
    expect(rowsPerPage(pages)).toEqual([26, 26, 8]);
  });
});

describe('tableFooterRepeat', () => {
  const subtotals = (page: PageDescription) => texts(page).filter((t) => t.startsWith('合计:'));
  const pageSum = (page: PageDescription) => ids(page).reduce((s, id) => s + Number(id.slice(1)), 0);

  it('page: the summary of its own rows on every page under the plain label 合计:, and no grand total on the last', () => {
    const { pages } = render({ columns: withSum, tableFooterRepeat: 'page' }, 60);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page) => {
      expect(texts(page).filter((t) => t.includes('合计'))).toEqual([`合计:${pageSum(page).toFixed(2)}`]);
      expect(maxY(page)).toBeLessThanOrEqual(540);
    });
    expect(pages.flatMap(ids)).toHaveLength(60);
  });

  it('page: one summary row when the table fits on one page', () => {
    const { pages } = render({ columns: withSum, tableFooterRepeat: 'page' }, 3);
    expect(texts(pages[0]!).filter((t) => t.includes('合计'))).toEqual(['合计:6.00']);
  });

  it('keeps the summary footer of a table with no rows, as hiprint does', () => {
    const { pages } = render({ columns: withSum }, 0);
    expect(texts(pages[0]!).filter((t) => t.includes('合计'))).toEqual(['合计:0.00']);
  });

  it('defaults to page when a column has a summary, and to no footer without one', () => {
    const { pages } = render({ columns: withSum }, 60);
    expect(pages.map((p) => subtotals(p).length)).toEqual(pages.map(() => 1));
    expect(render({ columns: withSum, tableFooterRepeat: '' }, 60).pages.map((p) => subtotals(p).length)).toEqual(pages.map(() => 1));
    expect(render({}, 60).pages.flatMap((p) => texts(p).filter((t) => t.includes('合计')))).toEqual([]);
  });

  it('last: the grand total on the last page only', () => {
    const { pages } = render({ columns: withSum, tableFooterRepeat: 'last' }, 60);
    expect(pages.map((p) => subtotals(p).length)).toEqual([0, 0, 1]);
    expect(subtotals(pages[2]!)).toEqual(['合计:1830.00']);
    expect(rowsPerPage(pages)).toEqual([25, 25, 10]);
  });

  it('no: never', () => {
    const { pages } = render({ columns: withSum, tableFooterRepeat: 'no' }, 60);
    expect(pages.flatMap((p) => texts(p).filter((t) => t.includes('合计')))).toEqual([]);
  });

  it('moves a row onto the last page rather than split it from the grand total', () => {
    // 25 rows fill page 1 exactly; with 'last' the total needs one more row's room.
    const { pages } = render({ columns: withSum, tableFooterRepeat: 'last' }, 25);
    expect(rowsPerPage(pages)).toEqual([24, 1]);
    expect(subtotals(pages[1]!)).toEqual(['合计:325.00']);
  });

  it('fits each page its rows and its summary row, the last page too', () => {
    const { pages } = render({ columns: withSum, tableFooterRepeat: 'page', tableBodyRowHeight: 20 }, 22, { panel: { paperFooter: 80 } });
    for (const page of pages) expect(maxY(page)).toBeLessThanOrEqual(80);
    expect(pages.flatMap(ids)).toEqual(rowsOf(22).map((r) => r.id));
    for (const page of pages) expect(subtotals(page)).toEqual([`合计:${pageSum(page).toFixed(2)}`]);
  });
});

describe('maxRows and autoCompletion', () => {
  it('caps the rows of every page', () => {
    expect(rowsPerPage(render({ maxRows: 10 }, 25).pages)).toEqual([10, 10, 5]);
    expect(rowsPerPage(render({ maxRows: '10' }, 25).pages)).toEqual([10, 10, 5]);
  });

  it('pads the last page with empty rows up to its capacity', () => {
    const { pages } = render({ autoCompletion: true }, 30);
    expect(rowsPerPage(pages)).toEqual([25, 5]);
    const last = pages[1]!;
    // header + 25 rows: the table reaches the footer line.
    expect(maxY(last)).toBe(540);
    expect(maxY(pages[0]!)).toBe(540);
  });

  it('pads up to maxRows', () => {
    const { pages } = render({ autoCompletion: true, maxRows: 8 }, 10);
    expect(rowsPerPage(pages)).toEqual([8, 2]);
    // header (20) + 8 rows of 20 from y = 20.
    expect(maxY(pages[1]!)).toBe(20 + 20 + 8 * 20);
  });
});

describe('zero rows', () => {
  it('draws the header and the summary footer', () => {
    const { pages } = render({ columns: withSum }, 0);
    expect(pages).toHaveLength(1);
    expect(texts(pages[0]!)).toEqual(['编号', '名称', '金额', '合计:0.00']);
  });

  it('is padded with autoCompletion', () => {
    const { pages } = render({ autoCompletion: true, maxRows: 5 }, 0);
    expect(maxY(pages[0]!)).toBe(40 + 5 * 20);
  });

  it('shows one empty row under the header in design mode without data, or the testData rows', () => {
    const ctx = testContext({ mode: 'design' });
    const empty = renderTable({ ...base }, {}, ctx);
    expect(maxY(empty.pages[0]!)).toBe(60);
    const sample = renderTable({ ...base, testData: JSON.stringify([{ id: 'r7' }]) }, {}, ctx);
    expect(ids(sample.pages[0]!)).toEqual(['r7']);
    expect(renderTable({ ...base }, {}, testContext()).pages[0]).toSatisfy((p: PageDescription) => maxY(p) === 40);
  });
});

describe('rows taller than a page', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line${i + 1}`).join('\n');

  it('splits a row between the lines of its text cells', () => {
    const data = { rows: [{ id: 'r1', name: lines(60), amount: 1 }, { id: 'r2', name: 'x', amount: 2 }] };
    const { pages, diagnostics } = renderTable({ ...base }, data, testContext());
    expect(diagnostics).toEqual([]);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.flatMap((p) => texts(p).filter((t) => t.startsWith('line')));
    expect(all).toEqual(Array.from({ length: 60 }, (_, i) => `line${i + 1}`));
    for (const page of pages) expect(maxY(page)).toBeLessThanOrEqual(540);
    expect(pages.flatMap(ids)).toEqual(['r1', 'r2']);
  });

  it('draws the red notice for a row that cannot be split, reports it and goes on', () => {
    const barcode = [[{ title: '编号', field: 'id', width: 100 }, { title: '码', field: 'code', width: 200, tableTextType: 'barcode', tableColumnHeight: 2000 }]];
    const data = { rows: [{ id: 'r1', code: '' }, { id: 'r2', code: 'ABC' }, { id: 'r3', code: '' }] };
    const { pages, diagnostics } = renderTable({ ...base, columns: barcode }, data, testContext());
    // r2 does not fit under r1: on the next page, at the top, it cannot be placed at all.
    const notices = textItems(pages[1]!).filter((t) => t.text === NO_ROOM_NOTICE);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.color).toBe('#ff0000');
    expect(diagnostics).toEqual([{ code: 'table-no-room', message: NO_ROOM_NOTICE, path: 'panels[0].printElements[0]', page: 1 }]);
    expect(pages.map(ids)).toEqual([['r1'], ['r3']]);
    // The notice stands where r2 would be: under the header, above r3.
    const page = textItems(pages[1]!);
    expect(page.find((t) => t.text === 'r3')!.y).toBeGreaterThan(notices[0]!.y);
  });

  it('ends the table with the notice when the header leaves no room for any row', () => {
    const { pages, diagnostics } = render({ tableHeaderRowHeight: 530 }, 5);
    expect(pages).toHaveLength(1);
    expect(texts(pages[0]!).join('')).toContain('没有足够空间');
    expect(diagnostics.map((d) => d.code)).toEqual(['table-no-room']);
  });
});

describe('the table among other elements', () => {
  const rect = (top: number, color: string) => ({ options: { left: 20, top, width: 50, height: 10, backgroundColor: color }, printElementType: { type: 'rect' } });
  const rectY = (pages: PageDescription[], color: string) => pages.map((p) => rectItems(p).find((r) => r.fill?.color === color)?.y);

  it('moves what lies below a growing table down with it', () => {
    // The table's template box ends at 60; the rect lies 10 below it.
    expect(rectY(render({}, 5, { after: [rect(70, '#ff0000')] }).pages, '#ff0000')).toEqual([20 + 20 + 5 * 20 + 10]);
    const long = render({}, 30, { after: [rect(70, '#ff0000')] }).pages;
    expect(rectY(long, '#ff0000')).toEqual([undefined, 20 + 20 + 5 * 20 + 10]);
  });

  it('lays several tables of one panel out in sequence', () => {
    const second = tableJson({ ...base, top: 80, field: 'more', columns: [[{ title: '第二', field: 'id' }]] });
    const { pages } = renderTable({ ...base }, { rows: rowsOf(30), more: [{ id: 'm1' }, { id: 'm2' }] }, testContext(), { after: [second] });
    expect(pages).toHaveLength(2);
    const page = pages[1]!;
    const first = textItems(page).find((t) => t.text === 'r30')!;
    const other = textItems(page).find((t) => t.text === '第二')!;
    expect(other.y).toBeGreaterThan(first.y + 20);
    expect(texts(page)).toEqual(expect.arrayContaining(['m1', 'm2']));
  });

  it('keeps lHeight as its minimum height when it ends on its first page', () => {
    expect(rectY(render({ lHeight: 200 }, 2, { after: [rect(70, '#00ff00')] }).pages, '#00ff00')).toEqual([20 + 200 + 10]);
  });

  it('reads columns and options from printElementType when options lack them', () => {
    const { pages } = renderTable({ tableBodyRowHeight: 20 }, { rows: rowsOf(2) }, testContext(), { type: { columns, tableHeaderRepeat: 'none' } });
    expect(texts(pages[0]!)).toEqual(['r1', 'item 1', '1', 'r2', 'item 2', '2']);
  });

  it('draws the element background and borders around each piece', () => {
    const { pages } = render({ backgroundColor: '#00ff00', borderLeft: 'solid', borderWidth: 2 }, 30);
    expect(rectItems(pages[1]!)[0]).toMatchObject({ x: 20, y: 20, width: 300, height: 20 + 5 * 20, fill: { color: '#00ff00' } });
    expect(lineItems(pages[1]!).some((l) => l.x1 === 21 && l.stroke.width === 2)).toBe(true);
  });
});

describe('grid columns', () => {
  const grid = { gridColumns: 2, gridColumnsGutter: 10, maxRows: 3 };

  it('flows as side-by-side bands, each with its own header', () => {
    const { pages } = render(grid, 8);
    expect(rowsPerPage(pages)).toEqual([6, 2]);
    const first = textItems(pages[0]!);
    const headerXs = first.filter((t) => t.text === '编号').map((t) => t.x);
    // band width (300 - 10) / 2 = 145; the second band starts 155 to the right.
    expect(headerXs).toHaveLength(2);
    expect(headerXs[1]! - headerXs[0]!).toBeCloseTo(155, 3);
    const x = (id: string) => first.find((t) => t.text === id)!.x;
    expect(x('r4') - x('r1')).toBeCloseTo(155, 3);
    expect(first.find((t) => t.text === 'r4')!.y).toBe(first.find((t) => t.text === 'r1')!.y);
    const lines = lineItems(pages[0]!);
    expect(Math.max(...lines.map((l) => Math.max(l.x1, l.x2)))).toBeCloseTo(320, 0);
  });

  it('pads every band of the last page with autoCompletion', () => {
    const { pages } = render({ ...grid, autoCompletion: true }, 4);
    expect(rowsPerPage(pages)).toEqual([4]);
    const lines = lineItems(pages[0]!).filter((l) => l.y1 === l.y2);
    // two bands, each: top of header, header/body and 3 row bottoms.
    expect(lines.filter((l) => l.x1 < 160)).toHaveLength(5);
    expect(lines.filter((l) => l.x1 > 160)).toHaveLength(5);
  });
});

describe('groups', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox();
  });
  afterAll(() => sandbox.dispose());
  const data = { rows: [
    { id: 'r1', cat: '蔬菜', amount: 1 },
    { id: 'r2', cat: '肉类', amount: 2 },
    { id: 'r3', cat: '蔬菜', amount: 3 },
    { id: 'r4', cat: '肉类', amount: 4 },
    { id: 'r5', cat: '干货', amount: 5 },
  ] };
  const cols = [[{ title: '序号', width: 40, tableTextType: 'sequence' }, { title: '编号', field: 'id' }, { title: '金额', field: 'amount', tableSummary: 'sum', tableSummaryNumFormat: 0 }]];

  it('gathers rows by groupFields, adding no header or summary rows of its own (hiprint adds none)', () => {
    const { pages } = renderTable({ ...base, columns: cols, groupFields: ['cat'], tableFooterRepeat: 'no' }, data, testContext());
    expect(texts(pages[0]!)).toEqual([
      '序号', '编号', '金额',
      '1', 'r1', '1', '2', 'r3', '3',
      '3', 'r2', '2', '4', 'r4', '4',
      '5', 'r5', '5',
    ]);
  });

  it('restarts sequence numbers per group when configured', () => {
    const { pages } = renderTable({ ...base, columns: cols, groupFields: 'cat', groupSequenceRestart: true, tableFooterRepeat: 'no' }, data, testContext());
    const seq = textItems(pages[0]!).filter((t) => t.x < 60 && /^\d$/.test(t.text)).map((t) => t.text);
    expect(seq).toEqual(['1', '2', '1', '2', '1']);
  });

  it('keeps a group header with its first row', () => {
    // 25 rows of room: a group of 24 rows fills 25 with its header; the next header moves on.
    const rows = rowsOf(30, (i) => ({ cat: i < 23 ? 'a' : 'b' }));
    const groupFormatter = 'function (colspan, tableData, printData, group) { return group.cat; }';
    const { pages } = renderTable({ ...base, columns: [[{ title: '编号', field: 'id' }]], groupFields: ['cat'], groupFormatter }, { rows }, testContext({ hooks: sandbox }));
    expect(texts(pages[0]!).slice(-1)).toEqual(['r23']);
    expect(texts(pages[1]!).slice(0, 3)).toEqual(['编号', 'b', 'r24']);
  });
});

describe('paginating through the engine', () => {
  it('terminates for a table taller than any page in every row', () => {
    const template = loadTemplate({ panels: [{ width: 100, height: 60, paperHeader: 10, paperFooter: 150, paperNumberDisabled: true, printElements: [tableJson({ ...base, width: 200, tableHeaderRowHeight: 100, tableBodyRowHeight: 100 })] }] });
    const { pages, diagnostics } = paginate(template, { rows: rowsOf(3) }, testContext());
    expect(pages.length).toBeGreaterThan(0);
    expect(diagnostics.every((d) => d.code === 'table-no-room')).toBe(true);
    expect(pages.flatMap((p) => flat(p.items)).length).toBeGreaterThan(0);
  });
});
