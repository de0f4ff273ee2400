import { describe, expect, it } from 'vitest';
import { announcementPayload, EMPTY_FORM, formOf, validateAnnouncement } from './announcementRules.ts';

describe('announcement form', () => {
  it('requires a title of at most 100 characters', () => {
    expect(validateAnnouncement(EMPTY_FORM).titile).toBe('announcement.rule.titleRequired');
    expect(validateAnnouncement({ ...EMPTY_FORM, titile: '字'.repeat(101) }).titile).toBe('announcement.rule.titleLength');
    expect(validateAnnouncement({ ...EMPTY_FORM, titile: '字'.repeat(100) })).toEqual({});
  });
  it('needs recipients for USER, an end after the start, a page for url', () => {
    const f = { ...EMPTY_FORM, titile: 't', msgType: 'USER' as const, startTime: '2026-02-02 10:00:00', endTime: '2026-02-01 10:00:00', openType: 'url' };
    expect(validateAnnouncement(f)).toEqual({
      userIds: 'announcement.rule.usersRequired', endTime: 'announcement.rule.timeRange', openPage: 'announcement.rule.openPageRequired',
    });
  });
  it('round-trips server rows and builds the body', () => {
    const row = { id: 'a', titile: 'T', msgContent: '<p>x</p>', startTime: null, endTime: null, sender: null, priority: 'H', msgCategory: '2', msgType: 'USER',
      sendStatus: '0', sendTime: null, cancelTime: null, openType: null, openPage: null, userIds: 'u1,u2', createTime: null };
    const form = formOf(row);
    // the pickers take and give the server's format
    expect(formOf({ ...row, startTime: '2026-01-02 03:04:05', endTime: '2026-01-03 00:00:00' })).toMatchObject({ startTime: '2026-01-02 03:04:05', endTime: '2026-01-03 00:00:00' });
    expect(announcementPayload({ ...EMPTY_FORM, titile: 't', startTime: '2026-01-02 03:04:00' })).toMatchObject({ startTime: '2026-01-02 03:04:00', endTime: null });
    expect(form.userIds).toEqual(['u1', 'u2']);
    expect(announcementPayload(form)).toMatchObject({ id: 'a', userIds: 'u1,u2', priority: 'H', startTime: null, openType: null });
    expect(announcementPayload({ ...form, msgType: 'ALL' }).userIds).toBeNull();
  });
});
