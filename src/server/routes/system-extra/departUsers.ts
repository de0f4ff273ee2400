/**
 * 我的部门: a department head manages the members of the departments they head and of those under them.
 * An administrator holding the department edit permission manages every department and sets the heads.
 * A head adds only accounts of their own kind (a canteen head: canteen staff) and never one holding
 * permissions the head lacks, so heading a department lends no one more than the head has.
 */
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { ManagedDepart, MemberRecord } from '../../../contract/routes/system-extra.ts';
import { usersBeyondActor } from '../../auth/permissions.ts';
import { recordChange } from '../../db/dataLog.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { departHeads, departments, positions, userDepartments, userPositions, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { buildTree, descendantIds } from '../../db/tree.ts';
import { auditChange, type Who } from '../../http/adminChange.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';

/** Who manages: the signed-in user, and whether they manage every department (department edit permission). */
export interface Manager {
  id: string;
  username: string;
  userType: number;
  everywhere: boolean;
}

type DepartRow = { id: string; parentId: string | null; departName: string; orgCode: string };

async function liveDepartments(db: Db): Promise<DepartRow[]> {
  return db
    .select({ id: departments.id, parentId: departments.parentId, departName: departments.departName, orgCode: departments.orgCode })
    .from(departments)
    .where(eq(departments.deleted, false))
    .orderBy(asc(departments.sortNo), asc(departments.orgCode));
}

/** The departments the manager manages, in tree order. */
async function managedRows(db: Db, manager: Manager): Promise<DepartRow[]> {
  const rows = await liveDepartments(db);
  if (manager.everywhere) return rows;
  const headed = (await db.select({ id: departHeads.departId }).from(departHeads).where(eq(departHeads.userId, manager.id))).map((r) => r.id);
  const managed = new Set(headed.flatMap((id) => [id, ...descendantIds(rows, id)]));
  return rows.filter((row) => managed.has(row.id));
}

/** The department if the manager manages it; otherwise the refusal (an unknown id reads the same). */
async function managedDepart(db: Db, manager: Manager, departId: string): Promise<DepartRow> {
  const depart = (await managedRows(db, manager)).find((row) => row.id === departId);
  if (!depart) fail('DEPART_USER_NOT_MANAGED');
  return depart;
}

export async function managedTree(db: Db, manager: Manager): Promise<ManagedDepart[]> {
  const rows = await managedRows(db, manager);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const heads = await db
    .select({ departId: departHeads.departId, id: users.id, username: users.username, realname: users.realname })
    .from(departHeads)
    .innerJoin(users, eq(users.id, departHeads.userId))
    .where(and(inArray(departHeads.departId, ids), eq(users.deleted, false)))
    .orderBy(asc(users.username));
  const counts = await db
    .select({ departId: userDepartments.departId, n: count() })
    .from(userDepartments)
    .innerJoin(users, eq(users.id, userDepartments.userId))
    .where(and(inArray(userDepartments.departId, ids), eq(users.deleted, false)))
    .groupBy(userDepartments.departId);
  const countOf = new Map(counts.map((c) => [c.departId, c.n]));
  return buildTree<DepartRow, ManagedDepart>(rows, (row, children) => ({
    ...row,
    heads: heads.filter((h) => h.departId === row.id).map(({ departId: _, ...user }) => user),
    memberCount: countOf.get(row.id) ?? 0,
    children,
  }));
}

async function membersOf(db: Db, departId: string, userIds: string[]): Promise<MemberRecord[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, username: users.username, realname: users.realname, phone: users.phone, userType: users.userType, status: users.status })
    .from(users)
    .where(inArray(users.id, userIds));
  const held = await db
    .select({ userId: userPositions.userId, id: positions.id, name: positions.name })
    .from(userPositions)
    .innerJoin(positions, eq(positions.id, userPositions.positionId))
    .where(and(inArray(userPositions.userId, userIds), eq(positions.deleted, false)))
    .orderBy(asc(positions.rank), asc(positions.code));
  const heads = new Set((await db.select({ userId: departHeads.userId }).from(departHeads).where(and(eq(departHeads.departId, departId), inArray(departHeads.userId, userIds)))).map((h) => h.userId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...row, isHead: heads.has(id), positions: held.filter((p) => p.userId === id).map(({ userId: _, ...p }) => p) }];
  });
}

