import { describe, expect, it } from 'vitest';
import { decimalToFixed, parseDecimal, roundDecimal, truncateDecimal } from './decimal.ts';

describe('parseDecimal', () => {
  it.each([
    [1.005, false, '1', '005'],
    [0.1 + 0.2, false, '0', '3'],
    [-12.5, true, '12', '5'],
    [1e21, false, '1000000000000000000000', ''],
    [1e-7, false, '0', '0000001'],
    [9007199254740993n, undefined, undefined, undefined],
    ['007.500', false, '7', '5'],
    ['-1.5e3', true, '1500', ''],
    ['1.5E-2', false, '0', '015'],
    ['-0.000', false, '0', ''],
    ['12345678901234567890.5', false, '12345678901234567890', '5'],
  ])('%s', (value, negative, int, frac) => {
    const d = parseDecimal(value);
    expect(d && { negative: d.negative, int: d.int, frac: d.frac }).toEqual(negative === undefined ? undefined : { negative, int, frac });
  });
});

describe('roundDecimal', () => {
  const fixed = (text: string, digits: number) => decimalToFixed(roundDecimal(parseDecimal(text)!, digits), digits);

  it('rounds half away from zero and carries', () => {
    expect(fixed('1.005', 2)).toBe('1.01');
    expect(fixed('1.004999', 2)).toBe('1.00');
    expect(fixed('-2.5', 0)).toBe('-3');
    expect(fixed('999.995', 2)).toBe('1000.00');
    expect(fixed('0.0049', 2)).toBe('0.00');
    expect(fixed('-0.0049', 2)).toBe('0.00');
    expect(fixed('1.5', 4)).toBe('1.5000');
  });

  it('truncates toward zero', () => {
    expect(decimalToFixed(truncateDecimal(parseDecimal('-1.9')!), 0)).toBe('-1');
    expect(decimalToFixed(truncateDecimal(parseDecimal('-0.9')!), 0)).toBe('0');
  });
});
