/**
 * One element laid out on the main thread by the engine's own element type: the designer
 * shows exactly the text breaking, barcodes and tables that preview and PDF produce.
 */
import {
  DEFAULT_FONT,
  type DisplayItem,
  type ElementJson,
  elementType,
  type LayoutContext,
  loadTemplate,
  type PageInfo,
  type TemplateElement,
  TemplateError,
} from '../../../engine/index.ts';

/** How far a flowing element (table, longText) is laid out on the canvas: the longText measuring limit. */
export const FLOW_LIMIT = 25000;

/** The designer shows a single page: page 1 of 1. */
const DESIGN_PAGE: PageInfo = { index: 0, count: 1 };

const ERROR_COLOR = '#e03131';

/** What the canvas paints for one element: items relative to the element's top-left. */
export interface ElementPaint {
  items: DisplayItem[];
  /**
   * The height the element is drawn at, pt: a box's border box, a flow's first chunk (a
   * table's header, test rows and footer; a longText's lines), which may exceed the stored
   * height. The canvas tells the editor, which hit-tests and outlines by it.
   */
  height?: number;
  /** Why layout failed; the items then show a red box with this message. */
  error?: string;
}

/** The engine's typed element for one element JSON (validated and coerced as loading does). */
export function toTemplateElement(json: ElementJson): TemplateElement {
  let template;
  try {
    template = loadTemplate({ panels: [{ printElements: [json] }] });
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    // The single-element panel's path says nothing to the user: keep the option path only.
    const prefix = /^panels\[0\]\.printElements\[0\]\.?/;
    throw new Error(error.issues.map((i) => (i.path.replace(prefix, '') ? `${i.path.replace(prefix, '')}: ${i.message}` : i.message)).join('\n'));
  }
  const element = template.panels[0]?.elements[0];
  if (!element) throw new Error('element could not be read');
  return element;
}

export interface DesignEnv {
  /** A fresh layout context (its diagnostics list belongs to this one layout). */
  context(): LayoutContext;
  panelFontFamily?: string;
}

/**
 * Lay out and paint one element at (0, 0). Boxes paint as they print; flows (table,
 * longText) show their first chunk with room up to {@link FLOW_LIMIT}. Never throws: a
 * failure becomes a red-outlined box with the message.
 */
export function layoutElement(json: ElementJson, env: DesignEnv): ElementPaint {
  try {
    const element = toTemplateElement(json);
    // The designer always shows a table's header: it is where columns are edited, even when
    // the printout leaves it out (tableHeaderRepeat none). The options object is our own copy.
    if (element.type === 'table') (element.options as Record<string, unknown>).tableHeaderRepeat = 'page';
    const type = elementType(element.type);
    if (!type) throw new Error(`no layout for element type '${element.type}'`);
    const layout = type.layout(element, { ctx: env.context(), data: {}, panelFontFamily: env.panelFontFamily });
    if (layout.kind === 'box') return { items: layout.paint(0, 0, DESIGN_PAGE), height: layout.height };
    const chunk = layout.next({ x: 0, y: 0, available: FLOW_LIMIT, page: DESIGN_PAGE, atTop: true });
    return { items: chunk.paint(DESIGN_PAGE), height: chunk.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { items: errorItems(json, message), error: message };
  }
}

const size = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** A red-outlined box of the element's size with the message in it (clipped to the box). */
export function errorItems(json: ElementJson, message: string): DisplayItem[] {
  const width = size(json.options?.width, 60);
  const height = size(json.options?.height, 14);
  const text = message.split('\n')[0] ?? '';
  return [
    { kind: 'rect', x: 0, y: 0, width, height, fill: { color: ERROR_COLOR, opacity: 0.06 }, stroke: { color: ERROR_COLOR, width: 1 } },
    {
      kind: 'group',
      clip: { x: 0, y: 0, width, height },
      // The painter never measures: width is informational here, the text is clipped by the box.
      items: [{ kind: 'text', x: 2, y: Math.min(height - 2, 8), text, font: DEFAULT_FONT, size: 6, color: ERROR_COLOR, width: 0 }],
    },
  ];
}
