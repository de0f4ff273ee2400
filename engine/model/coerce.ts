/**
 * Coercion of option values as real hiprint templates carry them: numbers as strings
 * ("66", "0.75", "9pt"), flags as strings, empty strings for "not set". A coercer returns
 * the typed value, `undefined` for "not set", or a {@link Invalid} describing what was expected.
 */

export interface Invalid {
  invalid: string;
}

export type Coercer = (value: unknown) => unknown;

export const isInvalid = (v: unknown): v is Invalid =>
  typeof v === 'object' && v !== null && 'invalid' in v && Object.keys(v).length === 1;

const unset = (v: unknown) => v === undefined || v === null || v === '';

/** What one unit of each CSS length unit hiprint templates carry is, in pt. */
const PT_PER_UNIT: Readonly<Record<string, number>> = { pt: 1, px: 0.75, mm: 72 / 25.4, cm: 720 / 25.4, in: 72 };

/**
 * A finite number read in `unit` (what the option means when a bare number is given).
 * Numeric strings count, and so do CSS lengths in px, pt, mm, cm or in, converted to `unit`:
 * for a pt option "12px" is 9, for a px option (the watermark's font size) "14px" is 14.
 */
export function numberIn(unit: 'pt' | 'px'): Coercer {
  return (v) => {
    if (unset(v)) return undefined;
    if (typeof v === 'number') return Number.isFinite(v) ? v : { invalid: 'expected a number' };
    if (typeof v === 'string') {
      const m = /^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*(pt|px|mm|cm|in)?\s*$/i.exec(v);
      if (m) {
        const given = m[2]?.toLowerCase() ?? unit;
        const n = (Number(m[1]) * PT_PER_UNIT[given]!) / PT_PER_UNIT[unit]!;
        // Round off the float noise of the conversion (14px as pt is 10.5, not 10.500000000000002).
        return Math.round(n * 1e6) / 1e6;
      }
    }
    return { invalid: 'expected a number' };
  };
}

/** A finite number in pt, the unit of hiprint's element options. */
export const num: Coercer = numberIn('pt');
/** A finite number in CSS px. */
export const numPx: Coercer = numberIn('px');

export const bool: Coercer = (v) => {
  if (unset(v)) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return { invalid: 'expected true or false' };
};

export const str: Coercer = (v) => {
  if (unset(v)) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return { invalid: 'expected a string' };
};

/** User code kept as its source string; hiprint also stores `function` objects turned to strings. */
export const source: Coercer = (v) => {
  if (unset(v)) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v;
  return { invalid: 'expected function source as a string' };
};

/**
 * One of a fixed list of values. Values outside the list are not errors (real templates
 * hold values of other hiprint versions); they are reported as `unknown` and ignored.
 */
export function oneOf<T extends string>(values: readonly T[], aliases: Record<string, T> = {}): Coercer {
  return (v) => {
    if (unset(v)) return undefined;
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return { unknown: `expected one of ${values.join(', ')}` };
    const s = String(v).trim();
    if ((values as readonly string[]).includes(s)) return s;
    if (s in aliases) return aliases[s];
    return { unknown: `expected one of ${values.join(', ')}` };
  };
}

export const isUnknownValue = (v: unknown): v is { unknown: string } =>
  typeof v === 'object' && v !== null && 'unknown' in v;

/** Any JSON value, kept as is (columns, fields, data ...). */
export const any: Coercer = (v) => v;
