/**
 * The editor's immer: document changes as recipes on a draft, recorded as immer patches,
 * and patches applied back (undo, redo, a cancelled drag) with element ids kept.
 *
 * A private Immer instance keeps auto-freeze on: a view that mutated the document by mistake
 * would corrupt history silently, a frozen document makes it throw at once.
 */
import { applyPatches, enablePatches, freeze, Immer, isDraft, type Patch } from 'immer';
import type { TemplateJson } from '../../../engine/model/types.ts';
import { assignId, peekId, restoreIds } from './identity.ts';

export type { Patch } from 'immer';

enablePatches();
const immer = new Immer({ autoFreeze: true });

export interface ProducedChange {
  doc: TemplateJson;
  patches: Patch[];
  inverse: Patch[];
}

/**
 * Run `recipe` on a draft of `doc`. Elements that enter the document without an id (pushed
 * by a recipe) get one before the draft is finished, so every element always has an id.
 */
export function produceChange(doc: TemplateJson, recipe: (draft: TemplateJson) => void): ProducedChange {
  const [next, patches, inverse] = immer.produceWithPatches(doc, (draft: TemplateJson) => {
    recipe(draft);
    for (const panel of draft.panels ?? []) {
      for (const element of panel?.printElements ?? []) {
        // New objects are plain (not drafts) inside the recipe, so the id is written directly
        // and no patch records it; the add patch's value is this same object.
        if (element && typeof element === 'object' && !isDraft(element) && !peekId(element)) assignId(element);
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
