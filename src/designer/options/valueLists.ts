/**
 * The option value lists of specification section 9, as data. Labels are i18n keys under
 * `options.values.*` (numbers show as themselves with their unit), so the panel and the tests
 * read the same lists.
 */
import { BARCODE_FORMATS, DATE_FORMATS, DEFAULT_WATERMARK_FORMAT, PAPERS, WATERMARK_FORMATS } from '../../../engine/index.ts';

/** One entry of a select: the stored value and, for named values, the i18n key of its label. */
export interface ValueOption {
  /** '' is the "default" entry: choosing it removes the option. */
  value: string | number;
  /** i18n key; without one the value itself is shown (with `unit`, for numbers). */
  label?: string;
  unit?: string;
}

export type ValueList = readonly ValueOption[];

/** The entry that clears an option (the product's "默认"). */
export const DEFAULT_ENTRY: ValueOption = { value: '', label: 'options.values.default' };

/**
 * `from` to `to` inclusive in `step`s, without float drift (0.75 * 29 must be 21.75 exactly,
 * or the stored font size would never match an entry).
 */
export function steps(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  const count = Math.round((to - from) / step);
  for (let i = 0; i <= count; i++) out.push(Math.round((from + i * step) * 1000) / 1000);
  return out;
}

const pt = (values: readonly number[]): ValueOption[] => values.map((value) => ({ value, unit: 'pt' }));
const named = (group: string, values: readonly (string | number)[]): ValueOption[] =>
  values.map((value) => ({ value, label: `options.values.${group}.${value}` }));
const plain = (values: readonly (string | number)[]): ValueOption[] => values.map((value) => ({ value }));

// ---- sizes (pt) --------------------------------------------------------------------------

export const FONT_SIZES = pt(steps(6, 21.75, 0.75));
/** Also the table header and body row heights. */
export const LINE_HEIGHTS = pt(steps(6, 36, 0.75));
export const TABLE_HEADER_ROW_HEIGHTS = LINE_HEIGHTS;
export const TABLE_BODY_ROW_HEIGHTS = LINE_HEIGHTS;
export const LETTER_SPACINGS = pt(steps(0.75, 12, 0.75));
export const BORDER_WIDTHS = pt(steps(0.75, 6.75, 0.75));
/** The specification gives the range only; 0.75 pt is the step of every other pt list. */
export const INDENTS = pt(steps(6, 36, 0.75));
export const PADDINGS = pt(steps(0.75, 21.75, 0.75));
export const GRID_GUTTERS = pt(steps(1.5, 9, 0.75));
export const GRID_COLUMNS = plain([2, 3, 4]);

// ---- text ----------------------------------------------------------------------------------

export const FONT_WEIGHTS = [
  ...named('fontWeight', ['lighter', 'bold', 'bolder']),
  ...plain(['100', '200', '300', '400', '500', '600', '700', '800', '900']),
];
/** '' is the default, which lays out as left. */
export const TEXT_ALIGNS = [{ value: '', label: 'options.values.textAlign.default' }, ...named('textAlign', ['center', 'right', 'justify'])];
export const VERTICAL_ALIGNS = named('verticalAlign', ['top', 'middle', 'bottom']);
/** Column and summary cells: a left/center/right choice. */
export const CELL_ALIGNS = named('cellAlign', ['left', 'center', 'right']);
export const TEXT_DECORATIONS = named('textDecoration', ['underline', 'overline', 'line-through']);
export const HIDE_TITLE = named('hideTitle', ['default', 'show', 'hide']);
export const TEXT_TYPES = named('textType', ['text', 'barcode', 'qrcode']);
export const DATA_TYPES = named('dataType', ['datetime', 'boolean']);
export { DATE_FORMATS };

/** Fonts offered when the host configures no font list (specification section 9). */
export const DEFAULT_FONTS: readonly { title: string; value: string }[] = [
  { title: '宋体', value: 'SimSun' },
  { title: '微软雅黑', value: 'Microsoft YaHei' },
];
/** The font that ships with larder; always offered, since it is what the PDF embeds. */
export const SHIPPED_FONT = { title: 'Noto Sans SC', value: 'Noto Sans SC' } as const;

