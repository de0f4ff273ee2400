/**
 * The footer rows a page shows: summaries or what a footer hook returns, as hiprint's
 * createTableFooter makes them.
 *
 * tableFooterRepeat:
 * - unset or '': hiprint keeps the tfoot on every page, so it behaves as 'page' when the
 *   table has summaries or a footerFormatter, and shows nothing otherwise.
 * - page: every page shows the summary of its own rows under the column's plain label
 *   (合计:), the last page included; there is no grand total.
 * - last: the summary of all rows, on the last page only. no: nothing.
 * - footerFormatter(options, rows, data, pageRows) replaces those rows wherever the footer
 *   shows: its result is hiprint's tfoot HTML, whose <tr>/<td colspan> structure becomes rows
 *   of merged cells (plain text becomes one cell across the table).
 * - gridColumnsFooterFormatter, same arguments, adds one row across all bands of a grid table
 *   on every page.
 * A table without data rows keeps its footer (summaries of no rows), as hiprint's does.
 */
import { stripTags } from './groups.ts';
import type { TextAlign } from '../../text/types.ts';
import { alignOf } from './columns.ts';
import { summaryCells, type RowCell, type SummarySpec } from './summary.ts';

export interface FooterRow {
  cells: RowCell[];
  height: number;
}

export type FooterKind = 'subtotal' | 'total';

/** Which summary rows a page shows: its own rows' summary (page), or all rows' on the last page (last). */
export function footerKinds(mode: 'no' | 'page' | 'last', last: boolean): FooterKind[] {
  if (mode === 'no') return [];
  if (mode === 'last') return last ? ['total'] : [];
  return ['subtotal'];
}

/** The summary row of `kind` for data rows [from, to) of `total` rows. */
export function summaryRow(
  kind: FooterKind,
  specs: (SummarySpec | undefined)[],
  numbers: (Float64Array | undefined)[],
  from: number,
  to: number,
  total: number,
): RowCell[] {
  return kind === 'total' ? summaryCells(specs, numbers, 0, total) : summaryCells(specs, numbers, from, to);
}

const ROW = /<tr\b[^>]*>([\s\S]*?)(?:<\/tr>|(?=<tr\b)|$)/gi;
const CELL = /<t[dh]\b([^>]*)>([\s\S]*?)(?:<\/t[dh]>|(?=<t[dh]\b)|(?=<\/tr>)|$)/gi;

/** Rows of cells from a footer hook's result, laid over `cols` columns. */
export function footerHookRows(result: unknown, cols: number): RowCell[][] {
  if (typeof result === 'number') return [[{ col: 0, colspan: cols, text: String(result), align: 'left' }]];
  if (typeof result !== 'string' || result.trim() === '' || cols === 0) return [];
  if (!/<t[dr]\b/i.test(result)) return [[{ col: 0, colspan: cols, text: stripTags(result).trim(), align: 'left' }]];
  const rows: RowCell[][] = [];
  const trs = /<tr\b/i.test(result) ? [...result.matchAll(ROW)].map((m) => m[1]!) : [result];
  for (const tr of trs) {
    const cells: RowCell[] = [];
    let col = 0;
    for (const m of tr.matchAll(CELL)) {
      if (col >= cols) break;
      const attrs = m[1]!;
      const span = Number(/colspan\s*=\s*["']?(\d+)/i.exec(attrs)?.[1] ?? 1);
      const colspan = Math.max(1, Math.min(cols - col, Number.isFinite(span) ? span : 1));
      cells.push({ col, colspan, text: stripTags(m[2]!).trim(), align: cellAlign(attrs) });
      col += colspan;
    }
    if (cells.length === 0) continue;
    // A row that does not reach the last column: its last cell stretches (as a lone cell should).
    const lastCell = cells[cells.length - 1]!;
    if (col < cols) {
      if (cells.length === 1) lastCell.colspan = cols;
      else cells.push({ col, colspan: cols - col, text: '', align: 'left' });
    }
    rows.push(cells);
  }
  return rows;
}

function cellAlign(attrs: string): TextAlign {
  const css = /text-align\s*:\s*(\w+)/i.exec(attrs)?.[1];
  const attr = /align\s*=\s*["']?(\w+)/i.exec(attrs)?.[1];
  return alignOf(css?.toLowerCase()) ?? alignOf(attr?.toLowerCase()) ?? 'left';
}
