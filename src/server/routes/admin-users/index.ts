/**
 * User administration (section 7): add, edit, freeze, set a password, delete. Freezing, deleting and
 * setting a password end the user's sessions at once; role changes reach their open browsers live.
 * Every call acting on an existing account first checks that the account holds nothing beyond the caller
 * (checkUsersManageable), before anything is validated or written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { userAdd, userDelete, userEdit, userFreeze, userSetPassword } from '../../../contract/routes/admin-users.ts';
import { audit } from '../../auth/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { passwordProblem, realnameProblem } from '../../../contract/rules/index.ts';
import { PERMS } from '../../auth/perms.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { userDepartments, userRoles, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { pushPermissionsChanged } from '../../live/notify.ts';
import { checkDepartIds, checkEmail, checkPhone, checkRoleIds, checkRolesGrantable, checkUsername, checkUsersManageable, checkUserType, currentOrgCode, isTaken, USER_COLUMNS } from '../../auth/userFields.ts';
import { userListRoutes, userRecords } from './list.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { parseIds } from '../../http/input.ts';
import { requireAnyPerm } from '../../auth/anyPerm.ts';
import { clearFailures } from '../../auth/loginThrottle.ts';
import { inTransaction } from '../../db/index.ts';

function checkPassword(password: string | undefined, confirm: string | undefined, confirmRequired: boolean): string {
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  if ((confirmRequired || confirm !== undefined) && confirm !== password) fail('PASSWORD_MISMATCH');
  return password!;
}

function checkRealname(value: string | undefined): string {
  const problem = realnameProblem(value);
  if (problem) fail(problem);
  return value!.trim();
}

export default async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.addHook('preHandler', requireAnyPerm);
  await userListRoutes(app);

  addRoute(app, userAdd, { config: { perm: PERMS.userAdd } }, async (request) => {
    const body = request.body;
    const username = checkUsername(body.username);
    if (await isTaken(db, 'username', username)) fail('USERNAME_EXISTS');
    const realname = checkRealname(body.realname);
    const password = checkPassword(body.password, body.confirmpassword, false);
    const phone = await checkPhone(db, body.phone);
    const email = await checkEmail(db, body.email);
    const userType = body.userType === undefined || body.userType === '' ? 4 : checkUserType(body.userType);
    const roleIds = await checkRoleIds(db, body.selectedroles);
    await checkRolesGrantable(db, request.user!.id, roleIds);
    const departs = await checkDepartIds(db, body.selecteddeparts);
    const orgCode = currentOrgCode(body.orgCode, departs);
    const passwordHash = await hashPassword(password);
    let id: string;
    try {
      id = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ username, realname, passwordHash, phone, email, userType, orgCode, avatar: body.avatar ?? null, createdBy: request.user!.username })
          .returning({ id: users.id });
        if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
        if (departs.length) await tx.insert(userDepartments).values(departs.map((d) => ({ userId: row.id, departId: d.id })));
        await audit(tx, request, 'user_add', username, { realname, userType, phone, email, roleIds, departIds: departs.map((d) => d.id), orgCode });
        return row.id;
      });
    } catch (error) {
      // Two administrators adding the same name or phone at once: the unique index decides.
      if (isUniqueViolation(error, 'users_phone_key')) fail('PHONE_EXISTS');
      if (isUniqueViolation(error)) fail('USERNAME_EXISTS');
      throw error;
    }
    const [record] = await userRecords(db, [id]);
    return ok(record, '添加成功！');
  });

  addRoute(app, userEdit, { config: { perm: PERMS.userEdit } }, async (request) => {
    const body = request.body;
    const [existing] = await db.select(USER_COLUMNS).from(users).where(and(eq(users.id, body.id), eq(users.deleted, false)));
    if (!existing) fail('USER_NOT_FOUND');
    // A lesser editor must not change a stronger user's phone (then log in by SMS code) or anything else.
    await checkUsersManageable(db, request.user!.id, [existing.id]);
    // Fields left out of the request keep their value; the username never changes after creation.
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.realname !== undefined) changes.realname = checkRealname(body.realname);
    if (body.phone !== undefined) changes.phone = await checkPhone(db, body.phone, existing.id);
    if (body.email !== undefined) changes.email = await checkEmail(db, body.email, existing.id);
    if (body.avatar !== undefined) changes.avatar = body.avatar;
    if (body.userType !== undefined && body.userType !== '') changes.userType = checkUserType(body.userType);
    const roleIds = body.selectedroles === undefined ? undefined : await checkRoleIds(db, body.selectedroles);
    const departs = body.selecteddeparts === undefined ? undefined : await checkDepartIds(db, body.selecteddeparts);
    const oldRoleIds = (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, existing.id))).map((r) => r.roleId);
    const rolesChanged = roleIds !== undefined && (roleIds.length !== oldRoleIds.length || roleIds.some((r) => !oldRoleIds.includes(r)));
    if (rolesChanged) {
      // Nobody grants or drops their own roles, not even ones they could hand to others: another
      // administrator must do it, so one account can never widen (or accidentally lock) itself. The user
      // form always sends the roles, so an unchanged list (editing one's own phone) still passes.
      if (existing.id === request.user!.id) fail('USER_ROLES_SELF');
      await checkRolesGrantable(db, request.user!.id, roleIds!, oldRoleIds);
    }
    if (departs !== undefined || body.orgCode !== undefined) {
      const current = departs ?? (await checkDepartIds(db, (await departIdsOf(existing.id)).join(',')));
      changes.orgCode = currentOrgCode(body.orgCode, current, existing.orgCode);
    }
    try {
      await inTransaction(db, async (tx) => {
        await tx.update(users).set({ ...changes, updatedAt: new Date(), updatedBy: request.user!.username }).where(eq(users.id, existing.id));
        if (rolesChanged) {
          await tx.delete(userRoles).where(eq(userRoles.userId, existing.id));
          if (roleIds!.length) await tx.insert(userRoles).values(roleIds!.map((roleId) => ({ userId: existing.id, roleId })));
        }
        if (departs !== undefined) {
          await tx.delete(userDepartments).where(eq(userDepartments.userId, existing.id));
          if (departs.length) await tx.insert(userDepartments).values(departs.map((d) => ({ userId: existing.id, departId: d.id })));
        }
        await audit(tx, request, 'user_edit', existing.username, {
          ...changes,
          ...(rolesChanged ? { roleIds, previousRoleIds: oldRoleIds } : {}),
          ...(departs ? { departIds: departs.map((d) => d.id) } : {}),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_phone_key')) fail('PHONE_EXISTS');
      throw error;
    }
    if (rolesChanged) await pushPermissionsChanged(app, [existing.id]);
    const [record] = await userRecords(db, [existing.id]);
    return ok(record, '编辑成功！');
  });

  async function departIdsOf(userId: string): Promise<string[]> {
    const rows = await db.select({ departId: userDepartments.departId }).from(userDepartments).where(eq(userDepartments.userId, userId));
    return rows.map((row) => row.departId);
  }

  addRoute(app, userFreeze, { config: { perm: PERMS.userFreeze } }, async (request) => {
    const ids = parseIds(request.body.ids);
    const status = Number(request.body.status);
    if (status !== 1 && status !== 2) fail('USER_STATUS_INVALID');
    if (ids.length === 0) fail('IDS_REQUIRED');
    if (status === 2 && ids.includes(request.user!.id)) fail('USER_FREEZE_SELF');
    // Both ways: freezing locks a stronger user out, unfreezing undoes a stronger administrator's freeze.
    // One such user refuses the whole batch, so nothing is written.
    await checkUsersManageable(db, request.user!.id, ids);
    await inTransaction(db, async (tx) => {
      const changed = await tx
        .update(users)
        .set({ status, updatedAt: new Date(), updatedBy: request.user!.username })
        .where(and(inArray(users.id, ids), eq(users.deleted, false)))
        .returning({ id: users.id, username: users.username });
      if (changed.length === 0) fail('USER_NOT_FOUND');
      // A frozen user's token already fails on its next use; revoking also keeps it dead after unfreezing.
      if (status === 2) for (const user of changed) await revokeUserSessions(tx, user.id);
      await audit(tx, request, status === 2 ? 'user_freeze' : 'user_unfreeze', changed.map((u) => u.username).join(','), { ids: changed.map((u) => u.id) });
    });
    return ok(null, status === 2 ? '冻结成功!' : '解冻成功!');
  });

  addRoute(app, userSetPassword, { config: { perm: PERMS.userPassword } }, async (request) => {
    const username = request.body.username?.trim();
    if (!username) fail('USERNAME_REQUIRED');
    const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.username, username), eq(users.deleted, false)));
    if (!user) fail('USER_NOT_FOUND');
    // Setting a stronger user's password is logging in as them.
    await checkUsersManageable(db, request.user!.id, [user.id]);
    const password = checkPassword(request.body.password, request.body.confirmpassword, true);
    // A new password from the administrator also forgets failed logins.
    const passwordHash = await hashPassword(password);
    await inTransaction(db, async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date(), updatedBy: request.user!.username }).where(eq(users.id, user.id));
      await clearFailures(tx, username);
      await revokeUserSessions(tx, user.id);
      await audit(tx, request, 'user_change_password', username);
    });
    return ok(null, '密码修改成功！');
  });

  addRoute(app, userDelete, { config: { perm: PERMS.userDelete } }, async (request) => {
    const { id } = request.query;
    if (id === request.user!.id) fail('USER_DELETE_SELF');
    const [target] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.deleted, false)));
    if (!target) fail('USER_NOT_FOUND');
    await checkUsersManageable(db, request.user!.id, [target.id]);
    await inTransaction(db, async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ deleted: true, updatedAt: new Date(), updatedBy: request.user!.username })
        .where(and(eq(users.id, id), eq(users.deleted, false)))
        .returning({ id: users.id, username: users.username });
      if (!user) fail('USER_NOT_FOUND');
      await revokeUserSessions(tx, user.id);
      await audit(tx, request, 'user_delete', user.username, { id: user.id });
    });
    return ok(null, '删除成功!');
  });
}
