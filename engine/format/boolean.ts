/** Boolean text elements: a 'trueText:falseText' format turns truthy and falsy data into words. */

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'y']);
// 'no' and 'n' mirror 'yes' and 'y' so that a yes/no column reads both ways.
const FALSE_TEXTS = new Set(['false', '0', '', 'no', 'n']);

/** Reads a boolean-like value; undefined when it is neither clearly true nor clearly false. */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (TRUE_TEXTS.has(text)) return true;
  if (FALSE_TEXTS.has(text)) return false;
  return undefined;
}

/**
 * Formats a value with a 'trueText:falseText' format (split on the first ':' or full-width '：').
 * Values that are neither true nor false show as String(value); without a format the value
 * shows as String(value), with null and undefined as ''.
 */
export function formatBoolean(value: unknown, format: string | undefined): string {
  if (!format) return value === null || value === undefined ? '' : String(value);
  const flag = toBoolean(value);
  if (flag === undefined) return String(value);
  const [trueText, falseText] = splitFormat(format);
  return flag ? trueText : falseText;
}

/** A format with no separator is all true text: '已付' prints 已付 or nothing. */
function splitFormat(format: string): [string, string] {
  const ascii = format.indexOf(':');
  const wide = format.indexOf('：');
  const at = ascii === -1 ? wide : wide === -1 ? ascii : Math.min(ascii, wide);
  if (at === -1) return [format, ''];
  return [format.slice(0, at), format.slice(at + 1)];
}
