import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../load/load.ts';
import type { PageDescription, RectItem, TextItem, DisplayItem } from '../page.ts';
import { testContext } from '../../tests/helpers/fonts.ts';
import { mmToPt } from '../units.ts';
import { MAX_PAGES, paginate, PaginationError } from './paginate.ts';

/** A filled rect element whose colour identifies it in the output. */
const box = (color: string, top: number, extra: Record<string, unknown> = {}) => ({
  options: { left: 20, top, width: 50, height: 20, backgroundColor: color, ...extra },
  printElementType: { type: 'rect' },
});
const longText = (top: number, text: string, extra: Record<string, unknown> = {}) => ({
  options: { left: 20, top, width: 100, height: 20, field: 'body', hideTitle: true, fontSize: 10, lineHeight: 20, ...extra },
  printElementType: { type: 'longText' },
});

function run(panel: Record<string, unknown>, elements: unknown[], data: unknown = {}) {
  const template = loadTemplate({ panels: [{ width: 200, height: 300, paperHeader: 30, paperFooter: 270, paperNumberDisabled: true, ...panel, printElements: elements }] });
  return paginate(template, data, testContext()).pages;
}

function flat(items: DisplayItem[]): DisplayItem[] {
  return items.flatMap((i) => (i.kind === 'group' ? flat(i.items) : [i]));
}
/** Top y of the filled rect of `color` on each page (undefined where absent). */
function where(pages: PageDescription[], color: string): (number | undefined)[] {
  return pages.map((p) => (flat(p.items).find((i) => i.kind === 'rect' && (i as RectItem).fill?.color === color) as RectItem | undefined)?.y);
}
const texts = (page: PageDescription) => flat(page.items).filter((i): i is TextItem => i.kind === 'text').map((t) => t.text);

