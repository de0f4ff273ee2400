import { describe, expect, it } from 'vitest';
import type { TemplateJson } from '../../../engine/index.ts';
import { Editor } from './editor.ts';
import { ELEMENT_ID, idOf } from './identity.ts';

const template = (): TemplateJson => ({
  panels: [
    {
      index: 0,
      paperType: 'A4',
      printElements: [
        { options: { left: 40, top: 40, width: 100, height: 20, title: 'a' }, printElementType: { tid: 'defaultModule.text', type: 'text' } },
        { options: { left: 300, top: 300, width: 50, height: 50 }, printElementType: { tid: 'defaultModule.rect', type: 'rect' } },
      ],
    },
  ],
});

const elements = (editor: Editor) => editor.doc.panels[0]!.printElements!;
const ids = (editor: Editor) => elements(editor).map((e) => idOf(e));

describe('element ids under immer', () => {
  it('stay on the element across a move (a new object) and its undo', () => {
    const editor = new Editor(template());
    const [a, b] = ids(editor);
    const before = elements(editor)[0];
    editor.exec('moveElements', { ids: [a], dx: 10, dy: 0 });
    expect(elements(editor)[0]).not.toBe(before); // immer copied it...
    expect(ids(editor)).toEqual([a, b]); // ...and the id came along
    editor.undo();
    expect(ids(editor)).toEqual([a, b]);
  });

  it('come back with an undone delete and clear, and with a redone add', () => {
    const editor = new Editor(template());
    const [a, b] = ids(editor);
    editor.exec('deleteElements', { ids: [a] });
    expect(ids(editor)).toEqual([b]);
    editor.undo();
    expect(ids(editor)).toEqual([a, b]);
    editor.exec('clear');
    editor.undo();
    expect(ids(editor)).toEqual([a, b]);
    editor.exec('addElement', { tid: 'defaultModule.text' });
    const added = ids(editor)[2]!;
    editor.undo();
    editor.redo();
    expect(ids(editor)).toEqual([a, b, added]);
  });

  it('are unique and new for pasted copies', () => {
    const editor = new Editor(template(), { templateId: 't' });
    const [a] = ids(editor);
    editor.select([a!]);
    editor.exec('copy');
    editor.exec('paste');
    const all = ids(editor);
    expect(new Set(all).size).toBe(3);
    expect(editor.selection).toEqual([all[2]]);
  });

  it('never reach the JSON of the document', () => {
    const editor = new Editor(template());
    editor.exec('moveElements', { ids: [ids(editor)[0]], dx: 5, dy: 5 });
    const json = JSON.stringify(editor.doc);
    expect(json).not.toMatch(/el\d/);
    expect(JSON.parse(json)).toEqual({ ...template(), panels: [{ ...template().panels[0], printElements: [
      { ...template().panels[0]!.printElements![0], options: { ...template().panels[0]!.printElements![0]!.options, left: 45, top: 45 } },
      template().panels[0]!.printElements![1],
    ] }] });
    expect(Object.getOwnPropertySymbols(elements(editor)[0])).toContain(ELEMENT_ID);
  });

  it('are given to elements a recipe pushes without one', () => {
    const editor = new Editor(template());
    editor.change({ ids: [] }, (doc) => {
      doc.panels[0]!.printElements!.push({ options: {}, printElementType: { type: 'rect' } });
    });
    const added = elements(editor)[2]!;
    expect((added as { [ELEMENT_ID]?: string })[ELEMENT_ID]).toMatch(/^el\d+$/);
  });

  it('freezes the document, so a view cannot change it behind the history', () => {
    const editor = new Editor(template());
    expect(() => {
      (elements(editor)[0]!.options as Record<string, unknown>).left = 1;
    }).toThrow(TypeError);
    editor.exec('moveElements', { ids: [ids(editor)[0]], dx: 5, dy: 5 });
    expect(Object.isFrozen(elements(editor)[0]!.options)).toBe(true);
  });

  it('adopts a frozen document without ids by copying it', () => {
    const frozen = Object.freeze(template());
    const editor = new Editor(frozen);
    const [a] = ids(editor);
    editor.exec('moveElements', { ids: [a], dx: 1, dy: 0 });
    expect(ids(editor)[0]).toBe(a);
  });
});
