import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, printTemplates } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

/** A hiprint template as a designer writes it: odd key order, options the engine does not know. */
const HIPRINT = {
  zeta: { last: 1, first: [3, 2, 1] },
  panels: [
    {
      printElements: [
        {
          printElementType: { type: 'text', title: '文本', provider: 'defaultModule' },
          options: { top: 30, left: 20, width: 200, height: 20, title: '自定义', hiprintUnknown: { b: 2, a: 1 }, 'data-x': null },
        },
      ],
      paperType: 'A4',
      name: '面板',
      index: 0,
      watermarkOptions: {},
      panelLayoutOptions: { layoutType: 'column', layoutRowGap: 0 },
    },
  ],
  alpha: '最后',
};

let server: TestServer;
let admin: string;
let buyer: string;
let canteen: string;
let supplier: string;
beforeAll(async () => {
  server = await startServer();
  [admin, buyer, canteen, supplier] = await Promise.all(['admin', 'buyer', 'canteen', 'supplier'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const create = async (token: string, body: Record<string, unknown>) => {
  const response = await server.call('POST', '/print/templates', { token, body: { body: HIPRINT, ...body } });
  expect(response.body.success, JSON.stringify(response.body)).toBe(true);
  return response.body.result as { id: string; version: number };
};

describe('GET /print/templates', () => {
  it('lists the seeded shared templates with their type, without bodies', async () => {
    const { body } = await server.call('GET', '/print/templates', { token: canteen, query: { pageSize: '50' } });
    expect(body.success).toBe(true);
    const names = body.result.records.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['送货单', '货架标签', '收款小票', '月度结算报告']));
    const note = body.result.records.find((r: { name: string }) => r.name === '送货单');
    expect(note).toMatchObject({ typeName: '送货单', ownerId: null, private: false, version: 1, updatedBy: 'admin' });
    expect(Object.keys(note).sort()).toEqual(['id', 'name', 'ownerId', 'private', 'typeId', 'typeName', 'updatedAt', 'updatedBy', 'version']);
    expect(body.result).toMatchObject({ current: 1, size: 50 });
    expect(body.result.total).toBe(body.result.records.length);
  });

  it('filters by name (contains, any case, wildcards literal) and type, and pages', async () => {
    await create(admin, { name: 'Kitchen LABEL 50%' });
    const byName = await server.call('GET', '/print/templates', { token: admin, query: { name: 'label 50' } });
    expect(byName.body.result.records.map((r: { name: string }) => r.name)).toEqual(['Kitchen LABEL 50%']);
    expect((await server.call('GET', '/print/templates', { token: admin, query: { name: '%' } })).body.result.total).toBe(1);
    expect((await server.call('GET', '/print/templates', { token: admin, query: { name: '_' } })).body.result.total).toBe(0);

    const types = (await server.call('GET', '/print/templateTypes', { token: admin, query: { pageSize: '50' } })).body.result.records;
    const label = types.find((t: { code: string }) => t.code === 'label');
    const byType = await server.call('GET', '/print/templates', { token: admin, query: { typeId: label.id } });
    expect(byType.body.result.records.map((r: { name: string }) => r.name)).toEqual(['货架标签']);

    const paged = await server.call('GET', '/print/templates', { token: admin, query: { pageNo: '2', pageSize: '2' } });
    // the eleven seeded templates (one per seeded type but 报表's, the reconciliation report's and the three purchase documents' included) and the one made above
    expect(paged.body.result).toMatchObject({ current: 2, size: 2, total: 12, pages: 6 });
    expect(paged.body.result.records).toHaveLength(2);
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await server.call('GET', '/print/templates')).status).toBe(401);
    const forbidden = await server.call('GET', '/print/templates', { token: supplier });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('拒绝访问：缺少权限 print:template:list');
    expect((await server.call('GET', '/print/templates/x', { token: supplier })).status).toBe(403);
  });
});

