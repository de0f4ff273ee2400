/**
 * Administration calls (section 7): users, roles, permissions, departments, dictionaries, announcements,
 * lookups, the audit log and config, typed by their route contracts (src/contract/routes).
 */
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { auditLogList } from '../../contract/routes/audit-log.ts';
import * as jobRoutes from '../../contract/routes/jobs.ts';
import * as departRoutes from '../../contract/routes/admin-departments.ts';
import * as permissionRoutes from '../../contract/routes/admin-permissions.ts';
import * as roleRoutes from '../../contract/routes/admin-roles.ts';
import * as userRoutes from '../../contract/routes/admin-users.ts';
import * as dictRoutes from '../../contract/routes/dict.ts';
import * as lookupRoutes from '../../contract/routes/lookup.ts';
import * as noticeRoutes from '../../contract/routes/notices.ts';
import * as configRoutes from '../../contract/routes/sysconfig.ts';
import { http } from '../http.ts';

// --- users ---
export const users = {
  list: (query: QueryOf<typeof userRoutes.userList> = {}) => http.call(userRoutes.userList, { query }),
  add: (body: BodyOf<typeof userRoutes.userAdd>) => http.call(userRoutes.userAdd, { body }),
  edit: (body: BodyOf<typeof userRoutes.userEdit>) => http.call(userRoutes.userEdit, { body }),
  remove: (id: string) => http.call(userRoutes.userDelete, { query: { id } }),
  /** status 1 normal, 2 frozen; ids comma separated. */
  frozenBatch: (ids: string[], status: 1 | 2) => http.call(userRoutes.userFreeze, { body: { ids: ids.join(','), status } }),
  changePassword: (body: BodyOf<typeof userRoutes.userSetPassword> & { username: string; password: string }) => http.call(userRoutes.userSetPassword, { body }),
  queryUserRole: (userid: string) => http.call(userRoutes.userRoles, { query: { userid } }),
  /** Resolves when the value is free; a taken value rejects with the server's message (silent). */
  checkOnlyUser: (query: QueryOf<typeof userRoutes.checkOnlyUser>) => http.call(userRoutes.checkOnlyUser, { query }, { silent: true }),
};

// --- roles ---
export const roles = {
  list: (query: QueryOf<typeof roleRoutes.roleList> = {}) => http.call(roleRoutes.roleList, { query }),
  queryall: () => http.call(roleRoutes.roleAll),
  add: (body: BodyOf<typeof roleRoutes.roleAdd>) => http.call(roleRoutes.roleAdd, { body }),
  edit: (body: BodyOf<typeof roleRoutes.roleEdit>) => http.call(roleRoutes.roleEdit, { body }),
  remove: (id: string) => http.call(roleRoutes.roleDelete, { query: { id } }),
};

// --- permissions (menus and buttons) ---
export const permissions = {
  list: () => http.call(permissionRoutes.permissionList),
  queryTreeList: () => http.call(permissionRoutes.permissionTree),
  add: (body: BodyOf<typeof permissionRoutes.permissionAdd>) => http.call(permissionRoutes.permissionAdd, { body }),
  edit: (body: BodyOf<typeof permissionRoutes.permissionEdit>) => http.call(permissionRoutes.permissionEdit, { body }),
  remove: (id: string) => http.call(permissionRoutes.permissionDelete, { query: { id } }),
  queryRolePermission: (roleId: string) => http.call(permissionRoutes.rolePermissions, { query: { roleId } }),
  /** permissionIds / lastpermissionIds: comma separated, jeecg style. */
  saveRolePermission: (body: BodyOf<typeof permissionRoutes.saveRolePermissions>) => http.call(permissionRoutes.saveRolePermissions, { body }),
  queryDepartPermission: (departId: string) => http.call(permissionRoutes.departPermissions, { query: { departId } }),
  saveDepartPermission: (body: BodyOf<typeof permissionRoutes.saveDepartPermissions>) =>
    http.call(permissionRoutes.saveDepartPermissions, { body }),
  /** Every permission row, flat, without paging. */
  noPager: () => http.call(lookupRoutes.permissionRows),
};

// --- departments ---
export const departs = {
  queryTreeList: () => http.call(departRoutes.departTree),
  queryMyDeptTreeList: () => http.call(departRoutes.myDepartTree),
  searchBy: (keyWord: string) => http.call(departRoutes.departSearch, { query: { keyWord } }),
  add: (body: BodyOf<typeof departRoutes.departAdd>) => http.call(departRoutes.departAdd, { body }),
  edit: (body: BodyOf<typeof departRoutes.departEdit>) => http.call(departRoutes.departEdit, { body }),
  remove: (id: string) => http.call(departRoutes.departDelete, { query: { id } }),
};

