/**
 * Virtual scrolling of preview pages: the column of pages is laid out from page sizes alone, and
 * only the pages that meet the viewport (plus a margin) are mounted and painted. A 2,000-page
 * document costs 2,000 numbers, not 2,000 canvases.
 */

export interface PageSize {
  /** pt */
  width: number;
  height: number;
}

export interface PageColumn {
  /** Top edge of each page, px from the top of the column. */
  tops: number[];
  /** Height of each page, px. */
  heights: number[];
  /** Height of the whole column, px (gaps included). */
  total: number;
  /** Width of the widest page, px. */
  width: number;
}

/** Stack pages of `sizes` at `pxPerPt` with `gap` px between and around them. */
export function layoutColumn(sizes: readonly PageSize[], pxPerPt: number, gap: number): PageColumn {
  const tops: number[] = new Array(sizes.length);
  const heights: number[] = new Array(sizes.length);
  let y = gap;
  let width = 0;
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i]!;
    const h = size.height * pxPerPt;
    tops[i] = y;
    heights[i] = h;
    y += h + gap;
    width = Math.max(width, size.width * pxPerPt);
  }
  return { tops, heights, total: y, width };
}

/**
 * The pages that meet [scrollTop - margin, scrollTop + viewport + margin], as an inclusive index
 * range; `last < first` when there are none.
 */
export function visibleRange(column: PageColumn, scrollTop: number, viewport: number, margin: number): { first: number; last: number } {
  const n = column.tops.length;
  if (n === 0) return { first: 0, last: -1 };
  const from = scrollTop - margin;
  const to = scrollTop + viewport + margin;
  // The first page whose bottom edge is below `from`.
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (column.tops[mid]! + column.heights[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  let last = first - 1;
  while (last + 1 < n && column.tops[last + 1]! <= to) last++;
  return { first, last };
}

/** The page whose area holds the middle of the viewport (the "current page" shown to the user). */
export function pageAt(column: PageColumn, y: number): number {
  const { tops } = column;
  let lo = 0;
  let hi = tops.length - 1;
  if (hi < 0) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (tops[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