describe('GET /print/templates/:id', () => {
  it('answers a seeded template with the body exactly as in public/templates', async () => {
    const list = await server.call('GET', '/print/templates', { token: admin, query: { name: '收款小票' } });
    const { body } = await server.call('GET', `/print/templates/${list.body.result.records[0].id}`, { token: admin });
    expect(body.result).toMatchObject({ name: '收款小票', private: false, version: 1, updatedBy: 'admin' });
    expect(Object.keys(body.result).sort()).toEqual(['body', 'id', 'name', 'private', 'sampleData', 'typeCode', 'typeId', 'updatedAt', 'updatedBy', 'version']);
    const file = JSON.parse(readFileSync(new URL('../../../../public/templates/receipt.json', import.meta.url), 'utf8'));
    expect(JSON.stringify(body.result.body)).toBe(JSON.stringify(file));
  });

  it('names its type’s code (the designer offers that document’s fields), null without a type', async () => {
    const list = await server.call('GET', '/print/templates', { token: admin, query: { name: '送货单' } });
    const note = list.body.result.records.find((r: { typeName: string | null }) => r.typeName === '送货单');
    expect((await server.call('GET', `/print/templates/${note.id}`, { token: admin })).body.result.typeCode).toBe('delivery_note');
    const { id } = await create(buyer, { name: '无类型' });
    expect((await server.call('GET', `/print/templates/${id}`, { token: buyer })).body.result.typeCode).toBeNull();
  });

  it('keeps key order and unknown options byte for byte', async () => {
    const { id } = await create(buyer, { name: '原样保存' });
    const { body } = await server.call('GET', `/print/templates/${id}`, { token: buyer });
    expect(JSON.stringify(body.result.body)).toBe(JSON.stringify(HIPRINT));
    // as the database holds it, too
    const [row] = await server.database.db.select({ body: printTemplates.body }).from(printTemplates).where(eq(printTemplates.id, id));
    expect(JSON.stringify(row.body)).toBe(JSON.stringify(HIPRINT));
  });

  it('answers an unknown or deleted id as not found', async () => {
    const { body } = await server.call('GET', '/print/templates/nope', { token: admin });
    expect(body).toMatchObject({ success: false, message: '打印模板不存在或已删除' });
  });
});

describe('POST /print/templates', () => {
  it('creates a shared template at version 1, audited', async () => {
    const { body } = await server.call('POST', '/print/templates', { token: buyer, body: { name: ' 新模板 ', body: HIPRINT } });
    expect(body).toMatchObject({ success: true, result: { name: '新模板', private: false, version: 1, updatedBy: 'buyer' } });
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'print_template_add'), eq(auditLog.target, body.result.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0].username).toBe('buyer');
  });

  it('accepts the body as JSON text and stores it as JSON', async () => {
    const { id } = await create(admin, { name: '文本形式', body: JSON.stringify(HIPRINT) });
    const { body } = await server.call('GET', `/print/templates/${id}`, { token: admin });
    expect(JSON.stringify(body.result.body)).toBe(JSON.stringify(HIPRINT));
  });

  it('refuses a body the engine cannot load, naming the path', async () => {
    const bad = { panels: [{ paperType: 'Z9', printElements: [{ options: {}, printElementType: { type: 'nope' } }] }] };
    const { status, body } = await server.call('POST', '/print/templates', { token: admin, body: { name: 'x', body: bad } });
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.message).toContain('模板内容不正确：panels[0].paperType: not found pagetype; ');
    expect(body.message).toContain("panels[0].printElements[0].printElementType.type: unknown element type 'nope'");
    const notJson = await server.call('POST', '/print/templates', { token: admin, body: { name: 'x', body: '{"panels": [' } });
    expect(notJson.body.message).toMatch(/^模板内容不正确：not valid JSON/);
    const missing = await server.call('POST', '/print/templates', { token: admin, body: { name: 'x' } });
    expect(missing.body.message).toBe('模板内容不正确：expected a template object with a panels list');
    const english = await server.call('POST', '/print/templates', { token: admin, body: { name: 'x', body: { panels: 1 } }, headers: { 'accept-language': 'en' } });
    expect(english.body.message).toBe('The template is not valid: panels: expected a list of panels');
  });

  it('needs a name and a live type', async () => {
    expect((await server.call('POST', '/print/templates', { token: admin, body: { name: '  ', body: HIPRINT } })).body.message).toBe('请输入模板名称');
    expect((await server.call('POST', '/print/templates', { token: admin, body: { name: 'a', typeId: 'ghost', body: HIPRINT } })).body.message).toBe('模板类型不存在或已删除');
  });

  it('refuses a body over the size limit', async () => {
    const huge = { ...HIPRINT, padding: 'x'.repeat(2.5 * 1024 * 1024) };
    const { status, body } = await server.call('POST', '/print/templates', { token: admin, body: { name: 'big', body: huge } });
    expect(status).toBe(413);
    expect(body.success).toBe(false);
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await server.call('POST', '/print/templates', { body: { name: 'a', body: HIPRINT } })).status).toBe(401);
    expect((await server.call('POST', '/print/templates', { token: canteen, body: { name: 'a', body: HIPRINT } })).status).toBe(403);
  });
});

