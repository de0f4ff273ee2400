/**
 * Messages (issue 21): templates for in-app, SMS and e-mail messages with ${variables}, a preview, sending
 * to users through the job queue (`message.send`, retried), the send log and resending a failed message.
 * Every call needs system:message:manage.
 */
import { Type, type Static } from 'typebox';
import { MAX_RECIPIENTS, MESSAGE_CHANNELS, MESSAGE_STATUSES, TEMPLATE_CODE_PATTERN, VARIABLE_NAME_PATTERN } from '../domain/operations.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, ListQuery, RowId } from '../rows.ts';

const tag = 'messages';

export const MessageChannel = Type.Enum(MESSAGE_CHANNELS);
export const MessageStatus = Type.Enum(MESSAGE_STATUSES);
const Values = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 2000 }));

export const TemplateInput = Type.Object({
  code: Type.String({ pattern: TEMPLATE_CODE_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  channel: MessageChannel,
  title: Type.String({ maxLength: 200 }),
  body: Type.String({ minLength: 1, maxLength: 5000 }),
  variables: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 }),
});
export type TemplateInput = Static<typeof TemplateInput>;

export const MessageTemplate = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  channel: MessageChannel,
  title: Type.String(),
  body: Type.String(),
  variables: Type.Array(Type.String()),
  version: Type.Integer(),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  updateTime: Nullable(DateTime),
});
export type MessageTemplate = Static<typeof MessageTemplate>;

export const templateList = defineRoute({
  method: 'GET',
  url: '/sys/message/templates',
  summary: 'Message templates, paged; filter by code or name (keyword) and channel; sort by code, name, createTime',
  tag,
  querystring: ListQuery({ keyword: Type.Optional(Type.String({ maxLength: 100 })), channel: Type.Optional(MessageChannel) }),
  result: PageOf(MessageTemplate),
});

export const templateAdd = defineRoute({
  method: 'POST',
  url: '/sys/message/templates',
  summary: 'Add a message template (every ${name} it uses must be declared)',
  tag,
  body: TemplateInput,
  result: MessageTemplate,
});

export const templateEdit = defineRoute({
  method: 'PUT',
  url: '/sys/message/templates/:id',
  summary: 'Change a message template (names the version it read; a changed one answers MESSAGE_TEMPLATE_STALE)',
  tag,
  params: ById,
  body: Type.Object({ ...TemplateInput.properties, version: Type.Integer({ minimum: 1 }) }),
  result: MessageTemplate,
});

export const templateDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/message/templates/:id',
  summary: 'Delete a message template (its sent messages stay in the log)',
  tag,
  params: ById,
  result: Type.Null(),
});

export const templatePreview = defineRoute({
  method: 'POST',
  url: '/sys/message/templates/preview',
  summary: 'A template filled with sample values (checks the declared variables; names without a value are listed)',
  tag,
  body: Type.Object({ title: Type.String({ maxLength: 200 }), body: Type.String({ maxLength: 5000 }), variables: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 }), values: Values }),
  result: Type.Object({ title: Type.String(), body: Type.String(), missing: Type.Array(Type.String()) }),
});

export const messageSend = defineRoute({
  method: 'POST',
  url: '/sys/message/send',
  summary: `Send a template to users (at most ${MAX_RECIPIENTS}): one message each, queued as message.send jobs`,
  tag,
  body: Type.Object({
    templateCode: Type.String({ pattern: TEMPLATE_CODE_PATTERN }),
    userIds: Type.Array(RowId, { minItems: 1, maxItems: MAX_RECIPIENTS }),
    values: Values,
  }),
  result: Type.Object({ messageIds: Type.Array(Type.String()) }),
});

export const MessageRecord = Type.Object({
  id: Type.String(),
  templateCode: Nullable(Type.String()),
  channel: MessageChannel,
  recipientId: Nullable(Type.String()),
  recipient: Type.String(),
  title: Type.String(),
  body: Type.String(),
  status: MessageStatus,
  attempts: Type.Integer(),
  error: Nullable(Type.String()),
  sentAt: Nullable(DateTime),
  createTime: DateTime,
  createBy: Nullable(Type.String()),
});
export type MessageRecord = Static<typeof MessageRecord>;

export const messageList = defineRoute({
  method: 'GET',
  url: '/sys/messages',
  summary: 'The send log, newest first: filter by channel, status, recipient or template (keyword); sort by createTime, sentAt, attempts',
  tag,
  querystring: ListQuery({
    channel: Type.Optional(MessageChannel),
    status: Type.Optional(MessageStatus),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: PageOf(MessageRecord),
});

export const messageResend = defineRoute({
  method: 'POST',
  url: '/sys/messages/:id/resend',
  summary: 'Send a failed message again (a new job with its retries)',
  tag,
  params: ById,
  result: MessageRecord,
});

export const messageExport = defineRoute({
  method: 'GET',
  url: '/sys/messages/export',
  summary: 'The send log with the same filters as the list, as an Excel workbook (newest first)',
  tag,
  querystring: Type.Object({
    channel: Type.Optional(MessageChannel),
    status: Type.Optional(MessageStatus),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'the send log (.xlsx)' },
});
