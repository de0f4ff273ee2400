/**
 * Grouping: rows with equal values of the group fields are gathered, groups in the order in
 * which their first row appears and rows in data order inside a group (as hiprint's groupBy
 * does). Each group gets a header row (groupFormatter's text, else the group's name) and,
 * when groupFooterFormatter gives text, a footer row; per-group summaries are added by rows.ts.
 *
 * Hook arguments: groupFieldsFormatter(printElementType, options, tableData) returns the
 * field names; groupFormatter(group, options) and groupFooterFormatter(group, options) get
 * group = { name, values, rows, index }, where name is the group's values joined by a space
 * and values maps each group field to its value.
 */
import { fieldValue, valueText } from '../common/index.ts';
import type { TableHooks } from './hooks.ts';
import { fieldList, type TableSettings } from './tableOptions.ts';

export interface Group {
  index: number;
  name: string;
  values: Record<string, unknown>;
  /** Display data-row range [start, end). */
  start: number;
  end: number;
  header: string;
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

/** Display order and groups of `records` by `fields`; without fields, one run in data order. */
export function groupRecords(records: Record<string, unknown>[], fields: string[], settings: TableSettings, hooks: TableHooks): Grouping {
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
    groups.push({ index: groups.length, name, values, start, end: at, header: name, footer: undefined });
  }
  if (settings.hooks.groupFormatter || settings.hooks.groupFooterFormatter) {
    for (const group of groups) {
      const arg = { name: group.name, values: group.values, rows: Array.from(order.subarray(group.start, group.end), (i) => records[i]), index: group.index };
      const header = hooks.call(settings.hooks.groupFormatter, [arg, hooks.optionsJson]);
      if (typeof header === 'string' || typeof header === 'number') group.header = stripTags(String(header));
      const footer = hooks.call(settings.hooks.groupFooterFormatter, [arg, hooks.optionsJson]);
      if (typeof footer === 'string' || typeof footer === 'number') group.footer = stripTags(String(footer));
    }
  }
  return { order, groups };
}

const keyPart = valueText;

/** Hooks written for hiprint return HTML; tables print its text. <br> becomes a line break. */
export function stripTags(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
