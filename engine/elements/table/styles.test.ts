import { describe, expect, it } from 'vitest';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { cellOverride, mergeOverrides } from './styles.ts';
import { lineItems, rectItems, renderTable, textItems } from './testing.ts';

const columns = [[{ title: '名称', field: 'name' }, { title: '金额', field: 'amount' }]];
const page = (options: Record<string, unknown>) => renderTable({ columns, ...options }, { rows: [{ name: '大米', amount: 5 }] }, testContext()).pages[0]!;
const item = (options: Record<string, unknown>, text: string) => textItems(page(options)).find((t) => t.text === text)!;
const rowEdges = (options: Record<string, unknown>) => [...new Set(lineItems(page(options)).filter((l) => l.y1 === l.y2).map((l) => l.y1))];

describe('table styles', () => {
  it('draws the header regular in the body size (hiprint\'s td rule beats its bold thead) unless tableHeaderFontSize and tableHeaderFontWeight say otherwise', () => {
    expect(item({}, '名称')).toMatchObject({ font: 'NotoSansSC-Regular', size: 9 });
    expect(item({ fontWeight: 'bold' }, '名称').font).toBe('NotoSansSC-Regular');
    expect(item({ tableHeaderFontSize: 12, tableHeaderFontWeight: 'normal' }, '名称')).toMatchObject({ font: 'NotoSansSC-Regular', size: 12 });
    expect(item({ tableHeaderFontWeight: 700 }, '名称').font).toBe('NotoSansSC-Bold');
  });

  it('draws body cells in the element font, size and colour', () => {
    expect(item({ fontSize: 11, color: '#336699', fontWeight: 'bold' }, '大米')).toMatchObject({ font: 'NotoSansSC-Bold', size: 11, color: '#336699' });
    expect(item({}, '大米')).toMatchObject({ font: 'NotoSansSC-Regular', size: 9, color: '#000000' });
  });

  it('fills the header with tableHeaderBackground, and nothing by default', () => {
    expect(rectItems(page({}))).toEqual([]);
    expect(rectItems(page({ tableHeaderBackground: 'rgba(0,0,255,0.5)', tableHeaderRowHeight: 25 }))).toEqual([
      { kind: 'rect', x: 20, y: 20, width: 300, height: 25, fill: { color: '#0000ff', opacity: 0.5 } },
    ]);
  });

  it('takes row heights as minimums: content taller than them grows the row', () => {
    expect(rowEdges({ tableHeaderRowHeight: 30, tableBodyRowHeight: 25 })).toEqual([20, 50, 75]);
    // hiprint's print-lock.css: td { height: 18pt }, whatever the font size.
    expect(rowEdges({})).toEqual([20, 38, 56]);
    expect(rowEdges({ fontSize: 18 })).toEqual([20, 38, 56]);
    // A row lower than a line (tableBodyRowHeight 5) grows to one 9.75 pt line box, with no vertical padding.
    const small = rowEdges({ tableBodyRowHeight: 5, fontSize: 18 });
    expect(small[2]! - small[1]!).toBeCloseTo(9.75, 3);
  });

  it('uses the element lineHeight for cell lines', () => {
    expect(rowEdges({ lineHeight: 20 })).toEqual([20, 40, 60]);
  });
});

describe('styler results', () => {
  it('map the CSS-like properties that a cell has', () => {
    expect(cellOverride({ color: 'red', backgroundColor: 'rgba(0,0,0,0.2)', fontSize: '16px', 'font-weight': 600, 'text-align': 'center', border: '1px solid' })).toEqual({
      color: '#ff0000',
      background: '#000000',
      backgroundOpacity: 0.2,
      fontSize: 12,
      fontWeight: '600',
      textAlign: 'center',
    });
    expect(cellOverride({ background: '#eeeeee url(x.png) no-repeat', fontSize: 10 })).toEqual({ background: '#eeeeee', fontSize: 10 });
  });

  it('ignore what does not map', () => {
    expect(cellOverride({ border: '1px solid', color: 'not-a-colour' })).toBeUndefined();
    expect(cellOverride('color: red')).toBeUndefined();
    expect(cellOverride(null)).toBeUndefined();
    expect(cellOverride(['red'])).toBeUndefined();
  });

  it('let a cell styler win over a row styler key by key', () => {
    expect(mergeOverrides({ color: '#000001', fontSize: 10 }, { color: '#000002' })).toEqual({ color: '#000002', fontSize: 10 });
    expect(mergeOverrides(undefined, { color: '#000002' })).toEqual({ color: '#000002' });
  });
});
