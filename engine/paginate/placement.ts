/**
 * Placing a panel's flowing elements on the strip of pages, one piece at a time, so that
 * pages can be painted while later ones are still being placed.
 *
 * Elements are placed in order of their top on a continuous strip cut into pages at the
 * footer line and resumed below the header line: an element whose top passes the footer line
 * lands on the next page. Growing elements (longText, tables) flow chunk by chunk; what lies
 * below a growing element keeps its distance to the element's real end.
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

/** Where a template y coordinate lands: elements below `templateY` keep their offset from (page, y). */
interface Anchor {
  templateY: number;
  page: number;
  y: number;
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
  private readonly anchors: Anchor[] = [{ templateY: -Infinity, page: 0, y: 0 }];
  /** Index of the first element not yet started. */
  private nextElement = 0;
  /** The growing element being placed: the page its next chunk goes to, its designed bottom. */
  private flowing: { page: number; bottom: number } | undefined;

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
   * on its current page or later; the next element lands at its position as the anchors now
   * give it or later (anchors only ever push positions down); and an element below the
   * growing one's designed bottom is anchored to that element's end.
   */
  settled(): number {
    if (this.done) return this.pageCount;
    let bound = this.flowing ? this.flowing.page : Infinity;
    const next = this.elements[this.nextElement];
    if (next && !(this.flowing && next.options.top >= this.flowing.bottom)) {
      try {
        bound = Math.min(bound, this.positionOf(next).page);
      } catch (error) {
        // Past MAX_PAGES: placing it will say so; it bounds nothing here.
        if (!(error instanceof PaginationError)) throw error;
      }
    }
    return bound === Infinity ? 0 : bound;
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

  private positionOf(element: TemplateElement): { page: number; y: number } {
    const t = element.options.top;
    let best = { page: 0, y: t };
    for (const a of this.anchors) {
      if (a.templateY > t) continue;
      const p = a.templateY === -Infinity ? { page: 0, y: t } : this.normalize(a.page, a.y + t - a.templateY, element);
      if (p.page > best.page || (p.page === best.page && p.y > best.y)) best = p;
    }
    return this.normalize(best.page, best.y, element);
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
        this.anchors.push({ templateY: options.top, page, y });
      }
      this.nextElement = i + 1;
      const base = { z: options.zIndex ?? 0, order: element.index, element };
      const layout = layoutOf(element, env);
      if (layout.kind === 'box') {
        const at = { x: options.left, y };
        this.add({ ...base, page, bottom: y + layout.height, paint: (info) => layout.paint(at.x, at.y, info) });
      } else {
        this.flowing = { page, bottom: options.top + options.height };
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
        this.anchors.push({ templateY: options.top + options.height, page, y });
      }
      this.pageCount = Math.max(this.pageCount, page + 1);
      yield;
    }
  }
}
