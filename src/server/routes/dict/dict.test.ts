import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, dictionaries } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
let admin: string;
let buyer: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  buyer = await server.login('buyer');
});
afterAll(() => server.close());

const dictId = async (code: string) => (await server.database.db.select().from(dictionaries).where(eq(dictionaries.dictCode, code)))[0].id;

describe('GET /sys/dict/getDictItems/:code', () => {
  it('answers the platform settings without a token, in order, as value/text/label/title', async () => {
    const { status, body } = await server.call('GET', '/sys/dict/getDictItems/sys_setting');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result.map((item: { text: string }) => item.text)).toEqual(['casEnable', 'registerEnable', 'platformName', 'bg', 'ico', 'logo', 'icp', 'institutionName']);
    expect(body.result[2]).toEqual({ value: '食材供应服务平台', text: 'platformName', label: 'platformName', title: 'platformName' });
  });

  it('other dictionaries need a token', async () => {
    expect((await server.call('GET', '/sys/dict/getDictItems/sex')).status).toBe(401);
    const { body } = await server.call('GET', '/sys/dict/getDictItems/sex', { token: buyer });
    expect(body.result).toEqual([
      { value: '1', text: '男', label: '男', title: '男' },
      { value: '2', text: '女', label: '女', title: '女' },
    ]);
  });

  it('an unknown code answers an empty list', async () => {
    expect((await server.call('GET', '/sys/dict/getDictItems/nothing_here', { token: buyer })).body).toMatchObject({ success: true, result: [] });
  });
});

describe('dictionary administration', () => {
  it('GET /sys/dict/list pages and filters', async () => {
    const { body } = await server.call('GET', '/sys/dict/list', { token: admin, query: { pageNo: '1', pageSize: '3' } });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ size: 3, current: 1 });
    expect(body.result.records).toHaveLength(3);
    expect(body.result.pages).toBe(Math.ceil(body.result.total / 3));
    const filtered = await server.call('GET', '/sys/dict/list', { token: admin, query: { dictCode: 'sys_sett' } });
    expect(filtered.body.result.records.map((r: { dictCode: string }) => r.dictCode)).toEqual(['sys_setting']);
    // the user's own % and _ are literal
    expect((await server.call('GET', '/sys/dict/list', { token: admin, query: { dictName: '%' } })).body.result.total).toBe(0);
  });

  it('POST /sys/dict/add adds, audits and refuses bad or taken codes', async () => {
    const { body } = await server.call('POST', '/sys/dict/add', { token: admin, body: { dictName: '计量单位', dictCode: 'unit', description: '商品单位' } });
    expect(body).toMatchObject({ success: true, result: { dictName: '计量单位', dictCode: 'unit' } });
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'dict_add'));
    expect(audits.map((row) => row.target)).toContain('unit');
    const message = async (payload: Record<string, string>) => (await server.call('POST', '/sys/dict/add', { token: admin, body: payload })).body.message;
    expect(await message({ dictName: 'x', dictCode: 'unit' })).toBe('字典编码已存在');
    expect(await message({ dictCode: 'abc' })).toBe('请输入字典名称');
    expect(await message({ dictName: 'x' })).toBe('请输入字典编码');
    expect(await message({ dictName: 'x', dictCode: 'a b' })).toMatch(/^字典编码只能由/);
  });

  it('PUT /sys/dict/edit renames, keeps sys_setting\'s code and refuses a taken code', async () => {
    const id = await dictId('priority');
    const { body } = await server.call('PUT', '/sys/dict/edit', { token: admin, body: { id, dictName: '优先级别', dictCode: 'priority' } });
    expect(body).toMatchObject({ success: true, result: { dictName: '优先级别' } });
    const message = async (payload: Record<string, string>) => (await server.call('PUT', '/sys/dict/edit', { token: admin, body: payload })).body.message;
    expect(await message({ id, dictName: 'x', dictCode: 'sex' })).toBe('字典编码已存在');
    expect(await message({ id: 'missing', dictName: 'x', dictCode: 'y' })).toBe('字典不存在');
    expect(await message({ id: await dictId('sys_setting'), dictName: '平台设置', dictCode: 'settings' })).toBe('系统字典 sys_setting 的编码不能修改');
    expect((await server.call('PUT', '/sys/dict/edit', { token: admin, body: { id: await dictId('sys_setting'), dictName: '平台配置', dictCode: 'sys_setting' } })).body.success).toBe(true);
  });

  it('401 without a token and 403 without the permission', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, unknown]> = [
      ['GET', '/sys/dict/list', undefined],
      ['POST', '/sys/dict/add', { dictName: 'x', dictCode: 'x1' }],
      ['PUT', '/sys/dict/edit', { id: 'x', dictName: 'x', dictCode: 'x1' }],
      ['GET', '/sys/dictItem/list?dictId=x', undefined],
      ['POST', '/sys/dictItem/add', { dictId: 'x', itemText: 'a', itemValue: 'b' }],
      ['PUT', '/sys/dictItem/edit', { id: 'x', itemText: 'a' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.call(method, path, { body })).status, path).toBe(401);
      const forbidden = await server.call(method, path, { token: buyer, body });
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.body.message).toMatch(/^拒绝访问：缺少权限 system:dict:/);
    }
  });
});

