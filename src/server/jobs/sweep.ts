/**
 * Sweeping spent sign-in rows (`records.sweep`, scheduled daily, once across all processes): sessions that
 * ended (expired or revoked) a month ago, SMS codes a day past their expiry, and login-throttle counts
 * that no longer delay anyone. Each table would otherwise only grow; none of these rows can authenticate or
 * throttle anyone any more, and the sign-ins themselves stay in the audit log.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { loginThrottle, sessions, smsCodes } from '../db/schema/index.ts';
import { FAILURE_MEMORY_MS } from '../auth/loginThrottle.ts';
import { defineJob } from './registry.ts';

export const RECORDS_SWEEP = 'records.sweep';
/** Ended sessions are kept this long, for whoever looks into a recent sign-in. */
export const ENDED_SESSION_DAYS = 30;

export interface SweepSummary {
  sessions: number;
  smsCodes: number;
  loginThrottle: number;
}

export const recordsSweepJob = defineJob<Record<string, never>>({
  name: RECORDS_SWEEP,
  rules: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600 },
  schedule: '41 3 * * *',
  run: (_job, app) => sweepSpentRecords(app.db),
});

export async function sweepSpentRecords(db: Db): Promise<SweepSummary> {
  const ended = await db.delete(sessions)
    .where(sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt}) < now() - make_interval(days => ${ENDED_SESSION_DAYS})`)
    .returning({ id: sessions.id });
  const codes = await db.delete(smsCodes).where(sql`${smsCodes.expiresAt} < now() - interval '1 day'`).returning({ id: smsCodes.id });
  // A count is forgotten FAILURE_MEMORY_MS after its last failure; a block ends at blocked_until.
  const counts = await db.delete(loginThrottle)
    .where(sql`${loginThrottle.lastFailureAt} < now() - make_interval(secs => ${FAILURE_MEMORY_MS / 1000})
      AND (${loginThrottle.blockedUntil} IS NULL OR ${loginThrottle.blockedUntil} < now())`)
    .returning({ account: loginThrottle.account });
  return { sessions: ended.length, smsCodes: codes.length, loginThrottle: counts.length };
}
