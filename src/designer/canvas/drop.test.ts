import { describe, expect, it } from 'vitest';
import { Editor } from '../editor/index.ts';
import { dropElement, parseDropPayload } from './drop.ts';

const editor = () => new Editor({ panels: [{ index: 0, paperType: 'A4', printElements: [] }] });

describe('parseDropPayload', () => {
  it('reads {tid, options} and nothing else', () => {
    expect(parseDropPayload('{"tid":"defaultModule.text","options":{"title":"x"}}')).toEqual({ tid: 'defaultModule.text', options: { title: 'x' } });
    expect(parseDropPayload('{"tid":"defaultModule.hline"}')).toEqual({ tid: 'defaultModule.hline' });
    expect(parseDropPayload('{"options":{}}')).toBeUndefined();
    expect(parseDropPayload('not json')).toBeUndefined();
  });
});

describe('dropElement', () => {
  it('adds the element with its top-left at the drop point and selects it', () => {
    const e = editor();
    expect(dropElement(e, { tid: 'defaultModule.text', options: { title: '文本' } }, { x: 100.04, y: 50 })).toBeUndefined();
    const added = e.doc.panels[0]!.printElements![0]!;
    expect(added.options).toMatchObject({ left: 100, top: 50, title: '文本' });
    expect(e.selection).toHaveLength(1);
  });

  it('keeps the element inside the paper', () => {
    const e = editor();
    dropElement(e, { tid: 'defaultModule.text' }, { x: 590, y: -20 });
    const o = e.doc.panels[0]!.printElements![0]!.options!;
    expect(o.top).toBe(0);
    expect(Number(o.left) + Number(o.width)).toBeLessThanOrEqual(595.3);
  });

  it('returns the provider error for an unknown tid and the use-table error for tableCustom', () => {
    const e = editor();
    expect(dropElement(e, { tid: 'nowhere.thing' }, { x: 0, y: 0 })).toMatch(/provider configuration/);
    expect(dropElement(e, { tid: 'defaultModule.tableCustom' }, { x: 0, y: 0 })).toMatch(/use 'table'/);
    expect(e.doc.panels[0]!.printElements).toHaveLength(0);
  });
});
