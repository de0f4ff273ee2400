/**
 * POST /sys/user/updatePassword: a user changes their own password. The old password is checked, the
 * new one must pass section 5's rules, and every other session of the user ends (a password change is
 * what someone does after suspecting their account is used elsewhere); the current session stays.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { updatePassword } from '../../../contract/routes/account.ts';
import { audit } from '../../auth/audit.ts';
import { inTransaction } from '../../db/index.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { confirmPasswordProblem, oldPasswordProblem, passwordProblem } from '../../../contract/rules/index.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { requestToken } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/** Register the password-change route. */
export function passwordRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, updatePassword, {
    // Guessing the old password through a stolen session is as bad as guessing at login: limit each
    // session (not each address, which a whole office may share).
    config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (request) => `pw:${requestToken(request) ?? request.ip}` } },
  }, async (request) => {
    const body = request.body;
    const me = request.user!;
    if (body.username !== undefined && body.username.trim() !== me.username) fail('NOT_OWN_ACCOUNT');
    const problem = oldPasswordProblem(body.oldpassword) ?? passwordProblem(body.password, 'NEW_PASSWORD_REQUIRED')
      ?? confirmPasswordProblem(body.confirmpassword, body.password);
    if (problem) fail(problem);
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    if (!(await verifyPassword(body.oldpassword!, user.passwordHash))) {
      await audit(db, request, 'password_change_failed', me.username, { reason: 'wrong old password' });
      fail('OLD_PASSWORD_WRONG');
    }
    const passwordHash = await hashPassword(body.password!);
    await inTransaction(db, async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date(), updatedBy: me.username }).where(eq(users.id, me.id));
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, me.id), isNull(sessions.revokedAt), ne(sessions.id, request.sessionId!)))
        .returning({ id: sessions.id });
      await audit(tx, request, 'password_change', me.username, { endedSessions: ended.length });
    });
    return ok(null, '密码修改成功！');
  });
}
