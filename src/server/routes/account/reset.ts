/**
 * POST /sys/user/passwordChange (the name the jeecg-era clients call): a forgotten password, reset with
 * an SMS code sent with smsmode '2'. Public: holding the phone is the proof. The new password is checked
 * before the code is used, so a weak one does not cost the code. Every session of the user ends, since a
 * reset is what someone does after losing control of the account.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { passwordReset } from '../../../contract/routes/account.ts';
import { audit } from '../../auth/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { confirmPasswordProblem, mobileProblem, passwordProblem, smsCodeProblem } from '../../../contract/rules/index.ts';
import { users } from '../../db/schema/index.ts';
import { fail, localeOf } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { consumeSmsCode } from '../../auth/smsCodes.ts';
import { loginLimit } from '../../http/limits.ts';
import { clearFailures } from '../../auth/loginThrottle.ts';
import { inTransaction } from '../../db/index.ts';

// Success messages are Chinese elsewhere; this one tells someone outside what to do next, in their language.
const RESET_DONE = { zh: '密码重置成功，请使用新密码登录', en: 'Password reset; please log in with the new password' };

/** 138****0002: enough for an administrator to recognise the number in the audit log, not to text it. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

/** Register the forgotten-password route. */
export function passwordResetRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, passwordReset, { config: { public: true, ...loginLimit } }, async (request) => {
    const body = request.body;
    const phone = (body.phone ?? '').trim();
    const code = (body.smscode ?? body.code ?? '').trim();
    const problem = mobileProblem(phone) ?? smsCodeProblem(code) ?? passwordProblem(body.password, 'NEW_PASSWORD_REQUIRED')
      ?? confirmPasswordProblem(body.confirmpassword, body.password);
    if (problem) fail(problem);
    if (!(await consumeSmsCode(app.db, phone, code, 'reset'))) {
      await audit(db, request, 'password_reset_failed', maskPhone(phone), { reason: 'wrong code' });
      fail('SMS_CODE_WRONG');
    }
    const [user] = await db
      .select({ id: users.id, username: users.username, status: users.status })
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.deleted, false)))
      .limit(1);
    if (!user) fail('PHONE_NOT_REGISTERED');
    const who = { id: user.id, username: user.username };
    if (user.status !== 1) {
      await audit(db, request, 'password_reset_failed', user.username, { reason: 'user frozen' }, who);
      fail('USER_FROZEN');
    }
    // Proving the phone also forgets failed logins, as an administrator's new password does.
    const passwordHash = await hashPassword(body.password!);
    await inTransaction(db, async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date(), updatedBy: user.username }).where(eq(users.id, user.id));
      await clearFailures(tx, user.username);
      const endedSessions = await revokeUserSessions(tx, user.id);
      await audit(tx, request, 'password_reset', user.username, { endedSessions }, who);
    });
    return ok(null, RESET_DONE[localeOf(request.headers['accept-language'])]);
  });
}
