/** Small helpers over the editor for the canvas: commands by name, paint order, drawn sizes. */
import type { Box, Editor, Size } from '../editor/index.ts';
import { elementRefs, type ElementRef } from '../editor/document.ts';
import type { TemplateJson } from '../../../engine/index.ts';
import type { ElementPaint } from '../render/index.ts';

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

/**
 * The size to report to the editor for a painted element: its drawn height when it exceeds
 * the stored one, else nothing (most elements are drawn at their stored size, and reporting
 * nothing keeps the editor from re-rendering the selection for them).
 */
export function drawnSizeOf(paint: ElementPaint | undefined, box: Box): Partial<Size> | undefined {
  const height = paint?.error ? undefined : paint?.height;
  return height !== undefined && height > box.height + 0.005 ? { height: Math.round(height * 100) / 100 } : undefined;
}
