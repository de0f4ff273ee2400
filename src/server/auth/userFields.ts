/** The user form's rules: username, phone, email, user type, and the roles and departments it links. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { rolesBeyondActor, usersBeyondActor } from './permissions.ts';
import type { Db } from '../db/index.ts';
import { departments, roles, users } from '../db/schema/index.ts';
import { emailProblem, optionalPhoneProblem, usernameProblem } from '../../contract/rules/index.ts';
import { fail } from '../http/errors.ts';
import { blankToNull, parseIds } from '../http/input.ts';

export const USER_TYPES = [1, 2, 3, 4] as const;

/** The user columns an admin page may see: everything but the hash and the lockout counters. */
export const USER_COLUMNS = {
  id: users.id,
  username: users.username,
  realname: users.realname,
  avatar: users.avatar,
  phone: users.phone,
  email: users.email,
  userType: users.userType,
  status: users.status,
  orgCode: users.orgCode,
  createdAt: users.createdAt,
  createdBy: users.createdBy,
  updatedAt: users.updatedAt,
  updatedBy: users.updatedBy,
};

export type UserColumn = 'username' | 'phone' | 'email';

/**
 * Whether `value` is already used by another user. Deleted users count: their rows stay for the audit
 * trail and still hold their username and phone under the unique indexes.
 */
export async function isTaken(db: Db, column: UserColumn, value: string, exceptId?: string | null): Promise<boolean> {
  const field = users[column];
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(field, value), ne(users.id, exceptId)) : eq(field, value))
    .limit(1);
  return Boolean(row);
}

export function checkUsername(value: string | undefined): string {
  const problem = usernameProblem(value);
  if (problem) fail(problem);
  return value!.trim();
}

/** A phone number or null (the field is optional); must be a mainland mobile number and unused. */
export async function checkPhone(db: Db, value: string | null | undefined, exceptId?: string): Promise<string | null> {
  const problem = optionalPhoneProblem(value);
  if (problem) fail(problem);
  const phone = blankToNull(value);
  if (!phone) return null;
  if (await isTaken(db, 'phone', phone, exceptId)) fail('PHONE_EXISTS');
  return phone;
}

export async function checkEmail(db: Db, value: string | null | undefined, exceptId?: string): Promise<string | null> {
  const problem = emailProblem(value);
  if (problem) fail(problem);
  const email = blankToNull(value);
  if (!email) return null;
  if (await isTaken(db, 'email', email, exceptId)) fail('EMAIL_EXISTS');
  return email;
}

export function checkUserType(value: string | number | undefined): number {
  const userType = Number(value);
  if (!(USER_TYPES as readonly number[]).includes(userType)) fail('USER_TYPE_INVALID');
  return userType;
}

/** The selected role ids, every one of which must exist. */
export async function checkRoleIds(db: Db, value: string | null | undefined): Promise<string[]> {
  const ids = parseIds(value);
  if (ids.length === 0) return [];
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  if (found.length !== ids.length) fail('ROLES_NOT_FOUND');
  return ids;
}

/**
 * Refuse the whole call when a role newly given to a user carries a permission the acting user does not
 * hold (you can only hand out what you hold); roles the user already had may stay (checkUsersManageable
 * has already made sure they carry nothing beyond the actor). Names the refused roles.
 */
export async function checkRolesGrantable(db: Db, actorId: string, roleIds: string[], previous: readonly string[] = []): Promise<void> {
  const added = roleIds.filter((id) => !previous.includes(id));
  const beyond = await rolesBeyondActor(db, actorId, added);
  if (beyond.length) fail('ROLE_ASSIGN_BEYOND', { roles: beyond.map((role) => `${role.roleName} (${role.roleCode})`).join(', ') });
}

/**
 * Refuse the whole call when any of the users acted on holds a permission the acting user does not:
 * an account may only be edited, frozen, deleted or given a password by someone holding at least as
 * much, or a lesser right would take over (or lock out) a stronger account. Names the refused users.
 */
export async function checkUsersManageable(db: Db, actorId: string, userIds: string[]): Promise<void> {
  const beyond = await usersBeyondActor(db, actorId, userIds);
  if (beyond.length) fail('USER_MANAGE_BEYOND', { users: beyond.map((user) => `${user.realname} (${user.username})`).join(', ') });
}

/** The selected departments (existing, not deleted), with their codes. */
export async function checkDepartIds(db: Db, value: string | null | undefined): Promise<Array<{ id: string; orgCode: string }>> {
  const ids = parseIds(value);
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: departments.id, orgCode: departments.orgCode })
    .from(departments)
    .where(and(inArray(departments.id, ids), eq(departments.deleted, false)));
  if (found.length !== ids.length) fail('DEPARTS_NOT_FOUND');
  return ids.map((id) => found.find((row) => row.id === id)!);
}

/**
 * The user's current department code: the one asked for, which must be one of theirs; else their only
 * department's; else none (a user of several departments chooses at login, section 2).
 */
export function currentOrgCode(asked: string | null | undefined, departs: Array<{ orgCode: string }>, previous?: string | null): string | null {
  const wanted = blankToNull(asked);
  if (wanted) {
    if (!departs.some((d) => d.orgCode === wanted)) fail('USER_ORG_CODE_INVALID');
    return wanted;
  }
  if (previous && departs.some((d) => d.orgCode === previous)) return previous;
  return departs.length === 1 ? departs[0].orgCode : null;
}
