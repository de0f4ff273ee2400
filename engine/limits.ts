/**
 * What the engine refuses or clamps, so that no template and no hook can crash or hang the
 * process that lays it out. Each limit lies far beyond what a real document reaches (the
 * heaviest sample, hiprint's table demo, has 10 columns and 335 display items on a page).
 *
 * | Limit                          | Value     | When passed                                               |
 * | ------------------------------ | --------- | --------------------------------------------------------- |
 * | paper side (panel, custom)     | 5000 mm   | the template is refused (TemplateError, path of the side)   |
 * | page grown by panelPageRule none | 5000 mm | layout stops with a LimitError                            |
 * | header cell rowspan            | header rows below it | clamped, `table-span-clamped` diagnostic       |
 * | header cell colspan            | the columns the header's cells can make | clamped, `table-span-clamped` |
 * | header rows of a table         | 20        | LimitError                                                |
 * | header cells of a table        | 2000      | LimitError                                                |
 * | columns of a table             | 200       | LimitError                                                |
 * | table cells on one page        | 20,000    | data rows: LimitError; autoCompletion's empty rows: clamped, `table-fill-clamped` |
 * | display items on one page      | 50,000    | LimitError (the watermark's tiles are counted before they are made) |
 * | pages of one document          | 20,000    | LimitError (MAX_PAGES, checked before each page is placed) |
 * | user code per document         | 5000 ms   | later hooks are not run, `hook-budget-spent` once per hook |
 * | failures of one hook's code    | 3         | not called again in the document (see userCode.ts)         |
 *
 * maxRows needs no limit: it only ever lowers the rows of a page.
 */
import { PaginationError } from './model/errors.ts';

/** Longest side of a paper or panel, in mm (5 m). */
export const MAX_PAPER_MM = 5000;
/** Leaf columns of one table. */
export const MAX_TABLE_COLUMNS = 200;
/** Header rows of one table. */
export const MAX_HEADER_ROWS = 20;
/** Header cells of one table, every row counted. */
export const MAX_HEADER_CELLS = 2000;
/** Body cells (rows, empty rows included, times columns) of one table on one page. */
export const MAX_TABLE_PAGE_CELLS = 20000;
/** Display items on one page, groups and what they hold counted. */
export const MAX_PAGE_ITEMS = 50000;
/** Pages of one document, every record and panel counted. */
export const MAX_PAGES = 20000;
/** Time all user hooks of one document may take together, unless the host sets another. */
export const DEFAULT_HOOK_BUDGET_MS = 5000;
/** Failures of one hook's code after which it is not called again in that document (a render). */
export const HOOK_FAILURE_LIMIT = 3;

/** Layout stopped at one of the limits above: `path` names the element or option, `limit` the value passed. */
export class LimitError extends PaginationError {
  constructor(
    readonly path: string,
    readonly limit: number,
    message: string,
  ) {
    super(path ? `${path}: ${message}` : message, 'limit-exceeded');
    this.name = 'LimitError';
  }
}
