/**
 * The supplier's information: the company, its licence number (unified social credit code), contact,
 * address and bank account. A supplier edits its own, the platform anyone's, procurement reads (without the
 * bank account). The version is the profile's; suppliers the platform entered get a profile on first edit.
 */
import { and, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { BANK_ACCOUNT_PATTERN, CREDIT_CODE_PATTERN, type AuditStatus } from '../../../contract/domain/supplier.ts';
import type { SupplierInfoInput, SupplierInfoRecord } from '../../../contract/routes/suppliers.ts';
import { ownSuppliers, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { supplierProfiles, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { allow } from './access.ts';

export interface InfoQuery {
  name?: string;
  auditStatus?: string; // one of AUDIT_STATUSES (the schema checks it)
  column?: string;
  order?: string;
}

const SORTS = { name: suppliers.name, updateTime: suppliers.updatedAt };
const EDITORS = ['platform', 'supplier'] as const;
const PHONE = /^1[3-9]\d{9}$/;
const audit = sql<string>`coalesce(${supplierProfiles.auditStatus}, 'approved')`;

function where(db: Db, actor: Actor, query: InfoQuery): SQL {
  allow(actor, ['platform', 'procurement', 'supplier'], 'list');
  const name = query.name?.trim();
  return and(
    eq(suppliers.deleted, false),
    actor.kind === 'supplier' ? inArray(suppliers.id, ownSuppliers(db, actor.id)) : undefined,
    name ? ilike(suppliers.name, containsPattern(name)) : undefined,
    query.auditStatus ? sql`${audit} = ${query.auditStatus}` : undefined,
  )!;
}

function selectInfo(db: Db) {
  return db.select({ supplier: suppliers, profile: supplierProfiles }).from(suppliers).leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectInfo>['execute']>>[number];

function record(row: Row, actor: Actor): SupplierInfoRecord {
  const { supplier, profile } = row;
  const editable = (EDITORS as readonly string[]).includes(actor.kind);
  return {
    id: supplier.id,
    name: supplier.name,
    contact: supplier.contact,
    phone: supplier.phone,
    regionId: supplier.regionId,
    address: supplier.address,
    creditCode: profile?.creditCode ?? null,
    bankName: profile?.bankName ?? null,
    bankAccount: editable ? (profile?.bankAccount ?? null) : null,
    auditStatus: (profile?.auditStatus ?? 'approved') as AuditStatus,
    active: supplier.status === 1,
    suspended: Boolean(profile?.suspendedAt),
    version: profile?.version ?? 1,
    updateTime: (profile?.updatedAt ?? supplier.updatedAt)?.toISOString() ?? null,
    editable,
  };
}

export async function listInfo(db: Db, actor: Actor, query: InfoQuery, limit: number, offset: number) {
  const condition = where(db, actor, query);
  const order = sorter(SORTS, query, 'name');
  const [{ n }] = await db.select({ n: count() }).from(suppliers).leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id)).where(condition);
  const rows = await selectInfo(db).where(condition).orderBy(order, suppliers.id).limit(limit).offset(offset);
  return { total: n, records: rows.map((row) => record(row, actor)) };
}

export async function infoById(db: Db, actor: Actor, id: string): Promise<SupplierInfoRecord> {
  const [row] = await selectInfo(db).where(and(eq(suppliers.id, id), where(db, actor, {})));
  if (!row) fail('SUPPLIER_NOT_FOUND');
  return record(row, actor);
}

const orNull = (text: string | null | undefined) => text?.trim() || null;

export async function updateInfo(db: Db, actor: Actor, id: string, input: SupplierInfoInput, now = new Date()): Promise<void> {
  allow(actor, EDITORS, 'save');
  const name = input.name.trim();
  const contact = input.contact.trim();
  const phone = input.phone.trim();
  const creditCode = orNull(input.creditCode)?.toUpperCase() ?? null;
  const bankAccount = orNull(input.bankAccount)?.replace(/\s+/g, '') ?? null;
  if (!name) fail('SUPPLIER_COMPANY_REQUIRED');
  if (!contact) fail('SUPPLIER_CONTACT_REQUIRED');
  if (!PHONE.test(phone)) fail('PHONE_INVALID');
  if (creditCode && !new RegExp(CREDIT_CODE_PATTERN).test(creditCode)) fail('SUPPLIER_CREDIT_CODE_INVALID');
  if (bankAccount && !new RegExp(BANK_ACCOUNT_PATTERN).test(bankAccount)) fail('SUPPLIER_BANK_ACCOUNT_INVALID');
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, id), where(tx, actor, {}))).for('update');
    if (!row) fail('SUPPLIER_NOT_FOUND');
    const [twin] = await tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.name, name), eq(suppliers.deleted, false), ne(suppliers.id, id))).limit(1);
    if (twin) fail('SUPPLIER_COMPANY_EXISTS');
    // a supplier the platform entered itself has no profile yet: it counts as approved, version 1
    await tx.insert(supplierProfiles).values({ supplierId: id, auditStatus: 'approved', createdBy: actor.username }).onConflictDoNothing();
    const [profile] = await tx.select().from(supplierProfiles).where(eq(supplierProfiles.supplierId, id)).for('update');
    if (profile!.version !== input.version) fail('VERSION_CONFLICT', { version: profile!.version, status: profile!.auditStatus });
    await tx.update(suppliers).set({ name, contact, phone, address: orNull(input.address), updatedAt: now, updatedBy: actor.username }).where(eq(suppliers.id, id));
    await tx
      .update(supplierProfiles)
      .set({ creditCode, bankName: orNull(input.bankName), bankAccount, version: profile!.version + 1, updatedAt: now, updatedBy: actor.username })
      .where(and(eq(supplierProfiles.supplierId, id), eq(supplierProfiles.version, profile!.version)));
  });
}
