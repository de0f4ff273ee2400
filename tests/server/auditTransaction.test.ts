/**
 * A change and its audit row commit in one transaction (issue 14): when the audit insert fails after the
 * change was written, the change is rolled back and the caller gets an error, never a half-done change.
 * One case per state-changing route of the administration, dictionary, notice, print, config, account
 * and session features; each makes its own audit action fail (a test-only trigger) and compares the
 * tables the route writes before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  announcements, config, departments, departPermissions, dictionaries, dictionaryItems, permissions, printTemplates,
  printTemplateTypes, rolePermissions, roles, sessions, userDepartments, userRoles, users,
} from '../../src/server/db/schema/index.ts';
import { startServer, type TestServer } from './harness.ts';
import { failAuditOf } from './failingAudit.ts';

const PASSWORD = 'Good#Pass1';
const TEMPLATE = { panels: [{ index: 0, paperType: 'A4', height: 297, width: 210, printElements: [] }] };

let server: TestServer;
let admin: string;
/** Ids the cases act on, made through the API before any trigger exists. */
const made: Record<string, string> = {};

async function ok(method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, options: { body?: unknown; query?: Record<string, string>; token?: string }) {
  const { body } = await server.call(method, path, { token: admin, ...options });
  expect(body, `${method} ${path}`).toMatchObject({ success: true });
  return body.result;
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  made.role = (await ok('POST', '/sys/role/add', { body: { roleName: '事务角色', roleCode: 'tx_role' } })).id;
  made.menu = (await ok('POST', '/sys/permission/add', { body: { name: '事务菜单', menuType: 0, url: '/tx-menu', component: 'layouts/RouteView' } })).id;
  made.user = (await ok('POST', '/sys/user/add', { body: { username: 'tx_user', realname: '事务用户', password: PASSWORD, phone: '13900000077' } })).id;
  made.depart = (await ok('POST', '/sys/sysDepart/add', { body: { departName: '事务部门' } })).id;
  made.dict = (await ok('POST', '/sys/dict/add', { body: { dictName: '事务字典', dictCode: 'tx_dict' } })).id;
  made.item = (await ok('POST', '/sys/dictItem/add', { body: { dictId: made.dict, itemText: '甲', itemValue: 'a' } })).id;
  made.draft = (await ok('POST', '/sys/annountCement/add', { body: { titile: '事务通告' } })).id;
  made.released = (await ok('POST', '/sys/annountCement/add', { body: { titile: '已发布通告' } })).id;
  await ok('GET', '/sys/annountCement/doReleaseData', { query: { id: made.released } });
  made.template = (await ok('POST', '/print/templates', { body: { name: '事务模板', body: TEMPLATE } })).id;
  made.type = (await ok('POST', '/print/templateTypes', { body: { name: '事务类型', code: 'tx_type' } })).id;
  made.userToken = await server.login('tx_user', PASSWORD);
  made.logoutToken = await server.login('tx_user', PASSWORD);
});
afterAll(() => server.close());

interface Case {
  action: string;
  /** The tables the route writes: each must read the same before and after the failed call. */
  tables: PgTable[];
  call: () => Promise<{ status: number; body: any }>;
}

const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, options: { body?: unknown; query?: Record<string, string>; token?: string } = {}) =>
  () => server.call(method, path, { token: admin, ...options });

