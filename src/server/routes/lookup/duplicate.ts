/**
 * GET /sys/duplicate/check and /sys/duplicate/checkMail: is a value still free? Only an allowlist of
 * table and field pairs can be checked, each mapped to a drizzle column (names never reach SQL), and
 * the caller must hold a permission of the form that edits that table.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { checkMail, duplicateCheck } from '../../../contract/routes/lookup.ts';
import { grantedPerms } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { categories, colleges, departments, dictionaries, printTemplateTypes, roles, users } from '../../db/schema/index.ts';
import { ApiError, fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';

interface CheckTarget {
  table: PgTable;
  id: AnyPgColumn;
  fields: Record<string, AnyPgColumn>;
  /** Holding any one of these lets the caller check the table. */
  perms: string[];
  /** Fields compared without regard to case (addresses). */
  caseless?: string[];
}

const USER_FORM = [PERMS.userAdd, PERMS.userEdit];

/**
 * What may be checked. Soft-deleted rows count as taken: the unique indexes cover them, so their
 * values cannot be reused.
 */
export const DUPLICATE_TARGETS: Record<string, CheckTarget> = {
  users: { table: users, id: users.id, fields: { username: users.username, phone: users.phone, email: users.email }, perms: USER_FORM, caseless: ['email'] },
  roles: { table: roles, id: roles.id, fields: { roleCode: roles.roleCode }, perms: [PERMS.roleAdd, PERMS.roleEdit] },
  departments: { table: departments, id: departments.id, fields: { orgCode: departments.orgCode }, perms: [PERMS.departAdd, PERMS.departEdit] },
  dictionaries: { table: dictionaries, id: dictionaries.id, fields: { dictCode: dictionaries.dictCode }, perms: [PERMS.dictAdd, PERMS.dictEdit] },
  categories: { table: categories, id: categories.id, fields: { code: categories.code }, perms: [PERMS.categoryList] },
  colleges: { table: colleges, id: colleges.id, fields: { code: colleges.code }, perms: [PERMS.collegeList] },
  print_template_types: { table: printTemplateTypes, id: printTemplateTypes.id, fields: { code: printTemplateTypes.code }, perms: [PERMS.templateTypeManage] },
};

/** The back office's own table names for the same tables. */
const TABLE_ALIASES: Record<string, string> = {
  sys_user: 'users',
  sys_role: 'roles',
  sys_depart: 'departments',
  sys_dict: 'dictionaries',
  sys_category: 'categories',
  base_college: 'colleges',
};

const camel = (name: string): string => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Fail with 403 unless the caller holds one of `perms`. */
async function requireAny(app: FastifyInstance, request: FastifyRequest, perms: string[]): Promise<void> {
  const granted = await grantedPerms(app.db, request.user!.id);
  if (!perms.some((perm) => granted.has(perm))) throw new ApiError('FORBIDDEN', { perm: perms.join(' | ') });
}

/** True when some row other than `dataId` holds `value` in `field` of the target. */
async function taken(app: FastifyInstance, target: CheckTarget, field: string, value: string, dataId?: string): Promise<boolean> {
  const column = target.fields[field];
  const match: SQL = target.caseless?.includes(field) ? sql`lower(${column}) = ${value.toLowerCase()}` : eq(column, value);
  const [row] = await app.db
    .select({ id: target.id })
    .from(target.table)
    .where(and(match, dataId ? ne(target.id, dataId) : undefined))
    .limit(1);
  return !!row;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Register the duplicate-value checks. */
export function duplicateRoutes(app: FastifyInstance): void {
  addRoute(app, duplicateCheck, {}, async (request) => {
    const query = request.query;
    const tableKey = TABLE_ALIASES[query.tableName] ?? query.tableName;
    const field = camel(query.fieldName);
    const target = Object.hasOwn(DUPLICATE_TARGETS, tableKey) ? DUPLICATE_TARGETS[tableKey] : undefined;
    if (!target || !Object.hasOwn(target.fields, field)) {
      fail('DUPLICATE_CHECK_UNSUPPORTED', { table: query.tableName, field: query.fieldName });
    }
    await requireAny(app, request, target.perms);
    const value = query.fieldVal?.trim();
    // nothing to compare: the form's own required-rule speaks for an empty field
    if (!value) return ok(null, '该值可用！');
    if (await taken(app, target, field, value, query.dataId || undefined)) fail('DUPLICATE_VALUE');
    return ok(null, '该值可用！');
  });

  addRoute(app, checkMail, {}, async (request) => {
    const query = request.query;
    await requireAny(app, request, USER_FORM);
    const email = query.email?.trim() ?? '';
    if (!EMAIL.test(email)) fail('EMAIL_INVALID');
    if (await taken(app, DUPLICATE_TARGETS.users, 'email', email, query.dataId || undefined)) fail('EMAIL_EXISTS');
    return ok(null, '该值可用！');
  });
}
