/**
 * Column summaries (tableSummary): count, sum, avg, min, max over a range of data rows, or a
 * fixed text, laid out as one footer row.
 *
 * - Only number-like values (toNumber) add; anything else counts as 0, for every type.
 *   count counts rows; an empty range gives 0.
 * - Labels: 计数: 合计: 平均值: 最小值: 最大值: by default; tableSummaryTitle false or ''
 *   hides the label, any other string replaces it. type 'text' shows tableSummaryText,
 *   after tableSummaryTitle when that is a string.
 * - tableSummaryNumFormat: 0-6 decimals (default 2) through formatNumber; count is an
 *   integer. upperCase on the column writes the number in Chinese numerals.
 * - tableSummaryColspan N merges the cell over N columns; the columns it covers are skipped
 *   whatever they say. 0 on a column that no span covers merges it into its left neighbour.
 * - tableSummaryAlign: default center.
 */
import { formatNumber, toChineseUpperCase, toNumber } from '../../format/index.ts';
import type { TextAlign } from '../../text/types.ts';
import { alignOf, type LeafColumn } from './columns.ts';
import { number } from './tableOptions.ts';

export type SummaryType = 'count' | 'sum' | 'avg' | 'min' | 'max' | 'text';
const TYPES: readonly SummaryType[] = ['count', 'sum', 'avg', 'min', 'max', 'text'];

export const SUMMARY_LABELS: Readonly<Record<SummaryType, string>> = {
  count: '计数:',
  sum: '合计:',
  avg: '平均值:',
  min: '最小值:',
  max: '最大值:',
  text: '',
};
export const DEFAULT_SUMMARY_DIGITS = 2;

export interface SummarySpec {
  type: SummaryType;
  label: string;
  text: string;
  /** 0 = covered by the cell on its left. */
  colspan: number;
  align: TextAlign;
  digits: number;
  upperCase: number | undefined;
}

/** One cell of a footer-like row: `colspan` leaf columns from `col`. */
export interface RowCell {
  col: number;
  colspan: number;
  text: string;
  align: TextAlign;
}

/** Summary specs by leaf index (undefined where a column has none). */
export function summarySpecs(leaves: LeafColumn[]): (SummarySpec | undefined)[] {
  return leaves.map((leaf) => {
    const raw = leaf.raw;
    const type = raw.tableSummary;
    if (typeof type !== 'string' || !TYPES.includes(type as SummaryType)) return undefined;
    const t = type as SummaryType;
    const title = raw.tableSummaryTitle;
    const hidden = title === false || title === 'false' || title === '';
    const custom = typeof title === 'string' && !hidden && title !== 'true' ? title : undefined;
    const label = hidden ? '' : (custom ?? SUMMARY_LABELS[t]);
    const colspan = number(raw.tableSummaryColspan);
    const digits = number(raw.tableSummaryNumFormat);
    return {
      type: t,
      label,
      text: typeof raw.tableSummaryText === 'string' ? raw.tableSummaryText : raw.tableSummaryText === undefined || raw.tableSummaryText === null ? '' : String(raw.tableSummaryText),
      colspan: colspan === undefined || colspan < 0 ? 1 : Math.floor(colspan),
      align: alignOf(raw.tableSummaryAlign) ?? 'center',
      digits: digits === undefined ? DEFAULT_SUMMARY_DIGITS : Math.min(6, Math.max(0, Math.floor(digits))),
      upperCase: leaf.upperCase,
    };
  });
}

/** The number each of `n` data rows adds for a column (row i's value is `valueOf(i)`): toNumber, else 0. */
export function columnNumbers(n: number, valueOf: (i: number) => unknown): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = toNumber(valueOf(i)) ?? 0;
  return out;
}

/** The value of one summary over data rows [from, to). */
export function summaryValue(type: SummaryType, numbers: Float64Array | undefined, from: number, to: number): number {
  const count = Math.max(0, to - from);
  if (type === 'count') return count;
  if (!numbers || count === 0) return 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = from; i < to; i++) {
    const v = numbers[i]!;
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (type === 'sum') return sum;
  if (type === 'avg') return sum / count;
  return type === 'min' ? min : max;
}

/** The text of one summary cell. */
export function summaryText(spec: SummarySpec, numbers: Float64Array | undefined, from: number, to: number): string {
  if (spec.type === 'text') return spec.label + spec.text;
  const value = summaryValue(spec.type, numbers, from, to);
  let text = spec.type === 'count' ? String(value) : formatNumber(value, spec.digits);
  if (spec.upperCase !== undefined) text = toChineseUpperCase(text, spec.upperCase);
  return spec.label + text;
}

/** A summary row over data rows [from, to): merged cells, empty where a column has no summary. */
export function summaryCells(
  specs: (SummarySpec | undefined)[],
  numbers: (Float64Array | undefined)[],
  from: number,
  to: number,
): RowCell[] {
  const cells: RowCell[] = [];
  const n = specs.length;
  for (let c = 0; c < n; ) {
    const spec = specs[c];
    if (spec && spec.colspan === 0 && cells.length > 0) {
      cells[cells.length - 1]!.colspan++;
      c++;
      continue;
    }
    const colspan = Math.min(n - c, Math.max(1, spec?.colspan ?? 1));
    cells.push({
      col: c,
      colspan,
      text: spec ? summaryText(spec, numbers[c], from, to) : '',
      align: spec?.align ?? 'center',
    });
    c += colspan;
  }
  return cells;
}

export function hasSummaries(specs: (SummarySpec | undefined)[]): boolean {
  return specs.some((s) => s !== undefined);
}
