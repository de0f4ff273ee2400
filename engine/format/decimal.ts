/**
 * Exact decimal arithmetic on digit strings, so formatting never inherits binary float
 * errors (1.005 rounds to 1.01, not 1.00).
 */

/** A finite number as sign, integer digits and fraction digits. */
export interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros; '0' for zero. */
  int: string;
  /** Fraction digits without trailing zeros; '' for none. */
  frac: string;
}

/** Significant digits a double carries reliably; more are float noise (0.1 + 0.2). */
const DOUBLE_DIGITS = 15;
/** Exponents past this are not prices or quantities; refusing them bounds string sizes. */
const MAX_EXPONENT = 400;

const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const GROUPED = /^([+-]?)(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/** Reads a number or a number-like string ("1,234.5", " 12 ", "-3e2"); undefined otherwise. */
export function parseDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimalString(numberToString(value)) : undefined;
  if (typeof value === 'string') return parseDecimalString(value.trim());
  return undefined;
}

function numberToString(value: number): string {
  // Integers print exactly; fractions are cut to the digits a double really holds.
  if (Number.isInteger(value)) return String(value);
  return value.toPrecision(DOUBLE_DIGITS);
}

function parseDecimalString(text: string): Decimal | undefined {
  const grouped = GROUPED.exec(text);
  if (grouped) return normalize(grouped[1] === '-', grouped[2].replace(/,/g, ''), grouped[3] ?? '', 0);
  const plain = PLAIN.exec(text);
  if (!plain) return undefined;
  const int = plain[2];
  const frac = plain[3] ?? '';
  if (int === '' && frac === '') return undefined;
  const exponent = plain[4] === undefined ? 0 : Number(plain[4]);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  return normalize(plain[1] === '-', int, frac, exponent);
}

/** Shifts the decimal point by `exponent` and strips redundant zeros. */
function normalize(negative: boolean, int: string, frac: string, exponent: number): Decimal {
  let digits = int + frac;
  let point = int.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length);
  }
  const outInt = digits.slice(0, point).replace(/^0+/, '') || '0';
  const outFrac = digits.slice(point).replace(/0+$/, '');
  return { negative: negative && (outInt !== '0' || outFrac !== ''), int: outInt, frac: outFrac };
}

/** Rounds to `digits` fraction digits, half away from zero (half up on the magnitude). */
export function roundDecimal(value: Decimal, digits: number): Decimal {
  if (value.frac.length <= digits) return value;
  const kept = value.int + value.frac.slice(0, digits);
  const roundUp = value.frac.charCodeAt(digits) >= 53; // '5'
  const sum = roundUp ? incrementDigits(kept) : kept;
  const intLength = sum.length - digits;
  return normalize(value.negative, sum.slice(0, intLength), sum.slice(intLength), 0);
}

/** Drops all fraction digits (truncation toward zero). */
export function truncateDecimal(value: Decimal): Decimal {
  return normalize(value.negative, value.int, '', 0);
}

/** Adds one to a string of decimal digits, growing it when it carries out ('99' -> '100'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String.fromCharCode(out[i].charCodeAt(0) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return '1' + out.join('');
}

/** Writes a decimal with exactly `digits` fraction digits (padding with zeros). */
export function decimalToFixed(value: Decimal, digits: number): string {
  const frac = digits > 0 ? '.' + value.frac.padEnd(digits, '0') : '';
  return (value.negative ? '-' : '') + value.int + frac;
}
