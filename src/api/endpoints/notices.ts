/** The bell and the user announcements page (section 7). */
import { http } from '../http.ts';
import type { Announcement, NoticeList, Page, PageQuery, UserAnnouncementRow } from '../types.ts';

export function listByUser(): Promise<NoticeList> {
  return http.get<NoticeList>('/sys/annountCement/listByUser', undefined, { silent: true });
}

/** Mark one announcement read. */
export function markRead(anntId: string): Promise<null> {
  return http.put<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId });
}

export function markAllRead(): Promise<null> {
  return http.post<null>('/sys/sysAnnouncementSend/readAll');
}

export function queryAnnouncement(id: string): Promise<Announcement> {
  return http.get<Announcement>('/sys/annountCement/queryById', { id });
}

export interface MyAnnouncementQuery extends PageQuery {
  readFlag?: string;
  titile?: string;
  msgCategory?: string;
}

export function getMyAnnouncementSend(query: MyAnnouncementQuery = {}): Promise<Page<UserAnnouncementRow>> {
  return http.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', query);
}
