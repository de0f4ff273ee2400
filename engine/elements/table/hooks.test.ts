/** The table's user hooks, run in the real QuickJS sandbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HookRunner } from '../../context.ts';
import type { GroupItem, PageDescription } from '../../page.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { FAILURE_LIMIT } from './hooks.ts';
import { lineItems, rectItems, renderTable, rowsOf, textItems, texts } from './testing.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
});
afterAll(() => sandbox.dispose());

const ctx = (hooks: HookRunner = sandbox) => testContext({ hooks });
const idCol = { title: '编号', field: 'id', width: 100 };
const amountCol = { title: '金额', field: 'amount', width: 100 };
const render = (options: Record<string, unknown>, rows = rowsOf(3), hooks?: HookRunner, extra = {}) =>
  renderTable({ tableHeaderRowHeight: 20, tableBodyRowHeight: 20, ...options }, { rows, flag: 'F' }, ctx(hooks), extra);
const HEADERS = new Set(['编号', '金额', '类别', '序']);
const body = (page: PageDescription) => texts(page).filter((t) => !HEADERS.has(t));

describe('column hooks', () => {
  it('formatter2 gets (value, row, index, options) and replaces the cell text', () => {
    const formatter2 = 'function (value, row, index, options) { return index + ":" + value + "/" + row.id + "/" + options.field; }';
    const { pages, diagnostics } = render({ columns: [[idCol, { ...amountCol, formatter2 }]] });
    expect(body(pages[0]!)).toEqual(['r1', '0:1/r1/rows', 'r2', '1:2/r2/rows', 'r3', '2:3/r3/rows']);
    expect(diagnostics).toEqual([]);
  });

  it('falls back to formatter, then renderFormatter (HTML shown as text)', () => {
    const formatter = 'function (v) { return "¥" + v; }';
    const renderFormatter = 'function (v) { return "<b>" + v + "</b>&nbsp;件"; }';
    expect(body(render({ columns: [[idCol, { ...amountCol, formatter }]] }).pages[0]!)).toContain('¥2');
    expect(body(render({ columns: [[idCol, { ...amountCol, renderFormatter }]] }).pages[0]!)).toContain('2\u00a0件');
  });

  it('formatter2 sees the row number of a sequence column as its value', () => {
    const formatter2 = 'function (v) { return "No." + v; }';
    expect(body(render({ columns: [[{ title: '序', tableTextType: 'sequence', formatter2 }, idCol]] }).pages[0]!)).toEqual(['No.1', 'r1', 'No.2', 'r2', 'No.3', 'r3']);
  });

  it('prints the text a browser shows for renderFormatter HTML: whitespace between tags collapses, the row keeps one line', () => {
    const renderFormatter = 'function (value) { return "<div>\\n    <span>" + value + "</span>\\n    <span>件</span>\\n  </div>"; }';
    const { pages } = render({ columns: [[idCol, { ...amountCol, renderFormatter }]] });
    expect(body(pages[0]!)).toEqual(['r1', '1 件', 'r2', '2 件', 'r3', '3 件']);
    const ys = lineItems(pages[0]!).filter((l) => l.y1 === l.y2).map((l) => l.y1);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(20 + 3 * 20);
  });

  it('styler2 styles a cell: colour, background, font size and weight, alignment', () => {
    const styler2 = 'function (value) { return value >= 2 ? { color: "#ff0000", background: "#ffff00", "font-size": "12pt", fontWeight: "bold", textAlign: "right" } : null; }';
    const { pages } = render({ columns: [[idCol, { ...amountCol, styler2 }]] });
    const items = textItems(pages[0]!);
    const one = items.find((t) => t.text === '1')!;
    const two = items.find((t) => t.text === '2')!;
    expect(one).toMatchObject({ color: '#000000', size: 9 });
    expect(two).toMatchObject({ color: '#ff0000', size: 12, font: 'NotoSansSC-Bold' });
    expect(two.x + two.width).toBeCloseTo(316, 2); // right-aligned inside the 4 pt padding
    expect(rectItems(pages[0]!).filter((r) => r.fill?.color === '#ffff00')).toHaveLength(2);
  });

  it('stylerHeader styles a header cell', () => {
    const stylerHeader = 'function (column, options) { return { color: "#0000ff" }; }';
    const items = textItems(render({ columns: [[{ ...idCol, stylerHeader }, amountCol]] }).pages[0]!);
    expect(items.find((t) => t.text === '编号')!.color).toBe('#0000ff');
    expect(items.find((t) => t.text === '金额')!.color).toBe('#000000');
  });

  it('rowStyler(row, options) styles every cell of a row, under the cell styler', () => {
    const rowStyler = 'function (row, options) { return row.amount === 2 ? { color: "#00ff00" } : undefined; }';
    const styler2 = 'function (value, row) { return row.amount === 2 ? { color: "#ff0000" } : undefined; }';
    const items = textItems(render({ rowStyler, columns: [[idCol, { ...amountCol, styler2 }]] }).pages[0]!);
    expect(items.find((t) => t.text === 'r2')!.color).toBe('#00ff00');
    expect(items.find((t) => t.text === '2')!.color).toBe('#ff0000');
    expect(items.find((t) => t.text === 'r1')!.color).toBe('#000000');
  });
});

describe('failing hooks', () => {
  it('are skipped for the cell and reported once, with their template path', () => {
    const formatter2 = 'function (v) { if (v === 2) throw new Error("boom"); return "ok" + v; }';
    const { pages, diagnostics } = render({ columns: [[idCol, { ...amountCol, formatter2 }]] });
    expect(body(pages[0]!)).toEqual(['r1', 'ok1', 'r2', '2', 'r3', 'ok3']);
    expect(diagnostics).toEqual([
      { code: 'hook-failed', message: 'formatter2 failed and was skipped: Error: boom', path: 'panels[0].printElements[0].options.columns[0][1].formatter2' },
    ]);
  });

  it('stop being called after repeated failures, reported once', () => {
    const calls: string[] = [];
    const runner: HookRunner = {
      call(source) {
        calls.push(source);
        throw new Error('nope');
      },
    };
    const { diagnostics } = render({ columns: [[idCol, { ...amountCol, formatter2: 'function (v) { return v; }' }]] }, rowsOf(100), runner);
    expect(diagnostics.map((d) => d.code)).toEqual(['hook-failed']);
    expect(calls.length).toBeLessThanOrEqual(FAILURE_LIMIT + 1);
  });

  it('report a syntax error and leave the table intact', () => {
    const { pages, diagnostics } = render({ rowStyler: 'function (row) { return {', columns: [[idCol]] });
    expect(body(pages[0]!)).toEqual(['r1', 'r2', 'r3']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'hook-failed', path: 'panels[0].printElements[0].options.rowStyler' });
  });
});

describe('rowsColumnsMerge', () => {
  // Rows of one category merge their category cells; hiprint's (data, col, colIndex, rowIndex, tableData, printData).
  const merge = `function (data, col, colIndex, rowIndex, tableData, printData) {
    if (printData.flag !== 'F' || col.field !== 'cat') return [1, 1];
    if (rowIndex > 0 && tableData[rowIndex - 1].cat === data.cat) return [0, 0];
    var n = 1;
    while (rowIndex + n < tableData.length && tableData[rowIndex + n].cat === data.cat) n++;
    return [n, 1];
  }`;
  const columns = [[{ title: '类别#cat', width: 100 }, idCol, amountCol]];
  const rows = rowsOf(6, (i) => ({ cat: i < 4 ? '蔬菜' : '肉类' }));

  it('merges body cells into blocks: content once, no lines inside', () => {
    const { pages, diagnostics } = render({ rowsColumnsMerge: merge, columns }, rows);
    expect(diagnostics).toEqual([]);
    const page = pages[0]!;
    expect(texts(page).filter((t) => t === '蔬菜' || t === '肉类')).toEqual(['蔬菜', '肉类']);
    // Horizontal lines inside the category column: header top and bottom, the block boundary, table bottom.
    const inFirstColumn = lineItems(page).filter((l) => l.y1 === l.y2 && l.x1 < 25 && l.x2 > 25);
    expect(inFirstColumn.map((l) => l.y1)).toEqual([20, 40, 120, 160]);
    // The block's text sits in the middle of its four rows (40..120).
    const veg = textItems(page).find((t) => t.text === '蔬菜')!;
    expect(veg.y).toBeGreaterThan(75);
    expect(veg.y).toBeLessThan(88);
  });

  it('closes a block cut by a page break on both pages and repeats its content', () => {
    // 3 rows fit under the header: the 4-row block is cut after its third row.
    const { pages } = render({ rowsColumnsMerge: merge, columns }, rows, undefined, { panel: { paperFooter: 100 } });
    expect(pages.length).toBeGreaterThan(1);
    expect(texts(pages[0]!)).toContain('蔬菜');
    expect(texts(pages[1]!)).toContain('蔬菜');
    for (const page of pages.slice(0, 2)) {
      const bottom = Math.max(...lineItems(page).map((l) => l.y2));
      const closing = lineItems(page).filter((l) => l.y1 === l.y2 && l.y1 === bottom);
      expect(closing[0]!.x1).toBeLessThan(21);
      // The block's content is clipped to its piece.
      const group = page.items.find((i): i is GroupItem => i.kind === 'group' && !!i.clip);
      expect(group).toBeDefined();
    }
  });

  it('shows a cut block\'s content on its first piece only with rowsColumnsMergeClean', () => {
    const { pages } = render({ rowsColumnsMerge: merge, rowsColumnsMergeClean: true, columns }, rows, undefined, { panel: { paperFooter: 100 } });
    expect(texts(pages[0]!)).toContain('蔬菜');
    expect(texts(pages[1]!)).not.toContain('蔬菜');
  });

  it('merges across columns and keeps hidden cells that no block covers as empty cells', () => {
    const across = 'function (data, col, colIndex, rowIndex) { if (rowIndex === 0 && colIndex === 0) return [1, 2]; if (rowIndex === 0 && colIndex === 1) return [0, 0]; if (rowIndex === 1 && colIndex === 2) return [0, 0]; return [1, 1]; }';
    const { pages } = render({ rowsColumnsMerge: across, columns }, rows.slice(0, 2));
    const page = pages[0]!;
    expect(body(page)).toEqual(['蔬菜', '1', '蔬菜', 'r2']);
    const vertical = lineItems(page).filter((l) => l.x1 === l.x2 && Math.abs(l.x1 - 120) < 1);
    // No vertical line between the merged columns of the first body row (40..60).
    expect(vertical.map((l) => [l.y1, l.y2])).toEqual([[20, 40], [60, 80]]);
  });

  it('works with a hook runner that keeps no globals (small tables are passed whole)', () => {
    const stateless: HookRunner = {
      call(source, args) {
        // A fresh function per call: nothing survives between calls.
        const fn = new Function(`return (${source.trim().replace(/;+$/, '')}\n);`)() as (...a: unknown[]) => unknown;
        return JSON.parse(JSON.stringify(fn(...(JSON.parse(JSON.stringify(args)) as unknown[])) ?? null)) ?? undefined;
      },
    };
    const { pages, diagnostics } = render({ rowsColumnsMerge: merge, columns }, rows, stateless);
    expect(diagnostics).toEqual([]);
    expect(texts(pages[0]!).filter((t) => t === '蔬菜')).toEqual(['蔬菜']);
  });
});

describe('whole-table hooks on large tables', () => {
  const many = rowsOf(1500, (i) => ({ cat: Math.floor(i / 10) }));
  const merge = 'function (data, col, colIndex, rowIndex, tableData) { if (colIndex !== 0) return [1, 1]; return rowIndex % 10 === 0 ? [10, 1] : [0, 0]; }';

  it('hand the table to the sandbox once and merge every block', () => {
    const { pages, diagnostics } = render({ rowsColumnsMerge: merge, columns: [[{ title: 'c', field: 'cat' }, idCol]], tableBodyRowHeight: 20 }, many);
    expect(diagnostics).toEqual([]);
    const cats = pages.flatMap((p) => texts(p).filter((t) => /^\d+$/.test(t)));
    // One text per block, plus a repeat for each block a page break cuts.
    expect(new Set(cats).size).toBe(150);
    expect(cats.length).toBeLessThan(150 + pages.length + 1);
  });

  it('are skipped with a diagnostic when the runner cannot keep the table', () => {
    const stateless: HookRunner = { call: (source, args) => (source.includes('__larderTableStash = s') ? 0 : sandbox.call(source, args)) };
    const { diagnostics } = render({ rowsColumnsMerge: merge, columns: [[{ title: 'c', field: 'cat' }, idCol]] }, many, stateless);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'hook-skipped', path: 'panels[0].printElements[0].options.rowsColumnsMerge' }),
    ]);
  });
});

describe('footer hooks', () => {
  it('footerFormatter(options, rows, data, pageRows) replaces the footer rows on every page', () => {
    const footerFormatter = 'function (options, rows, data, pageRows) { return "<tr><td colspan=\\"2\\">本页 " + pageRows.length + " 行，共 " + rows.length + " 行 " + data.flag + "</td></tr>"; }';
    const { pages, diagnostics } = render({ footerFormatter, columns: [[idCol, { ...amountCol, tableSummary: 'sum' }]] }, rowsOf(30));
    expect(diagnostics).toEqual([]);
    expect(pages.map((p) => texts(p).find((t) => t.startsWith('本页'))!)).toEqual(['本页 24 行，共 30 行 F', '本页 6 行，共 30 行 F']);
    expect(pages.flatMap((p) => texts(p).filter((t) => t.includes('合计')))).toEqual([]);
  });

  it('gridColumnsFooterFormatter adds a row across the bands on every page', () => {
    const gridColumnsFooterFormatter = 'function (options, rows, data, pageRows) { return "标签 " + pageRows[0].id + " 起"; }';
    const { pages } = render({ gridColumns: 2, maxRows: 2, gridColumnsFooterFormatter, columns: [[idCol]] }, rowsOf(6));
    expect(pages.map((p) => texts(p).filter((t) => t.startsWith('标签')))).toEqual([['标签 r1 起'], ['标签 r5 起']]);
    const label = textItems(pages[0]!).find((t) => t.text.startsWith('标签'))!;
    expect(label.y).toBeGreaterThan(20 + 20 + 2 * 20);
  });
});

describe('group hooks', () => {
  const rows = rowsOf(4, (i) => ({ cat: i % 2 ? '肉类' : '蔬菜' }));

  it('calls groupFormatter and groupFooterFormatter as hiprint does: (colspan, tableData, printData, groupData, options)', () => {
    const { pages, diagnostics } = render(
      {
        columns: [[idCol]],
        groupFieldsFormatter: 'function (type, options, data) { return data.length ? ["cat"] : []; }',
        groupFormatter:
          'function (colspan, tableData, printData, groupData, options) { return "<td colspan=" + colspan + ">【" + groupData.cat + "】" + groupData.rows.length + "/" + tableData.length + " 项 " + printData.flag + "</td>"; }',
        groupFooterFormatter: 'function (colspan, tableData, printData, groupData) { return "小结 " + groupData.cat; }',
      },
      rows,
    );
    expect(diagnostics).toEqual([]);
    expect(texts(pages[0]!)).toEqual(['编号', '【蔬菜】2/4 项 F', 'r1', 'r3', '小结 蔬菜', '【肉类】2/4 项 F', 'r2', 'r4', '小结 肉类']);
  });

  it('adds no group rows without groupFormatter, as hiprint adds none', () => {
    const { pages } = render({ columns: [[idCol, { ...amountCol, tableSummary: 'sum' }]], groupFieldsFormatter: 'function () { return ["cat"]; }', tableFooterRepeat: 'no' }, rows);
    expect(texts(pages[0]!).slice(0, 10)).toEqual(['编号', '金额', 'r1', '1', 'r3', '3', 'r2', '2', 'r4', '4']);
  });

  it('reads hooks from printElementType too', () => {
    const { pages } = render({ columns: [[idCol]], groupFields: ['cat'] }, rows, undefined, {
      type: { groupFormatter: 'function (colspan, tableData, printData, group) { return "G:" + group.cat; }' },
    });
    expect(texts(pages[0]!).filter((t) => t.startsWith('G:'))).toEqual(['G:蔬菜', 'G:肉类']);
  });
});