export async function listMembers(db: Db, manager: Manager, query: { departId: string; keyword?: string; column?: string; order?: string }, size: number, offset: number) {
  await managedDepart(db, manager, query.departId);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(userDepartments.departId, query.departId),
    eq(users.deleted, false),
    keyword ? or(ilike(users.username, containsPattern(keyword)), ilike(users.realname, containsPattern(keyword))) : undefined,
  );
  const orderBy = sorter({ username: users.username, realname: users.realname }, query, 'username');
  const [{ n }] = await db.select({ n: count() }).from(userDepartments).innerJoin(users, eq(users.id, userDepartments.userId)).where(where);
  const ids = (await db.select({ id: users.id }).from(userDepartments).innerJoin(users, eq(users.id, userDepartments.userId)).where(where).orderBy(orderBy, users.id).limit(size).offset(offset)).map((r) => r.id);
  return { total: n, records: await membersOf(db, query.departId, ids) };
}

const memberIdsOf = (db: Db, departId: string) => db.select({ id: userDepartments.userId }).from(userDepartments).where(eq(userDepartments.departId, departId));

export async function candidates(db: Db, manager: Manager, departId: string, keyword: string) {
  await managedDepart(db, manager, departId);
  const pattern = containsPattern(keyword.trim());
  const rows = await db
    .select({ id: users.id, username: users.username, realname: users.realname })
    .from(users)
    .where(and(
      eq(users.deleted, false),
      manager.everywhere ? undefined : eq(users.userType, manager.userType),
      notInArray(users.id, memberIdsOf(db, departId)),
      or(ilike(users.username, pattern), ilike(users.realname, pattern)),
    ))
    .orderBy(asc(users.username))
    .limit(40);
  const beyond = new Set((await usersBeyondActor(db, manager.id, rows.map((r) => r.id))).map((u) => u.id));
  return rows.filter((row) => !beyond.has(row.id)).slice(0, 20);
}

export async function addMembers(db: Db, manager: Manager, who: Who, departId: string, userIds: string[]): Promise<number> {
  const ids = [...new Set(userIds)];
  return inTransaction(db, async (tx) => {
    const depart = await managedDepart(tx, manager, departId);
    const found = await tx.select({ id: users.id, username: users.username, userType: users.userType }).from(users).where(and(inArray(users.id, ids), eq(users.deleted, false)));
    const missing = ids.find((id) => !found.some((u) => u.id === id));
    if (missing) fail('DEPART_USER_USER_NOT_FOUND', { id: missing });
    const foreign = manager.everywhere ? undefined : found.find((u) => u.userType !== manager.userType);
    if (foreign) fail('DEPART_USER_KIND_MISMATCH', { username: foreign.username });
    const beyond = await usersBeyondActor(tx, manager.id, ids);
    if (beyond.length) fail('USER_MANAGE_BEYOND', { users: beyond.map((u) => u.username).join(', ') });
    const present = new Set((await tx.select({ id: userDepartments.userId }).from(userDepartments).where(and(eq(userDepartments.departId, departId), inArray(userDepartments.userId, ids)))).map((r) => r.id));
    const already = found.find((u) => present.has(u.id));
    if (already) fail('DEPART_USER_ALREADY_MEMBER', { username: already.username });
    await tx.insert(userDepartments).values(ids.map((userId) => ({ userId, departId })));
    for (const user of found) await recordChange(tx, { table: 'user_departments', rowId: user.id, action: 'join', before: null, after: { departId, orgCode: depart.orgCode }, username: who.username });
    await auditChange(tx, who, 'depart_user_add', depart.orgCode, { usernames: found.map((u) => u.username) });
    return ids.length;
  });
}

async function memberOf(tx: Db, departId: string, userId: string) {
  const [member] = await tx
    .select({ id: users.id, username: users.username, orgCode: users.orgCode })
    .from(userDepartments)
    .innerJoin(users, eq(users.id, userDepartments.userId))
    .where(and(eq(userDepartments.departId, departId), eq(userDepartments.userId, userId), eq(users.deleted, false)));
  if (member) return member;
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) fail('DEPART_USER_USER_NOT_FOUND', { id: userId });
  fail('DEPART_USER_NOT_MEMBER', { username: user.username });
}

async function refuseBeyond(tx: Db, manager: Manager, userId: string) {
  const beyond = await usersBeyondActor(tx, manager.id, [userId]);
  if (beyond.length) fail('USER_MANAGE_BEYOND', { users: beyond[0].username });
}

