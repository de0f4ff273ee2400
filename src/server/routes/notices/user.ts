/**
 * A user's own announcements: the bell's unread lists, reading one, the detail, and the paged list of
 * the /isps/userAnnouncement page.
 */
import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { announcements, announcementSends } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addressed, announcementIds, markRead, newestFirst, ownSendRow, unread, unreadCounts, withSendRow } from './addressed.ts';
import { createBellCache } from './bellCache.ts';
import { adminAnnouncement, formatDateTime, userNotice } from './view.ts';

/** One row of `withSendRow`. */
type NoticeRow = Awaited<ReturnType<ReturnType<typeof withSendRow>['execute']>>[number];

/** The bell shows the newest unread ones; the totals count them all. */
const BELL_LIST_LIMIT = 50;

const IdQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 100 })) });
const AnntIdBody = Type.Optional(Type.Object({ anntId: Type.Optional(Type.String({ maxLength: 100 })) }));
const AnntIdQuery = Type.Object({ anntId: Type.Optional(Type.String({ maxLength: 100 })) });

export async function userNoticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const bell = await createBellCache<ReturnType<typeof bellAnswer>>(app.database);
  app.addHook('onClose', () => bell.close());
  const bellAnswer = (anntRows: NoticeRow[], sysRows: NoticeRow[], totals: Map<string, number>) => ({
    anntMsgList: anntRows.map((row) => userNotice(row.announcement, row.readFlag)),
    anntMsgTotal: totals.get('1') ?? 0,
    sysMsgList: sysRows.map((row) => userNotice(row.announcement, row.readFlag)),
    sysMsgTotal: totals.get('2') ?? 0,
  });
  app.get('/sys/annountCement/listByUser', async (request) => {
    const userId = request.user!.id;
    const list = (category: string) =>
      withSendRow(db, userId)
        .where(and(addressed(), unread(), eq(announcements.msgCategory, category)))
        .orderBy(...newestFirst)
        .limit(BELL_LIST_LIMIT);
    return ok(
      await bell.get(userId, async () => {
        const totals = await unreadCounts(db, userId);
        const anntRows = totals.get('1') ? await list('1') : [];
        const sysRows = totals.get('2') ? await list('2') : [];
        return bellAnswer(anntRows, sysRows, totals);
      }),
    );
  });

  const readOne = async (request: { user: { id: string } | null; body: unknown; query: unknown }) => {
    const anntId = (request.body as { anntId?: string } | undefined)?.anntId ?? (request.query as { anntId?: string }).anntId;
    if (!anntId) fail('RECORD_NOT_FOUND');
    const userId = request.user!.id;
    const [found] = await announcementIds(db, userId, and(eq(announcements.id, anntId), addressed())!);
    if (!found) fail('RECORD_NOT_FOUND');
    await markRead(db, userId, [anntId]);
    return ok(null);
  };
  const readSchema = { schema: { body: AnntIdBody, querystring: AnntIdQuery } };
  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', readSchema, readOne);
  app.post('/sys/sysAnnouncementSend/editByAnntIdAndUserId', readSchema, readOne);

  app.get('/sys/annountCement/queryById', { schema: { querystring: IdQuery } }, async (request) => {
    const { id } = request.query as { id?: string };
    if (!id) fail('RECORD_NOT_FOUND');
    const userId = request.user!.id;
    const [mine] = await withSendRow(db, userId).where(and(eq(announcements.id, id), addressed())).limit(1);
    if (mine) return ok(userNotice(mine.announcement, mine.readFlag));
    // Administrators read drafts and revoked ones too; everyone else learns nothing about them.
    if (!(await hasPermission(db, userId, PERMS.announcementList))) fail('RECORD_NOT_FOUND');
    const [any] = await withSendRow(db, userId).where(and(eq(announcements.id, id), eq(announcements.deleted, false))).limit(1);
    if (!any) fail('RECORD_NOT_FOUND');
    return ok({ ...adminAnnouncement(any.announcement), readFlag: any.readFlag ?? '0' });
  });

  app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
    schema: {
      querystring: Type.Object({
        pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
        readFlag: Type.Optional(Type.String({ maxLength: 2 })),
        titile: Type.Optional(Type.String({ maxLength: 100 })),
        msgCategory: Type.Optional(Type.String({ maxLength: 2 })),
      }),
    },
  }, async (request) => {
    const query = request.query as { pageNo?: number; pageSize?: number; readFlag?: string; titile?: string; msgCategory?: string };
    const { current, size, offset } = paging(query);
    const userId = request.user!.id;
    const where = and(
      addressed(),
      query.readFlag === '1' ? eq(announcementSends.readFlag, '1') : query.readFlag === '0' ? unread() : undefined,
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

  app.post('/sys/sysAnnouncementSend/readAll', async (request) => {
    const userId = request.user!.id;
    await markRead(db, userId, await announcementIds(db, userId, and(addressed(), unread())!));
    return ok(null, '全部已读');
  });
}

/** A LIKE pattern matching `text` literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
