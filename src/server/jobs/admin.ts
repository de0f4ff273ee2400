/** Reading pg-boss's job table for the owner's status and the administrators' view (pg-boss itself lists nothing). */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminJob, JobState } from '../../contract/routes/jobs.ts';
import type { Db } from '../db/index.ts';
import { rowsOf } from './sql.ts';

/** pg-boss's own queues (cron) are not the administrators' business. */
const OWN_QUEUES = sql`j.name NOT LIKE '\\_\\_pgboss\\_\\_%'`;

const COLUMNS = sql`
  j.id::text AS id, j.name, j.state::text AS state, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit",
  j.created_on AS "createdOn", j.started_on AS "startedOn", j.completed_on AS "completedOn",
  p.owner_id AS "ownerId", p.done, p.total, p.worker,
  CASE WHEN j.state IN ('retry', 'failed') THEN j.output->>'message' END AS error`;

type Row = Omit<AdminJob, 'createdOn' | 'startedOn' | 'completedOn'> & { createdOn: Date | string; startedOn: Date | string | null; completedOn: Date | string | null };

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const asJob = (row: Row): AdminJob => ({ ...row, createdOn: iso(row.createdOn)!, startedOn: iso(row.startedOn), completedOn: iso(row.completedOn) });

/** A job by id (waiting, running or ended and not yet archived, or archived), with its owner and progress. */
export async function findJob(db: Db, id: string): Promise<AdminJob | undefined> {
  for (const table of [sql`pgboss.job`, sql`pgboss.archive`]) {
    const [row] = await rowsOf<Row>(db, sql`SELECT ${COLUMNS} FROM ${table} j LEFT JOIN job_progress p ON p.job_id = j.id::text WHERE j.id = ${id}::uuid`);
    if (row) return asJob(row);
  }
  return undefined;
}

/** Jobs per queue and state, every declared queue listed (the job table: archived jobs are not counted). */
export async function queueCounts(db: Db): Promise<Array<{ name: string } & Record<JobState, number>>> {
  const count = (state: JobState) => sql`count(j.id) FILTER (WHERE j.state = ${state}::pgboss.job_state)::int`;
  return rowsOf(
    db,
    sql`SELECT q.name, ${count('created')} AS created, ${count('retry')} AS retry, ${count('active')} AS active,
      ${count('completed')} AS completed, ${count('cancelled')} AS cancelled, ${count('failed')} AS failed
    FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name
    WHERE q.name NOT LIKE '\\_\\_pgboss\\_\\_%' GROUP BY q.name ORDER BY q.name`,
  );
}

/** Jobs newest first, by state and queue name, one page. */
export async function listJobs(db: Db, filter: { state?: JobState; name?: string; offset: number; limit: number }): Promise<{ records: AdminJob[]; total: number }> {
  const where: SQL[] = [OWN_QUEUES];
  if (filter.state) where.push(sql`j.state = ${filter.state}::pgboss.job_state`);
  if (filter.name) where.push(sql`j.name = ${filter.name}`);
  const condition = sql.join(where, sql` AND `);
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM pgboss.job j WHERE ${condition}`);
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM pgboss.job j LEFT JOIN job_progress p ON p.job_id = j.id::text WHERE ${condition} ORDER BY j.created_on DESC, j.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  return { records: rows.map(asJob), total };
}
