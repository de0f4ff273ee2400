/**
 * Laetus Pharmacode (one-track): a number 3..131070 as narrow (1 module) and wide (3 module)
 * bars separated by 2-module spaces.
 */

export const PHARMACODE_MIN = 3;
export const PHARMACODE_MAX = 131070;

export function pharmacodeModules(text: string): string | null {
  if (!/^[0-9]+$/.test(text)) return null;
  let n = Number(text);
  if (n < PHARMACODE_MIN || n > PHARMACODE_MAX) return null;
  // Bars come out least significant first: an even remainder is a wide bar worth 2, odd a narrow bar worth 1.
  const bars: string[] = [];
  while (n > 0) {
    if (n % 2 === 0) {
      bars.push('111');
      n = (n - 2) / 2;
    } else {
      bars.push('1');
      n = (n - 1) / 2;
    }
  }
  return bars.reverse().join('00');
}
