/** Reading fee records as the API shows them: the list, its export and one record with its trail. */
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { assessment, fromCents, payStepActions, PREPAYMENT_CENTS, type PayStepStatus } from '../../../contract/domain/payStep.ts';
import { chinaDate } from '../../../contract/domain/order.ts';
import type { PayStepDetail, PayStepRecord } from '../../../contract/routes/payStep.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { payStepRecords, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { trailOf } from '../../http/transition.ts';
import { tradeCents } from '../../db/supplierTrade.ts';
import { payStepScope, type PayStepRow } from './service.ts';

export interface PayStepFilters {
  status?: PayStepStatus;
  supplierId?: string;
  year?: number;
  column?: string;
  order?: string;
}

const SORT = { createTime: payStepRecords.createdAt, yearBegin: payStepRecords.yearBegin, dueDate: payStepRecords.dueDate };

function where(db: Db, actor: Actor, query: PayStepFilters): SQL | undefined {
  return and(
    payStepScope(db, actor),
    query.status ? eq(payStepRecords.status, query.status) : undefined,
    query.supplierId ? eq(payStepRecords.supplierId, query.supplierId) : undefined,
    query.year ? and(gte(payStepRecords.yearBegin, `${query.year}-01-01`), lte(payStepRecords.yearBegin, `${query.year}-12-31`)) : undefined,
  );
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function recordOf(row: PayStepRow, supplierName: string, actor: Actor): PayStepRecord {
  const status = row.status as PayStepStatus;
  return {
    id: row.id,
    contractId: row.contractId,
    supplierId: row.supplierId,
    supplierName,
    yearBegin: row.yearBegin,
    yearEnd: row.yearEnd,
    prepayment: row.prepayment,
    dueDate: row.dueDate,
    proofPath: row.proofPath,
    proofName: row.proofName,
    proofAt: iso(row.proofAt),
    rejectReason: row.rejectReason,
    confirmedBy: row.confirmedBy,
    confirmedAt: iso(row.confirmedAt),
    annualTrade: row.annualTrade,
    fee: row.fee,
    refund: row.refund,
    assessedAt: iso(row.assessedAt),
    settledAt: iso(row.settledAt),
    status,
    version: row.version,
    createTime: row.createdAt.toISOString(),
    actions: payStepActions(status, actor.kind),
  };
}

const selectRecords = (db: Db) =>
  db.select({ row: payStepRecords, supplierName: suppliers.name }).from(payStepRecords).innerJoin(suppliers, eq(suppliers.id, payStepRecords.supplierId));

export async function listPaySteps(db: Db, actor: Actor, query: PayStepFilters, size: number, offset: number) {
  const filter = where(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(payStepRecords).where(filter);
  const rows = await selectRecords(db).where(filter).orderBy(sorter(SORT, query, 'createTime'), asc(payStepRecords.id)).limit(size).offset(offset);
  return { total: n, records: rows.map(({ row, supplierName }) => recordOf(row, supplierName, actor)) };
}

export async function payStepsForExport(db: Db, actor: Actor, query: PayStepFilters, limit: number): Promise<PayStepRecord[]> {
  return (await listPaySteps(db, actor, query, limit, 0)).records;
}

export async function payStepOf(db: Db, actor: Actor, id: string, now = new Date()): Promise<PayStepDetail> {
  const [found] = await selectRecords(db).where(and(eq(payStepRecords.id, id), payStepScope(db, actor)));
  if (!found) fail('PAY_STEP_NOT_FOUND');
  const { row } = found;
  // the year so far (the whole year once it has ended): what the fee would come to if assessed now
  const today = chinaDate(now);
  const trade = await tradeCents(db, row.supplierId, row.yearBegin, today < row.yearEnd ? today : row.yearEnd);
  return {
    ...recordOf(row, found.supplierName, actor),
    tradeToDate: fromCents(trade),
    feeToDate: fromCents(assessment(trade, PREPAYMENT_CENTS).feeCents),
    events: await trailOf(db, id),
  };
}
