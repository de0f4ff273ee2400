/** What a successful login answers with. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../auth/audit.ts';
import { createSession } from '../../auth/sessions.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import type { ServerConfig } from '../../config.ts';
import { userDeparts, userInfo } from '../../auth/users.ts';

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
  // The session and its audit row commit together: no session opens unrecorded.
  const { current, token } = await inTransaction(db, async (tx) => {
    let current = user;
    if (departs.length === 1 && user.orgCode !== departs[0].orgCode) {
      [current] = await tx.update(users).set({ orgCode: departs[0].orgCode }).where(eq(users.id, user.id)).returning();
    }
    const token = await createSession(tx, user.id, config.tokenTtlMs, { ip: request.ip, userAgent: request.headers['user-agent'] });
    await audit(tx, request, 'login', user.username, { how }, { id: user.id, username: user.username });
    return { current, token };
  });
  const deptName = departs.find((d) => d.orgCode === current.orgCode)?.departName;
  return {
    token,
    userInfo: userInfo(current, deptName),
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
  };
}

