/**
 * Painting one page of a panel from its placed pieces: the repeating elements (header zone,
 * footer zone, fixed), the watermark and the paper number around them, shifted by the panel's
 * print offsets.
 */
import { userCodeState, type HookRunner, type LayoutContext } from '../context.ts';
import type { ElementEnv, ElementLayout, PageInfo } from '../elements/types.ts';
import type { Panel, TemplateElement } from '../model/types.ts';
import { PAGE_FORMAT_VERSION, round, type DisplayItem, type PageDescription } from '../page.ts';
import { footerLine } from './footers.ts';
import { paperNumberItems } from './paperNumber.ts';
import { layoutOf, type Piece } from './placement.ts';
import { isVisibleOnPage } from './visibility.ts';
import { LimitError, MAX_PAGE_ITEMS } from '../limits.ts';
import { watermarkItems, watermarkTiles } from './watermark.ts';

/** The slot a page painted before its panel's page count is known keeps for its paper number. */
export const PAGE_COUNT_SLOT = 'pageCount';

/** True when a panel's pages show the page count (the paper number's paperCount). */
export function showsPageCount(panel: Panel): boolean {
  return !panel.paperNumberDisabled && panel.paperNumberFormat.includes('paperCount');
}

export class PagePainter {
  private layouts: Map<TemplateElement, ElementLayout> | undefined;
  private watermark: DisplayItem[] | undefined;
  /** The context the repeating elements were laid out with when laid out ahead of placement. */
  private ahead: LayoutContext | undefined;

  constructor(
    private readonly panel: Panel,
    private readonly repeating: TemplateElement[],
    private readonly env: ElementEnv,
    /** Page height: the panel's, or what a growing panel (panelPageRule none) grew to. */
    private readonly height: number,
  ) {}

  /**
   * Lay out the repeating elements now, before placement, so that pages can be painted while
   * placing; false (and nothing done) when that could change the output. Their layouts
   * normally run after placement, and user hooks share one sandbox whose globals a hook may
   * change: so a layout that calls a hook is not run ahead (its calls reach a stand-in that
   * refuses them, and the attempt is thrown away). Nor is a growing element in a header
   * (its first chunk is laid out when first painted). Diagnostics are held back until
   * {@link placementDone}, to keep their order.
   */
  layOutAhead(): boolean {
    const { ctx } = this.env;
    let hooked = false;
    const refuse: HookRunner = {
      call() {
        hooked = true;
        throw new Error('not run ahead of placement');
      },
    };
    // A user-code account of its own: the refused calls must not count as the hooks' failures.
    const aheadCtx: LayoutContext = { ...ctx, hooks: refuse, userCode: userCodeState(Infinity, undefined), diagnostics: [] };
    const env: ElementEnv = { ...this.env, ctx: aheadCtx };
    const layouts = new Map<TemplateElement, ElementLayout>();
    try {
      for (const element of this.repeating) layouts.set(element, layoutOf(element, env));
    } catch {
      return false; // laid out after placement, it fails there in its turn
    }
    for (const layout of layouts.values()) if (layout.kind === 'flow') return false;
    if (hooked) return false;
    aheadCtx.hooks = ctx.hooks;
    aheadCtx.userCode = ctx.userCode;
    this.layouts = layouts;
    this.ahead = aheadCtx;
    return true;
  }

  /** Placement has ended: diagnostics of layouts made ahead of it go after its own. */
  placementDone(): void {
    const ahead = this.ahead;
    if (!ahead) return;
    const { diagnostics } = this.env.ctx;
    for (const d of ahead.diagnostics) diagnostics.push(d);
    ahead.diagnostics = diagnostics;
    this.ahead = undefined;
  }

