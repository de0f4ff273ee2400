/**
 * Reading a table column for its panel. Cells are addressed as the table commands address
 * them (updateColumn, setColumnTitle, deleteColumn): a header row and a visible leaf column,
 * resolved through the editor's header grid, so panel and commands always mean the same cell.
 */
import type { ElementJson } from '../../../engine/index.ts';
import { cellAtVisible } from '../editor/table-grid.ts';
import { gridOf } from '../editor/table-menu.ts';

type Column = Record<string, unknown>;

/** The stored column object of the header cell at (row, visible col), or undefined. */
export function columnAt(element: ElementJson | undefined, row: number, col: number): Column | undefined {
  if (!element) return undefined;
  return cellAtVisible(gridOf(element), row, col)?.raw;
}

/** What the column panel's title calls the column: its title without a '#field' suffix, else its field. */
export function columnName(column: Column | undefined): string {
  const title = typeof column?.title === 'string' ? column.title : '';
  const hash = title.indexOf('#');
  const shown = hash > 0 && hash < title.length - 1 ? title.slice(0, hash) : title;
  if (shown.trim() !== '') return shown;
  return typeof column?.field === 'string' ? column.field : '';
}