describe('PUT /print/templates/:id', () => {
  it('saves at the version read and answers the next one', async () => {
    const { id } = await create(admin, { name: '版本' });
    const changed = { ...HIPRINT, alpha: '改了' };
    const { body } = await server.call('PUT', `/print/templates/${id}`, { token: buyer, body: { name: '版本2', body: changed, version: 1 } });
    expect(body).toMatchObject({ success: true, result: { id, version: 2, updatedBy: 'buyer' } });
    const read = (await server.call('GET', `/print/templates/${id}`, { token: admin })).body.result;
    expect(read).toMatchObject({ name: '版本2', version: 2, updatedBy: 'buyer' });
    expect(JSON.stringify(read.body)).toBe(JSON.stringify(changed));
    // a save without a body keeps the body
    expect((await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { name: '版本3', version: 2 } })).body.result.version).toBe(3);
    expect(JSON.stringify((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.result.body)).toBe(JSON.stringify(changed));
  });

  it('answers 409 on a stale version, naming who saved it and when', async () => {
    const { id } = await create(admin, { name: '并发' });
    expect((await server.call('PUT', `/print/templates/${id}`, { token: buyer, body: { name: '采购改', version: 1 } })).body.success).toBe(true);
    const stale = await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { name: '管理员改', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 409 });
    expect(stale.body.message).toMatch(/^模板已被 采购员（buyer） 于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 保存（当前版本 2），请重新加载后再修改/);
    const english = await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { name: 'x', version: 1 }, headers: { 'accept-language': 'en' } });
    expect(english.body.message).toMatch(/^The template was saved by 采购员（buyer） at .* \(now version 2\); reload it/);
    expect((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.result.name).toBe('采购改');
    // The moment reads in the zone the browser shows (X-Time-Zone), China Standard Time without one or with a bad one.
    const savedAt = new Date((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.result.updatedAt);
    const inZone = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(savedAt).replace(', ', ' ');
    const at = async (headers: Record<string, string>) => /于 (\S+ \S+) 保存/.exec((await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { name: 'x', version: 1 }, headers })).body.message)?.[1];
    expect(await at({ 'x-time-zone': 'UTC' })).toBe(inZone('UTC'));
    expect(await at({ 'x-time-zone': 'America/New_York' })).toBe(inZone('America/New_York'));
    expect(await at({})).toBe(inZone('Asia/Shanghai'));
    expect(await at({ 'x-time-zone': 'Mars/Olympus' })).toBe(inZone('Asia/Shanghai'));
    expect(inZone('UTC')).not.toBe(inZone('Asia/Shanghai'));
  });

  it('lets only one of two saves of the same version through', async () => {
    const { id } = await create(admin, { name: '同时保存' });
    const results = await Promise.all(
      ['甲', '乙', '丙'].map((name, i) => server.call('PUT', `/print/templates/${id}`, { token: i % 2 ? buyer : admin, body: { name, version: 1 } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.result.version).toBe(2);
  });

  it('validates what it saves', async () => {
    const { id } = await create(admin, { name: '校验' });
    const bad = await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { body: { panels: [{ paperType: 'Z9' }] }, version: 1 } });
    expect(bad.body).toMatchObject({ success: false, message: '模板内容不正确：panels[0].paperType: not found pagetype' });
    expect((await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { name: '' , version: 1 } })).body.message).toBe('请输入模板名称');
    expect((await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { typeId: 'ghost', version: 1 } })).body.message).toBe('模板类型不存在或已删除');
    const noVersion = await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { name: 'a' } });
    expect(noVersion.status).toBe(400);
    expect((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.result.version).toBe(1);
    expect((await server.call('PUT', '/print/templates/ghost', { token: admin, body: { name: 'a', version: 1 } })).body.message).toBe('打印模板不存在或已删除');
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await server.call('PUT', '/print/templates/x', { body: { version: 1 } })).status).toBe(401);
    expect((await server.call('PUT', '/print/templates/x', { token: canteen, body: { version: 1 } })).status).toBe(403);
  });
});

