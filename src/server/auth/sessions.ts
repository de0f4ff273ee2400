/** Sign-in sessions in the database: created at login, slid on use, revoked at logout or freeze. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { permissionVersion, sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** The signed-in user as every handler sees it (never the password hash). */
export interface SessionUser {
  id: string;
  username: string;
  realname: string;
  userType: number;
  orgCode: string | null;
  phone: string | null;
  avatar: string | null;
  status: number;
}

/** Extending the expiry on every request would write on every read; once a minute is enough. */
const SLIDE_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  userId: string,
  ttlMs: number,
  client: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  return token;
}

export type SessionLookup =
  | { state: 'valid'; sessionId: string; user: SessionUser; permissionVersion: number }
  | { state: 'expired' | 'unknown' | 'frozen' };

/** Who a token belongs to, sliding its expiry forward when it is used. */
export async function resolveSession(db: Db, token: string, ttlMs: number): Promise<SessionLookup> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      // read with the session, so a cached permission answer costs no query of its own
      permissionVersion: sql<number>`(select ${permissionVersion.version} from ${permissionVersion} where ${permissionVersion.id} = 1)`.mapWith(Number),
      user: {
        id: users.id,
        username: users.username,
        realname: users.realname,
        userType: users.userType,
        orgCode: users.orgCode,
        phone: users.phone,
        avatar: users.avatar,
        status: users.status,
        deleted: users.deleted,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.user.deleted) return { state: 'unknown' };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return { state: 'expired' };
  if (row.user.status !== 1) return { state: 'frozen' };
  if (now - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + ttlMs) })
      .where(eq(sessions.id, row.sessionId));
  }
  const { deleted: _deleted, ...user } = row.user;
  return { state: 'valid', sessionId: row.sessionId, user, permissionVersion: row.permissionVersion };
}

export async function revokeToken(db: Db, token: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** End every session of a user at once (frozen, deleted or password changed by an administrator). */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
