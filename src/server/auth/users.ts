/** The user as the back office sees it (never the password hash or lockout counters) and their departments. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { departments, userDepartments, users } from '../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The user as the back office sees it: never the password hash or lockout counters. */
export function userInfo(user: UserRow, deptName?: string | null, now = new Date()) {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    phone: user.phone,
    email: user.email,
    userType: user.userType,
    orgCode: user.orgCode,
    status: user.status,
    deptName: deptName ?? undefined,
    welcome: greeting(now),
  };
}

/** 早上好 … 晚上好 by the server's hour. */
export function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 9) return '早上好';
  if (hour < 11) return '上午好';
  if (hour < 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

export async function userDeparts(db: Db, userId: string) {
  return db
    .select({ id: departments.id, departName: departments.departName, orgCode: departments.orgCode })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departId))
    .where(eq(userDepartments.userId, userId))
    .orderBy(departments.sortNo);
}
