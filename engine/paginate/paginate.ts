/**
 * Pagination: place a panel's elements on pages and produce page descriptions.
 *
 * Elements in the header zone, the footer zone or marked fixed repeat on every page; the
 * others flow (placement.ts). Pages are painted as soon as their content is final: a page
 * that shows the page count waits for the end of its panel's placement, unless it is
 * streamed (streamPages) with a slot where the count-dependent paper number goes.
 */
import type { Diagnostic, LayoutContext } from '../context.ts';
import type { ElementEnv } from '../elements/types.ts';
import type { Panel, Template } from '../model/types.ts';
import type { DisplayItem, PageDescription } from '../page.ts';
import { PAGE_COUNT_SLOT, PagePainter, showsPageCount } from './emit.ts';
import { repeatsOnEveryPage } from './footers.ts';
import { paperNumberItems } from './paperNumber.ts';
import { LimitError, MAX_PAPER_MM } from '../limits.ts';
import { mmToPt, ptToMm } from '../units.ts';
import { markUserCode, restoreUserCode } from '../userCode.ts';
import { MAX_PAGES, pageLimit, Placement } from './placement.ts';

export { MAX_PAGES, PaginationError } from './placement.ts';
export { PAGE_COUNT_SLOT } from './emit.ts';

/** Attempts at settling the last page's footer line (lastPaperFooter can push content onto a new page). */
const LAST_FOOTER_ATTEMPTS = 5;

export interface PaginateResult {
  pages: PageDescription[];
  diagnostics: Diagnostic[];
}

/**
 * Lay out every panel of the template against `data` (one record, or an array of records each
 * printed in turn with its own page numbering) and return the pages in print order.
 */
export function paginate(
  template: Template,
  data: unknown,
  ctx: LayoutContext,
  onPage?: (page: PageDescription) => void,
): PaginateResult {
  const pages: PageDescription[] = [];
  paginateEach(template, data, ctx, (page) => {
    pages.push(page);
    onPage?.(page);
  });
  return { pages, diagnostics: ctx.diagnostics };
}

/**
 * As {@link paginate}, handing each page to `onPage` as soon as it is final and keeping
 * none: a consumer that writes pages out (PDF, worker messages) holds one page at a time.
 */
export function paginateEach(
  template: Template,
  data: unknown,
  ctx: LayoutContext,
  onPage: (page: PageDescription) => void,
): { pageCount: number; diagnostics: Diagnostic[] } {
  return run(template, data, ctx, false, { page: onPage, fill: () => undefined });
}

/** What {@link streamPages} hands over. */
export interface PageStream {
  /**
   * Each page in print order, as soon as its content is final. A page handed over before
   * its panel's page count is known holds an empty group with a `slot` where its paper
   * number goes (only when the paper number shows the count).
   */
  page(page: PageDescription): void;
  /** The items of slot `slot` of page `index`, once its panel's page count is known. */
  fill(index: number, slot: string, items: DisplayItem[]): void;
}

/**
 * As {@link paginateEach}, but pages that show the page count do not wait for the last page:
 * a long table's first page comes when that page is placed. Each page with a slot, filled
 * with {@link fillSlot} (page.ts), is the page that paginate gives.
 */
export function streamPages(template: Template, data: unknown, ctx: LayoutContext, stream: PageStream): { pageCount: number; diagnostics: Diagnostic[] } {
  return run(template, data, ctx, true, stream);
}

function run(template: Template, data: unknown, ctx: LayoutContext, early: boolean, stream: PageStream): { pageCount: number; diagnostics: Diagnostic[] } {
  const records = Array.isArray(data) ? (data.length ? data : [{}]) : [data ?? {}];
  let pageCount = 0;
  for (const record of records) {
    const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
    for (const panel of template.panels) {
      const first = pageCount;
      if (first >= MAX_PAGES) throw pageLimit(panel.path);
      for (const event of panelEvents(panel, fields, ctx, early, first)) {
        if ('page' in event) {
          event.page.index = pageCount++;
          stream.page(event.page);
        } else stream.fill(first + event.fill, PAGE_COUNT_SLOT, event.items);
      }
    }
  }
  return { pageCount, diagnostics: ctx.diagnostics };
}

