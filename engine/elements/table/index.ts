/**
 * The table element: columns in rows of column groups, data rows bound by `field`, cell types,
 * summaries, groups, merges and grid bands, flowing across pages (see paginateTable.ts).
 *
 * Defaults: 550 x 36 pt (a header row and one body row at the default 9 pt font), font 9 pt.
 */
import type { ElementFlow, ElementType } from '../types.ts';
import { TableFlow } from './paginateTable.ts';
import { prepareTable } from './prepareTable.ts';

export { DEFAULT_COLUMN_WIDTH, splitTitle, tableColumns, type ColumnLayout, type HeaderCell, type LeafColumn } from './columns.ts';
export { NO_ROOM_NOTICE } from './plan.ts';
export { SUMMARY_LABELS } from './summary.ts';
export { tableSettings, type TableSettings } from './tableOptions.ts';

export const TABLE_DEFAULTS = { left: 0, top: 0, width: 550, height: 36, fontSize: 9 };

export const tableType: ElementType = {
  type: 'table',
  defaults: TABLE_DEFAULTS,
  layout(element, env): ElementFlow {
    return new TableFlow(prepareTable(element, env));
  },
};
