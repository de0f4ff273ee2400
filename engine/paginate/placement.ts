/**
 * Placing a panel's flowing elements on the strip of pages, one piece at a time, so that
 * pages can be painted while later ones are still being placed.
 *
 * Elements are placed in order of their top on a continuous strip cut into pages at the
 * footer line and resumed below the header line: an element whose top passes the footer line
 * lands on the next page. Growing elements (longText, tables) flow chunk by chunk.
 *
 * Positions follow hiprint's reference element: each element is placed relative to the one
 * placed just before it. Beside it (its top within that element's designed top and height)
 * it keeps its offset from where that element began; below it, its distance to where that
 * element really ended. So what lies below a table moves down when the table grows and up
 * when it shrinks.
 */
import { elementType } from '../elements/registry.ts';
import type { ElementEnv, ElementLayout, PageInfo } from '../elements/types.ts';
import type { Panel, TemplateElement } from '../model/types.ts';
import type { DisplayItem } from '../page.ts';
import { LimitError, MAX_PAGES } from '../limits.ts';
import { PaginationError } from '../model/errors.ts';
import { footerLine } from './footers.ts';

export { MAX_PAGES, PaginationError };

/** A laid-out piece of an element on one page, painted once the page is emitted. */
export interface Piece {
  page: number;
  z: number;
  order: number;
  element: TemplateElement;
  bottom: number;
  paint(page: PageInfo): DisplayItem[];
}

/** The element placed last, as hiprint's reference element: where it was designed and where it went. */
interface Reference {
  top: number;
  height: number;
  beginPage: number;
  printTop: number;
  endPage: number;
  bottom: number;
}

export function layoutOf(element: TemplateElement, env: ElementEnv): ElementLayout {
  const plugin = elementType(element.type);
  if (!plugin) throw new PaginationError(`${element.path}: no layout for element type '${element.type}'`);
  return plugin.layout(element, env);
}

/** The document passed MAX_PAGES at `path` (an element, or a panel when a new record starts). */
export function pageLimit(path: string): LimitError {
  return new LimitError(path, MAX_PAGES, `more than ${MAX_PAGES} pages; pagination stopped`);
}

/**
 * The placement of a panel's flowing elements for one data record. `step()` places the next
 * piece; `settled()` tells which pages will get no more pieces. With `lastIndex`, page
 * `lastIndex` is laid out as the last page (lastPaperFooter).
 */
export class Placement {
  /** Pieces by page; a page's list is dropped once {@link take}n. */
  private readonly byPage: Piece[][] = [[]];
  /** Pages in use so far (at least 1). */
  pageCount = 1;
  done = false;
  private readonly steps: Generator<void, void>;
  private reference: Reference = { top: 0, height: 0, beginPage: 0, printTop: 0, endPage: 0, bottom: 0 };
  /** Index of the first element not yet started. */
  private nextElement = 0;
  /** The growing element being placed: the page its next chunk goes to, where it began, its design. */
  private flowing: { page: number; beginPage: number; top: number; bottom: number } | undefined;

  constructor(
    private readonly panel: Panel,
    private readonly elements: TemplateElement[],
    private readonly env: ElementEnv,
    private readonly lastIndex: number,
    /** Pages the document already has before this panel's: all of them count against MAX_PAGES. */
    private readonly pagesBefore = 0,
  ) {
    this.steps = this.place();
  }

  /** Place the next piece (or element); false once everything is placed. */
  step(): boolean {
    if (!this.done && this.steps.next().done) this.done = true;
    return !this.done;
  }

  /** Place everything. */
  finish(): this {
    while (this.step());
    return this;
  }

  /** The pieces of page `index`, handed over once: placement keeps no reference to them. */
  take(index: number): Piece[] {
    const pieces = this.byPage[index] ?? [];
    this.byPage[index] = [];
    return pieces;
  }

  /** The lowest bottom of any piece (before any is taken). */
  contentBottom(): number {
    let bottom = 0;
    for (const pieces of this.byPage) for (const p of pieces) bottom = Math.max(bottom, p.bottom);
    return bottom;
  }

