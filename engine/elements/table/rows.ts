/**
 * The body row model: data rows in print order, group header, footer and summary rows, and
 * the height of every row. Built once per layout in one pass that measures cells but keeps
 * no lines or display items; hooks (formatter2, styler2, rowStyler, rowsColumnsMerge and the
 * group hooks) run here, once, and only their results are kept for painting.
 */
import { toChineseUpperCase } from '../../format/index.ts';
import { fieldValue } from '../common/index.ts';
import type { ElementEnv } from '../types.ts';
import type { LeafColumn } from './columns.ts';
import { valueText } from '../common/index.ts';
import { contentHeight, textHeight } from './cells.ts';
import { groupRecords, stripTags, type Group } from './groups.ts';
import type { TableHooks } from './hooks.ts';
import { computeMerges, type Merges } from './merge.ts';
import { lineHeightOf, PAD_X, PAD_Y, cellOverride, mergeOverrides, styledText, type CellOverride, type TableStyles } from './styles.ts';
import { LineStore } from '../../text/index.ts';
import { columnNumbers, summaryCells, type RowCell, type SummarySpec } from './summary.ts';
import type { HookSource, TableSettings } from './tableOptions.ts';

export const DATA_ROW = 0;
export const GROUP_HEADER_ROW = 1;
export const GROUP_FOOTER_ROW = 2;

export interface BodyModel {
  /** Number of body rows. */
  count: number;
  kind: Uint8Array;
  /** Data rows: display data index; group rows: group index. */
  ref: Int32Array;
  height: Float64Array;
  /** prefix[i] = total height of rows [0, i), for i up to `measured`. */
  prefix: Float64Array;
  /** Rows [0, measured) have their heights. */
  measured: number;
  /** Measure rows up to `row` (exclusive) if they are not yet. */
  measureTo(row: number): void;
  /** Data records in print order (display data index). */
  records: Record<string, unknown>[];
  /** Sequence number of each display data row. */
  seq: Int32Array;
  /** Body row of each display data row. */
  bodyRowOf: Int32Array;
  groups: Group[];
  /** formatter2 results by leaf, then display data index. */
  texts: ((string | undefined)[] | undefined)[];
  /** styler2 results by leaf, then display data index. */
  cellStyles: ((CellOverride | undefined)[] | undefined)[];
  rowStyles: (CellOverride | undefined)[] | undefined;
  merges: Merges | undefined;
  /** Numbers that summaries add, by leaf (only for summary columns). */
  numbers: (Float64Array | undefined)[];
  /**
   * Line breaks of wrapped text cells, kept by measuring for painting, under key
   * `d * leaves + leaf` (display data index d); undefined for tables with merges.
   */
  lines: LineStore | undefined;
  /** Content width each leaf's cells were broken to (for `lines`). */
  lineWidths: Float64Array;
}

export interface BodyInput {
  env: ElementEnv;
  settings: TableSettings;
  leaves: LeafColumn[];
  /** Leaf widths of one band, pt. */
  widths: Float64Array;
  styles: TableStyles;
  hooks: TableHooks;
  specs: (SummarySpec | undefined)[];
  records: Record<string, unknown>[];
  groupFields: string[];
}

/** A column's formatter hook: formatter2, else formatter, else renderFormatter. */
export function columnHook(leaf: LeafColumn, names: string[]): HookSource | undefined {
  for (const name of names) {
    const source = leaf.raw[name];
    if (typeof source === 'string' && source.trim() !== '') return { name, source, path: `${leaf.path}.${name}` };
  }
  return undefined;
}

