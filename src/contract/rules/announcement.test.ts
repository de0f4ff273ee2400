import { describe, expect, it } from 'vitest';
import { announcementTitleProblem, openPageProblem, recipientsProblem, timeRangeProblem } from './announcement.ts';

describe('announcement fields', () => {
  it('requires a title of at most 100 characters', () => {
    expect(announcementTitleProblem('')).toBe('ANNT_TITLE_REQUIRED');
    expect(announcementTitleProblem('   ')).toBe('ANNT_TITLE_REQUIRED');
    expect(announcementTitleProblem(null)).toBe('ANNT_TITLE_REQUIRED');
    expect(announcementTitleProblem('t')).toBeUndefined();
    expect(announcementTitleProblem('字'.repeat(100))).toBeUndefined();
    expect(announcementTitleProblem(` ${'字'.repeat(100)} `)).toBeUndefined();
    expect(announcementTitleProblem('字'.repeat(101))).toBe('ANNT_TITLE_LENGTH');
    // counted as characters, not UTF-16 units
    expect(announcementTitleProblem('😀'.repeat(100))).toBeUndefined();
    expect(announcementTitleProblem('😀'.repeat(101))).toBe('ANNT_TITLE_LENGTH');
  });
  it('needs recipients only when addressed to chosen users', () => {
    expect(recipientsProblem('USER', [])).toBe('ANNT_USERS_REQUIRED');
    expect(recipientsProblem('USER', ['u1'])).toBeUndefined();
    expect(recipientsProblem('ALL', [])).toBeUndefined();
    expect(recipientsProblem(null, [])).toBeUndefined();
  });
  it('refuses an end before the start, as text or as Dates', () => {
    expect(timeRangeProblem('2026-02-02 10:00:00', '2026-02-01 10:00:00')).toBe('ANNT_TIME_RANGE');
    expect(timeRangeProblem('2026-02-01 10:00:01', '2026-02-01 10:00:00')).toBe('ANNT_TIME_RANGE');
    expect(timeRangeProblem('2026-02-01 10:00:00', '2026-02-01 10:00:00')).toBeUndefined();
    expect(timeRangeProblem('2026-02-01 10:00:00', '2026-02-02 10:00:00')).toBeUndefined();
    expect(timeRangeProblem('', '2026-02-01 10:00:00')).toBeUndefined();
    expect(timeRangeProblem('2026-02-01 10:00:00', null)).toBeUndefined();
    expect(timeRangeProblem(new Date(2026, 1, 2), new Date(2026, 1, 1))).toBe('ANNT_TIME_RANGE');
    expect(timeRangeProblem(new Date(2026, 1, 1), new Date(2026, 1, 1))).toBeUndefined();
    expect(timeRangeProblem(null, new Date(2026, 1, 1))).toBeUndefined();
  });
  it('needs the page of an announcement opened by url', () => {
    expect(openPageProblem('url', '')).toBe('ANNT_OPEN_PAGE_REQUIRED');
    expect(openPageProblem('url', '  ')).toBe('ANNT_OPEN_PAGE_REQUIRED');
    expect(openPageProblem('url', null)).toBe('ANNT_OPEN_PAGE_REQUIRED');
    expect(openPageProblem('url', '/order/order-group')).toBeUndefined();
    expect(openPageProblem('component', '')).toBeUndefined();
    expect(openPageProblem(null, '')).toBeUndefined();
  });
});
