/**
 * The table's own options, read from the element's options and, where those do not set a
 * key, from its printElementType: hiprint templates carry `columns` (and sometimes hooks and
 * switches) in either place. Values arrive as hiprint stores them (numbers as strings, flags
 * as 'true'), so everything is coerced here once.
 */
import type { TemplateElement } from '../../model/types.ts';

export type HeaderRepeat = 'page' | 'first' | 'none';
/** no: never; page: page subtotals on every page, grand total on the last; last: grand total on the last page. */
export type FooterRepeat = 'no' | 'page' | 'last';
export type BorderValue = 'border' | 'noBorder' | 'topBorder' | 'bottomBorder' | 'topBottomBorder' | 'leftBorder' | 'rightBorder' | 'leftRightBorder';

export interface TableBorders {
  table: BorderValue;
  header: BorderValue;
  headerCell: BorderValue;
  footer: BorderValue;
  footerCell: BorderValue;
  bodyCell: BorderValue;
  bodyRow: BorderValue;
}

/** A user hook's source and the template path it was read from (for diagnostics). */
export interface HookSource {
  name: string;
  source: string;
  path: string;
}

export const TABLE_HOOKS = [
  'footerFormatter',
  'gridColumnsFooterFormatter',
  'groupFieldsFormatter',
  'groupFormatter',
  'groupFooterFormatter',
  'rowStyler',
  'rowsColumnsMerge',
] as const;
export type TableHookName = (typeof TABLE_HOOKS)[number];

export interface TableSettings {
  /** Rows of column groups as given. */
  columns: unknown;
  /** Template path of the columns option, for column hook diagnostics. */
  columnsPath: string;
  headerRepeat: HeaderRepeat;
  /** Undefined when the template leaves it unset ('' or absent): see paginateTable. */
  footerRepeat: FooterRepeat | undefined;
  maxRows: number | undefined;
  autoCompletion: boolean;
  /** 1 (a plain table) or 2-4 side-by-side bands. */
  gridColumns: number;
  gridColumnsGutter: number;
  groupFields: string[];
  /** Sequence cells count from 1 again in every group (larder option; default: continue). */
  groupSequenceRestart: boolean;
  /** A merged block split by a page break shows its content on its first page only. */
  rowsColumnsMergeClean: boolean;
  headerRowHeight: number | undefined;
  bodyRowHeight: number | undefined;
  headerFontSize: number | undefined;
  headerFontWeight: string | undefined;
  headerBackground: string | undefined;
  /** Minimum height of a table that ends on its first page (hiprint's 最低高度). */
  lHeight: number | undefined;
  borders: TableBorders;
  hooks: Partial<Record<TableHookName, HookSource>>;
}

const BORDER_VALUES: readonly BorderValue[] = ['border', 'noBorder', 'topBorder', 'bottomBorder', 'topBottomBorder', 'leftBorder', 'rightBorder', 'leftRightBorder'];

/** Read every table option of `element`, options first, printElementType second. */
export function tableSettings(element: TemplateElement): TableSettings {
  const options = element.options as Record<string, unknown>;
  const type = element.printElementType as Record<string, unknown>;
  const has = (v: unknown) => v !== undefined && v !== null && v !== '';
  const pick = (key: string): unknown => (has(options[key]) ? options[key] : type[key]);
  const where = (key: string) => (has(options[key]) ? 'options' : 'printElementType');

  const hooks: Partial<Record<TableHookName, HookSource>> = {};
  for (const name of TABLE_HOOKS) {
    const source = pick(name);
    if (typeof source === 'string' && source.trim() !== '') {
      hooks[name] = { name, source, path: `${element.path}.${where(name)}.${name}` };
    }
  }
  const border = (key: string): BorderValue => {
    const v = pick(key);
    if (v === false || v === 'false') return 'noBorder';
    return BORDER_VALUES.includes(v as BorderValue) ? (v as BorderValue) : 'border';
  };
  const grid = Math.floor(number(pick('gridColumns')) ?? 1);

  return {
    columns: pick('columns'),
    columnsPath: `${element.path}.${where('columns')}.columns`,
    headerRepeat: oneOf(pick('tableHeaderRepeat'), ['page', 'first', 'none'] as const) ?? 'page',
    footerRepeat: oneOf(pick('tableFooterRepeat'), ['no', 'page', 'last'] as const),
    maxRows: positiveInt(pick('maxRows')),
    autoCompletion: flag(pick('autoCompletion')),
    gridColumns: grid >= 2 && grid <= 4 ? grid : 1,
    gridColumnsGutter: Math.max(0, number(pick('gridColumnsGutter')) ?? 0),
    groupFields: fieldList(pick('groupFields')),
    groupSequenceRestart: flag(pick('groupSequenceRestart')),
    rowsColumnsMergeClean: flag(pick('rowsColumnsMergeClean')),
    headerRowHeight: positiveNumber(pick('tableHeaderRowHeight')),
    bodyRowHeight: positiveNumber(pick('tableBodyRowHeight')),
    headerFontSize: positiveNumber(pick('tableHeaderFontSize')),
    headerFontWeight: has(pick('tableHeaderFontWeight')) ? String(pick('tableHeaderFontWeight')) : undefined,
    headerBackground: typeof pick('tableHeaderBackground') === 'string' ? (pick('tableHeaderBackground') as string) : undefined,
    lHeight: positiveNumber(pick('lHeight')),
    borders: {
      table: border('tableBorder'),
      header: border('tableHeaderBorder'),
      headerCell: border('tableHeaderCellBorder'),
      footer: border('tableFooterBorder'),
      footerCell: border('tableFooterCellBorder'),
      bodyCell: border('tableBodyCellBorder'),
      bodyRow: border('tableBodyRowBorder'),
    },
    hooks,
  };
}

/** A number from a number or a numeric string ('20', '9pt'); undefined otherwise. */
export function number(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const n = Number.parseFloat(v);
  return Number.isFinite(n) ? n : undefined;
}

export function positiveNumber(v: unknown): number | undefined {
  const n = number(v);
  return n !== undefined && n > 0 ? n : undefined;
}

function positiveInt(v: unknown): number | undefined {
  const n = number(v);
  return n !== undefined && n >= 1 ? Math.floor(n) : undefined;
}

export function flag(v: unknown): boolean {
  return v === true || v === 'true' || v === 1 || v === '1';
}

function oneOf<T extends string>(v: unknown, values: readonly T[]): T | undefined {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined;
}

/** groupFields as a list of field names: an array, or one name (comma-separated names allowed). */
export function fieldList(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((f): f is string => typeof f === 'string' && f.trim() !== '').map((f) => f.trim());
  if (typeof v === 'string') return v.split(',').map((f) => f.trim()).filter((f) => f !== '');
  return [];
}
