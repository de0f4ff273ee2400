/**
 * Where the output puts an element when a table or longText above it grows. The engine places
 * a panel's flowing elements by hiprint's reference element (engine/paginate/placement.ts): in
 * order of their top, each beside the one placed before it keeps its offset from where that
 * one began, each below it keeps its distance to where that one really ended. The canvas draws
 * a table with its header, test rows and footer, taller than its stored height; the elements
 * below it are drawn where that height puts them in the output, so nothing is drawn over the
 * table that the preview and PDF print clear of it.
 *
 * Only growth counts: the view reports a drawn height only when it exceeds the stored one.
 * Elements in the header or footer zone and fixed ones repeat on every page and never move.
 */
import { clampHeaderFooter, type PanelJson } from '../../../engine/index.ts';
import { boxOf, num, optionsOf, paperOf, typeOf, type ElementRef } from './document.ts';

/** Element types the engine lays out as flows: their real height moves what lies below. */
const FLOWING = new Set(['table', 'longText']);

/** How far down (pt, >= 0) the output moves each element of the panel, by id; unmoved ones are left out. */
export function flowShifts(panel: PanelJson | undefined, refs: readonly ElementRef[], drawnHeight: (id: string) => number | undefined): Map<string, number> {
  const shifts = new Map<string, number>();
  const p = (panel ?? {}) as Record<string, unknown>;
  const [header, footer] = clampHeaderFooter(num(p.paperHeader, 0), num(p.paperFooter, paperOf(panel).height));
  const repeats = (ref: ElementRef, top: number) => optionsOf(ref.element).fixed === true || top < header || top >= footer;
  const flowing = refs
    .map((ref, order) => ({ ref, order, box: boxOf(ref.element) }))
    .filter((e) => !repeats(e.ref, e.box.y))
    .sort((a, b) => a.box.y - b.box.y || a.order - b.order);
  // The reference: its designed top and height, and where the output began and ended it.
  let reference = { top: 0, height: 0, printTop: 0, bottom: 0 };
  for (const { ref, box } of flowing) {
    const beside = reference.top <= box.y && box.y < reference.top + reference.height;
    const printTop = beside ? reference.printTop + (box.y - reference.top) : reference.bottom + (box.y - (reference.top + reference.height));
    const shift = Math.max(0, Math.round((printTop - box.y) * 100) / 100);
    if (shift > 0) shifts.set(ref.id, shift);
    const drawn = FLOWING.has(typeOf(ref.element)) ? drawnHeight(ref.id) : undefined;
    const height = drawn !== undefined && drawn > box.height ? drawn : box.height;
    reference = { top: box.y, height: box.height, printTop: box.y + shift, bottom: box.y + shift + height };
  }
  return shifts;
}

/**
 * The stored top at which a new element is drawn at `y` (a drop below a grown table lands where
 * it was let go): y less the shift an element stored there gets, worked out a few times since
 * the shift depends on the stored top.
 */
export function storedTopFor(panel: PanelJson | undefined, refs: readonly ElementRef[], drawnHeight: (id: string) => number | undefined, y: number): number {
  const probe = (top: number): number => {
    const ref: ElementRef = { id: PROBE, panel: -1, index: -1, element: { options: { left: 0, top, width: 1, height: 1 } } };
    return flowShifts(panel, [...refs, ref], drawnHeight).get(PROBE) ?? 0;
  };
  let top = y;
  for (let i = 0; i < 3; i++) top = Math.max(0, y - probe(top));
  return top;
}

const PROBE = '\u0000probe';
