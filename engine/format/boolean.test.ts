import { describe, expect, it } from 'vitest';
import { formatBoolean, toBoolean } from './boolean.ts';

describe('formatBoolean', () => {
  it.each([[true], ['true'], ['TRUE'], [1], ['1'], ['yes'], ['Y'], ['y'], [' true ']])('%j is true', (value) => {
    expect(formatBoolean(value, '已付:未付')).toBe('已付');
  });

  it.each([[false], ['false'], [0], ['0'], [''], [null], [undefined], ['no'], ['N']])('%j is false', (value) => {
    expect(formatBoolean(value, '已付:未付')).toBe('未付');
  });

  it('shows other values as they are', () => {
    expect(formatBoolean('maybe', '是:否')).toBe('maybe');
    expect(formatBoolean(2, '是:否')).toBe('2');
    expect(formatBoolean({}, '是:否')).toBe('[object Object]');
  });

  it('splits on the first colon, full-width or not', () => {
    expect(formatBoolean(true, '是：否')).toBe('是');
    expect(formatBoolean(false, '是：否')).toBe('否');
    expect(formatBoolean(false, 'a:b:c')).toBe('b:c');
    expect(formatBoolean(false, 'a：b:c')).toBe('b:c');
    expect(formatBoolean(true, ':空')).toBe('');
  });

  it('treats a format without separator as the true text only', () => {
    expect(formatBoolean(true, '已付')).toBe('已付');
    expect(formatBoolean(false, '已付')).toBe('');
  });

  it('shows the raw value without a format', () => {
    expect(formatBoolean(true, undefined)).toBe('true');
    expect(formatBoolean(false, '')).toBe('false');
    expect(formatBoolean('1', undefined)).toBe('1');
    expect(formatBoolean(null, undefined)).toBe('');
  });
});

describe('toBoolean', () => {
  it('reads boolean-like values', () => {
    expect(toBoolean('yes')).toBe(true);
    expect(toBoolean(0)).toBe(false);
    expect(toBoolean(0.5)).toBeUndefined();
    expect(toBoolean([])).toBeUndefined();
  });
});
