import { describe, expect, it } from 'vitest';
import { hasKey } from '../../i18n/index.ts';
import './items/index.ts';
import { isItemVisible, ITEM_WITHOUT_NAME, optionItem, readItem, registerOptionItem, writeItem, type OptionItem } from './registry.ts';
import { COLUMN_TABS, commonTabs, elementTabs, elementTypesWithTabs, PAPER_TABS } from './tabs.ts';

describe('registerOptionItem', () => {
  it("throws 'styleItem must have name' without a name", () => {
    expect(ITEM_WITHOUT_NAME).toBe('styleItem must have name');
    expect(() => registerOptionItem({ label: 'x', control: { kind: 'switch' } } as unknown as OptionItem)).toThrow(/^styleItem must have name$/);
    expect(() => registerOptionItem({ name: '', label: 'x', control: { kind: 'switch' } })).toThrow('styleItem must have name');
    expect(() => registerOptionItem(undefined as unknown as OptionItem)).toThrow('styleItem must have name');
  });
  it('registers, finds and replaces items by name', () => {
    registerOptionItem({ name: 'testOnlyItem', label: 'a', control: { kind: 'text' } });
    expect(optionItem('testOnlyItem')?.label).toBe('a');
    registerOptionItem({ name: 'testOnlyItem', label: 'b', control: { kind: 'text' } });
    expect(optionItem('testOnlyItem')?.label).toBe('b');
  });
  it('reads and writes the option of its name by default; empty clears it', () => {
    const item = optionItem('title')!;
    expect(readItem(item, { title: '名称' })).toBe('名称');
    expect(writeItem(item, '单号', {})).toEqual({ title: '单号' });
    expect(writeItem(item, '', {})).toEqual({ title: undefined });
  });
});

describe('built-in items', () => {
  const item = (name: string) => optionItem(name)!;
  it('font size is a select over the value list, labelled 字体大小', () => {
    const fontSize = item('fontSize');
    expect(fontSize.control.kind).toBe('select');
    expect(fontSize.label).toBe('options.items.fontSize');
    expect(writeItem(fontSize, 12, {})).toEqual({ fontSize: 12 });
  });
  it('hideTitle reads hiprint booleans', () => {
    expect(readItem(item('hideTitle'), { hideTitle: true })).toBe('hide');
    expect(readItem(item('hideTitle'), {})).toBe('default');
    expect(writeItem(item('hideTitle'), 'default', {})).toEqual({ hideTitle: undefined });
    expect(writeItem(item('hideTitle'), 'show', {})).toEqual({ hideTitle: 'show' });
  });
  it('coordinates and sizes read and write two options', () => {
    expect(readItem(item('coordinate'), { left: 12, top: '' })).toEqual([12, 0]);
    expect(writeItem(item('coordinate'), [3, 4], {})).toEqual({ left: 3, top: 4 });
    expect(writeItem(item('widthHeight'), [100, 20], {})).toEqual({ width: 100, height: 20 });
  });
  it('draggable stores only "not draggable"', () => {
    expect(readItem(item('draggable'), {})).toBe(true);
    expect(writeItem(item('draggable'), false, {})).toEqual({ draggable: false });
    expect(writeItem(item('draggable'), true, {})).toEqual({ draggable: undefined });
  });
  it('codes show their defaults and only for their text type', () => {
    expect(readItem(item('barcodeMode'), {})).toBe('CODE128');
    expect(item('barcodeMode').visible!({ textType: 'barcode' })).toBe(true);
    expect(item('barcodeMode').visible!({})).toBe(false);
    expect(readItem(item('qrCodeLevel'), {})).toBe(0);
    expect(readItem(item('tableBarcodeMode'), {})).toBe('CODE128A');
    expect(item('tableQRCodeLevel').visible!({ tableTextType: 'qrcode' })).toBe(true);
  });
  it('table and column counts are validated', () => {
    expect(writeItem(item('maxRows'), 0, {})).toEqual({ maxRows: 1 });
    expect(writeItem(item('maxRows'), undefined, {})).toEqual({ maxRows: undefined });
    expect(writeItem(item('tableSummaryColspan'), -2, {})).toEqual({ tableSummaryColspan: 0 });
    expect(writeItem(item('tableSummaryNumFormat'), 8, {})).toEqual({ tableSummaryNumFormat: 6 });
    expect(readItem(item('tableSummaryNumFormat'), {})).toBe(2);
    expect(readItem(item('tableSummaryAlign'), {})).toBe('center');
  });
  it("summary label: show (default label), hide (false) or a text of the column's own", () => {
    const title = item('tableSummaryTitle');
    const own = item('tableSummaryTitleText');
    expect(writeItem(title, 'hide', {})).toEqual({ tableSummaryTitle: false });
    expect(writeItem(title, '', { tableSummaryTitle: false })).toEqual({ tableSummaryTitle: undefined });
    expect(readItem(title, { tableSummaryTitle: false })).toBe('hide');
    expect(readItem(title, { tableSummaryTitle: 'false' })).toBe('hide');
    expect(readItem(title, { tableSummaryTitle: '' })).toBe('hide');
    expect(readItem(title, {})).toBe('');
    expect(readItem(title, { tableSummaryTitle: 'true' })).toBe('');
    // a hiprint template's own label reads as custom, and its text shows in the row below
    const custom = { tableSummary: 'sum', tableSummaryTitle: '总计:' };
    expect(readItem(title, custom)).toBe('custom');
    expect(isItemVisible(own, custom)).toBe(true);
    expect(readItem(own, custom)).toBe('总计:');
    expect(isItemVisible(own, { tableSummary: 'sum' })).toBe(false);
    // choosing custom starts from the type's default label, or keeps the text there is
    expect(writeItem(title, 'custom', { tableSummary: 'avg' })).toEqual({ tableSummaryTitle: '平均值:' });
    expect(writeItem(title, 'custom', custom)).toEqual({ tableSummaryTitle: '总计:' });
    expect(writeItem(own, '小计：', custom)).toEqual({ tableSummaryTitle: '小计：' });
    expect(writeItem(own, '', custom)).toEqual({ tableSummaryTitle: undefined });
  });
  it('table borders read false as noBorder and unset as border', () => {
    expect(readItem(item('tableBorder'), { tableBorder: false })).toBe('noBorder');
    expect(readItem(item('tableBodyRowBorder'), {})).toBe('border');
  });
  it("a table's field choices are typed one per line as field:标题 and stored as hiprint's [{text, field}]", () => {
    const fields = item('fields');
    expect(readItem(fields, { fields: [{ text: '品名', field: 'name' }, 'qty', { field: 'price', title: '单价' }, { text: 'no field' }] })).toBe('name:品名\nqty\nprice:单价');
    expect(writeItem(fields, 'name:品名\n qty \nprice：单价\n\n:orphan', {})).toEqual({
      fields: [{ field: 'name', text: '品名' }, { field: 'qty', text: 'qty' }, { field: 'price', text: '单价' }],
    });
    expect(writeItem(fields, ' \n', {})).toEqual({ fields: undefined });
  });
  it('groupFields are typed as a comma list and stored as a list', () => {
    expect(readItem(item('groupFields'), { groupFields: ['a', 'b'] })).toBe('a,b');
    expect(writeItem(item('groupFields'), ' a , b,', {})).toEqual({ groupFields: ['a', 'b'] });
    expect(writeItem(item('groupFields'), '', {})).toEqual({ groupFields: undefined });
  });
  it('paper type reads named and custom papers and writes what setPaper takes', () => {
    expect(readItem(item('paperType'), { paperType: 'a5' })).toMatchObject({ paperType: 'A5' });
    expect(readItem(item('paperType'), { width: 80, height: 120 })).toEqual({ paperType: 'custom', width: 80, height: 120 });
    expect(writeItem(item('paperType'), { paperType: 'B5' }, {})).toEqual({ paperType: 'B5' });
    expect(writeItem(item('paperType'), { paperType: 'custom', width: 80, height: 50 }, {})).toEqual({ width: 80, height: 50 });
  });
  it('watermark rows edit one field of watermarkOptions, clamped, with defaults', () => {
    expect(readItem(item('watermarkFontSize'), {})).toBe(14);
    expect(readItem(item('watermarkRotate'), { watermarkOptions: { rotate: 40 } })).toBe(40);
    const patch = writeItem(item('watermarkFontSize'), 200, { watermarkOptions: { content: '样本' } });
    expect(patch.watermarkOptions).toMatchObject({ content: '样本', fontSize: 80, rotate: 25, width: 200, height: 200 });
  });
  it('paper number switch shows "enabled" and stores paperNumberDisabled', () => {
    expect(readItem(item('paperNumberShow'), { paperNumberDisabled: true })).toBe(false);
    expect(writeItem(item('paperNumberShow'), false, {})).toEqual({ paperNumberDisabled: true });
    expect(writeItem(item('paperNumberShow'), true, {})).toEqual({ paperNumberDisabled: undefined });
  });
  it('rotation is stored wrapped, 0 removes it', () => {
    expect(writeItem(item('transform'), 370, {})).toEqual({ transform: 10 });
    expect(writeItem(item('transform'), 360, {})).toEqual({ transform: undefined });
  });
});

