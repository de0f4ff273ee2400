/**
 * Role administration (section 7): add, edit, delete, the paged list and the full list the user dialog
 * picks roles from. Every call checks its permission string on the server and is audited.
 */
import { and, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { roleAdd, roleAll, roleDelete, roleEdit, roleList } from '../../../contract/routes/admin-roles.ts';
import { audit } from '../../auth/audit.ts';
import { rolesBeyondActor, usersOfRoles } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { pushPermissionsChanged } from '../../live/notify.ts';
import { blankToNull } from '../../http/input.ts';
import { containsPattern, isUniqueViolation, stampsOf } from '../../db/sql.ts';
import { inTransaction } from '../../db/index.ts';
import { requireAnyPerm } from '../../auth/anyPerm.ts';
import { landingPathProblem, roleCodeProblem, roleNameProblem } from '../../../contract/rules/role.ts';


type RoleRow = typeof roles.$inferSelect;

/** A role as the admin pages show it. */
export function roleRecord(row: RoleRow) {
  return {
    id: row.id,
    roleName: row.roleName,
    roleCode: row.roleCode,
    description: row.description,
    landingPath: row.landingPath,
    ...stampsOf(row),
  };
}

export default async function adminRoleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.addHook('preHandler', requireAnyPerm);

  /** The checked form fields shared by add and edit. */
  async function checkedFields(body: { roleName?: string; roleCode?: string; description?: string | null; landingPath?: string | null }, id?: string) {
    const roleName = body.roleName?.trim() ?? '';
    const roleCode = body.roleCode?.trim() ?? '';
    const problem = roleNameProblem(roleName) ?? roleCodeProblem(roleCode) ?? landingPathProblem(body.landingPath);
    if (problem) fail(problem);
    const landingPath = blankToNull(body.landingPath);
    const [taken] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(id ? and(eq(roles.roleCode, roleCode), ne(roles.id, id)) : eq(roles.roleCode, roleCode))
      .limit(1);
    if (taken) fail('ROLE_CODE_EXISTS');
    return { roleName, roleCode, landingPath, description: blankToNull(body.description) };
  }

  /**
   * Never a role holding more than you: renaming, recoding (which moves its landing page and what code
   * checks it) or deleting a role carrying a permission row the actor lacks would act on what they don't hold.
   */
  async function checkRoleHeld(actorId: string, id: string): Promise<void> {
    const beyond = await rolesBeyondActor(db, actorId, [id]);
    if (beyond.length) fail('ROLE_MANAGE_BEYOND', { roles: beyond.map((role) => `${role.roleName} (${role.roleCode})`).join(', ') });
  }

  addRoute(app, roleAdd, { config: { perm: PERMS.roleAdd } }, async (request) => {
    const fields = await checkedFields(request.body);
    let row: RoleRow;
    try {
      row = await inTransaction(db, async (tx) => {
        const [inserted] = await tx.insert(roles).values({ ...fields, createdBy: request.user!.username }).returning();
        await audit(tx, request, 'role_add', inserted.roleCode, fields);
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail('ROLE_CODE_EXISTS'); // lost a race with another add
      throw error;
    }
    return ok(roleRecord(row), '添加成功！');
  });

  addRoute(app, roleEdit, { config: { perm: PERMS.roleEdit } }, async (request) => {
    const { id } = request.body;
    const [existing] = await db.select().from(roles).where(eq(roles.id, id));
    if (!existing) fail('ROLE_NOT_FOUND');
    await checkRoleHeld(request.user!.id, id);
    const fields = await checkedFields({ ...roleRecord(existing), ...request.body }, id);
    let row: RoleRow;
    try {
      row = await inTransaction(db, async (tx) => {
        const [updated] = await tx.update(roles).set({ ...fields, updatedAt: new Date(), updatedBy: request.user!.username }).where(eq(roles.id, id)).returning();
        await audit(tx, request, 'role_edit', updated.roleCode, { before: roleRecord(existing), after: fields });
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail('ROLE_CODE_EXISTS');
      throw error;
    }
    return ok(roleRecord(row), '编辑成功！');
  });

  addRoute(app, roleDelete, { config: { perm: PERMS.roleDelete } }, async (request) => {
    const { id } = request.query;
    const [existing] = await db.select().from(roles).where(eq(roles.id, id));
    if (!existing) fail('ROLE_NOT_FOUND');
    // An administrator deleting their own role would lock themselves out of this very page.
    const [own] = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(and(eq(userRoles.roleId, id), eq(userRoles.userId, request.user!.id)));
    if (own) fail('ROLE_DELETE_OWN');
    await checkRoleHeld(request.user!.id, id);
    const holders = await usersOfRoles(db, [id]);
    await inTransaction(db, async (tx) => {
      await tx.delete(roles).where(eq(roles.id, id)); // user_roles and role_permissions rows go with it (cascade)
      await audit(tx, request, 'role_delete', existing.roleCode, { role: roleRecord(existing), users: holders.length });
    });
    await pushPermissionsChanged(app, holders);
    return ok(null, '删除成功!');
  });

  addRoute(app, roleList, { config: { perm: PERMS.roleList } }, async (request) => {
    const { current, size, offset } = paging(request.query);
    const name = request.query.roleName?.trim();
    const where = name ? or(ilike(roles.roleName, containsPattern(name)), ilike(roles.roleCode, containsPattern(name))) : undefined;
    const [{ n }] = await db.select({ n: count() }).from(roles).where(where);
    const rows = await db.select().from(roles).where(where).orderBy(desc(roles.createdAt), roles.id).limit(size).offset(offset);
    return ok(page(rows.map(roleRecord), n, current, size));
  });

  // The role picker of the user dialog needs every role, so user administrators may read it too.
  addRoute(app, roleAll, { config: { anyPerm: [PERMS.roleList, PERMS.userAdd, PERMS.userEdit] } }, async () => {
    const rows = await db.select().from(roles).orderBy(roles.roleName, roles.id);
    return ok(rows.map(roleRecord));
  });
}