  /**
   * Page `index` with its `pieces`. `count` undefined: the page count is not known yet (the
   * page is not the last one); a paper number that shows the count becomes a slot.
   */
  paint(index: number, count: number | undefined, pieces: Piece[]): PageDescription {
    const { panel, env, height } = this;
    const { ctx } = env;
    const layouts = (this.layouts ??= new Map(this.repeating.map((e) => [e, layoutOf(e, env)] as const)));
    const watermark = (this.watermark ??= this.watermarkItems());
    const growing = panel.panelPageRule === 'none';
    const known = count ?? Infinity; // not known: more pages follow, so this is not the last
    const info: PageInfo = count === undefined ? { index } : { index, count };

    const shown = pieces.filter((p) => isVisibleOnPage(p.element.options, index, known));
    for (const element of this.repeating) {
      if (!isVisibleOnPage(element.options, index, known)) continue;
      const inFooter = element.options.top >= panel.paperFooter && !element.options.fixed;
      const shift = growing ? height - panel.height : footerLine(panel, index, count === undefined ? -1 : count - 1) - panel.paperFooter;
      const y = element.options.top + (inFooter ? shift : 0);
      shown.push(repeatedPiece(element, layouts.get(element)!, element.options.left, y, index));
    }
    shown.sort((a, b) => a.z - b.z || a.order - b.order);
    // A loop, not flatMap: flatMap copies item by item through a generic path, ~10x slower
    // on the hundreds of items of a table page.
    let items: DisplayItem[] = [];
    let itemCount = countItems(watermark);
    for (const piece of shown) {
      const painted = piece.paint(info);
      itemCount += countItems(painted);
      if (itemCount > MAX_PAGE_ITEMS) throw tooManyItems(piece.element.path, index);
      for (let i = 0; i < painted.length; i++) items.push(painted[i]!);
    }
    for (const item of watermark) items.push(item);
    if (count === undefined && showsPageCount(panel)) items.push({ kind: 'group', items: [], slot: PAGE_COUNT_SLOT });
    else for (const item of paperNumberItems(panel, index, count ?? 0, ctx)) items.push(item);
    if (panel.leftOffset || panel.topOffset) {
      items = [{ kind: 'group', transform: [1, 0, 0, 1, round(panel.leftOffset), round(panel.topOffset)], items }];
    }
    return { version: PAGE_FORMAT_VERSION, index, width: round(panel.width), height: round(height), items };
  }

  /** The watermark's tiles, refused before they are made when there are more than a page may hold. */
  private watermarkItems(): DisplayItem[] {
    const { panel, height } = this;
    if (!panel.watermark) return [];
    if (watermarkTiles(panel.watermark, panel.width, height) > MAX_PAGE_ITEMS) {
      throw new LimitError(`${panel.path}.watermarkOptions`, MAX_PAGE_ITEMS, `the watermark needs more than ${MAX_PAGE_ITEMS} tiles on a page; make its width and height larger`);
    }
    return watermarkItems(panel.watermark, panel.width, height, this.env.ctx);
  }
}

/** Display items in `items`, groups and what they hold counted. */
function countItems(items: readonly DisplayItem[]): number {
  let n = items.length;
  for (const item of items) if (item.kind === 'group') n += countItems(item.items);
  return n;
}

function tooManyItems(path: string, page: number): LimitError {
  return new LimitError(path, MAX_PAGE_ITEMS, `page ${page + 1} holds more than ${MAX_PAGE_ITEMS} display items; layout stopped`);
}

/**
 * A header, footer or fixed element at its place on one page. A flowing one (longText in a
 * header) is laid out once, in full, and moved to where each page wants it.
 */
function repeatedPiece(element: TemplateElement, layout: ElementLayout, x: number, y: number, page: number): Piece {
  const base = { page, z: element.options.zIndex ?? 0, order: element.index, element, bottom: y };
  if (layout.kind === 'box') return { ...base, paint: (info) => layout.paint(x, y, info) };
  return {
    ...base,
    paint: (info) => {
      let first = repeatedFlows.get(layout);
      if (!first) {
        first = { y, items: layout.next({ x, y, available: Infinity, page: info, atTop: true }).paint(info) };
        repeatedFlows.set(layout, first);
      }
      const dy = round(y - first.y);
      return dy === 0 ? first.items : [{ kind: 'group', transform: [1, 0, 0, 1, 0, dy], items: first.items }];
    },
  };
}

const repeatedFlows = new WeakMap<ElementLayout, { y: number; items: DisplayItem[] }>();
