import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A fresh account (password Larder#2026) so that changes here leave the demo users alone. */
async function newUser(username: string, phone?: string): Promise<void> {
  const [buyer] = await server.database.db.select().from(users).where(eq(users.username, 'buyer'));
  await server.database.db.insert(users).values({ username, realname: username, passwordHash: buyer.passwordHash, phone, userType: 1 });
}

const lastCode = (phone: string) => server.sms.outbox.filter((m) => m.phone === phone).at(-1)!.text.match(/\d{6}/)![0];

describe('GET /sys/user/queryNowUser', () => {
  it('answers the user with roles and departments, never the hash', async () => {
    const { body } = await server.call('GET', '/sys/user/queryNowUser', { token: await server.login('canteen') });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({
      username: 'canteen',
      realname: '食堂王',
      userType: 3,
      phone: '13800000004',
      roles: [{ roleCode: 'canteen', roleName: '食堂管理员' }],
      roleCodes: ['canteen'],
      departNames: ['第一中学一食堂', '第一中学二食堂'],
    });
    expect(body.result.departs.map((d: { orgCode: string }) => d.orgCode)).toEqual(['A02A01', 'A02A02']);
    expect(typeof body.result.welcome).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|failedLogins/);
  });

  it('gives the current department name', async () => {
    const { body } = await server.call('GET', '/sys/user/queryNowUser', { token: await server.login('buyer') });
    expect(body.result).toMatchObject({ orgCode: 'A01A02', deptName: '采购中心', roleCodes: ['procurement'] });
  });

  it('401 without a token', async () => {
    expect((await server.call('GET', '/sys/user/queryNowUser')).status).toBe(401);
  });
});

describe('GET /sys/user/userInfoChange', () => {
  it('changes the nickname and audits it', async () => {
    await newUser('nick1');
    const token = await server.login('nick1');
    const { body } = await server.call('GET', '/sys/user/userInfoChange', { token, query: { realname: '小王_a1' } });
    expect(body).toMatchObject({ success: true, result: { username: 'nick1', realname: '小王_a1' } });
    expect((await server.call('GET', '/sys/user/queryNowUser', { token })).body.result.realname).toBe('小王_a1');
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'account_change'));
    expect(rows.some((row) => row.username === 'nick1')).toBe(true);
    // eight Chinese characters are allowed
    expect((await server.call('GET', '/sys/user/userInfoChange', { token, query: { realname: '一二三四五六七八' } })).body.success).toBe(true);
  });

  it('applies the nickname rules of section 5', async () => {
    const token = await server.login('buyer');
    const message = async (query: Record<string, string>) => (await server.call('GET', '/sys/user/userInfoChange', { token, query })).body.message;
    expect(await message({})).toBe('请输入昵称');
    expect(await message({ realname: '  ' })).toBe('请输入昵称');
    expect(await message({ realname: '一二三四五六七八九' })).toMatch(/^昵称格式不合法/);
    expect(await message({ realname: 'a b' })).toMatch(/^昵称格式不合法/);
    expect(await message({ realname: 'x<y>' })).toMatch(/^昵称格式不合法/);
    const english = await server.call('GET', '/sys/user/userInfoChange', { token, query: {}, headers: { 'accept-language': 'en' } });
    expect(english.body.message).toBe('Please enter nickname');
    const [buyer] = await server.database.db.select().from(users).where(eq(users.username, 'buyer'));
    expect(buyer.realname).toBe('采购员');
  });

  it('changes the phone with a code sent for a change', async () => {
    await newUser('phone1', '13700000001');
    const token = await server.login('phone1');
    const phone = '13700000111';
    expect((await server.call('POST', '/sys/sms', { body: { phone, smsmode: '0' } })).body.success).toBe(true);
    const code = lastCode(phone);
    const wrong = await server.call('GET', '/sys/user/userInfoChange', { token, query: { phone, smscode: code === '000000' ? '111111' : '000000' } });
    expect(wrong.body).toMatchObject({ success: false, message: '验证码错误或已过期' });
    const { body } = await server.call('GET', '/sys/user/userInfoChange', { token, query: { phone, smscode: code } });
    expect(body).toMatchObject({ success: true, result: { phone } });
    const [row] = await server.database.db.select().from(users).where(eq(users.username, 'phone1'));
    expect(row.phone).toBe(phone);
    // the code is used up
    await newUser('phone2');
    const again = await server.call('GET', '/sys/user/userInfoChange', { token: await server.login('phone2'), query: { phone: '13700000112', smscode: code } });
    expect(again.body.message).toBe('验证码错误或已过期');
  });

  it('refuses a phone that exists, a malformed phone and a missing code', async () => {
    const token = await server.login('buyer');
    const message = async (query: Record<string, string>) => (await server.call('GET', '/sys/user/userInfoChange', { token, query })).body.message;
    expect(await message({ phone: '13800000001', smscode: '123456' })).toBe('手机号已存在');
    expect(await message({ phone: '13800000002', smscode: '123456' })).toBe('手机号已存在');
    expect(await message({ phone: '', smscode: '123456' })).toBe('请输入手机号');
    expect(await message({ phone: '1380000', smscode: '123456' })).toBe('手机号格式不正确');
    expect(await message({ phone: '13700000222' })).toBe('请输入验证码');
    expect(await message({ phone: '13700000222', smscode: '123456' })).toBe('验证码错误或已过期');
  });

  it('401 without a token', async () => {
    expect((await server.call('GET', '/sys/user/userInfoChange', { query: { realname: 'x' } })).status).toBe(401);
  });
});

