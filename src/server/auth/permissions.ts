/** What a user may do: the union of the permission strings of the user's roles, read fresh on every call. */
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema/index.ts';

/** Every permission string granted to the user (a row's perms may list several, comma separated). */
export async function grantedPerms(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ perms: permissions.perms })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), isNotNull(permissions.perms), eq(permissions.deleted, false), eq(permissions.status, '1')));
  const granted = new Set<string>();
  for (const row of rows) for (const perm of splitPerms(row.perms)) granted.add(perm);
  return granted;
}

/** True when the user holds `perm` (no cache: a change made by an administrator applies to the next request). */
export async function hasPermission(db: Db, userId: string, perm: string): Promise<boolean> {
  return (await grantedPerms(db, userId)).has(perm);
}

export function splitPerms(perms: string | null): string[] {
  return perms ? perms.split(',').map((p) => p.trim()).filter(Boolean) : [];
}

/** Users holding any of the given roles (whose open browsers must reload their menus after a change). */
export async function usersOfRoles(db: Db, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db.selectDistinct({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, roleIds));
  return rows.map((row) => row.userId);
}

/*
 * "You can only hand out what you hold": whoever assigns roles to users or grants permissions to roles
 * may only pass on permission rows they hold themselves, compared by row id (menu pages without perms
 * strings count too, since granting a page is granting it). Held means granted through one of the
 * actor's roles and not deleted; a disabled row still counts on both sides, because enabling it again
 * would hand it out without anyone granting anything.
 */

/** The ids of the live permission rows the user holds through their roles. */
export async function heldPermissionIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: rolePermissions.permissionId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), eq(permissions.deleted, false)));
  return new Set(rows.map((row) => row.id));
}

export interface RoleRef {
  id: string;
  roleName: string;
  roleCode: string;
}

/** The roles among `roleIds` carrying a live permission row `actorId` does not hold (empty: all may be handed out). */
export async function rolesBeyondActor(db: Db, actorId: string, roleIds: string[]): Promise<RoleRef[]> {
  if (roleIds.length === 0) return [];
  const held = await heldPermissionIds(db, actorId);
  const grants = await db
    .select({ id: roles.id, roleName: roles.roleName, roleCode: roles.roleCode, permissionId: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(inArray(rolePermissions.roleId, roleIds), eq(permissions.deleted, false)));
  const beyond = new Map<string, RoleRef>();
  for (const { permissionId, ...role } of grants) if (!held.has(permissionId)) beyond.set(role.id, role);
  // In the order the caller asked for, so the message names them as the form listed them.
  return roleIds.flatMap((id) => beyond.get(id) ?? []);
}

export interface PermissionRef {
  id: string;
  name: string;
  perms: string | null;
}

/** The rows among `permissionIds` (live ids, already checked) that `actorId` does not hold, so may not grant. */
export async function permissionsBeyondActor(db: Db, actorId: string, permissionIds: string[]): Promise<PermissionRef[]> {
  const held = await heldPermissionIds(db, actorId);
  const missing = permissionIds.filter((id) => !held.has(id));
  if (missing.length === 0) return [];
  const rows = await db
    .select({ id: permissions.id, name: permissions.name, perms: permissions.perms })
    .from(permissions)
    .where(inArray(permissions.id, missing));
  return missing.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}

/**
 * The permission strings among `added` (being written onto a row by `actorId`) that the actor may not
 * set. Rewriting a row's perms is granting: whoever holds the row gains the new string, the editor
 * included when they hold it. So a string may be added only by someone who holds it already (through a
 * held row, disabled ones included, as above), or — for a string on no live row at all, a new one — by
 * someone holding every live row. `rows` are the live rows before the change.
 */
export async function permsBeyondActor(db: Db, actorId: string, added: string[], rows: ReadonlyArray<{ id: string; perms: string | null }>): Promise<string[]> {
  if (added.length === 0) return [];
  const held = await heldPermissionIds(db, actorId);
  const heldPerms = new Set<string>();
  const anywhere = new Set<string>();
  for (const row of rows) {
    for (const perm of splitPerms(row.perms)) {
      anywhere.add(perm);
      if (held.has(row.id)) heldPerms.add(perm);
    }
  }
  const holdsEverything = rows.every((row) => held.has(row.id));
  return added.filter((perm) => !heldPerms.has(perm) && !(holdsEverything && !anywhere.has(perm)));
}

/**
 * The roles holding every live permission row (the platform administrator's). A row just added is held
 * by nobody, and under the rule above nobody could ever grant it; so the menu editor hands each new row
 * to these roles, which keeps them holding everything and lets their holders pass the row on. Nobody
 * else gains anything by it: a role not already holding everything gets nothing.
 */
export async function rolesHoldingEverything(db: Db): Promise<string[]> {
  const [{ total }] = await db.select({ total: count() }).from(permissions).where(eq(permissions.deleted, false));
  if (total === 0) return [];
  const rows = await db
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(permissions.deleted, false))
    .groupBy(rolePermissions.roleId)
    .having(eq(count(), total));
  return rows.map((row) => row.roleId);
}

/*
 * The same rule guards the accounts themselves: whoever edits, freezes, deletes or sets the password of
 * another user may only do so to a user holding nothing beyond them. Otherwise the weaker right takes
 * over the stronger account (set the administrator's password or phone, then log in as them; or lock
 * them out). Compared by permission row id, exactly as above.
 */

export interface UserRef {
  id: string;
  username: string;
  realname: string;
}

/**
 * The live users among `userIds` holding a live permission row `actorId` does not hold (empty: the actor
 * may act on all of them). The actor themself is never among them, holding exactly what they hold.
 */
export async function usersBeyondActor(db: Db, actorId: string, userIds: string[]): Promise<UserRef[]> {
  if (userIds.length === 0) return [];
  const held = await heldPermissionIds(db, actorId);
  const grants = await db
    .selectDistinct({ id: users.id, username: users.username, realname: users.realname, permissionId: rolePermissions.permissionId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(inArray(userRoles.userId, userIds), eq(users.deleted, false), eq(permissions.deleted, false)));
  const beyond = new Map<string, UserRef>();
  for (const { permissionId, ...user } of grants) if (!held.has(permissionId)) beyond.set(user.id, user);
  // In the order the caller sent them, so the message names them as the list showed them.
  return userIds.flatMap((id) => beyond.get(id) ?? []);
}
