import { describe, expect, it } from 'vitest';
import type { TemplateJson } from '../../../engine/index.ts';
import { Editor } from './editor.ts';
import type { ChangeEvent } from './events.ts';
import { idOf } from './identity.ts';

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

function setup() {
  let t = 0;
  const editor = new Editor(template(), { templateId: 't1', now: () => (t += 1000) });
  const events: ChangeEvent[] = [];
  editor.on('change', (e) => events.push(e));
  const ids = editor.doc.panels[0]!.printElements!.map((_, i) => editor.doc.panels[0]!.printElements![i]!);
  const opts = (i: number) => editor.doc.panels[0]!.printElements![i]!.options!;
  return { editor, events, ids, opts };
}

describe('Editor', () => {
  it('click selects, shift-click toggles, background click deselects', () => {
    const { editor } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    expect(editor.selection).toHaveLength(1);
    editor.pointerDown(310, 310, { shiftKey: true });
    editor.pointerUp(310, 310);
    expect(editor.selection).toHaveLength(2);
    editor.pointerDown(500, 10);
    editor.pointerUp(500, 10);
    expect(editor.selection).toHaveLength(0);
  });

  it('ignores a click within 500 ms of the previous one for selection', () => {
    let t = 0;
    const editor = new Editor(template(), { now: () => (t += 100) });
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    editor.pointerDown(310, 310);
    editor.pointerUp(310, 310);
    expect(editor.selection).toHaveLength(1);
    expect(editor.doc.panels[0]!.printElements!.findIndex((e) => e.options!.left === 40)).toBe(0);
  });

  it('drags as one undo step, clamped inside the paper', () => {
    const { editor, opts, events } = setup();
    editor.pointerDown(50, 50);
    editor.pointerMove(55, 55);
    expect(editor.isIn('select.translating')).toBe(true);
    editor.pointerMove(-100, 70, { altKey: true });
    editor.pointerUp(-100, 70);
    expect(opts(0)).toMatchObject({ left: 0, top: 60 });
    expect(events.at(-1)?.reason).toBe('move');
    expect(editor.changed).toBe(true);
    editor.undo();
    expect(opts(0)).toMatchObject({ left: 40, top: 40 });
    editor.redo();
    expect(opts(0)).toMatchObject({ left: 0, top: 60 });
  });

  it('Escape during a drag bails back', () => {
    const { editor, opts } = setup();
    editor.pointerDown(50, 50);
    editor.pointerMove(80, 80, { altKey: true });
    editor.keyDown({ key: 'Escape' });
    expect(opts(0)).toMatchObject({ left: 40, top: 40 });
    expect(editor.history.canUndo).toBe(false);
  });

  it('selects with a rectangle', () => {
    const { editor } = setup();
    editor.pointerDown(5, 5);
    editor.pointerMove(400, 400);
    expect(editor.isIn('select.brushing')).toBe(true);
    editor.pointerUp(400, 400);
    expect(editor.selection).toHaveLength(2);
  });

  it('moves by movingDistance with arrows, not while typing; non-draggable never moves', () => {
    const { editor, opts, events } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    editor.keyDown({ key: 'ArrowRight', keyCode: 39 });
    expect(opts(0).left).toBe(41.5);
    expect(events.at(-1)?.reason).toBe('keyboard move');
    editor.keyDown({ key: 'ArrowRight', keyCode: 39, inInput: true });
    expect(opts(0).left).toBe(41.5);
    editor.exec('updateOptions', { options: { draggable: false } });
    editor.keyDown({ key: 'ArrowDown', keyCode: 40 });
    expect(opts(0).top).toBe(40);
  });

  it('resizes from a handle in 1.5 pt steps and rotates with r, wrapping', () => {
    const { editor, opts } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    editor.pointerDown(140, 60, { handle: 'e' });
    expect(editor.isIn('select.resizing')).toBe(true);
    editor.pointerMove(150.2, 60);
    editor.pointerUp(150.2, 60);
    expect(opts(0).width).toBe(110.5); // 10.2 pt rounds to 10.5
    editor.undo();
    expect(opts(0).width).toBe(100);
    // text shows only s and e by default: the r handle is refused
    editor.pointerDown(90, 30, { handle: 'r' });
    expect(editor.isIn('select.idle')).toBe(true);
    const rotating = new Editor(template(), { handles: { default: ['s', 'e', 'r'] } });
    rotating.pointerDown(50, 50);
    rotating.pointerUp(50, 50);
    rotating.pointerDown(90, 30, { handle: 'r' });
    rotating.pointerMove(150, 50); // swept 90 degrees clockwise around the centre (90, 50)
    rotating.pointerUp(150, 50);
    expect(rotating.doc.panels[0]!.printElements![0]!.options!.transform).toBe(90);
    rotating.doubleClick(90, 30, { handle: 'r' });
    expect(rotating.doc.panels[0]!.printElements![0]!.options!.transform).toBeUndefined();
  });

  it('deletes with Delete/Backspace and undoes with Ctrl+Z, keeping the id', () => {
    const { editor, events } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    const [id] = editor.selection;
    expect(editor.keyDown({ key: 'Backspace', keyCode: 8 })).toBe(true);
    expect(editor.doc.panels[0]!.printElements).toHaveLength(1);
    expect(events.at(-1)?.reason).toBe('delete');
    editor.keyDown({ key: 'z', ctrlKey: true });
    expect(editor.doc.panels[0]!.printElements).toHaveLength(2);
    editor.pointerDown(50, 50);
    expect(editor.selection).toEqual([id]);
    editor.keyDown({ key: 'Z', metaKey: true, shiftKey: true });
    expect(editor.doc.panels[0]!.printElements).toHaveLength(1);
  });

  it('copies as JSON and pastes only JSON with printElementType or templateId', () => {
    const { editor, events } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    editor.keyDown({ key: 'c', ctrlKey: true });
    expect(JSON.parse(editor.clipboardText!)).toMatchObject({ templateId: 't1', printElementType: { type: 'text' } });
    editor.pointer = undefined;
    editor.keyDown({ key: 'v', ctrlKey: true });
    const list = editor.doc.panels[0]!.printElements!;
    expect(list).toHaveLength(3);
    expect(list[2]!.options).toMatchObject({ left: 50, top: 50 });
    expect(events.at(-1)?.templateReason).toBe('复制');
    expect(editor.exec('paste', { text: '{"options":{}}' })).toBe(false);
    expect(editor.exec('paste', { text: 'not json' })).toBe(false);
    editor.exec('paste', { text: editor.clipboardText, at: { x: 200, y: 210 } });
    expect(editor.doc.panels[0]!.printElements![3]!.options).toMatchObject({ left: 200, top: 210 });
  });

  it('adds elements with type defaults and rejects unknown and removed types', () => {
    const { editor, events } = setup();
    editor.exec('addElement', { tid: 'defaultModule.text', options: { left: 10, top: 10 } });
    expect(editor.doc.panels[0]!.printElements![2]!.options).toMatchObject({ width: 120, height: 9.75, left: 10 });
    expect(events.at(-1)?.templateReason).toBe('新增');
    expect(() => editor.exec('addElement', { tid: 'nope.thing' })).toThrow(/provider configuration/);
    expect(() => editor.exec('addElement', { tid: 'defaultModule.tableCustom' })).toThrow(/use 'table'/);
  });

  it('edits text in place and finishes on Enter without Alt', () => {
    const { editor, opts } = setup();
    editor.doubleClick(50, 50);
    expect(editor.isIn('select.editing_text')).toBe(true);
    editor.setEditingText('b');
    expect(editor.keyDown({ key: 'Enter', altKey: true })).toBe(false);
    editor.keyDown({ key: 'Enter' });
    expect(opts(0).title).toBe('b');
    expect(editor.isIn('select.idle')).toBe(true);
  });
});

