import { describe, expect, it } from 'vitest';
import { mmToPt, type PanelJson, type TemplateJson } from '../../../engine/index.ts';
import { Editor } from './editor.ts';
import type { ChangeEvent } from './events.ts';

const A4_HEIGHT = mmToPt(297);

function setup(panel: Partial<PanelJson> = {}) {
  const doc: TemplateJson = { panels: [{ index: 0, paperType: 'A4', printElements: [], ...panel }] };
  const editor = new Editor(doc);
  const events: ChangeEvent[] = [];
  editor.on('change', (e) => events.push(e));
  const panel0 = () => editor.doc.panels[0]!;
  return { editor, events, panel0 };
}

describe('header and footer lines', () => {
  it('keeps the header 10 pt above the footer and not above the paper', () => {
    const { editor, panel0, events } = setup({ paperFooter: 700 });
    editor.exec('setHeaderLine', { y: 50 });
    expect(panel0().paperHeader).toBe(50);
    expect(events.at(-1)?.templateReason).toBe('模板调整');
    editor.exec('setHeaderLine', { y: 695 });
    expect(panel0().paperHeader).toBe(690);
    editor.exec('setHeaderLine', { y: -20 });
    expect(panel0().paperHeader).toBe(0);
    expect(panel0().paperFooter).toBe(700);
  });

  it('keeps the footer 10 pt below the header, the header staying, and not below the paper', () => {
    const { editor, panel0 } = setup({ paperHeader: 100 });
    editor.exec('setFooterLine', { y: 105 });
    expect(panel0().paperFooter).toBe(110);
    expect(panel0().paperHeader).toBe(100);
    editor.exec('setFooterLine', { y: 5000 });
    expect(panel0().paperFooter).toBe(Math.round(A4_HEIGHT * 100) / 100);
  });

  it('measures the header against the paper bottom when no footer is set', () => {
    const { editor, panel0 } = setup();
    editor.exec('setHeaderLine', { y: 5000 });
    expect(panel0().paperHeader).toBeCloseTo(A4_HEIGHT - 10, 2);
  });

  it('clamps lines given through updatePanel too', () => {
    const { editor, panel0 } = setup({ paperFooter: 300 });
    editor.exec('updatePanel', { options: { paperHeader: 295, paperNumberFormat: 'paperNo' } });
    expect(panel0()).toMatchObject({ paperHeader: 290, paperFooter: 300, paperNumberFormat: 'paperNo' });
    editor.exec('updatePanel', { options: { printElements: [{}] } });
    expect(panel0().printElements).toEqual([]);
  });
});

describe('paper number', () => {
  it('toggles paperNumberDisabled, also by double-clicking the paper number', () => {
    const { editor, panel0 } = setup({ paperNumberDisabled: 'true' });
    editor.exec('togglePaperNumber');
    expect(panel0().paperNumberDisabled).toBe(false);
    editor.doubleClick(560, 820, { grip: { kind: 'paperNumber' } });
    expect(panel0().paperNumberDisabled).toBe(true);
    editor.undo();
    expect(panel0().paperNumberDisabled).toBe(false);
  });
});

