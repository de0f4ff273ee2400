/**
 * Pagination: place a panel's elements on pages and produce page descriptions.
 *
 * Elements in the header zone, the footer zone or marked fixed repeat on every page. The
 * others are placed in order of their top on a continuous strip cut into pages at the footer
 * line and resumed below the header line: an element whose top passes the footer line lands
 * on the next page. Growing elements (longText, tables) flow chunk by chunk; what lies below
 * a growing element keeps its distance to the element's real end.
 */
import type { Diagnostic, LayoutContext } from '../context.ts';
import { elementType } from '../elements/registry.ts';
import type { ElementEnv, ElementLayout, PageInfo } from '../elements/types.ts';
import type { Panel, Template, TemplateElement } from '../model/types.ts';
import { PAGE_FORMAT_VERSION, round, type DisplayItem, type PageDescription } from '../page.ts';
import { footerLine, repeatsOnEveryPage } from './footers.ts';
import { paperNumberItems } from './paperNumber.ts';
import { isVisibleOnPage } from './visibility.ts';
import { watermarkItems } from './watermark.ts';

/** No panel run may produce more pages than this: a broken template ends with an error, never a hang. */
export const MAX_PAGES = 20000;
/** Attempts at settling the last page's footer line (lastPaperFooter can push content onto a new page). */
const LAST_FOOTER_ATTEMPTS = 5;

export class PaginationError extends Error {
  readonly code = 'pagination-failed';
  constructor(message: string) {
    super(message);
    this.name = 'PaginationError';
  }
}

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
 * As {@link paginate}, handing each page to `onPage` as soon as it is painted and keeping
 * none: a consumer that writes pages out (PDF, worker messages) holds one page at a time.
 */
export function paginateEach(
  template: Template,
  data: unknown,
  ctx: LayoutContext,
  onPage: (page: PageDescription) => void,
): { pageCount: number; diagnostics: Diagnostic[] } {
  const records = Array.isArray(data) ? (data.length ? data : [{}]) : [data ?? {}];
  let pageCount = 0;
  for (const record of records) {
    const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
    for (const panel of template.panels) {
      for (const page of panelPages(panel, fields, ctx)) {
        page.index = pageCount++;
        onPage(page);
      }
    }
  }
  return { pageCount, diagnostics: ctx.diagnostics };
}

/** A laid-out piece of an element on one page, painted once the page count is known. */
interface Piece {
  page: number;
  z: number;
  order: number;
  element: TemplateElement;
  bottom: number;
  paint(page: PageInfo): DisplayItem[];
}

/** Where a template y coordinate lands: elements below `templateY` keep their offset from (page, y). */
interface Anchor {
  templateY: number;
  page: number;
  y: number;
}

interface Run {
  pieces: Piece[];
  pageCount: number;
}

/** The pages of one panel for one data record, painted one at a time as they are asked for. */
export function* panelPages(panel: Panel, data: Record<string, unknown>, ctx: LayoutContext): Generator<PageDescription> {
  const env: ElementEnv = { ctx, data, panelFontFamily: panel.fontFamily };
  const ordered = [...panel.elements].sort((a, b) => a.options.top - b.options.top || a.index - b.index);
  const repeating = ordered.filter((e) => repeatsOnEveryPage(panel, e.options.top, e.options.fixed));
  const flowing = ordered.filter((e) => !repeating.includes(e));
  const diagnosticsBefore = ctx.diagnostics.length;

  // lastPaperFooter: find the page count N for which page N-1, laid out as the last page,
  // holds the end of the content. When the content then ends on an earlier page (it fits under
  // that page's own footer line but not under the last one), an extra last page is added.
  let run = placeFlowing(panel, flowing, env, -1);
  if (panel.lastPaperFooter !== undefined && panel.panelPageRule !== 'none') {
    for (let attempt = 0; attempt < LAST_FOOTER_ATTEMPTS; attempt++) {
      const lastIndex = run.pageCount - 1;
      ctx.diagnostics.length = diagnosticsBefore; // hooks run again; report each problem once
      run = placeFlowing(panel, flowing, env, lastIndex);
      if (run.pageCount <= lastIndex + 1) {
        run.pageCount = lastIndex + 1;
        break;
      }
    }
  }
  yield* emitPages(panel, repeating, run, env);
}

function layoutOf(element: TemplateElement, env: ElementEnv): ElementLayout {
  const plugin = elementType(element.type);
  if (!plugin) throw new PaginationError(`${element.path}: no layout for element type '${element.type}'`);
  return plugin.layout(element, env);
}

