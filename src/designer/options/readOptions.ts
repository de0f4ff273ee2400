/** The options record a panel shows, for one element or several. */
import { type ElementJson, TABLE_HOOKS } from '../../../engine/index.ts';

/**
 * Table options hiprint may keep on the printElementType instead of the options; the layout
 * reads them from either (options first), so the panel shows them from either too.
 */
const TYPE_LEVEL_TABLE_KEYS: readonly string[] = [
  ...TABLE_HOOKS,
  'tableHeaderRepeat',
  'tableFooterRepeat',
  'maxRows',
  'autoCompletion',
  'gridColumns',
  'gridColumnsGutter',
  'groupFields',
  'rowsColumnsMergeClean',
  'tableHeaderRowHeight',
  'tableBodyRowHeight',
  'tableHeaderFontSize',
  'tableHeaderFontWeight',
  'tableHeaderBackground',
  'tableBorder',
  'tableHeaderBorder',
  'tableHeaderCellBorder',
  'tableFooterBorder',
  'tableFooterCellBorder',
  'tableBodyCellBorder',
  'tableBodyRowBorder',
];

const cache = new WeakMap<ElementJson, Record<string, unknown>>();

/** An element's options as its panel reads them; the same object for the same element. */
export function panelOptions(element: ElementJson, type: string): Record<string, unknown> {
  const own = element.options ?? {};
  if (type !== 'table') return own;
  let merged = cache.get(element);
  if (!merged) {
    const typeLevel = element.printElementType ?? {};
    const set = (v: unknown) => v !== undefined && v !== null && v !== '';
    merged = { ...own };
    for (const key of TYPE_LEVEL_TABLE_KEYS) if (!set(own[key]) && set(typeLevel[key])) merged[key] = typeLevel[key];
    cache.set(element, merged);
  }
  return merged;
}

/** Options of several elements: a key keeps its value only when every element has the same one. */
export function commonOptions(records: readonly Readonly<Record<string, unknown>>[]): Record<string, unknown> {
  if (records.length === 0) return {};
  const out: Record<string, unknown> = {};
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  for (const key of keys) {
    const first = JSON.stringify(records[0]![key]);
    if (records.every((r) => JSON.stringify(r[key]) === first)) out[key] = records[0]![key];
  }
  return out;
}
