import { describe, expect, it } from 'vitest';
import type { ElementJson, TemplateJson } from '../../../engine/index.ts';
import { Editor } from './editor.ts';
import type { ChangeEvent } from './events.ts';
import { idOf } from './identity.ts';
import { tableMenuState } from './table-menu.ts';

/**
 *   | A |   G   | D |      widths 50 60 70 80, table 260 pt wide (drawn = stored)
 *   |   | B | C |   |
 */
const header = () => [
  [
    { title: 'A', field: 'a', width: 50, rowspan: 2 },
    { title: 'G', colspan: 2 },
    { title: 'D', field: 'd', width: 80, rowspan: 2 },
  ],
  [
    { title: 'B', field: 'b', width: 60 },
    { title: 'C', field: 'c', width: 70 },
  ],
];

function setup(table: { options?: Record<string, unknown>; printElementType?: Record<string, unknown> } = {}) {
  const element: ElementJson = {
    options: { left: 20, top: 20, width: 260, height: 60, columns: header(), ...table.options },
    printElementType: { tid: 'defaultModule.table', type: 'table', ...table.printElementType },
  };
  const doc: TemplateJson = { panels: [{ index: 0, paperType: 'A4', printElements: [element] }] };
  const editor = new Editor(doc);
  const id = idOf(editor.doc.panels[0]!.printElements![0]!);
  const events: ChangeEvent[] = [];
  editor.on('change', (e) => events.push(e));
  const el = () => editor.doc.panels[0]!.printElements![0]!;
  const columns = () => el().options!.columns as Record<string, unknown>[][];
  const titles = () => columns().map((row) => row.map((c) => c.title));
  return { editor, id, events, el, columns, titles };
}

describe('setColumnTitle (the # rule of section 5)', () => {
  it("splits 'a#b' into title a, column id and field b", () => {
    const { editor, id, columns, events } = setup();
    expect(editor.exec('setColumnTitle', { id, row: 1, col: 1, text: '品名#name' })).toBe(true);
    expect(columns()[1]![0]).toMatchObject({ title: '品名', columnId: 'name', field: 'name', width: 60 });
    expect(events.at(-1)?.reason).toBe('table column field');
  });

  it("stores '#a' and 'a#' as they are", () => {
    const { editor, id, columns } = setup();
    editor.exec('setColumnTitle', { id, row: 0, col: 0, text: '#a' });
    editor.exec('setColumnTitle', { id, row: 0, col: 3, text: 'a#' });
    expect(columns()[0]![0]).toMatchObject({ title: '#a', field: 'a' });
    expect(columns()[0]![2]).toMatchObject({ title: 'a#', field: 'd' });
  });

  it('stores title plus field when a field was picked from the field list', () => {
    const { editor, id, columns } = setup();
    editor.exec('setColumnTitle', { id, row: 1, col: 2, text: '数量', field: 'qty' });
    expect(columns()[1]![1]).toMatchObject({ title: '数量', field: 'qty' });
  });

  it('keeps the # form whole when field editing is off, and refuses when titles are locked', () => {
    const off = setup({ options: { isEnableEditField: false } });
    off.editor.exec('setColumnTitle', { id: off.id, row: 1, col: 1, text: 'x#y' });
    expect(off.columns()[1]![0]).toMatchObject({ title: 'x#y', field: 'b' });
    const locked = setup({ printElementType: { columnTitleEditable: false } });
    expect(locked.editor.exec('setColumnTitle', { id: locked.id, row: 1, col: 1, text: 'x' })).toBe(false);
    const readOnly = setup({ options: { editable: 'false' } });
    expect(readOnly.editor.exec('setColumnTitle', { id: readOnly.id, row: 1, col: 1, text: 'x' })).toBe(false);
    expect(readOnly.columns()[1]![0]!.title).toBe('B');
  });
});

describe('updateColumn', () => {
  it('sets and removes column options with the table column field reason', () => {
    const { editor, id, columns, events } = setup();
    editor.exec('updateColumn', { id, row: 1, col: 1, options: { align: 'right', field: undefined, tableSummary: 'sum' } });
    expect(columns()[1]![0]).toEqual({ title: 'B', width: 60, align: 'right', tableSummary: 'sum' });
    expect(events.at(-1)).toMatchObject({ reason: 'table column field', ids: [id] });
  });

  it('honours the switch of each option', () => {
    const { editor, id } = setup({ options: { columnAlignEditable: false, columnDisplayEditable: false } });
    expect(editor.exec('updateColumn', { id, row: 1, col: 1, options: { align: 'right' } })).toBe(false);
    expect(editor.exec('updateColumn', { id, row: 1, col: 1, options: { checked: false } })).toBe(false);
    expect(editor.exec('updateColumn', { id, row: 1, col: 1, options: { descTitle: 'x' } })).toBe(true);
  });
});

