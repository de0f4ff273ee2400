/** GET /sys/user/queryNowUser and GET /sys/user/userInfoChange (nickname, or phone with an SMS code). */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { queryNowUser, userInfoChange } from '../../../contract/routes/account.ts';
import { audit } from '../../auth/audit.ts';
import { inTransaction } from '../../db/index.ts';
import { nicknameAnswer, phoneProblem, smsCodeProblem } from '../../../contract/rules/index.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { consumeSmsCode } from '../../auth/smsCodes.ts';
import { userDeparts, userInfo } from '../../auth/users.ts';
import { isUniqueViolation } from '../../db/sql.ts';

/** Register the current-user and profile-change routes. */
export function profileRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, queryNowUser, {}, async (request) => {
    const me = request.user!;
    const [[user], departs, roleRows] = await Promise.all([
      db.select().from(users).where(eq(users.id, me.id)),
      userDeparts(db, me.id),
      db
        .select({ id: roles.id, roleCode: roles.roleCode, roleName: roles.roleName })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, me.id))
        .orderBy(roles.roleCode),
    ]);
    const deptName = departs.find((d) => d.orgCode === user.orgCode)?.departName;
    return ok({
      ...userInfo(user, deptName),
      roles: roleRows,
      roleCodes: roleRows.map((role) => role.roleCode),
      departs,
      departNames: departs.map((d) => d.departName),
    });
  });

  addRoute(app, userInfoChange, {}, async (request) => {
    const query = request.query;
    const me = request.user!;
    const changes: { realname?: string; phone?: string } = {};
    const changingPhone = query.phone !== undefined || query.smscode !== undefined;
    if (query.realname !== undefined || !changingPhone) {
      const problem = nicknameAnswer(query.realname);
      if (problem) fail(problem);
      changes.realname = query.realname!.trim();
    }
    if (changingPhone) {
      const phone = (query.phone ?? '').trim();
      const code = (query.smscode ?? '').trim();
      const problem = phoneProblem(phone) ?? smsCodeProblem(code);
      if (problem) fail(problem);
      // Any account holding the number blocks it, the caller's own included (nothing would change).
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      if (owner) fail('PHONE_EXISTS');
      // The code must have been sent for a change (smsmode '0'), not for a login.
      if (!(await consumeSmsCode(app.db, phone, code, 'change'))) fail('SMS_CODE_WRONG');
      changes.phone = phone;
    }
    let updated: typeof users.$inferSelect;
    try {
      updated = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date(), updatedBy: me.username })
          .where(and(eq(users.id, me.id), eq(users.deleted, false)))
          .returning();
        await audit(tx, request, 'account_change', me.username, {
          ...(changes.realname !== undefined ? { realname: changes.realname } : {}),
          ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail('PHONE_EXISTS');
      throw error;
    }
    const departs = await userDeparts(db, me.id);
    return ok(userInfo(updated, departs.find((d) => d.orgCode === updated.orgCode)?.departName), '修改成功');
  });
}
