/**
 * EAN/UPC family (ISO/IEC 15420): EAN-13, EAN-8, UPC-A and the EAN-5 / EAN-2 add-ons.
 * Returns null for input the symbology cannot carry, including a wrong check digit.
 */

import { gs1CheckDigit } from './modules.ts';

/** Set A ("L", odd parity) digit patterns; set C ("R") is their complement, set B ("G") the mirror of R. */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((p) => Array.from(p, (b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((p) => Array.from(p).reverse().join(''));

/** EAN-13 left-half parities, chosen by the first (implicit) digit. */
const EAN13_PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
/** EAN-5 parities, chosen by its checksum. */
const EAN5_PARITY = ['GGLLL', 'GLGLL', 'GLLGL', 'GLLLG', 'LGGLL', 'LLGGL', 'LLLGG', 'LGLGL', 'LGLLG', 'LLGLG'];
/** EAN-2 parities, chosen by its value mod 4. */
const EAN2_PARITY = ['LL', 'LG', 'GL', 'GG'];

const GUARD = '101';
const CENTRE = '01010';
const ADDON_START = '1011';
const ADDON_SEPARATOR = '01';

function digit(parity: string, d: string): string {
  return (parity === 'G' ? G : L)[Number(d)];
}

function right(digits: string): string {
  return Array.from(digits, (d) => R[Number(d)]).join('');
}

/**
 * Complete a GS1 number of `length` digits: `length - 1` digits get the check digit
 * appended; `length` digits must carry a correct one.
 */
export function withGs1Check(text: string, length: number): string | null {
  if (!/^[0-9]+$/.test(text)) return null;
  const data = text.slice(0, length - 1);
  if (text.length === length - 1) return data + gs1CheckDigit(data);
  if (text.length === length && Number(text[length - 1]) === gs1CheckDigit(data)) return text;
  return null;
}

/** `digits`: 13 digits with check. */
export function ean13Modules(digits: string): string {
  const parity = EAN13_PARITY[Number(digits[0])];
  const left = Array.from(digits.slice(1, 7), (d, i) => digit(parity[i], d)).join('');
  return GUARD + left + CENTRE + right(digits.slice(7)) + GUARD;
}

/** `digits`: 8 digits with check. */
export function ean8Modules(digits: string): string {
  const left = Array.from(digits.slice(0, 4), (d) => L[Number(d)]).join('');
  return GUARD + left + CENTRE + right(digits.slice(4)) + GUARD;
}

/** `digits`: 12 digits with check. */
export function upcaModules(digits: string): string {
  const left = Array.from(digits.slice(0, 6), (d) => L[Number(d)]).join('');
  return GUARD + left + CENTRE + right(digits.slice(6)) + GUARD;
}

function addon(digits: string, parity: string): string {
  return ADDON_START + Array.from(digits, (d, i) => digit(parity[i], d)).join(ADDON_SEPARATOR);
}

export function ean5Modules(text: string): string | null {
  if (!/^[0-9]{5}$/.test(text)) return null;
  const d = Array.from(text, Number);
  const checksum = (3 * (d[0] + d[2] + d[4]) + 9 * (d[1] + d[3])) % 10;
  return addon(text, EAN5_PARITY[checksum]);
}

export function ean2Modules(text: string): string | null {
  if (!/^[0-9]{2}$/.test(text)) return null;
  return addon(text, EAN2_PARITY[Number(text) % 4]);
}
