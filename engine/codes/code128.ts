/**
 * Code 128 (ISO/IEC 15417): code sets A, B, C forced, or chosen automatically.
 * Function characters (FNC1-4) and extended ASCII (FNC4) are not offered: hiprint templates never
 * produce them, and rejecting them keeps the accepted input easy to state.
 */

import { widthsToModules } from './modules.ts';

/** Bar/space widths of symbol values 0..106; the stop symbol (106) includes its termination bar. */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 ' +
  '221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 ' +
  '231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 ' +
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

export type CodeSet = 'A' | 'B' | 'C';

const START: Record<CodeSet, number> = { A: 103, B: 104, C: 105 };
/** The value of the "CODE x" symbol that switches into a set is the same from either other set. */
const SWITCH_TO: Record<CodeSet, number> = { A: 101, B: 100, C: 99 };
const SHIFT = 98;
const STOP = 106;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function inSet(set: 'A' | 'B', code: number): boolean {
  return set === 'A' ? code >= 0 && code <= 95 : code >= 32 && code <= 127;
}

/** Symbol value of one character in set A or B (the caller has checked {@link inSet}). */
function charValue(set: 'A' | 'B', code: number): number {
  return set === 'A' && code < 32 ? code + 64 : code - 32;
}

function other(set: 'A' | 'B'): 'A' | 'B' {
  return set === 'A' ? 'B' : 'A';
}

function pairAt(codes: number[], i: number): boolean {
  return i + 1 < codes.length && isDigit(codes[i]) && isDigit(codes[i + 1]);
}

/** Symbol values (start symbol first, no check or stop) for text in one code set, or null. */
function valuesInSet(set: CodeSet, codes: number[]): number[] | null {
  const values = [START[set]];
  if (set === 'C') {
    if (codes.length % 2 !== 0) return null;
    for (let i = 0; i < codes.length; i += 2) {
      if (!pairAt(codes, i)) return null;
      values.push((codes[i] - 48) * 10 + codes[i + 1] - 48);
    }
    return values;
  }
  for (const code of codes) {
    if (!inSet(set, code)) return null;
    values.push(charValue(set, code));
  }
  return values;
}

const SETS: CodeSet[] = ['C', 'B', 'A']; // tie-break order: the first of equally short encodings wins

/**
 * Shortest encoding over sets A, B, C with code-set switches and SHIFT (one character from
 * the other of A/B), by dynamic programming. arrive[s][i]: fewest symbols (start included)
 * that encode the first i characters ending in set s.
 */
function valuesAuto(codes: number[]): number[] | null {
  if (codes.some((c) => c > 127)) return null;
  const n = codes.length;
  const arrive = SETS.map(() => new Array<number>(n + 1).fill(Infinity));
  const step = SETS.map(() => new Array<number>(n + 1).fill(0));
  const from = SETS.map(() => new Array<number>(n + 1).fill(0));
  const shifted = SETS.map(() => new Array<boolean>(n + 1).fill(false));
  for (let s = 0; s < SETS.length; s++) arrive[s][0] = 1;

  for (let i = 0; i < n; i++) {
    for (let s = 0; s < SETS.length; s++) {
      // Best way to be in set s at i: stay (preferred on a tie) or switch from another set.
      let best = arrive[s][i];
      from[s][i] = s;
      for (let t = 0; t < SETS.length; t++) {
        if (t !== s && arrive[t][i] + 1 < best) {
          best = arrive[t][i] + 1;
          from[s][i] = t;
        }
      }
      const set = SETS[s];
      if (set === 'C') {
        if (pairAt(codes, i) && best + 1 < arrive[s][i + 2]) {
          arrive[s][i + 2] = best + 1;
          step[s][i + 2] = 2;
        }
      } else if (inSet(set, codes[i])) {
        if (best + 1 < arrive[s][i + 1]) {
          arrive[s][i + 1] = best + 1;
          step[s][i + 1] = 1;
          shifted[s][i + 1] = false;
        }
      } else if (inSet(other(set), codes[i]) && best + 2 < arrive[s][i + 1]) {
        arrive[s][i + 1] = best + 2;
        step[s][i + 1] = 1;
        shifted[s][i + 1] = true;
      }
    }
  }

  let s = 0;
  for (let t = 1; t < SETS.length; t++) if (arrive[t][n] < arrive[s][n]) s = t;
  if (arrive[s][n] === Infinity) return null;

  const reversed: number[] = [];
  let i = n;
  while (i > 0) {
    const set = SETS[s];
    const shift = shifted[s][i];
    i -= step[s][i];
    if (set === 'C') reversed.push((codes[i] - 48) * 10 + codes[i + 1] - 48);
    else if (shift) reversed.push(charValue(other(set), codes[i]), SHIFT);
    else reversed.push(charValue(set, codes[i]));
    const prev = from[s][i];
    if (prev !== s) reversed.push(SWITCH_TO[set]);
    s = prev;
  }
  reversed.push(START[SETS[s]]);
  return reversed.reverse();
}

/** Symbol values including start, check and stop symbols; null when the text does not fit. */
export function code128Values(text: string, set: CodeSet | 'auto'): number[] | null {
  if (text.length === 0) return null;
  const codes = Array.from(text, (ch) => ch.codePointAt(0) ?? -1);
  const values = set === 'auto' ? valuesAuto(codes) : valuesInSet(set, codes);
  if (!values) return null;
  let sum = values[0];
  for (let i = 1; i < values.length; i++) sum += i * values[i];
  values.push(sum % 103, STOP);
  return values;
}

export function code128Modules(values: number[]): string {
  return values.map((v) => widthsToModules(PATTERNS[v])).join('');
}

/** Human-readable line: control characters are not printed. */
export function code128Text(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '');
}
