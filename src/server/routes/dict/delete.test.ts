import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

// A server of its own: these tests remove seeded dictionaries the other dictionary tests read.
let server: TestServer;
let admin: string;
let buyer: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  buyer = await server.login('buyer');
});
afterAll(() => server.close());

const dictId = async (code: string) => (await server.database.db.select().from(dictionaries).where(eq(dictionaries.dictCode, code)))[0]?.id;
const itemsOf = (id: string) => server.database.db.select().from(dictionaryItems).where(eq(dictionaryItems.dictId, id));
const audits = (action: string) => server.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const del = (path: string, id: string, token = admin, headers?: Record<string, string>) => server.call('DELETE', path, { token, query: { id }, headers });

describe('DELETE /sys/dict/delete', () => {
  it('removes the dictionary with its items, audits what went and frees the code', async () => {
    const id = await dictId('priority');
    expect(await itemsOf(id)).toHaveLength(3);
    const { body } = await del('/sys/dict/delete', id);
    expect(body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await dictId('priority')).toBeUndefined();
    expect(await itemsOf(id)).toEqual([]);
    expect((await server.call('GET', '/sys/dict/getDictItems/priority', { token: buyer })).body.result).toEqual([]);
    const [entry] = await audits('dict_delete');
    expect(entry).toMatchObject({ username: 'admin', target: 'priority' });
    expect((entry.detail as { items: Array<{ itemValue: string }> }).items.map((item) => item.itemValue).sort()).toEqual(['H', 'L', 'M']);
    const again = await server.call('POST', '/sys/dict/add', { token: admin, body: { dictName: '优先级', dictCode: 'priority' } });
    expect(again.body.success).toBe(true);
  });

  it('refuses the system dictionary the product reads, naming it, and keeps its items', async () => {
    const id = await dictId('sys_setting');
    const { body } = await del('/sys/dict/delete', id);
    expect(body).toMatchObject({ success: false, message: '系统字典「平台设置」（sys_setting）由系统读取，不能删除' });
    const english = await del('/sys/dict/delete', id, admin, { 'accept-language': 'en' });
    expect(english.body.message).toBe('The system dictionary "平台设置" (sys_setting) is read by the product and cannot be deleted');
    expect(await dictId('sys_setting')).toBe(id);
    expect((await itemsOf(id)).length).toBeGreaterThan(0);
  });

  it('answers an unknown or already deleted dictionary as not found', async () => {
    expect((await del('/sys/dict/delete', 'missing')).body).toMatchObject({ success: false, message: '字典不存在' });
    const id = await dictId('send_status');
    expect((await del('/sys/dict/delete', id)).body.success).toBe(true);
    expect((await del('/sys/dict/delete', id)).body.message).toBe('字典不存在');
    expect((await server.call('DELETE', '/sys/dict/delete', { token: admin })).status).toBe(400);
  });
});

describe('DELETE /sys/dictItem/delete', () => {
  it('removes one item, which leaves the options, and audits it', async () => {
    const id = await dictId('sex');
    const [female] = (await itemsOf(id)).filter((item) => item.itemValue === '2');
    expect((await del('/sys/dictItem/delete', female.id)).body).toMatchObject({ success: true });
    expect((await itemsOf(id)).map((item) => item.itemValue)).toEqual(['1']);
    const options = await server.call('GET', '/sys/dict/getDictItems/sex', { token: buyer });
    expect(options.body.result.map((item: { value: string }) => item.value)).toEqual(['1']);
    expect((await audits('dict_item_delete')).at(-1)).toMatchObject({ target: 'sex', detail: { id: female.id, itemText: '女', itemValue: '2' } });
  });

  it('keeps the platform settings the product reads; an item an administrator added may go', async () => {
    const id = await dictId('sys_setting');
    const [register] = (await itemsOf(id)).filter((item) => item.itemText === 'registerEnable');
    expect((await del('/sys/dictItem/delete', register.id)).body).toMatchObject({
      success: false,
      message: '系统字典 sys_setting 的配置项 registerEnable 由系统读取，不能删除（可以修改或停用）',
    });
    const added = await server.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId: id, itemText: 'serviceTel', itemValue: '400-000-0000' } });
    expect((await del('/sys/dictItem/delete', added.body.result.id)).body.success).toBe(true);
    expect((await itemsOf(id)).map((item) => item.itemText)).not.toContain('serviceTel');
  });

  it('answers an unknown item as not found', async () => {
    expect((await del('/sys/dictItem/delete', 'missing')).body).toMatchObject({ success: false, message: '字典项不存在' });
  });
});

describe('permissions', () => {
  it('401 without a token, 403 without system:dict:delete, and nothing is removed', async () => {
    const id = await dictId('user_status');
    const [item] = await itemsOf(id);
    for (const [path, target] of [['/sys/dict/delete', id], ['/sys/dictItem/delete', item.id]]) {
      expect((await server.call('DELETE', path, { query: { id: target } })).status, path).toBe(401);
      const forbidden = await del(path, target, buyer);
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.body.message).toBe('拒绝访问：缺少权限 system:dict:delete');
    }
    expect(await itemsOf(id)).toHaveLength(2);
  });
});
