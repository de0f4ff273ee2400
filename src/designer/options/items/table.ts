/** Option items of the table element: layout, header and body style, borders, repeats, hooks. */
import { maxRowsValue } from '../validation.ts';
import {
  FONT_SIZES,
  FONT_WEIGHTS,
  GRID_COLUMNS,
  GRID_GUTTERS,
  ROW_BORDERS,
  TABLE_BODY_ROW_HEIGHTS,
  TABLE_BORDERS,
  TABLE_FOOTER_REPEAT,
  TABLE_HEADER_REPEAT,
  TABLE_HEADER_ROW_HEIGHTS,
} from '../valueLists.ts';
import { code, color, flag, item, number, orDefault, select } from './build.ts';

select('gridColumns', GRID_COLUMNS, { withDefault: true });
select('gridColumnsGutter', GRID_GUTTERS, { withDefault: true });
number('maxRows', { min: 1, integer: true }, { write: (v) => ({ maxRows: maxRowsValue(v as number | undefined) }) });
flag('autoCompletion');

select('tableHeaderRepeat', TABLE_HEADER_REPEAT, { read: orDefault('tableHeaderRepeat', 'page') });
// Unset lets pagination decide (see engine paginateTable), so the list keeps a default entry.
select('tableFooterRepeat', TABLE_FOOTER_REPEAT, { withDefault: true });

select('tableHeaderRowHeight', TABLE_HEADER_ROW_HEIGHTS, { withDefault: true });
select('tableHeaderFontSize', FONT_SIZES, { withDefault: true });
select('tableHeaderFontWeight', FONT_WEIGHTS, { withDefault: true });
color('tableHeaderBackground');
select('tableBodyRowHeight', TABLE_BODY_ROW_HEIGHTS, { withDefault: true });

/** A border option: unset lays out as 'border'; hiprint's false means no border. */
const border = (name: string, values = TABLE_BORDERS) =>
  select(name, values, { read: (o) => (o[name] === false || o[name] === 'false' ? 'noBorder' : (o[name] ?? 'border')) });
for (const name of ['tableBorder', 'tableHeaderBorder', 'tableHeaderCellBorder', 'tableFooterBorder', 'tableFooterCellBorder', 'tableBodyCellBorder']) border(name);
border('tableBodyRowBorder', ROW_BORDERS);

// Stored as a list of field names (hiprint); typed as "a,b".
item('groupFields', { kind: 'text', placeholder: 'field1,field2' }, {
  read: (o) => (Array.isArray(o.groupFields) ? o.groupFields.join(',') : (o.groupFields ?? '')),
  write: (v) => {
    const list = String(v ?? '').split(',').map((f) => f.trim()).filter((f) => f !== '');
    return { groupFields: list.length > 0 ? list : undefined };
  },
});
flag('rowsColumnsMergeClean');

for (const hook of ['groupFieldsFormatter', 'groupFormatter', 'groupFooterFormatter', 'footerFormatter', 'gridColumnsFooterFormatter', 'rowStyler', 'rowsColumnsMerge']) {
  code(hook);
}
