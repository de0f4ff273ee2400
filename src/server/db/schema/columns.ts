/** Column helpers shared by every table: string ids, audit timestamps, soft delete. */
import { randomUUID } from 'node:crypto';
import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

/** A text primary key filled with a random UUID when the caller gives none. */
export const id = () => text('id').primaryKey().$defaultFn(() => randomUUID());

/** When a row was created and last changed, and by whom (usernames, as the back office shows them). */
export const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  updatedBy: text('updated_by'),
});

/** Rows that users delete stay for the audit trail; queries filter on this flag. */
export const deleted = () => boolean('deleted').notNull().default(false);

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
