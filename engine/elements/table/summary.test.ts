import { describe, expect, it } from 'vitest';
import { tableColumns } from './columns.ts';
import { footerHookRows, footerKinds } from './footer.ts';
import { columnNumbers, summaryCells, summarySpecs, summaryText, summaryValue } from './summary.ts';

const specsOf = (...cols: Record<string, unknown>[]) => summarySpecs(tableColumns([cols.map((c, i) => ({ title: `c${i}`, ...c }))], 'p').leaves);
const values = [3, '4.5', 'abc', null, '1,000', -2];
const nums = columnNumbers(values.length, (i) => values[i]);

describe('summary values', () => {
  it('adds only number-like values; anything else counts as 0', () => {
    expect(Array.from(nums)).toEqual([3, 4.5, 0, 0, 1000, -2]);
    expect(summaryValue('sum', nums, 0, 6)).toBe(1005.5);
    expect(summaryValue('count', nums, 0, 6)).toBe(6);
    expect(summaryValue('avg', nums, 0, 4)).toBe(1.875);
    expect(summaryValue('min', nums, 0, 6)).toBe(-2);
    expect(summaryValue('max', nums, 0, 6)).toBe(1000);
    expect(summaryValue('min', nums, 0, 3)).toBe(0); // 'abc' counts as 0
  });

  it('gives 0 over an empty range', () => {
    for (const type of ['sum', 'count', 'avg', 'min', 'max'] as const) expect(summaryValue(type, nums, 2, 2)).toBe(0);
  });
});

describe('summary texts', () => {
  it('labels each type by default, with 2 decimals', () => {
    const specs = specsOf({ tableSummary: 'count' }, { tableSummary: 'sum' }, { tableSummary: 'avg' }, { tableSummary: 'min' }, { tableSummary: 'max' });
    expect(specs.map((s) => summaryText(s!, nums, 0, 6))).toEqual(['计数:6', '合计:1005.50', '平均值:167.58', '最小值:-2.00', '最大值:1000.00']);
  });

  it('formats with tableSummaryNumFormat 0-6; 0 truncates', () => {
    const text = (format: unknown) => summaryText(specsOf({ tableSummary: 'sum', tableSummaryNumFormat: format })[0]!, Float64Array.of(1.239, 2), 0, 2);
    expect(text(0)).toBe('合计:3');
    expect(text('1')).toBe('合计:3.2');
    expect(text(3)).toBe('合计:3.239');
    expect(text(6)).toBe('合计:3.239000');
    expect(text(9)).toBe('合计:3.239000'); // at most 6
    expect(summaryText(specsOf({ tableSummary: 'count', tableSummaryNumFormat: 2 })[0]!, undefined, 0, 7)).toBe('计数:7');
  });

  it('hides the label with tableSummaryTitle false or empty, replaces it with a string', () => {
    const sum = (title: unknown) => summaryText(specsOf({ tableSummary: 'sum', tableSummaryTitle: title })[0]!, Float64Array.of(5), 0, 1);
    expect(sum(false)).toBe('5.00');
    expect(sum('')).toBe('5.00');
    expect(sum('false')).toBe('5.00');
    expect(sum(true)).toBe('合计:5.00');
    expect(sum('总计：')).toBe('总计：5.00');
  });

  it('shows tableSummaryText for text, after a string title', () => {
    expect(summaryText(specsOf({ tableSummary: 'text', tableSummaryText: '签收人：' })[0]!, undefined, 0, 3)).toBe('签收人：');
    expect(summaryText(specsOf({ tableSummary: 'text', tableSummaryTitle: '备注', tableSummaryText: '无' })[0]!, undefined, 0, 3)).toBe('备注无');
  });

  it('writes Chinese numerals with upperCase', () => {
    expect(summaryText(specsOf({ tableSummary: 'sum', upperCase: 5, tableSummaryTitle: false })[0]!, Float64Array.of(1234.5), 0, 1)).toBe('人民币壹仟贰佰叁拾肆元伍角');
  });

  it('labels a summary with its label or none', () => {
    const [withLabel, noLabel] = specsOf({ tableSummary: 'sum' }, { tableSummary: 'sum', tableSummaryTitle: false });
    expect(summaryText(withLabel!, Float64Array.of(1), 0, 1)).toBe('合计:1.00');
    expect(summaryText(noLabel!, Float64Array.of(1), 0, 1)).toBe('1.00');
  });
});

describe('summary row cells', () => {
  it('merges over tableSummaryColspan columns, skipping what the span covers', () => {
    const specs = specsOf({ tableSummary: 'text', tableSummaryText: '合计', tableSummaryColspan: 3 }, { tableSummary: 'sum' }, {}, { tableSummary: 'count', tableSummaryAlign: 'right' });
    expect(summaryCells(specs, [], 0, 4)).toEqual([
      { col: 0, colspan: 3, text: '合计', align: 'center' },
      { col: 3, colspan: 1, text: '计数:4', align: 'right' },
    ]);
  });

  it('merges a colspan 0 cell into its left neighbour, clamps spans to the table', () => {
    const specs = specsOf({ tableSummary: 'text', tableSummaryText: 'a' }, { tableSummary: 'count', tableSummaryColspan: 0 }, { tableSummary: 'count', tableSummaryColspan: 9 });
    expect(summaryCells(specs, [], 0, 2).map((c) => [c.col, c.colspan, c.text])).toEqual([
      [0, 2, 'a'],
      [2, 1, '计数:2'],
    ]);
  });

  it('leaves columns without a summary empty, centred', () => {
    expect(summaryCells(specsOf({}, { tableSummary: 'count', tableSummaryAlign: 'left' }), [], 0, 1)).toEqual([
      { col: 0, colspan: 1, text: '', align: 'center' },
      { col: 1, colspan: 1, text: '计数:1', align: 'left' },
    ]);
  });
});

describe('footer rules', () => {
  it("shows each page's own summary with page, the last page's included and no grand total, as hiprint does", () => {
    expect(footerKinds('page', false)).toEqual(['subtotal']);
    expect(footerKinds('page', true)).toEqual(['subtotal']);
    expect(footerKinds('last', false)).toEqual([]);
    expect(footerKinds('last', true)).toEqual(['total']);
    expect(footerKinds('no', true)).toEqual([]);
  });

  it("turns a footer hook's tfoot HTML into rows of merged cells", () => {
    expect(footerHookRows('<tr><td colspan="2">合计</td><td style="text-align:right">9.00</td></tr><tr><td>备注 &amp; 说明</td></tr>', 4)).toEqual([
      [
        { col: 0, colspan: 2, text: '合计', align: 'left' },
        { col: 2, colspan: 1, text: '9.00', align: 'right' },
        { col: 3, colspan: 1, text: '', align: 'left' },
      ],
      [{ col: 0, colspan: 4, text: '备注 & 说明', align: 'left' }],
    ]);
    expect(footerHookRows('共 <b>3</b> 件', 3)).toEqual([[{ col: 0, colspan: 3, text: '共 3 件', align: 'left' }]]);
    expect(footerHookRows(12, 2)).toEqual([[{ col: 0, colspan: 2, text: '12', align: 'left' }]]);
    expect(footerHookRows('', 2)).toEqual([]);
    expect(footerHookRows(undefined, 2)).toEqual([]);
  });
});
