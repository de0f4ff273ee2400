import { describe, expect, it } from 'vitest';
import type { TemplateJson } from '../../../engine/index.ts';
import { History } from './history.ts';
import { applyDocPatches, produceChange } from './produce.ts';

type Doc = TemplateJson & { n?: number };

/** One recorded change setting `n`. */
const step = (h: History, doc: Doc, n: number): Doc => {
  const { doc: next, patches, inverse } = produceChange(doc, (d) => {
    (d as Doc).n = n;
  });
  h.record(patches, inverse);
  return next as Doc;
};

const start = (): Doc => ({ panels: [], n: 0 });

describe('History', () => {
  it('undoes to the previous stopping point and redoes', () => {
    const h = new History();
    let doc = start();
    h.mark('a');
    doc = step(h, doc, 1);
    h.mark('drag');
    doc = step(h, doc, 2);
    doc = step(h, doc, 3);
    h.squashToMark('drag');
    expect(doc.n).toBe(3);
    doc = applyDocPatches(doc, h.undo()!) as Doc;
    expect(doc.n).toBe(1);
    doc = applyDocPatches(doc, h.redo()!) as Doc;
    expect(doc.n).toBe(3);
  });

  it('squashes a drag of repeated paths into the first frame with the last values', () => {
    const h = new History();
    let doc = start();
    h.mark('drag');
    for (let i = 1; i <= 100; i++) doc = step(h, doc, i);
    h.squashToMark('drag');
    const undo = h.undo()!;
    expect(undo).toHaveLength(1);
    expect(applyDocPatches(doc, undo).n).toBe(0);
    const redo = h.redo()!;
    expect(redo).toEqual([{ op: 'replace', path: ['n'], value: 100 }]);
  });

  it('bailToMark reverts without redo', () => {
    const h = new History();
    let doc = start();
    h.mark('drag');
    doc = step(h, doc, 5);
    doc = applyDocPatches(doc, h.bailToMark('drag')) as Doc;
    expect(doc.n).toBe(0);
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(false);
  });

  it('keeps at most 50 steps, the oldest dropped first', () => {
    const h = new History();
    let doc = start();
    for (let i = 1; i <= 60; i++) {
      h.mark(`s${i}`);
      doc = step(h, doc, i);
    }
    expect(h.size).toBe(50);
    let undos = 0;
    let patches;
    while ((patches = h.undo())) {
      doc = applyDocPatches(doc, patches) as Doc;
      undos++;
    }
    expect(undos).toBe(50);
    // The 10 oldest steps are gone: undoing everything stops at step 10's value.
    expect(doc.n).toBe(10);
  });

  it('an empty stopping point does not count as a step', () => {
    const h = new History(2);
    let doc = start();
    h.mark('a');
    doc = step(h, doc, 1);
    h.mark('b');
    doc = step(h, doc, 2);
    h.mark('nothing');
    expect(h.size).toBe(2);
    expect(h.undoLabel).toBe('b');
  });
});
