import { describe, expect, it } from 'vitest';
import { Editor, idOf, tableMenuState } from '../editor/index.ts';
import { entryEnabled, menuEntries, menuOpens, MENU_WIDTH, MENU_Z_INDEX, type MenuEntry } from './tableMenu.ts';

const target = { id: 'el1', cell: { row: 1, col: 2, rowspan: 1, colspan: 1, x: 0, y: 0, width: 10, height: 10, title: 't' } };
const entries = (t = target) => menuEntries(t).filter((e): e is MenuEntry => e !== 'divider');

describe('menuEntries', () => {
  it('lists the entries of the specification with their command arguments', () => {
    expect(entries().map((e) => e.key)).toEqual([
      'insertRowAbove', 'insertRowBelow', 'deleteRow', 'insertColumnLeft', 'insertColumnRight', 'deleteColumn',
      'moveColumnLeft', 'moveColumnRight', 'mergeCells', 'splitCell',
    ]);
    expect(entries()[7]).toEqual({ key: 'moveColumnRight', command: 'moveColumn', args: { id: 'el1', row: 1, col: 2, to: 'right' } });
    expect(entries()[1]).toEqual({ key: 'insertRowBelow', command: 'insertRow', args: { id: 'el1', row: 1, col: 2, where: 'below' } });
    expect(entries()[3]).toEqual({ key: 'insertColumnLeft', command: 'insertColumn', args: { id: 'el1', row: 1, col: 2, where: 'left' } });
    expect(entries()[8]).toEqual({ key: 'mergeCells', command: 'mergeCells', args: { id: 'el1' } });
    expect([MENU_WIDTH, MENU_Z_INDEX]).toEqual([215, 9999]);
  });
});

describe('entryEnabled', () => {
  it('follows the editor: one row and one cell disable delete row, merge and split', () => {
    const table = { options: { left: 0, top: 0, width: 200, height: 30, columns: [[{ title: 'A' }, { title: 'B' }]] }, printElementType: { type: 'table' } };
    const editor = new Editor({ panels: [{ index: 0, printElements: [table] }] });
    const id = idOf(editor.doc.panels[0]!.printElements![0]!);
    editor.selectCells(id, { row: 0, col: 0 });
    expect(menuOpens(editor)).toBe(true);
    const on = (key: string) => entryEnabled(tableMenuState(editor), entries({ ...target, id, cell: { ...target.cell, row: 0, col: 0 } }).find((e) => e.key === key)!);
    expect(on('deleteRow')).toBe(false);
    expect(on('mergeCells')).toBe(false);
    expect(on('splitCell')).toBe(false);
    expect(on('insertColumnRight')).toBe(true);
    // Move left is off at the first column; move right on (B is to the right).
    expect([on('moveColumnLeft'), on('moveColumnRight')]).toEqual([false, true]);
    // Running the entry moves the column; at the last column now, move right turns off.
    const right = entries({ ...target, id, cell: { ...target.cell, row: 0, col: 0 } }).find((e) => e.key === 'moveColumnRight')!;
    expect(editor.exec(right.command, right.args)).toBe(true);
    expect(editor.doc.panels[0]!.printElements![0]!.options!.columns).toEqual([[{ title: 'B' }, { title: 'A' }]]);
    expect(tableMenuState(editor)).toMatchObject({ moveColumnLeft: true, moveColumnRight: false });
    editor.selectCells(id, { row: 0, col: 0 });
    editor.selectCells(id, { row: 0, col: 0 }, { row: 0, col: 1 });
    expect(on('mergeCells')).toBe(true);
    // Every entry is off when the menu itself is closed.
    expect(entryEnabled({ ...tableMenuState(editor), enabled: false }, entries()[0]!)).toBe(false);
  });
});
