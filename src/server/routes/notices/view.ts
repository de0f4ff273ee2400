/** How announcements leave the server: the back office's field names, times as 'YYYY-MM-DD HH:mm:ss'. */
import { READ_FLAG } from '../../../contract/domain/announcement.ts';
import type { AdminAnnouncement, Announcement } from '../../../contract/routes/notices.ts';
import type { announcements } from '../../db/schema/index.ts';

type AnnouncementRow = typeof announcements.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the server's time zone, as the back office shows and sends times; null stays null. */
export function formatDateTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Read 'YYYY-MM-DD[ HH:mm[:ss]]' (server time zone) or an ISO time; undefined when it is neither. */
export function parseDateTime(text: string): Date | undefined {
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? date : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const iso = new Date(text);
  return Number.isNaN(iso.getTime()) ? undefined : iso;
}

/** What a user sees of an announcement addressed to them (section 3's fields). */
export function userNotice(row: AnnouncementRow, readFlag: string | null): Announcement {
  return {
    id: row.id,
    titile: row.titile,
    sender: row.sender,
    sendTime: formatDateTime(row.sendTime),
    createTime: formatDateTime(row.createdAt),
    msgContent: row.msgContent,
    openType: row.openType,
    openPage: row.openPage,
    busId: row.busId,
    busType: row.busType,
    readFlag: readFlag ?? READ_FLAG.unread,
    priority: row.priority,
    msgCategory: row.msgCategory,
    msgType: row.msgType,
  };
}

/** Everything an administrator edits and sees in the announcement list. */
export function adminAnnouncement(row: AnnouncementRow): AdminAnnouncement {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    sender: row.sender,
    priority: row.priority,
    msgCategory: row.msgCategory,
    msgType: row.msgType,
    sendStatus: row.sendStatus,
    sendTime: formatDateTime(row.sendTime),
    cancelTime: formatDateTime(row.cancelTime),
    openType: row.openType,
    openPage: row.openPage,
    busId: row.busId,
    busType: row.busType,
    userIds: row.userIds,
    createBy: row.createdBy,
    createTime: formatDateTime(row.createdAt),
    updateBy: row.updatedBy,
    updateTime: formatDateTime(row.updatedAt),
  };
}
