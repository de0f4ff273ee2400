import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/index.ts';
import { greetingOf } from './greeting.ts';

describe('greetingOf', () => {
  it('follows the hours of the day at their edges', () => {
    expect([0, 8, 9, 10, 11, 12, 13, 17, 18, 23].map(greetingOf)).toEqual([
      'morning', 'morning', 'forenoon', 'forenoon', 'noon', 'noon', 'afternoon', 'afternoon', 'evening', 'evening',
    ]);
  });

  it('reads in both languages', () => {
    expect(t('shell.header.greetings.noon', undefined, 'zh-CN')).toBe('中午好');
    expect(t('shell.header.greetings.forenoon', undefined, 'en-US')).toBe('Good morning');
    expect(t('shell.header.greetings.evening', undefined, 'en-US')).toBe('Good evening');
  });
});
