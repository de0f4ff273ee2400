/**
 * Permission (menu tree) administration (section 7): add, edit, delete, the admin tree and the picker
 * tree. Changes apply on the holders' next request (permissions are read fresh) and are pushed to
 * their open browsers so the menus reload.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { permissionAdd, permissionDelete, permissionEdit, permissionList, permissionTree } from '../../../contract/routes/admin-permissions.ts';
import { audit } from '../../auth/audit.ts';
import { permissionsBeyondActor, permsBeyondActor, rolesHoldingEverything, splitPerms, usersOfRoles } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { permissions, rolePermissions } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { pushPermissionsChanged } from '../../live/notify.ts';
import { requireAnyPerm } from '../../auth/anyPerm.ts';
import { permissionGrantRoutes } from './grants.ts';
import { adminTree, checkedMenu, formOf, livePermissions, permissionNode, pickerTree, usersHolding } from './menus.ts';

/**
 * You can only change what you hold: editing a row (disabling it, rewriting its perms) or deleting it
 * takes it from everyone holding it, so only someone holding the row may do either.
 */
async function checkRowHeld(db: Db, actorId: string, id: string): Promise<void> {
  const [beyond] = await permissionsBeyondActor(db, actorId, [id]);
  if (beyond) fail('MENU_MANAGE_BEYOND', { name: beyond.perms ? `${beyond.name} (${beyond.perms})` : beyond.name });
}

export default async function adminPermissionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.addHook('preHandler', requireAnyPerm);
  await permissionGrantRoutes(app);

  addRoute(app, permissionAdd, { config: { perm: PERMS.permissionAdd } }, async (request) => {
    const fields = checkedMenu(request.body, await livePermissions(db));
    // Only the roles holding every row receive the new one (read before it exists): since roles are
    // handed out only by those who hold what they hand out, a row held by nobody could never be granted.
    const everything = await rolesHoldingEverything(db);
    const row = await inTransaction(db, async (tx) => {
      const [inserted] = await tx.insert(permissions).values({ ...fields, createdBy: request.user!.username }).returning();
      if (everything.length) await tx.insert(rolePermissions).values(everything.map((roleId) => ({ roleId, permissionId: inserted.id })));
      await audit(tx, request, 'permission_add', inserted.name, { id: inserted.id, ...fields, grantedToRoles: everything });
      return inserted;
    });
    await pushPermissionsChanged(app, await usersOfRoles(db, everything));
    return ok(permissionNode(row, []), '添加成功！');
  });

  addRoute(app, permissionEdit, { config: { perm: PERMS.permissionEdit } }, async (request) => {
    const rows = await livePermissions(db);
    const existing = rows.find((row) => row.id === request.body.id);
    if (!existing) fail('PERMISSION_NOT_FOUND');
    await checkRowHeld(db, request.user!.id, existing.id);
    const fields = checkedMenu({ ...formOf(existing), ...request.body }, rows, existing.id);
    const before = new Set(splitPerms(existing.perms));
    const beyond = await permsBeyondActor(db, request.user!.id, splitPerms(fields.perms ?? null).filter((perm) => !before.has(perm)), rows);
    if (beyond.length) fail('MENU_PERMS_BEYOND', { perms: beyond.join(', ') });
    const row = await inTransaction(db, async (tx) => {
      const [updated] = await tx
        .update(permissions)
        .set({ ...fields, updatedAt: new Date(), updatedBy: request.user!.username })
        .where(eq(permissions.id, existing.id))
        .returning();
      await audit(tx, request, 'permission_edit', updated.name, { id: updated.id, before: formOf(existing), after: fields });
      return updated;
    });
    await pushPermissionsChanged(app, await usersHolding(db, [row.id], rows));
    return ok(permissionNode(row, []), '编辑成功！');
  });

  addRoute(app, permissionDelete, { config: { perm: PERMS.permissionDelete } }, async (request) => {
    const rows = await livePermissions(db);
    const existing = rows.find((row) => row.id === request.query.id);
    if (!existing) fail('PERMISSION_NOT_FOUND');
    await checkRowHeld(db, request.user!.id, existing.id);
    if (rows.some((row) => row.parentId === existing.id)) fail('PERMISSION_HAS_CHILDREN');
    const holders = await usersHolding(db, [existing.id], rows);
    // Soft delete: role grants stay for the record, and permission reads skip deleted rows at once.
    await inTransaction(db, async (tx) => {
      await tx.update(permissions).set({ deleted: true, updatedAt: new Date(), updatedBy: request.user!.username }).where(eq(permissions.id, existing.id));
      await audit(tx, request, 'permission_delete', existing.name, { id: existing.id, perms: existing.perms, url: existing.url });
    });
    await pushPermissionsChanged(app, holders);
    return ok(null, '删除成功!');
  });

  addRoute(app, permissionList, { config: { perm: PERMS.permissionList } }, async () => ok(adminTree(await livePermissions(db))));

  // The checkbox tree of the role- and department-permission dialogs.
  addRoute(app, permissionTree, { config: { anyPerm: [PERMS.permissionList, PERMS.rolePermission, PERMS.departPermission] } }, async () => {
    const rows = await livePermissions(db);
    return ok({ treeList: pickerTree(rows), ids: rows.map((row) => row.id) });
  });
}
