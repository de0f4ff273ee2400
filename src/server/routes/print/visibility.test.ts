/**
 * Template visibility (issue 14): only a template's owner (the one it is private to, or whoever created a
 * shared one) or a template administrator (print:template:manage) may change it; administrators list
 * deleted templates and templates private to others, and restore them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { auditLog, printTemplates } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';

const TEMPLATE = { panels: [{ index: 0, paperType: 'A4', height: 297, width: 210, printElements: [] }] };

let server: TestServer;
let admin: string;
let buyer: string;
/** May edit every template it sees, nothing more. */
let editor: GrantedUser;

beforeAll(async () => {
  server = await startServer();
  [admin, buyer] = await Promise.all([server.login('admin'), server.login('buyer')]);
  editor = await userWithPerms(server, [PERMS.templateList, PERMS.templateEdit, PERMS.templateDelete]);
});
afterAll(() => server.close());

const create = async (token: string, body: Record<string, unknown>) => {
  const { body: answer } = await server.call('POST', '/print/templates', { token, body: { body: TEMPLATE, ...body } });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.result as { id: string; version: number };
};
const setPrivate = (token: string, id: string, value: boolean, version: number, headers?: Record<string, string>) =>
  server.call('PUT', `/print/templates/${id}`, { token, body: { private: value, version }, headers });
const rowOf = async (id: string) => (await server.database.db.select().from(printTemplates).where(eq(printTemplates.id, id)))[0]!;
const restorable = async (token: string, name: string) => server.call('GET', '/print/templates/restorable', { token, query: { name, pageSize: '50' } });
const restore = (token: string, id: string) => server.call('POST', `/print/templates/${id}/restore`, { token });

describe('changing a template\'s visibility', () => {
  it('is refused to an editor who neither owns the template nor administers templates; nothing changes', async () => {
    const { id } = await create(buyer, { name: '采购的共享模板' });
    const refused = await setPrivate(editor.token, id, true, 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: '只有模板的创建者或模板管理员可以更改模板「采购的共享模板」的可见范围' });
    const english = await setPrivate(editor.token, id, true, 1, { 'accept-language': 'en' });
    expect(english.body.message).toBe('Only the owner of the template "采购的共享模板" or a template administrator may change its visibility');
    expect(await rowOf(id)).toMatchObject({ ownerId: null, version: 1 });
    // other edits by the same editor still go through, and sending the visibility unchanged is no change
    expect((await server.call('PUT', `/print/templates/${id}`, { token: editor.token, body: { name: '改名', private: false, version: 1 } })).body.success).toBe(true);
  });

  it('is the owner\'s: a shared template made private by its creator is theirs, and they share it again', async () => {
    const { id } = await create(buyer, { name: '自己的模板' });
    expect((await setPrivate(buyer, id, true, 1)).body.success).toBe(true);
    expect((await server.call('GET', `/print/templates/${id}`, { token: editor.token })).body.success).toBe(false);
    expect((await setPrivate(buyer, id, false, 2)).body.success).toBe(true);
    expect((await rowOf(id)).ownerId).toBeNull();
  });

  it('is the template administrator\'s too: a template made private by them goes to its creator', async () => {
    const { id } = await create(buyer, { name: '管理员收归' });
    expect((await setPrivate(admin, id, true, 1)).body.success).toBe(true);
    const buyerView = await server.call('GET', `/print/templates/${id}`, { token: buyer });
    expect(buyerView.body.result).toMatchObject({ private: true });
  });
});

describe('restoring templates', () => {
  it('lists deleted templates and those private to others, for template administrators only', async () => {
    const gone = await create(buyer, { name: 'R 已删除' });
    expect((await server.call('DELETE', `/print/templates/${gone.id}`, { token: editor.token })).body.success).toBe(true);
    const hidden = await create(buyer, { name: 'R 私有', private: true });
    const own = await create(admin, { name: 'R 管理员自己的私有', private: true });
    await create(buyer, { name: 'R 共享' });

    const { body } = await restorable(admin, 'R ');
    expect(body.success).toBe(true);
    const byName = Object.fromEntries(body.result.records.map((r: { name: string }) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(['R 已删除', 'R 私有']);
    expect(byName['R 已删除']).toMatchObject({ id: gone.id, deleted: true, private: false, ownerName: null, createdBy: 'buyer' });
    expect(byName['R 私有']).toMatchObject({ id: hidden.id, deleted: false, private: true, createdBy: 'buyer' });
    expect(byName['R 私有'].ownerName).toContain('buyer');
    expect(body.result.records.map((r: { id: string }) => r.id)).not.toContain(own.id);

    const forbidden = await restorable(editor.token, 'R ');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('拒绝访问：缺少权限 print:template:manage');
    expect((await restore(buyer, gone.id)).status).toBe(403);
    expect((await rowOf(gone.id)).deleted).toBe(true);
  });

  it('brings a deleted template back and shares one private to someone else, audited', async () => {
    const gone = await create(buyer, { name: '恢复已删除' });
    await server.call('DELETE', `/print/templates/${gone.id}`, { token: editor.token });
    const restored = await restore(admin, gone.id);
    expect(restored.body).toMatchObject({ success: true, result: { id: gone.id, deleted: false, private: false } });
    expect((await server.call('GET', `/print/templates/${gone.id}`, { token: editor.token })).body.success).toBe(true);

    const hidden = await create(buyer, { name: '恢复私有', private: true });
    expect((await restore(admin, hidden.id)).body).toMatchObject({ success: true, result: { private: false } });
    expect((await server.call('GET', `/print/templates/${hidden.id}`, { token: editor.token })).body.result).toMatchObject({ private: false, version: 2 });

    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'print_template_restore'), eq(auditLog.target, hidden.id)));
    expect(audits).toHaveLength(1);
  });

  it('a deleted private template comes back to its owner only', async () => {
    const { id } = await create(buyer, { name: '删除的私有', private: true });
    // deleted by its owner (the demo buyer holds no delete permission, so written directly)
    await server.database.db.update(printTemplates).set({ deleted: true }).where(eq(printTemplates.id, id));
    expect((await restore(admin, id)).body).toMatchObject({ success: true, result: { deleted: false, private: true } });
    expect((await server.call('GET', `/print/templates/${id}`, { token: buyer })).body.success).toBe(true);
    expect((await server.call('GET', `/print/templates/${id}`, { token: editor.token })).body.success).toBe(false);
  });

  it('refuses a template with nothing to restore, and an unknown one', async () => {
    const { id } = await create(buyer, { name: '好好的模板' });
    expect((await restore(admin, id)).body).toMatchObject({ success: false, message: '模板「好好的模板」未被删除或隐藏，无需恢复' });
    expect((await restore(admin, 'nope')).body).toMatchObject({ success: false, message: '打印模板不存在或已删除' });
  });
});
