/**
 * Qualifications: a supplier keeps its own (the platform anyone's), procurement reads them all. A scan is a
 * file the caller uploaded; it becomes a restricted file (purpose 'contract': its uploader and contract staff
 * read it). Saving re-decides the supplier's suspension at once, so a renewed licence lifts it without
 * waiting for the night's job.
 */
import { and, count, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { chinaDate } from '../../../contract/domain/order.ts';
import { addDays, QUALIFICATION_TYPE_DICT, qualificationState, REMIND_DAYS, type QualificationState } from '../../../contract/domain/supplier.ts';
import type { QualificationInput, QualificationRecord } from '../../../contract/routes/suppliers.ts';
import { ownSuppliers, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { dictionaries, dictionaryItems, files, supplierQualifications, suppliers } from '../../db/schema/index.ts';
import { settleSuspension } from '../../db/supplierStanding.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { allow } from './access.ts';

export interface QualificationQuery {
  supplierId?: string;
  qualType?: string;
  state?: string; // one of QUALIFICATION_STATES (the schema checks it)
  column?: string;
  order?: string;
}

const SORTS = { expiryDate: supplierQualifications.expiryDate, createTime: supplierQualifications.createdAt };
const WRITERS = ['platform', 'supplier'] as const;

function scope(db: Db, actor: Actor): SQL | undefined {
  allow(actor, ['platform', 'procurement', 'supplier'], 'list');
  return actor.kind === 'supplier' ? inArray(supplierQualifications.supplierId, ownSuppliers(db, actor.id)) : undefined;
}

/** The state filter as dates: expired before today, expiring within REMIND_DAYS, valid after. */
function stateCondition(state: string | undefined, today: string): SQL | undefined {
  if (state === 'expired') return lt(supplierQualifications.expiryDate, today);
  if (state === 'expiring') return and(gte(supplierQualifications.expiryDate, today), lte(supplierQualifications.expiryDate, addDays(today, REMIND_DAYS)));
  if (state === 'valid') return gt(supplierQualifications.expiryDate, addDays(today, REMIND_DAYS));
  return undefined;
}

function where(db: Db, actor: Actor, query: QualificationQuery, today: string): SQL {
  return and(
    eq(supplierQualifications.deleted, false),
    scope(db, actor),
    query.supplierId ? eq(supplierQualifications.supplierId, query.supplierId) : undefined,
    query.qualType ? eq(supplierQualifications.qualType, query.qualType) : undefined,
    stateCondition(query.state, today),
  )!;
}

function selectQualifications(db: Db) {
  return db
    .select({ q: supplierQualifications, supplierName: suppliers.name })
    .from(supplierQualifications)
    .innerJoin(suppliers, eq(suppliers.id, supplierQualifications.supplierId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectQualifications>['execute']>>[number];

function record(row: Row, actor: Actor, today: string): QualificationRecord {
  const q = row.q;
  return {
    id: q.id,
    supplierId: q.supplierId,
    supplierName: row.supplierName,
    qualType: q.qualType,
    number: q.number,
    fileName: q.fileName,
    filePath: q.filePath,
    expiryDate: q.expiryDate,
    state: qualificationState(q.expiryDate, today),
    version: q.version,
    createTime: q.createdAt.toISOString(),
    editable: (WRITERS as readonly string[]).includes(actor.kind),
  };
}

export async function listQualifications(db: Db, actor: Actor, query: QualificationQuery, limit: number, offset: number, now = new Date()) {
  const today = chinaDate(now);
  const condition = where(db, actor, query, today);
  const order = sorter(SORTS, query, 'expiryDate');
  const [{ n }] = await db.select({ n: count() }).from(supplierQualifications).where(condition);
  const rows = await selectQualifications(db).where(condition).orderBy(order, supplierQualifications.id).limit(limit).offset(offset);
  return { total: n, records: rows.map((row) => record(row, actor, today)) };
}

export async function qualificationById(db: Db, actor: Actor, id: string, now = new Date()): Promise<QualificationRecord> {
  const today = chinaDate(now);
  const [row] = await selectQualifications(db).where(and(eq(supplierQualifications.id, id), where(db, actor, {}, today)));
  if (!row) fail('QUALIFICATION_NOT_FOUND');
  return record(row, actor, today);
}

/** The supplier the row is for: the platform names it, a supplier is its own. */
async function supplierFor(tx: Db, actor: Actor, supplierId: string | undefined): Promise<string> {
  allow(actor, WRITERS, 'save');
  if (actor.kind === 'supplier') {
    const [own] = await ownSuppliers(tx, actor.id).limit(1);
    if (!own) fail('SUPPLIER_NOT_FOUND');
    if (supplierId && supplierId !== own.id) fail('SUPPLIER_NOT_FOUND');
    return own.id;
  }
  if (!supplierId) fail('QUALIFICATION_SUPPLIER_REQUIRED');
  const [row] = await tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, supplierId), eq(suppliers.deleted, false)));
  if (!row) fail('SUPPLIER_NOT_FOUND');
  return row.id;
}

/** The input checked: a type from the dictionary, a number, an uploaded scan of the caller's. */
async function checked(tx: Db, actor: Actor, input: QualificationInput) {
  const [type] = await tx
    .select({ value: dictionaryItems.itemValue })
    .from(dictionaryItems)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictId))
    .where(and(eq(dictionaries.dictCode, QUALIFICATION_TYPE_DICT), eq(dictionaries.deleted, false), eq(dictionaryItems.itemValue, input.qualType), eq(dictionaryItems.status, 1)));
  if (!type) fail('QUALIFICATION_TYPE_INVALID', { type: input.qualType });
  const number = input.number.trim();
  if (!number) fail('QUALIFICATION_NUMBER_REQUIRED');
  const path = input.filePath?.trim() || null;
  let fileName = input.fileName?.trim() || null;
  if (path) {
    const [file] = await tx.select({ path: files.path, originalName: files.originalName }).from(files).where(and(eq(files.path, path), eq(files.uploadedBy, actor.id)));
    if (!file) fail('QUALIFICATION_FILE_NOT_UPLOADED', { path });
    fileName ??= file.originalName;
    await tx.update(files).set({ purpose: 'contract' }).where(eq(files.path, path));
  }
  return { qualType: input.qualType, number, filePath: path, fileName: path ? fileName : null, expiryDate: input.expiryDate };
}

