/**
 * The platform's audit of registered suppliers (AUDIT_MACHINE in src/contract/domain/supplier.ts): the list,
 * a detail with its trail, and the one move function that checks the version and the machine, changes the
 * profile and the supplier's active flag and records the move, in one transaction.
 */
import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { chooseTransition } from '../../../contract/domain/stateMachine.ts';
import { AUDIT_MACHINE, AUDIT_STATUS_NAMES, auditActions, SUPPLIER_ACTIVE, type AuditAction, type AuditStatus } from '../../../contract/domain/supplier.ts';
import type { RegistrationRecord } from '../../../contract/routes/suppliers.ts';
import { ownSuppliers, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { supplierProfiles, suppliers, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { ACTOR_NAMES, allow } from './access.ts';
import { eventsOf, recordSupplierEvent } from './events.ts';

export interface RegistrationQuery {
  auditStatus?: string; // one of AUDIT_STATUSES (the schema checks it)
  name?: string;
  column?: string;
  order?: string;
}

const SORTS = { createTime: supplierProfiles.createdAt, name: suppliers.name, auditStatus: supplierProfiles.auditStatus };

function selectRegistrations(db: Db) {
  return db
    .select({ profile: supplierProfiles, supplier: suppliers, username: users.username })
    .from(supplierProfiles)
    .innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId))
    .leftJoin(users, eq(users.id, suppliers.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRegistrations>['execute']>>[number];

function record(row: Row, actor: Actor): RegistrationRecord {
  const { profile, supplier } = row;
  return {
    id: supplier.id,
    name: supplier.name,
    username: row.username,
    contact: supplier.contact,
    phone: supplier.phone,
    regionId: supplier.regionId,
    address: supplier.address,
    creditCode: profile.creditCode,
    auditStatus: profile.auditStatus as AuditStatus,
    rejectReason: profile.rejectReason,
    suspended: profile.suspendedAt !== null,
    version: profile.version,
    createTime: profile.createdAt.toISOString(),
    actions: auditActions(profile.auditStatus as AuditStatus, actor.kind),
  };
}

/** Registrations the actor may read: all for the platform and procurement, its own for a supplier. */
function scope(db: Db, actor: Actor): SQL | undefined {
  allow(actor, ['platform', 'procurement', 'supplier'], 'list');
  return actor.kind === 'supplier' ? inArray(supplierProfiles.supplierId, ownSuppliers(db, actor.id)) : undefined;
}

function where(db: Db, actor: Actor, query: RegistrationQuery): SQL {
  const name = query.name?.trim();
  return and(
    eq(suppliers.deleted, false),
    scope(db, actor),
    query.auditStatus ? eq(supplierProfiles.auditStatus, query.auditStatus) : undefined,
    name ? ilike(suppliers.name, containsPattern(name)) : undefined,
  )!;
}

export async function listRegistrations(db: Db, actor: Actor, query: RegistrationQuery, limit: number, offset: number) {
  const condition = where(db, actor, query);
  const order = sorter(SORTS, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(supplierProfiles).innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId)).where(condition);
  const rows = await selectRegistrations(db).where(condition).orderBy(order, supplierProfiles.supplierId).limit(limit).offset(offset);
  return { total: n, records: rows.map((row) => record(row, actor)) };
}

export async function registrationById(db: Db, actor: Actor, id: string): Promise<RegistrationRecord> {
  const [row] = await selectRegistrations(db).where(and(eq(supplierProfiles.supplierId, id), where(db, actor, {})));
  if (!row) fail('SUPPLIER_NOT_FOUND');
  return record(row, actor);
}

export async function registrationDetail(db: Db, actor: Actor, id: string) {
  return { ...(await registrationById(db, actor, id)), events: await eventsOf(db, id) };
}

/** Approve, reject or resubmit one registration. */
export async function moveRegistration(db: Db, actor: Actor, id: string, action: AuditAction, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [profile] = await tx
      .select()
      .from(supplierProfiles)
      .innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId))
      .where(and(eq(supplierProfiles.supplierId, id), where(tx, actor, {})))
      .for('update', { of: supplierProfiles });
    if (!profile) fail('SUPPLIER_NOT_FOUND');
    const row = profile.supplier_profiles;
    const from = row.auditStatus as AuditStatus;
    if (row.version !== input.version) fail('VERSION_CONFLICT', { version: row.version, status: AUDIT_STATUS_NAMES[from].zh });
    const choice = chooseTransition(AUDIT_MACHINE, action, from, actor.kind, { input });
    if (!choice.ok) {
      if (choice.reason === 'state') fail('STATE_TRANSITION_REFUSED', { status: AUDIT_STATUS_NAMES[from].zh, action });
      if (choice.reason === 'actor') fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action });
      const { refusal } = choice as Extract<typeof choice, { reason: 'guard' }>;
      fail(refusal.code, refusal.params);
    }
    const to = choice.transition.to;
    const changed = await tx
      .update(supplierProfiles)
      .set({
        auditStatus: to,
        rejectReason: action === 'reject' ? input.reason!.trim() : action === 'approve' ? null : row.rejectReason,
        version: sql`${supplierProfiles.version} + 1`,
        updatedAt: now,
        updatedBy: actor.username,
      })
      .where(and(eq(supplierProfiles.supplierId, id), eq(supplierProfiles.version, row.version)))
      .returning({ id: supplierProfiles.supplierId });
    if (changed.length !== 1) fail('VERSION_CONFLICT', { version: row.version + 1, status: AUDIT_STATUS_NAMES[from].zh });
    // approval activates the supplier: allotment, acceptance and the directory look at this flag
    await tx
      .update(suppliers)
      .set({ status: to === 'approved' ? SUPPLIER_ACTIVE.yes : SUPPLIER_ACTIVE.no, updatedAt: now, updatedBy: actor.username })
      .where(eq(suppliers.id, id));
    await recordSupplierEvent(tx, { supplierId: id, action, from, to, actor, detail: input.reason ? { reason: input.reason.trim() } : undefined, now });
  });
}

/** Approved suppliers for a choice list; a supplier sees only itself. */
export async function supplierOptionsOf(db: Db, actor: Actor, name?: string, any = false) {
  allow(actor, ['platform', 'procurement', 'supplier', 'canteen'], 'list');
  const text = name?.trim();
  return db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
    .where(and(
      eq(suppliers.deleted, false),
      any ? undefined : sql`coalesce(${supplierProfiles.auditStatus}, 'approved') = 'approved'`,
      actor.kind === 'supplier' ? inArray(suppliers.id, ownSuppliers(db, actor.id)) : undefined,
      text ? ilike(suppliers.name, containsPattern(text)) : undefined,
    ))
    .orderBy(suppliers.name)
    .limit(200);
}