export async function removeMember(db: Db, manager: Manager, who: Who, departId: string, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const depart = await managedDepart(tx, manager, departId);
    const member = await memberOf(tx, departId, userId);
    const [head] = await tx.select({ id: departHeads.userId }).from(departHeads).where(and(eq(departHeads.departId, departId), eq(departHeads.userId, userId)));
    if (head) fail('DEPART_USER_IS_HEAD', { username: member.username });
    await refuseBeyond(tx, manager, userId);
    await tx.delete(userDepartments).where(and(eq(userDepartments.departId, departId), eq(userDepartments.userId, userId)));
    // the department they worked in is no longer theirs: they choose again at their next sign-in
    if (member.orgCode === depart.orgCode) await tx.update(users).set({ orgCode: null }).where(eq(users.id, userId));
    await recordChange(tx, { table: 'user_departments', rowId: userId, action: 'leave', before: { departId, orgCode: depart.orgCode }, after: null, username: who.username });
    await auditChange(tx, who, 'depart_user_remove', depart.orgCode, { username: member.username });
  });
}

export const positionOptions = (db: Db) =>
  db.select({ id: positions.id, code: positions.code, name: positions.name }).from(positions).where(eq(positions.deleted, false)).orderBy(asc(positions.rank), asc(positions.code));

/** The member's positions become exactly `positionId` (or none); each position whose holders change moves its version. */
export async function setMemberPosition(db: Db, manager: Manager, who: Who, input: { departId: string; userId: string; positionId: string | null }): Promise<MemberRecord> {
  await inTransaction(db, async (tx) => {
    const depart = await managedDepart(tx, manager, input.departId);
    const member = await memberOf(tx, input.departId, input.userId);
    await refuseBeyond(tx, manager, input.userId);
    if (input.positionId) {
      const [position] = await tx.select({ id: positions.id }).from(positions).where(and(eq(positions.id, input.positionId), eq(positions.deleted, false)));
      if (!position) fail('POSITION_NOT_FOUND');
    }
    const before = (await tx.select({ id: userPositions.positionId }).from(userPositions).where(eq(userPositions.userId, input.userId))).map((r) => r.id).sort();
    const after = input.positionId ? [input.positionId] : [];
    const touched = [...new Set([...before, ...after])].filter((id) => before.includes(id) !== after.includes(id));
    if (touched.length === 0) return;
    await tx.delete(userPositions).where(eq(userPositions.userId, input.userId));
    if (input.positionId) await tx.insert(userPositions).values({ userId: input.userId, positionId: input.positionId });
    await tx.update(positions).set({ version: sql`${positions.version} + 1`, updatedBy: who.username, updatedAt: new Date() }).where(inArray(positions.id, touched));
    await recordChange(tx, { table: 'user_positions', rowId: input.userId, action: 'assign', before: { positionIds: before }, after: { positionIds: after }, username: who.username });
    await auditChange(tx, who, 'depart_user_position', depart.orgCode, { username: member.username, positionId: input.positionId });
  });
  return (await membersOf(db, input.departId, [input.userId]))[0];
}

/** The department's heads become exactly `userIds`, each a member of it. */
export async function setHeads(db: Db, who: Who, departId: string, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  await inTransaction(db, async (tx) => {
    const [depart] = await tx.select({ orgCode: departments.orgCode }).from(departments).where(and(eq(departments.id, departId), eq(departments.deleted, false)));
    if (!depart) fail('DEPART_USER_NOT_MANAGED');
    for (const id of ids) {
      const [member] = await tx.select({ id: userDepartments.userId }).from(userDepartments).where(and(eq(userDepartments.departId, departId), eq(userDepartments.userId, id)));
      if (member) continue;
      const [user] = await tx.select({ username: users.username }).from(users).where(and(eq(users.id, id), eq(users.deleted, false)));
      if (!user) fail('DEPART_USER_USER_NOT_FOUND', { id });
      fail('DEPART_USER_HEAD_NOT_MEMBER', { username: user.username });
    }
    const before = (await tx.select({ id: departHeads.userId }).from(departHeads).where(eq(departHeads.departId, departId))).map((r) => r.id).sort();
    await tx.delete(departHeads).where(eq(departHeads.departId, departId));
    if (ids.length) await tx.insert(departHeads).values(ids.map((userId) => ({ departId, userId })));
    await recordChange(tx, { table: 'depart_heads', rowId: departId, action: 'assign', before: { userIds: before }, after: { userIds: [...ids].sort() }, username: who.username });
    await auditChange(tx, who, 'depart_heads', depart.orgCode, { userIds: ids });
  });
}
