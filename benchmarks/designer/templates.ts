/**
 * The documents the designer benchmark opens: a crowded A4 page (300 text and rect elements)
 * for dragging and typing, and a one-table page whose pasted rows make about 1,000 pages for
 * the preview. Plain hiprint-shaped JSON, as POST /api/print/templates takes it.
 */

/** Elements on the crowded page: 15 columns x 20 rows. */
export const GRID_COLUMNS = 15;
export const GRID_ROWS = 20;
const CELL_W = 36;
const CELL_H = 38;
const ORIGIN_X = 20;
const ORIGIN_Y = 40;

type Element = { options: Record<string, unknown>; printElementType: { tid: string; type: string; title?: string } };

/** Top-left (pt) of grid cell `i`, row by row. */
export function gridCell(i: number): { left: number; top: number } {
  return { left: ORIGIN_X + (i % GRID_COLUMNS) * CELL_W, top: ORIGIN_Y + Math.floor(i / GRID_COLUMNS) * CELL_H };
}

/**
 * Text and rect elements alternating, each in a cell of its own so none overlaps: a click
 * picks exactly one. Texts carry a title and test data so they lay out real glyphs (what
 * costs time), not the empty-box placeholder.
 */
export function crowdedTemplate(count = GRID_COLUMNS * GRID_ROWS): { panels: unknown[] } {
  const printElements: Element[] = [];
  for (let i = 0; i < count; i++) {
    const { left, top } = gridCell(i);
    printElements.push(
      i % 2 === 0
        ? { options: { left, top, width: 32, height: 14, title: `T${i}`, field: `f${i}`, testData: String(i), fontSize: 7.5 }, printElementType: { tid: 'defaultModule.text', type: 'text' } }
        : { options: { left, top, width: 30, height: 22, borderWidth: 0.75 }, printElementType: { tid: 'defaultModule.rect', type: 'rect' } },
    );
  }
  return { panels: [{ index: 0, name: 'bench', paperType: 'A4', width: 210, height: 297, paperHeader: 0, paperFooter: 841, printElements }] };
}

/** A title and a three-column table bound to `rows`, header repeated on every page. */
export function tableTemplate(): { panels: unknown[] } {
  return {
    panels: [
      {
        index: 0,
        name: 'bench',
        paperType: 'A4',
        width: 210,
        height: 297,
        paperHeader: 30,
        paperFooter: 800,
        printElements: [
          { options: { left: 40, top: 40, width: 300, height: 20, title: '单号', field: 'no', testData: 'B-1' }, printElementType: { tid: 'defaultModule.text', type: 'text' } },
          {
            options: {
              left: 40,
              top: 80,
              width: 500,
              height: 60,
              field: 'rows',
              columns: [
                [
                  { title: '名称', field: 'name', width: 200 },
                  { title: '数量', field: 'qty', width: 150 },
                  { title: '单价', field: 'price', width: 150 },
                ],
              ],
            },
            printElementType: { tid: 'defaultModule.table', type: 'table', title: '表格' },
          },
        ],
      },
    ],
  };
}

/** Data for tableTemplate with `count` rows. */
export function tableData(count: number): { no: string; rows: { name: string; qty: number; price: number }[] } {
  return { no: 'BENCH', rows: Array.from({ length: count }, (_, i) => ({ name: `品 ${i + 1}`, qty: i + 1, price: (i % 7) + 0.5 })) };
}

/**
 * Rows for about `pages` pages, given that `probeRows` rows made `probePages` pages: the rows
 * a page holds are fixed (same row height, header repeated), so the count scales linearly.
 */
export function rowsForPages(pages: number, probeRows: number, probePages: number): number {
  if (probePages < 2) throw new Error(`the probe of ${probeRows} rows made ${probePages} page(s): too few to scale from`);
  // The probe's last page is partly empty: rounds the estimate down by under a page's worth.
  return Math.round((probeRows / probePages) * pages);
}
