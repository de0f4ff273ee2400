/**
 * Session calls (section 7): password, phone and token login, SMS codes, logout, the landing path.
 * Login-type calls answer code "200" on success.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../auth/audit.ts';
import { inTransaction } from '../../db/index.ts';
import { verifyAgainstNothing, verifyPassword } from '../../auth/passwords.ts';
import { resolveSession, revokeToken } from '../../auth/sessions.ts';
import { mobileProblem, smsCodeProblem } from '../../../contract/rules/index.ts';
import { roles, smsCodes, userRoles, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { loginOk, ok } from '../../http/envelope.ts';
import { requestToken } from '../../http/auth.ts';
import { completeLogin } from './login.ts';
import { clearFailures, takeAttempt } from '../../auth/loginThrottle.ts';
import { consumeSmsCode, hashCode } from '../../auth/smsCodes.ts';
import { loginLimit } from '../../http/limits.ts';
import { queueSms } from '../../jobs/sms.ts';
import { addRoute } from '../../http/route.ts';
import { logout as logoutRoute, logoutRedirect, passwordLogin, phoneLogin, queryLoginType, sendSms, tokenLogin } from '../../../contract/routes/session.ts';

export const DEFAULT_LANDING = '/dashboard/analysis';
const SMS_TTL_MS = 10 * 60_000;
const SMS_RESEND_MS = 60_000;


export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  addRoute(app, passwordLogin, { config: { public: true, ...loginLimit } }, async (request) => {
    const { username, password } = request.body;
    if (!username?.trim()) fail('USERNAME_REQUIRED');
    if (!password) fail('PASSWORD_REQUIRED');
    const account = username.trim();
    // Counted before the password is checked: parallel guesses cannot slip past the count (auth/loginThrottle.ts).
    const attempt = await takeAttempt(db, account, request.ip);
    if (!attempt.allowed) {
      await audit(db, request, 'login_throttled', account, { retryAfterMs: attempt.retryAfterMs });
      fail('LOGIN_THROTTLED', { minutes: Math.ceil(attempt.retryAfterMs / 60_000) });
    }
    const [user] = await db.select().from(users).where(and(eq(users.username, account), eq(users.deleted, false))).limit(1);
    if (!user) {
      // As slow as a wrong password for a real user: the answer's time does not tell who exists.
      await verifyAgainstNothing(password);
      await audit(db, request, 'login_failed', account, { reason: 'unknown user' });
      fail('LOGIN_FAILED');
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      await audit(db, request, 'login_failed', user.username, { reason: 'wrong password' }, { id: user.id, username: user.username });
      fail('LOGIN_FAILED');
    }
    await clearFailures(db, account, request.ip);
    if (user.status !== 1) fail('USER_FROZEN');
    return loginOk(await completeLogin(db, config, request, user, 'password'));
  });

  addRoute(app, sendSms, { config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    const body = request.body;
    const phone = (body.phone ?? body.mobile ?? '').trim();
    const problem = mobileProblem(phone);
    if (problem) fail(problem);
    const mode = body.smsmode ?? '1';
    const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), eq(users.deleted, false))).limit(1);
    // what the code is for: a code of one purpose never passes for another (consumeSmsCode)
    const purpose = mode === '1' ? 'login' : mode === '2' ? 'reset' : 'change';
    if (purpose !== 'change' && !owner) fail('PHONE_NOT_REGISTERED');
    if (purpose === 'change' && owner) fail('PHONE_EXISTS');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await inTransaction(db, async (tx) => {
      // One send per number at a time, on every instance: requests that arrive together (at one server or
      // at several) are checked one after the other, so only the first of them finds no recent code.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
      const [last] = await tx
        .select({ ageMs: sql<number>`greatest(0, extract(epoch from clock_timestamp() - ${smsCodes.createdAt}) * 1000)`.mapWith(Number) })
        .from(smsCodes)
        .where(eq(smsCodes.phone, phone))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (last && last.ageMs < SMS_RESEND_MS) fail('SMS_TOO_SOON', { seconds: Math.ceil((SMS_RESEND_MS - last.ageMs) / 1000) });
      await tx.insert(smsCodes).values({ phone, codeHash: hashCode(phone, code), purpose, expiresAt: sql`now() + make_interval(secs => ${SMS_TTL_MS / 1000})` });
    });
    // Sent by the sms.send job (retried when the gateway fails); this process usually sends it before answering.
    await queueSms(app, phone, `您的验证码是 ${code}，10分钟内有效。`);
    return ok(null, '验证码已发送');
  });

  addRoute(app, phoneLogin, { config: { public: true, ...loginLimit } }, async (request) => {
    const body = request.body;
    const phone = (body.phone ?? body.mobile ?? '').trim();
    const code = (body.code ?? body.captcha ?? '').trim();
    const problem = mobileProblem(phone) ?? smsCodeProblem(code);
    if (problem) fail(problem);
    if (!(await consumeSmsCode(app.db, phone, code, 'login'))) fail('SMS_CODE_WRONG');
    const [user] = await db.select().from(users).where(and(eq(users.phone, phone), eq(users.deleted, false))).limit(1);
    if (!user) fail('PHONE_NOT_REGISTERED');
    if (user.status !== 1) fail('USER_FROZEN');
    return loginOk(await completeLogin(db, config, request, user, 'phone'));
  });

  addRoute(app, tokenLogin, { config: { public: true, ...loginLimit } }, async (request) => {
    const token = request.query.token;
    if (!token) fail('TOKEN_INVALID');
    const session = await resolveSession(db, token, config.tokenTtlMs);
    if (session.state === 'frozen') fail('USER_FROZEN');
    if (session.state !== 'valid') fail('TOKEN_INVALID');
    const [user] = await db.select().from(users).where(eq(users.id, session.user.id));
    return loginOk(await completeLogin(db, config, request, user, 'token'));
  });

  addRoute(app, logoutRoute, { config: { public: true } }, async (request) => {
    await logout(app, request);
    return ok(null, '退出登录成功！');
  });

  // The browser's own logout navigation: revoke, then back to the login page.
  addRoute(app, logoutRedirect, { config: { public: true } }, async (request, reply) => {
    await logout(app, request);
    return reply.redirect('/user/login', 302);
  });

  addRoute(app, queryLoginType, {}, async (request) => {
    const rows = await db
      .select({ landingPath: roles.landingPath })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, request.user!.id))
      .orderBy(roles.roleCode);
    return ok(rows.find((row) => row.landingPath)?.landingPath ?? DEFAULT_LANDING);
  });
}

async function logout(app: FastifyInstance, request: Parameters<typeof requestToken>[0]): Promise<void> {
  const token = requestToken(request);
  if (!token) return;
  await inTransaction(app.db, async (tx) => {
    const who = await revokeToken(tx, token);
    if (who) await audit(tx, request, 'logout', who.username, undefined, who);
  });
}

