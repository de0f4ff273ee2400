/** Small helpers over the editor for the canvas: commands by name and hit-testing in paint order. */
import type { Editor } from '../editor/index.ts';
import { boxContains } from '../editor/index.ts';
import { boxOf, elementRefs, rotationOf, type ElementRef } from '../editor/document.ts';
import type { TemplateJson } from '../../../engine/model/types.ts';

export const hasCommand = (editor: Editor, name: string): boolean => editor.commands.get(name) !== undefined;

/** Run a command when the editor has it; false when it does not or it did nothing. */
export function run(editor: Editor, name: string, args?: unknown): boolean {
  return hasCommand(editor, name) ? editor.exec(name, args) : false;
}

/** Elements of a panel in paint order: zIndex, then their order in the template. */
export function paintOrder(doc: TemplateJson, panel: number): ElementRef[] {
  const z = (r: ElementRef) => Number(r.element.options?.zIndex ?? 0) || 0;
  return elementRefs(doc, panel)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => z(a.r) - z(b.r) || a.i - b.i)
    .map(({ r }) => r);
}

/** The topmost element of a panel under a point, as the select tool picks it. */
export function elementAt(doc: TemplateJson, panel: number, x: number, y: number): ElementRef | undefined {
  const ordered = paintOrder(doc, panel);
  for (let k = ordered.length - 1; k >= 0; k--) {
    const r = ordered[k]!;
    if (boxContains(boxOf(r.element), rotationOf(r.element), x, y)) return r;
  }
  return undefined;
}
