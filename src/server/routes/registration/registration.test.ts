import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, dictionaryItems, roles, serviceContracts, suppliers, userRoles, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PASSWORD = 'Fresh#2026';
let nextPhone = 13700000100;

/**
 * A fresh phone number with a sign-up code sent to it (smsmode '0'), each from its own address: /sys/sms
 * allows 10 a minute per address, and this file asks for more than that.
 */
async function phoneWithCode(): Promise<{ phone: string; code: string }> {
  const phone = String(nextPhone++);
  const { body } = await server.call('POST', '/sys/sms', { body: { phone, smsmode: '0' }, remoteAddress: `10.0.0.${nextPhone % 250}` });
  expect(body.success).toBe(true);
  const text = server.sms.outbox.filter((message) => message.phone === phone).at(-1)!.text;
  return { phone, code: /\d{6}/.exec(text)![0] };
}

async function setRegisterEnable(value: string) {
  await server.database.db.update(dictionaryItems).set({ itemValue: value }).where(eq(dictionaryItems.itemText, 'registerEnable'));
}

const register = (body: Record<string, string>) => server.call('POST', '/sys/user/register', { body });
const registerSupplier = (body: Record<string, string>) => server.call('POST', '/supplier/register', { body });

function expectError(body: any, message: string) {
  expect(body.success).toBe(false);
  expect(body.message).toBe(message);
}

describe('POST /sys/user/register', () => {
  it('creates a canteen-type user without roles who can log in; the sign-up is audited', async () => {
    const { phone, code } = await phoneWithCode();
    const { status, body } = await register({ username: 'newcook', password: PASSWORD, phone, smscode: code, realname: '新厨师' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result).toEqual({ username: 'newcook' });
    const [user] = await server.database.db.select().from(users).where(eq(users.username, 'newcook'));
    expect(user).toMatchObject({ userType: 3, status: 1, phone, realname: '新厨师' });
    expect(await server.database.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
    expect(await server.login('newcook', PASSWORD)).toBeTruthy();
    const [entry] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'register'), eq(auditLog.target, 'newcook')));
    expect(entry).toMatchObject({ userId: user.id, username: 'newcook' });
  });

  it('refuses while registration is closed, in both languages', async () => {
    const { phone, code } = await phoneWithCode();
    await setRegisterEnable('0');
    try {
      const { body } = await register({ username: 'closed_one', password: PASSWORD, phone, smscode: code });
      expectError(body, '平台暂未开放注册，请联系管理员开通账号');
      const en = await server.call('POST', '/sys/user/register', { body: { username: 'closed_one', password: PASSWORD, phone, smscode: code }, headers: { 'accept-language': 'en' } });
      expect(en.body.message).toBe('Registration is not open on this platform; please ask the administrator for an account');
    } finally {
      await setRegisterEnable('1');
    }
    // the code was not used up while closed
    expect((await register({ username: 'closed_one', password: PASSWORD, phone, smscode: code })).body.success).toBe(true);
  });

  it('refuses a wrong code and a code that was already used', async () => {
    const { phone, code } = await phoneWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expectError((await register({ username: 'wrongcode', password: PASSWORD, phone, smscode: wrong })).body, '验证码错误或已过期');
    expectError((await register({ username: 'wrongcode', password: PASSWORD, phone, smscode: '' })).body, '请输入验证码');
    expect((await register({ username: 'wrongcode', password: PASSWORD, phone, smscode: code })).body.success).toBe(true);
    // a code belongs to the phone it was sent to
    const other = String(nextPhone++);
    expectError((await register({ username: 'wrongcode2', password: PASSWORD, phone: other, smscode: code })).body, '验证码错误或已过期');
  });

  it('refuses a taken username or phone, and keeps the code for another try', async () => {
    const { phone, code } = await phoneWithCode();
    expectError((await register({ username: 'admin', password: PASSWORD, phone, smscode: code })).body, '用户名已存在');
    expectError((await register({ username: 'takenphone', password: PASSWORD, phone: '13800000001', smscode: code })).body, '手机号已存在');
    expect((await register({ username: 'takenphone', password: PASSWORD, phone, smscode: code })).body.success).toBe(true);
  });

  it('refuses weak or badly sized passwords and bad fields', async () => {
    const { phone, code } = await phoneWithCode();
    expectError((await register({ username: 'weakling', password: 'abcdef12', phone, smscode: code })).body, '密码必须包含大写字母、小写字母、数字和特殊字符');
    expectError((await register({ username: 'weakling', password: 'Ab#1', phone, smscode: code })).body, '密码长度必须为6-16个字符');
    expectError((await register({ username: 'weakling', password: '', phone, smscode: code })).body, '请输入密码');
    expectError((await register({ username: '', password: PASSWORD, phone, smscode: code })).body, '请输入用户名');
    expectError((await register({ username: 'a b', password: PASSWORD, phone, smscode: code })).body, '用户名须为3-32位字母、数字、下划线或中划线');
    expectError((await register({ username: 'weakling', password: PASSWORD, phone: '12345', smscode: code })).body, '手机号格式不正确');
    expect(await server.database.db.select().from(users).where(eq(users.username, 'weakling'))).toEqual([]);
  });
});

