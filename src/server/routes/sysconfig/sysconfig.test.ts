import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('supplier');
  await server.database.db.insert(config).values({ key: 'SYS_CONFIG_SMS_SECRET', value: 'do-not-leak' });
});
afterAll(() => server.close());

const query = (key?: string, auth: string | undefined = token) =>
  server.call('GET', '/system/sysConfig/queryByKey', { token: auth, query: key === undefined ? {} : { key } });

describe('GET /system/sysConfig/queryByKey', () => {
  it('answers the seeded values', async () => {
    expect((await query('SYS_CONFIG_PLATFORM_NAME')).body).toMatchObject({ success: true, result: '食材供应服务平台' });
    expect((await query('SYS_CONFIG_CONTRACT_TITLE')).body.result).toBe('平台技术服务合同');
    expect((await query('SYS_CONFIG_PAY_TIPS')).body.result).toContain('5000');
    expect((await query('SYS_CONFIG_CONTRACT_CHECK')).body.result).toBe('1');
  });

  it("passes the string 'null' on as is", async () => {
    expect((await query('SYS_CONFIG_PLATFORM_LOGO')).body).toMatchObject({ success: true, result: 'null' });
  });

  it('refuses keys that are not readable, secret or unknown alike', async () => {
    const secret = await query('SYS_CONFIG_SMS_SECRET');
    expect(secret.body).toMatchObject({ success: false, message: '配置项 SYS_CONFIG_SMS_SECRET 不存在或不可查询' });
    expect(JSON.stringify(secret.body)).not.toContain('do-not-leak');
    expect((await query('NO_SUCH_KEY')).body.message).toBe('配置项 NO_SUCH_KEY 不存在或不可查询');
  });

  it('asks for a key', async () => {
    expect((await query()).body).toMatchObject({ success: false, message: '请指定配置项' });
    expect((await query('  ')).body.message).toBe('请指定配置项');
  });

  it('401 without a token', async () => {
    expect((await query('SYS_CONFIG_PLATFORM_NAME', '')).status).toBe(401);
  });
});
