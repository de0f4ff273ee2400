/**
 * The editor's immer: document changes as recipes on a draft, recorded as immer patches,
 * and patches applied back (undo, redo, a cancelled drag) with element ids kept.
 *
 * A private Immer instance keeps auto-freeze on: a view that mutated the document by mistake
 * would corrupt history silently, a frozen document makes it throw at once.
 */
import { applyPatches, enablePatches, freeze, Immer, isDraft, original, type Patch } from 'immer';
import type { ElementJson, TemplateJson } from '../../../engine/index.ts';
import { roundPt } from './geometry.ts';
import { assignId, peekId, restoreIds } from './identity.ts';

export type { Patch } from 'immer';

enablePatches();
const immer = new Immer({ autoFreeze: true });

export interface ProducedChange {
  doc: TemplateJson;
  patches: Patch[];
  inverse: Patch[];
}

/** Element options that place and size it, stored to 1/100 pt. */
const GEOMETRY_KEYS = ['left', 'top', 'width', 'height'] as const;

/**
 * Round the geometry a recipe wrote to 1/100 pt. This is the one place every write passes
 * (moves, snapping, resizing, paste, the panel's inputs), so no command has to remember it.
 * Only values that changed in this recipe are touched: a template loaded with dust keeps it
 * until that element is edited, and no change records patches for elements it did not touch.
 */
function roundWrittenGeometry(element: ElementJson): void {
  const options = element.options;
  if (!options) return;
  const before = isDraft(element) ? original(element)?.options : undefined;
  for (const key of GEOMETRY_KEYS) {
    const value = options[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value === before?.[key]) continue;
    const rounded = roundPt(value);
    if (rounded !== value) options[key] = rounded;
  }
}

/**
 * Run `recipe` on a draft of `doc`. Elements that enter the document without an id (pushed
 * by a recipe) get one before the draft is finished, so every element always has an id;
 * positions and sizes written are rounded (roundWrittenGeometry).
 */
export function produceChange(doc: TemplateJson, recipe: (draft: TemplateJson) => void): ProducedChange {
  const [next, patches, inverse] = immer.produceWithPatches(doc, (draft: TemplateJson) => {
    recipe(draft);
    for (const panel of draft.panels ?? []) {
      for (const element of panel?.printElements ?? []) {
        // New objects are plain (not drafts) inside the recipe, so the id is written directly
        // and no patch records it; the add patch's value is this same object.
        if (element && typeof element === 'object' && !isDraft(element) && !peekId(element)) assignId(element);
        if (element && typeof element === 'object') roundWrittenGeometry(element);
      }
    }
  });
  return { doc: next, patches, inverse };
}

/** Apply patches in order, returning a new document; re-inserted elements keep their ids. */
export function applyDocPatches(doc: TemplateJson, patches: readonly Patch[]): TemplateJson {
  if (patches.length === 0) return doc;
  return immer.produce(doc, (draft: TemplateJson) => {
    // One at a time: a later patch may shift array indices under an earlier patch's path.
    for (const patch of patches) {
      applyPatches(draft, [patch]);
      if (patch.op !== 'remove' && typeof patch.value === 'object' && patch.value !== null) {
        restoreIds(patch.value, valueAt(draft, patch.path));
      }
    }
  });
}

/** Freeze a document the editor takes over (deep), after its elements got their ids. */
export const freezeDoc = (doc: TemplateJson): TemplateJson => freeze(doc, true);

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}
