import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DEFAULT_WATERMARK_FORMAT, WATERMARK_FORMATS, formatDate, parseDate } from './date.ts';

const CHINA = 480;
const NEW_YORK = -300;
// 2024-03-05 07:08:09.123 in UTC+8.
const INSTANT = Date.UTC(2024, 2, 4, 23, 8, 9, 123);

describe('DATE_FORMATS', () => {
  const expected: Record<string, string> = {
    'yyyy-M-d': '2024-3-5',
    'yyyy-M-d H:m': '2024-3-5 7:8',
    'yyyy-M-d H:m:s': '2024-3-5 7:8:9',
    'yyyy-MM-dd': '2024-03-05',
    'yyyy-MM-dd HH:mm': '2024-03-05 07:08',
    'yyyy-MM-dd HH:mm:ss': '2024-03-05 07:08:09',
    'yy-M-d': '24-3-5',
    'yy-M-d H:m': '24-3-5 7:8',
    'yy-M-d H:m:s': '24-3-5 7:8:9',
    'yy-MM-dd': '24-03-05',
    'yy-MM-dd HH:mm': '24-03-05 07:08',
    'yy-MM-dd HH:mm:ss': '24-03-05 07:08:09',
    'yyyy/M/d': '2024/3/5',
    'yyyy/M/d H:m': '2024/3/5 7:8',
    'yyyy/M/d H:m:s': '2024/3/5 7:8:9',
    'yyyy/MM/dd': '2024/03/05',
    'yyyy/MM/dd HH:mm': '2024/03/05 07:08',
    'yyyy/MM/dd HH:mm:ss': '2024/03/05 07:08:09',
    'yy/M/d': '24/3/5',
    'yy/M/d H:m': '24/3/5 7:8',
    'yy/M/d H:m:s': '24/3/5 7:8:9',
    'yy/MM/dd': '24/03/05',
    'yy/MM/dd HH:mm': '24/03/05 07:08',
    'yy/MM/dd HH:mm:ss': '24/03/05 07:08:09',
  };

  it('offers exactly the element formats', () => {
    expect([...DATE_FORMATS].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s -> %s', (format, text) => {
    expect(formatDate(INSTANT, format, CHINA)).toBe(text);
  });
});

describe('WATERMARK_FORMATS', () => {
  const expected: [string, string][] = [
    ['YYYY-MM-DD HH:mm:ss', '2024-03-05 07:08:09'],
    ['YYYY-MM-DD HH:mm', '2024-03-05 07:08'],
    ['YYYY-MM-DD HH', '2024-03-05 07'],
    ['YYYY-MM-DD', '2024-03-05'],
    ['YYYY-MMMM', '2024-三月'],
    ['YYYY-MM', '2024-03'],
    ['YYYY', '2024'],
  ];

  it('offers the seven formats of the specification, default YYYY-MM-DD HH:mm', () => {
    expect(WATERMARK_FORMATS).toEqual(expected.map(([format]) => format));
    expect(WATERMARK_FORMATS).toContain(DEFAULT_WATERMARK_FORMAT);
    expect(DEFAULT_WATERMARK_FORMAT).toBe('YYYY-MM-DD HH:mm');
  });

  it.each(expected)('%s -> %s', (format, text) => {
    expect(formatDate(INSTANT, format, CHINA)).toBe(text);
  });

  it('names every month in Chinese', () => {
    const names = Array.from({ length: 12 }, (_, m) => formatDate(Date.UTC(2024, m, 15), 'MMMM', 0));
    expect(names).toEqual(['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月']);
  });
});

describe('formatDate', () => {
  it('applies the zone offset', () => {
    expect(formatDate(INSTANT, 'yyyy-MM-dd HH:mm:ss', 0)).toBe('2024-03-04 23:08:09');
    expect(formatDate(INSTANT, 'yyyy-MM-dd HH:mm:ss', NEW_YORK)).toBe('2024-03-04 18:08:09');
    expect(formatDate(Date.UTC(2024, 0, 1, 2), 'YYYY-MM-DD HH:mm', NEW_YORK)).toBe('2023-12-31 21:00');
    expect(formatDate(Date.UTC(2023, 11, 31, 20), 'YYYY-MM-DD HH:mm', CHINA)).toBe('2024-01-01 04:00');
    expect(formatDate(Date.UTC(2024, 2, 4, 23, 0), 'HH:mm', 330)).toBe('04:30');
  });

  it('writes hh and h on the 12-hour clock', () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 0, 30), 'hh:mm h', 0)).toBe('12:30 12');
    expect(formatDate(Date.UTC(2024, 0, 1, 13, 5), 'hh:mm h', 0)).toBe('01:05 1');
    expect(formatDate(Date.UTC(2024, 0, 1, 23, 5), 'hh HH H', 0)).toBe('11 23 23');
  });

  it('accepts dayjs day tokens and copies brackets and other text', () => {
    expect(formatDate(INSTANT, 'D/DD', CHINA)).toBe('5/05');
    expect(formatDate(INSTANT, '[今天是] yyyy年M月d日', CHINA)).toBe('今天是 2024年3月5日');
    expect(formatDate(INSTANT, '[YYYY]YYYY', CHINA)).toBe('YYYY2024');
    expect(formatDate(INSTANT, '[yyyy', CHINA)).toBe('[2024');
    expect(formatDate(INSTANT, '', CHINA)).toBe('');
  });

  it('pads years and handles dates before 1970', () => {
    expect(formatDate(Date.UTC(1969, 11, 31, 23, 59, 59), 'yyyy-MM-dd HH:mm:ss', 0)).toBe('1969-12-31 23:59:59');
    expect(formatDate(Date.UTC(2005, 0, 1), 'yy', 0)).toBe('05');
    expect(formatDate(Date.UTC(100, 5, 1), 'yyyy-MM-dd', 0)).toBe('0100-06-01');
  });

  it('returns empty text for an invalid time', () => {
    expect(formatDate(Number.NaN, 'yyyy', 0)).toBe('');
    expect(formatDate(Infinity, 'yyyy', 0)).toBe('');
  });

  it('agrees with the UTC calendar across four centuries', () => {
    const start = Date.UTC(1900, 0, 1);
    const step = 97 * 86_400_000 + 3_723_456; // odd step so that every field varies
    for (let t = start; t < Date.UTC(2300, 0, 1); t += step) {
      for (const offset of [0, CHINA, NEW_YORK]) {
        const d = new Date(t + offset * 60_000);
        const expected = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()].join(' ');
        expect(formatDate(t, 'yyyy M d H m s', offset)).toBe(expected);
      }
    }
  });
});

