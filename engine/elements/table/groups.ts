/**
 * Grouping: rows with equal values of the group fields are gathered, groups in the order in
 * which their first row appears and rows in data order inside a group (as hiprint's groupBy
 * does). As in hiprint, a group gets a header row only from groupFormatter and a footer row
 * only from groupFooterFormatter; grouping alone adds no rows (and no per-group summaries).
 *
 * Hook arguments are hiprint's: groupFieldsFormatter(printElementType, options, tableData)
 * returns the field names; groupFormatter and groupFooterFormatter are called
 * (colspan, tableData, printData, groupData, options), where colspan is the number of body
 * columns and groupData is hiprint's group: each group field with its value, and `rows`.
 */
import { fieldValue, valueText } from '../common/index.ts';
import { htmlText } from '../html/htmlText.ts';
import type { TableHooks } from './hooks.ts';
import { fieldList, type TableSettings } from './tableOptions.ts';

export interface Group {
  index: number;
  name: string;
  values: Record<string, unknown>;
  /** Display data-row range [start, end). */
  start: number;
  end: number;
  /** groupFormatter's text; no header row when undefined. */
  header: string | undefined;
  footer: string | undefined;
}

export interface Grouping {
  /** Record index of each display data row. */
  order: Int32Array;
  groups: Group[];
}

/** Group fields from groupFields, or from groupFieldsFormatter when it returns a list. */
export function groupFieldsOf(settings: TableSettings, hooks: TableHooks, printElementType: unknown, records: unknown[]): string[] {
  const hook = settings.hooks.groupFieldsFormatter;
  if (hook) {
    const result = hooks.call(hook, [printElementType, hooks.optionsJson, records]);
    const fields = fieldList(result);
    if (fields.length > 0) return fields;
  }
  return settings.groupFields;
}

/** What group hooks see besides the group: hiprint's colspan and print data. */
export interface GroupHookContext {
  colspan: number;
  printData: unknown;
}

/** Display order and groups of `records` by `fields`; without fields, one run in data order. */
export function groupRecords(
  records: Record<string, unknown>[],
  fields: string[],
  settings: TableSettings,
  hooks: TableHooks,
  context: GroupHookContext,
): Grouping {
  const n = records.length;
  if (fields.length === 0) {
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    return { order, groups: [] };
  }
  const byKey = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const record = records[i]!;
    let key = '';
    for (let f = 0; f < fields.length; f++) key += (f > 0 ? '\u0000' : '') + keyPart(fieldValue(record, fields[f]));
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(i);
  }
  const order = new Int32Array(n);
  const groups: Group[] = [];
  let at = 0;
  for (const list of byKey.values()) {
    const first = records[list[0]!]!;
    const values: Record<string, unknown> = {};
    for (const f of fields) values[f] = fieldValue(first, f) ?? null;
    const start = at;
    for (const i of list) order[at++] = i;
    const name = fields.map((f) => keyPart(values[f])).join(' ');
    groups.push({ index: groups.length, name, values, start, end: at, header: undefined, footer: undefined });
  }
  if (settings.hooks.groupFormatter || settings.hooks.groupFooterFormatter) {
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? stripTags(String(v)) : undefined);
    for (const group of groups) {
      const groupData = { ...group.values, rows: Array.from(order.subarray(group.start, group.end), (i) => records[i]) };
      const args = [context.colspan, records, context.printData, groupData, hooks.optionsJson];
      if (settings.hooks.groupFormatter) group.header = text(hooks.call(settings.hooks.groupFormatter, args));
      if (settings.hooks.groupFooterFormatter) group.footer = text(hooks.call(settings.hooks.groupFooterFormatter, args));
    }
  }
  return { order, groups };
}

const keyPart = valueText;

/** Hooks written for hiprint return HTML; tables print the text a browser shows for it. */
export const stripTags = htmlText;
