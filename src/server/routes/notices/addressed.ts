/**
 * Which announcements reach a user: released, not deleted, and either for everyone (ALL) or addressed to
 * the user (USER: release writes a send row for each addressed user, so the send row is the address).
 * ALL announcements get their send row lazily, when the user reads one.
 */
import { and, count, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { READ_FLAG, SEND_STATUS } from '../../../contract/domain/announcement.ts';
import type { Db } from '../../db/index.ts';
import { announcements, announcementSends } from '../../db/schema/index.ts';

/** The join condition of the user's own send row (left join: null columns when there is none yet). */
export const ownSendRow = (userId: string): SQL =>
  and(eq(announcementSends.anntId, announcements.id), eq(announcementSends.userId, userId))!;

/** Each announcement with the user's send row. */
export function withSendRow(db: Db, userId: string) {
  return db
    .select({ announcement: announcements, sendId: announcementSends.id, readFlag: announcementSends.readFlag, readTime: announcementSends.readTime })
    .from(announcements)
    .leftJoin(announcementSends, ownSendRow(userId));
}

/** The ids of the announcements matching `where` (joined with the user's send row). */
export async function announcementIds(db: Db, userId: string, where: SQL): Promise<string[]> {
  const rows = await db.select({ id: announcements.id }).from(announcements).leftJoin(announcementSends, ownSendRow(userId)).where(where);
  return rows.map((row) => row.id);
}

/** Released, not deleted, and for everyone or addressed to the user (use with `withSendRow`). */
export const addressed = (): SQL =>
  and(
    eq(announcements.sendStatus, SEND_STATUS.released),
    eq(announcements.deleted, false),
    or(eq(announcements.msgType, 'ALL'), isNotNull(announcementSends.id)),
  )!;

/** Not yet read by the user (use with `withSendRow`). */
export const unread = (): SQL => or(isNull(announcementSends.id), eq(announcementSends.readFlag, READ_FLAG.unread))!;

export const newestFirst = [desc(announcements.sendTime), desc(announcements.createdAt)];

/** How many unread announcements of each category (msgCategory) the user has. */
export async function unreadCounts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ msgCategory: announcements.msgCategory, n: count() })
    .from(announcements)
    .leftJoin(announcementSends, ownSendRow(userId))
    .where(and(addressed(), unread()))
    .groupBy(announcements.msgCategory);
  return new Map(rows.map((row) => [row.msgCategory, row.n]));
}

/** Mark announcements read for the user: a send row is created when missing; the first read time stays. */
export async function markRead(db: Db, userId: string, anntIds: string[]): Promise<void> {
  if (anntIds.length === 0) return;
  const now = new Date();
  await db
    .insert(announcementSends)
    .values(anntIds.map((anntId) => ({ anntId, userId, readFlag: READ_FLAG.read, readTime: now })))
    .onConflictDoUpdate({
      target: [announcementSends.anntId, announcementSends.userId],
      set: { readFlag: READ_FLAG.read, readTime: now },
      setWhere: eq(announcementSends.readFlag, READ_FLAG.unread),
    });
}
