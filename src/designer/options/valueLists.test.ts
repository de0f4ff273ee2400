import { describe, expect, it } from 'vitest';
import { hasKey } from '../../i18n/index.ts';
import { SUMMARY_LABELS, toChineseUpperCase } from '../../../engine/index.ts';
import { t } from '../../i18n/index.ts';
import * as lists from './valueLists.ts';
import type { ValueList } from './valueLists.ts';

const values = (list: ValueList) => list.map((o) => o.value);

describe('numeric value lists (section 9)', () => {
  it('font sizes run 6 to 21.75 pt in 0.75 steps', () => {
    const v = values(lists.FONT_SIZES);
    expect(v[0]).toBe(6);
    expect(v.at(-1)).toBe(21.75);
    expect(v).toHaveLength(22);
    expect(v).toContain(9);
    expect(v).toContain(10.5);
    expect(lists.FONT_SIZES[0]!.unit).toBe('pt');
  });
  it('line heights and table row heights run 6 to 36 pt in 0.75 steps', () => {
    for (const list of [lists.LINE_HEIGHTS, lists.TABLE_HEADER_ROW_HEIGHTS, lists.TABLE_BODY_ROW_HEIGHTS]) {
      const v = values(list);
      expect([v[0], v.at(-1), v.length]).toEqual([6, 36, 41]);
    }
  });
  it('letter spacing, border width, indent, padding and gutter ranges', () => {
    const range = (list: ValueList) => [list[0]!.value, list.at(-1)!.value];
    expect(range(lists.LETTER_SPACINGS)).toEqual([0.75, 12]);
    expect(lists.LETTER_SPACINGS).toHaveLength(16);
    expect(range(lists.BORDER_WIDTHS)).toEqual([0.75, 6.75]);
    expect(lists.BORDER_WIDTHS).toHaveLength(9);
    expect(range(lists.INDENTS)).toEqual([6, 36]);
    expect(range(lists.PADDINGS)).toEqual([0.75, 21.75]);
    expect(lists.PADDINGS).toHaveLength(29);
    expect(range(lists.GRID_GUTTERS)).toEqual([1.5, 9]);
    expect(values(lists.GRID_COLUMNS)).toEqual([2, 3, 4]);
  });
  it('steps never drift (every value has at most two decimals)', () => {
    expect(lists.steps(0.75, 21.75, 0.75).every((v) => Math.round(v * 100) / 100 === v)).toBe(true);
  });
});

describe('named value lists', () => {
  it('font weights: lighter, bold, bolder, 100-900', () => {
    expect(values(lists.FONT_WEIGHTS)).toEqual(['lighter', 'bold', 'bolder', '100', '200', '300', '400', '500', '600', '700', '800', '900']);
  });
  it('aligns, borders, titles and decorations', () => {
    expect(values(lists.TEXT_ALIGNS)).toEqual(['', 'center', 'right', 'justify']);
    expect(t(lists.TEXT_ALIGNS[0]!.label!, undefined, 'zh-CN')).toContain('左');
    expect(values(lists.VERTICAL_ALIGNS)).toEqual(['top', 'middle', 'bottom']);
    expect(values(lists.TABLE_BORDERS)).toEqual(['border', 'noBorder']);
    expect(values(lists.ROW_BORDERS)).toEqual(['border', 'noBorder', 'topBorder', 'bottomBorder', 'topBottomBorder']);
    expect(values(lists.BORDER_STYLES)).toEqual(['solid', 'dashed', 'dotted']);
    expect(values(lists.HIDE_TITLE)).toEqual(['default', 'show', 'hide']);
    expect(values(lists.TEXT_DECORATIONS)).toEqual(['underline', 'overline', 'line-through']);
  });
  it('fonts: SimSun and Microsoft YaHei unless configured, always with the shipped font', () => {
    expect(lists.fontOptions().map((f) => f.value)).toEqual(['SimSun', 'Microsoft YaHei', 'Noto Sans SC']);
    expect(lists.fontOptions([{ title: '黑体', value: 'SimHei' }]).map((f) => f.value)).toEqual(['SimHei', 'Noto Sans SC']);
    expect(lists.fontOptions([{ title: 'Noto', value: 'noto sans sc' }])).toHaveLength(1);
  });
  it('image, paper and page rules', () => {
    expect(values(lists.IMAGE_FITS)).toEqual(['contain', 'cover', 'fill', 'none']);
    expect(values(lists.ORIENTATIONS)).toEqual([1, 2]);
    expect(values(lists.SHOW_IN_PAGE)).toEqual(['none', 'first', 'odd', 'even', 'last']);
    expect(values(lists.UNSHOW_IN_PAGE)).toEqual(['first', 'last']);
    expect(values(lists.PAPER_RULES)).toEqual(['odd', 'even']);
    expect(values(lists.PAGE_RULES)).toEqual(['none']);
    expect(values(lists.PAPER_TYPES)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'custom']);
  });
  it('table repeats and column types', () => {
    expect(values(lists.TABLE_HEADER_REPEAT)).toEqual(['page', 'first', 'none']);
    expect(values(lists.TABLE_FOOTER_REPEAT)).toEqual(['no', 'page', 'last']);
    expect(values(lists.COLUMN_TYPES)).toEqual(['text', 'barcode', 'image', 'qrcode', 'sequence']);
    expect(values(lists.TEXT_TYPES)).toEqual(['text', 'barcode', 'qrcode']);
    expect(values(lists.DATA_TYPES)).toEqual(['datetime', 'boolean']);
  });
});

