/**
 * Each target of issue 7 read off the measurements: what was measured, the goal, met or not.
 * Pure, so the reading of the numbers is unit-tested apart from the browser.
 */
import type { DragResult } from './drag.ts';
import type { PreviewResult } from './preview.ts';
import type { TypingResult, TypingRun } from './typing.ts';

export interface Verdict {
  target: string;
  measured: string;
  goal: string;
  /** undefined: not measured (the part failed). */
  met?: boolean;
}

export const MIN_DRAG_FPS = 55;
export const MAX_FIRST_PAGE_MS = 300;
/** Element nodes React may give new props per commit while typing: the edited element's own. */
export const MAX_NODE_UPDATES_PER_COMMIT = 1;

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor((s.length - 1) / 2)]!;
};
const sum = (counter: Record<string, number>): number => Object.values(counter).reduce((a, b) => a + b, 0);

/** Per commit of a typing run: element nodes React updated, elements-layer repaints and their shapes and time. */
export function perCommit(run: TypingRun): { nodeUpdates: number; otherUpdates: number; repaints: number; shapesPainted: number; repaintMs: number; paperRepaints: number } {
  const commits = Math.max(1, run.commits);
  const per = (n: number | undefined) => Math.round(((n ?? 0) / commits) * 10) / 10;
  return {
    nodeUpdates: per(run.shapeUpdates.elements),
    otherUpdates: per(sum(run.shapeUpdates) - (run.shapeUpdates.elements ?? 0)),
    repaints: per(run.layerDraws.elements),
    shapesPainted: per(run.shapeDraws.elements),
    repaintMs: per(run.layerDrawMs.elements),
    paperRepaints: run.layerDraws.paper ?? 0,
  };
}

export function judge(drag?: DragResult, preview?: PreviewResult, typing?: TypingResult): Verdict[] {
  const verdicts: Verdict[] = [];
  const dragTarget = `drag 1 of ${drag?.elements ?? 300} elements`;
  if (drag && drag.runs.length > 0) {
    const fps = median(drag.runs.map((r) => r.frames.fps));
    const p95 = median(drag.runs.map((r) => r.frames.p95Ms));
    verdicts.push({ target: dragTarget, measured: `${fps} fps median of ${drag.runs.length} (p95 frame ${p95} ms; idle ${drag.idle.fps} fps)`, goal: `>= ${MIN_DRAG_FPS} fps`, met: fps >= MIN_DRAG_FPS });
  } else verdicts.push({ target: dragTarget, measured: 'not measured', goal: `>= ${MIN_DRAG_FPS} fps` });

  const run = preview?.reopened;
  const previewTarget = `preview ${run?.openings[0]?.pages ?? 1000} pages, first page (pasted JSON applied)`;
  if (run && run.openings.length > 0) {
    const first = run.firstPaintedMs.median;
    verdicts.push({
      target: previewTarget,
      measured: `${first} ms median of ${run.openings.length} (modal ${median(run.openings.map((o) => o.modalMs))} ms; all pages ${run.pageCountMs.median} ms)`,
      goal: `< ${MAX_FIRST_PAGE_MS} ms`,
      met: first < MAX_FIRST_PAGE_MS,
    });
  } else verdicts.push({ target: previewTarget, measured: 'not measured', goal: `< ${MAX_FIRST_PAGE_MS} ms` });

  const typingTarget = 'typing in the option panel';
  const typingGoal = `<= ${MAX_NODE_UPDATES_PER_COMMIT} element nodes re-rendered per commit, paper layer untouched`;
  if (typing && typing.runs.length > 0) {
    const per = typing.runs.map((run) => ({ run, ...perCommit(run) }));
    const worst = per.reduce((a, b) => (b.nodeUpdates > a.nodeUpdates ? b : a));
    const paper = per.reduce((n, p) => n + p.paperRepaints, 0);
    verdicts.push({
      target: typingTarget,
      measured:
        `${worst.nodeUpdates} element node updates per commit (+${worst.otherUpdates} handles); the elements layer repainted ` +
        `${worst.repaints}x per commit, ${worst.shapesPainted} shapes, ${worst.repaintMs} ms; paper repaints ${paper}`,
      goal: typingGoal,
      met: per.every((p) => p.nodeUpdates <= MAX_NODE_UPDATES_PER_COMMIT && p.paperRepaints === 0 && p.run.commits > 0),
    });
  } else verdicts.push({ target: typingTarget, measured: 'not measured', goal: typingGoal });
  return verdicts;
}
