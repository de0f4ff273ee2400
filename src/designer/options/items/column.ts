/**
 * Option items of a table column (section 3, "Table column fields"). The column's title,
 * field, formatter, styler and upperCase rows reuse the element items of the same name.
 */
import type { Options } from '../registry.ts';
import { decimalsValue, summaryColspanValue } from '../validation.ts';
import {
  CELL_ALIGNS,
  CELL_BARCODE_DEFAULT,
  CELL_BARCODE_FORMATS,
  COLUMN_TYPES,
  QR_LEVEL_DEFAULT,
  QR_LEVELS,
  SUMMARY_DECIMALS,
  SUMMARY_DEFAULT_ALIGN,
  SUMMARY_DEFAULT_LABELS,
  SUMMARY_TITLE,
  SUMMARY_TYPES,
  VERTICAL_ALIGNS,
} from '../valueLists.ts';
import { code, item, number, orDefault, select, text } from './build.ts';

const NONE = { value: '', label: 'options.values.none' };

text('descTitle');
number('width', { min: 10, unit: 'pt' });
item('checked', { kind: 'switch' }, {
  read: (o) => o.checked !== false,
  write: (v) => ({ checked: v ? undefined : false }),
});
// A column's 'fixed' keeps it in place when columns are reordered: not the element's 'fixed'.
item('columnFixed', { kind: 'switch' }, {
  read: (o) => o.fixed === true || o.fixed === 'true',
  write: (v) => ({ fixed: v ? true : undefined }),
});

select('align', CELL_ALIGNS, { withDefault: true });
select('halign', CELL_ALIGNS, { withDefault: true });
select('vAlign', VERTICAL_ALIGNS, { withDefault: true });
number('tableColumnHeight', { min: 0, unit: 'pt' });

const cellType = (o: Options): unknown => o.tableTextType || 'text';
select('tableTextType', COLUMN_TYPES, { read: cellType });
select('tableBarcodeMode', CELL_BARCODE_FORMATS, {
  read: orDefault('tableBarcodeMode', CELL_BARCODE_DEFAULT),
  visible: (o) => cellType(o) === 'barcode',
});
select('tableQRCodeLevel', QR_LEVELS, {
  read: orDefault('tableQRCodeLevel', QR_LEVEL_DEFAULT),
  visible: (o) => cellType(o) === 'qrcode',
});

const hasSummary = (o: Options): boolean => typeof o.tableSummary === 'string' && o.tableSummary !== '';
select('tableSummary', [NONE, ...SUMMARY_TYPES]);
const titleHidden = (o: Options): boolean => o.tableSummaryTitle === false || o.tableSummaryTitle === 'false' || o.tableSummaryTitle === '';
/** A label of the column's own: any string but the hidden and 'true' spellings (as the engine reads it). */
const customTitle = (o: Options): string | undefined =>
  typeof o.tableSummaryTitle === 'string' && !titleHidden(o) && o.tableSummaryTitle !== 'true' ? o.tableSummaryTitle : undefined;
select('tableSummaryTitle', SUMMARY_TITLE, {
  visible: hasSummary,
  read: (o) => (titleHidden(o) ? 'hide' : customTitle(o) !== undefined ? 'custom' : ''),
  // Custom starts from the label the column prints now, ready to be edited in the row below.
  write: (v, o) => ({
    tableSummaryTitle: v === 'hide' ? false : v === 'custom' ? (customTitle(o) ?? SUMMARY_DEFAULT_LABELS[String(o.tableSummary)] ?? '') : undefined,
  }),
});
text('tableSummaryTitleText', {
  visible: (o) => hasSummary(o) && customTitle(o) !== undefined,
  read: (o) => customTitle(o) ?? '',
  // Emptied, the label goes back to the type's default (an empty string would hide it).
  write: (v) => ({ tableSummaryTitle: typeof v === 'string' && v !== '' ? v : undefined }),
});
text('tableSummaryText', { visible: hasSummary });
number('tableSummaryColspan', { min: 0, integer: true }, {
  visible: hasSummary,
  write: (v) => ({ tableSummaryColspan: summaryColspanValue(v as number | undefined) }),
});
select('tableSummaryAlign', CELL_ALIGNS, { visible: hasSummary, read: orDefault('tableSummaryAlign', SUMMARY_DEFAULT_ALIGN) });
number('tableSummaryNumFormat', { min: SUMMARY_DECIMALS.min, max: SUMMARY_DECIMALS.max, integer: true }, {
  visible: hasSummary,
  read: orDefault('tableSummaryNumFormat', SUMMARY_DECIMALS.default),
  write: (v) => ({ tableSummaryNumFormat: decimalsValue(v as number | undefined) }),
});

for (const hook of ['renderFormatter', 'formatter2', 'styler2', 'stylerHeader']) code(hook);