describe('paper size and orientation', () => {
  it('sets a named paper in the panel orientation, any case', () => {
    const { editor, panel0 } = setup({ orient: 2 });
    editor.exec('setPaper', { paperType: 'a5' });
    expect(panel0()).toMatchObject({ paperType: 'A5', width: 148, height: 210 });
  });

  it('sets a custom size in mm with up to two decimals', () => {
    const { editor, panel0 } = setup();
    editor.exec('setPaper', { width: '100.25', height: 50 });
    expect(panel0()).toMatchObject({ width: 100.25, height: 50 });
    expect(panel0().paperType).toBeUndefined();
  });

  it("throws 'not found pagetype' for anything else, changing nothing", () => {
    const { editor, panel0 } = setup();
    expect(() => editor.exec('setPaper', { paperType: 'C4' })).toThrow('not found pagetype');
    expect(() => editor.exec('setPaper', { width: 100.123, height: 50 })).toThrow('not found pagetype');
    expect(() => editor.exec('setPaper', { width: -1, height: 50 })).toThrow('not found pagetype');
    expect(() => editor.exec('setPaper', { width: 100, height: 0 })).toThrow('not found pagetype');
    expect(panel0()).toEqual({ index: 0, paperType: 'A4', printElements: [] });
    expect(editor.history.canUndo).toBe(false);
  });

  it('moves a footer at the old bottom to the new bottom, and clamps one past it', () => {
    const { editor, panel0 } = setup({ paperFooter: A4_HEIGHT, paperHeader: 50 });
    editor.exec('setPaper', { paperType: 'A5' });
    expect(panel0().paperFooter).toBeCloseTo(mmToPt(148), 2);
    const other = setup({ paperFooter: 500, paperHeader: 495 });
    other.editor.exec('setPaper', { width: 100, height: 100 });
    expect(other.panel0().paperFooter).toBeCloseTo(mmToPt(100), 2);
    expect(other.panel0().paperHeader).toBeCloseTo(mmToPt(100) - 10, 2);
  });

  it('swaps width and height when the orientation changes, as hiprint does', () => {
    const { editor, panel0 } = setup();
    expect(editor.exec('setOrientation', { orient: 1 })).toBe(false);
    editor.exec('setOrientation', { orient: 2 });
    expect(panel0()).toMatchObject({ orient: 2, width: 297, height: 210, paperType: 'A4' });
    editor.exec('setOrientation', { orient: '1' });
    expect(panel0()).toMatchObject({ orient: 1, width: 210, height: 297 });
  });
});

describe('panels', () => {
  it('adds a panel with the paper of the current one and switches to it', () => {
    const { editor } = setup({ paperType: 'B5', orient: 2 });
    const switched: number[] = [];
    editor.on('panel', (p) => switched.push(p));
    editor.exec('addPanel');
    expect(editor.doc.panels[1]).toEqual({ index: 1, paperType: 'B5', orient: 2, printElements: [] });
    expect(editor.panel).toBe(1);
    expect(switched).toEqual([1]);
    editor.undo();
    expect(editor.doc.panels).toHaveLength(1);
    expect(editor.panel).toBe(0);
  });

  it('removes a panel but never the last, renumbering the rest', () => {
    const { editor } = setup();
    editor.exec('addPanel');
    editor.exec('addPanel');
    expect(editor.panel).toBe(2);
    expect(editor.exec('removePanel', { panel: 0 })).toBe(true);
    expect(editor.doc.panels.map((p) => p.index)).toEqual([0, 1]);
    expect(editor.panel).toBe(1);
    editor.exec('removePanel');
    expect(editor.exec('removePanel')).toBe(false);
    expect(editor.doc.panels).toHaveLength(1);
  });

  it('selects a panel without a history step, clearing the element selection', () => {
    const { editor } = setup();
    editor.exec('addPanel');
    editor.exec('addElement', { tid: 'text', panel: 1 });
    expect(editor.selection).toHaveLength(1);
    const steps = editor.history.size;
    expect(editor.exec('selectPanel', { panel: 0 })).toBe(true);
    expect(editor.panel).toBe(0);
    expect(editor.selection).toEqual([]);
    expect(editor.history.size).toBe(steps);
    expect(editor.exec('selectPanel', { panel: 5 })).toBe(false);
  });
});

describe('line and paper-number drags', () => {
  it('drag the header line as one undo step, clamped all the way', () => {
    const { editor, panel0 } = setup({ paperHeader: 40, paperFooter: 200 });
    editor.pointerDown(100, 40, { grip: { kind: 'headerLine' } });
    expect(editor.isIn('select.dragging_grip')).toBe(true);
    editor.pointerMove(100, 120);
    editor.pointerMove(100, 400);
    expect(panel0().paperHeader).toBe(190);
    editor.pointerMove(100, 60);
    editor.pointerUp(100, 60);
    expect(panel0().paperHeader).toBe(60);
    editor.undo();
    expect(panel0().paperHeader).toBe(40);
  });

  it('drag the paper number, Escape puts it back', () => {
    const { editor, panel0 } = setup();
    editor.pointerDown(0, 0, { grip: { kind: 'paperNumber' } });
    editor.pointerMove(-100, -50);
    expect(panel0().paperNumberLeft).toBeCloseTo(mmToPt(210) - 30 - 100, 1);
    editor.keyDown({ key: 'Escape' });
    expect(panel0().paperNumberLeft).toBeUndefined();
  });
});
