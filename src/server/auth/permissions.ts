/** What a user may do: the union of the permission strings of the user's roles, read fresh on every call. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { permissions, rolePermissions, userRoles } from '../db/schema/index.ts';

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
