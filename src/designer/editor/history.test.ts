import { describe, expect, it } from 'vitest';
import { applyPatches, Draft, History } from './history.ts';

const step = (h: History, doc: { n: number }, n: number) => {
  const d = new Draft(doc);
  d.set(['n'], n);
  h.record(d.patches, d.inverse);
  return d.doc;
};

describe('History', () => {
  it('undoes to the previous stopping point and redoes', () => {
    const h = new History();
    let doc = { n: 0 };
    h.mark('a');
    doc = step(h, doc, 1);
    h.mark('drag');
    doc = step(h, doc, 2);
    doc = step(h, doc, 3);
    h.squashToMark('drag');
    expect(doc.n).toBe(3);
    const undo = h.undo()!;
    doc = applyPatches(doc, undo);
    expect(doc.n).toBe(1);
    doc = applyPatches(doc, h.redo()!);
    expect(doc.n).toBe(3);
  });

  it('bailToMark reverts without redo', () => {
    const h = new History();
    let doc = { n: 0 };
    h.mark('drag');
    doc = step(h, doc, 5);
    doc = applyPatches(doc, h.bailToMark('drag'));
    expect(doc.n).toBe(0);
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(false);
  });

  it('keeps at most 50 steps', () => {
    const h = new History();
    let doc = { n: 0 };
    for (let i = 1; i <= 60; i++) {
      h.mark(`s${i}`);
      doc = step(h, doc, i);
    }
    expect(h.size).toBe(50);
    let undos = 0;
    while (h.undo()) undos++;
    expect(undos).toBe(50);
  });
});
