import { describe, expect, it } from 'vitest';
import { columnEdges, splitTitle, stretchWidths, tableColumns } from './columns.ts';

const geometry = (rows: unknown) =>
  tableColumns(rows, 'p').header.map((h) => [h.title, h.row, h.col, h.rowspan, h.colspan]);

describe('header grid', () => {
  it('places a two-row header with rowspan and colspan as an HTML table does', () => {
    const layout = tableColumns(
      [
        [
          { title: '序号', rowspan: 2, width: 30 },
          { title: '商品', colspan: 2 },
          { title: '金额', rowspan: 2, field: 'amount' },
        ],
        [
          { title: '名称', field: 'name' },
          { title: '规格', field: 'spec' },
        ],
      ],
      'p',
    );
    expect(layout.headerRows).toBe(2);
    expect(layout.header.map((h) => [h.title, h.row, h.col, h.rowspan, h.colspan])).toEqual([
      ['序号', 0, 0, 2, 1],
      ['商品', 0, 1, 1, 2],
      ['金额', 0, 3, 2, 1],
      ['名称', 1, 1, 1, 1],
      ['规格', 1, 2, 1, 1],
    ]);
    expect(layout.leaves.map((l) => l.title)).toEqual(['序号', '名称', '规格', '金额']);
    expect(layout.leaves.map((l) => l.field)).toEqual([undefined, 'name', 'spec', 'amount']);
  });

  it('handles three header rows and a group over groups', () => {
    expect(
      geometry([
        [{ title: 'A', colspan: 3 }],
        [{ title: 'B', colspan: 2 }, { title: 'C', rowspan: 2 }],
        [{ title: 'D' }, { title: 'E' }],
      ]),
    ).toEqual([
      ['A', 0, 0, 1, 3],
      ['B', 1, 0, 1, 2],
      ['C', 1, 2, 2, 1],
      ['D', 2, 0, 1, 1],
      ['E', 2, 1, 1, 1],
    ]);
  });

  it('stretches a leaf that stops above the last row down when nothing lies below it', () => {
    expect(geometry([[{ title: 'A' }, { title: 'G', colspan: 1 }], [{ title: 'x' }]])).toEqual([
      ['A', 0, 0, 1, 1],
      ['G', 0, 1, 2, 1],
      ['x', 1, 0, 1, 1],
    ]);
  });

  it('clamps a rowspan past the last row', () => {
    expect(geometry([[{ title: 'A', rowspan: 5 }, { title: 'B' }]])).toEqual([
      ['A', 0, 0, 1, 1],
      ['B', 0, 1, 1, 1],
    ]);
  });

  it('accepts a flat list of columns as one header row, and string numbers', () => {
    const layout = tableColumns([{ title: 'A', width: '40' }, { title: 'B', colspan: '1' }], 'p');
    expect(layout.leaves.map((l) => [l.title, l.width])).toEqual([
      ['A', 40],
      ['B', 100],
    ]);
  });

  it('has no header rows without columns', () => {
    expect(tableColumns(undefined, 'p')).toEqual({ leaves: [], header: [], headerRows: 0 });
    expect(tableColumns([[]], 'p').headerRows).toBe(0);
  });
});

describe('hidden columns (checked false)', () => {
  it('drops a hidden leaf and narrows its group', () => {
    const layout = tableColumns(
      [
        [{ title: 'G', colspan: 3 }, { title: 'Z', rowspan: 2 }],
        [{ title: 'a' }, { title: 'b', checked: false }, { title: 'c' }],
      ],
      'p',
    );
    expect(layout.leaves.map((l) => l.title)).toEqual(['a', 'c', 'Z']);
    expect(layout.header.map((h) => [h.title, h.col, h.colspan])).toEqual([
      ['G', 0, 2],
      ['Z', 2, 1],
      ['a', 0, 1],
      ['c', 1, 1],
    ]);
  });

  it('hides every column under a hidden group, and the group disappears', () => {
    const layout = tableColumns([[{ title: 'G', colspan: 2, checked: false }, { title: 'K', rowspan: 2 }], [{ title: 'a' }, { title: 'b' }]], 'p');
    expect(layout.leaves.map((l) => l.title)).toEqual(['K']);
    expect(layout.header.map((h) => h.title)).toEqual(['K']);
  });

  it('keeps checked true and absent', () => {
    expect(tableColumns([[{ title: 'a', checked: true }, { title: 'b' }]], 'p').leaves).toHaveLength(2);
  });
});

