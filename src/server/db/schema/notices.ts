/** Announcements and who they were sent to. */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, deleted, id, stamps } from './columns.ts';

/**
 * `titile` is spelt as the back office spells it. priority L/M/H; msgCategory '1' notice, '2' system;
 * msgType ALL or USER; sendStatus '0' draft, '1' released, '2' revoked; openType 'component' or 'url'.
 */
export const announcements = pgTable('announcements', {
  id: id(),
  titile: text('titile').notNull(),
  msgContent: text('msg_content').notNull().default(''),
  startTime: at('start_time'),
  endTime: at('end_time'),
  sender: text('sender'),
  priority: text('priority').notNull().default('L'),
  msgCategory: text('msg_category').notNull().default('1'),
  msgType: text('msg_type').notNull().default('ALL'),
  sendStatus: text('send_status').notNull().default('0'),
  sendTime: at('send_time'),
  cancelTime: at('cancel_time'),
  openType: text('open_type'),
  openPage: text('open_page'),
  busId: text('bus_id'),
  busType: text('bus_type'),
  /** For msgType USER: the addressed user ids, comma separated as the admin form sends them. */
  userIds: text('user_ids'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [index('announcements_status_idx').on(t.sendStatus, t.sendTime)]);

/** One row per (announcement, user) once the user has been sent or has read it. readFlag '0' unread, '1' read. */
export const announcementSends = pgTable('announcement_sends', {
  id: id(),
  anntId: text('annt_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  readFlag: text('read_flag').notNull().default('0'),
  readTime: at('read_time'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('announcement_sends_annt_user_key').on(t.anntId, t.userId), index('announcement_sends_user_idx').on(t.userId, t.readFlag)]);