describe('column widths', () => {
  const widths = (columns: Record<string, unknown>[][]) => [columns[0]![0]!.width, columns[1]![0]!.width, columns[1]![1]!.width, columns[0]![2]!.width];

  it('moves the border between a column and the next, flagging the template changed', () => {
    const { editor, id, columns } = setup();
    editor.markSaved();
    editor.exec('resizeColumn', { id, row: 1, col: 1, dx: 15 });
    expect(widths(columns())).toEqual([50, 75, 55, 80]);
    expect(editor.changed).toBe(true);
  });

  it('keeps both neighbours at 10 pt at least', () => {
    const { editor, id, columns } = setup();
    editor.exec('resizeColumn', { id, row: 0, col: 0, dx: -100 });
    expect(widths(columns())).toEqual([10, 100, 70, 80]);
    editor.exec('resizeColumn', { id, row: 0, col: 0, dx: 500 });
    expect(widths(columns())).toEqual([100, 10, 70, 80]);
  });

  it('is refused when columns are not resizable, and for the last column', () => {
    const { editor, id } = setup({ options: { columnResizable: false } });
    expect(editor.exec('resizeColumn', { id, row: 1, col: 1, dx: 5 })).toBe(false);
    const last = setup();
    expect(last.editor.exec('resizeColumn', { id: last.id, row: 0, col: 3, dx: 5 })).toBe(false);
  });

  it('drags a column grip as one undo step, computed from where the drag began', () => {
    const { editor, id, columns } = setup();
    editor.pointerDown(90, 30, { grip: { kind: 'column', id, row: 1, col: 1 } });
    editor.pointerMove(400, 30); // far right: the neighbour stops at 10 pt
    expect(widths(columns())).toEqual([50, 120, 10, 80]);
    editor.pointerMove(95, 30); // and back: 5 pt from the start, no drift
    editor.pointerUp(95, 30);
    expect(widths(columns())).toEqual([50, 65, 65, 80]);
    editor.undo();
    expect(widths(columns())).toEqual([50, 60, 70, 80]);
    const locked = setup({ options: { columnResizable: false } });
    locked.editor.pointerDown(90, 30, { grip: { kind: 'column', id: locked.id, row: 1, col: 1 } });
    expect(locked.editor.isIn('select.idle')).toBe(true);
  });
});

describe('row heights', () => {
  it('moves in whole points, header rows in tableHeaderRowHeight, the body row in tableBodyRowHeight', () => {
    const { editor, id, el, events } = setup({ options: { tableHeaderRowHeight: 20 } });
    editor.exec('resizeTableRow', { id, row: 0, dy: 2.4 });
    expect(el().options!.tableHeaderRowHeight).toBe(22);
    expect(events.at(-1)?.reason).toBe('size');
    editor.exec('resizeTableRow', { id, row: 2, dy: 3.6, height: 15 });
    expect(el().options!.tableBodyRowHeight).toBe(19);
    editor.exec('resizeTableRow', { id, row: 1, dy: -100 });
    expect(el().options!.tableHeaderRowHeight).toBe(6);
  });

  it('drags a row grip from the drawn height as one undo step', () => {
    const { editor, id, el } = setup();
    editor.pointerDown(50, 40, { grip: { kind: 'row', id, row: 1, height: 17.5 } });
    editor.pointerMove(50, 40.4);
    editor.pointerMove(50, 45.2);
    editor.pointerUp(50, 45.2);
    expect(el().options!.tableHeaderRowHeight).toBe(23);
    editor.undo();
    expect(el().options!.tableHeaderRowHeight).toBeUndefined();
  });
});

