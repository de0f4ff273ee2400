/**
 * gridColumns: the table flows as 2, 3 or 4 side-by-side bands (label sheets). Every band
 * is the whole table narrowed to (table width - gutter * (n - 1)) / n, with its own header;
 * rows fill the first band of a page, then the next, then the next page.
 */
import type { TableSettings } from './tableOptions.ts';

export interface Bands {
  count: number;
  /** Width of one band, pt. */
  width: number;
  gutter: number;
}

export function bandsOf(tableWidth: number, settings: TableSettings): Bands {
  const count = settings.gridColumns;
  if (count <= 1) return { count: 1, width: tableWidth, gutter: 0 };
  const gutter = Math.min(settings.gridColumnsGutter, tableWidth / (count - 1));
  return { count, width: Math.max(0, (tableWidth - gutter * (count - 1)) / count), gutter };
}

/** Left edge of band `b` relative to the table's left edge. */
export function bandX(bands: Bands, b: number): number {
  return b * (bands.width + bands.gutter);
}
