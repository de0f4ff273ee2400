/**
 * The element plugin contract. Each element type lives in engine/elements/<type>/ and
 * registers one ElementType; layout and pagination never switch on type names.
 */
import type { LayoutContext } from '../context.ts';
import type { ElementOptions, TemplateElement } from '../model/types.ts';
import type { DisplayItem } from '../page.ts';

/** What an element's layout may read besides its own options. */
export interface ElementEnv {
  ctx: LayoutContext;
  /** The print data record (the object fields are bound against). */
  data: Record<string, unknown>;
  /** Panel-level font family, the fallback for elements without one. */
  panelFontFamily?: string;
}

/**
 * A fixed-size element: measured once, painted wherever pagination places it (fixed
 * elements are painted once per page).
 */
export interface ElementBox {
  kind: 'box';
  /** Border-box height in pt that pagination reserves. */
  height: number;
  /**
   * Items with the element's border box top-left at (x, y), rotation and decoration included.
   * Read-only: an element may hand out the same list again for the same place.
   */
  paint(x: number, y: number, page: PageInfo): DisplayItem[];
}

/** Where the next chunk of a flowing element goes. */
export interface FlowSlot {
  x: number;
  y: number;
  /** Height available before the page's footer line, pt. */
  available: number;
  page: PageInfo;
  /** True when the slot starts at the top of a page's content area: waiting for the next page
   * gives no more room, so the flow must make progress (draw what fits, or a notice). */
  atTop: boolean;
}

export interface FlowChunk {
  /** Height consumed on this page, pt. 0 with done false means "nothing fits, next page". */
  height: number;
  done: boolean;
  /**
   * The chunk's items, asked for once the page is emitted (the page count is known then).
   * Placement only needs heights, so long documents never hold every page's items at once.
   */
  paint(page: PageInfo): DisplayItem[];
}

/** An element that grows and splits across pages (longText, table). */
export interface ElementFlow {
  kind: 'flow';
  next(slot: FlowSlot): FlowChunk;
}

export type ElementLayout = ElementBox | ElementFlow;

/** The page a piece is being laid onto. pageCount is unknown (undefined) during flow layout. */
export interface PageInfo {
  index: number;
  count?: number;
}

export interface ElementType {
  /** Type name, as in printElementType.type. */
  type: string;
  /** Options of a new element of this type (the specification's defaults). */
  defaults: Partial<ElementOptions>;
  /** Measure and lay out one element bound to the data. */
  layout(element: TemplateElement, env: ElementEnv): ElementLayout;
}