describe('rows and columns from the context menu', () => {
  it('inserts rows above and below the clicked cell', () => {
    const { editor, id, titles } = setup();
    editor.exec('insertRow', { id, row: 1, col: 1, where: 'below' });
    expect(titles()).toEqual([['A', 'G', 'D'], ['B', 'C'], ['', '', '', '']]);
    editor.exec('insertRow', { id, row: 0, col: 1, where: 'above' });
    expect(titles()[0]).toEqual(['', '', '', '']);
    expect(editor.cellSelection).toMatchObject({ id, row0: 0, col0: 1 });
  });

  it('deletes a row, but not the only one', () => {
    const { editor, id, titles } = setup();
    editor.exec('deleteRow', { id, row: 1, col: 1 });
    expect(titles()).toEqual([['A', 'G', 'D']]);
    expect(editor.exec('deleteRow', { id, row: 0, col: 0 })).toBe(false);
  });

  it('inserts columns left and right, acting on the cell selection when no cell is given', () => {
    const { editor, id, titles } = setup();
    editor.selectCells(id, { row: 0, col: 3 });
    editor.exec('insertColumn', { where: 'right' });
    expect(titles()[0]).toEqual(['A', 'G', 'D', '']);
    editor.exec('insertColumn', { id, row: 0, col: 0, where: 'left' });
    expect(titles()[0]).toEqual(['', 'A', 'G', 'D', '']);
  });

  it('deletes a column, but not the only one', () => {
    const { editor, id, titles } = setup({ options: { columns: [[{ title: 'x' }, { title: 'y' }]] } });
    editor.exec('deleteColumn', { id, row: 0, col: 0 });
    expect(titles()).toEqual([['y']]);
    expect(editor.exec('deleteColumn', { id, row: 0, col: 0 })).toBe(false);
    expect(titles()).toEqual([['y']]);
  });

  it('merges the selected cells and splits them again, one undo step each', () => {
    const { editor, id, columns } = setup();
    editor.selectCells(id, { row: 1, col: 1 }, { row: 1, col: 2 });
    expect(editor.exec('mergeCells')).toBe(true);
    // No column goes: B + C get a group header (B's title) above them, each keeping its field and width.
    expect(columns()[1]).toEqual([{ title: 'B', colspan: 2 }]);
    expect(columns()[2]).toEqual([{ title: 'B', field: 'b', width: 60 }, { title: 'C', field: 'c', width: 70 }]);
    expect(editor.cellSelection).toMatchObject({ row0: 1, col0: 1, row1: 1 });
    expect(editor.exec('splitCell')).toBe(true);
    expect(columns()[1]).toEqual([{ title: 'B', colspan: 1 }, { title: '' }]);
    expect(columns()[2]).toEqual([{ title: 'B', field: 'b', width: 60 }, { title: 'C', field: 'c', width: 70 }]);
    editor.undo();
    editor.undo();
    expect(columns()).toEqual(header());
  });

  it('writes where the columns live: printElementType, a flat list turned into rows', () => {
    const element = setup({ options: { columns: undefined }, printElementType: { columns: [{ title: 'x' }, { title: 'y' }] } });
    element.editor.exec('insertRow', { id: element.id, row: 0, col: 0, where: 'below' });
    expect(element.el().printElementType!.columns).toEqual([[{ title: 'x' }, { title: 'y' }], [{ title: '' }, { title: '' }]]);
    expect(element.el().options!.columns).toBeUndefined();
    element.editor.exec('setColumnTitle', { id: element.id, row: 1, col: 1, text: 'z' });
    expect((element.el().printElementType!.columns as { title: string }[][])[1]![1]!.title).toBe('z');
  });
});

describe('tableMenuState', () => {
  it('is closed without a cell selection', () => {
    const { editor } = setup();
    expect(tableMenuState(editor).enabled).toBe(false);
  });

  it('enables entries by the rules of section 5', () => {
    const { editor, id } = setup();
    editor.selectCells(id, { row: 1, col: 1 });
    expect(tableMenuState(editor)).toEqual({
      enabled: true,
      insertRowAbove: true,
      insertRowBelow: true,
      deleteRow: true,
      insertColumnLeft: true,
      insertColumnRight: true,
      deleteColumn: true,
      moveColumnLeft: false, // B would leave its group G
      moveColumnRight: true, // B and C trade places inside G
      mergeCells: false, // one cell
      splitCell: false, // 1 x 1
    });
    editor.selectCells(id, { row: 0, col: 1 }); // G spans two columns
    expect(tableMenuState(editor)).toMatchObject({ mergeCells: false, splitCell: true });
    editor.selectCells(id, { row: 1, col: 1 }, { row: 1, col: 2 });
    expect(tableMenuState(editor)).toMatchObject({ mergeCells: true, splitCell: false });
  });

  it('disables delete row with one row and delete column with one column', () => {
    const { editor, id } = setup({ options: { columns: [[{ title: 'only' }]] } });
    editor.selectCells(id, { row: 0, col: 0 });
    expect(tableMenuState(editor)).toMatchObject({ enabled: true, deleteRow: false, deleteColumn: false, insertRowAbove: true });
  });

  it.each([
    ['isEnableInsertRow', ['insertRowAbove', 'insertRowBelow'], 'insertRow'],
    ['isEnableDeleteRow', ['deleteRow'], 'deleteRow'],
    ['isEnableInsertColumn', ['insertColumnLeft', 'insertColumnRight'], 'insertColumn'],
    ['isEnableDeleteColumn', ['deleteColumn'], 'deleteColumn'],
    ['isEnableMergeCell', ['mergeCells', 'splitCell'], 'mergeCells'],
  ] as const)('%s off greys out %j and refuses %s', (name, entries, command) => {
    const { editor, id, columns } = setup({ printElementType: { [name]: false } });
    editor.selectCells(id, { row: 1, col: 1 }, { row: 1, col: 2 });
    const state = tableMenuState(editor);
    expect(state.enabled).toBe(true);
    for (const entry of entries) expect(state[entry]).toBe(false);
    expect(editor.exec(command, {})).toBe(false);
    expect(columns()).toEqual(header());
  });

  it('closes entirely when the context menu or editing is off', () => {
    for (const off of [{ isEnableContextMenu: false }, { editable: false }]) {
      const { editor, id } = setup({ options: off });
      editor.selectCells(id, { row: 1, col: 1 }, { row: 1, col: 2 });
      expect(tableMenuState(editor).enabled).toBe(false);
      expect(editor.exec('mergeCells')).toBe(false);
      expect(editor.exec('insertRow', { where: 'above' })).toBe(false);
    }
  });

  it("lets the element's options turn a switch back on that its type turned off", () => {
    const { editor, id } = setup({ options: { isEnableInsertRow: true }, printElementType: { isEnableInsertRow: false } });
    editor.selectCells(id, { row: 1, col: 1 });
    expect(tableMenuState(editor).insertRowAbove).toBe(true);
  });
});