const CASES: Case[] = [
  { action: 'role_add', tables: [roles], call: call('POST', '/sys/role/add', { body: { roleName: '新角色', roleCode: 'tx_new_role' } }) },
  { action: 'role_edit', tables: [roles], call: () => server.call('PUT', '/sys/role/edit', { token: admin, body: { id: made.role, roleName: '改名' } }) },
  { action: 'role_delete', tables: [roles, rolePermissions, userRoles], call: () => server.call('DELETE', '/sys/role/delete', { token: admin, query: { id: made.role } }) },
  { action: 'permission_add', tables: [permissions, rolePermissions], call: call('POST', '/sys/permission/add', { body: { name: '新菜单', menuType: 0, url: '/tx-new', component: 'layouts/RouteView' } }) },
  { action: 'permission_edit', tables: [permissions], call: () => server.call('PUT', '/sys/permission/edit', { token: admin, body: { id: made.menu, status: '0' } }) },
  { action: 'permission_delete', tables: [permissions], call: () => server.call('DELETE', '/sys/permission/delete', { token: admin, query: { id: made.menu } }) },
  {
    action: 'role_permission_save', tables: [rolePermissions],
    call: () => server.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId: made.role, permissionIds: made.menu, lastpermissionIds: '' } }),
  },
  {
    action: 'depart_permission_save', tables: [departPermissions],
    call: () => server.call('POST', '/sys/permission/saveDepartPermission', { token: admin, body: { departId: made.depart, permissionIds: made.menu, lastpermissionIds: '' } }),
  },
  { action: 'user_add', tables: [users, userRoles, userDepartments], call: call('POST', '/sys/user/add', { body: { username: 'tx_new_user', realname: '新用户', password: PASSWORD, selectedroles: '' } }) },
  {
    action: 'user_edit', tables: [users, userRoles, userDepartments],
    call: () => server.call('PUT', '/sys/user/edit', { token: admin, body: { id: made.user, phone: '13900000078', selectedroles: made.role, selecteddeparts: made.depart } }),
  },
  { action: 'user_freeze', tables: [users, sessions], call: () => server.call('PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: made.user, status: '2' } }) },
  {
    action: 'user_change_password', tables: [users, sessions],
    call: () => server.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'tx_user', password: 'Other#Pass2', confirmpassword: 'Other#Pass2' } }),
  },
  { action: 'user_delete', tables: [users, sessions], call: () => server.call('DELETE', '/sys/user/delete', { token: admin, query: { id: made.user } }) },
  { action: 'depart_add', tables: [departments], call: call('POST', '/sys/sysDepart/add', { body: { departName: '新部门' } }) },
  { action: 'depart_edit', tables: [departments, users], call: () => server.call('PUT', '/sys/sysDepart/edit', { token: admin, body: { id: made.depart, departName: '改名' } }) },
  { action: 'depart_delete', tables: [departments], call: () => server.call('DELETE', '/sys/sysDepart/delete', { token: admin, query: { id: made.depart } }) },
  { action: 'dict_add', tables: [dictionaries], call: call('POST', '/sys/dict/add', { body: { dictName: '新字典', dictCode: 'tx_new_dict' } }) },
  { action: 'dict_edit', tables: [dictionaries], call: () => server.call('PUT', '/sys/dict/edit', { token: admin, body: { id: made.dict, dictName: '改名', dictCode: 'tx_dict' } }) },
  { action: 'dict_delete', tables: [dictionaries, dictionaryItems], call: () => server.call('DELETE', '/sys/dict/delete', { token: admin, query: { id: made.dict } }) },
  { action: 'dict_item_add', tables: [dictionaryItems], call: () => server.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId: made.dict, itemText: '乙', itemValue: 'b' } }) },
  { action: 'dict_item_edit', tables: [dictionaryItems], call: () => server.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: made.item, itemText: '丙' } }) },
  { action: 'dict_item_delete', tables: [dictionaryItems], call: () => server.call('DELETE', '/sys/dictItem/delete', { token: admin, query: { id: made.item } }) },
  { action: 'announcement_add', tables: [announcements], call: call('POST', '/sys/annountCement/add', { body: { titile: '新通告' } }) },
  { action: 'announcement_edit', tables: [announcements], call: () => server.call('PUT', '/sys/annountCement/edit', { token: admin, body: { id: made.draft, titile: '改名' } }) },
  { action: 'announcement_delete', tables: [announcements], call: () => server.call('DELETE', '/sys/annountCement/delete', { token: admin, query: { id: made.draft } }) },
  { action: 'announcement_release', tables: [announcements], call: () => server.call('GET', '/sys/annountCement/doReleaseData', { token: admin, query: { id: made.draft } }) },
  { action: 'announcement_revoke', tables: [announcements], call: () => server.call('GET', '/sys/annountCement/doReprovedData', { token: admin, query: { id: made.released } }) },
  { action: 'print_template_add', tables: [printTemplates], call: call('POST', '/print/templates', { body: { name: '新模板', body: TEMPLATE } }) },
  { action: 'print_template_edit', tables: [printTemplates], call: () => server.call('PUT', `/print/templates/${made.template}`, { token: admin, body: { name: '改名', version: 1 } }) },
  { action: 'print_template_delete', tables: [printTemplates], call: () => server.call('DELETE', `/print/templates/${made.template}`, { token: admin }) },
  { action: 'print_type_add', tables: [printTemplateTypes], call: call('POST', '/print/templateTypes', { body: { name: '新类型', code: 'tx_new_type' } }) },
  { action: 'print_type_edit', tables: [printTemplateTypes], call: () => server.call('PUT', `/print/templateTypes/${made.type}`, { token: admin, body: { name: '改名' } }) },
  { action: 'print_type_delete', tables: [printTemplateTypes], call: () => server.call('DELETE', `/print/templateTypes/${made.type}`, { token: admin }) },
  { action: 'config_edit', tables: [config], call: call('PUT', '/system/sysConfig/edit', { body: { key: 'SYS_CONFIG_CONTRACT_CHECK', value: '0' } }) },
  { action: 'account_change', tables: [users], call: () => server.call('GET', '/sys/user/userInfoChange', { token: made.userToken, query: { realname: '新昵称' } }) },
  {
    action: 'password_change', tables: [users, sessions],
    call: () => server.call('POST', '/sys/user/updatePassword', { token: made.userToken, body: { oldpassword: PASSWORD, password: 'Other#Pass2', confirmpassword: 'Other#Pass2' } }),
  },
  { action: 'login', tables: [sessions, users], call: () => server.call('POST', '/sys/login', { body: { username: 'tx_user', password: PASSWORD } }) },
  { action: 'logout', tables: [sessions], call: () => server.call('POST', '/sys/logout', { token: made.logoutToken }) },
];

/** The tables' rows, but for when a session was last used (every authenticated call moves it). */
const snapshot = (tables: PgTable[]) =>
  Promise.all(tables.map(async (table) => (await server.database.db.select().from(table)).map((row) => ({ ...row, lastSeenAt: undefined }))));

describe('a failing audit insert rolls the change back', () => {
  it.each(CASES.map((c) => [c.action, c] as const))('%s', async (action, { tables, call }) => {
    const before = await snapshot(tables);
    const restore = await failAuditOf(server, action);
    let answer: Awaited<ReturnType<Case['call']>>;
    try {
      answer = await call();
    } finally {
      await restore();
    }
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ success: false });
    expect(await snapshot(tables)).toEqual(before);
  });

  it('and with the audit working again, the same calls go through', async () => {
    expect((await CASES.find((c) => c.action === 'role_add')!.call()).body.success).toBe(true);
    expect((await CASES.find((c) => c.action === 'user_edit')!.call()).body.success).toBe(true);
    expect((await CASES.find((c) => c.action === 'print_template_add')!.call()).body.success).toBe(true);
  });
});
