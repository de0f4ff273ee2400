/**
 * Cron schedules of the declared jobs, as the administrators set them (scheduled_jobs): a job declares its
 * default schedule; its row keeps the cron, parameters and whether it is paused. pg-boss keeps the live
 * schedule (pgboss.schedule): enabled rows are scheduled with their cron and parameters, paused ones are
 * not, and the row stays. Every process agrees because pg-boss's schedule table is shared.
 */
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/index.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import type { JobDefinition } from './registry.ts';

export type ScheduleRow = typeof scheduledJobs.$inferSelect;

/** The declared jobs that run on a schedule. */
export const scheduledDefinitions = (definitions: Iterable<JobDefinition<any>>) => [...definitions].filter((definition) => definition.schedule);

/** Make sure each scheduled job has its row, and bring pg-boss's schedules in line with the rows. */
export async function applySchedules(db: Db, boss: PgBoss, definitions: Iterable<JobDefinition<any>>): Promise<void> {
  for (const definition of scheduledDefinitions(definitions)) {
    await syncSchedule(boss, await scheduleRowOf(db, definition));
  }
}

/** A scheduled job's row, made with the declared schedule when it has none yet (an API-only instance never applied them). */
export async function scheduleRowOf(db: Db, definition: JobDefinition<any>): Promise<ScheduleRow> {
  await db.insert(scheduledJobs).values({ name: definition.name, cron: definition.schedule!, createdBy: 'system' }).onConflictDoNothing();
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, definition.name));
  return row;
}

/** pg-boss's schedule for one row: scheduled when enabled, removed when paused. */
export async function syncSchedule(boss: PgBoss, row: ScheduleRow): Promise<void> {
  if (row.enabled) await boss.schedule(row.name, row.cron, row.params ?? {}, { tz: 'UTC' });
  else await boss.unschedule(row.name);
}