describe('cell selection', () => {
  it('selects the table and is cleared when the selection moves away or the table goes', () => {
    const { editor, id } = setup();
    const seen: unknown[] = [];
    editor.on('cells', (c) => seen.push(c));
    editor.selectCells(id, { row: 1, col: 1 }, { row: 1, col: 2 });
    expect(editor.selection).toEqual([id]);
    expect(editor.cellSelection).toEqual({ id, row0: 1, col0: 1, row1: 1, col1: 2 });
    editor.select([id]);
    expect(editor.cellSelection).toBeDefined();
    editor.select([]);
    expect(editor.cellSelection).toBeUndefined();
    editor.selectCells(id, { row: 0, col: 0 });
    editor.exec('deleteElements', { ids: [id] });
    expect(editor.cellSelection).toBeUndefined();
    expect(seen.filter((c) => c === undefined)).toHaveLength(2);
  });
});

describe('moveColumn (columnDisplayIndexEditable)', () => {
  it('moves a column right and left as one undo step each; the cell selection follows it', () => {
    const { editor, id, titles, columns, events } = setup();
    editor.selectCells(id, { row: 0, col: 0 });
    expect(editor.exec('moveColumn', { id, row: 0, col: 0, to: 'right' })).toBe(true);
    expect(titles()).toEqual([['G', 'A', 'D'], ['B', 'C']]);
    expect(columns()[0]![1]).toEqual({ title: 'A', field: 'a', width: 50, rowspan: 2 });
    expect(events.at(-1)).toMatchObject({ reason: 'table column field' });
    expect(editor.changed).toBe(true);
    expect(editor.cellSelection).toMatchObject({ row0: 0, col0: 2 });
    expect(editor.exec('moveColumn', { id, row: 0, col: 2, to: 'left' })).toBe(true);
    expect(columns()).toEqual(header());
    editor.undo();
    expect(titles()).toEqual([['G', 'A', 'D'], ['B', 'C']]);
    editor.undo();
    expect(columns()).toEqual(header());
  });

  it('moves inside a group but not out of it, nor past the first or last column', () => {
    const { editor, id, titles } = setup();
    expect(editor.exec('moveColumn', { id, row: 1, col: 2, to: 'left' })).toBe(true);
    expect(titles()).toEqual([['A', 'G', 'D'], ['C', 'B']]);
    expect(editor.exec('moveColumn', { id, row: 1, col: 2, to: 'right' })).toBe(false);
    expect(editor.exec('moveColumn', { id, row: 0, col: 0, to: 'left' })).toBe(false);
    expect(editor.exec('moveColumn', { id, row: 0, col: 3, to: 'right' })).toBe(false);
  });

  it('is refused when columnDisplayIndexEditable or editable is off', () => {
    for (const off of ['columnDisplayIndexEditable', 'editable']) {
      const { editor, id, columns } = setup({ printElementType: { [off]: false } });
      expect(editor.exec('moveColumn', { id, row: 0, col: 0, to: 'right' })).toBe(false);
      expect(columns()).toEqual(header());
    }
  });

  it('menu entries: left off at the first column, right off at the last, both off with the switch', () => {
    const { editor, id } = setup();
    const state = (col: number) => {
      editor.selectCells(id, { row: 0, col });
      const s = tableMenuState(editor);
      return [s.moveColumnLeft, s.moveColumnRight];
    };
    expect(state(0)).toEqual([false, true]);
    expect(state(1)).toEqual([true, true]);
    expect(state(3)).toEqual([true, false]);
    const locked = setup({ options: { columnDisplayIndexEditable: false } });
    locked.editor.selectCells(locked.id, { row: 0, col: 1 });
    expect(tableMenuState(locked.editor)).toMatchObject({ enabled: true, moveColumnLeft: false, moveColumnRight: false });
  });
});
