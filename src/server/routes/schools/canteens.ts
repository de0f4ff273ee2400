/**
 * Canteens: list (scope, filters, sort, page), detail with the departments acting for it and their members,
 * create, edit, disable and enable. Platform administrators manage all; procurement the canteens of its
 * colleges; canteen staff read their own. A delivery slot that open orders still use cannot be removed.
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { canteenProblem, SCHOOL_STATUS, type CanteenContact } from '../../../contract/domain/school.ts';
import type { DeliverySlot } from '../../../contract/domain/order.ts';
import type { CanteenDetail, CanteenInput, CanteenRecord } from '../../../contract/routes/schools.ts';
import { institutionRestaurants, ownRestaurants, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { colleges, departments, orders, regions, restaurantDepartments, restaurants, userDepartments, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter, sortDirection } from '../../http/listQuery.ts';
import { collegeScope } from './colleges.ts';
import { auditChange, changes, checkDepartments, checkRegion, mayManage, mayRead, refuse, type Acting } from './rules.ts';

/** The canteens the actor sees (undefined: all). */
export function canteenScope(db: Db, actor: Actor): SQL | undefined {
  mayRead(actor);
  if (actor.kind === 'platform') return undefined;
  return inArray(restaurants.id, actor.kind === 'procurement' ? institutionRestaurants(db, actor) : ownRestaurants(db, actor));
}

function canteenSelect(db: Db) {
  return db
    .select({ canteen: restaurants, collegeName: colleges.name, regionName: regions.text, departName: departments.departName })
    .from(restaurants)
    .innerJoin(colleges, eq(colleges.id, restaurants.collegeId))
    .leftJoin(regions, eq(regions.id, restaurants.regionId))
    .leftJoin(departments, eq(departments.id, restaurants.departId));
}

type CanteenRow = Awaited<ReturnType<ReturnType<typeof canteenSelect>['execute']>>[number];

async function canteenRecords(db: Db, actor: Actor, rows: CanteenRow[]): Promise<CanteenRecord[]> {
  const ids = rows.map((r) => r.canteen.id);
  const links = ids.length ? await db.select().from(restaurantDepartments).where(inArray(restaurantDepartments.restaurantId, ids)).orderBy(asc(restaurantDepartments.createdAt)) : [];
  return rows.map(({ canteen, collegeName, regionName, departName }) => ({
    id: canteen.id,
    name: canteen.name,
    collegeId: canteen.collegeId,
    collegeName,
    regionId: canteen.regionId,
    regionName,
    address: canteen.address,
    contacts: canteen.contacts.length ? canteen.contacts : canteen.contact ? [{ name: canteen.contact, phone: canteen.phone ?? '' }] : [],
    deliverySlots: canteen.deliverySlots,
    departId: canteen.departId,
    departName,
    departIds: links.filter((l) => l.restaurantId === canteen.id).map((l) => l.departId),
    status: canteen.status,
    version: canteen.version,
    manageable: actor.kind === 'platform' || actor.kind === 'procurement',
    updateTime: (canteen.updatedAt ?? canteen.createdAt).toISOString(),
    updateBy: canteen.updatedBy ?? canteen.createdBy,
  }));
}

const CANTEEN_SORT = { name: restaurants.name, collegeName: colleges.name, updateTime: restaurants.updatedAt };

export interface CanteenQuery { name?: string; collegeId?: string; status?: number; column?: string; order?: string }

function canteenWhere(db: Db, actor: Actor, query: CanteenQuery): SQL | undefined {
  return and(
    eq(restaurants.deleted, false),
    canteenScope(db, actor),
    query.name?.trim() ? ilike(restaurants.name, containsPattern(query.name.trim())) : undefined,
    query.collegeId ? eq(restaurants.collegeId, query.collegeId) : undefined,
    query.status !== undefined ? eq(restaurants.status, query.status) : undefined,
  );
}

