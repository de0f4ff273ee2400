import { describe, expect, it, vi } from 'vitest';
import { idOf } from '../editor/document.ts';
import { Editor } from '../editor/index.ts';
import { canRun, planColumn, planDelete, planElements, planFor, planPaper, runPlan } from './apply.ts';

describe('plans', () => {
  it('elements: one updateOptions for all selected', () => {
    expect(planElements(['a', 'b'], { fontSize: 12 })).toEqual([{ name: 'updateOptions', args: { ids: ['a', 'b'], options: { fontSize: 12 } } }]);
    expect(planElements([], { fontSize: 12 })).toEqual([]);
    expect(planElements(['a'], {})).toEqual([]);
  });
  it('paper: size, orientation and lines have their commands, the rest is updatePanel', () => {
    expect(planPaper(0, { paperType: 'A5' })).toEqual([{ name: 'setPaper', args: { panel: 0, paperType: 'A5' } }]);
    expect(planPaper(1, { width: 80, height: 50 })).toEqual([{ name: 'setPaper', args: { panel: 1, width: 80, height: 50 } }]);
    expect(planPaper(0, { orient: 2 })).toEqual([{ name: 'setOrientation', args: { panel: 0, orient: 2 } }]);
    expect(planPaper(0, { paperHeader: 30 })).toEqual([{ name: 'setHeaderLine', args: { panel: 0, y: 30 } }]);
    expect(planPaper(0, { paperFooter: 700 })).toEqual([{ name: 'setFooterLine', args: { panel: 0, y: 700 } }]);
    expect(planPaper(0, { paperHeader: undefined })).toEqual([{ name: 'updatePanel', args: { panel: 0, options: { paperHeader: undefined } } }]);
    expect(planPaper(0, { watermarkOptions: { content: 'x' } })).toEqual([
      { name: 'updatePanel', args: { panel: 0, options: { watermarkOptions: { content: 'x' } } } },
    ]);
  });
  it('column: title through setColumnTitle, the rest through updateColumn', () => {
    expect(planColumn('t1', 0, 2, { title: '单价#price', align: 'right' })).toEqual([
      { name: 'setColumnTitle', args: { id: 't1', row: 0, col: 2, text: '单价#price' } },
      { name: 'updateColumn', args: { id: 't1', row: 0, col: 2, options: { align: 'right' } } },
    ]);
    expect(planFor({ kind: 'column', id: 't1', row: 1, col: 0 }, { width: 80 })).toEqual([
      { name: 'updateColumn', args: { id: 't1', row: 1, col: 0, options: { width: 80 } } },
    ]);
  });
  it('delete: elements and columns, never the paper', () => {
    expect(planDelete({ kind: 'elements', ids: ['a'] })).toEqual({ name: 'deleteElements', args: { ids: ['a'] } });
    expect(planDelete({ kind: 'column', id: 't', row: 0, col: 1 })).toEqual({ name: 'deleteColumn', args: { id: 't', row: 0, col: 1 } });
    expect(planDelete({ kind: 'paper', panel: 0 })).toBeUndefined();
  });
});

describe('runPlan', () => {
  const doc = () => ({
    panels: [{ paperType: 'A4', printElements: [{ options: { left: 0, top: 0, width: 120, height: 9.75, fontSize: 9 }, printElementType: { type: 'text', tid: 'defaultModule.text' } }] }],
  });

  it('applies an option change as one undo step', () => {
    const editor = new Editor(doc());
    const id = idOf(editor.doc.panels[0]!.printElements![0]!);
    const fontSize = () => editor.doc.panels[0]!.printElements![0]!.options!.fontSize;
    expect(runPlan(editor, planElements([id], { fontSize: 12 }))).toEqual([]);
    expect(fontSize()).toBe(12);
    runPlan(editor, planElements([id], { fontSize: 15 }));
    editor.undo();
    expect(fontSize()).toBe(12);
    editor.undo();
    expect(fontSize()).toBe(9);
  });

  it('skips commands the editor does not have and names them', () => {
    const editor = new Editor(doc());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = runPlan(editor, [{ name: 'noSuchPanelCommand', args: {} }]);
    expect(missing).toEqual(['noSuchPanelCommand']);
    expect(warn).toHaveBeenCalledTimes(1);
    runPlan(editor, [{ name: 'noSuchPanelCommand', args: {} }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('runs a command once it is registered (the panel guards by name)', () => {
    const editor = new Editor(doc());
    const perform = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const step = { name: 'panelTestLaterCommand', args: { panel: 0, options: { paperNumberFormat: 'paperNo' } } };
    expect(runPlan(editor, [step])).toEqual(['panelTestLaterCommand']);
    editor.commands.register({ name: 'panelTestLaterCommand', label: 'Later', perform });
    expect(runPlan(editor, [step])).toEqual([]);
    expect(perform).toHaveBeenCalledWith(editor, step.args);
  });

  it('canRun asks the command and its predicate (the delete button is disabled otherwise)', () => {
    const editor = new Editor(doc());
    const id = idOf(editor.doc.panels[0]!.printElements![0]!);
    expect(canRun(editor, { name: 'noSuchPanelCommand', args: {} })).toBe(false);
    editor.commands.register({ name: 'panelTestGuarded', label: 'Guarded', predicate: (_e, a: { ok: boolean }) => a.ok, perform: () => true });
    expect(canRun(editor, { name: 'panelTestGuarded', args: { ok: false } })).toBe(false);
    expect(canRun(editor, { name: 'panelTestGuarded', args: { ok: true } })).toBe(true);
    expect(canRun(editor, planDelete({ kind: 'elements', ids: [id] })!)).toBe(true);
  });
});
