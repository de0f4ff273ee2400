/** Positions (职务): list, add, edit, delete when nobody holds one, and who holds it. */
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { PositionRecord } from '../../../contract/routes/system-admin.ts';
import { recordChange } from '../../db/dataLog.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { positions, userPositions, users } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { auditChange, checkVersion, isoStamps, type Who } from '../../http/adminChange.ts';

type Row = typeof positions.$inferSelect;
const TABLE = 'positions';

interface PositionInput {
  code: string;
  name: string;
  rank: number;
  description?: string | null;
}

async function holdersOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, PositionRecord['users']>();
  const rows = await db
    .select({ positionId: userPositions.positionId, id: users.id, username: users.username, realname: users.realname })
    .from(userPositions)
    .innerJoin(users, eq(users.id, userPositions.userId))
    .where(inArray(userPositions.positionId, ids))
    .orderBy(asc(users.username));
  const byPosition = new Map<string, PositionRecord['users']>();
  for (const { positionId, ...user } of rows) byPosition.set(positionId, [...(byPosition.get(positionId) ?? []), user]);
  return byPosition;
}

const recordOf = (row: Row, holders: PositionRecord['users']): PositionRecord => ({
  id: row.id,
  code: row.code,
  name: row.name,
  rank: row.rank,
  description: row.description,
  version: row.version,
  users: holders,
  ...isoStamps(row),
});

async function recordById(db: Db, id: string): Promise<PositionRecord> {
  const row = await positionById(db, id, false);
  return recordOf(row, (await holdersOf(db, [id])).get(id) ?? []);
}

export async function listPositions(db: Db, query: { code?: string; name?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    eq(positions.deleted, false),
    query.code?.trim() ? ilike(positions.code, containsPattern(query.code.trim())) : undefined,
    query.name?.trim() ? ilike(positions.name, containsPattern(query.name.trim())) : undefined,
  );
  const orderBy = sorter({ code: positions.code, name: positions.name, rank: positions.rank, createTime: positions.createdAt }, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(positions).where(where);
  const rows = await db.select().from(positions).where(where).orderBy(orderBy, positions.id).limit(size).offset(offset);
  const holders = await holdersOf(db, rows.map((row) => row.id));
  return { total: n, records: rows.map((row) => recordOf(row, holders.get(row.id) ?? [])) };
}

async function positionById(tx: Db, id: string, lock = true): Promise<Row> {
  const query = tx.select().from(positions).where(and(eq(positions.id, id), eq(positions.deleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('POSITION_NOT_FOUND');
  return row;
}

function codeTaken(error: unknown, code: string): never {
  if (isUniqueViolation(error)) fail('POSITION_CODE_EXISTS', { code });
  throw error;
}

export async function createPosition(db: Db, who: Who, input: PositionInput): Promise<PositionRecord> {
  const id = await inTransaction(db, async (tx) => {
    // a deleted position keeps its code in the history; its code is still taken
    const [taken] = await tx.select({ id: positions.id }).from(positions).where(eq(positions.code, input.code));
    if (taken) fail('POSITION_CODE_EXISTS', { code: input.code });
    const [created] = await tx
      .insert(positions)
      .values({ ...input, description: input.description ?? null, createdBy: who.username })
      .returning()
      .catch((error) => codeTaken(error, input.code));
    await recordChange(tx, { table: TABLE, rowId: created.id, action: 'create', before: null, after: created, username: who.username });
    await auditChange(tx, who, 'position_add', input.code, input);
    return created.id;
  });
  return recordById(db, id);
}

export async function editPosition(db: Db, who: Who, input: PositionInput & { id: string; version: number }): Promise<PositionRecord> {
  await inTransaction(db, async (tx) => {
    const before = await positionById(tx, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(positions)
      .set({ code: input.code, name: input.name, rank: input.rank, description: input.description ?? null, version: sql`${positions.version} + 1`, updatedBy: who.username, updatedAt: new Date() })
      .where(and(eq(positions.id, input.id), eq(positions.version, input.version)))
      .returning()
      .catch((error) => codeTaken(error, input.code));
    await recordChange(tx, { table: TABLE, rowId: input.id, action: 'update', before, after, username: who.username });
    await auditChange(tx, who, 'position_edit', after.code, { name: after.name, rank: after.rank });
  });
  return recordById(db, input.id);
}

export async function deletePosition(db: Db, who: Who, id: string, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await positionById(tx, id);
    checkVersion(before, version);
    const [{ n }] = await tx.select({ n: count() }).from(userPositions).where(eq(userPositions.positionId, id));
    if (n > 0) fail('POSITION_IN_USE', { name: before.name, count: n });
    await tx.update(positions).set({ deleted: true, version: sql`${positions.version} + 1`, updatedBy: who.username, updatedAt: new Date() }).where(eq(positions.id, id));
    await recordChange(tx, { table: TABLE, rowId: id, action: 'delete', before, after: null, username: who.username });
    await auditChange(tx, who, 'position_delete', before.code, null);
  });
}

/** Set the whole list of holders; the position's version moves so two editors of the list cannot both win. */
export async function assignPosition(db: Db, who: Who, input: { id: string; version: number; userIds: string[] }): Promise<PositionRecord> {
  const userIds = [...new Set(input.userIds)];
  await inTransaction(db, async (tx) => {
    const position = await positionById(tx, input.id);
    checkVersion(position, input.version);
    const found = new Set(
      userIds.length ? (await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, userIds), eq(users.deleted, false)))).map((u) => u.id) : [],
    );
    const missing = userIds.find((id) => !found.has(id));
    if (missing) fail('POSITION_USER_NOT_FOUND', { id: missing });
    const before = (await tx.select({ userId: userPositions.userId }).from(userPositions).where(eq(userPositions.positionId, input.id))).map((r) => r.userId).sort();
    await tx.delete(userPositions).where(eq(userPositions.positionId, input.id));
    if (userIds.length) await tx.insert(userPositions).values(userIds.map((userId) => ({ userId, positionId: input.id })));
    await tx.update(positions).set({ version: sql`${positions.version} + 1`, updatedBy: who.username, updatedAt: new Date() }).where(eq(positions.id, input.id));
    await recordChange(tx, { table: TABLE, rowId: input.id, action: 'assign', before: { userIds: before }, after: { userIds: [...userIds].sort() }, username: who.username });
    await auditChange(tx, who, 'position_assign', position.code, { userIds });
  });
  return recordById(db, input.id);
}
