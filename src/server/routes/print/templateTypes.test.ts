import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, printTemplateTypes } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

const BODY = { panels: [{ index: 0, name: 'p', paperType: 'A4', printElements: [] }] };

let server: TestServer;
let admin: string;
let buyer: string;
let supplier: string;
beforeAll(async () => {
  server = await startServer();
  [admin, buyer, supplier] = await Promise.all(['admin', 'buyer', 'supplier'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const types = async (query: Record<string, string> = {}) =>
  (await server.call('GET', '/print/templateTypes', { token: buyer, query: { pageSize: '100', ...query } })).body.result;

describe('GET /print/templateTypes', () => {
  it('lists the seeded types in their order, to anyone who may read templates', async () => {
    const result = await types();
    expect(result.records.map((t: { name: string }) => t.name)).toEqual(['送货单', '标签', '小票', '报表', '验收单', '备货单', '对账单', '对账报告', '招标评标表', '三方比价单', '会议定价表']);
    expect(result.records[0]).toMatchObject({ code: 'delivery_note', sortNo: 0, createdBy: 'admin' });
    expect((await types({ name: 'RECEIPT' })).records.map((t: { name: string }) => t.name)).toEqual(['小票', '验收单']);
    expect((await types({ pageSize: '3', pageNo: '2' }))).toMatchObject({ total: 11, pages: 4, current: 2, records: [{ name: '报表' }, { name: '验收单' }, { name: '备货单' }] });
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await server.call('GET', '/print/templateTypes')).status).toBe(401);
    expect((await server.call('GET', '/print/templateTypes', { token: supplier })).status).toBe(403);
  });
});

describe('POST /print/templateTypes', () => {
  it('adds a type, audited', async () => {
    const { body } = await server.call('POST', '/print/templateTypes', { token: admin, body: { name: ' 发票 ', code: 'invoice', sortNo: 99 } });
    expect(body).toMatchObject({ success: true, result: { name: '发票', code: 'invoice', sortNo: 99, createdBy: 'admin' } });
    expect((await types()).records.at(-1).code).toBe('invoice');
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'print_type_add'), eq(auditLog.target, body.result.id)));
    expect(audits).toHaveLength(1);
  });

  it('refuses missing and duplicate names and codes', async () => {
    const post = async (body: Record<string, unknown>) => (await server.call('POST', '/print/templateTypes', { token: admin, body })).body.message;
    expect(await post({ code: 'x' })).toBe('请输入类型名称');
    expect(await post({ name: 'x', code: ' ' })).toBe('请输入类型编码');
    expect(await post({ name: '标签', code: 'other' })).toBe('类型名称已存在');
    expect(await post({ name: '另一个', code: 'label' })).toBe('类型编码已存在');
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await server.call('POST', '/print/templateTypes', { body: { name: 'a', code: 'a' } })).status).toBe(401);
    const forbidden = await server.call('POST', '/print/templateTypes', { token: buyer, body: { name: 'a', code: 'a' } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('拒绝访问：缺少权限 print:templateType:manage');
  });
});

describe('PUT /print/templateTypes/:id', () => {
  it('renames, keeping names and codes unique', async () => {
    const { body: created } = await server.call('POST', '/print/templateTypes', { token: admin, body: { name: '入库单', code: 'stock_in' } });
    const id = created.result.id;
    const { body } = await server.call('PUT', `/print/templateTypes/${id}`, { token: admin, body: { name: '入库单据', sortNo: 3 } });
    expect(body).toMatchObject({ success: true, result: { name: '入库单据', code: 'stock_in', sortNo: 3, updatedBy: 'admin' } });
    // its own name and code are no conflict
    expect((await server.call('PUT', `/print/templateTypes/${id}`, { token: admin, body: { name: '入库单据', code: 'stock_in' } })).body.success).toBe(true);
    expect((await server.call('PUT', `/print/templateTypes/${id}`, { token: admin, body: { name: '小票' } })).body.message).toBe('类型名称已存在');
    expect((await server.call('PUT', `/print/templateTypes/${id}`, { token: admin, body: { code: 'receipt' } })).body.message).toBe('类型编码已存在');
    expect((await server.call('PUT', `/print/templateTypes/${id}`, { token: admin, body: { name: '' } })).body.message).toBe('请输入类型名称');
    expect((await server.call('PUT', '/print/templateTypes/ghost', { token: admin, body: { name: 'z' } })).body.message).toBe('模板类型不存在或已删除');
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await server.call('PUT', '/print/templateTypes/x', { body: { name: 'a' } })).status).toBe(401);
    expect((await server.call('PUT', '/print/templateTypes/x', { token: buyer, body: { name: 'a' } })).status).toBe(403);
  });
});

describe('DELETE /print/templateTypes/:id', () => {
  it('refuses a type that templates still use, private ones included', async () => {
    const { body: type } = await server.call('POST', '/print/templateTypes', { token: admin, body: { name: '周报', code: 'weekly' } });
    const { body: template } = await server.call('POST', '/print/templates', { token: buyer, body: { name: '私有周报', private: true, typeId: type.result.id, body: BODY } });
    const refused = await server.call('DELETE', `/print/templateTypes/${type.result.id}`, { token: admin });
    expect(refused.body).toMatchObject({ success: false, message: '该类型下还有 1 个模板，不能删除' });
    await server.call('DELETE', `/print/templates/${template.result.id}`, { token: admin }); // not visible to admin: private
    expect((await server.call('DELETE', `/print/templateTypes/${type.result.id}`, { token: admin })).body.success).toBe(false);
    // the owner moves it to another type; then the type can go
    await server.call('PUT', `/print/templates/${template.result.id}`, { token: buyer, body: { typeId: null, version: 1 } });
    expect((await server.call('DELETE', `/print/templateTypes/${type.result.id}`, { token: admin })).body.success).toBe(true);
    expect((await types()).records.map((t: { code: string }) => t.code)).not.toContain('weekly');
    const [row] = await server.database.db.select().from(printTemplateTypes).where(eq(printTemplateTypes.id, type.result.id));
    expect(row.deleted).toBe(true);
    // new templates cannot take the deleted type
    expect((await server.call('POST', '/print/templates', { token: admin, body: { name: 'x', typeId: type.result.id, body: BODY } })).body.message).toBe('模板类型不存在或已删除');
  });

  it('re-creating a deleted code brings the type back', async () => {
    const { body: type } = await server.call('POST', '/print/templateTypes', { token: admin, body: { name: '临时', code: 'temp' } });
    await server.call('DELETE', `/print/templateTypes/${type.result.id}`, { token: admin });
    const { body } = await server.call('POST', '/print/templateTypes', { token: admin, body: { name: '临时2', code: 'temp' } });
    expect(body).toMatchObject({ success: true, result: { id: type.result.id, name: '临时2', code: 'temp' } });
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await server.call('DELETE', '/print/templateTypes/x')).status).toBe(401);
    expect((await server.call('DELETE', '/print/templateTypes/x', { token: buyer })).status).toBe(403);
    expect((await server.call('DELETE', '/print/templateTypes/ghost', { token: admin })).body.message).toBe('模板类型不存在或已删除');
  });
});
