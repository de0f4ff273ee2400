/**
 * Announcements' value lists (sections 3 and 7), shared by the server (which checks and stores them) and
 * the browser (which offers them in forms and filters): priority, category, addressing, how a notice
 * opens, and the lifecycle draft '0' -> released '1' -> revoked '2' -> (edited) -> released again.
 */

/** L ordinary, M important, H urgent. */
export const PRIORITIES = ['L', 'M', 'H'] as const;
export type AnnouncementPriority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: AnnouncementPriority = 'L';

/** '1' notice (通知公告), '2' system message (系统消息): the bell's two lists. */
export const CATEGORIES = ['1', '2'] as const;
export type AnnouncementCategory = (typeof CATEGORIES)[number];
export const CATEGORY = { notice: '1', system: '2' } as const satisfies Record<string, AnnouncementCategory>;

/** Everyone, or the users listed in userIds. */
export const MSG_TYPES = ['ALL', 'USER'] as const;
export type AnnouncementMsgType = (typeof MSG_TYPES)[number];

/** 'component' opens a back-office page, 'url' navigates. */
export const OPEN_TYPES = ['component', 'url'] as const;

/** '0' draft, '1' released, '2' revoked. */
export const SEND_STATUSES = ['0', '1', '2'] as const;
export const SEND_STATUS = { draft: '0', released: '1', revoked: '2' } as const;

/** What users already see never changes under them: a released announcement is neither edited nor deleted. */
export const isEditable = (sendStatus: string): boolean => sendStatus !== SEND_STATUS.released;

/** A user's read state: '0' unread, '1' read. */
export const READ_FLAG = { unread: '0', read: '1' } as const;
