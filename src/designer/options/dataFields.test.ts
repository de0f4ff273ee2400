import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELDS } from '../../contract/domain/orderPrint.ts';
import { fieldSuggestions, type DataField } from './dataFields.ts';

const note: DataField[] = DOCUMENT_FIELDS.delivery_note.map((f) => ({ field: f.field, title: f.zh, columns: f.columns?.map((c) => ({ field: c.field, title: c.zh })) }));

describe('the field rows offer the fields of the record the template prints', () => {
  it('offers a table the lists, a column the lists’ column fields, other elements the single values', () => {
    expect(fieldSuggestions(note, 'element:table')).toEqual([{ value: 'items', label: '商品明细' }]);
    const columns = fieldSuggestions(note, 'column').map((s) => s.value);
    expect(columns).toContain('name');
    expect(columns).toContain('amount');
    expect(columns).not.toContain('items');
    const text = fieldSuggestions(note, 'element:text');
    expect(text).toContainEqual({ value: 'customer.name', label: '收货单位' });
    expect(text.map((s) => s.value)).not.toContain('items');
  });

  it('lists a column field once when two lists share it, and nothing without a record shape', () => {
    const two: DataField[] = [
      { field: 'a', title: 'A', columns: [{ field: 'qty', title: '数量' }] },
      { field: 'b', title: 'B', columns: [{ field: 'qty', title: '数量' }, { field: 'price', title: '单价' }] },
    ];
    expect(fieldSuggestions(two, 'column').map((s) => s.value)).toEqual(['qty', 'price']);
    expect(fieldSuggestions([], 'element:text')).toEqual([]);
  });
});