export async function listCanteens(db: Db, actor: Actor, query: CanteenQuery, size: number, offset: number) {
  const where = canteenWhere(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(restaurants).innerJoin(colleges, eq(colleges.id, restaurants.collegeId)).where(where);
  const tie = sortDirection(query);
  const rows = await canteenSelect(db).where(where).orderBy(sorter(CANTEEN_SORT, query, 'collegeName'), tie(restaurants.id)).limit(size).offset(offset);
  return { total: n, records: await canteenRecords(db, actor, rows) };
}

export async function allCanteens(db: Db, actor: Actor, query: CanteenQuery): Promise<CanteenRecord[]> {
  const rows = await canteenSelect(db).where(canteenWhere(db, actor, query)).orderBy(sorter(CANTEEN_SORT, query, 'collegeName'), asc(restaurants.id)).limit(50_001);
  return canteenRecords(db, actor, rows);
}

export async function canteenById(db: Db, actor: Actor, id: string): Promise<CanteenDetail> {
  const [row] = await canteenSelect(db).where(and(eq(restaurants.id, id), eq(restaurants.deleted, false), canteenScope(db, actor)));
  if (!row) fail('CANTEEN_NOT_FOUND');
  const [record] = await canteenRecords(db, actor, [row]);
  const acting = [...(record!.departId ? [{ id: record!.departId, role: 'own' as const }] : []), ...record!.departIds.map((id) => ({ id, role: 'linked' as const }))];
  const ids = acting.map((a) => a.id);
  const rows = ids.length ? await db.select().from(departments).where(inArray(departments.id, ids)) : [];
  const members = ids.length
    ? await db
        .select({ departId: userDepartments.departId, id: users.id, username: users.username, realname: users.realname, phone: users.phone })
        .from(userDepartments)
        .innerJoin(users, eq(users.id, userDepartments.userId))
        .where(and(inArray(userDepartments.departId, ids), eq(users.deleted, false)))
        .orderBy(asc(users.username))
    : [];
  return {
    ...record!,
    departments: acting.flatMap(({ id, role }) => {
      const depart = rows.find((d) => d.id === id);
      if (!depart) return [];
      return [{ id, role, departName: depart.departName, orgCode: depart.orgCode, members: members.filter((m) => m.departId === id).map(({ departId: _, ...m }) => m) }];
    }),
  };
}

function fieldsOf(input: CanteenInput) {
  const contacts: CanteenContact[] = input.contacts.map((c) => ({ name: c.name.trim(), phone: c.phone.trim() }));
  const deliverySlots: DeliverySlot[] = input.deliverySlots.map((s) => ({ code: s.code.trim(), name: s.name.trim(), time: s.time.trim() }));
  return {
    name: input.name.trim(),
    collegeId: input.collegeId,
    regionId: input.regionId?.trim() || null,
    address: input.address?.trim() || null,
    contacts,
    contact: contacts[0]?.name ?? null,
    phone: contacts[0]?.phone ?? null,
    deliverySlots,
    departId: input.departId?.trim() || null,
  };
}

async function checkCanteen(tx: Db, actor: Actor, fields: ReturnType<typeof fieldsOf>, departIds: string[]): Promise<void> {
  refuse(canteenProblem(fields));
  const [college] = await tx.select({ name: colleges.name, status: colleges.status }).from(colleges).where(and(eq(colleges.id, fields.collegeId), eq(colleges.deleted, false), collegeScope(tx, actor)));
  if (!college) fail('COLLEGE_NOT_FOUND');
  if (college.status !== SCHOOL_STATUS.enabled) fail('COLLEGE_DISABLED', { name: college.name });
  await checkRegion(tx, fields.regionId);
  await checkDepartments(tx, [...(fields.departId ? [fields.departId] : []), ...departIds]);
}

async function linkDepartments(tx: Db, id: string, departIds: string[], now: Date): Promise<void> {
  await tx.delete(restaurantDepartments).where(eq(restaurantDepartments.restaurantId, id));
  const unique = [...new Set(departIds)];
  if (unique.length) await tx.insert(restaurantDepartments).values(unique.map((departId, i) => ({ restaurantId: id, departId, createdAt: new Date(now.getTime() + i) })));
}

export async function createCanteen(db: Db, actor: Acting, input: CanteenInput, now = new Date()): Promise<string> {
  mayManage(actor);
  return inTransaction(db, async (tx) => {
    const fields = fieldsOf(input);
    await checkCanteen(tx, actor, fields, input.departIds);
    const [row] = await tx.insert(restaurants).values({ ...fields, createdBy: actor.username, createdAt: now }).returning({ id: restaurants.id });
    await linkDepartments(tx, row!.id, input.departIds, now);
    await auditChange(tx, actor, 'canteen_add', row!.id, { name: fields.name, collegeId: fields.collegeId, slots: fields.deliverySlots.map((s) => s.code) });
    return row!.id;
  });
}

async function lockCanteen(tx: Db, actor: Actor, id: string, version: number) {
  mayManage(actor);
  const [row] = await tx.select().from(restaurants).where(and(eq(restaurants.id, id), eq(restaurants.deleted, false), canteenScope(tx, actor))).for('update');
  if (!row) fail('CANTEEN_NOT_FOUND');
  if (row.version !== version) fail('SCHOOL_STALE', { version: row.version });
  return row;
}

export async function editCanteen(db: Db, actor: Acting, id: string, input: CanteenInput & { version: number }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await lockCanteen(tx, actor, id, input.version);
    const fields = fieldsOf(input);
    await checkCanteen(tx, actor, fields, input.departIds);
    // a slot still named by open orders stays
    const kept = new Set(fields.deliverySlots.map((s) => s.code));
    for (const slot of before.deliverySlots) {
      if (kept.has(slot.code)) continue;
      const [used] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.restaurantId, id), eq(orders.slot, slot.code), eq(orders.status, 'open'))).limit(1);
      if (used) fail('CANTEEN_SLOT_IN_USE', { slot: slot.code });
    }
    const linksBefore = (await tx.select({ id: restaurantDepartments.departId }).from(restaurantDepartments).where(eq(restaurantDepartments.restaurantId, id))).map((l) => l.id);
    await tx.update(restaurants).set({ ...fields, version: before.version + 1, updatedAt: now, updatedBy: actor.username }).where(eq(restaurants.id, id));
    await linkDepartments(tx, id, input.departIds, now);
    await auditChange(tx, actor, 'canteen_edit', id, changes({ ...before, departIds: linksBefore }, { ...fields, departIds: [...new Set(input.departIds)] }));
  });
}

export async function setCanteenStatus(db: Db, actor: Acting, id: string, version: number, enabled: boolean, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await lockCanteen(tx, actor, id, version);
    const status = enabled ? SCHOOL_STATUS.enabled : SCHOOL_STATUS.disabled;
    await tx.update(restaurants).set({ status, version: before.version + 1, updatedAt: now, updatedBy: actor.username }).where(eq(restaurants.id, id));
    await auditChange(tx, actor, enabled ? 'canteen_enable' : 'canteen_disable', id, { status: { from: before.status, to: status } });
  });
}

/** Departments a manager may pick for a canteen or college (the server checks a procurement department is the buyer's own). */
export async function pickableDepartments(db: Db, actor: Actor) {
  mayManage(actor);
  return db
    .select({ id: departments.id, departName: departments.departName, orgCode: departments.orgCode })
    .from(departments)
    .where(eq(departments.deleted, false))
    .orderBy(asc(departments.orgCode));
}
