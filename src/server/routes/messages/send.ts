/**
 * Sending a template to users: each recipient gets a messages row with the text rendered for them, then a
 * `message.send` job (after the rows are committed, so the job always finds its row).
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderTemplate, type MessageChannel } from '../../../contract/domain/operations.ts';
import type { Db } from '../../db/index.ts';
import { messages, messageTemplates, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { MESSAGE_SEND } from '../../jobs/message.ts';

type Template = typeof messageTemplates.$inferSelect;

/** Where a user receives a channel: their username (in-app), phone (SMS) or e-mail. */
const addressOf = (user: { username: string; phone: string | null; email: string | null }, channel: MessageChannel) =>
  channel === 'inapp' ? user.username : channel === 'sms' ? user.phone : user.email;

/** The rows to insert for a send: refuses missing values, unknown users and users without an address. */
export async function messageRows(db: Db, template: Template, userIds: string[], values: Record<string, string>, username: string): Promise<Array<typeof messages.$inferInsert>> {
  const title = renderTemplate(template.title, values);
  const body = renderTemplate(template.body, values);
  const missing = [...new Set([...title.missing, ...body.missing])];
  if (missing.length > 0) fail('MESSAGE_VALUE_MISSING', { names: missing.join(', ') });
  const ids = [...new Set(userIds)];
  const found = await db.select({ id: users.id, username: users.username, phone: users.phone, email: users.email }).from(users).where(inArray(users.id, ids));
  const channel = template.channel as MessageChannel;
  return ids.map((id) => {
    const user = found.find((row) => row.id === id);
    if (!user) fail('MESSAGE_RECIPIENT_NOT_FOUND', { id });
    const address = addressOf(user, channel);
    if (!address) fail('MESSAGE_NO_ADDRESS', { user: user.username, channel });
    return { templateId: template.id, templateCode: template.code, channel, recipientId: user.id, recipient: address, title: title.text, body: body.text, createdBy: username };
  });
}

/** Queue the job of each message (after its row is committed) and remember the job's id. */
export async function queueMessages(app: FastifyInstance, ids: string[]): Promise<void> {
  for (const id of ids) {
    const jobId = await app.jobs.send(MESSAGE_SEND, { messageId: id });
    await app.db.update(messages).set({ jobId }).where(eq(messages.id, id));
  }
}
