import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { categories, checkRules, permissions, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
let admin: string;
let buyer: string;
let supplier: string;
beforeAll(async () => {
  server = await startServer();
  [admin, buyer, supplier] = [await server.login('admin'), await server.login('buyer'), await server.login('supplier')];
});
afterAll(() => server.close());

const userId = async (username: string) => (await server.database.db.select().from(users).where(eq(users.username, username)))[0].id;

/** 401 without a token; 403 for `token` (a user without the permission). */
async function guarded(path: string, query: Record<string, string>, token: string): Promise<void> {
  expect((await server.call('GET', path, { query })).status, path).toBe(401);
  const forbidden = await server.call('GET', path, { token, query });
  expect(forbidden.status, path).toBe(403);
  expect(forbidden.body).toMatchObject({ success: false });
  expect(forbidden.body.message).toMatch(/^拒绝访问/);
}

describe('GET /sys/duplicate/check', () => {
  const check = (query: Record<string, string>, token = admin) => server.call('GET', '/sys/duplicate/check', { token, query });

  it('answers success for a free value and a clear message for a taken one', async () => {
    const taken = await check({ tableName: 'users', fieldName: 'username', fieldVal: 'buyer' });
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await check({ tableName: 'users', fieldName: 'username', fieldVal: 'nobody_yet' })).body).toMatchObject({ success: true, message: '该值可用！' });
    // the record being edited does not collide with itself
    expect((await check({ tableName: 'users', fieldName: 'username', fieldVal: 'buyer', dataId: await userId('buyer') })).body.success).toBe(true);
    expect((await check({ tableName: 'users', fieldName: 'phone', fieldVal: '13800000003' })).body.success).toBe(false);
    expect((await check({ tableName: 'users', fieldName: 'phone', fieldVal: '' })).body.success).toBe(true);
  });

  it('knows the back office\'s table and column names', async () => {
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).body.success).toBe(false);
    expect((await check({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'supplier' })).body.success).toBe(false);
    expect((await check({ tableName: 'roles', fieldName: 'roleCode', fieldVal: 'auditor' })).body.success).toBe(true);
    expect((await check({ tableName: 'departments', fieldName: 'org_code', fieldVal: 'A02A01' })).body.success).toBe(false);
    expect((await check({ tableName: 'dictionaries', fieldName: 'dictCode', fieldVal: 'sys_setting' })).body.success).toBe(false);
    expect((await check({ tableName: 'categories', fieldName: 'code', fieldVal: 'C01' })).body.success).toBe(false);
    expect((await check({ tableName: 'colleges', fieldName: 'code', fieldVal: 'C001' })).body.success).toBe(false);
    expect((await check({ tableName: 'print_template_types', fieldName: 'code', fieldVal: 'no_such_type_code' })).body.success).toBe(true);
  });

  it('compares addresses without regard to case', async () => {
    await server.database.db.update(users).set({ email: 'Buyer@Example.com' }).where(eq(users.username, 'buyer'));
    expect((await check({ tableName: 'users', fieldName: 'email', fieldVal: 'buyer@example.COM' })).body.success).toBe(false);
  });

  it('refuses anything outside the allowlist', async () => {
    for (const [tableName, fieldName] of [['users', 'password_hash'], ['sessions', 'token_hash'], ['pg_catalog.pg_user', 'usename'], ['users', '__proto__'], ['__proto__', 'x'], ['users; drop table users', 'id']]) {
      const { status, body } = await check({ tableName, fieldName, fieldVal: 'x' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, message: `不支持校验 ${tableName}.${fieldName}` });
    }
    expect((await check({ tableName: 'users' })).status).toBe(400);
  });

  it('401 without a token; 403 without a permission of the table\'s form', async () => {
    await guarded('/sys/duplicate/check', { tableName: 'users', fieldName: 'username', fieldVal: 'x' }, buyer);
    const forbidden = await check({ tableName: 'print_template_types', fieldName: 'code', fieldVal: 'x' }, buyer);
    expect(forbidden.status).toBe(403);
    // the buyer may check college codes (it holds the college list)
    expect((await check({ tableName: 'colleges', fieldName: 'code', fieldVal: 'C999' }, buyer)).body.success).toBe(true);
  });
});

