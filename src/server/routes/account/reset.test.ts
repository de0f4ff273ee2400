import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, smsCodes, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { consumeSmsCode } from '../../auth/smsCodes.ts';
import { maskPhone } from './reset.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Reset#2026';

/** A fresh account with `phone` (password Larder#2026) so that resets here leave the demo users alone. */
async function newUser(username: string, phone: string, status = 1): Promise<void> {
  const [buyer] = await server.database.db.select().from(users).where(eq(users.username, 'buyer'));
  await server.database.db.insert(users).values({ username, realname: username, passwordHash: buyer.passwordHash, phone, userType: 1, status });
}

const hashOf = async (username: string) =>
  (await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, username)))[0].hash;

/** Ask for a code (smsmode '2' unless given) and read it back from the memory sender. */
async function codeFor(phone: string, smsmode = '2'): Promise<string> {
  const { body } = await server.call('POST', '/sys/sms', { body: { phone, smsmode } });
  expect(body).toMatchObject({ success: true });
  return server.sms.outbox.filter((m) => m.phone === phone).at(-1)!.text.match(/\d{6}/)![0];
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

const reset = (body: Record<string, string>, headers?: Record<string, string>) =>
  server.call('POST', '/sys/user/passwordChange', { body, headers });

const loginWorks = async (username: string, password: string) =>
  (await server.call('POST', '/sys/login', { body: { username, password } })).body.success as boolean;

const auditRows = async (action: string, target: string) =>
  server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('POST /sys/user/passwordChange', () => {
  it('resets the password with a code sent for it and ends every session of the user', async () => {
    await newUser('reset1', '13700000201');
    const earlier = await server.login('reset1');
    const code = await codeFor('13700000201');
    const [row] = await server.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13700000201'));
    expect(row.purpose).toBe('reset');
    // a code sent for a reset does not log in
    expect((await server.call('POST', '/sys/phoneLogin', { body: { phone: '13700000201', code } })).body.success).toBe(false);

    const { body } = await reset({ phone: '13700000201', smscode: code, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(body).toMatchObject({ success: true, message: '密码重置成功，请使用新密码登录' });
    expect((await server.call('GET', '/sys/user/queryNowUser', { token: earlier })).status).toBe(401);
    expect(await loginWorks('reset1', DEMO_PASSWORD)).toBe(false);
    expect(await loginWorks('reset1', NEW_PASSWORD)).toBe(true);

    const [entry] = await auditRows('password_reset', 'reset1');
    expect(entry).toMatchObject({ username: 'reset1', detail: { endedSessions: 1 } });
    expect(JSON.stringify(entry.detail)).not.toContain(NEW_PASSWORD);
    // the code is used up
    const again = await reset({ phone: '13700000201', smscode: code, password: 'Other#2026', confirmpassword: 'Other#2026' });
    expect(again.body).toMatchObject({ success: false, message: '验证码错误或已过期' });
    expect(await loginWorks('reset1', NEW_PASSWORD)).toBe(true);
  });

  it('uses a code up once when two requests race with it', async () => {
    await newUser('reset9', '13700000209');
    const code = await codeFor('13700000209');
    // Both look the code up before either marks it used; only one may get it.
    const results = await Promise.all([1, 2, 3].map(() => consumeSmsCode(server.app.db, '13700000209', code, 'reset')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a wrong code, keeps the password and audits the attempt with the phone masked', async () => {
    await newUser('reset2', '13700000202');
    const before = await hashOf('reset2');
    const code = await codeFor('13700000202');
    const { body } = await reset({ phone: '13700000202', smscode: otherThan(code), password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(body).toMatchObject({ success: false, message: '验证码错误或已过期' });
    expect(await hashOf('reset2')).toBe(before);
    expect(maskPhone('13800000002')).toBe('138****0002');
    const rows = await auditRows('password_reset_failed', '137****0202');
    expect(rows).toHaveLength(1);
    expect(rows[0].detail).toEqual({ reason: 'wrong code' });
    expect(JSON.stringify(rows)).not.toContain('13700000202');
  });

  it('refuses a code sent for login, which still logs in afterwards', async () => {
    await newUser('reset3', '13700000203');
    const code = await codeFor('13700000203', '1');
    const { body } = await reset({ phone: '13700000203', smscode: code, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(body).toMatchObject({ success: false, message: '验证码错误或已过期' });
    expect(await loginWorks('reset3', DEMO_PASSWORD)).toBe(true);
    const login = await server.call('POST', '/sys/phoneLogin', { body: { phone: '13700000203', code } });
    expect(login.body).toMatchObject({ success: true, result: { userInfo: { username: 'reset3' } } });
  });

  it('refuses a weak password without using up the code', async () => {
    await newUser('reset4', '13700000204');
    const code = await codeFor('13700000204');
    const weak = await reset({ phone: '13700000204', smscode: code, password: 'abcdef12', confirmpassword: 'abcdef12' });
    expect(weak.body).toMatchObject({ success: false, message: '密码必须包含大写字母、小写字母、数字和特殊字符' });
    const short = await reset({ phone: '13700000204', smscode: code, password: 'Ab1!', confirmpassword: 'Ab1!' });
    expect(short.body).toMatchObject({ success: false, message: '密码长度必须为6-16个字符' });
    // the same code still works, sent as `code` this time
    const { body } = await reset({ phone: '13700000204', code, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(body).toMatchObject({ success: true });
    expect(await loginWorks('reset4', NEW_PASSWORD)).toBe(true);
  });

  it('names each problem of the form before looking at the code', async () => {
    const good = { phone: '13800000002', smscode: '123456', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD };
    const message = async (body: Record<string, string>) => (await reset(body)).body.message;
    expect(await message({ ...good, phone: '' })).toBe('手机号格式不正确');
    expect(await message({ ...good, phone: '1380000000' })).toBe('手机号格式不正确');
    expect(await message({ ...good, smscode: ' ' })).toBe('请输入验证码');
    expect(await message({ ...good, password: '' })).toBe('请输入新密码');
    expect(await message({ ...good, confirmpassword: '' })).toBe('请确认新密码');
    expect(await message({ ...good, confirmpassword: 'Reset#2027' })).toBe('两次输入的密码不一致');
    expect(await message(good)).toBe('验证码错误或已过期');
    expect(await loginWorks('buyer', DEMO_PASSWORD)).toBe(true);
  });

  it('sends reset codes to registered phones only', async () => {
    const { body } = await server.call('POST', '/sys/sms', { body: { phone: '13912345678', smsmode: '2' } });
    expect(body).toMatchObject({ success: false, message: '该手机号未注册' });
    expect(server.sms.outbox.some((m) => m.phone === '13912345678')).toBe(false);
  });

  it('refuses a frozen user and leaves the password as it was', async () => {
    await newUser('reset5', '13700000205', 2);
    const before = await hashOf('reset5');
    const code = await codeFor('13700000205');
    const { body } = await reset({ phone: '13700000205', smscode: code, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(body).toMatchObject({ success: false, message: '该用户已冻结' });
    expect(await hashOf('reset5')).toBe(before);
    expect(await auditRows('password_reset_failed', 'reset5')).toMatchObject([{ detail: { reason: 'user frozen' } }]);
  });

  it('answers in English when asked', async () => {
    const en = { 'accept-language': 'en' };
    const unknown = await server.call('POST', '/sys/sms', { body: { phone: '13912345679', smsmode: '2' }, headers: en });
    expect(unknown.body.message).toBe('This phone number is not registered');
    const mismatch = await reset({ phone: '13800000002', smscode: '123456', password: NEW_PASSWORD, confirmpassword: 'Reset#2027' }, en);
    expect(mismatch.body.message).toBe('The two passwords differ');
    await newUser('reset6', '13700000206');
    const code = await codeFor('13700000206');
    const { body } = await reset({ phone: '13700000206', smscode: code, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }, en);
    expect(body).toMatchObject({ success: true, message: 'Password reset; please log in with the new password' });
  });
});