export function buildBody(input: BodyInput): BodyModel {
  const { env, settings, leaves, widths, styles, hooks, specs } = input;
  const grouping = groupRecords(input.records, input.groupFields, settings, hooks, { colspan: leaves.length, printData: env.data });
  const { order, groups } = grouping;
  const n = order.length;
  // Without groups the print order is the data order: no copy of a long list.
  let records = input.records;
  if (groups.length > 0) {
    records = new Array<Record<string, unknown>>(n);
    for (let d = 0; d < n; d++) records[d] = input.records[order[d]!]!;
  }
  hooks.setRows(records);

  // Body rows: data rows, wrapped in their groups' header and footer rows.
  const rowTotal = n + groups.filter((g) => g.header !== undefined).length + groups.filter((g) => g.footer !== undefined).length;
  const kind = new Uint8Array(rowTotal);
  const ref = new Int32Array(rowTotal);
  const bodyRowOf = new Int32Array(n);
  const seq = new Int32Array(n);
  let at = 0;
  const addData = (from: number, to: number, seqBase: number) => {
    for (let d = from; d < to; d++) {
      kind[at] = DATA_ROW;
      ref[at] = d;
      bodyRowOf[d] = at++;
      seq[d] = d - seqBase + 1;
    }
  };
  if (groups.length === 0) addData(0, n, 0);
  for (const g of groups) {
    if (g.header !== undefined) {
      kind[at] = GROUP_HEADER_ROW;
      ref[at++] = g.index;
    }
    addData(g.start, g.end, settings.groupSequenceRestart ? g.start : 0);
    if (g.footer !== undefined) {
      kind[at] = GROUP_FOOTER_ROW;
      ref[at++] = g.index;
    }
  }

  // Values that hooks and summaries need, by column.
  const rawValue = (leaf: LeafColumn, d: number): unknown => (leaf.type === 'sequence' ? seq[d] : fieldValue(records[d]!, leaf.field));
  const columnValues = (leaf: LeafColumn) => {
    const values = new Array<unknown>(n);
    for (let d = 0; d < n; d++) values[d] = rawValue(leaf, d);
    return values;
  };
  const texts = leaves.map((leaf) => {
    const hook = columnHook(leaf, ['formatter2', 'formatter', 'renderFormatter']);
    if (!hook) return undefined;
    return hooks.perRow(hook, columnValues(leaf), false).map((v) => (typeof v === 'string' || typeof v === 'number' ? stripTags(String(v)) : undefined));
  });
  const cellStyles = leaves.map((leaf) => {
    const hook = columnHook(leaf, ['styler2', 'styler']);
    return hook ? hooks.perRow(hook, columnValues(leaf), false).map(cellOverride) : undefined;
  });
  const rowStyles = settings.hooks.rowStyler ? hooks.perRow(settings.hooks.rowStyler, undefined, true).map(cellOverride) : undefined;
  const numbers = leaves.map((leaf, c) => (specs[c] && specs[c]!.type !== 'text' && specs[c]!.type !== 'count' ? columnNumbers(n, (d) => rawValue(leaf, d)) : undefined));

  let merges: Merges | undefined;
  if (settings.hooks.rowsColumnsMerge) {
    const groupEnd = new Int32Array(n).fill(n);
    for (const g of groups) groupEnd.fill(g.end, g.start, g.end);
    merges = computeMerges(hooks, settings.hooks.rowsColumnsMerge, leaves.map(hookColumn), n, env.data, (d) => groupEnd[d]!);
  }

  const model: BodyModel = {
    count: rowTotal,
    kind,
    ref,
    height: new Float64Array(rowTotal),
    prefix: new Float64Array(rowTotal + 1),
    measured: 0,
    measureTo: () => undefined,
    records,
    seq,
    bodyRowOf,
    groups,
    texts,
    cellStyles,
    rowStyles,
    merges,
    numbers,
    lines: merges || n * leaves.length > MAX_STORED_CELLS ? undefined : new LineStore(n * leaves.length),
    lineWidths: widths.map((w) => w - 2 * PAD_X),
  };
  measureBody(model, input);
  return model;
}

/** A column as hooks see it: its template object with title and field resolved (title#field). */
export function hookColumn(leaf: LeafColumn): Record<string, unknown> {
  const col: Record<string, unknown> = { ...leaf.raw, title: leaf.title };
  if (leaf.field !== undefined) col.field = leaf.field;
  if (leaf.columnId !== undefined) col.columnId = leaf.columnId;
  return col;
}

/** The text a body cell shows: the formatter's, else the value (in Chinese numerals with upperCase). */
export function cellText(model: BodyModel, leaf: LeafColumn, d: number): string {
  const formatted = model.texts[leaf.index]?.[d];
  if (formatted !== undefined) return formatted;
  if (leaf.type === 'sequence') return String(model.seq[d]);
  const text = valueText(fieldValue(model.records[d]!, leaf.field));
  return leaf.upperCase !== undefined && text !== '' ? toChineseUpperCase(text, leaf.upperCase) : text;
}

/** A body cell's styler result over its row's. */
export function cellOverrideOf(model: BodyModel, leaf: LeafColumn, d: number): CellOverride | undefined {
  const cell = model.cellStyles[leaf.index]?.[d];
  const row = model.rowStyles?.[d];
  return row || cell ? mergeOverrides(row, cell) : undefined;
}

/** Tables of more cells than this break their wrapped cells again when painting (the store's index is 4 bytes a cell). */
const MAX_STORED_CELLS = 1 << 22;

/** Rows measured at a time: placement asks for heights only as far as it has got. */
const MEASURE_BLOCK = 512;

/**
 * Gives `model` its measureTo: heights and prefix sums of rows up to a given row, measured in
 * blocks on demand, so the first page is placed without measuring the whole table.
 */