describe('GET /sys/duplicate/checkMail', () => {
  it('checks the format and whether the address is taken', async () => {
    await server.database.db.update(users).set({ email: 'admin@larder.test' }).where(eq(users.username, 'admin'));
    const call = (query: Record<string, string>) => server.call('GET', '/sys/duplicate/checkMail', { token: admin, query });
    expect((await call({ email: 'ADMIN@larder.test' })).body).toMatchObject({ success: false, message: '邮箱已存在' });
    expect((await call({ email: 'admin@larder.test', dataId: await userId('admin') })).body.success).toBe(true);
    expect((await call({ email: 'new@larder.test' })).body).toMatchObject({ success: true });
    expect((await call({ email: 'not-an-address' })).body.message).toBe('邮箱格式不正确');
    expect((await call({})).body.message).toBe('邮箱格式不正确');
  });

  it('401 without a token, 403 without the user form', async () => {
    await guarded('/sys/duplicate/checkMail', { email: 'a@b.cn' }, buyer);
  });
});

describe('GET /sys/checkRule/checkByCode', () => {
  const check = (query: Record<string, string>) => server.call('GET', '/sys/checkRule/checkByCode', { token: buyer, query });

  it('passes a good value and names the first failing step', async () => {
    expect((await check({ ruleCode: 'phone', value: '13912345678' })).body).toMatchObject({ success: true, message: '校验通过' });
    expect((await check({ ruleCode: 'phone', value: '1391234' })).body).toMatchObject({ success: false, message: '手机号格式不正确' });
    expect((await check({ ruleCode: 'org_code', value: 'a01' })).body.message).toBe('机构编码必须以大写字母开头');
    expect((await check({ ruleCode: 'org_code', value: 'A_1' })).body.message).toBe('机构编码须为3-32位大写字母或数字');
    expect((await check({ ruleCode: 'org_code', value: 'A02B07' })).body.success).toBe(true);
    expect((await check({ ruleCode: 'org_code' })).body.message).toBe('机构编码必须以大写字母开头');
  });

  it('names an unknown or misconfigured rule', async () => {
    expect((await check({ ruleCode: 'nope', value: 'x' })).body.message).toBe('校验规则 nope 不存在');
    await server.database.db.insert(checkRules).values([
      { ruleCode: 'broken_regex', ruleName: 'x', ruleJson: [{ pattern: '(', message: 'm' }] },
      { ruleCode: 'broken_shape', ruleName: 'x', ruleJson: { pattern: '.' } },
    ]);
    expect((await check({ ruleCode: 'broken_regex', value: 'x' })).body.message).toBe('校验规则 broken_regex 配置有误');
    expect((await check({ ruleCode: 'broken_shape', value: 'x' })).body.message).toBe('校验规则 broken_shape 配置有误');
    expect((await check({ value: 'x' })).status).toBe(400);
  });

  it('401 without a token', async () => {
    expect((await server.call('GET', '/sys/checkRule/checkByCode', { query: { ruleCode: 'phone', value: '1' } })).status).toBe(401);
  });
});

describe('category tree', () => {
  it('loadTreeRoot answers the top level, one level at a time', async () => {
    const { body } = await server.call('GET', '/sys/category/loadTreeRoot', { token: buyer, query: { async: 'true', pcode: '0' } });
    expect(body.success).toBe(true);
    expect(body.result.map((node: { title: string }) => node.title)).toEqual(['蔬菜', '肉禽', '水产', '粮油', '调味品', '蛋奶', '水果']);
    expect(body.result[0]).toMatchObject({ code: 'C01', pid: '0', isLeaf: false, hasChild: '1' });
    expect(body.result[0].key).toBe(body.result[0].id);
    expect(body.result[0].children).toBeUndefined();
  });

  it('loadTreeRoot with async=false answers the whole tree; pcode picks a subtree', async () => {
    const whole = await server.call('GET', '/sys/category/loadTreeRoot', { token: buyer, query: { async: 'false' } });
    const meat = whole.body.result.find((node: { title: string }) => node.title === '肉禽');
    const pork = meat.children.find((node: { title: string }) => node.title === '猪肉');
    expect(pork.children.map((node: { title: string }) => node.title)).toEqual(['五花肉', '排骨', '里脊']);
    expect(pork.children[0]).toMatchObject({ isLeaf: true, hasChild: '0', pid: pork.id, code: 'C02001001' });
    const sub = await server.call('GET', '/sys/category/loadTreeRoot', { token: buyer, query: { pcode: 'C02' } });
    expect(sub.body.result.map((node: { title: string }) => node.title)).toEqual(['猪肉', '牛肉', '羊肉', '鸡肉', '鸭肉']);
    expect((await server.call('GET', '/sys/category/loadTreeRoot', { token: buyer, query: { pcode: 'ZZZ' } })).body.result).toEqual([]);
  });

  it('loadTreeChildren answers the children of a node', async () => {
    const [meat] = await server.database.db.select().from(categories).where(eq(categories.code, 'C02'));
    const { body } = await server.call('GET', '/sys/category/loadTreeChildren', { token: buyer, query: { pid: meat.id } });
    expect(body.result.map((node: { title: string; hasChild: string }) => [node.title, node.hasChild])).toEqual([['猪肉', '1'], ['牛肉', '0'], ['羊肉', '0'], ['鸡肉', '0'], ['鸭肉', '0']]);
    expect((await server.call('GET', '/sys/category/loadTreeChildren', { token: buyer, query: { pid: '0' } })).body.result).toHaveLength(7);
    expect((await server.call('GET', '/sys/category/loadTreeChildren', { token: buyer })).status).toBe(400);
  });

  it('401 without a token', async () => {
    expect((await server.call('GET', '/sys/category/loadTreeRoot')).status).toBe(401);
    expect((await server.call('GET', '/sys/category/loadTreeChildren', { query: { pid: '0' } })).status).toBe(401);
  });
});

