/** An announcement as /sys/annountCement/list returns it (the API spells the title `titile`), and its value lists. */
import type { AdminAnnouncement as Answered } from '../../../contract/routes/notices.ts';

export { CATEGORIES, PRIORITIES, SEND_STATUSES } from '../../../contract/domain/announcement.ts';

/** The fields the list and the form read. */
export type AdminAnnouncement = Pick<
  Answered,
  | 'id' | 'titile' | 'msgContent' | 'startTime' | 'endTime' | 'sender' | 'priority' | 'msgCategory' | 'msgType'
  | 'sendStatus' | 'sendTime' | 'cancelTime' | 'openType' | 'openPage' | 'userIds' | 'createTime'
>;
