import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import { auditLog, departments, userDepartments, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';

let server: TestServer;
let admin: GrantedUser;
let ids: Record<string, string>;
beforeAll(async () => {
  server = await startServer();
  admin = await userWithPerms(server, [PERMS.departList, PERMS.departAdd, PERMS.departEdit, PERMS.departDelete]);
  ids = Object.fromEntries((await server.database.db.select().from(departments)).map((d) => [d.orgCode, d.id]));
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>) => server.call('POST', '/sys/sysDepart/add', { token: admin.token, body });
const edit = (body: Record<string, unknown>) => server.call('PUT', '/sys/sysDepart/edit', { token: admin.token, body });
const remove = (id: string) => server.call('DELETE', '/sys/sysDepart/delete', { token: admin.token, query: { id } });
const tree = async (token = admin.token) => (await server.call('GET', '/sys/sysDepart/queryTreeList', { token })).body.result;

interface Node { id: string; orgCode: string; children: Node[] }
const find = (nodes: Node[], orgCode: string): Node | undefined => {
  for (const node of nodes) {
    if (node.orgCode === orgCode) return node;
    const inner = find(node.children, orgCode);
    if (inner) return inner;
  }
  return undefined;
};

describe('GET /sys/sysDepart/queryTreeList', () => {
  it('answers the whole tree with the node fields', async () => {
    const result = await tree();
    expect(result.map((n: Node) => n.orgCode)).toEqual(['A01', 'A02', 'A03']);
    const college = result[1];
    expect(college).toMatchObject({
      key: ids.A02, value: ids.A02, title: '第一中学', id: ids.A02, parentId: null, departName: '第一中学', orgCode: 'A02', orgCategory: '1', isLeaf: false,
    });
    expect(college.children.map((n: Node) => n.orgCode)).toEqual(['A02A01', 'A02A02']);
    expect(college.children[0]).toMatchObject({ parentId: ids.A02, orgCategory: '2', isLeaf: true, children: [] });
  });
});

describe('GET /sys/sysDepart/queryMyDeptTreeList', () => {
  const mine = async (orgCodes: string[]) => {
    const user = await userWithPerms(server, [PERMS.departList]);
    for (const code of orgCodes) await server.database.db.insert(userDepartments).values({ userId: user.id, departId: ids[code] });
    return (await server.call('GET', '/sys/sysDepart/queryMyDeptTreeList', { token: user.token })).body.result as Node[];
  };
  it('answers the subtrees of the caller\'s departments, each once', async () => {
    const nested = await mine(['A02', 'A02A01']);
    expect(nested.map((n) => n.orgCode)).toEqual(['A02']);
    expect(nested[0].children.map((n) => n.orgCode)).toEqual(['A02A01', 'A02A02']);
    expect((await mine(['A01A01', 'A02A02'])).map((n) => n.orgCode)).toEqual(['A01A01', 'A02A02']);
    expect(await mine([])).toEqual([]);
  });
});

describe('GET /sys/sysDepart/searchBy', () => {
  it('answers matching departments with their path', async () => {
    const { body } = await server.call('GET', '/sys/sysDepart/searchBy', { token: admin.token, query: { keyWord: '食堂' } });
    expect(body.result.map((n: Node) => n.orgCode)).toEqual(['A02A01', 'A02A02']);
    expect(body.result[0]).toMatchObject({ departName: '第一中学一食堂', path: '第一中学/第一中学一食堂', parentIds: [ids.A02], isLeaf: true });
    const byCode = await server.call('GET', '/sys/sysDepart/searchBy', { token: admin.token, query: { keyWord: 'a01a02' } });
    expect(byCode.body.result.map((n: Node) => n.orgCode)).toEqual(['A01A02']);
    expect((await server.call('GET', '/sys/sysDepart/searchBy', { token: admin.token, query: { keyWord: ' ' } })).body.result).toEqual([]);
    expect((await server.call('GET', '/sys/sysDepart/searchBy', { token: admin.token, query: { keyWord: '没有这个' } })).body.result).toEqual([]);
  });
});

describe('POST /sys/sysDepart/add', () => {
  it('generates the code from the parent\'s (parent + A + two digits), skipping deleted ones', async () => {
    const first = (await add({ departName: '第一中学三食堂', parentId: ids.A02 })).body;
    expect(first).toMatchObject({ success: true, result: { orgCode: 'A02A03', orgCategory: '2', parentId: ids.A02 } });
    expect((await add({ departName: '第一中学四食堂', parentId: ids.A02 })).body.result.orgCode).toBe('A02A04');
    expect((await remove((await add({ departName: '临时', parentId: ids.A02 })).body.result.id)).body.success).toBe(true);
    expect((await add({ departName: '第一中学五食堂', parentId: ids.A02 })).body.result.orgCode).toBe('A02A06');
    expect((await add({ departName: '下级', parentId: first.result.id, orgCategory: '3' })).body.result).toMatchObject({ orgCode: 'A02A03A01', orgCategory: '3' });
    const top = (await add({ departName: '第二中学' })).body.result;
    expect(top).toMatchObject({ orgCode: 'A04', orgCategory: '1', parentId: null });
    expect(find(await tree(), 'A02A03A01')).toBeTruthy();
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'depart_add'));
    expect(audits.map((a) => a.target)).toEqual(expect.arrayContaining(['A02A03', 'A04']));
  });

  it('takes a given code when it is free and well-formed', async () => {
    expect((await add({ departName: '自定义', parentId: ids.A03, orgCode: 'SUP9' })).body.result.orgCode).toBe('SUP9');
    expect((await add({ departName: '重复', orgCode: 'A01' })).body).toMatchObject({ success: false, message: '机构编码已存在' });
    expect((await add({ departName: '坏编码', orgCode: 'A 1' })).body.message).toBe('机构编码只能由字母、数字、下划线或中划线组成，最多64个字符');
  });

  it('names a missing name, an unknown parent and a bad category', async () => {
    expect((await add({ parentId: ids.A02 })).body.message).toBe('请输入部门名称');
    expect((await add({ departName: 'x', parentId: 'nope' })).body.message).toBe('上级部门不存在');
    expect((await add({ departName: 'x', orgCategory: '9' })).body.message).toBe('机构类别只能是1（公司）、2（部门）或3（岗位）');
  });
});

