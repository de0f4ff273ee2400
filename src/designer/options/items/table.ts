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

select('tableHeaderRowHeight', TABLE_HEADER_ROW_HEIGHTS, { withDefault: true, free: 'pt' });
select('tableHeaderFontSize', FONT_SIZES, { withDefault: true, free: 'pt' });
select('tableHeaderFontWeight', FONT_WEIGHTS, { withDefault: true });
color('tableHeaderBackground');
select('tableBodyRowHeight', TABLE_BODY_ROW_HEIGHTS, { withDefault: true, free: 'pt' });

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

/**
 * The fields a header cell's title editor offers (hiprint's `fields`: [{text, field}]), one per line as
 * `field:标题` (a full-width colon works too; a bare `field` is its own label).
 */
item('fields', { kind: 'textarea', placeholder: 'name:品名\nqty:数量' }, {
  read: (o) => (Array.isArray(o.fields) ? o.fields.map(fieldLine).filter((line) => line !== '').join('\n') : ''),
  write: (v) => {
    const list = String(v ?? '')
      .split('\n')
      .map(parseFieldLine)
      .filter((f): f is { field: string; text: string } => f !== undefined);
    return { fields: list.length > 0 ? list : undefined };
  },
});

function fieldLine(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return '';
  const { field, text, title } = entry as Record<string, unknown>;
  if (typeof field !== 'string' || field === '') return '';
  const label = typeof text === 'string' ? text : typeof title === 'string' ? title : '';
  return label && label !== field ? `${field}:${label}` : field;
}

function parseFieldLine(line: string): { field: string; text: string } | undefined {
  const at = line.search(/[:：]/);
  const field = (at < 0 ? line : line.slice(0, at)).trim();
  const text = at < 0 ? '' : line.slice(at + 1).trim();
  return field ? { field, text: text || field } : undefined;
}

for (const hook of ['groupFieldsFormatter', 'groupFormatter', 'groupFooterFormatter', 'footerFormatter', 'gridColumnsFooterFormatter', 'rowStyler', 'rowsColumnsMerge']) {
  code(hook);
}