describe('colleges and suppliers', () => {
  it('queryInfoByLoginUser gives canteen staff their college and canteens', async () => {
    const { body } = await server.call('GET', '/university/baseCollege/queryInfoByLoginUser', { token: await server.login('canteen') });
    expect(body).toMatchObject({ success: true, result: { name: '第一中学', code: 'C001', address: '学府路1号' } });
    expect(body.result.restaurants.map((r: { name: string }) => r.name).sort()).toEqual(['一食堂', '二食堂']);
  });

  it('queryInfoByLoginUser answers null for users outside a college', async () => {
    for (const token of [buyer, admin, supplier]) {
      expect((await server.call('GET', '/university/baseCollege/queryInfoByLoginUser', { token })).body).toMatchObject({ success: true, result: null });
    }
    expect((await server.call('GET', '/university/baseCollege/queryInfoByLoginUser')).status).toBe(401);
  });

  it('GET /university/baseCollege/list pages the colleges', async () => {
    const { body } = await server.call('GET', '/university/baseCollege/list', { token: buyer, query: { pageNo: '1', pageSize: '10' } });
    // 第一中学 and 实验中学 (the demo's second school, made by the school administration's services)
    expect(body.result).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(body.result.records.find((r: { code: string }) => r.code === 'C001')).toMatchObject({ name: '第一中学', code: 'C001', orgCode: 'A02', departName: '第一中学' });
    expect((await server.call('GET', '/university/baseCollege/list', { token: admin, query: { name: '第二' } })).body.result.total).toBe(0);
    await guarded('/university/baseCollege/list', {}, supplier);
  });

  it('GET /supplier/unboundList lists suppliers without an account', async () => {
    const { body } = await server.call('GET', '/supplier/unboundList', { token: admin });
    expect(body.result.map((s: { name: string }) => s.name)).toEqual(['绿源蔬菜合作社']);
    expect((await server.call('GET', '/supplier/unboundList', { token: admin, query: { name: '鲜丰' } })).body.result).toEqual([]);
    await guarded('/supplier/unboundList', {}, buyer);
  });
});

describe('/api lists', () => {
  it('GET /api/role lists every role', async () => {
    const { body } = await server.call('GET', '/api/role', { token: admin });
    expect(body.result.map((r: { roleCode: string }) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'canteen', 'procurement', 'supplier']));
    await guarded('/api/role', {}, buyer);
  });

  it('GET /api/service lists the server\'s services', async () => {
    const { body } = await server.call('GET', '/api/service', { token: admin });
    expect(body.result.map((s: { name: string }) => s.name)).toEqual(['api', 'database', 'live', 'storage']);
    expect(body.result[1]).toMatchObject({ status: 'up', detail: { kind: server.database.kind } });
    expect(body.result.every((s: { status: string }) => s.status === 'up')).toBe(true);
    await guarded('/api/service', {}, buyer);
  });

  it('GET /api/permission/no-pager lists every permission row', async () => {
    const { body } = await server.call('GET', '/api/permission/no-pager', { token: admin });
    const [{ n }] = await server.database.db.select({ n: count() }).from(permissions).where(eq(permissions.deleted, false));
    expect(body.result).toHaveLength(n);
    expect(body.result.some((row: { menuType: number; perms: string }) => row.menuType === 2 && row.perms === 'system:user:add')).toBe(true);
    await guarded('/api/permission/no-pager', {}, buyer);
  });

  it('is mounted under the API base: /api/api/…', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/api/role', headers: { 'x-access-token': admin } });
    expect(response.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/role', headers: { 'x-access-token': admin } })).statusCode).toBe(404);
  });
});