  /**
   * Pages before the returned index get no more pieces. A growing element's next chunk goes
   * on its current page or later; the next element lands beside it (from the page it began
   * on) or below its end; with nothing growing, the next element lands where its reference
   * puts it, and every later one at or after that page.
   */
  settled(): number {
    if (this.done) return this.pageCount;
    const next = this.elements[this.nextElement];
    const flowing = this.flowing;
    if (flowing) {
      const beside = next !== undefined && next.options.top >= flowing.top && next.options.top < flowing.bottom;
      return beside ? flowing.beginPage : flowing.page;
    }
    // Nothing left to place: only whether the last page is the last is still open.
    if (!next) return this.pageCount - 1;
    try {
      return this.positionOf(next).page;
    } catch (error) {
      // Past MAX_PAGES: placing it will say so; it bounds nothing here.
      if (!(error instanceof PaginationError)) throw error;
      return this.pageCount;
    }
  }

  private footerAt(page: number): number {
    return this.panel.panelPageRule === 'none' ? Infinity : footerLine(this.panel, page, this.lastIndex);
  }

  private guard(page: number, element: TemplateElement): void {
    if (this.pagesBefore + page >= MAX_PAGES) throw pageLimit(element.path);
  }

  /** Move a strip position forward past footer lines onto the page where it lies. */
  private normalize(page: number, y: number, element: TemplateElement): { page: number; y: number } {
    while (y >= this.footerAt(page)) {
      y = this.panel.paperHeader + (y - this.footerAt(page));
      page++;
      this.guard(page, element);
    }
    return { page, y };
  }

  /** hiprint's getBeginPrintTopInPaperByReferenceElement: beside the reference, or below where it ended. */
  private positionOf(element: TemplateElement): { page: number; y: number } {
    const t = element.options.top;
    const r = this.reference;
    if (r.top <= t && t < r.top + r.height) return this.normalize(r.beginPage, r.printTop + (t - r.top), element);
    return this.normalize(r.endPage, r.bottom + (t - (r.top + r.height)), element);
  }

  private add(piece: Piece): void {
    while (this.byPage.length <= piece.page) this.byPage.push([]);
    this.byPage[piece.page]!.push(piece);
  }

  private *place(): Generator<void, void> {
    const { panel, env } = this;
    const growing = panel.panelPageRule === 'none';
    const header = panel.paperHeader;
    for (let i = 0; i < this.elements.length; i++) {
      const element = this.elements[i]!;
      const { options } = element;
      let { page, y } = this.positionOf(element);
      if (options.pageBreak && !growing) {
        page += 1;
        y = header;
        this.guard(page, element);
      }
      const begin = { page, y };
      this.nextElement = i + 1;
      const base = { z: options.zIndex ?? 0, order: element.index, element };
      const layout = layoutOf(element, env);
      if (layout.kind === 'box') {
        // hiprint prints a box that would cross the footer line at the top of the next page.
        if (!growing && env.ctx.mode !== 'design' && y + options.height > this.footerAt(page) && y > header) {
          page++;
          y = header;
          this.guard(page, element);
          begin.page = page;
          begin.y = y;
        }
        const at = { x: options.left, y };
        this.add({ ...base, page, bottom: y + layout.height, paint: (info) => layout.paint(at.x, at.y, info) });
        this.reference = { top: options.top, height: options.height, beginPage: begin.page, printTop: begin.y, endPage: page, bottom: y + options.height };
      } else {
        this.flowing = { page, beginPage: page, top: options.top, bottom: options.top + options.height };
        for (;;) {
          this.guard(page, element);
          const atTop = y <= header + 1e-6;
          const available = this.footerAt(page) - y;
          const chunk = layout.next({ x: options.left, y, available, page: { index: page }, atTop: atTop || available === Infinity });
          if (chunk.height <= 0 && !chunk.done) {
            if (atTop) throw new PaginationError(`${element.path}: nothing fits between the header and footer lines`);
            page++;
            y = header;
            continue;
          }
          this.add({ ...base, page, bottom: y + chunk.height, paint: (info) => chunk.paint(info) });
          y += chunk.height;
          if (chunk.done) break;
          page++;
          y = header;
          this.flowing.page = page;
          yield;
        }
        this.flowing = undefined;
        this.reference = { top: options.top, height: options.height, beginPage: begin.page, printTop: begin.y, endPage: page, bottom: y };
      }
      this.pageCount = Math.max(this.pageCount, page + 1);
      yield;
    }
  }
}
