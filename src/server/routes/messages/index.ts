/**
 * Messages (issue 21): templates (list, add, edit with version, delete, preview), sending a template to
 * users through the job queue, the send log and resending a failed message. system:message:manage.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderTemplate } from '../../../contract/domain/operations.ts';
import { messageExport, messageList, messageResend, messageSend, templateAdd, templateDelete, templateEdit, templateList, templatePreview, type MessageRecord } from '../../../contract/routes/messages.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction } from '../../db/index.ts';
import { messages, messageTemplates } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { addRoute } from '../../http/route.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook } from '../../http/excel.ts';
import { localeOf } from '../../http/errors.ts';
import { messageRows, queueMessages } from './send.ts';
import { addTemplate, checkVariables, editTemplate, findTemplate, templateRecord } from './templates.ts';
import { containsPattern } from '../../db/sql.ts';


const messageRecord = (row: typeof messages.$inferSelect): MessageRecord => ({
  id: row.id,
  templateCode: row.templateCode,
  channel: row.channel as MessageRecord['channel'],
  recipientId: row.recipientId,
  recipient: row.recipient,
  title: row.title,
  body: row.body,
  status: row.status as MessageRecord['status'],
  attempts: row.attempts,
  error: row.error,
  sentAt: row.sentAt?.toISOString() ?? null,
  createTime: row.createdAt.toISOString(),
  createBy: row.createdBy,
});

/** The send log's filters, the same for the list and its export. */
function logFilter({ channel, status, keyword }: { channel?: string; status?: string; keyword?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (channel) conditions.push(eq(messages.channel, channel));
  if (status) conditions.push(eq(messages.status, status));
  if (keyword) conditions.push(or(ilike(messages.recipient, containsPattern(keyword)), ilike(messages.templateCode, containsPattern(keyword)), ilike(messages.title, containsPattern(keyword)))!);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export default async function messageRoutes(app: FastifyInstance): Promise<void> {
  const perm = { config: { perm: PERMS.messageManage } };

  addRoute(app, templateList, perm, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { keyword, channel } = request.query;
    const where = and(
      eq(messageTemplates.deleted, false),
      channel ? eq(messageTemplates.channel, channel) : undefined,
      keyword ? or(ilike(messageTemplates.code, containsPattern(keyword)), ilike(messageTemplates.name, containsPattern(keyword))) : undefined,
    );
    const order = sorter({ code: messageTemplates.code, name: messageTemplates.name, createTime: messageTemplates.createdAt }, request.query, 'createTime');
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(messageTemplates).where(where).orderBy(order, messageTemplates.id).limit(size).offset(offset),
      app.db.select({ total: count() }).from(messageTemplates).where(where),
    ]);
    return ok(page(rows.map(templateRecord), total, current, size));
  });

  addRoute(app, templateAdd, perm, async (request) => {
    const row = await inTransaction(app.db, async (tx) => {
      const added = await addTemplate(tx, request.body, request.user!.username);
      await audit(tx, request, 'message_template_add', added.id, { code: added.code, channel: added.channel });
      return added;
    });
    return ok(templateRecord(row));
  });

  addRoute(app, templateEdit, perm, async (request) => {
    const row = await inTransaction(app.db, async (tx) => {
      const edited = await editTemplate(tx, request.params.id, request.body, request.user!.username);
      await audit(tx, request, 'message_template_edit', edited.id, { code: edited.code, version: edited.version });
      return edited;
    });
    return ok(templateRecord(row));
  });

  addRoute(app, templateDelete, perm, async (request) => {
    await inTransaction(app.db, async (tx) => {
      const existing = await findTemplate(tx, { id: request.params.id });
      await tx.update(messageTemplates).set({ deleted: true, updatedAt: new Date(), updatedBy: request.user!.username }).where(eq(messageTemplates.id, existing.id));
      await audit(tx, request, 'message_template_delete', existing.id, { code: existing.code });
    });
    return ok(null);
  });

  addRoute(app, templatePreview, perm, async (request) => {
    const { title, body, variables, values } = request.body;
    checkVariables([title, body], variables);
    const a = renderTemplate(title, values);
    const b = renderTemplate(body, values);
    return ok({ title: a.text, body: b.text, missing: [...new Set([...a.missing, ...b.missing])] });
  });

  addRoute(app, messageSend, perm, async (request) => {
    const ids = await inTransaction(app.db, async (tx) => {
      const template = await findTemplate(tx, { code: request.body.templateCode });
      const rows = await messageRows(tx, template, request.body.userIds, request.body.values, request.user!.username);
      const inserted = await tx.insert(messages).values(rows).returning({ id: messages.id });
      await audit(tx, request, 'message_send', template.code, { channel: template.channel, recipients: rows.length });
      return inserted.map((row) => row.id);
    });
    await queueMessages(app, ids);
    return ok({ messageIds: ids });
  });

  addRoute(app, messageList, perm, async (request) => {
    const { current, size, offset } = paging(request.query);
    const where = logFilter(request.query);
    const order = sorter({ createTime: messages.createdAt, sentAt: messages.sentAt, attempts: messages.attempts }, request.query, 'createTime');
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(messages).where(where).orderBy(order, messages.id).limit(size).offset(offset),
      app.db.select({ total: count() }).from(messages).where(where),
    ]);
    return ok(page(rows.map(messageRecord), total, current, size));
  });

  addRoute(app, messageExport, perm, async (request, reply) => {
    const rows = await app.db.select().from(messages).where(logFilter(request.query)).orderBy(desc(messages.createdAt), messages.id).limit(EXPORT_ROW_LIMIT + 1);
    const en = localeOf(request.headers['accept-language']) === 'en';
    const heads = en
      ? ['Created', 'Channel', 'Recipient', 'Template', 'Title', 'Body', 'Status', 'Attempts', 'Error', 'Sent at']
      : ['创建时间', '渠道', '收件人', '模板', '标题', '内容', '状态', '尝试次数', '错误', '发送时间'];
    const values: Array<(m: typeof messages.$inferSelect) => string | number | Date | null> = [
      (m) => m.createdAt, (m) => m.channel, (m) => m.recipient, (m) => m.templateCode, (m) => m.title, (m) => m.body, (m) => m.status, (m) => m.attempts, (m) => m.error, (m) => m.sentAt,
    ];
    return sendWorkbook(reply, en ? 'messages' : '消息记录', heads.map((header, i) => ({ header, value: values[i] })), rows);
  });

  addRoute(app, messageResend, perm, async (request) => {
    const row = await inTransaction(app.db, async (tx) => {
      const [existing] = await tx.select().from(messages).where(eq(messages.id, request.params.id));
      if (!existing) fail('MESSAGE_NOT_FOUND');
      if (existing.status !== 'failed') fail('MESSAGE_NOT_RESENDABLE', { status: existing.status });
      const [queued] = await tx.update(messages).set({ status: 'queued', error: null }).where(and(eq(messages.id, existing.id), eq(messages.status, 'failed'))).returning();
      if (!queued) fail('MESSAGE_NOT_RESENDABLE', { status: 'queued' });
      await audit(tx, request, 'message_resend', existing.id, { channel: existing.channel, recipient: existing.recipient });
      return queued;
    });
    await queueMessages(app, [row.id]);
    const [fresh] = await app.db.select().from(messages).where(eq(messages.id, row.id));
    return ok(messageRecord(fresh));
  });
}