/** Five body lines of 20 pt each fill 100 pt. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

describe('placing elements on pages', () => {
  it('puts an element at its template position on page 1', () => {
    const pages = run({}, [box('#ff0000', 100)]);
    expect(pages).toHaveLength(1);
    expect(where(pages, '#ff0000')).toEqual([100]);
    expect(pages[0]).toMatchObject({ version: 1, index: 0 });
    expect(pages[0]!.width).toBeCloseTo(566.929, 3);
  });

  it('moves an element whose top passes the footer line to the next page, below the header line', () => {
    // The longText (130..150 in the design) grows to 250; the box 50 below it would start at
    // 300, 30 past the footer line, so it lands 30 below the next page's header line.
    const pages = run({}, [longText(130, ''), box('#00ff00', 200)], { body: lines(6) });
    expect(where(pages, '#00ff00')).toEqual([undefined, 60]);
  });

  it('moves an element that would cross the footer line to the next page in print, as hiprint does, and keeps it in design', () => {
    expect(where(run({}, [box('#ff0000', 260)]), '#ff0000')).toEqual([undefined, 30]);
    const template = loadTemplate({ panels: [{ width: 200, height: 300, paperHeader: 30, paperFooter: 270, paperNumberDisabled: true, printElements: [box('#ff0000', 260)] }] });
    expect(where(paginate(template, {}, testContext({ mode: 'design' })).pages, '#ff0000')).toEqual([260]);
  });

  it('starts a new page for pageBreak, and what follows keeps its distance', () => {
    const pages = run({}, [box('#ff0000', 100), box('#00ff00', 200, { pageBreak: true }), box('#0000ff', 250)]);
    expect(where(pages, '#ff0000')).toEqual([100, undefined]);
    expect(where(pages, '#00ff00')).toEqual([undefined, 30]);
    expect(where(pages, '#0000ff')).toEqual([undefined, 80]);
  });

  it('repeats header-zone, footer-zone and fixed elements on every page', () => {
    const pages = run({}, [box('#aa0000', 5), box('#00aa00', 280), box('#0000aa', 100, { fixed: true }), longText(100, '')], {
      body: lines(25),
    });
    expect(pages).toHaveLength(3);
    expect(where(pages, '#aa0000')).toEqual([5, 5, 5]);
    expect(where(pages, '#00aa00')).toEqual([280, 280, 280]);
    expect(where(pages, '#0000aa')).toEqual([100, 100, 100]);
  });

  it('paints in zIndex order, then template order', () => {
    const pages = run({}, [box('#111111', 100, { zIndex: 2 }), box('#222222', 100), box('#333333', 100)]);
    const fills = flat(pages[0]!.items).flatMap((i) => ((i as RectItem).fill ? [(i as RectItem).fill!.color] : []));
    expect(fills).toEqual(['#222222', '#333333', '#111111']);
  });

  it('shifts all content by the panel print offsets', () => {
    const pages = run({ leftOffset: 5, topOffset: -3 }, [box('#ff0000', 100)]);
    expect(pages[0]!.items[0]).toMatchObject({ kind: 'group', transform: [1, 0, 0, 1, 5, -3] });
  });
});

describe('growing elements', () => {
  it('flows longText across pages line by line, resuming below the header line', () => {
    // 240 pt of content room below top 130: 7 lines fit on page 1, the rest continue at 30.
    const pages = run({}, [longText(130, '')], { body: lines(12) });
    expect(pages).toHaveLength(2);
    expect(texts(pages[0]!)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5', 'line 6', 'line 7']);
    expect(texts(pages[1]!)).toEqual(['line 8', 'line 9', 'line 10', 'line 11', 'line 12']);
  });

  it('moves elements below a growing element down with it, keeping their order and distance', () => {
    // longText designed 20 tall (130..150); a box 10 below it.
    const pages = run({}, [longText(130, ''), box('#ff0000', 160)], { body: lines(12) });
    // longText ends on page 2 at 30 + 5 * 20 = 130; the box keeps its 10 pt gap.
    expect(where(pages, '#ff0000')).toEqual([undefined, 140]);
  });

  it('prints a box that would cross the footer line at the top of the next page, as hiprint does', () => {
    const pages = run({}, [longText(100, ''), box('#ff0000', 125)], { body: lines(8) });
    // The longText ends at 100 + 8 * 20 = 260; the box 5 below it would end at 285, past the 270 line.
    expect(where(pages, '#ff0000')).toEqual([undefined, 30]);
  });

  it('moves elements below a shrinking element up, as hiprint does', () => {
    // longText designed 100 tall (130..230) holding one 20 pt line; a box 10 below its design.
    const pages = run({}, [longText(130, '', { height: 100 }), box('#ff0000', 240)], { body: lines(1) });
    expect(where(pages, '#ff0000')).toEqual([160]);
  });

  it("places each element by the one placed before it (hiprint's reference element): beside it from where it began", () => {
    // A box beside the longText (its top within 130..150) stays on page 1 at its own top; the
    // box below comes after the one beside it in top order and keeps its distance to that one.
    const pages = run({}, [longText(130, ''), box('#00ff00', 135, { left: 150 }), box('#ff0000', 160)], { body: lines(12) });
    expect(where(pages, '#00ff00')).toEqual([135, undefined]);
    expect(where(pages, '#ff0000')).toEqual([160, undefined]);
  });

  it('lets the page grow instead of paginating when panelPageRule is none', () => {
    const pages = run({ panelPageRule: 'none' }, [longText(130, ''), box('#00aa00', 280)], { body: lines(12) });
    expect(pages).toHaveLength(1);
    // content ends at 130 + 240 = 370; the footer zone below the 270 line follows it
    const paper = mmToPt(300);
    const grown = 370 + (paper - 270);
    expect(pages[0]!.height).toBeCloseTo(grown, 3);
    expect(where(pages, '#00aa00')[0]).toBeCloseTo(280 + (grown - paper), 3);
  });

  it('never loops forever: a line taller than the page still progresses, one per page', () => {
    const pages = run({ paperHeader: 0, paperFooter: 12 }, [longText(0, '', { lineHeight: 40 })], { body: lines(3) });
    expect(pages.map(texts)).toEqual([['line 1'], ['line 2'], ['line 3']]);
  });

  it('stops a runaway template with a clear error instead of hanging', () => {
    const table = {
      options: { left: 0, top: 0, width: 100, height: 20, field: 'rows', tableHeaderRepeat: 'none', columns: [[{ title: 'a', field: 'a', width: 100 }]] },
      printElementType: { type: 'table' },
    };
    const rows = Array.from({ length: 2 * MAX_PAGES + 10 }, (_, i) => ({ a: i }));
    const runaway = () => run({ paperHeader: 0, paperFooter: 40 }, [table], { rows });
    expect(runaway).toThrow(PaginationError);
    expect(runaway).toThrow(`more than ${MAX_PAGES} pages`);
  });
});

describe('page visibility', () => {
  /** A three- or four-page document with a footer-zone marker per visibility rule. */
  /** Body lines that make `count` pages from top 100: 8 on page 1, 12 on each further page. */
  const bodyFor = (count: number) => ({ body: lines(8 + 12 * (count - 2) + 1) });
  const pagesWith = (count: number, rule: Record<string, unknown>) => {
    const pages = run({}, [box('#ff0000', 280, rule), longText(100, '')], bodyFor(count));
    expect(pages).toHaveLength(count);
    return where(pages, '#ff0000').map((y) => y !== undefined);
  };

  it.each([
    [{ showInPage: 'first' }, 3, [true, false, false]],
    [{ showInPage: 'last' }, 3, [false, false, true]],
    [{ showInPage: 'odd' }, 4, [true, false, true, false]],
    [{ showInPage: 'even' }, 4, [false, true, false, true]],
    [{ showInPage: 'none' }, 3, [true, true, true]],
    [{}, 3, [true, true, true]],
    [{ unShowInPage: 'first' }, 3, [false, true, true]],
    [{ unShowInPage: 'last' }, 3, [true, true, false]],
    [{ showInPage: 'odd', unShowInPage: 'first' }, 4, [false, false, true, false]],
    [{ showInPage: 'even', unShowInPage: 'last' }, 4, [false, true, false, false]],
  ])('%j on %i pages', (rule, count, expected) => {
    expect(pagesWith(count, rule)).toEqual(expected);
  });

  it('applies to flowing elements page by page', () => {
    const pages = run({}, [box('#ff0000', 60, { showInPage: 'last' }), longText(100, ''), box('#00ff00', 130, { showInPage: 'last' })], bodyFor(3));
    expect(where(pages, '#ff0000')).toEqual([undefined, undefined, undefined]);
    expect(where(pages, '#00ff00')).toEqual([undefined, undefined, 60]);
  });
});

