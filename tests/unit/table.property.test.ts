/**
 * Property tests of table pagination over random tables, row counts, row heights and
 * header/footer lines: the invariants every page of every table must keep.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandbox,
  type DisplayItem,
  type LineItem,
  loadTemplate,
  type PageDescription,
  paginate,
  type Sandbox,
  type TextItem,
} from '../../engine/index.ts';
import { testContext } from '../helpers/fonts.ts';

const flat = (items: DisplayItem[]): DisplayItem[] => items.flatMap((i) => (i.kind === 'group' ? flat(i.items) : [i]));
const textsOf = (page: PageDescription) => flat(page.items).filter((i): i is TextItem => i.kind === 'text');
const linesOf = (page: PageDescription) => flat(page.items).filter((i): i is LineItem => i.kind === 'line');

const ID = /^R\d{5}$/;
const HEADER_TITLE = '编号';
const NOTICE = '没有足够空间进行表格分页，请调整页眉/页脚线';

interface Case {
  rows: { id: string; name: string; cents: number; amount: number }[];
  paperHeader: number;
  paperFooter: number;
  top: number;
  bodyRowHeight: number;
  headerRepeat: 'page' | 'first' | 'none';
  footerRepeat: 'page' | 'last' | 'no';
  maxRows?: number;
}

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    count: fc.integer({ min: 0, max: 160 }),
    names: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 160, maxLength: 160 }),
    amounts: fc.array(fc.integer({ min: -5000, max: 100000 }), { minLength: 160, maxLength: 160 }),
    paperHeader: fc.integer({ min: 0, max: 200 }),
    room: fc.integer({ min: 60, max: 600 }),
    topOffset: fc.integer({ min: 0, max: 100 }),
    bodyRowHeight: fc.integer({ min: 12, max: 40 }),
    headerRepeat: fc.constantFrom('page' as const, 'first' as const, 'none' as const),
    footerRepeat: fc.constantFrom('page' as const, 'last' as const, 'no' as const),
    maxRows: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
  })
  .map((r) => {
    const paperFooter = r.paperHeader + r.room;
    return {
      rows: Array.from({ length: r.count }, (_, i) => ({
        id: `R${String(i).padStart(5, '0')}`,
        name: '青菜豆腐大米面粉鸡蛋牛奶苹果香蕉'.repeat(4).slice(0, r.names[i]!),
        cents: r.amounts[i]!,
        amount: r.amounts[i]! / 100,
      })),
      paperHeader: r.paperHeader,
      paperFooter,
      top: r.paperHeader + Math.min(r.topOffset, r.room - 10),
      bodyRowHeight: r.bodyRowHeight,
      headerRepeat: r.headerRepeat,
      footerRepeat: r.footerRepeat,
      maxRows: r.maxRows,
    };
  });

function render(c: Case) {
  const template = loadTemplate({
    panels: [
      {
        width: 210,
        height: 297,
        paperHeader: c.paperHeader,
        paperFooter: c.paperFooter,
        paperNumberDisabled: true,
        printElements: [
          {
            options: {
              left: 20,
              top: c.top,
              width: 400,
              height: 40,
              field: 'rows',
              tableHeaderRepeat: c.headerRepeat,
              tableFooterRepeat: c.footerRepeat,
              tableBodyRowHeight: c.bodyRowHeight,
              ...(c.maxRows ? { maxRows: c.maxRows } : {}),
              columns: [
                [
                  { title: '序号', field: 'seq', width: 40, tableTextType: 'sequence' },
                  { title: HEADER_TITLE, field: 'id', width: 70 },
                  { title: '品名', field: 'name', width: 90 },
                  { title: '金额', field: 'amount', width: 80, align: 'right', tableSummary: 'sum' },
                ],
              ],
            },
            printElementType: { type: 'table' },
          },
        ],
      },
    ],
  });
  return paginate(template, { rows: c.rows.map(({ cents: _, ...row }) => row) }, testContext()).pages;
}

describe('table pagination properties', () => {
  it('keeps every invariant on random tables', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const pages = render(c);
        expect(pages.length).toBeGreaterThan(0);
        const notice = pages.some((p) => textsOf(p).some((t) => t.text === NOTICE));

        // Every data row appears exactly once, in order.
        const ids = pages.flatMap((p) => textsOf(p).filter((t) => ID.test(t.text)).sort((a, b) => a.y - b.y).map((t) => t.text));
        if (!notice) expect(ids).toEqual(c.rows.map((r) => r.id));

        // No row crosses the footer line: no table line below it.
        for (const page of pages) {
          for (const line of linesOf(page)) expect(Math.max(line.y1, line.y2)).toBeLessThanOrEqual(c.paperFooter + 0.01);
        }

        // The header appears on exactly the pages its repeat option names, from the table's
        // first page (a table whose header does not fit above the footer line starts a page later).
        const headers = pages.map((p) => textsOf(p).filter((t) => t.text === HEADER_TITLE).length);
        const start = Math.max(0, pages.findIndex((p) => textsOf(p).length > 0));
        const expected = pages.map((_, i) => (i < start ? 0 : c.headerRepeat === 'page' || (c.headerRepeat === 'first' && i === start) ? 1 : 0));
        expect(headers).toEqual(expected);

        // As hiprint: with 'page' every page's summary (合计:) is the sum of that page's rows; with
        // 'last' the last page's is the sum of all rows and no other page has one; with 'no', none.
        if (!notice) {
          const cents = new Map(c.rows.map((r) => [r.id, r.cents]));
          const sumOf = (ids: string[]) => (ids.reduce((s, id) => s + cents.get(id)!, 0) / 100).toFixed(2);
          const valueAfter = (page: PageDescription, label: string) =>
            textsOf(page).filter((t) => t.text.startsWith(label)).map((t) => t.text.slice(label.length));
          pages.forEach((page, i) => {
            const ids = textsOf(page).filter((t) => ID.test(t.text)).map((t) => t.text);
            const totals = valueAfter(page, '合计:');
            const last = i === pages.length - 1;
            expect(valueAfter(page, '本页合计:')).toEqual([]);
            if (c.footerRepeat === 'page' && ids.length > 0) expect(totals).toEqual([sumOf(ids)]);
            if (c.footerRepeat === 'page' && ids.length === 0) expect(totals.every((t) => t === '0.00')).toBe(true);
            if (c.footerRepeat === 'last') expect(totals).toEqual(last ? [sumOf(c.rows.map((r) => r.id))] : []);
            if (c.footerRepeat === 'no') expect(totals).toEqual([]);
          });
        }

        // Sequence numbers are consecutive from 1.
        if (!notice && c.rows.length > 0) {
          const idX = Math.min(...pages.flatMap((p) => textsOf(p).filter((t) => ID.test(t.text)).map((t) => t.x)));
          const seq = pages.flatMap((p) =>
            textsOf(p)
              .filter((t) => /^\d+$/.test(t.text) && t.x < idX - 5)
              .sort((a, b) => a.y - b.y)
              .map((t) => Number(t.text)),
          );
          expect(seq).toEqual(c.rows.map((_, i) => i + 1));
        }

        // maxRows caps the rows of every page.
        if (c.maxRows) for (const page of pages) expect(textsOf(page).filter((t) => ID.test(t.text)).length).toBeLessThanOrEqual(c.maxRows);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 60), seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20241121 },
    );
  });
});

describe('merged blocks across page breaks', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox();
  });
  afterAll(() => sandbox.dispose());

  /** Rows grouped in blocks of `size` by a merge of the first column. */
  const mergeHook = (size: number) =>
    `function (row, column, colIndex, rowIndex, tableData) { if (colIndex !== 0) return [1, 1]; if (rowIndex % ${size} !== 0) return [0, 0]; return [Math.min(${size}, tableData.length - rowIndex), 1]; }`;

  it('closes every block on every page and shows its label in each piece', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 80, max: 300 }),
        (count, size, room) => {
          const rows = Array.from({ length: count }, (_, i) => ({ block: `B${Math.floor(i / size)}`, id: `R${String(i).padStart(5, '0')}` }));
          const template = loadTemplate({
            panels: [
              {
                width: 150,
                height: 297,
                paperHeader: 20,
                paperFooter: 20 + room,
                paperNumberDisabled: true,
                printElements: [
                  {
                    options: {
                      left: 10,
                      top: 20,
                      width: 300,
                      height: 40,
                      field: 'rows',
                      rowsColumnsMerge: mergeHook(size),
                      columns: [[{ title: '组', field: 'block', width: 100 }, { title: HEADER_TITLE, field: 'id', width: 200 }]],
                    },
                    printElementType: { type: 'table' },
                  },
                ],
              },
            ],
          });
          const ctx = testContext({ hooks: sandbox });
          const pages = paginate(template, { rows }, ctx).pages;
          expect(ctx.diagnostics).toEqual([]);
          for (const page of pages) {
            const ids = textsOf(page).filter((t) => ID.test(t.text)).map((t) => t.text);
            if (ids.length === 0) continue;
            // Each block with a row on this page shows its label here, once.
            const blocks = [...new Set(ids.map((id) => rows[Number(id.slice(1))]!.block))];
            const labels = textsOf(page).filter((t) => /^B\d+$/.test(t.text)).map((t) => t.text);
            expect(labels).toEqual(blocks);
            // The lowest horizontal line closes the table across its whole width.
            const horizontal = linesOf(page).filter((l) => Math.abs(l.y1 - l.y2) < 0.001);
            const bottom = Math.max(...horizontal.map((l) => l.y1));
            const closing = horizontal.filter((l) => Math.abs(l.y1 - bottom) < 0.001);
            expect(Math.min(...closing.map((l) => Math.min(l.x1, l.x2)))).toBeLessThanOrEqual(10 + 0.5);
            expect(Math.max(...closing.map((l) => Math.max(l.x1, l.x2)))).toBeGreaterThanOrEqual(310 - 0.5);
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 30), seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20241121 },
    );
  });
});
