/**
 * Every administration path of roles, users, permissions, departments and the audit log checks its
 * permission on the server: 401 without a token, 403 without the permission (even holding every other
 * one), and admitted with any one of the permissions the path accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { PERMS } from '../../auth/perms.ts';
import adminDepartmentRoutes from '../admin-departments/index.ts';
import adminPermissionRoutes from '../admin-permissions/index.ts';
import adminRoleRoutes from '../admin-roles/index.ts';
import auditLogRoutes from '../audit-log/index.ts';
import adminUserRoutes from './index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { userWithPerms } from '../../../../tests/server/grants.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  /** Any one of these admits the caller. */
  perms: string[];
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Answers a file (an Excel export), not the envelope. */
  file?: boolean;
}

// Payloads are schema-valid but name nothing that exists, so admitted calls change nothing.
const NONE = { id: 'no-such-id' };
const ROUTES: Route[] = [
  { method: 'POST', path: '/sys/role/add', perms: [PERMS.roleAdd], body: {} },
  { method: 'PUT', path: '/sys/role/edit', perms: [PERMS.roleEdit], body: NONE },
  { method: 'DELETE', path: '/sys/role/delete', perms: [PERMS.roleDelete], query: NONE },
  { method: 'GET', path: '/sys/role/list', perms: [PERMS.roleList] },
  { method: 'GET', path: '/sys/role/queryall', perms: [PERMS.roleList, PERMS.userAdd, PERMS.userEdit] },
  { method: 'POST', path: '/sys/user/add', perms: [PERMS.userAdd], body: {} },
  { method: 'PUT', path: '/sys/user/edit', perms: [PERMS.userEdit], body: NONE },
  { method: 'GET', path: '/sys/user/list', perms: [PERMS.userList] },
  { method: 'GET', path: '/sys/user/queryUserRole', perms: [PERMS.userList, PERMS.userEdit], query: { userid: 'no-such-id' } },
  { method: 'PUT', path: '/sys/user/frozenBatch', perms: [PERMS.userFreeze], body: { ids: 'no-such-id', status: 2 } },
  { method: 'GET', path: '/sys/user/checkOnlyUser', perms: [PERMS.userAdd, PERMS.userEdit], query: { username: 'nobody_here' } },
  { method: 'PUT', path: '/sys/user/changePassword', perms: [PERMS.userPassword], body: { username: 'nobody_here' } },
  { method: 'DELETE', path: '/sys/user/delete', perms: [PERMS.userDelete], query: NONE },
  { method: 'POST', path: '/sys/permission/add', perms: [PERMS.permissionAdd], body: {} },
  { method: 'PUT', path: '/sys/permission/edit', perms: [PERMS.permissionEdit], body: NONE },
  { method: 'DELETE', path: '/sys/permission/delete', perms: [PERMS.permissionDelete], query: NONE },
  { method: 'GET', path: '/sys/permission/list', perms: [PERMS.permissionList] },
  { method: 'GET', path: '/sys/permission/queryTreeList', perms: [PERMS.permissionList, PERMS.rolePermission, PERMS.departPermission] },
  { method: 'GET', path: '/sys/permission/queryRolePermission', perms: [PERMS.rolePermission], query: { roleId: 'no-such-id' } },
  { method: 'POST', path: '/sys/permission/saveRolePermission', perms: [PERMS.rolePermission], body: { roleId: 'no-such-id', permissionIds: '' } },
  { method: 'GET', path: '/sys/permission/queryDepartPermission', perms: [PERMS.departPermission], query: { departId: 'no-such-id' } },
  { method: 'POST', path: '/sys/permission/saveDepartPermission', perms: [PERMS.departPermission], body: { departId: 'no-such-id', permissionIds: '' } },
  {
    method: 'GET', path: '/sys/sysDepart/queryTreeList',
    perms: [PERMS.departList, PERMS.departPermission, PERMS.userList, PERMS.userAdd, PERMS.userEdit],
  },
  { method: 'GET', path: '/sys/sysDepart/queryMyDeptTreeList', perms: [PERMS.departList] },
  { method: 'GET', path: '/sys/sysDepart/searchBy', perms: [PERMS.departList], query: { keyWord: '食堂' } },
  { method: 'POST', path: '/sys/sysDepart/add', perms: [PERMS.departAdd], body: {} },
  { method: 'PUT', path: '/sys/sysDepart/edit', perms: [PERMS.departEdit], body: NONE },
  { method: 'DELETE', path: '/sys/sysDepart/delete', perms: [PERMS.departDelete], query: NONE },
  { method: 'GET', path: '/sys/log/list', perms: [PERMS.auditLogList] },
  { method: 'GET', path: '/sys/log/exportXls', perms: [PERMS.auditLogList], file: true },
];

const ALL = Object.values(PERMS);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const call = (route: Route, token?: string) => server.call(route.method, route.path, { token, query: route.query, body: route.body });
// one buyer session for every route (a login per route would run into the login rate limit)
let buyerToken: Promise<string> | undefined;
const buyer = () => (buyerToken ??= server.login('buyer'));

describe.each(ROUTES)('$method $path', (route) => {
  it('answers 401 without a token', async () => {
    const { status, body } = await call(route);
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, message: '未授权，请重新登录' });
  });

  it('answers 403 to a user holding every permission but the ones it accepts, and to buyer', async () => {
    const user = await userWithPerms(server, ALL.filter((perm) => !route.perms.includes(perm)));
    const { status, body } = await call(route, user.token);
    expect(status).toBe(403);
    expect(body.success).toBe(false);
    expect(body.message).toContain(route.perms[0]);
    expect((await call(route, await buyer())).status).toBe(403);
  });

  it.each(route.perms)('admits a user holding only %s', async (perm) => {
    const user = await userWithPerms(server, [perm]);
    const { status, body } = await call(route, user.token);
    expect(status).toBe(200);
    if (route.file) expect(body).toBeTruthy();
    else expect(typeof body.success).toBe('boolean');
  });
});

describe('the demo administrator', () => {
  it('is admitted on every path (the menu seed grants the admin role every permission string)', async () => {
    const token = await server.login('admin');
    for (const route of ROUTES) expect((await call(route, token)).status, `${route.method} ${route.path}`).toBe(200);
  });
});

describe('the route table', () => {
  it('holds exactly the routes the administration plugins register, with the permissions they check', async () => {
    const probe = Fastify();
    const seen: string[] = [];
    probe.decorate('db', server.database.db);
    probe.addHook('onRoute', (options) => {
      const config = (options.config ?? {}) as { perm?: string; anyPerm?: string[] };
      for (const method of [options.method].flat()) {
        if (method !== 'HEAD') seen.push(`${method} ${options.url} ${[config.perm ?? config.anyPerm].flat().join('|')}`);
      }
    });
    for (const plugin of [adminRoleRoutes, adminUserRoutes, adminPermissionRoutes, adminDepartmentRoutes, auditLogRoutes]) await probe.register(plugin);
    await probe.ready();
    await probe.close();
    expect(seen.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.path} ${route.perms.join('|')}`).sort());
  });
});
