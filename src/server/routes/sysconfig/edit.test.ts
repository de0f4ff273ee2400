import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, config } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
let admin: string;
let buyer: string;
beforeAll(async () => {
  server = await startServer();
  [admin, buyer] = await Promise.all(['admin', 'buyer'].map((name) => server.login(name)));
  await server.database.db.insert(config).values({ key: 'SYS_CONFIG_SMS_SECRET', value: 'do-not-leak' });
});
afterAll(() => server.close());

const edit = (body: Record<string, unknown>, token: string | undefined = admin) =>
  server.call('PUT', '/system/sysConfig/edit', { token, body });
const list = (token: string | undefined = admin) => server.call('GET', '/system/sysConfig/list', { token });

describe('GET /system/sysConfig/list', () => {
  it('lists the platform keys with value and description, and nothing else', async () => {
    const { body } = await list();
    expect(body.success).toBe(true);
    expect(body.result.map((r: { key: string }) => r.key)).toEqual([
      'SYS_CONFIG_PLATFORM_NAME', 'SYS_CONFIG_PLATFORM_LOGO', 'SYS_CONFIG_PAY_TIPS',
      'SYS_CONFIG_PAY_CONTRACT_TEMPLATE', 'SYS_CONFIG_CONTRACT_TITLE', 'SYS_CONFIG_CONTRACT_CHECK',
    ]);
    expect(body.result[0]).toEqual({ key: 'SYS_CONFIG_PLATFORM_NAME', value: '食材供应服务平台', description: '平台名称' });
    expect(body.result[1].value).toBe('null');
    expect(JSON.stringify(body)).not.toContain('do-not-leak');
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await list('')).status).toBe(401);
    const forbidden = await list(buyer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('拒绝访问：缺少权限 system:config:edit');
  });
});

describe('PUT /system/sysConfig/edit', () => {
  it('saves a value, readable at once through queryByKey and the list, audited', async () => {
    const saved = await edit({ key: 'SYS_CONFIG_CONTRACT_TITLE', value: '新版技术服务合同' });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！', result: { key: 'SYS_CONFIG_CONTRACT_TITLE', value: '新版技术服务合同' } });
    const read = await server.call('GET', '/system/sysConfig/queryByKey', { token: buyer, query: { key: 'SYS_CONFIG_CONTRACT_TITLE' } });
    expect(read.body.result).toBe('新版技术服务合同');
    const listed = (await list()).body.result.find((r: { key: string }) => r.key === 'SYS_CONFIG_CONTRACT_TITLE');
    expect(listed.value).toBe('新版技术服务合同');
    const [entry] = await server.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'config_edit'), eq(auditLog.target, 'SYS_CONFIG_CONTRACT_TITLE')));
    expect(entry).toMatchObject({ username: 'admin', detail: { before: '平台技术服务合同', after: '新版技术服务合同' } });
  });

  it('creates the row of a listed key that has none', async () => {
    await server.database.db.delete(config).where(eq(config.key, 'SYS_CONFIG_PAY_TIPS'));
    expect((await list()).body.result.find((r: { key: string }) => r.key === 'SYS_CONFIG_PAY_TIPS').value).toBeNull();
    expect((await edit({ key: 'SYS_CONFIG_PAY_TIPS', value: '请预付' })).body.success).toBe(true);
    expect((await list()).body.result.find((r: { key: string }) => r.key === 'SYS_CONFIG_PAY_TIPS').value).toBe('请预付');
  });

  it('refuses unknown and secret keys alike, and leaves secrets alone', async () => {
    expect((await edit({ key: 'NO_SUCH_KEY', value: 'x' })).body).toMatchObject({ success: false, message: '配置项 NO_SUCH_KEY 不存在或不可修改' });
    expect((await edit({ key: 'SYS_CONFIG_SMS_SECRET', value: 'x' })).body.message).toBe('配置项 SYS_CONFIG_SMS_SECRET 不存在或不可修改');
    const [secret] = await server.database.db.select().from(config).where(eq(config.key, 'SYS_CONFIG_SMS_SECRET'));
    expect(secret.value).toBe('do-not-leak');
    expect((await edit({ value: 'x' })).body.message).toBe('请指定配置项');
  });

  it('validates the value', async () => {
    expect((await edit({ key: 'SYS_CONFIG_PAY_TIPS' })).body.message).toBe('请填写配置值');
    expect((await edit({ key: 'SYS_CONFIG_PAY_TIPS', value: 'x'.repeat(2001) })).body).toMatchObject({ success: false, message: '配置值不能超过 2000 个字符' });
    expect((await edit({ key: 'SYS_CONFIG_PAY_TIPS', value: 'x'.repeat(2000) })).body.success).toBe(true);
    expect((await edit({ key: 'SYS_CONFIG_CONTRACT_CHECK', value: 'yes' })).body.message).toBe('合同校验开关只能是 1（校验）或 0（不校验）');
    expect((await edit({ key: 'SYS_CONFIG_CONTRACT_CHECK', value: '0' })).body.success).toBe(true);
  });

  it('401 without a token, 403 for a buyer', async () => {
    expect((await edit({ key: 'SYS_CONFIG_PLATFORM_NAME', value: 'x' }, '')).status).toBe(401);
    const forbidden = await edit({ key: 'SYS_CONFIG_PLATFORM_NAME', value: 'x' }, buyer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('拒绝访问：缺少权限 system:config:edit');
    expect((await list()).body.result[0].value).toBe('食材供应服务平台');
  });
});
