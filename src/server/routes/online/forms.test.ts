/**
 * Online forms through the API: definition checks, rows checked by the same rules, change rules on a form
 * with rows, Excel export and all-or-nothing import, publication as a menu page with button permissions,
 * and the permission sweep of every demo role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookOf, readWorkbook } from '../../http/excel.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { recordLive } from '../../../../tests/server/grants.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'];

const definition = {
  fields: [
    { name: 'dish', label: '菜品', type: 'text', required: true, minLength: 2, maxLength: 20, list: true, filter: true, sortable: true },
    { name: 'grams', label: '留样克数', type: 'number', min: 125, max: 500, defaultValue: 150, list: true, sortable: true },
    { name: 'day', label: '日期', type: 'date', required: true, list: true, filter: true },
    { name: 'level', label: '级别', type: 'select', dictCode: 'priority', list: true, filter: true },
    { name: 'kept', label: '已留存', type: 'switch', list: true },
    { name: 'note', label: '备注', type: 'textarea', pattern: '[^<>]*' },
  ],
  sort: { field: 'dish', order: 'asc' },
};

const as = (user: string) => ({ token: tokens[user] });
const admin = () => as('admin');

beforeAll(async () => {
  server = await startServer();
  for (const name of ROLES) tokens[name] = await server.login(name);
});
afterAll(() => server?.close());

const create = (body: unknown) => server.call('POST', '/online/forms', { ...admin(), body });

describe('form definitions', () => {
  it('refuses bad definitions naming the field and the rule', async () => {
    const cases: Array<[unknown, string]> = [
      [{ code: 'Bad-Code', title: 't', definition }, 'ONLINE_FORM_CODE_INVALID'],
      [{ code: 'ok_code', title: ' ', definition }, 'ONLINE_FORM_TITLE_REQUIRED'],
      [{ code: 'ok_code', title: 't', definition: { fields: [] } }, 'ONLINE_FORM_NO_FIELDS'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'id', label: 'x', type: 'text' }] } }, 'ONLINE_FIELD_NAME_RESERVED'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'text' }, { name: 'a', label: 'y', type: 'number' }] } }, 'ONLINE_FIELD_DUPLICATE'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'select', dictCode: 'no_such_dict' }] } }, 'ONLINE_FIELD_DICT_UNKNOWN'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'text', pattern: '([' }] } }, 'ONLINE_FIELD_PATTERN_INVALID'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'text', minLength: 5, maxLength: 2 }] } }, 'ONLINE_FIELD_LENGTH_INVALID'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'number', maxLength: 2 }] } }, 'ONLINE_FIELD_RULE_NOT_FOR_TYPE'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'number', min: 1, max: 5, defaultValue: 9 }] } }, 'ONLINE_FIELD_DEFAULT_INVALID'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'text' }], sort: { field: 'a', order: 'asc' } } }, 'ONLINE_FORM_SORT_INVALID'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'text', pattern: '(a+)+b' }] } }, 'ONLINE_FIELD_PATTERN_UNSAFE'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'select', dictCode: 'priority', defaultValue: 'nope' }] } }, 'ONLINE_FIELD_DEFAULT_INVALID'],
      [{ code: 'ok_code', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'text', pattern: '[0-9]{3}', defaultValue: '12' }] } }, 'ONLINE_FIELD_DEFAULT_INVALID'],
    ];
    for (const [body, code] of cases) {
      const { body: answer } = await create(body);
      expect(answer.success, code).toBe(false);
      expect(JSON.stringify(answer), code).not.toContain('Internal');
    }
    const { body } = await create(cases[3]![0]);
    expect(body.message).toContain('保留');
    expect((await create(cases[11]![0])).body.message).toContain('极慢');
    expect((await create(cases[12]![0])).body.message).toContain('默认值');
    // a select's default that is one of its dictionary's items is kept and fills a new row
    const kept = await create({ code: 'default_pick', title: 't', definition: { fields: [{ name: 'a', label: 'x', type: 'select', dictCode: 'priority', defaultValue: 'M' }] } });
    expect(kept.body.result.definition.fields[0].defaultValue).toBe('M');
  });

  it('defines, lists and refuses a taken code', async () => {
    const { body } = await create({ code: 'sample_log', title: '留样记录', definition });
    expect(body.message).toBe('添加成功！');
    expect(body.result.definition.fields).toHaveLength(6);
    const again = await create({ code: 'sample_log', title: '留样记录', definition });
    expect(again.body.message).toContain('已被使用');
    const list = await server.call('GET', '/online/forms', { ...admin(), query: { keyword: 'sample' } });
    expect(list.body.result.records.map((r: { code: string }) => r.code)).toEqual(['sample_log']);
  });
});

describe('rows', () => {
  let formId = '';
  let version = 1;
  beforeAll(async () => {
    const { body } = await server.call('GET', '/online/forms', { ...admin(), query: { keyword: 'sample_log' } });
    formId = body.result.records[0].id;
    version = body.result.records[0].version;
  });

  it('adds rows with defaults and refuses rows that break the rules', async () => {
    const ok = await server.call('POST', '/online/data/sample_log', { ...admin(), body: { values: { dish: '番茄炒蛋', day: '2026-11-20', level: 'H', kept: true } } });
    expect(ok.body.message).toBe('添加成功！');
    expect(ok.body.result.values).toMatchObject({ dish: '番茄炒蛋', grams: 150, day: '2026-11-20', level: 'H', kept: true, note: null });
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ day: '2026-11-20' }, '请填写“菜品”'],
      [{ dish: '汤', day: '2026-11-20' }, '至少 2 个字符'],
      [{ dish: '番茄炒蛋', day: '2026-02-30' }, '须为日期'],
      [{ dish: '番茄炒蛋', day: '2026-11-20', grams: 20 }, '须在 125 到 500 之间'],
      [{ dish: '番茄炒蛋', day: '2026-11-20', grams: '150' }, '须为数字'],
      [{ dish: '番茄炒蛋', day: '2026-11-20', level: 'X' }, '没有选项“X”'],
      [{ dish: '番茄炒蛋', day: '2026-11-20', note: '<script>' }, '格式不正确'],
      [{ dish: '番茄炒蛋', day: '2026-11-20', secret: 1 }, '没有字段“secret”'],
    ];
    for (const [values, message] of refusals) {
      const { body } = await server.call('POST', '/online/data/sample_log', { ...admin(), body: { values } });
      expect(body.success, message).toBe(false);
      expect(body.message).toContain(message);
    }
  });

  it('edits over the version read and refuses a stale one', async () => {
    const list = await server.call('GET', '/online/data/sample_log', admin());
    const row = list.body.result.records[0];
    const edited = await server.call('PUT', `/online/data/sample_log/${row.id}`, { ...admin(), body: { values: { ...row.values, dish: '青椒肉丝' }, version: row.version } });
    expect(edited.body.result.version).toBe(row.version + 1);
    const stale = await server.call('PUT', `/online/data/sample_log/${row.id}`, { ...admin(), body: { values: row.values, version: row.version } });
    expect(stale.status).toBe(409);
  });

  it('filters and sorts only on indexed fields', async () => {
    for (const dish of ['白菜豆腐', '红烧肉', '白灼菜心']) await server.call('POST', '/online/data/sample_log', { ...admin(), body: { values: { dish, day: '2026-11-21', level: 'L' } } });
    const list = await server.call('GET', '/online/data/sample_log', { ...admin(), query: { filters: JSON.stringify({ dish: '白' }), column: 'dish', order: 'asc' } });
    expect(list.body.result.records.map((r: { values: { dish: string } }) => r.values.dish)).toEqual(['白灼菜心', '白菜豆腐'].sort());
    const bad = await server.call('GET', '/online/data/sample_log', { ...admin(), query: { filters: JSON.stringify({ note: 'x' }) } });
    expect(bad.body.message).toContain('筛选条件无效');
    const badSort = await server.call('GET', '/online/data/sample_log', { ...admin(), query: { column: 'note' } });
    expect(badSort.body.success).toBe(false);
    const indexes = await server.database.db.execute(`SELECT indexname FROM pg_indexes WHERE tablename = 'online_rows'` as never);
    const names = ((indexes as unknown as { rows: { indexname: string }[] }).rows ?? indexes).map((r: { indexname: string }) => r.indexname);
    for (const field of ['dish', 'grams', 'day', 'level']) expect(names.some((n: string) => n.endsWith(`_${field}`))).toBe(true);
  });

  it('keeps planner statistics for every indexed field (the two-filter list picks the narrow index)', async () => {
    const stats = await server.database.db.execute(`SELECT stxname FROM pg_statistic_ext WHERE stxname LIKE 'online_stats_${formId.replace(/-/g, '').slice(0, 12)}%'` as never);
    const names = ((stats as unknown as { rows: { stxname: string }[] }).rows ?? stats).map((r: { stxname: string }) => r.stxname.split('_').pop()).sort();
    expect(names).toEqual(['day', 'dish', 'grams', 'level']);
  });

  it('counts exactly ten pages ahead, and past that answers the database’s estimate as “about”', async () => {
    await server.database.db.execute(`INSERT INTO online_rows (id, form_id, data, created_at, created_by)
      SELECT 'bulk-' || i, '${formId}', jsonb_build_object('dish', '批量' || i, 'grams', 150, 'day', '2026-10-01', 'level', 'M', 'kept', false, 'note', null), now(), 'admin'
      FROM generate_series(1, 1500) i` as never);
    await server.database.db.execute('ANALYZE online_rows' as never);
    const page = async (pageNo: number) => (await server.call('GET', '/online/data/sample_log', { ...admin(), query: { pageNo: String(pageNo), pageSize: '10', filters: JSON.stringify({ day: '2026-10-01' }) } })).body.result;
    const first = await page(1);
    expect(first.capped).toBe(true);
    expect(first.total).toBeGreaterThan(1000);
    expect(first.total).toBeLessThan(3000);
    const last = await page(150);
    expect(last).toMatchObject({ capped: false, total: 1500, pages: 150 });
    expect(last.records).toHaveLength(10);
    const few = await server.call('GET', '/online/data/sample_log', { ...admin(), query: { filters: JSON.stringify({ day: '2026-11-21' }) } });
    expect(few.body.result).toMatchObject({ capped: false, total: 3 });
    await server.database.db.execute(`DELETE FROM online_rows WHERE id LIKE 'bulk-%'` as never);
  });

  it('refuses a type change on a form with rows and fills a new required field from its default', async () => {
    const changed = { ...definition, fields: definition.fields.map((f) => (f.name === 'grams' ? { ...f, type: 'text', min: undefined, max: undefined, defaultValue: undefined } : f)) };
    const refused = await server.call('PUT', `/online/forms/${formId}`, { ...admin(), body: { title: '留样记录', definition: changed, version } });
    expect(refused.body.message).toContain('类型');
    const noDefault = await server.call('PUT', `/online/forms/${formId}`, { ...admin(), body: { title: '留样记录', definition: { ...definition, fields: [...definition.fields, { name: 'cook', label: '厨师', type: 'text', required: true }] }, version } });
    expect(noDefault.body.message).toContain('默认值');
    const filled = await server.call('PUT', `/online/forms/${formId}`, { ...admin(), body: { title: '留样记录', definition: { ...definition, fields: [...definition.fields, { name: 'cook', label: '厨师', type: 'text', required: true, defaultValue: '张师傅' }] }, version } });
    expect(filled.body.success).toBe(true);
    version = filled.body.result.version;
    const rows = await server.call('GET', '/online/data/sample_log', admin());
    expect(rows.body.result.records.every((r: { values: { cook: string } }) => r.values.cook === '张师傅')).toBe(true);
    const stale = await server.call('PUT', `/online/forms/${formId}`, { ...admin(), body: { title: '留样记录', definition, version: version - 1 } });
    expect(stale.status).toBe(409);
  });

  it('exports the rows and imports a workbook all or nothing', async () => {
    const exported = await server.app.inject({ method: 'GET', url: `${server.config.apiBase}/online/data/sample_log/export`, headers: { 'x-access-token': tokens.admin! } });
    const sheet = await readWorkbook(exported.rawPayload);
    expect(sheet.length).toBe(4);
    expect(sheet[0]).toHaveProperty('菜品');
    expect(sheet.find((r) => r['菜品'] === '青椒肉丝')?.['级别']).toBe('高');
    const columns = ['菜品', '日期', '级别', '留样克数', '厨师'].map((header) => ({ header, value: (row: Record<string, string>) => row[header] }));
    const bad = await workbookOf('x', columns, [{ 菜品: '清炒时蔬', 日期: '2026-11-22', 级别: '中', 留样克数: '200', 厨师: '李' }, { 菜品: '炖', 日期: 'tomorrow', 级别: '中', 留样克数: '200', 厨师: '李' }]);
    const before = (await server.call('GET', '/online/data/sample_log', admin())).body.result.total;
    const refused = await server.call('POST', '/online/data/sample_log/import', { ...admin(), body: { content: bad.toString('base64') } });
    expect(refused.body.result.imported).toBe(0);
    expect(refused.body.result.errors).toEqual([{ row: 3, messages: [expect.stringContaining('至少 2 个字符'), expect.stringContaining('须为日期')] }]);
    expect((await server.call('GET', '/online/data/sample_log', admin())).body.result.total).toBe(before);
    const good = await workbookOf('x', columns, [{ 菜品: '清炒时蔬', 日期: '2026-11-22', 级别: '中', 留样克数: '200', 厨师: '李' }]);
    const imported = await server.call('POST', '/online/data/sample_log/import', { ...admin(), body: { content: good.toString('base64') } });
    expect(imported.body.result).toEqual({ imported: 1, errors: [] });
    const garbage = await server.call('POST', '/online/data/sample_log/import', { ...admin(), body: { content: Buffer.from('not a workbook').toString('base64') } });
    expect(garbage.body.message).toContain('无法读取');
  });

  it('publishes as a menu page under the menu chosen, to the roles chosen, and tells their browsers at once', async () => {
    const options = (await server.call('GET', `/online/forms/${formId}/publish-options`, admin())).body.result;
    const canteenRole = options.roles.find((r: { roleCode: string }) => r.roleCode === 'canteen');
    type Choice = { id: string; name: string; children: Choice[] };
    const flat = (nodes: Choice[]): Choice[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const online = flat(options.menus).find((m) => m.id === options.parentId)!;
    expect(online.name).toBe('在线开发');
    expect(options.roleIds).toEqual([]);
    const system = flat(options.menus).find((m) => m.name === '系统管理')!;
    expect(system).toBeTruthy();
    // buttons are no menus to publish under
    expect(JSON.stringify(options.menus)).not.toContain('online:form:manage');
    // before publishing the canteen may not see the rows
    expect((await server.call('GET', '/online/data/sample_log', as('canteen'))).status).toBe(403);
    const [canteenUser] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'canteen'));
    const live = recordLive(server, [canteenUser!.id]);
    const published = await server.call('POST', `/online/forms/${formId}/publish`, { ...admin(), body: { roleIds: [canteenRole.id], parentId: system.id } });
    expect(published.body.result.menuId).toBeTruthy();
    expect(await live.waitFor(canteenUser!.id, 'PERMISSION_CHANGED')).toBe(true);
    live.stop();
    const again = (await server.call('GET', `/online/forms/${formId}/publish-options`, admin())).body.result;
    expect(again).toMatchObject({ parentId: system.id, roleIds: [canteenRole.id] });
    const refusedParent = await server.call('POST', `/online/forms/${formId}/publish`, { ...admin(), body: { roleIds: [], parentId: published.body.result.menuId } });
    expect(refusedParent.body.message).toContain('上级菜单');
    for (const user of ROLES.filter((u) => u !== 'admin')) expect((await server.call('GET', `/online/forms/${formId}/publish-options`, as(user))).status, user).toBe(403);
    const canteenToken = await server.login('canteen');
    const menus = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token: canteenToken });
    const text = JSON.stringify(menus.body.result);
    expect(text).toContain('/online/data/sample_log');
    expect(text).toContain('online:sample_log:add');
    expect((await server.call('GET', '/online/data/sample_log', { token: canteenToken })).status).toBe(200);
    const schema = await server.call('GET', '/online/data/sample_log/schema', { token: canteenToken });
    expect(schema.body.result.actions).toEqual({ list: true, add: true, edit: true, delete: true });
    expect(schema.body.result.options.level.map((o: { value: string }) => o.value)).toEqual(['L', 'M', 'H']);
    expect((await server.call('DELETE', `/online/forms/${formId}`, admin())).body.message).toContain('取消发布');
    await server.call('POST', `/online/forms/${formId}/unpublish`, admin());
    expect((await server.call('GET', '/online/data/sample_log', { token: canteenToken })).status).toBe(403);
    const after = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token: canteenToken });
    expect(JSON.stringify(after.body.result)).not.toContain('/online/data/sample_log');
  });
});

describe('permission sweep', () => {
  it('only the administrator defines forms; nobody else reaches an unpublished form', async () => {
    for (const user of ROLES) {
      const expected = user === 'admin' ? 200 : 403;
      expect((await server.call('GET', '/online/forms', as(user))).status, user).toBe(expected);
      expect((await server.call('POST', '/online/forms', { ...as(user), body: { code: `x_${user}`, title: 'x', definition: { fields: [{ name: 'a', label: 'a', type: 'text' }] } } })).status, user).toBe(user === 'admin' ? 200 : 403);
      expect((await server.call('GET', '/online/data/sample_log', as(user))).status, user).toBe(expected);
      expect((await server.call('POST', '/online/data/sample_log', { ...as(user), body: { values: { dish: '米饭饭', day: '2026-11-20' } } })).status, user).toBe(expected);
      expect((await server.call('GET', '/online/data/sample_log/export', as(user))).status, user).toBe(expected);
      expect((await server.call('POST', '/online/data/sample_log/import', { ...as(user), body: { content: 'AA==' } })).status, user).toBe(expected);
    }
    expect((await server.call('GET', '/online/forms')).status).toBe(401);
  });
});