describe('page rules and footer lines', () => {
  it('pads to an odd or even page count (panelPaperRule)', () => {
    expect(run({ panelPaperRule: 'odd' }, [longText(100, '')], { body: lines(9) })).toHaveLength(3);
    expect(run({ panelPaperRule: 'even' }, [longText(100, '')], { body: lines(9) })).toHaveLength(2);
    expect(run({ panelPaperRule: 'even' }, [box('#ff0000', 100)])).toHaveLength(2);
    expect(run({ panelPaperRule: 'odd' }, [box('#ff0000', 100)])).toHaveLength(1);
  });

  it('uses firstPaperFooter on page 1', () => {
    expect(where(run({ firstPaperFooter: 200 }, [box('#ff0000', 220)]), '#ff0000')).toEqual([undefined, 50]);
  });

  it('uses oddPaperFooter and evenPaperFooter by page number', () => {
    // page 1 footer 270 (odd: 250); page 2 footer 200 (even)
    const pages = run({ oddPaperFooter: 250, evenPaperFooter: 200 }, [longText(100, '')], { body: lines(15) });
    expect(pages.map((p) => texts(p).length)).toEqual([7, 8]);
    const pages2 = run({ oddPaperFooter: 250, evenPaperFooter: 130 }, [longText(100, '')], { body: lines(15) });
    expect(pages2.map((p) => texts(p).length)).toEqual([7, 5, 3]);
  });

  it('moves footer-zone elements with a page footer line', () => {
    const pages = run({ firstPaperFooter: 250 }, [box('#00aa00', 275), longText(100, '')], { body: lines(9) });
    expect(where(pages, '#00aa00')).toEqual([255, 275]);
  });

  it('uses lastPaperFooter on the last page, adding a page when the content does not fit above it', () => {
    // 6 lines from 130 end at 250 on page 1; a last-page footer line at 200 pushes 2 lines over.
    const pages = run({ lastPaperFooter: 200 }, [longText(130, '')], { body: lines(6) });
    // Page 1 is then not the last page, so its own footer line holds all six lines, and the
    // last page is an extra one below them.
    expect(pages.map((p) => texts(p).length)).toEqual([6, 0]);
  });

  it('keeps one page when the content ends above lastPaperFooter', () => {
    expect(run({ lastPaperFooter: 260 }, [longText(130, '')], { body: lines(6) }).map((p) => texts(p).length)).toEqual([6]);
  });
});
