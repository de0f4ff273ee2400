/**
 * A user's own announcements: the bell's unread lists, reading one, the detail, and the paged list of
 * the /isps/userAnnouncement page.
 */
import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CATEGORY, READ_FLAG } from '../../../contract/domain/announcement.ts';
import { myNotices, noticeDetail, noticeMarkRead, noticeMarkReadPost, noticesForUser, noticesReadAll, type NoticeList } from '../../../contract/routes/notices.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { createReadCache } from '../../db/readCache.ts';
import { announcements, announcementSends } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute, type ContractRequest } from '../../http/route.ts';
import { addressed, announcementIds, markRead, newestFirst, ownSendRow, unread, unreadCounts, withSendRow } from './addressed.ts';
import { adminAnnouncement, formatDateTime, userNotice } from './view.ts';

/** One row of `withSendRow`. */
type NoticeRow = Awaited<ReturnType<ReturnType<typeof withSendRow>['execute']>>[number];

/** The bell shows the newest unread ones; the totals count them all. */
const BELL_LIST_LIMIT = 50;

export async function userNoticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const bell = await createReadCache(app.database, 'larder_notices');
  app.addHook('onClose', () => bell.close());
  const bellAnswer = (anntRows: NoticeRow[], sysRows: NoticeRow[], totals: Map<string, number>): NoticeList => ({
    anntMsgList: anntRows.map((row) => userNotice(row.announcement, row.readFlag)),
    anntMsgTotal: totals.get(CATEGORY.notice) ?? 0,
    sysMsgList: sysRows.map((row) => userNotice(row.announcement, row.readFlag)),
    sysMsgTotal: totals.get(CATEGORY.system) ?? 0,
  });
  addRoute(app, noticesForUser, {}, async (request) => {
    const userId = request.user!.id;
    const list = (category: string) =>
      withSendRow(db, userId)
        .where(and(addressed(), unread(), eq(announcements.msgCategory, category)))
        .orderBy(...newestFirst)
        .limit(BELL_LIST_LIMIT);
    return ok(
      await bell.get(userId, ['announcements', 'announcement_sends'], async (): Promise<NoticeList> => {
        const totals = await unreadCounts(db, userId);
        const anntRows = totals.get(CATEGORY.notice) ? await list(CATEGORY.notice) : [];
        const sysRows = totals.get(CATEGORY.system) ? await list(CATEGORY.system) : [];
        return bellAnswer(anntRows, sysRows, totals);
      }),
    );
  });

  const readOne = async (request: ContractRequest<typeof noticeMarkRead>) => {
    const anntId = request.body?.anntId ?? request.query.anntId;
    if (!anntId) fail('RECORD_NOT_FOUND');
    const userId = request.user!.id;
    const [found] = await announcementIds(db, userId, and(eq(announcements.id, anntId), addressed())!);
    if (!found) fail('RECORD_NOT_FOUND');
    await markRead(db, userId, [anntId]);
    return ok(null);
  };
  addRoute(app, noticeMarkRead, {}, readOne);
  addRoute(app, noticeMarkReadPost, {}, (request) => readOne(request));

  addRoute(app, noticeDetail, {}, async (request) => {
    const { id } = request.query;
    if (!id) fail('RECORD_NOT_FOUND');
    const userId = request.user!.id;
    const [mine] = await withSendRow(db, userId).where(and(eq(announcements.id, id), addressed())).limit(1);
    if (mine) return ok(userNotice(mine.announcement, mine.readFlag));
    // Administrators read drafts and revoked ones too; everyone else learns nothing about them.
    if (!(await hasPermission(db, userId, PERMS.announcementList))) fail('RECORD_NOT_FOUND');
    const [any] = await withSendRow(db, userId).where(and(eq(announcements.id, id), eq(announcements.deleted, false))).limit(1);
    if (!any) fail('RECORD_NOT_FOUND');
    return ok({ ...adminAnnouncement(any.announcement), readFlag: any.readFlag ?? READ_FLAG.unread });
  });

  addRoute(app, myNotices, {}, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const userId = request.user!.id;
    const where = and(
      addressed(),
      query.readFlag === READ_FLAG.read ? eq(announcementSends.readFlag, READ_FLAG.read) : query.readFlag === READ_FLAG.unread ? unread() : undefined,
      query.titile?.trim() ? like(announcements.titile, `%${escapeLike(query.titile.trim())}%`) : undefined,
      query.msgCategory ? eq(announcements.msgCategory, query.msgCategory) : undefined,
    );
    const [{ total }] = await db
      .select({ total: count() })
      .from(announcements)
      .leftJoin(announcementSends, ownSendRow(userId))
      .where(where);
    const rows = total > offset ? await withSendRow(db, userId).where(where).orderBy(...newestFirst).limit(size).offset(offset) : [];
    // The row key is the announcement's id: an ALL announcement has no send row until it is read.
    const records = rows.map((row) => ({
      ...userNotice(row.announcement, row.readFlag),
      anntId: row.announcement.id,
      sendId: row.sendId,
      readTime: formatDateTime(row.readTime),
    }));
    return ok(page(records, total, current, size));
  });

  addRoute(app, noticesReadAll, {}, async (request) => {
    const userId = request.user!.id;
    await markRead(db, userId, await announcementIds(db, userId, and(addressed(), unread())!));
    return ok(null, '全部已读');
  });
}

/** A LIKE pattern matching `text` literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
