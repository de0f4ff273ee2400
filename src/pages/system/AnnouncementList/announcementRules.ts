/** The announcement form: local rules and the request body (pure). */
import { splitIds } from '../../common/query.ts';
import type { AdminAnnouncement } from './types.ts';

export interface AnnouncementForm {
  id?: string;
  titile: string;
  msgContent: string;
  msgCategory: string;
  priority: string;
  msgType: 'ALL' | 'USER';
  userIds: string[];
  /** 'YYYY-MM-DD HH:mm:ss' as the server reads and answers it (and DateTimePicker gives), or '' for none. */
  startTime: string;
  endTime: string;
  openType: string | null;
  openPage: string;
}

export const EMPTY_FORM: AnnouncementForm = {
  titile: '', msgContent: '', msgCategory: '1', priority: 'L', msgType: 'ALL', userIds: [], startTime: '', endTime: '', openType: null, openPage: '',
};

export function formOf(row: AdminAnnouncement): AnnouncementForm {
  return {
    id: row.id, titile: row.titile, msgContent: row.msgContent ?? '', msgCategory: row.msgCategory || '1', priority: row.priority || 'L',
    msgType: row.msgType === 'USER' ? 'USER' : 'ALL', userIds: splitIds(row.userIds), startTime: row.startTime ?? '',
    endTime: row.endTime ?? '', openType: row.openType, openPage: row.openPage ?? '',
  };
}

export type AnnouncementErrors = Partial<Record<keyof AnnouncementForm, string>>;

export function validateAnnouncement(f: AnnouncementForm): AnnouncementErrors {
  const e: AnnouncementErrors = {};
  if (!f.titile.trim()) e.titile = 'announcement.rule.titleRequired';
  else if ([...f.titile.trim()].length > 100) e.titile = 'announcement.rule.titleLength';
  if (f.msgType === 'USER' && f.userIds.length === 0) e.userIds = 'announcement.rule.usersRequired';
  if (f.startTime && f.endTime && f.endTime < f.startTime) e.endTime = 'announcement.rule.timeRange';
  if (f.openType === 'url' && !f.openPage.trim()) e.openPage = 'announcement.rule.openPageRequired';
  return e;
}

export function announcementPayload(f: AnnouncementForm): Record<string, unknown> {
  return {
    ...(f.id ? { id: f.id } : {}),
    titile: f.titile.trim(),
    msgContent: f.msgContent,
    msgCategory: f.msgCategory,
    priority: f.priority,
    msgType: f.msgType,
    userIds: f.msgType === 'USER' ? f.userIds.join(',') : null,
    startTime: f.startTime || null,
    endTime: f.endTime || null,
    openType: f.openType || null,
    openPage: f.openPage.trim() || null,
  };
}
