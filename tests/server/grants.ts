/**
 * Test helpers for the administration features: users who hold exactly the permissions a test needs,
 * independent of the demo menus, and a recorder for live-channel messages.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createSession } from '../../src/server/auth/sessions.ts';
import type { LiveMessage } from '../../src/server/live/bus.ts';
import { permissions, rolePermissions, roles, userRoles, users } from '../../src/server/db/schema/index.ts';
import type { TestServer } from './harness.ts';

export interface GrantedUser {
  id: string;
  username: string;
  roleId: string;
  token: string;
}

/** The live permission row carrying exactly `perm` (a button), created when none exists yet. */
export async function permissionRowFor(server: TestServer, perm: string): Promise<string> {
  const db = server.database.db;
  const [found] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.perms, perm), eq(permissions.deleted, false), eq(permissions.status, '1')))
    .limit(1);
  if (found) return found.id;
  const [row] = await db.insert(permissions).values({ name: `test ${perm}`, menuType: 2, perms: perm }).returning({ id: permissions.id });
  return row.id;
}

/** A fresh signed-in user whose only role (also fresh) grants exactly `perms`. */
export async function userWithPerms(server: TestServer, perms: readonly string[], fields: Partial<typeof users.$inferInsert> = {}): Promise<GrantedUser> {
  const db = server.database.db;
  const suffix = randomBytes(4).toString('hex');
  const [role] = await db.insert(roles).values({ roleName: `test role ${suffix}`, roleCode: `t_${suffix}` }).returning({ id: roles.id });
  for (const perm of new Set(perms)) {
    await db.insert(rolePermissions).values({ roleId: role.id, permissionId: await permissionRowFor(server, perm) });
  }
  // Any stored hash will do: the session is opened directly, without a login.
  const [user] = await db
    .insert(users)
    .values({ username: `t_${suffix}`, realname: `测试${suffix}`, passwordHash: 'scrypt$unused', ...fields })
    .returning({ id: users.id, username: users.username });
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  const token = await createSession(db, user.id, server.config.tokenTtlMs);
  return { id: user.id, username: user.username, roleId: role.id, token };
}

/**
 * Give `userId` the seeded role `roleCode` as well (written directly). Tests of the forms use it so that
 * their caller holds whatever roles and permissions the test hands out: you can only hand out what you hold.
 */
export async function giveRole(server: TestServer, userId: string, roleCode: string): Promise<void> {
  const db = server.database.db;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode));
  if (!role) throw new Error(`no role ${roleCode}`);
  await db.insert(userRoles).values({ userId, roleId: role.id });
}

/** Records what the live bus delivers to each of `userIds`. */
export function recordLive(server: TestServer, userIds: string[]) {
  const received = new Map<string, LiveMessage[]>(userIds.map((id) => [id, []]));
  const stops = userIds.map((id) => server.app.live.subscribe(id, (message) => received.get(id)!.push(message)));
  return {
    received,
    /** Wait until `userId` got `times` messages with this msgId (NOTIFY is asynchronous); false after the timeout. */
    async waitFor(userId: string, msgId: string, times = 1, timeoutMs = 2000): Promise<boolean> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if ((received.get(userId) ?? []).filter((m) => m.msgId === msgId).length >= times) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    },
    stop: () => stops.forEach((stop) => stop()),
  };
}
