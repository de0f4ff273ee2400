/**
 * Password guessing, slowed per account name and client address together (issue 14). Every attempt is
 * counted before the password is checked, under a row lock, so guesses sent in parallel cannot slip past
 * the count; from the fifth failure on, that address waits before it may try that account again, one
 * minute, then two, four … up to an hour. Another address — the owner at their own desk — is not
 * affected: a stranger's wrong guesses cannot lock anyone out. A success clears the count; so do a
 * password reset and an administrator setting the password.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { loginThrottle } from '../db/schema/index.ts';

/** Failures from one address on one account before delays start. */
export const THROTTLE_AFTER = 5;
/** Quiet time after which an address's failures on an account are forgotten. */
export const FAILURE_MEMORY_MS = 15 * 60_000;
export const FIRST_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 60 * 60_000;

/** The wait after the `failures`-th failure: none before THROTTLE_AFTER, then doubling from a minute to an hour. */
export function delayAfter(failures: number): number {
  if (failures < THROTTLE_AFTER) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - THROTTLE_AFTER, 30));
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Take one attempt for `account` from `address`, counted as a failure until `clearFailures` says
 * otherwise. Refused (and not counted) while the address waits.
 */
export async function takeAttempt(db: Db, account: string, address: string, now = new Date()): Promise<Attempt> {
  return db.transaction(async (tx) => {
    await tx.insert(loginThrottle).values({ account, address, failures: 0, lastFailureAt: now }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginThrottle)
      .where(and(eq(loginThrottle.account, account), eq(loginThrottle.address, address)))
      .for('update');
    if (row.blockedUntil && row.blockedUntil.getTime() > now.getTime()) {
      return { allowed: false, retryAfterMs: row.blockedUntil.getTime() - now.getTime() };
    }
    const forgotten = now.getTime() - row.lastFailureAt.getTime() > FAILURE_MEMORY_MS;
    const failures = forgotten ? 1 : row.failures + 1;
    const delay = delayAfter(failures);
    await tx
      .update(loginThrottle)
      .set({ failures, lastFailureAt: now, blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null })
      .where(and(eq(loginThrottle.account, account), eq(loginThrottle.address, address)));
    return { allowed: true };
  });
}

/** Forget the failures on `account`: from `address` after a success there, from everywhere after a password change. */
export async function clearFailures(db: Db, account: string, address?: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(address === undefined ? eq(loginThrottle.account, account) : and(eq(loginThrottle.account, account), eq(loginThrottle.address, address)));
}