/** The pages of one panel for one data record, painted one at a time as they are asked for. */
export function* panelPages(panel: Panel, data: Record<string, unknown>, ctx: LayoutContext): Generator<PageDescription> {
  for (const event of panelEvents(panel, data, ctx, false)) if ('page' in event) yield event.page;
}

/** A page of the panel (index within the panel), or the paper number of an earlier page's slot. */
type PanelEvent = { page: PageDescription } | { fill: number; items: DisplayItem[] };

function* panelEvents(panel: Panel, data: Record<string, unknown>, ctx: LayoutContext, early: boolean, pagesBefore = 0): Generator<PanelEvent> {
  const env: ElementEnv = { ctx, data, panelFontFamily: panel.fontFamily };
  const ordered = [...panel.elements].sort((a, b) => a.options.top - b.options.top || a.index - b.index);
  const repeating = ordered.filter((e) => repeatsOnEveryPage(panel, e.options.top, e.options.fixed));
  const flowing = ordered.filter((e) => !repeating.includes(e));
  const growing = panel.panelPageRule === 'none';
  const slots = early && showsPageCount(panel);
  const diagnosticsBefore = ctx.diagnostics.length;
  const userCodeBefore = markUserCode(ctx);
  let placement = new Placement(panel, flowing, env, -1, pagesBefore);
  let emitted = 0;

  // Pages before the settled one are final but for the page count: paint them while placing,
  // unless the page height (growing panel) or a footer line (lastPaperFooter) waits for the
  // end, or the page count shows and there is no slot to keep for it.
  const painter = growing ? undefined : new PagePainter(panel, repeating, env, panel.height);
  if (painter && panel.lastPaperFooter === undefined && (slots || !showsPageCount(panel)) && painter.layOutAhead()) {
    while (placement.step()) {
      for (const settled = placement.settled(); emitted < settled; emitted++) yield { page: painter.paint(emitted, undefined, placement.take(emitted)) };
    }
    painter.placementDone();
  } else {
    placement.finish();
    // lastPaperFooter: find the page count N for which page N-1, laid out as the last page,
    // holds the end of the content. When the content then ends on an earlier page (it fits
    // under that page's own footer line but not under the last one), an extra last page is added.
    if (panel.lastPaperFooter !== undefined && !growing) {
      for (let attempt = 0; attempt < LAST_FOOTER_ATTEMPTS; attempt++) {
        const lastIndex = placement.pageCount - 1;
        ctx.diagnostics.length = diagnosticsBefore; // hooks run again; report each problem once
        restoreUserCode(ctx, userCodeBefore);
        placement = new Placement(panel, flowing, env, lastIndex, pagesBefore).finish();
        if (placement.pageCount <= lastIndex + 1) {
          placement.pageCount = lastIndex + 1;
          break;
        }
      }
    }
  }

  let count = placement.pageCount;
  if ((panel.panelPaperRule === 'odd' && count % 2 === 0) || (panel.panelPaperRule === 'even' && count % 2 === 1)) count++;
  if (pagesBefore + count > MAX_PAGES) throw pageLimit(panel.path);
  const pagePainter = painter ?? new PagePainter(panel, repeating, env, grownHeight(panel, placement));
  const slotted = emitted;
  for (; emitted < count; emitted++) yield { page: pagePainter.paint(emitted, count, placement.take(emitted)) };
  if (slots) for (let index = 0; index < slotted; index++) yield { fill: index, items: paperNumberItems(panel, index, count, ctx) };
}

/** The page height of a growing panel (panelPageRule none): its content and the footer zone below it. */
function grownHeight(panel: Panel, placement: Placement): number {
  const height = Math.max(panel.height, placement.contentBottom() + (panel.height - panel.paperFooter));
  if (height > mmToPt(MAX_PAPER_MM)) {
    throw new LimitError(panel.path, MAX_PAPER_MM, `the page grew to ${Math.round(ptToMm(height))} mm, longer than the ${MAX_PAPER_MM} mm (5 m) a page may have`);
  }
  return height;
}