describe('tabs', () => {
  const all = [...elementTypesWithTabs().map((type) => elementTabs(type)), COLUMN_TABS, PAPER_TABS];
  it('every element type of the palette has tabs', () => {
    expect(elementTypesWithTabs().sort()).toEqual(['hline', 'html', 'image', 'longText', 'oval', 'rect', 'table', 'text', 'vline']);
  });
  it('every tab names registered items, and every label and tab name is translated', () => {
    for (const tabs of all) {
      expect(tabs.length).toBeGreaterThan(0);
      for (const tab of tabs) {
        expect(hasKey(`options.tabs.${tab.name}`, 'zh-CN'), tab.name).toBe(true);
        expect(hasKey(`options.tabs.${tab.name}`, 'en-US'), tab.name).toBe(true);
        for (const name of tab.items) {
          const item = optionItem(name);
          expect(item, name).toBeDefined();
          expect(hasKey(item!.label, 'zh-CN'), item!.label).toBe(true);
          expect(hasKey(item!.label, 'en-US'), item!.label).toBe(true);
        }
      }
    }
  });
  it('the text panel has the font size on its style tab', () => {
    expect(elementTabs('text').find((t) => t.name === 'style')?.items).toContain('fontSize');
  });
  it('several elements share only the items all their types have, never per-element ones', () => {
    const tabs = commonTabs(['text', 'rect']);
    const items = tabs.flatMap((t) => t.items);
    expect(items).toContain('borderColor');
    expect(items).toContain('transform');
    expect(items).not.toContain('widthHeight'); // single: the pair writes both values
    expect(items).not.toContain('fontSize'); // rect has no text
    expect(items).not.toContain('title'); // single
    expect(items).not.toContain('coordinate'); // single
    expect(tabs.every((t) => t.items.length > 0)).toBe(true);
    expect(commonTabs(['text', 'text']).flatMap((t) => t.items)).toContain('fontSize');
  });
});
