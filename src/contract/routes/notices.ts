/**
 * Announcements (sections 3 and 7): a user's own (the bell, reading one, the detail, the paged list of
 * the user announcements page) and their administration (list, add, edit, delete, release, revoke).
 * The API spells the title `titile`. Times are 'YYYY-MM-DD HH:mm:ss' in the server's time zone.
 */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';

const tag = 'notices';

/** 'YYYY-MM-DD HH:mm:ss', or null when not set. */
const LocalTime = Nullable(Type.String());
const Text = Nullable(Type.String());

/** What a user sees of an announcement addressed to them. */
export const Announcement = Type.Object({
  id: Type.String(),
  titile: Type.String(),
  sender: Text,
  sendTime: LocalTime,
  createTime: LocalTime,
  msgContent: Type.String(),
  /** 'component' opens a page; 'url' navigates (see domain/announcement.ts). */
  openType: Text,
  openPage: Text,
  busId: Text,
  busType: Text,
  /** '0' unread, '1' read. */
  readFlag: Type.String(),
  priority: Type.String(),
  msgCategory: Type.String(),
  msgType: Type.String(),
});
export type Announcement = Static<typeof Announcement>;

/** Everything an administrator edits and sees in the announcement list. */
export const AdminAnnouncement = Type.Object({
  id: Type.String(),
  titile: Type.String(),
  msgContent: Type.String(),
  startTime: LocalTime,
  endTime: LocalTime,
  sender: Text,
  priority: Type.String(),
  msgCategory: Type.String(),
  msgType: Type.String(),
  /** '0' draft, '1' released, '2' revoked. */
  sendStatus: Type.String(),
  sendTime: LocalTime,
  cancelTime: LocalTime,
  openType: Text,
  openPage: Text,
  busId: Text,
  busType: Text,
  /** For msgType USER: the addressed user ids, comma separated. */
  userIds: Text,
  createBy: Text,
  createTime: LocalTime,
  updateBy: Text,
  updateTime: LocalTime,
});
export type AdminAnnouncement = Static<typeof AdminAnnouncement>;

/** The detail: what the user sees; an administrator reading a draft or revoked one gets the admin fields too. */
export const AnnouncementDetail = Type.Object({
  ...Announcement.properties,
  startTime: Type.Optional(LocalTime),
  endTime: Type.Optional(LocalTime),
  sendStatus: Type.Optional(Type.String()),
  cancelTime: Type.Optional(LocalTime),
  userIds: Type.Optional(Text),
  createBy: Type.Optional(Text),
  updateBy: Type.Optional(Text),
  updateTime: Type.Optional(LocalTime),
});
export type AnnouncementDetail = Static<typeof AnnouncementDetail>;

/** The bell: the newest unread of each category (at most 50 each) and how many there are in all. */
export const NoticeList = Type.Object({
  anntMsgList: Type.Array(Announcement),
  anntMsgTotal: Type.Number(),
  sysMsgList: Type.Array(Announcement),
  sysMsgTotal: Type.Number(),
});
export type NoticeList = Static<typeof NoticeList>;

/** A row of the user announcements page; its key is the announcement's id (an ALL one has no send row until read). */
export const UserAnnouncementRow = Type.Object({
  ...Announcement.properties,
  anntId: Type.String(),
  sendId: Nullable(Type.String()),
  readTime: LocalTime,
});
export type UserAnnouncementRow = Static<typeof UserAnnouncementRow>;

const IdQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 100 })) });
const AnntIdBody = Type.Optional(Type.Object({ anntId: Type.Optional(Type.String({ maxLength: 100 })) }));
const AnntIdQuery = Type.Object({ anntId: Type.Optional(Type.String({ maxLength: 100 })) });

// --- the user's own ---

export const noticesForUser = defineRoute({
  method: 'GET',
  url: '/sys/annountCement/listByUser',
  summary: "The bell: the caller's unread announcements (category 1) and system messages (category 2)",
  tag,
  result: NoticeList,
});

