/** Small page-side helpers the scenarios share: the probe, the designer hooks, element boxes. */
import type { Page } from 'playwright-core';
import type { BenchProbe, ProbeCounts } from './probe.ts';

/** What the page offers: the probe (probe.ts) and the designer's test hooks (DesignCanvas.tsx). */
export interface BenchWindow {
  __benchProbe: BenchProbe;
  __larderDesigner: {
    editor: {
      doc: { panels: { printElements: { options: Record<string, unknown> }[] }[] };
      selection: readonly string[];
      on(event: 'change', listener: (e: { reason?: string; templateReason?: string }) => void): () => void;
    };
    ptToClient(x: number, y: number): { x: number; y: number };
  };
  __benchChanges?: number;
  __benchChangesOff?: () => void;
}

/**
 * Source text that calls `fn` in the page. Run under tsx, esbuild keeps function names by
 * wrapping named inner functions in `__name(...)` calls, a helper that exists in Node but not in
 * the page: passed as a plain function, such a script dies with a ReferenceError before doing
 * anything. The text defines the helper (as a no-op) around the call.
 */
export function inPage(fn: (...args: never[]) => unknown): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(); })()`;
}

/** The page's window with the benchmark's view of it (for page.evaluate callbacks). */
export const bw = (): BenchWindow => window as unknown as BenchWindow;

export const resetProbe = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__benchProbe.reset());
export const readCounts = (page: Page): Promise<ProbeCounts> => page.evaluate(() => (window as unknown as BenchWindow).__benchProbe.counts());
export const readSlow = (page: Page) =>
  page.evaluate(() => {
    const p = (window as unknown as BenchWindow).__benchProbe;
    return { longTasks: [...p.longTasks], events: [...p.events], worker: [...p.worker] };
  });

/** Box (pt) of element `index` of the first panel, as the editor holds it now. */
export function elementBox(page: Page, index: number): Promise<{ left: number; top: number; width: number; height: number }> {
  return page.evaluate((i) => {
    const o = (window as unknown as BenchWindow).__larderDesigner.editor.doc.panels[0]!.printElements[i]!.options;
    return { left: Number(o.left), top: Number(o.top), width: Number(o.width), height: Number(o.height) };
  }, index);
}

export function toClient(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(([px, py]) => (window as unknown as BenchWindow).__larderDesigner.ptToClient(px!, py!), [x, y]);
}

/** Count the editor's change events from now on (read with changesSince). */
export const countChanges = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__benchChanges = 0;
    w.__benchChangesOff?.(); // counted once, however often a scenario starts counting
    w.__benchChangesOff = w.__larderDesigner.editor.on('change', () => {
      w.__benchChanges = (w.__benchChanges ?? 0) + 1;
    });
  });
export const changesSince = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as BenchWindow).__benchChanges ?? 0);

/** Two animation frames: whatever a change scheduled has been drawn. */
export const settleFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** The select tool ignores a click within 500 ms of the last one (the specification's debounce). */
export const CLICK_DEBOUNCE_WAIT_MS = 550;

/** Names of the stage's layers by index, in the order DesignCanvas.tsx mounts them. */
export const LAYER_NAMES = ['paper', 'elements', 'drag', 'guides', 'handles'];

/**
 * A counter keyed by layer index ('1', or '1:props' for updateProps), re-keyed by layer name;
 * 'new' stands for nodes not yet in a layer. Values rounded to 0.1 (times add up fractions).
 */
export function byLayer(counter: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(counter)) {
    const [layer, props] = key.split(/:(.*)/s, 2) as [string, string | undefined];
    const name = layer === 'new' ? 'new node' : (LAYER_NAMES[Number(layer)] ?? `layer ${layer}`);
    out[props === undefined ? name : `${name}: ${props || '(none)'}`] = Math.round(n * 10) / 10;
  }
  return out;
}

/** What the layers did during a scenario, by layer name (from the probe's counts). */
export interface LayerWork {
  /** Canvas repaints per layer (see probe.ts). */
  layerDraws: Record<string, number>;
  shapeDraws: Record<string, number>;
  shapeUpdates: Record<string, number>;
  /** Shape updates by layer and the props that changed: why nodes updated. */
  updateProps: Record<string, number>;
  /** Time inside each layer's draws, ms. */
  layerDrawMs: Record<string, number>;
}

export function layerWork(counts: ProbeCounts): LayerWork {
  return {
    layerDraws: byLayer(counts.layerDraws),
    shapeDraws: byLayer(counts.shapeDraws),
    shapeUpdates: byLayer(counts.shapeUpdates),
    updateProps: byLayer(counts.updateProps),
    layerDrawMs: byLayer(counts.layerDrawMs),
  };
}