describe('column fields', () => {
  it('splits title#field, keeping a leading or trailing # as is', () => {
    expect(splitTitle('品名#name')).toEqual({ title: '品名', field: 'name' });
    expect(splitTitle('#name')).toEqual({ title: '#name' });
    expect(splitTitle('name#')).toEqual({ title: 'name#' });
    expect(splitTitle('a#b#c')).toEqual({ title: 'a', field: 'b#c' });
    const [leaf] = tableColumns([[{ title: '品名#name' }]], 'p').leaves;
    expect([leaf!.title, leaf!.field, leaf!.columnId]).toEqual(['品名', 'name', 'name']);
    const [own] = tableColumns([[{ title: '品名#name', field: 'title', columnId: 'c1' }]], 'p').leaves;
    expect([own!.title, own!.field, own!.columnId]).toEqual(['品名', 'title', 'c1']);
    expect(tableColumns([[{ title: '品名#name' }]], 'p').header[0]!.title).toBe('品名');
  });

  it('reads align, halign, vAlign, descTitle, fixed, cell type, tableColumnHeight and upperCase', () => {
    const layout = tableColumns(
      [[{ title: 'a', align: 'right', halign: 'center', vAlign: 'bottom', descTitle: '说明', fixed: true, tableTextType: 'barcode', tableColumnHeight: '40', upperCase: '3' }, { title: 'b', tableTextType: 'nope', vAlign: 'center' }]],
      'p',
      'left',
    );
    const [a, b] = layout.leaves;
    expect(a).toMatchObject({ align: 'right', vAlign: 'bottom', descTitle: '说明', fixed: true, type: 'barcode', cellHeight: 40, upperCase: 3 });
    expect(layout.header[0]!.align).toBe('center');
    expect(b).toMatchObject({ align: 'left', vAlign: 'middle', type: 'text', fixed: false, cellHeight: undefined });
    expect(layout.header[1]!.align).toBe('left');
    expect(tableColumns([[{ title: 'x', align: 'right' }]], 'p').header[0]!.align).toBe('right');
  });

  it('gives template paths to columns', () => {
    expect(tableColumns([[{ title: 'a', colspan: 2 }], [{ title: 'b' }, { title: 'c' }]], 'T.options.columns').leaves.map((l) => l.path)).toEqual([
      'T.options.columns[1][0]',
      'T.options.columns[1][1]',
    ]);
  });
});

describe('widths', () => {
  it('defaults to 100 and stretches in proportion to the table width', () => {
    const { leaves } = tableColumns([[{ title: 'a', width: 50 }, { title: 'b' }, { title: 'c', width: 'x' }]], 'p');
    expect(Array.from(stretchWidths(leaves, 500))).toEqual([100, 200, 200]);
    expect(Array.from(columnEdges(stretchWidths(leaves, 250)))).toEqual([0, 50, 150, 250]);
  });
});

describe('column titles', () => {
  it('read HTML as hiprint puts it in the header cell: <br/> breaks the line, &nbsp; is a space', () => {
    const { header } = tableColumns([[{ title: '数量<br/>(kg)', field: 'qty' }, { title: '单&nbsp;价#price' }]], 'columns', 'left', () => undefined);
    expect(header.map((cell) => cell.title)).toEqual(['数量\n(kg)', '单\u00a0价']);
  });
});