describe('codes', () => {
  it('offers the 17 barcode formats; text defaults to CODE128, cells to CODE128A', () => {
    expect(values(lists.CELL_BARCODE_FORMATS)).toEqual([
      'CODE128A', 'CODE128B', 'CODE128C', 'CODE39', 'EAN13', 'EAN8', 'EAN5', 'EAN2', 'UPC',
      'ITF', 'ITF14', 'MSI', 'MSI10', 'MSI11', 'MSI1010', 'MSI1110', 'Pharmacode',
    ]);
    expect(lists.TEXT_BARCODE_DEFAULT).toBe('CODE128');
    expect(values(lists.TEXT_BARCODE_FORMATS)).toEqual(['CODE128', ...values(lists.CELL_BARCODE_FORMATS)]);
    expect(lists.CELL_BARCODE_DEFAULT).toBe('CODE128A');
  });
  it('numbers QR levels as hiprint does: 1=7% L, 0=15% M (default), 3=25% Q, 2=30% H', () => {
    expect(lists.QR_LEVELS.map((o) => [o.value, t(o.label!, undefined, 'zh-CN')])).toEqual([
      [1, '7% L'],
      [0, '15% M'],
      [3, '25% Q'],
      [2, '30% H'],
    ]);
    expect(lists.QR_LEVEL_DEFAULT).toBe(0);
  });
});

describe('summaries, numerals and dates', () => {
  it('summary types, default labels, align and decimals', () => {
    expect(values(lists.SUMMARY_TYPES)).toEqual(['count', 'sum', 'avg', 'min', 'max', 'text']);
    expect(lists.SUMMARY_DEFAULT_LABELS).toEqual({ count: '计数:', sum: '合计:', avg: '平均值:', min: '最小值:', max: '最大值:' });
    // The panel and the layout agree on the labels.
    for (const [type, label] of Object.entries(lists.SUMMARY_DEFAULT_LABELS)) expect(SUMMARY_LABELS[type as 'sum']).toBe(label);
    expect(lists.SUMMARY_DEFAULT_ALIGN).toBe('center');
    expect(lists.SUMMARY_DECIMALS).toEqual({ min: 0, max: 6, default: 2 });
  });
  it('upperCase modes 0-7, each label showing what the engine writes for 10.8', () => {
    expect(values(lists.UPPER_CASE_MODES)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const o of lists.UPPER_CASE_MODES) {
      expect(t(o.label!, undefined, 'zh-CN')).toContain(toChineseUpperCase('10.8', o.value as number));
    }
  });
  it('date formats: yy or yyyy, / or -, with the listed times', () => {
    const f = lists.DATE_FORMATS;
    for (const sample of ['yyyy-MM-dd', 'yy/M/d', 'yyyy/MM/dd HH:mm:ss', 'yy-M-d H:m', 'yyyy-M-d H:m:s', 'yy/MM/dd HH:mm']) expect(f).toContain(sample);
    expect(f.every((x) => /^(yyyy|yy)([-/])M{1,2}\2d{1,2}( (H:m|H:m:s|HH:mm|HH:mm:ss))?$/.test(x))).toBe(true);
  });
  it('watermark time formats and default', () => {
    expect(values(lists.WATERMARK_TIME_FORMATS)).toEqual(['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH', 'YYYY-MM-DD', 'YYYY-MMMM', 'YYYY-MM', 'YYYY']);
    expect(lists.DEFAULT_WATERMARK_FORMAT).toBe('YYYY-MM-DD HH:mm');
  });
});

it('every value label exists in Chinese and English', () => {
  const all = Object.values(lists).filter((v): v is ValueList => Array.isArray(v) && v.every((o) => typeof o === 'object' && o !== null && 'value' in o));
  const keys = new Set([lists.DEFAULT_ENTRY.label!, ...all.flat().flatMap((o) => (o.label ? [o.label] : []))]);
  expect(keys.size).toBeGreaterThan(40);
  for (const key of keys) {
    expect(hasKey(key, 'zh-CN'), key).toBe(true);
    expect(hasKey(key, 'en-US'), key).toBe(true);
  }
});
