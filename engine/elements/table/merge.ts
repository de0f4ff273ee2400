/**
 * Merged body cells from the rowsColumnsMerge hook, which answers [rowspan, colspan] for a
 * body cell: [1, 1] is a plain cell, larger spans make the cell the anchor of a block, and
 * 0 in either place hides the cell (it is covered by a block, as in hiprint and element-ui).
 *
 * Hook arguments (hiprint's signature): (row, column, columnIndex, rowIndex, tableData,
 * printData). row is the data record, column the leaf column's template object, columnIndex
 * its index among the visible leaf columns, rowIndex the row's index in tableData, tableData
 * the table's data rows in print order (after grouping) and printData the whole data record.
 *
 * Blocks never reach past the table's columns, past the last data row or across a group's
 * header or footer; where two blocks overlap the earlier one wins. A hidden cell that no block
 * covers stays an empty cell, so the grid never loses its shape.
 */
import type { HookSource } from './tableOptions.ts';
import type { TableHooks } from './hooks.ts';

export interface Merges {
  /** Blocks by anchor cell key (dataRow * columns + column). */
  spans: Map<number, { rowspan: number; colspan: number }>;
  /** Anchor key of every covered cell. */
  owner: Map<number, number>;
  /** Cells answered with 0 that no block covers: drawn empty. */
  hidden: Set<number>;
  columns: number;
}

/**
 * Merges of data rows [0, rows) with `columns` leaf columns. `limit(d)` is the end (exclusive)
 * of the run of data rows that a block starting at row d may span.
 */
export function computeMerges(
  hooks: TableHooks,
  hook: HookSource,
  rawColumns: unknown[],
  rows: number,
  print: unknown,
  limit: (d: number) => number,
): Merges {
  const columns = rawColumns.length;
  const merges: Merges = { spans: new Map(), owner: new Map(), hidden: new Set(), columns };
  if (rows === 0 || columns === 0) return merges;
  const flat = hooks.merges(hook, rawColumns, print);
  for (let i = 0; i + 3 < flat.length; i += 4) {
    const d = flat[i]!;
    const c = flat[i + 1]!;
    let rowspan = flat[i + 2]!;
    let colspan = flat[i + 3]!;
    if (!Number.isInteger(d) || !Number.isInteger(c) || d < 0 || d >= rows || c < 0 || c >= columns) continue;
    if (!Number.isFinite(rowspan) || !Number.isFinite(colspan)) continue;
    const key = d * columns + c;
    if (rowspan <= 0 || colspan <= 0) {
      if (!merges.owner.has(key)) merges.hidden.add(key);
      continue;
    }
    if (merges.owner.has(key)) continue;
    rowspan = Math.min(Math.floor(rowspan), limit(d) - d);
    colspan = Math.min(Math.floor(colspan), columns - c);
    if (rowspan <= 1 && colspan <= 1) continue;
    merges.spans.set(key, { rowspan, colspan });
    merges.hidden.delete(key);
    for (let r = d; r < d + rowspan; r++) {
      for (let cc = c; cc < c + colspan; cc++) {
        const k = r * columns + cc;
        if (k === key || merges.owner.has(k) || merges.spans.has(k)) continue;
        merges.owner.set(k, key);
        merges.hidden.delete(k);
      }
    }
  }
  return merges;
}