/** The font list: the configured one (or SimSun and Microsoft YaHei), plus the shipped font. */
export function fontOptions(configured?: readonly { title: string; value: string }[]): { value: string; title: string }[] {
  const base = configured && configured.length > 0 ? configured : DEFAULT_FONTS;
  const list = base.map((f) => ({ value: f.value, title: f.title }));
  if (!list.some((f) => f.value.toLowerCase() === SHIPPED_FONT.value.toLowerCase())) list.push({ ...SHIPPED_FONT });
  return list;
}

/** Chinese numeral modes 0-7; the labels show 10.8 written in each mode. */
export const UPPER_CASE_MODES = named('upperCase', [0, 1, 2, 3, 4, 5, 6, 7]);

// ---- borders -------------------------------------------------------------------------------

export const BORDER_STYLES = named('borderStyle', ['solid', 'dashed', 'dotted']);
/** Table, header, footer and cell borders. */
export const TABLE_BORDERS = named('tableBorder', ['border', 'noBorder']);
/** Row borders add the top/bottom choices. */
export const ROW_BORDERS = named('tableBorder', ['border', 'noBorder', 'topBorder', 'bottomBorder', 'topBottomBorder']);

// ---- image ---------------------------------------------------------------------------------

export const IMAGE_FITS = named('fit', ['contain', 'cover', 'fill', 'none']);

// ---- paper and pages -------------------------------------------------------------------------

export const PAPER_TYPES = [...plain(Object.keys(PAPERS)), { value: 'custom', label: 'options.values.paperType.custom' }];
export const ORIENTATIONS = named('orient', [1, 2]);
export const SHOW_IN_PAGE = named('showInPage', ['none', 'first', 'odd', 'even', 'last']);
export const UNSHOW_IN_PAGE = named('unShowInPage', ['first', 'last']);
export const PAPER_RULES = named('panelPaperRule', ['odd', 'even']);
export const PAGE_RULES = named('panelPageRule', ['none']);
export const AXES = named('axis', ['h', 'v']);

// ---- tables ----------------------------------------------------------------------------------

export const TABLE_HEADER_REPEAT = named('tableHeaderRepeat', ['page', 'first', 'none']);
export const TABLE_FOOTER_REPEAT = named('tableFooterRepeat', ['no', 'page', 'last']);
export const COLUMN_TYPES = named('columnType', ['text', 'barcode', 'image', 'qrcode', 'sequence']);

export const SUMMARY_TYPES = named('summary', ['count', 'sum', 'avg', 'min', 'max', 'text']);
/** Labels printed before a summary value when the column sets none (verbatim, spec section 9). */
export const SUMMARY_DEFAULT_LABELS: Readonly<Record<string, string>> = {
  count: '计数:',
  sum: '合计:',
  avg: '平均值:',
  min: '最小值:',
  max: '最大值:',
};
export const SUMMARY_DEFAULT_ALIGN = 'center';
export const SUMMARY_DECIMALS = { min: 0, max: 6, default: 2 } as const;
/** The summary label: the default for the type, hidden (tableSummaryTitle false), or a text of one's own (a string). */
export const SUMMARY_TITLE = [
  { value: '', label: 'options.values.summaryTitle.show' },
  { value: 'hide', label: 'options.values.summaryTitle.hide' },
  { value: 'custom', label: 'options.values.summaryTitle.custom' },
];

// ---- codes -----------------------------------------------------------------------------------

export { BARCODE_FORMATS };
/** Text elements store CODE128 (automatic code sets) by default, so it heads their list. */
export const TEXT_BARCODE_DEFAULT = 'CODE128';
export const TEXT_BARCODE_FORMATS = plain([TEXT_BARCODE_DEFAULT, ...BARCODE_FORMATS]);
export const CELL_BARCODE_DEFAULT = 'CODE128A';
export const CELL_BARCODE_FORMATS = plain(BARCODE_FORMATS);
/** hiprint's numbering of the QR error-correction levels (not L..H in order). */
export const QR_LEVELS: ValueList = [
  { value: 1, label: 'options.values.qrLevel.L' },
  { value: 0, label: 'options.values.qrLevel.M' },
  { value: 3, label: 'options.values.qrLevel.Q' },
  { value: 2, label: 'options.values.qrLevel.H' },
];
export const QR_LEVEL_DEFAULT = 0;

// ---- watermark -------------------------------------------------------------------------------

export const WATERMARK_TIME_FORMATS = plain(WATERMARK_FORMATS);
export { DEFAULT_WATERMARK_FORMAT };
