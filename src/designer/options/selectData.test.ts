import { describe, expect, it } from 'vitest';
import { freeEntries, freeKey, freeValueOfKey, matchKey, parseFreeValue, selectEntries, valueOfKey } from './selectData.ts';
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

const same = (key: string) => key;

describe('free value lists (presets are suggestions)', () => {
  it('shows a stored size that is not a preset step instead of an empty box', () => {
    expect(freeKey(FONT_SIZES, 'pt', 20)).toBe('20');
    expect(freeKey(FONT_SIZES, 'pt', '20')).toBe('20');
    const entries = freeEntries(FONT_SIZES, same, 'pt', 20, '');
    expect(entries.find((e) => e.value === '20')?.label).toBe('20pt');
    // in numeric order, between 19.5 and 20.25
    const at = entries.findIndex((e) => e.value === '20');
    expect(entries[at - 1]!.value).toBe('19.5');
    expect(entries[at + 1]!.value).toBe('20.25');
  });

  it('keeps a preset as the preset entry, with nothing added', () => {
    expect(freeKey(FONT_SIZES, 'pt', 12)).toBe('12');
    expect(freeEntries(FONT_SIZES, same, 'pt', 12, '')).toHaveLength(FONT_SIZES.length);
  });

  it('offers what is typed as a new entry and stores it as a number', () => {
    const entries = freeEntries(FONT_SIZES, same, 'pt', 9, '28 pt');
    expect(entries.some((e) => e.value === '28' && e.label === '28pt')).toBe(true);
    expect(freeValueOfKey(FONT_SIZES, 'pt', '28')).toBe(28);
    expect(freeValueOfKey(FONT_SIZES, 'pt', '12')).toBe(12);
  });

  it('reads typed numbers with or without the unit, and refuses anything else', () => {
    expect(parseFreeValue('20', 'pt')).toBe(20);
    expect(parseFreeValue(' 13.5pt ', 'pt')).toBe(13.5);
    expect(parseFreeValue('.5', 'pt')).toBe(0.5);
    expect(parseFreeValue('0', 'pt')).toBeUndefined();
    expect(parseFreeValue('-3', 'pt')).toBeUndefined();
    expect(parseFreeValue('12px', 'pt')).toBeUndefined();
    expect(parseFreeValue('', 'pt')).toBeUndefined();
  });

  it('keeps the default entry of a list with one first, and unset shows it', () => {
    const list = [DEFAULT_ENTRY, ...FONT_SIZES];
    expect(freeKey(list, 'pt', undefined)).toBe('');
    expect(freeEntries(list, same, 'pt', 30, '')[0]!.value).toBe('');
    expect(freeValueOfKey(list, 'pt', '')).toBeUndefined();
  });
});
