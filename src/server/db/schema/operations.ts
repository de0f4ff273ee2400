/** Operations (issue 21): message templates and the send log, scheduled jobs and their runs. */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, deleted, id, stamps } from './columns.ts';

/** channel: inapp, sms or email; variables: the ${names} the title and body may use. */
export const messageTemplates = pgTable('message_templates', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  channel: text('channel').notNull(),
  title: text('title').notNull().default(''),
  body: text('body').notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('message_templates_code_key').on(t.code), index('message_templates_channel_idx').on(t.channel, t.createdAt)]);

/** One message to one recipient: rendered once, sent by the `message.send` job (status queued, sent, failed). */
export const messages = pgTable('messages', {
  id: id(),
  templateId: text('template_id'),
  templateCode: text('template_code'),
  channel: text('channel').notNull(),
  recipientId: text('recipient_id'),
  /** Username, phone number or e-mail address, as it was sent to. */
  recipient: text('recipient').notNull(),
  title: text('title').notNull().default(''),
  body: text('body').notNull(),
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  jobId: text('job_id'),
  /** The announcement an in-app message became (the user's message centre). */
  announcementId: text('announcement_id'),
  sentAt: at('sent_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  createdBy: text('created_by'),
}, (t) => [
  index('messages_created_idx').on(t.createdAt),
  index('messages_status_idx').on(t.status, t.createdAt),
  index('messages_channel_idx').on(t.channel, t.createdAt),
  index('messages_recipient_idx').on(t.recipientId, t.createdAt),
]);

/** A job's schedule as the administrators set it (name = the job's queue); paused rows keep their cron. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
  ...stamps(),
});

/** One attempt of a scheduled job's run: when, how long, how it ended and what it said. */
export const jobRuns = pgTable('job_runs', {
  id: id(),
  jobId: text('job_id').notNull(),
  name: text('name').notNull(),
  attempt: integer('attempt').notNull(),
  state: text('state').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  endedAt: at('ended_at'),
  durationMs: integer('duration_ms'),
  output: jsonb('output'),
  error: text('error'),
}, (t) => [index('job_runs_name_idx').on(t.name, t.startedAt), index('job_runs_job_idx').on(t.jobId), index('job_runs_started_idx').on(t.startedAt)]);
