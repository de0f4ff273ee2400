/**
 * Settlement documents as template records: a statement (the order printing's statement fields, so one
 * statement template serves both, plus the frozen totals) and the reconciliation report.
 */
import { eq } from 'drizzle-orm';
import { chinaMinute } from '../../../contract/domain/order.ts';
import { yuan } from '../../../contract/domain/orderPrint.ts';
import { mismatchText, STATEMENT_STATUS_NAMES, TICKET_STATUS_NAMES, type StatementStatus } from '../../../contract/domain/tickets.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { restaurants } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { reconcile, statementEntriesOf, type ReconciliationQuery } from './queries.ts';

/** Entries one printed statement lists at most (its totals cover them all). */
export const PRINT_ENTRY_LIMIT = 5_000;

const money = (amount: string | number) => Number(amount).toFixed(2);

export async function statementPrintRecord(db: Db, actor: Actor, id: string, now = new Date()) {
  const { statement: s, records } = await statementEntriesOf(db, actor, id, PRINT_ENTRY_LIMIT, 0);
  const [restaurant] = await db.select({ address: restaurants.address }).from(restaurants).where(eq(restaurants.id, s.restaurantId));
  return {
    orderNo: s.statementNo,
    periodFrom: s.periodFrom,
    periodTo: s.periodTo,
    customer: { name: s.restaurantName, address: restaurant?.address ?? '' },
    supplier: s.supplierName,
    printedAt: chinaMinute(now),
    items: records.map((entry, index) => ({
      line: index + 1,
      date: entry.arrivalDate,
      orderNo: entry.orderNo,
      name: entry.productName,
      unit: entry.unit,
      qty: Number(entry.quantity),
      price: money(entry.price),
      amount: money(entry.amount),
    })),
    itemCount: s.entryCount,
    total: Number(s.total),
    totalText: yuan(Number(s.total)),
    status: STATEMENT_STATUS_NAMES[s.status as StatementStatus].zh,
    receivedAmount: s.receivedAmount,
    returnAmount: s.returnAmount,
    adjustment: s.adjustment,
    adjustmentNote: s.adjustmentNote ?? '',
    supplierConfirmedBy: s.supplierConfirmedBy ?? '',
    buyerConfirmedBy: s.buyerConfirmedBy ?? '',
  };
}

export async function reconciliationPrintRecord(db: Db, actor: Actor, query: ReconciliationQuery, now = new Date()) {
  const report = await reconcile(db, actor, query);
  if (report.rows.length === 0) fail('TICKET_STATEMENT_NOT_FOUND');
  return {
    periodFrom: query.periodFrom,
    periodTo: query.periodTo,
    printedAt: chinaMinute(now),
    items: report.rows.map((row, index) => ({
      line: index + 1,
      statementNo: row.statementNo,
      canteen: row.restaurantName,
      supplier: row.supplierName,
      period: `${row.periodFrom} ~ ${row.periodTo}`,
      statementTotal: row.statementTotal,
      invoiceNo: row.invoiceNo ?? '',
      invoiceAmount: row.invoiceAmount ?? '',
      taxAmount: row.taxAmount ?? '',
      difference: row.difference,
      status: row.ticketStatus ? TICKET_STATUS_NAMES[row.ticketStatus].zh : STATEMENT_STATUS_NAMES[row.status].zh,
      // the report prints in Chinese, as its templates and the statuses beside it are
      remark: mismatchText(row.mismatchReasons, 'zh'),
    })),
    statementTotal: Number(report.statementTotal),
    invoiceTotal: Number(report.invoiceTotal),
    difference: Number(report.difference),
    mismatches: report.mismatches,
  };
}
