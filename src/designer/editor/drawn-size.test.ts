import { describe, expect, it } from 'vitest';
import type { TemplateJson } from '../../../engine/index.ts';
import { Editor } from './editor.ts';
import { idOf } from './identity.ts';

/** A table stored 36 pt high at (100, 100) but drawn 90 pt high (header, test rows, footer), and a rect beside it (its top within the table's stored rows: the table's growth does not move it). */
const template = (): TemplateJson => ({
  panels: [
    {
      index: 0,
      paperType: 'A4',
      printElements: [
        { options: { left: 100, top: 100, width: 200, height: 36, columns: [[{ title: 'A' }]] }, printElementType: { type: 'table' } },
        { options: { left: 400, top: 105, width: 50, height: 80 }, printElementType: { type: 'rect' } },
      ],
    },
  ],
});

function setup() {
  let t = 0;
  const editor = new Editor(template(), { now: () => (t += 1000) });
  const [table, rect] = editor.doc.panels[0]!.printElements!.map((e) => idOf(e)) as [string, string];
  editor.setDrawnSize(table, { height: 90 });
  const opts = (i: number) => editor.doc.panels[0]!.printElements![i]!.options!;
  return { editor, table, rect, opts };
}

describe('drawn size', () => {
  it('hit-tests the drawn part of a table below its stored height', () => {
    const { editor, table } = setup();
    editor.pointerDown(150, 170);
    editor.pointerUp(150, 170);
    expect(editor.selection).toEqual([table]);
    expect(editor.elementAt(150, 189)?.id).toBe(table);
    expect(editor.elementAt(150, 191)).toBeUndefined();
  });

  it('is view state: no undo step, no change event, the template is not flagged as changed', () => {
    const { editor, table } = setup();
    let changes = 0;
    editor.on('change', () => changes++);
    const drawn: string[] = [];
    editor.on('drawn', (id) => drawn.push(id));
    editor.setDrawnSize(table, { height: 95 });
    editor.setDrawnSize(table, { height: 95 }); // the same again: no event
    expect(drawn).toEqual([table]);
    expect([changes, editor.changed, editor.history.canUndo]).toEqual([0, false, false]);
    expect(editor.doc.panels[0]!.printElements![0]!.options!.height).toBe(36);
    expect(editor.drawnBox({ id: table, element: editor.doc.panels[0]!.printElements![0]! })).toEqual({ x: 100, y: 100, width: 200, height: 95 });
    editor.setDrawnSize(table, undefined);
    expect(editor.elementAt(150, 170)).toBeUndefined();
  });

  it('the stored size wins when it is larger', () => {
    const { editor, table, opts } = setup();
    editor.exec('updateOptions', { ids: [table], options: { height: 120 } });
    expect(opts(0).height).toBe(120);
    expect(editor.elementAt(150, 215)?.id).toBe(table);
  });

  it('box selection picks a table whose drawn part the rectangle touches', () => {
    const { editor, table } = setup();
    editor.pointerDown(50, 160);
    editor.pointerMove(350, 180);
    editor.pointerUp(350, 180);
    expect(editor.selection).toEqual([table]);
  });

  it('snaps to the drawn bottom edge of another element', () => {
    const { editor, rect, opts } = setup();
    editor.pointerDown(420, 120);
    // Move the rect's bottom to 192 pt: 2 pt from the table's drawn bottom (190), far from its stored one (136).
    editor.pointerMove(420, 127);
    editor.pointerUp(420, 127);
    expect(editor.selection).toEqual([rect]);
    expect(opts(1).top).toBe(110);
  });

  it('resizes a table from its drawn bottom edge', () => {
    const { editor, table, opts } = setup();
    editor.pointerDown(150, 110);
    editor.pointerUp(150, 110);
    editor.pointerDown(200, 190, { handle: 's', id: table });
    editor.pointerMove(200, 196);
    editor.pointerUp(200, 196);
    expect(opts(0).height).toBe(96);
  });
});

describe('stored positions and sizes', () => {
  it('are rounded to 1/100 pt wherever the editor writes them', () => {
    const { editor, rect, opts } = setup();
    editor.exec('moveElementsTo', { moves: [{ id: rect, x: 465.0000152, y: 250.123456 }] });
    expect(opts(1)).toMatchObject({ left: 465, top: 250.12 });
    editor.exec('resizeElement', { id: rect, box: { x: 465, y: 250.12, width: 50.3333333, height: 49.999999 } });
    expect(opts(1)).toMatchObject({ width: 50.33, height: 50 });
    editor.exec('updateOptions', { ids: [rect], options: { left: 1 / 3 } });
    expect(opts(1).left).toBe(0.33);
  });

  it('round after snapping (no float dust from snap corrections)', () => {
    const { editor, opts } = setup();
    editor.pointerDown(420, 120);
    editor.pointerMove(420.1, 127.3000001);
    editor.pointerUp(420.1, 127.3000001);
    expect(String(opts(1).left)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(opts(1).top).toBe(110);
  });

  it('leave values the change did not write alone', () => {
    const doc = template();
    doc.panels[0]!.printElements![1]!.options!.left = 400.0000001;
    const editor = new Editor(doc);
    const table = idOf(editor.doc.panels[0]!.printElements![0]!);
    editor.exec('moveElementsTo', { moves: [{ id: table, x: 10.004, y: 20 }] });
    expect(editor.doc.panels[0]!.printElements![0]!.options!.left).toBe(10);
    expect(editor.doc.panels[0]!.printElements![1]!.options!.left).toBe(400.0000001);
  });
});
