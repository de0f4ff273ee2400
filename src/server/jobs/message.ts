/**
 * Sending one message of the message centre (`message.send`, issue 21): the messages row holds what was
 * rendered and to whom; the job delivers it by its channel — in-app as a released announcement addressed
 * to the user (their bell and 我的消息 page, pushed on the live channel), SMS through the SMS sender,
 * e-mail through the mail sender — and records each attempt. A failed attempt is retried with backoff;
 * after the last one the message is failed (an administrator may send it again).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CATEGORY, SEND_STATUS } from '../../contract/domain/announcement.ts';
import { inTransaction } from '../db/index.ts';
import { announcements, announcementSends, messages } from '../db/schema/index.ts';
import { defineJob } from './registry.ts';

export const MESSAGE_SEND = 'message.send';
const RETRY_LIMIT = 3;

export interface MessagePayload {
  messageId: string;
}

/** Text as HTML (announcements are HTML): escaped, line breaks kept. */
export const textAsHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!).replace(/\r?\n/g, '<br>');

export const messageSendJob = defineJob<MessagePayload>({
  name: MESSAGE_SEND,
  // Retries after about 5, 10 and 20 s: a gateway that is down for a moment does not lose the message.
  rules: { retryLimit: RETRY_LIMIT, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  concurrency: 2,
  async run(job, app) {
    const [message] = await app.db.select().from(messages).where(eq(messages.id, job.data.messageId));
    if (!message || message.status === 'sent') return { skipped: true };
    // Counted across resends: each attempt of each job adds one.
    const attempts = sql`${messages.attempts} + 1`;
    try {
      const announcementId = await deliver(app, message);
      await app.db.update(messages).set({ status: 'sent', attempts, error: null, sentAt: new Date(), announcementId }).where(eq(messages.id, message.id));
      return { sent: message.id };
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      await app.db.update(messages).set({ status: last ? 'failed' : 'queued', attempts, error: String((error as Error)?.message ?? error).slice(0, 1000) }).where(eq(messages.id, message.id));
      throw error;
    }
  },
});

async function deliver(app: FastifyInstance, message: typeof messages.$inferSelect): Promise<string | null> {
  if (message.channel === 'sms') {
    await app.sms.send(message.recipient, message.body);
    return null;
  }
  if (message.channel === 'email') {
    await app.mail.send({ to: message.recipient, subject: message.title, text: message.body });
    return null;
  }
  if (!message.recipientId) throw new Error('an in-app message needs a recipient user');
  const userId = message.recipientId;
  const now = new Date();
  const row = await inTransaction(app.db, async (tx) => {
    const [announcement] = await tx.insert(announcements).values({
      titile: message.title || message.body.slice(0, 50),
      msgContent: textAsHtml(message.body),
      sender: message.createdBy ?? 'system',
      msgCategory: CATEGORY.system,
      msgType: 'USER',
      userIds: userId,
      sendStatus: SEND_STATUS.released,
      sendTime: now,
      busType: 'message',
      busId: message.id,
      createdBy: message.createdBy,
    }).returning();
    await tx.insert(announcementSends).values({ anntId: announcement.id, userId });
    return announcement;
  });
  // The message is delivered once it is in the user's list; the push only makes the bell ring sooner.
  await app.live.publish([userId], { cmd: 'user', msgId: row.id, msgTxt: row.titile.slice(0, 200) }).catch((error: unknown) => app.log.warn({ err: error }, 'message: live push failed'));
  return row.id;
}
