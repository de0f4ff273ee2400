/** What a successful login answers with, and the lockout rule for failed attempts. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../auth/audit.ts';
import { createSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/index.ts';
import { departments, userDepartments, users } from '../../db/schema/index.ts';
import type { ServerConfig } from '../../config.ts';
import { userDeparts, userInfo } from '../../auth/users.ts';

export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 10 * 60_000;

type UserRow = typeof users.$inferSelect;

export interface LoginResult {
  token: string;
  userInfo: ReturnType<typeof userInfo>;
  departs: Array<{ id: string; departName: string; orgCode: string }>;
  /** 0 no department, 1 one, 2 several (the user must choose). */
  multi_depart: 0 | 1 | 2;
}




/** Open a session for `user` and build the login answer. */
export async function completeLogin(
  db: Db,
  config: ServerConfig,
  request: FastifyRequest,
  user: UserRow,
  how: string,
): Promise<LoginResult> {
  const departs = await userDeparts(db, user.id);
  let current = user;
  if (departs.length === 1 && user.orgCode !== departs[0].orgCode) {
    [current] = await db.update(users).set({ orgCode: departs[0].orgCode }).where(eq(users.id, user.id)).returning();
  }
  if (user.failedLogins > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLogins: 0, firstFailedAt: null, lockedUntil: null }).where(eq(users.id, user.id));
  }
  const token = await createSession(db, user.id, config.tokenTtlMs, { ip: request.ip, userAgent: request.headers['user-agent'] });
  await audit(db, request, 'login', user.username, { how }, { id: user.id, username: user.username });
  const deptName = departs.find((d) => d.orgCode === current.orgCode)?.departName;
  return {
    token,
    userInfo: userInfo(current, deptName),
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
  };
}

/** Count a failed password; the fifth within ten minutes locks the account for ten minutes. */
export async function recordFailure(db: Db, user: UserRow, now = new Date()): Promise<void> {
  const windowOpen = user.firstFailedAt && now.getTime() - user.firstFailedAt.getTime() < FAILURE_WINDOW_MS;
  const failures = windowOpen ? user.failedLogins + 1 : 1;
  await db
    .update(users)
    .set({
      failedLogins: failures,
      firstFailedAt: windowOpen ? user.firstFailedAt : now,
      lockedUntil: failures >= LOCK_AFTER_FAILURES ? new Date(now.getTime() + LOCK_MS) : null,
    })
    .where(eq(users.id, user.id));
}
