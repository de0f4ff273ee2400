/**
 * Colleges: list (scope, filters, sort, page), detail, create, edit, disable and enable. Platform
 * administrators see and manage all; procurement the colleges whose procurement department is one of
 * theirs; canteen staff read the colleges of their canteens. Each change and its audit row: one transaction.
 */
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { collegeProblem, SCHOOL_STATUS } from '../../../contract/domain/school.ts';
import type { CollegeInput, CollegeRecord } from '../../../contract/routes/schools.ts';
import { actingDepartments, ownRestaurants, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { colleges, departments, regions, restaurants } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter, sortDirection } from '../../http/listQuery.ts';
import { auditChange, changes, checkDepartments, checkProcurementDepartment, checkRegion, mayManage, mayRead, refuse, type Acting } from './rules.ts';

/** The colleges the actor sees (undefined: all). */
export function collegeScope(db: Db, actor: Actor): SQL | undefined {
  mayRead(actor);
  if (actor.kind === 'platform') return undefined;
  if (actor.kind === 'procurement') return inArray(colleges.procurementDepartId, actingDepartments(db, actor));
  return inArray(colleges.id, db.select({ id: restaurants.collegeId }).from(restaurants).where(inArray(restaurants.id, ownRestaurants(db, actor))));
}

const procurement = alias(departments, 'procurement');

function collegeSelect(db: Db) {
  return db
    .select({
      college: colleges,
      regionName: regions.text,
      departName: departments.departName,
      procurementDepartName: procurement.departName,
      canteenCount: sql<number>`(select count(*)::int from ${restaurants} where ${restaurants.collegeId} = ${colleges.id} and ${restaurants.deleted} = false)`,
    })
    .from(colleges)
    .leftJoin(regions, eq(regions.id, colleges.regionId))
    .leftJoin(departments, eq(departments.id, colleges.departId))
    .leftJoin(procurement, eq(procurement.id, colleges.procurementDepartId));
}

type CollegeRow = Awaited<ReturnType<ReturnType<typeof collegeSelect>['execute']>>[number];

function collegeRecord(row: CollegeRow, actor: Actor): CollegeRecord {
  const { college } = row;
  return {
    id: college.id,
    name: college.name,
    code: college.code,
    regionId: college.regionId,
    regionName: row.regionName,
    address: college.address,
    contact: college.contact,
    phone: college.phone,
    departId: college.departId,
    departName: row.departName,
    procurementDepartId: college.procurementDepartId,
    procurementDepartName: row.procurementDepartName,
    canteenCount: row.canteenCount,
    status: college.status,
    version: college.version,
    manageable: actor.kind === 'platform' || actor.kind === 'procurement',
    updateTime: (college.updatedAt ?? college.createdAt).toISOString(),
    updateBy: college.updatedBy ?? college.createdBy,
  };
}

const COLLEGE_SORT = { name: colleges.name, code: colleges.code, updateTime: colleges.updatedAt };

export interface CollegeQuery { name?: string; code?: string; status?: number; column?: string; order?: string }

function collegeWhere(db: Db, actor: Actor, query: CollegeQuery): SQL | undefined {
  return and(
    eq(colleges.deleted, false),
    collegeScope(db, actor),
    query.name?.trim() ? ilike(colleges.name, containsPattern(query.name.trim())) : undefined,
    query.code?.trim() ? ilike(colleges.code, containsPattern(query.code.trim())) : undefined,
    query.status !== undefined ? eq(colleges.status, query.status) : undefined,
  );
}

export async function listColleges(db: Db, actor: Actor, query: CollegeQuery, size: number, offset: number) {
  const where = collegeWhere(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(colleges).where(where);
  const tie = sortDirection(query);
  const rows = await collegeSelect(db).where(where).orderBy(sorter(COLLEGE_SORT, query, 'code'), tie(colleges.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((row) => collegeRecord(row, actor)) };
}

export async function collegeById(db: Db, actor: Actor, id: string): Promise<CollegeRecord> {
  const [row] = await collegeSelect(db).where(and(eq(colleges.id, id), eq(colleges.deleted, false), collegeScope(db, actor)));
  if (!row) fail('COLLEGE_NOT_FOUND');
  return collegeRecord(row, actor);
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

function fieldsOf(input: CollegeInput) {
  return {
    name: input.name.trim(),
    code: input.code.trim(),
    regionId: trimmed(input.regionId),
    address: trimmed(input.address),
    contact: trimmed(input.contact),
    phone: trimmed(input.phone),
    departId: trimmed(input.departId),
    procurementDepartId: input.procurementDepartId,
  };
}

async function checkCollege(tx: Db, actor: Actor, fields: ReturnType<typeof fieldsOf>, id?: string): Promise<void> {
  refuse(collegeProblem(fields));
  await checkRegion(tx, fields.regionId);
  await checkDepartments(tx, fields.departId ? [fields.departId] : []);
  await checkProcurementDepartment(tx, actor, fields.procurementDepartId);
  const [twin] = await tx.select({ id: colleges.id }).from(colleges).where(and(eq(colleges.code, fields.code), id ? ne(colleges.id, id) : undefined));
  if (twin) fail('SCHOOL_CODE_EXISTS', { code: fields.code });
}

export async function createCollege(db: Db, actor: Acting, input: CollegeInput, now = new Date()): Promise<string> {
  mayManage(actor);
  return inTransaction(db, async (tx) => {
    const fields = fieldsOf(input);
    await checkCollege(tx, actor, fields);
    const [row] = await tx.insert(colleges).values({ ...fields, createdBy: actor.username, createdAt: now }).returning({ id: colleges.id });
    await auditChange(tx, actor, 'college_add', row!.id, { name: fields.name, code: fields.code });
    return row!.id;
  });
}

/** The college, locked, if the actor manages it and it is still at `version`. */
async function lockCollege(tx: Db, actor: Actor, id: string, version: number) {
  mayManage(actor);
  const [row] = await tx.select().from(colleges).where(and(eq(colleges.id, id), eq(colleges.deleted, false), collegeScope(tx, actor))).for('update');
  if (!row) fail('COLLEGE_NOT_FOUND');
  if (row.version !== version) fail('SCHOOL_STALE', { version: row.version });
  return row;
}

export async function editCollege(db: Db, actor: Acting, id: string, input: CollegeInput & { version: number }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await lockCollege(tx, actor, id, input.version);
    const fields = fieldsOf(input);
    await checkCollege(tx, actor, fields, id);
    await tx.update(colleges).set({ ...fields, version: before.version + 1, updatedAt: now, updatedBy: actor.username }).where(eq(colleges.id, id));
    await auditChange(tx, actor, 'college_edit', id, changes(before, fields));
  });
}

export async function setCollegeStatus(db: Db, actor: Acting, id: string, version: number, enabled: boolean, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await lockCollege(tx, actor, id, version);
    const status = enabled ? SCHOOL_STATUS.enabled : SCHOOL_STATUS.disabled;
    await tx.update(colleges).set({ status, version: before.version + 1, updatedAt: now, updatedBy: actor.username }).where(eq(colleges.id, id));
    await auditChange(tx, actor, enabled ? 'college_enable' : 'college_disable', id, { status: { from: before.status, to: status } });
  });
}

/** Every college the filters select, for the export (capped by the workbook). */
export async function allColleges(db: Db, actor: Actor, query: CollegeQuery): Promise<CollegeRecord[]> {
  const rows = await collegeSelect(db).where(collegeWhere(db, actor, query)).orderBy(sorter(COLLEGE_SORT, query, 'code'), asc(colleges.id)).limit(50_001);
  return rows.map((row) => collegeRecord(row, actor));
}