describe('Editor, more rules', () => {
  it('keeps 50 undo steps of real edits', () => {
    const { editor, opts } = setup();
    const elementId = setupId(editor);
    for (let i = 1; i <= 60; i++) editor.exec('moveElementsTo', { moves: [{ id: elementId, x: 40 + i, y: 40 }] });
    expect(opts(0).left).toBe(100);
    let undos = 0;
    while (editor.undo()) undos++;
    expect(undos).toBe(50);
    expect(opts(0).left).toBe(50); // steps 1-10 fell off the history
  });

  it('passes the reason given to updateOptions, parameter modified by default', () => {
    const { editor, events } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    editor.exec('updateOptions', { options: { fontSize: 12 } });
    expect(events.at(-1)?.reason).toBe('parameter modified');
    editor.exec('updateOptions', { options: { fontSize: 13 }, reason: 'element modified' });
    expect(events.at(-1)?.reason).toBe('element modified');
  });

  it('wraps rotation past 360 and resets it with resetRotation', () => {
    const { editor, opts } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    const [id] = editor.selection;
    editor.exec('rotateElement', { id, rotation: 400 });
    expect(opts(0).transform).toBe(40);
    editor.exec('resetRotation', { id });
    expect(opts(0).transform).toBeUndefined();
  });

  it('pastes 10 pt from the original once the pointer left the paper', () => {
    const { editor } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    editor.keyDown({ key: 'c', keyCode: 67, ctrlKey: true });
    editor.pointerMove(300, 200);
    editor.pointerLeave();
    editor.keyDown({ key: 'v', metaKey: true });
    expect(editor.doc.panels[0]!.printElements![2]!.options).toMatchObject({ left: 50, top: 50 });
  });

  it('never moves a non-draggable element, even when asked by position', () => {
    const { editor, opts } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    const [id] = editor.selection;
    editor.exec('updateOptions', { options: { draggable: 'false' } });
    expect(editor.exec('moveElementsTo', { moves: [{ id, x: 0, y: 0 }] })).toBe(false);
    editor.pointerDown(50, 50);
    editor.pointerMove(90, 90, { altKey: true });
    editor.pointerUp(90, 90);
    expect(opts(0)).toMatchObject({ left: 40, top: 40 });
  });

  it('locks movement to an axis', () => {
    const { editor, opts } = setup();
    editor.pointerDown(50, 50);
    editor.pointerUp(50, 50);
    editor.exec('updateOptions', { options: { axis: 'h' } });
    editor.pointerDown(50, 50);
    editor.pointerMove(70, 90, { altKey: true });
    editor.pointerUp(70, 90);
    expect(opts(0)).toMatchObject({ left: 60, top: 40 });
    editor.exec('updateOptions', { options: { axis: 'v' } });
    editor.keyDown({ key: 'ArrowRight', keyCode: 39 });
    editor.keyDown({ key: 'ArrowDown', keyCode: 40 });
    expect(opts(0)).toMatchObject({ left: 60, top: 41.5 });
  });

  it('reports a view event such as 缩放 without a history step', () => {
    const { editor, events } = setup();
    editor.notify('缩放');
    expect(events.at(-1)).toMatchObject({ templateReason: '缩放', ids: [] });
    expect(editor.history.canUndo).toBe(false);
    expect(editor.changed).toBe(false);
  });

  it('finishes a text edit by the rule of section 4 when the element has a field', () => {
    const { editor, opts } = setup();
    editor.exec('updateOptions', { ids: [setupId(editor)], options: { field: 'name', title: '名称' } });
    editor.doubleClick(50, 50);
    editor.setEditingText('名称：苹果');
    editor.keyDown({ key: 'Enter' });
    expect(opts(0)).toMatchObject({ title: '名称', testData: '苹果' });
    editor.doubleClick(50, 50);
    editor.setEditingText('名称：');
    editor.pointerDown(500, 500); // clicking elsewhere finishes too
    expect(opts(0).title).toBe('名称：');
    expect(opts(0).testData).toBeUndefined();
  });
});

/** The id of the first element. */
function setupId(editor: Editor): string {
  return idOf(editor.doc.panels[0]!.printElements![0]!);
}