describe('parseDate', () => {
  it.each([
    ['2024-03-05', Date.UTC(2024, 2, 4, 16)],
    ['2024/03/05', Date.UTC(2024, 2, 4, 16)],
    ['2024/3/5', Date.UTC(2024, 2, 4, 16)],
    ['2024-03-05 07:08', Date.UTC(2024, 2, 4, 23, 8)],
    ['2024-03-05 07:08:09', Date.UTC(2024, 2, 4, 23, 8, 9)],
    ['2024/03/05 7:08:09', Date.UTC(2024, 2, 4, 23, 8, 9)],
    ['2024/3/5 7:8:9', Date.UTC(2024, 2, 4, 23, 8, 9)],
    ['  2024-03-05T07:08:09  ', Date.UTC(2024, 2, 4, 23, 8, 9)],
    ['2024-03-04T23:08:09Z', Date.UTC(2024, 2, 4, 23, 8, 9)],
    ['2024-03-04T23:08:09.123Z', Date.UTC(2024, 2, 4, 23, 8, 9, 123)],
    ['2024-03-05T07:08:09+08:00', Date.UTC(2024, 2, 4, 23, 8, 9)],
    ['2024-03-05T07:08:09.5+0800', Date.UTC(2024, 2, 4, 23, 8, 9, 500)],
    ['2024-03-04T18:08:09-05:00', Date.UTC(2024, 2, 4, 23, 8, 9)],
    ['2024-02-29', Date.UTC(2024, 1, 28, 16)],
    ['2000-02-29', Date.UTC(2000, 1, 28, 16)],
  ])('%s in UTC+8', (text, ms) => {
    expect(parseDate(text, CHINA)).toBe(ms);
  });

  it('reads wall time in the given zone', () => {
    expect(parseDate('2024-03-05 07:08', NEW_YORK)).toBe(Date.UTC(2024, 2, 5, 12, 8));
    expect(parseDate('2024-03-05 07:08', 0)).toBe(Date.UTC(2024, 2, 5, 7, 8));
  });

  it('passes epoch ms and Date-like objects through', () => {
    expect(parseDate(INSTANT, CHINA)).toBe(INSTANT);
    expect(parseDate(0, CHINA)).toBe(0);
    expect(parseDate(new Date(INSTANT), CHINA)).toBe(INSTANT);
    expect(parseDate({ getTime: () => 42 }, CHINA)).toBe(42);
  });

  it.each([
    ['2023-02-29'],
    ['1900-02-29'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-04-31'],
    ['2024-01-01 24:00'],
    ['2024-01-01 12:60'],
    ['2024-01-01 12:00:60'],
    ['2024-01/01'],
    ['2024-01-01T12:00+25:00'],
    ['24-01-01'],
    ['abc'],
    [''],
    [null],
    [undefined],
    [{}],
    [Number.NaN],
    [true],
    [new Date(Number.NaN)],
  ])('%j is not a date', (value) => {
    expect(parseDate(value, CHINA)).toBeUndefined();
  });

  it('round-trips through formatDate', () => {
    for (const offset of [0, CHINA, NEW_YORK, 330]) {
      for (const t of [0, INSTANT - 123, Date.UTC(1999, 11, 31, 23, 59, 59), Date.UTC(2100, 1, 28, 12), Date.UTC(1950, 6, 4, 4, 4, 4)]) {
        expect(parseDate(formatDate(t, 'yyyy-MM-dd HH:mm:ss', offset), offset)).toBe(t);
        expect(parseDate(formatDate(t, 'yyyy/M/d H:m:s', offset), offset)).toBe(t);
      }
      const midnight = parseDate('2024-03-05', offset)!;
      expect(formatDate(midnight, 'yyyy-MM-dd HH:mm:ss', offset)).toBe('2024-03-05 00:00:00');
    }
  });
});
