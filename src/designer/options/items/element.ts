/** Option items of elements: geometry, text, style, border, codes, page rules and hooks. */
import { DEFAULT_FONT_SIZE, normalizeRotation } from '../../../../engine/index.ts';
import { getFontList } from '../host.ts';
import type { Options } from '../registry.ts';
import { coordinateValue } from '../validation.ts';
import {
  AXES,
  BORDER_STYLES,
  BORDER_WIDTHS,
  DATA_TYPES,
  DATE_FORMATS,
  FONT_SIZES,
  FONT_WEIGHTS,
  fontOptions,
  HIDE_TITLE,
  IMAGE_FITS,
  INDENTS,
  LETTER_SPACINGS,
  LINE_HEIGHTS,
  PADDINGS,
  QR_LEVEL_DEFAULT,
  QR_LEVELS,
  SHOW_IN_PAGE,
  TEXT_ALIGNS,
  TEXT_BARCODE_DEFAULT,
  TEXT_BARCODE_FORMATS,
  TEXT_DECORATIONS,
  TEXT_TYPES,
  UNSHOW_IN_PAGE,
  UPPER_CASE_MODES,
  VERTICAL_ALIGNS,
} from '../valueLists.ts';
import { code, color, flag, item, number, orDefault, select, text } from './build.ts';
import { fieldSuggestions, getDataFields } from '../dataFields.ts';

const NONE = { value: '', label: 'options.values.none' };
/** Boolean formats are 'trueText:falseText'; common pairs to start from. */
const BOOLEAN_FORMATS = ['是:否', '有:无', '√:×', 'Y:N'];

// ---- basics ----------------------------------------------------------------------------------

text('title', { single: true });
// the record's fields of the template's type, offered while any name may still be typed
item('field', { kind: 'text', suggestions: (_o, panel) => fieldSuggestions(getDataFields(), panel) }, { single: true });
text('testData', { single: true });

item(
  'coordinate',
  { kind: 'lockPair', keys: ['left', 'top'], labels: ['options.items.x', 'options.items.y'] },
  {
    single: true,
    read: (o) => [coordinateValue(o.left as number), coordinateValue(o.top as number)],
    write: (v) => {
      const [left, top] = v as [number, number];
      return { left, top };
    },
  },
);

item(
  'widthHeight',
  { kind: 'lockPair', keys: ['width', 'height'], labels: ['options.items.width', 'options.items.height'], min: 0 },
  {
    // The pair writes both values, so elements of different sizes would all get one of them.
    single: true,
    read: (o) => [coordinateValue(o.width as number), coordinateValue(o.height as number)],
    write: (v) => {
      const [width, height] = v as [number, number];
      return { width, height };
    },
  },
);

number('transform', { min: -360, max: 360, unit: '°' }, {
  read: (o) => Number(o.transform) || 0,
  // Stored wrapped into [0, 360) like the rotate handle does; 0 removes the option.
  write: (v) => ({ transform: typeof v === 'number' && normalizeRotation(v) !== 0 ? normalizeRotation(v) : undefined }),
});

// ---- text and fonts --------------------------------------------------------------------------

select('fontFamily', () => fontOptions(getFontList()).map((f) => ({ value: f.value, label: f.title })), { withDefault: true });
// Unset lays out at the engine's default size, so that is what the select shows.
// The steps are suggestions: a 20 pt title shows as 20pt, and any size can be typed.
select('fontSize', FONT_SIZES, { read: orDefault('fontSize', DEFAULT_FONT_SIZE), free: 'pt' });
select('fontWeight', FONT_WEIGHTS, { withDefault: true });
select('letterSpacing', LETTER_SPACINGS, { withDefault: true, free: 'pt' });
select('lineHeight', LINE_HEIGHTS, { withDefault: true, free: 'pt' });
color('color');
select('textDecoration', [NONE, ...TEXT_DECORATIONS]);
// 'left' is what the default lays out as, so a stored 'left' shows as the default entry.
select('textAlign', TEXT_ALIGNS, { read: (o) => (o.textAlign === 'left' ? '' : o.textAlign) });
select('textContentVerticalAlign', VERTICAL_ALIGNS, { withDefault: true });
select('hideTitle', HIDE_TITLE, {
  read: (o) => (o.hideTitle === true || o.hideTitle === 'true' ? 'hide' : o.hideTitle === false || o.hideTitle === 'false' || !o.hideTitle ? 'default' : o.hideTitle),
  write: (v) => ({ hideTitle: v === 'default' || v === '' || v === null ? undefined : v }),
});
select('upperCase', UPPER_CASE_MODES, { withDefault: true });

// ---- text types, codes, data types -----------------------------------------------------------

const textTypeOf = (o: Options): unknown => o.textType ?? 'text';
select('textType', TEXT_TYPES, { read: textTypeOf });
select('barcodeMode', TEXT_BARCODE_FORMATS, {
  read: orDefault('barcodeMode', TEXT_BARCODE_DEFAULT),
  visible: (o) => textTypeOf(o) === 'barcode',
});
select('qrCodeLevel', QR_LEVELS, {
  read: orDefault('qrCodeLevel', QR_LEVEL_DEFAULT),
  visible: (o) => textTypeOf(o) === 'qrcode',
});
select('dataType', DATA_TYPES, { withDefault: true });
item(
  'format',
  // Dates pick from the listed formats (or type one); booleans are 'trueText:falseText'.
  { kind: 'text', suggestions: (o) => (o.dataType === 'datetime' ? DATE_FORMATS : o.dataType === 'boolean' ? BOOLEAN_FORMATS : undefined) },
  { visible: (o) => o.dataType === 'datetime' || o.dataType === 'boolean' },
);

// ---- colours and borders ---------------------------------------------------------------------

color('backgroundColor');
for (const side of ['borderLeft', 'borderTop', 'borderRight', 'borderBottom']) select(side, [NONE, ...BORDER_STYLES]);
select('borderWidth', BORDER_WIDTHS, { withDefault: true, free: 'pt' });
color('borderColor');
select('borderStyle', BORDER_STYLES);
for (const side of ['contentPaddingLeft', 'contentPaddingTop', 'contentPaddingRight', 'contentPaddingBottom']) {
  select(side, PADDINGS, { withDefault: true });
}

// ---- long text ---------------------------------------------------------------------------------

select('longTextIndent', INDENTS, { withDefault: true });
flag('leftSpaceRemoved');
number('lHeight', { min: 0, unit: 'pt' });

// ---- image and html ----------------------------------------------------------------------------

item('src', { kind: 'image' }, { single: true });
select('fit', IMAGE_FITS, { read: orDefault('fit', 'fill') });
item('content', { kind: 'textarea', placeholder: '<p>…</p>' }, { single: true });

// ---- pages, position and behaviour -----------------------------------------------------------

select('showInPage', SHOW_IN_PAGE, { read: orDefault('showInPage', 'none') });
select('unShowInPage', [NONE, ...UNSHOW_IN_PAGE]);
flag('fixed');
flag('pageBreak');
item('draggable', { kind: 'switch' }, {
  read: (o) => o.draggable !== false && o.draggable !== 'false',
  // Draggable is the default, so only "not draggable" is stored.
  write: (v) => ({ draggable: v ? undefined : false }),
});
select('axis', AXES, { withDefault: true });
number('zIndex', { integer: true });

// ---- user code -------------------------------------------------------------------------------

code('formatter');
code('styler');
