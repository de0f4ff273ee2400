/** Numeric formatting of the specification: fixed decimals, or truncation to an integer. */
import { decimalToFixed, parseDecimal, roundDecimal, truncateDecimal } from './decimal.ts';

/** More decimals than any summary offers (0-6); a bound keeps bad options from building huge strings. */
const MAX_DIGITS = 20;

/**
 * Reads a number-like value: a finite number, or a numeric string with optional thousands
 * commas and surrounding spaces. Everything else ('', null, NaN, 'abc', booleans) is undefined.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const plain = plainDecimal(value);
  if (plain === plain) return plain;
  const decimal = parseDecimal(value);
  if (!decimal) return undefined;
  const n = Number((decimal.negative ? '-' : '') + decimal.int + (decimal.frac ? '.' + decimal.frac : ''));
  return Number.isFinite(n) ? n : undefined;
}

/** Digits that an integer mantissa holds exactly (below 2^53), and powers of ten that are exact doubles. */
const EXACT_DIGITS = 15;
const POW10 = Array.from({ length: EXACT_DIGITS + 1 }, (_, k) => Number(`1e${k}`));

/**
 * The value of digits with at most one '.' between digits ("12", "12.50"), else NaN: the
 * common amount cell, read without the regular expressions of parseDecimal (a 100k-row sum
 * column reads one per row). No sign (no '-0' to normalise), spaces, commas or exponent.
 * Up to 15 digits the mantissa and the power of ten are exact, so their one division rounds
 * correctly: the double that Number() and the general path give. Longer ones go to Number().
 */
function plainDecimal(text: string): number {
  const n = text.length;
  if (n === 0) return NaN;
  let point = -1;
  let mantissa = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && point < 0 && i > 0 && i < n - 1) point = i;
    else if (c < 48 || c > 57) return NaN;
    else mantissa = mantissa * 10 + (c - 48);
  }
  const digits = point < 0 ? n : n - 1;
  if (digits <= EXACT_DIGITS) return point < 0 ? mantissa : mantissa / POW10[n - 1 - point]!;
  const value = Number(text);
  return Number.isFinite(value) ? value : NaN;
}

/**
 * Formats a number-like value: `digits` above 0 fixes that many decimals (round half up on
 * the decimal digits); 0 or undefined truncates to an integer. Empty values give '',
 * values that are not number-like come back as String(value).
 */
export function formatNumber(value: unknown, digits: number | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const decimal = parseDecimal(value);
  if (!decimal) return String(value);
  const places = digits !== undefined && Number.isFinite(digits) ? Math.min(Math.floor(digits), MAX_DIGITS) : 0;
  if (places <= 0) return decimalToFixed(truncateDecimal(decimal), 0);
  return decimalToFixed(roundDecimal(decimal, places), places);
}