describe('POST /supplier/register', () => {
  it('creates the company, its supplier user with the supplier role and a contract not yet initiated', async () => {
    const { phone, code } = await phoneWithCode();
    const { body } = await registerSupplier({ companyName: '新鲜农场有限公司', contact: '赵经理', phone, smscode: code, username: 'farm', password: PASSWORD });
    expect(body.success).toBe(true);
    expect(body.result.username).toBe('farm');
    const [user] = await server.database.db.select().from(users).where(eq(users.username, 'farm'));
    expect(user).toMatchObject({ userType: 2, phone, realname: '赵经理' });
    const [supplier] = await server.database.db.select().from(suppliers).where(eq(suppliers.userId, user.id));
    expect(supplier).toMatchObject({ id: body.result.supplierId, name: '新鲜农场有限公司', contact: '赵经理', phone });
    const contracts = await server.database.db.select().from(serviceContracts).where(eq(serviceContracts.supplierId, supplier.id));
    expect(contracts.map((contract) => contract.status)).toEqual([0]);
    const granted = await server.database.db.select({ code: roles.roleCode }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, user.id));
    expect(granted).toEqual([{ code: 'supplier' }]);
    expect(await server.login('farm', PASSWORD)).toBeTruthy();
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'supplier_register'));
    expect(entry).toMatchObject({ userId: user.id, target: '新鲜农场有限公司' });
  });

  it('is open while user self-registration is closed (supplier onboarding is separate)', async () => {
    const { phone, code } = await phoneWithCode();
    await setRegisterEnable('0');
    try {
      expect((await registerSupplier({ companyName: '山泉水厂', contact: '钱', phone, smscode: code, username: 'spring', password: PASSWORD })).body.success).toBe(true);
    } finally {
      await setRegisterEnable('1');
    }
  });

  it('refuses missing fields, a registered company, a wrong code, taken names and weak passwords — creating nothing', async () => {
    const { phone, code } = await phoneWithCode();
    const form = { companyName: '第二农场', contact: '孙', phone, smscode: code, username: 'farm2', password: PASSWORD };
    expectError((await registerSupplier({ ...form, companyName: ' ' })).body, '请输入公司名称');
    expectError((await registerSupplier({ ...form, contact: '' })).body, '请输入联系人');
    expectError((await registerSupplier({ ...form, companyName: '鲜丰食材有限公司' })).body, '该公司已注册为供应商');
    expectError((await registerSupplier({ ...form, smscode: code === '000000' ? '111111' : '000000' })).body, '验证码错误或已过期');
    expectError((await registerSupplier({ ...form, username: 'supplier' })).body, '用户名已存在');
    expectError((await registerSupplier({ ...form, phone: '13800000003' })).body, '手机号已存在');
    expectError((await registerSupplier({ ...form, password: 'password' })).body, '密码必须包含大写字母、小写字母、数字和特殊字符');
    expect(await server.database.db.select().from(suppliers).where(eq(suppliers.name, '第二农场'))).toEqual([]);
    expect((await registerSupplier(form)).body.success).toBe(true);
  });

  it('stores the company address: a district and the street line', async () => {
    const { phone, code } = await phoneWithCode();
    const { body } = await registerSupplier({
      companyName: '东城粮油商行', contact: '周', phone, smscode: code, username: 'dongcheng', password: PASSWORD, regionId: '110101', address: '  东直门内大街 1 号  ',
    });
    expect(body.success).toBe(true);
    const [supplier] = await server.database.db.select().from(suppliers).where(eq(suppliers.id, body.result.supplierId));
    expect(supplier).toMatchObject({ regionId: '110101', address: '东直门内大街 1 号' });
  });

  it('refuses a region that is not a district or does not exist, naming the field, and keeps the code', async () => {
    const { phone, code } = await phoneWithCode();
    const form = { companyName: '西城菜行', contact: '郑', phone, smscode: code, username: 'greens', password: PASSWORD };
    expectError((await registerSupplier({ ...form, regionId: '11' })).body, '所在地区（regionId）须选择到区县：11 不是已有的区县');
    expectError((await registerSupplier({ ...form, regionId: '1101' })).body, '所在地区（regionId）须选择到区县：1101 不是已有的区县');
    expectError((await registerSupplier({ ...form, regionId: '119999' })).body, '所在地区（regionId）须选择到区县：119999 不是已有的区县');
    const en = await server.call('POST', '/supplier/register', { body: { ...form, regionId: '1101' }, headers: { 'accept-language': 'en' } });
    expect(en.body.message).toBe('Region (regionId) must be an existing district: 1101 is not one');
    expect(await server.database.db.select().from(suppliers).where(eq(suppliers.name, '西城菜行'))).toEqual([]);
    expect((await server.call('POST', '/supplier/register', { body: { ...form, address: 'x'.repeat(201) } })).status).toBe(400);
    // both fields are optional: blank counts as absent
    const { body } = await registerSupplier({ ...form, regionId: '', address: ' ' });
    expect(body.success).toBe(true);
    const [supplier] = await server.database.db.select().from(suppliers).where(eq(suppliers.id, body.result.supplierId));
    expect(supplier).toMatchObject({ name: '西城菜行', regionId: null, address: null });
  });

  it('both calls are public and reject malformed bodies', async () => {
    expect((await server.call('POST', '/supplier/register', { body: { companyName: 'x'.repeat(101) } })).status).toBe(400);
    expect((await server.call('POST', '/sys/user/register', { body: { realname: 'x'.repeat(21) } })).status).toBe(400);
  });
});