describe('POST /sys/user/updatePassword', () => {
  const change = (token: string, body: Record<string, string>) => server.call('POST', '/sys/user/updatePassword', { token, body });

  it('checks the old password, sets the new one and ends the other sessions', async () => {
    await newUser('pw1');
    const other = await server.login('pw1');
    const token = await server.login('pw1');
    const { body } = await change(token, { username: 'pw1', oldpassword: 'Larder#2026', password: 'New#Pass1', confirmpassword: 'New#Pass1' });
    expect(body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect((await server.call('GET', '/sys/user/queryNowUser', { token })).status).toBe(200);
    expect((await server.call('GET', '/sys/user/queryNowUser', { token: other })).status).toBe(401);
    expect((await server.call('POST', '/sys/login', { body: { username: 'pw1', password: 'Larder#2026' } })).body.success).toBe(false);
    expect((await server.call('POST', '/sys/login', { body: { username: 'pw1', password: 'New#Pass1' } })).body.success).toBe(true);
    const actions = (await server.database.db.select().from(auditLog).where(eq(auditLog.username, 'pw1'))).map((row) => row.action);
    expect(actions).toContain('password_change');
  });

  it('names each problem', async () => {
    await newUser('pw2');
    const token = await server.login('pw2');
    const message = async (body: Record<string, string>) => (await change(token, { username: 'pw2', ...body })).body.message;
    const good = { oldpassword: 'Larder#2026', password: 'New#Pass1', confirmpassword: 'New#Pass1' };
    expect(await message({ ...good, oldpassword: '' })).toBe('请输入旧密码');
    expect(await message({ ...good, password: '' })).toBe('请输入新密码');
    expect(await message({ ...good, password: 'A#1b', confirmpassword: 'A#1b' })).toBe('密码长度必须为6-16个字符');
    expect(await message({ ...good, password: 'A#1bcdefghijklmnop' })).toBe('密码长度必须为6-16个字符');
    expect(await message({ ...good, password: 'abcdef12', confirmpassword: 'abcdef12' })).toBe('密码必须包含大写字母、小写字母、数字和特殊字符');
    expect(await message({ ...good, confirmpassword: '' })).toBe('请确认新密码');
    expect(await message({ ...good, confirmpassword: 'New#Pass2' })).toBe('两次输入的密码不一致');
    expect(await message({ ...good, oldpassword: 'Wrong#123' })).toBe('旧密码输入错误');
    expect((await server.call('POST', '/sys/login', { body: { username: 'pw2', password: 'Larder#2026' } })).body.success).toBe(true);
  });

  it('a user may only change their own password', async () => {
    const token = await server.login('buyer');
    const { body } = await change(token, { username: 'admin', oldpassword: 'Larder#2026', password: 'New#Pass1', confirmpassword: 'New#Pass1' });
    expect(body).toMatchObject({ success: false, message: '只能修改自己的账号' });
    expect((await server.call('POST', '/sys/login', { body: { username: 'admin', password: 'Larder#2026' } })).body.success).toBe(true);
  });

  it('401 without a token', async () => {
    expect((await server.call('POST', '/sys/user/updatePassword', { body: {} })).status).toBe(401);
  });
});

describe('departments of the current user', () => {
  it('lists the departments and the current one', async () => {
    const token = await server.login('canteen');
    const { body } = await server.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(body.success).toBe(true);
    expect(body.result.list.map((d: { departName: string }) => d.departName)).toEqual(['第一中学一食堂', '第一中学二食堂']);
    expect(body.result.orgCode).toBeNull();
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: await server.login('buyer') })).body.result).toMatchObject({ orgCode: 'A01A02', list: [{ orgCode: 'A01A02', departName: '采购中心' }] });
  });

  it('PUT and POST /sys/selectDepart choose one of the user\'s departments', async () => {
    const token = await server.login('canteen');
    const put = await server.call('PUT', '/sys/selectDepart', { token, body: { orgCode: 'A02A02', username: 'canteen' } });
    expect(put.body).toMatchObject({ success: true, result: { userInfo: { username: 'canteen', orgCode: 'A02A02', deptName: '第一中学二食堂' } } });
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token })).body.result.orgCode).toBe('A02A02');
    const post = await server.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'A02A01' } });
    expect(post.body.result.userInfo.orgCode).toBe('A02A01');
    const [row] = await server.database.db.select().from(users).where(eq(users.username, 'canteen'));
    expect(row.orgCode).toBe('A02A01');
  });

  it('refuses a department the user does not belong to, a missing one and another user', async () => {
    const token = await server.login('canteen');
    expect((await server.call('PUT', '/sys/selectDepart', { token, body: { orgCode: 'A01' } })).body).toMatchObject({ success: false, message: '您不属于该部门' });
    expect((await server.call('PUT', '/sys/selectDepart', { token, body: {} })).body.message).toBe('请选择部门');
    expect((await server.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'A02A01', username: 'admin' } })).body.message).toBe('只能修改自己的账号');
  });

  it('401 without a token', async () => {
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts')).status).toBe(401);
    expect((await server.call('PUT', '/sys/selectDepart', { body: { orgCode: 'A02A01' } })).status).toBe(401);
    expect((await server.call('POST', '/sys/selectDepart', { body: { orgCode: 'A02A01' } })).status).toBe(401);
  });
});

describe('password guessing', () => {
  it('limits password changes per session', async () => {
    await newUser('pw3');
    const token = await server.login('pw3');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await server.call('POST', '/sys/user/updatePassword', { token, body: { oldpassword: 'Wrong#123', password: 'New#Pass1', confirmpassword: 'New#Pass1' } })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // another session is not affected
    const other = await server.login('buyer');
    expect((await server.call('POST', '/sys/user/updatePassword', { token: other, body: {} })).status).toBe(200);
  });
});
