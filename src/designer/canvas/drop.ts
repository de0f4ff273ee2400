/** Dropping a palette entry on the paper: the new element's top-left lands at the drop point. */
import type { Editor } from '../editor/index.ts';
import { clampToPaper, newElement } from '../editor/index.ts';
import { boxOf, paperOf } from '../editor/document.ts';

/** The drag-and-drop type the palette sets; its data is JSON {tid, options?}. */
export const ELEMENT_MIME = 'application/x-larder-element';

export interface DropPayload {
  tid: string;
  options?: Record<string, unknown>;
}

/** The palette's payload, or undefined for anything else. */
export function parseDropPayload(text: string): DropPayload | undefined {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) return undefined;
    const { tid, options } = json as Record<string, unknown>;
    if (typeof tid !== 'string' || !tid) return undefined;
    const opts = typeof options === 'object' && options !== null && !Array.isArray(options) ? (options as Record<string, unknown>) : undefined;
    return opts ? { tid, options: opts } : { tid };
  } catch {
    return undefined;
  }
}

/**
 * Add the element at `at` (pt on the current panel), kept inside the paper. Returns the
 * error message when the type cannot be added (unknown tid, tableCustom), else undefined.
 */
export function dropElement(editor: Editor, payload: DropPayload, at: { x: number; y: number }): string | undefined {
  try {
    const box = dropBox(editor, payload, at);
    // Below a grown table the canvas draws an element lower than it is stored: it lands where it was shown.
    editor.exec('addElement', { tid: payload.tid, options: { ...payload.options, left: box.x, top: round(editor.storedTop(box.y)) } });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Where a drop at `at` puts the element (pt): its type's default size, pulled inside the paper. The
 * canvas draws this box while a palette entry is dragged over it, so what lands is what was shown.
 * Throws for a type that cannot be added.
 */
export function dropBox(editor: Editor, payload: DropPayload, at: { x: number; y: number }): { x: number; y: number; width: number; height: number } {
  const size = boxOf(newElement({ tid: payload.tid, options: payload.options }));
  const box = clampToPaper({ ...size, x: at.x, y: at.y }, paperOf(editor.doc.panels[editor.panel]));
  return { x: round(box.x), y: round(box.y), width: box.width, height: box.height };
}

/** Positions stored to 0.1 pt, as hiprint stores them. */
const round = (v: number): number => Math.round(v * 10) / 10;
