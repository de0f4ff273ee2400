/** Path data for the filled rectangles of barcodes and QR codes (absolute M/H/V/Z only). */

import { fmt } from '../page.ts';

/** A closed rectangle from (x1, y1) to (x2, y2). */
export function rectPath(x1: number, y1: number, x2: number, y2: number): string {
  return `M${fmt(x1)} ${fmt(y1)}H${fmt(x2)}V${fmt(y2)}H${fmt(x1)}Z`;
}

/** Half-open [start, end) index ranges of consecutive dark entries of a row. */
export function darkRuns(row: ArrayLike<boolean | number>): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= row.length; i++) {
    const dark = i < row.length && Boolean(row[i]);
    if (dark && start < 0) start = i;
    else if (!dark && start >= 0) {
      runs.push([start, i]);
      start = -1;
    }
  }
  return runs;
}
