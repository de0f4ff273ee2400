import { expect, it } from 'vitest';
import { commonOptions, panelOptions } from './readOptions.ts';

it('shows table hooks and repeats kept on the printElementType, options first', () => {
  const table = {
    options: { tableHeaderRepeat: 'first' },
    printElementType: { type: 'table', title: '表格', footerFormatter: 'function(){}', tableHeaderRepeat: 'none' },
  };
  const options = panelOptions(table, 'table');
  expect(options.footerFormatter).toBe('function(){}');
  expect(options.tableHeaderRepeat).toBe('first');
  expect(options.title).toBeUndefined();
  expect(panelOptions(table, 'table')).toBe(options);
});

it('other types show their options as they are', () => {
  const text = { options: { title: 'a' }, printElementType: { formatter: 'x' } };
  expect(panelOptions(text, 'text')).toBe(text.options);
});

it('several elements: a value shows only when all share it', () => {
  expect(commonOptions([{ fontSize: 9, color: 'red' }, { fontSize: 9, color: 'blue' }, { fontSize: 9 }])).toEqual({ fontSize: 9 });
  expect(commonOptions([])).toEqual({});
});