describe('PUT /sys/sysDepart/edit', () => {
  it('renames, and a new code carries the users working in it along', async () => {
    const depart = (await add({ departName: '编辑部', parentId: ids.A01 })).body.result;
    const worker = await userWithPerms(server, [], { orgCode: depart.orgCode });
    await server.database.db.insert(userDepartments).values({ userId: worker.id, departId: depart.id });
    const { body } = await edit({ id: depart.id, departName: '编辑一部', orgCode: 'EDIT1', sortNo: 9, description: '说明' });
    expect(body).toMatchObject({ success: true, result: { departName: '编辑一部', orgCode: 'EDIT1', sortNo: 9, description: '说明', parentId: ids.A01 } });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, worker.id));
    expect(row.orgCode).toBe('EDIT1');
    const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'depart_edit'));
    expect(audit).toMatchObject({ target: 'EDIT1', detail: { before: { departName: '编辑部' } } });
  });

  it('moves under another parent but not under itself or its descendants', async () => {
    const parent = (await add({ departName: '移动父', parentId: ids.A01 })).body.result;
    const child = (await add({ departName: '移动子', parentId: parent.id })).body.result;
    expect((await edit({ id: parent.id, parentId: child.id })).body.message).toBe('不能把部门移到它自己或它的下级之下');
    expect((await edit({ id: parent.id, parentId: parent.id })).body.message).toBe('不能把部门移到它自己或它的下级之下');
    expect((await edit({ id: parent.id, parentId: 'nope' })).body.message).toBe('上级部门不存在');
    expect((await edit({ id: child.id, parentId: ids.A03 })).body.result.parentId).toBe(ids.A03);
    expect((await edit({ id: child.id, parentId: '' })).body.result.parentId).toBeNull();
  });

  it('names an unknown department, an empty name, a taken code', async () => {
    expect((await edit({ id: 'nope', departName: 'x' })).body.message).toBe('部门不存在');
    expect((await edit({ id: ids.A03, departName: ' ' })).body.message).toBe('请输入部门名称');
    expect((await edit({ id: ids.A03, orgCode: 'A01' })).body.message).toBe('机构编码已存在');
    expect((await edit({ id: ids.A03, orgCategory: '7' })).body.message).toBe('机构类别只能是1（公司）、2（部门）或3（岗位）');
  });
});

describe('DELETE /sys/sysDepart/delete', () => {
  it('refuses a department with sub-departments or users', async () => {
    expect((await remove(ids.A02)).body).toMatchObject({ success: false, message: '该部门下还有子部门，不能删除' });
    expect((await remove(ids.A02A01)).body).toMatchObject({ success: false, message: '该部门下还有用户，不能删除' });
    expect((await remove('nope')).body.message).toBe('部门不存在');
  });

  it('soft-deletes an empty one; a deleted user does not hold it', async () => {
    const depart = (await add({ departName: '撤销部', parentId: ids.A01 })).body.result;
    const leaver = await userWithPerms(server, []);
    await server.database.db.insert(userDepartments).values({ userId: leaver.id, departId: depart.id });
    await server.database.db.update(users).set({ deleted: true }).where(eq(users.id, leaver.id));
    expect((await remove(depart.id)).body.success).toBe(true);
    expect(find(await tree(), depart.orgCode)).toBeUndefined();
    const [row] = await server.database.db.select().from(departments).where(eq(departments.id, depart.id));
    expect(row.deleted).toBe(true);
    expect((await remove(depart.id)).body.message).toBe('部门不存在');
    expect((await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'depart_delete'))).at(-1)!.target).toBe(depart.orgCode);
  });
});
