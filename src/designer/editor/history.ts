/**
 * Undo history with stopping points (tldraw's model): diffs are recorded as they happen,
 * `mark` sets a stopping point, undo reverts to the previous stopping point. One drag is
 * mark + many diffs (+ squashToMark), so it undoes in one step; bailToMark cancels it.
 *
 * Entries hold immer's patches and inverse patches as `produceWithPatches` returns them;
 * applying them is the editor's job (produce.ts), so this module is plain bookkeeping.
 */
import type { Patch } from './produce.ts';

export type { Patch } from './produce.ts';

/** Undo steps kept (specification section 3: history capped at 50). */
export const HISTORY_LIMIT = 50;

interface Mark {
  kind: 'mark';
  id: string;
  label: string;
}

interface Diff {
  kind: 'diff';
  patches: Patch[];
  inverse: Patch[];
}

type Entry = Mark | Diff;

export class History {
  private undos: Entry[] = [];
  /** Redo entries, most recent undo last; each step is its diffs followed by its mark. */
  private redos: Entry[] = [];

  constructor(private readonly limit = HISTORY_LIMIT) {}

  /** Record a change already applied to the document. Clears the redo stack. */
  record(patches: Patch[], inverse: Patch[]): void {
    if (patches.length === 0) return;
    this.undos.push({ kind: 'diff', patches, inverse });
    this.redos = [];
    this.trim();
  }

  /** Set a stopping point; the label is what undo shows. */
  mark(id: string, label = id): void {
    // A stopping point with nothing after it is replaced, so empty steps never pile up.
    const top = this.undos[this.undos.length - 1];
    if (top?.kind === 'mark') this.undos.pop();
    this.undos.push({ kind: 'mark', id, label });
    this.trim();
  }

  /** Merge everything since the mark into one diff (marks in between go). */
  squashToMark(id: string): void {
    const at = this.findMark(id);
    if (at < 0) return;
    const diffs = this.undos.slice(at + 1).filter((e): e is Diff => e.kind === 'diff');
    this.undos.length = at + 1;
    if (diffs.length === 0) return;
    this.undos.push(squash(diffs));
  }

  /**
   * Drop the mark and everything after it, returning the patches that revert those changes
   * (the caller applies them). Nothing goes to redo.
   */
  bailToMark(id: string): Patch[] {
    const at = this.findMark(id);
    if (at < 0) return [];
    const dropped = this.undos.splice(at);
    return inverseOf(dropped);
  }

  /** Patches that undo the last step, or undefined when there is nothing to undo. */
  undo(): Patch[] | undefined {
    const step = this.popStep();
    if (!step) return undefined;
    this.redos.push(...step);
    return inverseOf(step);
  }

  /** Patches that redo the last undone step, or undefined. */
  redo(): Patch[] | undefined {
    const at = this.redos.findLastIndex((e) => e.kind === 'mark');
    if (at < 0) return undefined;
    // redos hold [..., diff, diff, mark] per step in undo order; the step is the tail before its mark.
    let start = at;
    while (start > 0 && this.redos[start - 1]!.kind === 'diff') start--;
    const tail = this.redos.splice(start);
    const mark = tail.pop() as Mark;
    const diffs = tail as Diff[];
    this.undos.push(mark, ...diffs);
    return diffs.flatMap((d) => d.patches);
  }

  get canUndo(): boolean {
    return this.undoLabel !== undefined;
  }

  get canRedo(): boolean {
    return this.redos.some((e) => e.kind === 'mark');
  }

  /** Label of the step undo would revert. */
  get undoLabel(): string | undefined {
    let sawDiff = false;
    for (let i = this.undos.length - 1; i >= 0; i--) {
      const e = this.undos[i]!;
      if (e.kind === 'diff') sawDiff = true;
      else if (sawDiff) return e.label;
    }
    return undefined;
  }

  get redoLabel(): string | undefined {
    return (this.redos.findLast((e) => e.kind === 'mark') as Mark | undefined)?.label;
  }

  /** Number of undo steps held (stopping points with changes after them). */
  get size(): number {
    let steps = 0;
    for (let i = 0; i < this.undos.length - 1; i++) {
      if (this.undos[i]!.kind === 'mark' && this.undos[i + 1]!.kind === 'diff') steps++;
    }
    return steps;
  }

  clear(): void {
    this.undos = [];
    this.redos = [];
  }

  private findMark(id: string): number {
    return this.undos.findLastIndex((e) => e.kind === 'mark' && e.id === id);
  }

  /** Pop the newest step that has changes: its mark, then its diffs (oldest first). */
  private popStep(): Entry[] | undefined {
    while (this.undos.length) {
      let at = this.undos.length;
      while (at > 0 && this.undos[at - 1]!.kind === 'diff') at--;
      if (at === 0) return undefined; // diffs before any stopping point are not undoable
      const step = this.undos.splice(at - 1);
      // Stored in redo as diffs then mark, so redo can find the step by its mark.
      if (step.length > 1) return [...step.slice(1), step[0]!];
    }
    return undefined;
  }

  private trim(): void {
    while (this.size > this.limit) {
      const first = this.undos.findIndex((e) => e.kind === 'mark');
      let end = first + 1;
      while (end < this.undos.length && this.undos[end]!.kind === 'diff') end++;
      this.undos.splice(0, end);
    }
  }
}

const pathKey = (p: Patch): string => p.path.join('\u0000');

/**
 * One diff from several. A drag records the same paths frame after frame (left and top of
 * the dragged elements); those collapse to the first frame's patches carrying the last
 * frame's values, so a long drag of many elements stays one small entry. Anything else is
 * concatenated, which is always correct.
 */
function squash(diffs: Diff[]): Diff {
  const [first, ...rest] = diffs;
  const samePaths = (d: Diff) =>
    d.patches.length === first!.patches.length &&
    d.patches.every((p, i) => p.op === 'replace' && pathKey(p) === pathKey(first!.patches[i]!));
  if (rest.length > 0 && rest.every(samePaths)) {
    const last = rest[rest.length - 1]!;
    return {
      kind: 'diff',
      patches: first!.patches.map((p, i) => ({ ...p, value: last.patches[i]!.value })),
      inverse: first!.inverse,
    };
  }
  return {
    kind: 'diff',
    patches: diffs.flatMap((d) => d.patches),
    inverse: [...diffs].reverse().flatMap((d) => d.inverse),
  };
}

function inverseOf(entries: Entry[]): Patch[] {
  return entries
    .filter((e): e is Diff => e.kind === 'diff')
    .reverse()
    .flatMap((d) => d.inverse);
}
