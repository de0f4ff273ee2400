/** The bell and the user announcements page (section 7). */
import type { QueryOf } from '../../contract/route.ts';
import { myNotices, noticeDetail, noticeMarkRead, noticesForUser, noticesReadAll } from '../../contract/routes/notices.ts';
import { http } from '../http.ts';

export type { Announcement, AnnouncementDetail, NoticeList, UserAnnouncementRow } from '../../contract/routes/notices.ts';

export const listByUser = () => http.call(noticesForUser, {}, { silent: true });

/** Mark one announcement read. */
export const markRead = (anntId: string) => http.call(noticeMarkRead, { body: { anntId } });

export const markAllRead = () => http.call(noticesReadAll);

export const queryAnnouncement = (id: string) => http.call(noticeDetail, { query: { id } });

export type MyAnnouncementQuery = QueryOf<typeof myNotices>;

export const getMyAnnouncementSend = (query: MyAnnouncementQuery = {}) => http.call(myNotices, { query });
