import { describe, expect, it } from 'vitest';
import { readWorkbook, workbookOf } from './excel.ts';

describe('Excel exports', () => {
  it('writes a heading row and one row per record, read back by heading', async () => {
    const rows = [
      { name: '大米', price: 3.5 },
      { name: '面粉', price: 2.25 },
    ];
    const bytes = await workbookOf('商品', [{ header: '名称', value: (r: (typeof rows)[number]) => r.name }, { header: '单价', value: (r) => r.price, format: '0.00' }], rows);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(await readWorkbook(bytes)).toEqual([
      { 名称: '大米', 单价: '3.5' },
      { 名称: '面粉', 单价: '2.25' },
    ]);
  });

  it('keeps text that looks like a formula as text', async () => {
    const bytes = await workbookOf('x', [{ header: 'v', value: (r: { v: string }) => r.v }], [{ v: '=HYPERLINK("http://x")' }, { v: '-1+2' }]);
    const back = await readWorkbook(bytes);
    expect(back.map((r) => r.v)).toEqual(["'=HYPERLINK(\"http://x\")", "'-1+2"]);
  });
});