describe('template sample data', () => {
  it('seeds every sample template with the data of its sample file', async () => {
    const list = (await server.call('GET', '/print/templates', { token: admin, query: { pageSize: '50' } })).body.result.records as { id: string; name: string }[];
    const note = list.find((r) => r.name === '送货单')!;
    const detail = (await server.call('GET', `/print/templates/${note.id}`, { token: admin })).body.result;
    const file = JSON.parse(readFileSync(new URL('../../../../public/templates/delivery-note.data.json', import.meta.url), 'utf8'));
    expect(detail.sampleData).toEqual(file);
    for (const name of ['货架标签', '收款小票', '月度结算报告']) {
      const row = list.find((r) => r.name === name)!;
      expect((await server.call('GET', `/print/templates/${row.id}`, { token: admin })).body.result.sampleData, name).toBeTruthy();
    }
  });

  it('keeps data saved beside the body without a new version, and a copy takes it along', async () => {
    const { id } = await create(buyer, { name: '示例数据' });
    expect((await server.call('GET', `/print/templates/${id}`, { token: buyer })).body.result.sampleData).toBeNull();
    const data = { orderNo: 'S-1', items: [{ name: '米', qty: 2 }] };
    const saved = await server.call('PUT', `/print/templates/${id}/sample-data`, { token: buyer, body: { sampleData: data } });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const detail = (await server.call('GET', `/print/templates/${id}`, { token: buyer })).body.result;
    expect(detail).toMatchObject({ sampleData: data, version: 1 });
    const copy = await create(buyer, { name: '示例数据 - 副本', sampleData: detail.sampleData });
    expect((await server.call('GET', `/print/templates/${copy.id}`, { token: buyer })).body.result.sampleData).toEqual(data);
    const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'print_template_sample_data'), eq(auditLog.target, id)));
    expect(rows).toHaveLength(1);
    // null removes it
    await server.call('PUT', `/print/templates/${id}/sample-data`, { token: buyer, body: { sampleData: null } });
    expect((await server.call('GET', `/print/templates/${id}`, { token: buyer })).body.result.sampleData).toBeNull();
  });

  it('refuses data that is not an object or a list of objects, and callers without the edit permission', async () => {
    const { id } = await create(admin, { name: '示例数据 2' });
    for (const bad of [3, 'text', [1, 2], [{ a: 1 }, null]]) {
      const refused = await server.call('PUT', `/print/templates/${id}/sample-data`, { token: admin, body: { sampleData: bad } });
      expect(refused.body.success, JSON.stringify(bad)).toBe(false);
      expect(refused.body.message).toBe('示例数据应为 JSON 对象或对象列表');
    }
    expect((await server.call('POST', '/print/templates', { token: admin, body: { name: 'x', body: HIPRINT, sampleData: 5 } })).body.message).toBe('示例数据应为 JSON 对象或对象列表');
    expect((await server.call('PUT', `/print/templates/${id}/sample-data`, { token: supplier, body: { sampleData: {} } })).status).toBe(403);
  });
});

describe('DELETE /print/templates/:id', () => {
  it('deletes softly: gone from reads, kept in the table, audited', async () => {
    const { id } = await create(admin, { name: '待删除' });
    expect((await server.call('DELETE', `/print/templates/${id}`, { token: admin })).body.success).toBe(true);
    expect((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.message).toBe('打印模板不存在或已删除');
    const list = await server.call('GET', '/print/templates', { token: admin, query: { name: '待删除' } });
    expect(list.body.result.total).toBe(0);
    const [row] = await server.database.db.select().from(printTemplates).where(eq(printTemplates.id, id));
    expect(row.deleted).toBe(true);
    expect((await server.call('DELETE', `/print/templates/${id}`, { token: admin })).body.success).toBe(false);
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'print_template_delete'), eq(auditLog.target, id)));
    expect(audits).toHaveLength(1);
  });

  it('401 without a token, 403 without the permission', async () => {
    const { id } = await create(admin, { name: '不可删' });
    expect((await server.call('DELETE', `/print/templates/${id}`)).status).toBe(401);
    const forbidden = await server.call('DELETE', `/print/templates/${id}`, { token: buyer });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('拒绝访问：缺少权限 print:template:delete');
  });
});

