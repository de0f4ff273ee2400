/** Which permissions a role or a department holds: read, and replace as a whole set. */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { departPermissions as departPermissionsRoute, rolePermissions as rolePermissionsRoute, saveDepartPermissions, saveRolePermissions } from '../../../contract/routes/admin-permissions.ts';
import { audit } from '../../auth/audit.ts';
import { permissionsBeyondActor, usersOfRoles, type PermissionRef } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { departPermissions, departments, permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { pushPermissionsChanged } from '../../live/notify.ts';
import { parseIds } from '../../http/input.ts';
import { checkPermissionIds } from './menus.ts';

/** The part of `next` not in `previous`, and the reverse (for the audit trail). */
function diff(previous: string[], next: string[]) {
  return { added: next.filter((id) => !previous.includes(id)), removed: previous.filter((id) => !next.includes(id)) };
}

/** How a refusal names permission rows: "name (perms)", the first ten, then how many more. */
function namesOf(rows: PermissionRef[]): string {
  const shown = rows.slice(0, 10).map((row) => (row.perms ? `${row.name} (${row.perms})` : row.name));
  return rows.length > shown.length ? `${shown.join(', ')} … (+${rows.length - shown.length})` : shown.join(', ');
}

/**
 * You can only change what you hold: every row a save grants or revokes must be one of the actor's own
 * (revoking a row you lack would strip a stronger role or department of it). Rows neither granted nor
 * revoked may stay, so a set holding more than the actor can still be saved with what the actor holds.
 */
async function checkChangeHeld(q: Db, actorId: string, change: { added: string[]; removed: string[] }): Promise<void> {
  const granted = await permissionsBeyondActor(q, actorId, change.added);
  if (granted.length) fail('PERMISSION_GRANT_BEYOND', { count: granted.length, names: namesOf(granted) });
  const revoked = await permissionsBeyondActor(q, actorId, change.removed);
  if (revoked.length) fail('PERMISSION_REVOKE_BEYOND', { count: revoked.length, names: namesOf(revoked) });
}

export async function permissionGrantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const roleGrants = async (roleId: string, q: Db = db) =>
    (await q
      .select({ id: rolePermissions.permissionId })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(rolePermissions.roleId, roleId), eq(permissions.deleted, false)))).map((row) => row.id);

  const departGrants = async (departId: string, q: Db = db) =>
    (await q
      .select({ id: departPermissions.permissionId })
      .from(departPermissions)
      .innerJoin(permissions, eq(permissions.id, departPermissions.permissionId))
      .where(and(eq(departPermissions.departId, departId), eq(permissions.deleted, false)))).map((row) => row.id);

  const findRole = async (id: string) => {
    const [role] = await db.select({ id: roles.id, roleCode: roles.roleCode }).from(roles).where(eq(roles.id, id));
    if (!role) fail('ROLE_NOT_FOUND');
    return role;
  };

  const findDepart = async (id: string) => {
    const [depart] = await db
      .select({ id: departments.id, orgCode: departments.orgCode })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.deleted, false)));
    if (!depart) fail('DEPART_NOT_FOUND');
    return depart;
  };

  addRoute(app, rolePermissionsRoute, { config: { perm: PERMS.rolePermission } }, async (request) => ok(await roleGrants((await findRole(request.query.roleId)).id)));

  addRoute(app, saveRolePermissions, { config: { perm: PERMS.rolePermission } }, async (request) => {
    const role = await findRole(request.body.roleId);
    const next = await checkPermissionIds(db, parseIds(request.body.permissionIds));
    await inTransaction(db, async (tx) => {
      // One save of a role at a time: a second one waits here until the first commits, then starts
      // from its result (two saves that both read the old set collided on the same rows).
      await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, role.id)).for('update');
      const previous = await roleGrants(role.id, tx);
      await checkChangeHeld(tx, request.user!.id, diff(previous, next));
      // Deleted rows' grants are kept with them (soft delete), so only live grants are replaced.
      if (previous.length) await tx.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role.id), inArray(rolePermissions.permissionId, previous)));
      if (next.length) await tx.insert(rolePermissions).values(next.map((permissionId) => ({ roleId: role.id, permissionId })));
      await audit(tx, request, 'role_permission_save', role.roleCode, diff(previous, next));
    });
    await pushPermissionsChanged(app, await usersOfRoles(db, [role.id]));
    return ok(null, '保存成功！');
  });

  addRoute(app, departPermissionsRoute, { config: { perm: PERMS.departPermission } }, async (request) => ok(await departGrants((await findDepart(request.query.departId)).id)));

  // A department's set bounds what its administrators may hand out; it grants nobody anything by itself.
  addRoute(app, saveDepartPermissions, { config: { perm: PERMS.departPermission } }, async (request) => {
    const depart = await findDepart(request.body.departId);
    const next = await checkPermissionIds(db, parseIds(request.body.permissionIds));
    await inTransaction(db, async (tx) => {
      // One save of a department at a time (see saveRolePermission).
      await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, depart.id)).for('update');
      const previous = await departGrants(depart.id, tx);
      await checkChangeHeld(tx, request.user!.id, diff(previous, next));
      if (previous.length) await tx.delete(departPermissions).where(and(eq(departPermissions.departId, depart.id), inArray(departPermissions.permissionId, previous)));
      if (next.length) await tx.insert(departPermissions).values(next.map((permissionId) => ({ departId: depart.id, permissionId })));
      await audit(tx, request, 'depart_permission_save', depart.orgCode, diff(previous, next));
    });
    return ok(null, '保存成功！');
  });
}
