import { describe, expect, it } from 'vitest';
import type { ElementJson, TemplateJson } from '../../../engine/index.ts';
import { Editor } from './editor.ts';
import { idOf } from './identity.ts';

const table = (top: number, height = 36): ElementJson => ({ options: { left: 40, top, width: 300, height, columns: [[{ title: 'A' }]] }, printElementType: { type: 'table' } });
const text = (top: number, extra: Record<string, unknown> = {}): ElementJson => ({ options: { left: 40, top, width: 120, height: 14, title: 'T', ...extra }, printElementType: { type: 'text' } });

/** A table at 100 stored 36 pt high; texts below it, in the footer zone and fixed; a second table lower down; a text in the header zone. */
function setup(elements: ElementJson[] = [table(100), text(150), text(790), text(160, { fixed: true }), table(300), text(360), text(10)]) {
  const doc: TemplateJson = {
    panels: [
      {
        index: 0,
        paperType: 'A4',
        paperHeader: 20,
        paperFooter: 780,
        printElements: elements,
      },
    ],
  };
  const editor = new Editor(doc);
  const ids = editor.doc.panels[0]!.printElements!.map((e) => idOf(e));
  const box = (i: number) => editor.drawnBox({ id: ids[i]!, element: editor.doc.panels[0]!.printElements![i]! });
  return { editor, ids, box };
}

describe('flow shifts: elements drawn where the output puts them', () => {
  it('moves what lies below a table by the height it is drawn taller than stored', () => {
    const { editor, ids, box } = setup();
    expect(box(1).y).toBe(150);
    editor.setDrawnSize(ids[0]!, { height: 90 }); // 54 pt taller
    expect(editor.flowShift(ids[1]!)).toBe(54);
    expect(box(1).y).toBe(204);
    // the text no longer overlaps the table's drawn box
    expect(box(1).y).toBeGreaterThanOrEqual(box(0).y + box(0).height);
  });

  it('leaves what repeats on every page (header and footer zones, fixed) alone', () => {
    const { editor, ids } = setup();
    editor.setDrawnSize(ids[0]!, { height: 90 });
    expect([2, 3, 6].map((i) => editor.flowShift(ids[i]!))).toEqual([0, 0, 0]);
  });

  it('leaves what sits beside the table, which then is the reference of what follows, as in the engine', () => {
    const { editor, ids } = setup([table(100), text(110), text(150)]);
    editor.setDrawnSize(ids[0]!, { height: 90 });
    // beside: its offset from the table's top; below it: its distance to the text's end (hiprint's rule)
    expect([1, 2].map((i) => editor.flowShift(ids[i]!))).toEqual([0, 0]);
  });

  it('adds up the growth of tables one below the other', () => {
    const { editor, ids, box } = setup();
    editor.setDrawnSize(ids[0]!, { height: 90 });
    editor.setDrawnSize(ids[4]!, { height: 66 }); // the second table: 30 pt taller, itself moved 54
    expect(box(4).y).toBe(354);
    expect(editor.flowShift(ids[5]!)).toBe(84);
  });

  it('follows a drawn size that goes away (the node unmounted) and a document change', () => {
    const { editor, ids } = setup();
    editor.setDrawnSize(ids[0]!, { height: 90 });
    editor.setDrawnSize(ids[0]!, undefined);
    expect(editor.flowShift(ids[1]!)).toBe(0);
    editor.setDrawnSize(ids[0]!, { height: 90 });
    editor.exec('moveElementsTo', { moves: [{ id: ids[1]!, x: 40, y: 120 }] }); // now beside the table
    expect(editor.flowShift(ids[1]!)).toBe(0);
  });

  it('resizes a moved element from its stored top, and a drop below the table lands where it was shown', () => {
    const { editor, ids } = setup();
    editor.setDrawnSize(ids[0]!, { height: 90 });
    editor.select([ids[1]!]);
    // the e handle of the text drawn at 204
    editor.pointerDown(160, 211, { handle: 'e', id: ids[1]! });
    editor.pointerMove(180, 211);
    editor.pointerUp(180, 211);
    expect(editor.doc.panels[0]!.printElements![1]!.options).toMatchObject({ top: 150, width: 139.5 }); // the resize step is 1.5 pt
    // drawn at 250: stored 54 pt higher
    expect(editor.storedTop(250)).toBe(196);
    expect(editor.storedTop(60)).toBe(60);
  });
});
