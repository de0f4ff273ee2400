/** Sign-in sessions in the database: created at login, slid on use, revoked at logout or freeze. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/index.ts';
import { permissionVersion, sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';
import { readCacheEnabled } from '../db/readCache.ts';

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
  | { state: 'valid'; sessionId: string; user: SessionUser; permissionVersion: number; expiresAt: number; lastSeenAt: number }
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
  let expiresAt = row.expiresAt.getTime();
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > SLIDE_EVERY_MS) {
    expiresAt = now + ttlMs;
    lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(lastSeenAt), expiresAt: new Date(expiresAt) })
      .where(eq(sessions.id, row.sessionId));
  }
  const { deleted: _deleted, ...user } = row.user;
  return { state: 'valid', sessionId: row.sessionId, user, permissionVersion: row.permissionVersion, expiresAt, lastSeenAt };
}

/** Revoke a live token; answers whose session it was, or undefined when there was nothing to revoke. */
export async function revokeToken(db: Db, token: string): Promise<{ id: string; username: string } | undefined> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .from(users)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), eq(users.id, sessions.userId)))
    .returning({ id: users.id, username: users.username });
  return revoked;
}

/**
 * End every session of a user at once (frozen, deleted, password changed by an administrator or reset
 * by SMS code); answers how many were still open.
 */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Resolves a token, possibly from memory; see createSessionResolver. */
export type SessionResolver = (token: string) => Promise<SessionLookup>;

const CACHE_LIMIT = 50_000;

/**
 * Session lookups for every request, kept in memory: resolved sessions stay until a trigger reports a change
 * to the user's sessions or user row, or to any permission (migration 0002, channel larder_auth). How fresh,
 * as for the read caches (db/readCache.ts): the embedded database delivers the notification before the
 * changing statement returns; on a PostgreSQL server a call that may have written (a logout, a freeze, a
 * permission change) answers only once this instance has its notifications, and other instances are notified
 * at the same commit, so a revoked session is refused everywhere within the moment a notification takes to
 * arrive. While the LISTEN connection is down every request asks the database; LARDER_READ_CACHE=0 always.
 */
export async function createSessionResolver(database: Database, ttlMs: number): Promise<{ resolve: SessionResolver; close(): Promise<void> }> {
  if (!readCacheEnabled()) {
    return { resolve: (token) => resolveSession(database.db, token, ttlMs), close: async () => {} };
  }
  const byHash = new Map<string, Extract<SessionLookup, { state: 'valid' }>>();
  const hashesOfUser = new Map<string, Set<string>>();
  const forgetUser = (userId: string) => {
    for (const hash of hashesOfUser.get(userId) ?? []) byHash.delete(hash);
    hashesOfUser.delete(userId);
  };
  let live = true;
  // notifications so far: a lookup a notification overtook (it may have read the row before the change) is not kept
  let changes = 0;
  const stop = await database.listen('larder_auth', (payload) => {
    changes++;
    if (payload === '*') {
      byHash.clear();
      hashesOfUser.clear();
    } else forgetUser(payload);
  }, (now) => {
    changes++;
    live = now;
    byHash.clear();
    hashesOfUser.clear();
  });
  const resolve: SessionResolver = async (token) => {
    const hash = hashToken(token);
    const now = Date.now();
    const cached = byHash.get(hash);
    // Past its expiry, or due for the once-a-minute slide: ask the database (the slide's write drops the entry).
    if (cached && cached.expiresAt > now && now - cached.lastSeenAt <= SLIDE_EVERY_MS) {
      return cached;
    }
    const before = changes;
    const lookup = await resolveSession(database.db, token, ttlMs);
    if (lookup.state === 'valid' && live && changes === before) {
      if (byHash.size >= CACHE_LIMIT) {
        byHash.clear();
        hashesOfUser.clear();
      }
      byHash.set(hash, lookup);
      let set = hashesOfUser.get(lookup.user.id);
      if (!set) hashesOfUser.set(lookup.user.id, (set = new Set()));
      set.add(hash);
    }
    return lookup;
  };
  return { resolve, close: stop };
}
