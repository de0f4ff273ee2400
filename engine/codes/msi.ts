/**
 * MSI (Modified Plessey): each digit is four bits, most significant first; a 1 bit is a
 * wide bar and narrow space ('110'), a 0 bit a narrow bar and wide space ('100').
 */

const START = '110';
const STOP = '1001';

export type MsiCheck = 'none' | 'mod10' | 'mod11' | 'mod1010' | 'mod1110';

/** Luhn mod 10: the rightmost digit and every second one to its left are doubled. */
export function msiMod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) sum += n * 2 > 9 ? n * 2 - 9 : n * 2;
    else sum += n;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Mod 11 with IBM weights 2..7 repeating from the right. A result of 10 is appended as the
 * two digits "10", as JsBarcode (which hiprint templates were designed with) does.
 */
export function msiMod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 6));
  return (11 - (sum % 11)) % 11;
}

/** Digits with the check digits of `check` appended, or null for non-digit input. */
export function msiDigits(text: string, check: MsiCheck): string | null {
  if (!/^[0-9]+$/.test(text)) return null;
  switch (check) {
    case 'none':
      return text;
    case 'mod10':
      return text + msiMod10(text);
    case 'mod11':
      return text + msiMod11(text);
    case 'mod1010': {
      const once = text + msiMod10(text);
      return once + msiMod10(once);
    }
    case 'mod1110': {
      const once = text + msiMod11(text);
      return once + msiMod10(once);
    }
  }
}

export function msiModules(digits: string): string {
  let out = START;
  for (const d of digits) {
    const bits = Number(d).toString(2).padStart(4, '0');
    for (const bit of bits) out += bit === '1' ? '110' : '100';
  }
  return out + STOP;
}