export async function createQualification(db: Db, actor: Actor, input: QualificationInput, now = new Date()): Promise<string> {
  return inTransaction(db, async (tx) => {
    const supplierId = await supplierFor(tx, actor, input.supplierId);
    const values = await checked(tx, actor, input);
    const [row] = await tx.insert(supplierQualifications).values({ ...values, supplierId, createdBy: actor.username, createdAt: now }).returning({ id: supplierQualifications.id });
    await settleSuspension(tx, supplierId, actor, now);
    return row!.id;
  });
}

async function lockOwn(tx: Db, actor: Actor, id: string, version: number) {
  allow(actor, WRITERS, 'save');
  const [row] = await tx
    .select()
    .from(supplierQualifications)
    .where(and(eq(supplierQualifications.id, id), where(tx, actor, {}, '0000-00-00')))
    .for('update');
  if (!row) fail('QUALIFICATION_NOT_FOUND');
  if (row.version !== version) fail('VERSION_CONFLICT', { version: row.version, status: row.expiryDate });
  return row;
}

export async function updateQualification(db: Db, actor: Actor, id: string, input: QualificationInput & { version: number }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await lockOwn(tx, actor, id, input.version);
    const values = await checked(tx, actor, input);
    await tx
      .update(supplierQualifications)
      .set({ ...values, version: row.version + 1, updatedAt: now, updatedBy: actor.username })
      .where(and(eq(supplierQualifications.id, id), eq(supplierQualifications.version, row.version)));
    await settleSuspension(tx, row.supplierId, actor, now);
  });
}

export async function deleteQualification(db: Db, actor: Actor, id: string, version: number, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await lockOwn(tx, actor, id, version);
    await tx
      .update(supplierQualifications)
      .set({ deleted: true, version: row.version + 1, updatedAt: now, updatedBy: actor.username })
      .where(eq(supplierQualifications.id, id));
    await settleSuspension(tx, row.supplierId, actor, now);
  });
}

