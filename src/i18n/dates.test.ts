import { afterEach, describe, expect, it } from 'vitest';
import { datesSettings, formatDateTime, setDisplayTimeZone } from './dates.ts';

afterEach(() => setDisplayTimeZone(undefined));

describe('one way to write a moment', () => {
  const moment = '2026-11-26T05:59:53.000Z';

  it('writes YYYY-MM-DD HH:mm, 24-hour, in the given zone', () => {
    expect(formatDateTime(moment, { timeZone: 'UTC' })).toBe('2026-11-26 05:59');
    expect(formatDateTime(moment, { timeZone: 'Asia/Shanghai' })).toBe('2026-11-26 13:59');
    expect(formatDateTime(moment, { timeZone: 'UTC', seconds: true })).toBe('2026-11-26 05:59:53');
    expect(formatDateTime(Date.parse('2026-11-26T00:05:00Z'), { timeZone: 'UTC' })).toBe('2026-11-26 00:05');
  });

  it('uses the display zone once set', () => {
    setDisplayTimeZone('Asia/Shanghai');
    expect(formatDateTime(new Date(moment))).toBe('2026-11-26 13:59');
  });

  it('leaves nothing empty and an unreadable value as it came', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('sets Mantine dates to the app language', () => {
    expect(datesSettings('zh-CN')).toEqual({ locale: 'zh-cn', firstDayOfWeek: 1 });
    expect(datesSettings('en-US')).toEqual({ locale: 'en', firstDayOfWeek: 0 });
  });
});
