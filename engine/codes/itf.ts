/**
 * Interleaved 2 of 5 (ISO/IEC 16390), wide elements 3 modules, no bearer bars; ITF-14 is
 * this symbology over 14 GS1-checked digits. Pairs of digits interleave: the first digit's
 * elements are bars, the second's spaces.
 */

/** Five elements per digit, 'w' = wide. */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const START = '1010';
const STOP = '11101';

/** Modules for an even number of digits, or null for any other text. */
export function itfModules(text: string): string | null {
  return /^(?:[0-9]{2})+$/.test(text) ? interleave(text) : null;
}

/** `digits`: an even number of digits (ITF-14 passes its 14 checked digits). */
export function interleave(digits: string): string {
  let out = START;
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])];
    const spaces = PATTERNS[Number(digits[i + 1])];
    for (let k = 0; k < 5; k++) out += (bars[k] === 'w' ? '111' : '1') + (spaces[k] === 'w' ? '000' : '0');
  }
  return out + STOP;
}
