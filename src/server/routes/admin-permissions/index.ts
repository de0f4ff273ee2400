/**
 * Permission (menu tree) administration (section 7): add, edit, delete, the admin tree and the picker
 * tree. Changes apply on the holders' next request (permissions are read fresh) and are pushed to
 * their open browsers so the menus reload.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { audit } from '../../auth/audit.ts';
import { permsBeyondActor, rolesHoldingEverything, splitPerms, usersOfRoles } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { permissions, rolePermissions } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { pushPermissionsChanged } from '../../live/notify.ts';
import { requireAnyPerm } from '../../auth/anyPerm.ts';
import { permissionGrantRoutes } from './grants.ts';
import { adminTree, checkedMenu, formOf, livePermissions, permissionNode, pickerTree, usersHolding } from './menus.ts';

const Nullable = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const MenuBody = {
  parentId: Nullable(64),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  url: Nullable(500),
  component: Nullable(300),
  componentName: Nullable(100),
  redirect: Nullable(500),
  icon: Nullable(100),
  menuType: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 4 })])),
  perms: Nullable(1000),
  permsType: Type.Optional(Type.String({ maxLength: 4 })),
  sortNo: Type.Optional(Type.Number()),
  route: Type.Optional(Type.Boolean()),
  hidden: Type.Optional(Type.Boolean()),
  keepAlive: Type.Optional(Type.Boolean()),
  internalOrExternal: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.String({ maxLength: 4 })),
  description: Nullable(500),
};

export default async function adminPermissionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.addHook('preHandler', requireAnyPerm);
  await permissionGrantRoutes(app);

  app.post('/sys/permission/add', {
    config: { perm: PERMS.permissionAdd },
    schema: { body: Type.Object(MenuBody) },
  }, async (request) => {
    const fields = checkedMenu(request.body, await livePermissions(db));
    // Only the roles holding every row receive the new one (read before it exists): since roles are
    // handed out only by those who hold what they hand out, a row held by nobody could never be granted.
    const everything = await rolesHoldingEverything(db);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(permissions).values({ ...fields, createdBy: request.user!.username }).returning();
      if (everything.length) await tx.insert(rolePermissions).values(everything.map((roleId) => ({ roleId, permissionId: inserted.id })));
      return inserted;
    });
    await audit(db, request, 'permission_add', row.name, { id: row.id, ...fields, grantedToRoles: everything });
    await pushPermissionsChanged(app, await usersOfRoles(db, everything));
    return ok(permissionNode(row, []), '添加成功！');
  });

  app.put('/sys/permission/edit', {
    config: { perm: PERMS.permissionEdit },
    schema: { body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), ...MenuBody }) },
  }, async (request) => {
    const rows = await livePermissions(db);
    const existing = rows.find((row) => row.id === request.body.id);
    if (!existing) fail('PERMISSION_NOT_FOUND');
    const fields = checkedMenu({ ...formOf(existing), ...request.body }, rows, existing.id);
    const before = new Set(splitPerms(existing.perms));
    const beyond = await permsBeyondActor(db, request.user!.id, splitPerms(fields.perms ?? null).filter((perm) => !before.has(perm)), rows);
    if (beyond.length) fail('MENU_PERMS_BEYOND', { perms: beyond.join(', ') });
    const [row] = await db
      .update(permissions)
      .set({ ...fields, updatedAt: new Date(), updatedBy: request.user!.username })
      .where(eq(permissions.id, existing.id))
      .returning();
    await audit(db, request, 'permission_edit', row.name, { id: row.id, before: formOf(existing), after: fields });
    await pushPermissionsChanged(app, await usersHolding(db, [row.id], rows));
    return ok(permissionNode(row, []), '编辑成功！');
  });

  app.delete('/sys/permission/delete', {
    config: { perm: PERMS.permissionDelete },
    schema: { querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }) },
  }, async (request) => {
    const rows = await livePermissions(db);
    const existing = rows.find((row) => row.id === request.query.id);
    if (!existing) fail('PERMISSION_NOT_FOUND');
    if (rows.some((row) => row.parentId === existing.id)) fail('PERMISSION_HAS_CHILDREN');
    const holders = await usersHolding(db, [existing.id], rows);
    // Soft delete: role grants stay for the record, and permission reads skip deleted rows at once.
    await db.update(permissions).set({ deleted: true, updatedAt: new Date(), updatedBy: request.user!.username }).where(eq(permissions.id, existing.id));
    await audit(db, request, 'permission_delete', existing.name, { id: existing.id, perms: existing.perms, url: existing.url });
    await pushPermissionsChanged(app, holders);
    return ok(null, '删除成功!');
  });

  app.get('/sys/permission/list', { config: { perm: PERMS.permissionList } }, async () => ok(adminTree(await livePermissions(db))));

  // The checkbox tree of the role- and department-permission dialogs.
  app.get('/sys/permission/queryTreeList', {
    config: { anyPerm: [PERMS.permissionList, PERMS.rolePermission, PERMS.departPermission] },
  }, async () => {
    const rows = await livePermissions(db);
    return ok({ treeList: pickerTree(rows), ids: rows.map((row) => row.id) });
  });
}
