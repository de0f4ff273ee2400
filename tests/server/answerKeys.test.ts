/**
 * Answers are serialised by their contract's schema, which drops every field it does not name. This pins
 * the fields of representative answers to the ones they carried before the contracts (the browser's types
 * of sessions, users, roles, menus and dictionaries read them), so a field left out of a schema fails here
 * rather than in a screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const keys = (value: object) => Object.keys(value).sort();
const sorted = (list: string[]) => [...list].sort();

const ENVELOPE = sorted(['success', 'message', 'code', 'result', 'timestamp']);
/** UserInfo of the browser (deptName only when the user has a current department). */
const USER_INFO = ['id', 'username', 'realname', 'avatar', 'phone', 'email', 'userType', 'orgCode', 'status', 'deptName', 'welcome'];
const STAMPS = ['createBy', 'createTime', 'updateBy', 'updateTime'];

async function get(path: string, query?: Record<string, string>) {
  const { status, body } = await server.call('GET', path, { token: admin, query });
  expect(status).toBe(200);
  expect(keys(body)).toEqual(ENVELOPE);
  expect(body.success).toBe(true);
  return body.result;
}

describe('answers keep their fields', () => {
  it('POST /sys/login: the LoginResult with the full user info', async () => {
    const { body } = await server.call('POST', '/sys/login', { body: { username: 'admin', password: 'Larder#2026' } });
    expect(keys(body)).toEqual(ENVELOPE);
    expect(body.code).toBe('200');
    expect(keys(body.result)).toEqual(sorted(['token', 'userInfo', 'departs', 'multi_depart']));
    expect(keys(body.result.userInfo)).toEqual(sorted(USER_INFO));
    expect(keys(body.result.departs[0])).toEqual(sorted(['id', 'departName', 'orgCode']));
  });

  it('GET /sys/user/queryNowUser: the user info with roles and departments', async () => {
    const me = await get('/sys/user/queryNowUser');
    expect(keys(me)).toEqual(sorted([...USER_INFO, 'roles', 'roleCodes', 'departs', 'departNames']));
    expect(keys(me.roles[0])).toEqual(sorted(['id', 'roleCode', 'roleName']));
  });

  it('GET /sys/user/list: the paging envelope of user records', async () => {
    const page = await get('/sys/user/list', { pageSize: '50' });
    expect(keys(page)).toEqual(sorted(['records', 'total', 'size', 'current', 'pages']));
    for (const record of page.records) {
      expect(keys(record)).toEqual(
        sorted(['id', 'username', 'realname', 'avatar', 'phone', 'email', 'userType', 'status', 'orgCode', 'departIds', 'orgCodeTxt', ...STAMPS]),
      );
    }
  });

  it('GET /sys/role/list and /sys/role/queryall: role records', async () => {
    const role = sorted(['id', 'roleName', 'roleCode', 'description', 'landingPath', ...STAMPS]);
    const page = await get('/sys/role/list');
    expect(page.records.map(keys)).toEqual(page.records.map(() => role));
    const all = await get('/sys/role/queryall');
    expect(all.map(keys)).toEqual(all.map(() => role));
  });

  it('GET /sys/permission/getUserPermissionByToken: menu items and button entries', async () => {
    const { menu, auth, allAuth } = await get('/sys/permission/getUserPermissionByToken');
    const item = ['id', 'path', 'name', 'component', 'redirect', 'route', 'hidden', 'meta'];
    const visit = (node: { children?: unknown[]; meta: object }) => {
      expect(keys(node)).toEqual(sorted(node.children ? [...item, 'children'] : item));
      expect(keys(node.meta)).toEqual(expect.arrayContaining(['title', 'icon', 'keepAlive', 'componentName', 'internalOrExternal']));
      (node.children as Array<typeof node> | undefined)?.forEach(visit);
    };
    menu.forEach(visit);
    expect(menu.some((node: { meta: { permissionList?: unknown } }) => JSON.stringify(node).includes('"permissionList"'))).toBe(true);
    for (const entry of [...auth, ...allAuth]) expect(keys(entry)).toEqual(sorted(['action', 'type', 'describe', 'status']));
  });

  it('GET /sys/permission/list and queryTreeList: the admin tree and the picker tree', async () => {
    const tree = await get('/sys/permission/list');
    const node = sorted([
      'id', 'key', 'title', 'parentId', 'name', 'url', 'component', 'componentName', 'redirect', 'icon', 'menuType', 'perms',
      'permsType', 'sortNo', 'route', 'hidden', 'keepAlive', 'internalOrExternal', 'status', 'description', 'isLeaf', ...STAMPS, 'children',
    ]);
    const visit = (n: { children: unknown[] }) => {
      expect(keys(n)).toEqual(node);
      (n.children as Array<typeof n>).forEach(visit);
    };
    tree.forEach(visit);
    const picker = await get('/sys/permission/queryTreeList');
    expect(keys(picker)).toEqual(['ids', 'treeList']);
    expect(keys(picker.treeList[0])).toEqual(sorted(['key', 'value', 'title', 'parentId', 'menuType', 'icon', 'isLeaf', 'children']));
  });

  it('GET /sys/dict/getDictItems/:code: options with value, text, label and title', async () => {
    const options = await get('/sys/dict/getDictItems/sex');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(keys(option)).toEqual(sorted(['value', 'text', 'label', 'title']));
    // public for the platform settings, before login
    const { body } = await server.call('GET', '/sys/dict/getDictItems/sys_setting');
    expect(keys(body.result[0])).toEqual(sorted(['value', 'text', 'label', 'title']));
  });
});
