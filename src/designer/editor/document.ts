/** Reading the template document: elements by id, their boxes, the paper size of a panel. */
import { type ElementJson, mmToPt, type PanelJson, paperSize, type TemplateJson } from '../../../engine/index.ts';
import type { Box, Size } from './geometry.ts';
import { idOf } from './identity.ts';

export { idOf } from './identity.ts';

/** The element of `ref` in `doc` (a draft inside a change recipe). */
export const elementAt = (doc: TemplateJson, ref: { panel: number; index: number }): ElementJson =>
  doc.panels[ref.panel]!.printElements![ref.index]!;

/** The element's options object, created when missing (for a change recipe's draft). */
export function draftOptions(element: ElementJson): Record<string, unknown> {
  if (!element.options) element.options = {};
  return element.options;
}

export interface ElementRef {
  id: string;
  panel: number;
  index: number;
  element: ElementJson;
}

export function panelElements(doc: TemplateJson, panel: number): ElementJson[] {
  return doc.panels[panel]?.printElements ?? [];
}

/** Every element of a panel with its id, in paint order. */
export function elementRefs(doc: TemplateJson, panel: number): ElementRef[] {
  return panelElements(doc, panel).map((element, index) => ({ id: idOf(element), panel, index, element }));
}

/** Find an element anywhere in the document. */
export function locate(doc: TemplateJson, id: string): ElementRef | undefined {
  for (let panel = 0; panel < doc.panels.length; panel++) {
    const list = panelElements(doc, panel);
    for (let index = 0; index < list.length; index++) {
      if (idOf(list[index]!) === id) return { id, panel, index, element: list[index]! };
    }
  }
  return undefined;
}

/** A number from a number or numeric string (hiprint stores both), else `fallback`. */
export const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

export const optionsOf = (element: ElementJson): Record<string, unknown> => element.options ?? {};

/** The element's unrotated box in pt (hiprint stores numbers, sometimes as strings). */
export function boxOf(element: ElementJson): Box {
  const o = optionsOf(element);
  return { x: num(o.left), y: num(o.top), width: num(o.width), height: num(o.height) };
}

export const rotationOf = (element: ElementJson): number => num(optionsOf(element).transform);

/** The element type name as the designer shows it (printElementType.type, else the tid's suffix). */
export function typeOf(element: ElementJson): string {
  const pet = element.printElementType;
  if (typeof pet?.type === 'string' && pet.type) return pet.type;
  const tid = typeof pet?.tid === 'string' ? pet.tid : typeof element.tid === 'string' ? element.tid : '';
  return tid.slice(tid.lastIndexOf('.') + 1);
}

/** Options that forbid moving: draggable false (section 3). */
export const isDraggable = (element: ElementJson): boolean => {
  const d = optionsOf(element).draggable;
  return d !== false && d !== 'false';
};

/** Axis lock of an element: 'h' moves only horizontally, 'v' only vertically. */
export function axisOf(element: ElementJson): 'h' | 'v' | undefined {
  const a = optionsOf(element).axis;
  return a === 'h' || a === 'H' ? 'h' : a === 'v' || a === 'V' ? 'v' : undefined;
}

/** The panel's paper in pt; an unreadable paper falls back to A4 so editing never stops. */
export function paperOf(panel: PanelJson | undefined): Size {
  let mm = { width: 210, height: 297 };
  try {
    mm = paperSize(panel?.paperType, panel?.width, panel?.height, String(panel?.orient) === '2' ? 2 : 1);
  } catch {
    // Loading reports the paper error; the editor keeps working on A4.
  }
  return { width: mmToPt(mm.width), height: mmToPt(mm.height) };
}
