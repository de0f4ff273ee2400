/**
 * Administration calls (section 7): users, roles, permissions, departments, dictionaries, announcements,
 * lookups, the audit log and config. Row shapes beyond what the shell reads are left open (`Row`).
 */
import { http, type Query } from '../http.ts';
import type { DictOption, MenuItem, Page, PageQuery } from '../types.ts';

/** A record as the server sends it; pages narrow the fields they use. */
export type Row = Record<string, unknown> & { id: string };
type Body = Record<string, unknown>;

// --- users ---
export const users = {
  list: (query: PageQuery = {}) => http.get<Page<Row>>('/sys/user/list', query),
  add: (body: Body) => http.post<Row>('/sys/user/add', body),
  edit: (body: Body) => http.put<Row>('/sys/user/edit', body),
  remove: (id: string) => http.del<null>('/sys/user/delete', { id }),
  /** status 1 normal, 2 frozen; ids comma separated. */
  frozenBatch: (ids: string[], status: 1 | 2) => http.put<null>('/sys/user/frozenBatch', { ids: ids.join(','), status: String(status) }),
  changePassword: (body: { username: string; password: string; confirmpassword?: string }) => http.put<null>('/sys/user/changePassword', body),
  queryUserRole: (userid: string) => http.get<string[]>('/sys/user/queryUserRole', { userid }),
  /** Resolves when the value is free; a taken value rejects with the server's message (silent). */
  checkOnlyUser: (query: { id?: string; username?: string; phone?: string; email?: string }) =>
    http.get<unknown>('/sys/user/checkOnlyUser', query, { silent: true }),
};

// --- roles ---
export const roles = {
  list: (query: PageQuery = {}) => http.get<Page<Row>>('/sys/role/list', query),
  queryall: () => http.get<Row[]>('/sys/role/queryall'),
  add: (body: Body) => http.post<Row>('/sys/role/add', body),
  edit: (body: Body) => http.put<Row>('/sys/role/edit', body),
  remove: (id: string) => http.del<null>('/sys/role/delete', { id }),
};

// --- permissions (menus and buttons) ---
export const permissions = {
  list: () => http.get<Row[]>('/sys/permission/list'),
  queryTreeList: (query: Query = {}) => http.get<{ treeList: unknown[]; ids: string[] } & Record<string, unknown>>('/sys/permission/queryTreeList', query),
  add: (body: Body) => http.post<Row>('/sys/permission/add', body),
  edit: (body: Body) => http.put<Row>('/sys/permission/edit', body),
  remove: (id: string) => http.del<null>('/sys/permission/delete', { id }),
  queryRolePermission: (roleId: string) => http.get<string[]>('/sys/permission/queryRolePermission', { roleId }),
  /** permissionIds / lastpermissionIds: comma separated, jeecg style. */
  saveRolePermission: (body: { roleId: string; permissionIds: string; lastpermissionIds?: string }) =>
    http.post<null>('/sys/permission/saveRolePermission', body),
  queryDepartPermission: (departId: string) => http.get<string[]>('/sys/permission/queryDepartPermission', { departId }),
  saveDepartPermission: (body: { departId: string; permissionIds: string; lastpermissionIds?: string }) =>
    http.post<null>('/sys/permission/saveDepartPermission', body),
  /** Every permission without paging. */
  noPager: () => http.get<unknown>('/api/permission/no-pager'),
};

// --- departments ---
export const departs = {
  queryTreeList: () => http.get<Row[]>('/sys/sysDepart/queryTreeList'),
  queryMyDeptTreeList: () => http.get<Row[]>('/sys/sysDepart/queryMyDeptTreeList'),
  searchBy: (keyWord: string) => http.get<Row[]>('/sys/sysDepart/searchBy', { keyWord }),
  add: (body: Body) => http.post<Row>('/sys/sysDepart/add', body),
  edit: (body: Body) => http.put<Row>('/sys/sysDepart/edit', body),
  remove: (id: string) => http.del<null>('/sys/sysDepart/delete', { id }),
};

// --- dictionaries ---
export const dicts = {
  list: (query: PageQuery = {}) => http.get<Page<Row>>('/sys/dict/list', query),
  add: (body: Body) => http.post<Row>('/sys/dict/add', body),
  edit: (body: Body) => http.put<Row>('/sys/dict/edit', body),
  /** Deletes the dictionary and all its items; the system dictionaries the product reads are refused. */
  remove: (id: string) => http.del<null>('/sys/dict/delete', { id }),
  items: (query: PageQuery & { dictId: string; itemText?: string }) => http.get<Page<Row>>('/sys/dictItem/list', query),
  addItem: (body: Body) => http.post<Row>('/sys/dictItem/add', body),
  editItem: (body: Body) => http.put<Row>('/sys/dictItem/edit', body),
  removeItem: (id: string) => http.del<null>('/sys/dictItem/delete', { id }),
  options: (code: string) => http.get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`),
};

// --- announcements (administration) ---
export const announcements = {
  list: (query: PageQuery = {}) => http.get<Page<Row>>('/sys/annountCement/list', query),
  add: (body: Body) => http.post<Row>('/sys/annountCement/add', body),
  edit: (body: Body) => http.put<Row>('/sys/annountCement/edit', body),
  remove: (id: string) => http.del<null>('/sys/annountCement/delete', { id }),
  release: (id: string) => http.get<null>('/sys/annountCement/doReleaseData', { id }),
  revoke: (id: string) => http.get<null>('/sys/annountCement/doReprovedData', { id }),
};

// --- lookups ---
export const lookups = {
  /** Resolves when the value is unique; a duplicate rejects with the server's message (silent). */
  duplicateCheck: (query: { tableName: string; fieldName: string; fieldVal: string; dataId?: string }) =>
    http.get<unknown>('/sys/duplicate/check', query, { silent: true }),
  checkMail: (query: { email: string; dataId?: string }) => http.get<unknown>('/sys/duplicate/checkMail', query, { silent: true }),
  checkByCode: (ruleCode: string, value: string) => http.get<unknown>('/sys/checkRule/checkByCode', { ruleCode, value }, { silent: true }),
  categoryRoot: (query: Query = {}) => http.get<unknown>('/sys/category/loadTreeRoot', query),
  categoryChildren: (query: Query) => http.get<unknown>('/sys/category/loadTreeChildren', query),
  colleges: (query: PageQuery = {}) => http.get<Page<Row>>('/university/baseCollege/list', query),
  unboundSuppliers: (query: PageQuery = {}) => http.get<Page<Row> | Row[]>('/supplier/unboundList', query),
  roleList: () => http.get<unknown>('/api/role'),
  serviceList: () => http.get<unknown>('/api/service'),
};

// --- audit log and config ---
export interface LogQuery extends PageQuery {
  action?: string;
  username?: string;
  createTime_begin?: string;
  createTime_end?: string;
}

export const logs = {
  list: (query: LogQuery = {}) => http.get<Page<Row>>('/sys/log/list', query),
};

export const config = {
  queryByKey: (key: string) => http.get<string | null>('/system/sysConfig/queryByKey', { key }),
};

/** The admin menu tree of the permission screens uses the same item shape as the user's menu. */
export type AdminMenuItem = MenuItem;
