/**
 * Helpers shared by the symbology encoders: they all describe a symbol as a string of
 * modules ('1' = black, '0' = white, one module each) before it becomes `boolean[]`.
 */

/** Element widths (bar, space, bar, ...) as modules, starting with a bar. */
export function widthsToModules(widths: string): string {
  let out = '';
  for (let i = 0; i < widths.length; i++) out += (i % 2 === 0 ? '1' : '0').repeat(Number(widths[i]));
  return out;
}

/** Narrow/wide elements ('n'/'w'), starting with a bar, at the given wide:narrow ratio. */
export function narrowWideToModules(pattern: string, wide: number): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) out += (i % 2 === 0 ? '1' : '0').repeat(pattern[i] === 'w' ? wide : 1);
  return out;
}

export function toBars(modules: string): boolean[] {
  const bars: boolean[] = new Array(modules.length);
  for (let i = 0; i < modules.length; i++) bars[i] = modules[i] === '1';
  return bars;
}

/**
 * GS1 mod-10 check digit (EAN, UPC, ITF-14): weights 3, 1, 3, ... counted from the
 * rightmost data digit.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    sum += Number(digits[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}