const markRead = {
  url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  summary: 'Mark one announcement read for the caller (anntId in the body or the query)',
  tag,
  body: AnntIdBody,
  querystring: AnntIdQuery,
  result: Type.Null(),
} as const;

export const noticeMarkRead = defineRoute({ method: 'PUT', ...markRead });
/** The same as PUT, for clients that only POST. */
export const noticeMarkReadPost = defineRoute({ method: 'POST', ...markRead });

export const noticeDetail = defineRoute({
  method: 'GET',
  url: '/sys/annountCement/queryById',
  summary: 'One announcement addressed to the caller (administrators also read drafts and revoked ones)',
  tag,
  querystring: IdQuery,
  result: AnnouncementDetail,
});

export const myNotices = defineRoute({
  method: 'GET',
  url: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  summary: "The caller's announcements, newest first, by read state, title and category",
  tag,
  querystring: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
    readFlag: Type.Optional(Type.String({ maxLength: 2 })),
    titile: Type.Optional(Type.String({ maxLength: 100 })),
    msgCategory: Type.Optional(Type.String({ maxLength: 2 })),
  }),
  result: PageOf(UserAnnouncementRow),
});

export const noticesReadAll = defineRoute({
  method: 'POST',
  url: '/sys/sysAnnouncementSend/readAll',
  summary: "Mark all the caller's unread announcements read",
  tag,
  result: Type.Null(),
});

// --- administration ---

const optionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** The add form; edit adds the id. userIds come comma separated (the admin form's way) or as a list. */
export const AnnouncementBody = Type.Object({
  titile: Type.Optional(Type.String({ maxLength: 1000 })),
  // rich text with pasted images (data: URLs) can be large; the request body limit caps it anyway
  msgContent: optionalText(1_500_000),
  startTime: optionalText(40),
  endTime: optionalText(40),
  priority: optionalText(10),
  msgCategory: optionalText(10),
  msgType: optionalText(10),
  userIds: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 100_000 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5000 })]))),
  openType: optionalText(20),
  openPage: optionalText(500),
  busId: optionalText(100),
  busType: optionalText(100),
});
export type AnnouncementInput = Static<typeof AnnouncementBody>;

export const announcementList = defineRoute({
  method: 'GET',
  url: '/sys/annountCement/list',
  summary: 'Announcements, newest first, by title, send status, priority and category',
  tag,
  querystring: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
    titile: Type.Optional(Type.String({ maxLength: 100 })),
    sendStatus: Type.Optional(Type.String({ maxLength: 2 })),
    priority: Type.Optional(Type.String({ maxLength: 2 })),
    msgCategory: Type.Optional(Type.String({ maxLength: 2 })),
  }),
  result: PageOf(AdminAnnouncement),
});

export const announcementAdd = defineRoute({
  method: 'POST',
  url: '/sys/annountCement/add',
  summary: 'A new draft announcement',
  tag,
  body: AnnouncementBody,
  result: AdminAnnouncement,
});

export const announcementEdit = defineRoute({
  method: 'PUT',
  url: '/sys/annountCement/edit',
  summary: 'Change a draft or revoked announcement',
  tag,
  body: Type.Intersect([Type.Object({ id: Type.String({ maxLength: 100 }) }), AnnouncementBody]),
  result: AdminAnnouncement,
});

export const announcementDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/annountCement/delete',
  summary: 'Delete a draft or revoked announcement',
  tag,
  querystring: IdQuery,
  result: Type.Null(),
});

export const announcementRelease = defineRoute({
  method: 'GET',
  url: '/sys/annountCement/doReleaseData',
  summary: 'Release an announcement to everyone or its addressed users (they read it afresh)',
  tag,
  querystring: IdQuery,
  result: AdminAnnouncement,
});

export const announcementRevoke = defineRoute({
  method: 'GET',
  url: '/sys/annountCement/doReprovedData',
  summary: 'Revoke a released announcement',
  tag,
  querystring: IdQuery,
  result: AdminAnnouncement,
});