function placeFlowing(panel: Panel, elements: TemplateElement[], env: ElementEnv, lastIndex: number): Run {
  const growing = panel.panelPageRule === 'none';
  const header = panel.paperHeader;
  const footerAt = (page: number) => (growing ? Infinity : footerLine(panel, page, lastIndex));
  const anchors: Anchor[] = [{ templateY: -Infinity, page: 0, y: 0 }];
  const pieces: Piece[] = [];
  let pageCount = 1;

  const guard = (page: number, element: TemplateElement) => {
    if (page >= MAX_PAGES) throw new PaginationError(`${element.path}: more than ${MAX_PAGES} pages; pagination stopped`);
  };
  /** Move a strip position forward past footer lines onto the page where it lies. */
  const normalize = (page: number, y: number, element: TemplateElement) => {
    while (y >= footerAt(page)) {
      y = header + (y - footerAt(page));
      page++;
      guard(page, element);
    }
    return { page, y };
  };
  const positionOf = (element: TemplateElement) => {
    const t = element.options.top;
    let best = { page: 0, y: t };
    for (const a of anchors) {
      if (a.templateY > t) continue;
      const p = a.templateY === -Infinity ? { page: 0, y: t } : normalize(a.page, a.y + t - a.templateY, element);
      if (p.page > best.page || (p.page === best.page && p.y > best.y)) best = p;
    }
    return normalize(best.page, best.y, element);
  };

  for (const element of elements) {
    const { options } = element;
    let { page, y } = positionOf(element);
    if (options.pageBreak && !growing) {
      page += 1;
      y = header;
      guard(page, element);
      anchors.push({ templateY: options.top, page, y });
    }
    const base = { z: options.zIndex ?? 0, order: element.index, element };
    const layout = layoutOf(element, env);
    if (layout.kind === 'box') {
      const at = { x: options.left, y };
      pieces.push({ ...base, page, bottom: y + layout.height, paint: (info) => layout.paint(at.x, at.y, info) });
    } else {
      for (;;) {
        guard(page, element);
        const atTop = y <= header + 1e-6;
        const available = footerAt(page) - y;
        const chunk = layout.next({ x: options.left, y, available, page: { index: page }, atTop: atTop || available === Infinity });
        if (chunk.height <= 0 && !chunk.done) {
          if (atTop) throw new PaginationError(`${element.path}: nothing fits between the header and footer lines`);
          page++;
          y = header;
          continue;
        }
        pieces.push({ ...base, page, bottom: y + chunk.height, paint: (info) => chunk.paint(info) });
        y += chunk.height;
        if (chunk.done) break;
        page++;
        y = header;
      }
      anchors.push({ templateY: options.top + options.height, page, y });
    }
    pageCount = Math.max(pageCount, page + 1);
  }
  return { pieces, pageCount };
}

function* emitPages(panel: Panel, repeating: TemplateElement[], run: Run, env: ElementEnv): Generator<PageDescription> {
  const { ctx } = env;
  let count = run.pageCount;
  if ((panel.panelPaperRule === 'odd' && count % 2 === 0) || (panel.panelPaperRule === 'even' && count % 2 === 1)) count++;
  const growing = panel.panelPageRule === 'none';
  const contentBottom = Math.max(0, ...run.pieces.map((p) => p.bottom));
  const height = growing ? Math.max(panel.height, contentBottom + (panel.height - panel.paperFooter)) : panel.height;
  const footerShift = (page: number) => (growing ? height - panel.height : footerLine(panel, page, count - 1) - panel.paperFooter);
  const layouts = new Map(repeating.map((e) => [e, layoutOf(e, env)] as const));
  const watermark = panel.watermark ? watermarkItems(panel.watermark, panel.width, height, ctx) : [];

  const byPage: Piece[][] = Array.from({ length: count }, () => []);
  for (const piece of run.pieces) byPage[piece.page]!.push(piece);

  for (let index = 0; index < count; index++) {
    const info: PageInfo = { index, count };
    const pieces = byPage[index]!.filter((p) => isVisibleOnPage(p.element.options, index, count));
    for (const element of repeating) {
      if (!isVisibleOnPage(element.options, index, count)) continue;
      const inFooter = element.options.top >= panel.paperFooter && !element.options.fixed;
      const y = element.options.top + (inFooter ? footerShift(index) : 0);
      pieces.push(repeatedPiece(element, layouts.get(element)!, element.options.left, y, index));
    }
    pieces.sort((a, b) => a.z - b.z || a.order - b.order);
    let items = pieces.flatMap((p) => p.paint(info));
    items.push(...watermark, ...paperNumberItems(panel, index, count, ctx));
    if (panel.leftOffset || panel.topOffset) {
      items = [{ kind: 'group', transform: [1, 0, 0, 1, round(panel.leftOffset), round(panel.topOffset)], items }];
    }
    byPage[index] = []; // painted: let the pieces go
    yield { version: PAGE_FORMAT_VERSION, index, width: round(panel.width), height: round(height), items };
  }
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
