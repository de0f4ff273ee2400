/** Who may sign in, what they may do: users, roles, the menu/permission tree, departments, sessions. */
import { bigint, boolean, doublePrecision, index, integer, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { at, deleted, id, stamps } from './columns.ts';

/** userType: 1 procurement, 2 supplier, 3 canteen (restaurant) staff, 4 platform staff. status: 1 normal, 2 frozen. */
export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull(),
  realname: text('realname').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone'),
  email: text('email'),
  avatar: text('avatar'),
  userType: integer('user_type').notNull().default(4),
  status: integer('status').notNull().default(1),
  /** The department the user works in now (departments.org_code). */
  orgCode: text('org_code'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [
  uniqueIndex('users_username_key').on(t.username),
  uniqueIndex('users_phone_key').on(t.phone),
  // the file list asks which rows name a stored file
  index('users_avatar_idx').on(t.avatar),
]);

export const roles = pgTable('roles', {
  id: id(),
  roleName: text('role_name').notNull(),
  roleCode: text('role_code').notNull(),
  description: text('description'),
  /** Where users of this role land after login (queryLoginType); null = /dashboard/analysis. */
  landingPath: text('landing_path'),
  ...stamps(),
}, (t) => [uniqueIndex('roles_role_code_key').on(t.roleCode)]);

export const userRoles = pgTable('user_roles', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: text('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)]);

/**
 * The menu tree and the button actions in one table, as the back office's permission call returns them.
 * menuType: 0 menu, 1 sub-menu, 2 button. permsType: '1' shown when granted, '2' editable when granted.
 * status: '1' active, '0' disabled (a disabled button policy makes the action visible to everyone).
 */
export const permissions = pgTable('permissions', {
  id: id(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  url: text('url'),
  component: text('component'),
  componentName: text('component_name'),
  redirect: text('redirect'),
  icon: text('icon'),
  menuType: integer('menu_type').notNull().default(0),
  perms: text('perms'),
  permsType: text('perms_type').notNull().default('1'),
  sortNo: doublePrecision('sort_no').notNull().default(0),
  /** false = route flag '0': kept in the tree but not turned into a route. */
  route: boolean('route').notNull().default(true),
  hidden: boolean('hidden').notNull().default(false),
  keepAlive: boolean('keep_alive').notNull().default(false),
  /** true = url is an external address opened outside the app. */
  external: boolean('external').notNull().default(false),
  status: text('status').notNull().default('1'),
  description: text('description'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [index('permissions_parent_idx').on(t.parentId)]);

export const rolePermissions = pgTable('role_permissions', {
  roleId: text('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  permissionId: text('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), index('role_permissions_permission_idx').on(t.permissionId)]);

/** orgCategory: '1' company/institution, '2' department, '3' post. */
export const departments = pgTable('departments', {
  id: id(),
  parentId: text('parent_id'),
  departName: text('depart_name').notNull(),
  orgCode: text('org_code').notNull(),
  orgCategory: text('org_category').notNull().default('2'),
  sortNo: integer('sort_no').notNull().default(0),
  description: text('description'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('departments_org_code_key').on(t.orgCode), index('departments_parent_idx').on(t.parentId)]);

export const userDepartments = pgTable('user_departments', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  departId: text('depart_id').notNull().references(() => departments.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.departId] }), index('user_departments_depart_idx').on(t.departId)]);

/** Permissions a department may hand out to its users (department permission save). */
export const departPermissions = pgTable('depart_permissions', {
  departId: text('depart_id').notNull().references(() => departments.id, { onDelete: 'cascade' }),
  permissionId: text('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.departId, t.permissionId] })]);

/** Sign-in sessions: only a hash of the token is stored; revoked or expired rows no longer authenticate. */
export const sessions = pgTable('sessions', {
  id: id(),
  tokenHash: text('token_hash').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

/** One-time SMS codes, stored hashed, valid 10 minutes. */
export const smsCodes = pgTable('sms_codes', {
  id: id(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  purpose: text('purpose').notNull().default('login'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  attempts: integer('attempts').notNull().default(0),
}, (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)]);

/**
 * One row counting changes to who may do what: triggers on permissions, role_permissions and user_roles
 * bump it (see the migration), so a cached permission answer is reused only while nothing changed.
 */
export const permissionVersion = pgTable('permission_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Failed password logins per account name and client address (auth/loginThrottle.ts): counted in the
 * database so that parallel guesses and several server instances all see one count, and keyed by the
 * address too so that a stranger's wrong guesses never lock the owner out.
 */
export const loginThrottle = pgTable('login_throttle', {
  /** The user name as typed (unknown names are throttled alike: no answer tells them apart). */
  account: text('account').notNull(),
  address: text('address').notNull(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at').notNull(),
  blockedUntil: at('blocked_until'),
}, (t) => [primaryKey({ columns: [t.account, t.address] })]);
