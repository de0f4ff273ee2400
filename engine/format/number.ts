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
  const decimal = parseDecimal(value);
  if (!decimal) return undefined;
  const n = Number((decimal.negative ? '-' : '') + decimal.int + (decimal.frac ? '.' + decimal.frac : ''));
  return Number.isFinite(n) ? n : undefined;
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
