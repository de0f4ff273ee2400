import { expect, it } from 'vitest';
import { matchKey, selectEntries, valueOfKey } from './selectData.ts';
import { DEFAULT_ENTRY, FONT_SIZES, QR_LEVELS, TEXT_ALIGNS } from './valueLists.ts';

it('shows numbers with their unit and named values translated', () => {
  expect(selectEntries(FONT_SIZES, (k) => k)[0]).toEqual({ value: '6', label: '6pt' });
  expect(selectEntries(QR_LEVELS, (k) => `<${k}>`)[0]).toEqual({ value: '1', label: '<options.values.qrLevel.L>' });
});

it('matches stored numbers and numeric strings to their entry', () => {
  expect(matchKey(FONT_SIZES, 10.5)).toBe('10.5');
  expect(matchKey(FONT_SIZES, '10.50')).toBe('10.5');
  expect(matchKey(FONT_SIZES, 100)).toBeNull();
  expect(matchKey(QR_LEVELS, '3')).toBe('3');
});

it('an unset option selects the default entry when the list has one', () => {
  expect(matchKey(TEXT_ALIGNS, undefined)).toBe('');
  expect(matchKey([DEFAULT_ENTRY, ...FONT_SIZES], undefined)).toBe('');
  expect(matchKey(FONT_SIZES, undefined)).toBeNull();
});

it('gives back the stored value of a key: numbers stay numbers, the default entry clears', () => {
  expect(valueOfKey(FONT_SIZES, '12')).toBe(12);
  expect(valueOfKey(QR_LEVELS, '0')).toBe(0);
  expect(valueOfKey(TEXT_ALIGNS, 'center')).toBe('center');
  expect(valueOfKey(TEXT_ALIGNS, '')).toBeUndefined();
  expect(valueOfKey(TEXT_ALIGNS, null)).toBeUndefined();
});