describe('dictionary item administration', () => {
  it('adds an item that forms see at once, in its order', async () => {
    const id = await dictId('sex');
    const { body } = await server.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId: id, itemText: '未知', itemValue: '0', sortOrder: -1 } });
    expect(body).toMatchObject({ success: true, result: { itemText: '未知', itemValue: '0', status: 1 } });
    const items = await server.call('GET', '/sys/dict/getDictItems/sex', { token: buyer });
    expect(items.body.result.map((item: { value: string }) => item.value)).toEqual(['0', '1', '2']);
  });

  it('refuses a taken value, missing fields, a bad status and an unknown dictionary', async () => {
    const id = await dictId('sex');
    const message = async (payload: Record<string, unknown>) => (await server.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId: id, ...payload } })).body.message;
    expect(await message({ itemText: '男性', itemValue: '1' })).toBe('该字典中已有数据值 1');
    expect(await message({ itemValue: '9' })).toBe('请输入名称');
    expect(await message({ itemText: '其他' })).toBe('请输入数据值');
    expect(await message({ itemText: '其他', itemValue: '9', status: 5 })).toBe('状态只能是1（启用）或0（不启用）');
    expect(await message({ dictId: 'missing', itemText: '其他', itemValue: '9' })).toBe('字典不存在');
  });

  it('sys_setting is keyed by text: an empty value is fine, a second item of the same name is not', async () => {
    const id = await dictId('sys_setting');
    expect((await server.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId: id, itemText: 'serviceTel', itemValue: '' } })).body.success).toBe(true);
    const again = await server.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId: id, itemText: 'platformName', itemValue: 'x' } });
    expect(again.body.message).toBe('该字典中已有数据值 platformName');
  });

  it('lists items in pages and edits them; a disabled item leaves the options', async () => {
    const id = await dictId('user_type');
    const list = await server.call('GET', '/sys/dictItem/list', { token: admin, query: { dictId: id, pageSize: '2' } });
    expect(list.body.result).toMatchObject({ total: 4, size: 2, pages: 2 });
    expect(list.body.result.records.map((r: { itemText: string }) => r.itemText)).toEqual(['采购', '供应商']);
    const platform = (await server.call('GET', '/sys/dictItem/list', { token: admin, query: { dictId: id, itemText: '平台' } })).body.result.records[0];
    const { body } = await server.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: platform.id, status: 0, itemText: '平台人员' } });
    expect(body).toMatchObject({ success: true, result: { status: 0, itemText: '平台人员', itemValue: '4' } });
    const options = await server.call('GET', '/sys/dict/getDictItems/user_type', { token: buyer });
    expect(options.body.result.map((item: { value: string }) => item.value)).toEqual(['1', '2', '3']);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'dict_item_edit'));
    expect(audits).toHaveLength(1);
    expect((await server.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: platform.id, itemValue: '1' } })).body.message).toBe('该字典中已有数据值 1');
    expect((await server.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: 'missing', itemText: 'x' } })).body.message).toBe('字典项不存在');
  });

  it('the item list needs its dictionary', async () => {
    expect((await server.call('GET', '/sys/dictItem/list', { token: admin })).status).toBe(400);
  });
});
