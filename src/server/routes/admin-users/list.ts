/** The user list (paged, filtered, sorted), a user's roles, and the "is this value free" check. */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { checkOnlyUser, userList, userRoles as userRolesRoute } from '../../../contract/routes/admin-users.ts';
import { PERMS } from '../../auth/perms.ts';
import type { Db } from '../../db/index.ts';
import { departments, userDepartments, userRoles, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { USER_COLUMNS, isTaken, type UserColumn } from '../../auth/userFields.ts';
import { containsPattern, stampsOf } from '../../db/sql.ts';

/** Sortable columns by the names the back office sends (anything else is refused, never interpolated). */
const SORTABLE = {
  createTime: users.createdAt,
  updateTime: users.updatedAt,
  username: users.username,
  realname: users.realname,
  phone: users.phone,
  email: users.email,
  status: users.status,
  userType: users.userType,
} as const;

type UserSummary = { [K in keyof typeof USER_COLUMNS]: (typeof users.$inferSelect)[K] };

function userRecord(row: UserSummary, departs: Array<{ departName: string; orgCode: string; id: string }>) {
  const { createdAt, createdBy, updatedAt, updatedBy, ...rest } = row;
  return {
    ...rest,
    departIds: departs.map((d) => d.id).join(','),
    /** The names of the user's departments, as the list shows them. */
    orgCodeTxt: departs.map((d) => d.departName).join(','),
    ...stampsOf({ createdAt, createdBy, updatedAt, updatedBy }),
  };
}

/** Users by id as the admin pages show them (never the password hash), with their department names. */
export async function userRecords(db: Db, ids: string[], rows?: UserSummary[]) {
  if (ids.length === 0) return [];
  const list = rows ?? (await db.select(USER_COLUMNS).from(users).where(inArray(users.id, ids)));
  const links = await db
    .select({ userId: userDepartments.userId, id: departments.id, departName: departments.departName, orgCode: departments.orgCode })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departId))
    .where(inArray(userDepartments.userId, ids))
    .orderBy(departments.sortNo, departments.orgCode);
  const byId = new Map(list.map((row) => [row.id, row]));
  return ids.filter((id) => byId.has(id)).map((id) => userRecord(byId.get(id)!, links.filter((link) => link.userId === id)));
}

export async function userListRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, userList, { config: { perm: PERMS.userList } }, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const column = query.column || 'createTime';
    if (!Object.hasOwn(SORTABLE, column)) fail('SORT_COLUMN_INVALID', { column });
    const sortBy = SORTABLE[column as keyof typeof SORTABLE];
    const direction = query.order?.toLowerCase() === 'asc' ? asc : desc;
    const filters: Array<SQL | undefined> = [eq(users.deleted, false)];
    for (const key of ['username', 'realname', 'phone'] as const) {
      const value = query[key]?.trim();
      if (value) filters.push(ilike(users[key], containsPattern(value)));
    }
    // Exact filters; an empty or non-numeric value means "any", as the list's search form sends it.
    for (const key of ['status', 'userType'] as const) {
      const value = Number(query[key]);
      if (query[key] && Number.isInteger(value)) filters.push(eq(users[key], value));
    }
    const where = and(...filters);
    const [{ n }] = await db.select({ n: count() }).from(users).where(where);
    const rows = await db.select(USER_COLUMNS).from(users).where(where).orderBy(direction(sortBy), asc(users.id)).limit(size).offset(offset);
    const records = await userRecords(db, rows.map((row) => row.id), rows);
    return ok(page(records, n, current, size));
  });

  addRoute(app, userRolesRoute, { config: { anyPerm: [PERMS.userList, PERMS.userEdit] } }, async (request) => {
    const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, request.query.userid), eq(users.deleted, false)));
    if (!user) fail('USER_NOT_FOUND');
    const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id));
    return ok(rows.map((row) => row.roleId));
  });

  // Asked while the user dialog is filled in; `id` is the user being edited (its own value is free).
  addRoute(app, checkOnlyUser, { config: { anyPerm: [PERMS.userAdd, PERMS.userEdit] } }, async (request) => {
    const query = request.query;
    const field = (['username', 'phone', 'email'] as const).find((key) => query[key]?.trim());
    if (!field) fail('CHECK_FIELD_REQUIRED');
    const taken = await isTaken(db, field as UserColumn, query[field]!.trim(), query.id || null);
    if (taken) fail(field === 'username' ? 'USERNAME_EXISTS' : field === 'phone' ? 'PHONE_EXISTS' : 'EMAIL_EXISTS');
    return ok(true, '该值可用！');
  });
}
