/**
 * The option schema: how each known element option is coerced. Options not listed here are
 * carried through untouched (they may belong to a newer hiprint, a provider or the designer).
 */
import { any, bool, num, oneOf, source, str, type Coercer } from './coerce.ts';

const borderSide = oneOf(['solid', 'dashed', 'dotted'] as const, { border: 'solid', true: 'solid', dashed: 'dashed' });

const hideTitle: Coercer = (v) => {
  if (v === true || v === 'true') return 'hide';
  if (v === false || v === 'false') return 'default';
  return oneOf(['default', 'show', 'hide'] as const)(v);
};

const fontWeight: Coercer = (v) => (typeof v === 'number' ? String(v) : str(v));

/** Wrap a rotation in degrees into [0, 360): 370 -> 10, -90 -> 270; non-finite -> 0. */
export function normalizeRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const r = degrees % 360;
  const wrapped = r < 0 ? r + 360 : r;
  // -0 and 360 - tiny both land on 0 rather than on a value that prints oddly.
  return wrapped === 0 || wrapped === 360 ? 0 : wrapped;
}

const rotation: Coercer = (v) => {
  const n = num(v);
  return typeof n === 'number' ? normalizeRotation(n) : n;
};

/** Coercers of the options every element type shares, and the type-specific ones. */
export const OPTION_SCHEMA: Readonly<Record<string, Coercer>> = {
  left: num,
  top: num,
  width: num,
  height: num,
  right: num,
  bottom: num,
  transform: rotation,
  field: str,
  title: str,
  testData: str,
  fontFamily: str,
  fontSize: num,
  fontWeight,
  letterSpacing: num,
  textAlign: oneOf(['left', 'center', 'right', 'justify'] as const, { default: 'left', start: 'left', end: 'right' }),
  color: str,
  textDecoration: oneOf(['underline', 'overline', 'line-through'] as const),
  lineHeight: num,
  hideTitle,
  borderWidth: num,
  borderColor: str,
  borderStyle: oneOf(['solid', 'dashed', 'dotted'] as const),
  borderTop: borderSide,
  borderLeft: borderSide,
  borderRight: borderSide,
  borderBottom: borderSide,
  backgroundColor: str,
  contentPaddingLeft: num,
  contentPaddingTop: num,
  contentPaddingRight: num,
  contentPaddingBottom: num,
  paddingLeft: num,
  paddingRight: num,
  textContentVerticalAlign: oneOf(['top', 'middle', 'bottom'] as const, { center: 'middle' }),
  zIndex: num,
  textType: oneOf(['text', 'barcode', 'qrcode'] as const),
  barcodeMode: str,
  qrCodeLevel: num,
  upperCase: num,
  format: str,
  dataType: str,
  draggable: bool,
  fixed: bool,
  pageBreak: bool,
  showInPage: oneOf(['none', 'first', 'odd', 'even', 'last'] as const),
  unShowInPage: oneOf(['first', 'last'] as const),
  formatter: source,
  styler: source,
  src: str,
  fit: oneOf(['contain', 'cover', 'fill', 'none'] as const),
  content: str,
  lHeight: num,
  longTextIndent: num,
  leftSpaceRemoved: bool,
  // table options: typed here, laid out by the table element
  columns: any,
  fields: any,
  gridColumns: num,
  gridColumnsGutter: num,
  maxRows: num,
  autoCompletion: bool,
  tableHeaderRepeat: str,
  tableFooterRepeat: str,
  tableHeaderRowHeight: num,
  tableHeaderFontSize: num,
  tableHeaderFontWeight: fontWeight,
  tableBodyRowHeight: num,
  tableHeaderBackground: str,
  groupFieldsFormatter: source,
  groupFormatter: source,
  groupFooterFormatter: source,
  footerFormatter: source,
  gridColumnsFooterFormatter: source,
  rowStyler: source,
  rowsColumnsMerge: source,
};
