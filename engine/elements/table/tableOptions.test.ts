import { describe, expect, it } from 'vitest';
import { testElement } from '../common/testing.ts';
import { fieldList, tableSettings } from './tableOptions.ts';

const settings = (options: Record<string, unknown>, type: Record<string, unknown> = {}) => {
  const element = testElement('table', options);
  element.printElementType = { type: 'table', ...type };
  return tableSettings(element);
};

describe('table options', () => {
  it('has hiprint defaults', () => {
    expect(settings({})).toMatchObject({
      headerRepeat: 'page',
      footerRepeat: undefined,
      maxRows: undefined,
      autoCompletion: false,
      gridColumns: 1,
      gridColumnsGutter: 0,
      groupFields: [],
      rowsColumnsMergeClean: false,
      borders: { table: 'border', header: 'border', headerCell: 'border', footer: 'border', footerCell: 'border', bodyCell: 'border', bodyRow: 'border' },
      hooks: {},
    });
  });

  it('reads options first and printElementType second, as hiprint templates carry either', () => {
    const s = settings({ tableHeaderRepeat: 'none', columns: [[{ title: 'a' }]] }, { tableHeaderRepeat: 'first', columns: [[{ title: 'b' }]], maxRows: '4', footerFormatter: 'function () {}' });
    expect(s.headerRepeat).toBe('none');
    expect(s.columns).toEqual([[{ title: 'a' }]]);
    expect(s.columnsPath).toBe('panels[0].printElements[0].options.columns');
    expect(s.maxRows).toBe(4);
    expect(s.hooks.footerFormatter).toEqual({ name: 'footerFormatter', source: 'function () {}', path: 'panels[0].printElements[0].printElementType.footerFormatter' });
    expect(settings({ columns: '' }, { columns: [[{ title: 'b' }]] }).columnsPath).toBe('panels[0].printElements[0].printElementType.columns');
  });

  it('coerces strings and ignores values out of range', () => {
    const s = settings({ maxRows: '0', autoCompletion: 'true', gridColumns: '3', gridColumnsGutter: '4.5', tableFooterRepeat: 'sometimes', rowsColumnsMergeClean: 1, tableBodyRowHeight: '-2', lHeight: '30' });
    expect(s).toMatchObject({ maxRows: undefined, autoCompletion: true, gridColumns: 3, gridColumnsGutter: 4.5, footerRepeat: undefined, rowsColumnsMergeClean: true, bodyRowHeight: undefined, lHeight: 30 });
    expect(settings({ gridColumns: 5 }).gridColumns).toBe(1);
  });

  it('takes groupFields as a list or one name', () => {
    expect(fieldList(['a', ' b ', '', 3])).toEqual(['a', 'b']);
    expect(fieldList('a, b')).toEqual(['a', 'b']);
    expect(fieldList(undefined)).toEqual([]);
  });
});