function measureBody(model: BodyModel, input: BodyInput): void {
  const { leaves, widths, styles, env } = input;
  const { height, kind, ref, merges, prefix, lines: store } = model;
  const cols = leaves.length;
  // word-break: break-all, as textHeight (cells.ts).
  const breakOptions = Array.from(model.lineWidths, (maxWidth) => ({ maxWidth, lineHeight: styles.lineHeight, breakAll: true }));
  let fullWidth = 0;
  for (let c = 0; c < cols; c++) fullWidth += widths[c]!;
  const min = styles.bodyMin;
  // tableColumnHeight of text columns is a minimum row height.
  let textMin = min;
  for (const leaf of leaves) if (leaf.cellHeight !== undefined && (leaf.type === 'text' || leaf.type === 'sequence')) textMin = Math.max(textMin, leaf.cellHeight);

  const measureRow = (i: number, deferred: number[]): void => {
    const k = kind[i];
    if (k === DATA_ROW) {
      const d = ref[i]!;
      let h = textMin;
      for (let c = 0; c < cols; c++) {
        let width = widths[c]!;
        if (merges) {
          const key = d * cols + c;
          if (merges.owner.has(key) || merges.hidden.has(key)) continue;
          const span = merges.spans.get(key);
          if (span) {
            if (span.rowspan > 1) {
              deferred.push(d, c);
              continue;
            }
            width = spanWidth(widths, c, span.colspan);
          }
        }
        const leaf = leaves[c]!;
        const text = cellText(model, leaf, d);
        if (text === '') continue;
        const style = styledText(styles, styles.body, cellOverrideOf(model, leaf, d));
        // Text cells keep their breaks for painting: contentHeight's count, without a second break.
        const content =
          store && (leaf.type === 'text' || leaf.type === 'sequence')
            ? store.breakText(d * cols + c, text, style, breakOptions[c]!, styles.fonts).count * lineHeightOf(styles, style)
            : contentHeight(styles, env.ctx, leaf, leaf.type, text, style, width - 2 * PAD_X);
        if (content + 2 * PAD_Y > h) h = content + 2 * PAD_Y;
      }
      height[i] = h;
    } else {
      const group = model.groups[ref[i]!]!;
      const text = (k === GROUP_HEADER_ROW ? group.header : group.footer) ?? '';
      const style = k === GROUP_HEADER_ROW ? styles.groupHeader : styles.body;
      height[i] = Math.max(min, textHeight(styles, text, style, fullWidth - 2 * PAD_X) + 2 * PAD_Y);
    }
  };

  /** Blocks over several rows: content taller than their rows grows the block's last row. */
  const growBlocks = (deferred: number[]): void => {
    for (let j = 0; j < deferred.length; j += 2) {
      const d = deferred[j]!;
      const c = deferred[j + 1]!;
      const span = merges!.spans.get(d * cols + c)!;
      const leaf = leaves[c]!;
      const text = cellText(model, leaf, d);
      if (text === '') continue;
      const style = styledText(styles, styles.body, cellOverrideOf(model, leaf, d));
      const need = contentHeight(styles, env.ctx, leaf, leaf.type, text, style, spanWidth(widths, c, span.colspan) - 2 * PAD_X) + 2 * PAD_Y;
      const first = model.bodyRowOf[d]!;
      const last = model.bodyRowOf[d + span.rowspan - 1]!;
      let have = 0;
      for (let r = first; r <= last; r++) have += height[r]!;
      if (need > have) height[last] += need - have;
    }
  };

  model.measureTo = (upTo: number): void => {
    const from = model.measured;
    if (upTo <= from) return;
    let end = Math.min(model.count, Math.max(upTo, from + MEASURE_BLOCK));
    const deferred: number[] = [];
    for (let i = from; i < end; i++) {
      const before = deferred.length;
      measureRow(i, deferred);
      // A block reaching past this run of rows is measured whole before its height counts.
      for (let j = before; j < deferred.length; j += 2) {
        const span = merges!.spans.get(deferred[j]! * cols + deferred[j + 1]!)!;
        end = Math.max(end, model.bodyRowOf[deferred[j]! + span.rowspan - 1]! + 1);
      }
    }
    growBlocks(deferred);
    for (let i = from; i < end; i++) prefix[i + 1] = prefix[i]! + height[i]!;
    model.measured = end;
  };
}

export function spanWidth(widths: Float64Array, from: number, count: number): number {
  let w = 0;
  for (let c = from; c < from + count && c < widths.length; c++) w += widths[c]!;
  return w;
}

/** Height of a row of merged text cells (summary and footer rows). */
export function rowCellsHeight(styles: TableStyles, cells: RowCell[], widths: Float64Array, style = styles.body): number {
  let h = styles.bodyMin;
  for (const cell of cells) {
    if (cell.text === '') continue;
    const need = textHeight(styles, cell.text, style, spanWidth(widths, cell.col, cell.colspan) - 2 * PAD_X) + 2 * PAD_Y;
    if (need > h) h = need;
  }
  return h;
}

/** The table's data rows: the list bound by `field` (a dot path); testData or one empty row in design mode. */
export function tableRecords(field: string | undefined, testData: string | undefined, env: ElementEnv): Record<string, unknown>[] {
  let value = fieldValue(env.data, field);
  if ((value === undefined || value === null) && env.ctx.mode === 'design') {
    value = testData !== undefined ? safeParse(testData) : undefined;
    if (!Array.isArray(value) || value.length === 0) value = [{}];
  }
  if (!Array.isArray(value)) return [];
  const out: Record<string, unknown>[] = [];
  for (const r of value) if (typeof r === 'object' && r !== null) out.push(r as Record<string, unknown>);
  return out;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
