/**
 * Announcement administration: list, add, edit, delete, release and revoke, each behind its permission.
 * Lifecycle: draft '0' -> released '1' -> revoked '2' -> (edited) -> released again. Only drafts and
 * revoked announcements may be edited or deleted, so what users already see never changes under them.
 */
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { announcements, announcementSends } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { isEditable, SEND_STATUS } from '../../../contract/domain/announcement.ts';
import {
  announcementAdd,
  announcementDelete,
  announcementEdit,
  announcementList,
  announcementRelease,
  announcementRevoke,
} from '../../../contract/routes/notices.ts';
import { addRoute } from '../../http/route.ts';
import { announcementValues, splitIds } from './input.ts';
import { escapeLike } from './user.ts';
import { adminAnnouncement } from './view.ts';

/** NOTIFY payloads are limited (8000 bytes in PostgreSQL); the title is at most 100 characters anyway. */
const MSG_TXT_MAX = 200;

export async function adminNoticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, announcementList, { config: { perm: PERMS.announcementList } }, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const where = and(
      eq(announcements.deleted, false),
      query.titile?.trim() ? like(announcements.titile, `%${escapeLike(query.titile.trim())}%`) : undefined,
      query.sendStatus ? eq(announcements.sendStatus, query.sendStatus) : undefined,
      query.priority ? eq(announcements.priority, query.priority) : undefined,
      query.msgCategory ? eq(announcements.msgCategory, query.msgCategory) : undefined,
    );
    const [{ total }] = await db.select({ total: count() }).from(announcements).where(where);
    const rows = total > offset
      ? await db.select().from(announcements).where(where).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(size).offset(offset)
      : [];
    return ok(page(rows.map(adminAnnouncement), total, current, size));
  });

  addRoute(app, announcementAdd, { config: { perm: PERMS.announcementAdd } }, async (request) => {
    const values = await announcementValues(db, request.body);
    const row = await inTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(announcements)
        .values({ ...values, sendStatus: SEND_STATUS.draft, createdBy: request.user!.username })
        .returning();
      await audit(tx, request, 'announcement_add', inserted.id, { titile: inserted.titile });
      return inserted;
    });
    return ok(adminAnnouncement(row), '添加成功！');
  });

  addRoute(app, announcementEdit, { config: { perm: PERMS.announcementEdit } }, async (request) => {
    const body = request.body;
    const existing = await findAnnouncement(db, body.id);
    if (!isEditable(existing.sendStatus)) fail('ANNT_NOT_EDITABLE');
    const values = await announcementValues(db, body);
    const row = await inTransaction(db, async (tx) => {
      const [updated] = await tx
        .update(announcements)
        .set({ ...values, updatedAt: new Date(), updatedBy: request.user!.username })
        .where(eq(announcements.id, existing.id))
        .returning();
      await audit(tx, request, 'announcement_edit', updated.id, { titile: updated.titile });
      return updated;
    });
    return ok(adminAnnouncement(row), '编辑成功！');
  });

  addRoute(app, announcementDelete, { config: { perm: PERMS.announcementEdit } }, async (request) => {
    const existing = await findAnnouncement(db, request.query.id);
    if (!isEditable(existing.sendStatus)) fail('ANNT_NOT_DELETABLE');
    await inTransaction(db, async (tx) => {
      await tx
        .update(announcements)
        .set({ deleted: true, updatedAt: new Date(), updatedBy: request.user!.username })
        .where(eq(announcements.id, existing.id));
      await audit(tx, request, 'announcement_delete', existing.id, { titile: existing.titile });
    });
    return ok(null, '删除成功！');
  });

  addRoute(app, announcementRelease, { config: { perm: PERMS.announcementRelease } }, async (request) => {
    const existing = await findAnnouncement(db, request.query.id);
    if (existing.sendStatus === SEND_STATUS.released) fail('ANNT_ALREADY_RELEASED');
    const recipients = existing.msgType === 'USER' ? splitIds(existing.userIds) : [];
    const now = new Date();
    const row = await inTransaction(db, async (tx) => {
      const [released] = await tx
        .update(announcements)
        .set({ sendStatus: SEND_STATUS.released, sendTime: now, cancelTime: null, sender: request.user!.realname || request.user!.username, updatedAt: now, updatedBy: request.user!.username })
        .where(and(eq(announcements.id, existing.id), eq(announcements.sendStatus, existing.sendStatus)))
        .returning();
      if (!released) fail('ANNT_ALREADY_RELEASED'); // released by someone else meanwhile
      // A release (or re-release after a revoke and edit) is a new publication: everyone reads it afresh.
      await tx.delete(announcementSends).where(eq(announcementSends.anntId, existing.id));
      if (recipients.length > 0) {
        await tx.insert(announcementSends).values(recipients.map((userId) => ({ anntId: existing.id, userId })));
      }
      await audit(tx, request, 'announcement_release', released.id, { titile: released.titile, msgType: released.msgType, recipients: recipients.length });
      return released;
    });
    await publishRelease(app, request, row);
    return ok(adminAnnouncement(row), '该系统通知发布成功');
  });

  addRoute(app, announcementRevoke, { config: { perm: PERMS.announcementRevoke } }, async (request) => {
    const existing = await findAnnouncement(db, request.query.id);
    if (existing.sendStatus !== SEND_STATUS.released) fail('ANNT_NOT_RELEASED');
    const now = new Date();
    const row = await inTransaction(db, async (tx) => {
      const [revoked] = await tx
        .update(announcements)
        .set({ sendStatus: SEND_STATUS.revoked, cancelTime: now, updatedAt: now, updatedBy: request.user!.username })
        .where(and(eq(announcements.id, existing.id), eq(announcements.sendStatus, SEND_STATUS.released)))
        .returning();
      if (!revoked) fail('ANNT_NOT_RELEASED');
      await audit(tx, request, 'announcement_revoke', revoked.id, { titile: revoked.titile });
      return revoked;
    });
    return ok(adminAnnouncement(row), '该系统通知撤销成功');
  });
}

async function findAnnouncement(db: Db, id: string | undefined) {
  if (!id) fail('RECORD_NOT_FOUND');
  const [row] = await db.select().from(announcements).where(and(eq(announcements.id, id), eq(announcements.deleted, false)) as SQL).limit(1);
  return row ?? fail('RECORD_NOT_FOUND');
}

/** Tell open browsers: 'topic' to everyone for ALL, 'user' to the addressed users. The release stands if this fails. */
async function publishRelease(app: FastifyInstance, request: FastifyRequest, row: typeof announcements.$inferSelect): Promise<void> {
  const message = { msgId: row.id, msgTxt: row.titile.slice(0, MSG_TXT_MAX) };
  try {
    if (row.msgType === 'ALL') await app.live.publish('all', { cmd: 'topic', ...message });
    else await app.live.publish(splitIds(row.userIds), { cmd: 'user', ...message });
  } catch (error) {
    request.log.warn({ err: error, announcement: row.id }, 'live channel: release not published');
  }
}
