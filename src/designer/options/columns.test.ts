import { expect, it } from 'vitest';
import { columnAt, columnName } from './columns.ts';

const price = { title: '单价', field: 'price' };
const qty = { title: '数量', field: 'qty' };

it('reads the cell at a header row and visible column, from the options or the printElementType', () => {
  expect(columnAt({ options: { columns: [[{ title: 'a' }, price]] } }, 0, 1)).toBe(price);
  expect(columnAt({ options: {}, printElementType: { columns: [[price]] } }, 0, 0)).toBe(price);
  expect(columnAt({ options: { columns: [[price]] } }, 1, 0)).toBeUndefined();
  expect(columnAt(undefined, 0, 0)).toBeUndefined();
});

it('addresses cells by grid position under a spanning group, as the table commands do', () => {
  const group = { title: '明细', colspan: 2 };
  const name = { title: '名称', rowspan: 2 };
  const table = { options: { columns: [[name, group], [price, qty]] } };
  expect(columnAt(table, 0, 0)).toBe(name);
  expect(columnAt(table, 0, 1)).toBe(group);
  // The second header row's first stored column sits under the group, in visible column 1.
  expect(columnAt(table, 1, 1)).toBe(price);
  expect(columnAt(table, 1, 2)).toBe(qty);
});

it('takes a flat column list as one header row', () => {
  expect(columnAt({ options: { columns: [price, qty] } }, 0, 1)).toBe(qty);
});

it('names a column by its title before #field, else its field', () => {
  expect(columnName({ title: '单价#price' })).toBe('单价');
  expect(columnName({ title: '#price' })).toBe('#price');
  expect(columnName({ title: '', field: 'qty' })).toBe('qty');
  expect(columnName(undefined)).toBe('');
});
