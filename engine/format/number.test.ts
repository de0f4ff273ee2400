import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';
import { formatNumber, toNumber } from './number.ts';

describe('formatNumber', () => {
  it.each([
    [1.005, 2, '1.01'],
    [-1.005, 2, '-1.01'],
    [9.995, 2, '10.00'],
    [1234.5, 2, '1234.50'],
    [0.1 + 0.2, 2, '0.30'],
    [0.1 + 0.2, 6, '0.300000'],
    [1.23456789, 6, '1.234568'],
    [-0.001, 2, '0.00'],
    [5e-7, 6, '0.000001'],
    [1e-7, 6, '0.000000'],
    [12, 1, '12.0'],
    ['1,234.567', 1, '1234.6'],
    [' 12 ', 2, '12.00'],
  ])('%s with %s decimals -> %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it.each([
    [2.5, 0, '2'],
    [-1.7, 0, '-1'],
    [-0.4, 0, '0'],
    [3.999, 0, '3'],
    [3.7, undefined, '3'],
    [3.7, -2, '3'],
    [1e21, 0, '1000000000000000000000'],
  ])('%s with %s decimals truncates to %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it('floors fractional digit counts', () => {
    expect(formatNumber(1.23456, 2.9)).toBe('1.23');
  });

  it('returns empties as empty and other values unchanged', () => {
    expect(formatNumber(null, 2)).toBe('');
    expect(formatNumber(undefined, 2)).toBe('');
    expect(formatNumber('', 2)).toBe('');
    expect(formatNumber('abc', 2)).toBe('abc');
    expect(formatNumber(true, 2)).toBe('true');
    expect(formatNumber(Number.NaN, 2)).toBe('NaN');
  });
});

describe('toNumber', () => {
  it.each([
    [5, 5],
    [-3.5, -3.5],
    ['-3.5', -3.5],
    ['1,234.5', 1234.5],
    ['1,234,567', 1234567],
    [' 12 ', 12],
    ['.5', 0.5],
    ['1e3', 1000],
    ['+7', 7],
  ])('%j -> %s', (value, n) => {
    expect(toNumber(value)).toBe(n);
  });

  it.each(['0', '007.50', '0.1', '0.3', '12.345', '9007199254740993', '123456789012345', '1234567890123456', '99999999999999.9', '0.000000000000001', '123456789012345678901234567890.5', '0.000000000000000000001', '9'.repeat(400), '1.' + '9'.repeat(30)])(
    'reads plain decimal %s as the general path does',
    (text) => {
      const d = parseDecimal(` ${text} `)!; // the spaces take it off the plain-digits path
      const n = Number((d.negative ? '-' : '') + d.int + (d.frac ? '.' + d.frac : ''));
      expect(toNumber(text)).toBe(Number.isFinite(n) ? n : undefined);
      expect(toNumber(` ${text} `)).toBe(toNumber(text));
    },
  );

  it('reads every plain decimal of up to 17 digits as the general path does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}(\.\d{1,8})?$/), (text) => {
        const d = parseDecimal(` ${text} `)!;
        expect(toNumber(text)).toBe(Number((d.negative ? '-' : '') + d.int + (d.frac ? '.' + d.frac : '')));
      }),
      { numRuns: 5000, seed: 3 },
    );
  });

  it.each([[''], ['  '], [null], [undefined], [Number.NaN], [Infinity], ['abc'], ['12,34'], ['1,2345'], ['1.2.3'], ['.'], [true], [{}], ['1e999']])(
    '%j is not a number',
    (value) => {
      expect(toNumber(value)).toBeUndefined();
    },
  );
});