describe('private templates', () => {
  it('exist only for their owner until shared', async () => {
    const { id } = await create(buyer, { name: '我的私有模板', private: true });
    const mine = await server.call('GET', '/print/templates', { token: buyer, query: { name: '我的私有' } });
    expect(mine.body.result.records).toMatchObject([{ id, private: true }]);
    expect(mine.body.result.records[0].ownerId).toBeTruthy();

    const others = await server.call('GET', '/print/templates', { token: admin, query: { name: '我的私有' } });
    expect(others.body.result.total).toBe(0);
    const notFound = '打印模板不存在或已删除';
    expect((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.message).toBe(notFound);
    expect((await server.call('PUT', `/print/templates/${id}`, { token: admin, body: { name: 'x', version: 1 } })).body.message).toBe(notFound);
    expect((await server.call('DELETE', `/print/templates/${id}`, { token: admin })).body.message).toBe(notFound);
    expect((await server.call('POST', `/print/templates/${id}/pdf`, { token: admin, body: {} })).body.message).toBe(notFound);

    const shared = await server.call('PUT', `/print/templates/${id}`, { token: buyer, body: { private: false, version: 1 } });
    expect(shared.body.result.version).toBe(2);
    expect((await server.call('GET', `/print/templates/${id}`, { token: admin })).body.result).toMatchObject({ private: false, version: 2 });
  });

  it('are listed by scope: private = the caller\'s own, shared = without owner, absent = both', async () => {
    const mine = await create(buyer, { name: 'Scope 私有', private: true });
    const theirs = await create(admin, { name: 'Scope 别人的私有', private: true });
    const shared = await create(admin, { name: 'Scope 共享' });
    const list = async (token: string, scope?: string) => {
      const query: Record<string, string> = { name: 'Scope', pageSize: '50', ...(scope ? { scope } : {}) };
      const { body } = await server.call('GET', '/print/templates', { token, query });
      expect(body.success, JSON.stringify(body)).toBe(true);
      return { ids: body.result.records.map((r: { id: string }) => r.id).sort(), total: body.result.total };
    };
    expect(await list(buyer, 'private')).toEqual({ ids: [mine.id], total: 1 });
    expect(await list(buyer, 'shared')).toEqual({ ids: [shared.id], total: 1 });
    expect(await list(buyer)).toEqual({ ids: [mine.id, shared.id].sort(), total: 2 });
    expect(await list(admin, 'private')).toEqual({ ids: [theirs.id], total: 1 });
    // Paging counts the scoped rows, not everything visible.
    const all = await server.call('GET', '/print/templates', { token: buyer, query: { scope: 'shared', pageSize: '500' } });
    expect(all.body.result.records.every((r: { private: boolean }) => !r.private)).toBe(true);
    expect(all.body.result.total).toBe(all.body.result.records.length);
    expect((await server.call('GET', '/print/templates', { token: buyer, query: { scope: 'everyone' } })).status).toBe(400);
  });

  // Issue 14 changed this rule: a shared template used to become private to whoever made it so, which
  // hid it from everybody else; now only its owner or a template administrator may (visibility.test.ts).
  it('a shared template is made private only by its owner, and then belongs to them', async () => {
    const { id } = await create(admin, { name: '收归私有' });
    expect((await server.call('PUT', `/print/templates/${id}`, { token: buyer, body: { private: true, version: 1 } })).body.success).toBe(false);
    const mine = await create(buyer, { name: '自己收归私有' });
    expect((await server.call('PUT', `/print/templates/${mine.id}`, { token: buyer, body: { private: true, version: 1 } })).body.success).toBe(true);
    expect((await server.call('GET', `/print/templates/${mine.id}`, { token: buyer })).body.result.private).toBe(true);
    expect((await server.call('GET', `/print/templates/${mine.id}`, { token: admin })).body.success).toBe(false);
  });
});