// --- dictionaries ---
export const dicts = {
  list: (query: QueryOf<typeof dictRoutes.dictList> = {}) => http.call(dictRoutes.dictList, { query }),
  add: (body: BodyOf<typeof dictRoutes.dictAdd>) => http.call(dictRoutes.dictAdd, { body }),
  edit: (body: BodyOf<typeof dictRoutes.dictEdit>) => http.call(dictRoutes.dictEdit, { body }),
  /** Deletes the dictionary and all its items; the system dictionaries the product reads are refused. */
  remove: (id: string) => http.call(dictRoutes.dictDelete, { query: { id } }),
  items: (query: QueryOf<typeof dictRoutes.dictItemList>) => http.call(dictRoutes.dictItemList, { query }),
  addItem: (body: BodyOf<typeof dictRoutes.dictItemAdd>) => http.call(dictRoutes.dictItemAdd, { body }),
  editItem: (body: BodyOf<typeof dictRoutes.dictItemEdit>) => http.call(dictRoutes.dictItemEdit, { body }),
  removeItem: (id: string) => http.call(dictRoutes.dictItemDelete, { query: { id } }),
  options: (code: string) => http.call(dictRoutes.dictOptions, { params: { code } }),
};

// --- announcements (administration) ---
export const announcements = {
  list: (query: QueryOf<typeof noticeRoutes.announcementList> = {}) => http.call(noticeRoutes.announcementList, { query }),
  add: (body: BodyOf<typeof noticeRoutes.announcementAdd>) => http.call(noticeRoutes.announcementAdd, { body }),
  edit: (body: BodyOf<typeof noticeRoutes.announcementEdit>) => http.call(noticeRoutes.announcementEdit, { body }),
  remove: (id: string) => http.call(noticeRoutes.announcementDelete, { query: { id } }),
  release: (id: string) => http.call(noticeRoutes.announcementRelease, { query: { id } }),
  revoke: (id: string) => http.call(noticeRoutes.announcementRevoke, { query: { id } }),
};

// --- lookups ---
export const lookups = {
  /** Resolves when the value is unique; a duplicate rejects with the server's message (silent). */
  duplicateCheck: (query: QueryOf<typeof lookupRoutes.duplicateCheck>) => http.call(lookupRoutes.duplicateCheck, { query }, { silent: true }),
  checkMail: (query: QueryOf<typeof lookupRoutes.checkMail>) => http.call(lookupRoutes.checkMail, { query }, { silent: true }),
  checkByCode: (ruleCode: string, value: string) => http.call(lookupRoutes.checkRule, { query: { ruleCode, value } }, { silent: true }),
  categoryRoot: (query: QueryOf<typeof lookupRoutes.categoryRoot> = {}) => http.call(lookupRoutes.categoryRoot, { query }),
  categoryChildren: (query: QueryOf<typeof lookupRoutes.categoryChildren>) => http.call(lookupRoutes.categoryChildren, { query }),
  colleges: (query: QueryOf<typeof lookupRoutes.collegeList> = {}) => http.call(lookupRoutes.collegeList, { query }),
  unboundSuppliers: (query: QueryOf<typeof lookupRoutes.unboundSuppliers> = {}) => http.call(lookupRoutes.unboundSuppliers, { query }),
  roleList: () => http.call(lookupRoutes.roleLookup),
  serviceList: () => http.call(lookupRoutes.serviceList),
};

// --- audit log and config ---
export type LogQuery = QueryOf<typeof auditLogList>;

export const logs = {
  list: (query: LogQuery = {}) => http.call(auditLogList, { query }),
};

/** The job queues' administration (scheduled jobs screen): counts and jobs, retry, cancel. */
export const jobs = {
  list: (query: QueryOf<typeof jobRoutes.adminJobs> = {}) => http.call(jobRoutes.adminJobs, { query }),
  retry: (id: string) => http.call(jobRoutes.retryJob, { params: { id } }),
  cancel: (id: string) => http.call(jobRoutes.cancelJob, { params: { id } }),
};

/** Platform config keys: one readable value, and the editable keys of the platform settings screen. */
export const config = {
  queryByKey: (key: string) => http.call(configRoutes.configByKey, { query: { key } }),
  list: () => http.call(configRoutes.configList),
  edit: (key: string, value: string) => http.call(configRoutes.configEdit, { body: { key, value } }),
};
