/** The reads of invoices and settlement: lists (and their exports), a statement with its trail and entries, the reconciliation report. */
import { and, asc, count, eq, gte, ilike, inArray, lte, ne, type SQL } from 'drizzle-orm';
import {
  fromCents, requestActions, statementActions, ticketActions, toCents,
  type RequestStatus, type StatementStatus, type TicketStatus,
} from '../../../contract/domain/tickets.ts';
import type { ReconciliationRow, StatementRecord, TicketRecord, TicketRequestRecord } from '../../../contract/routes/tickets.ts';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { restaurants, standingBook, statements, supplierTickets, suppliers, ticketRequests } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { trailOf } from '../../http/transition.ts';

/** The filters of the three lists (each list reads its own). */
interface Query {
  statementNo?: string; requestNo?: string; invoiceNo?: string; status?: string; mismatch?: string;
  supplierId?: string; restaurantId?: string; statementId?: string; requestId?: string; periodFrom?: string; periodTo?: string;
  column?: string; order?: string;
}

const statementScope = (db: Db, actor: Actor) => scopeCondition(db, actor, { restaurant: statements.restaurantId, supplier: statements.supplierId });

function statementWhere(db: Db, actor: Actor, query: Query): SQL | undefined {
  return and(
    statementScope(db, actor),
    query.statementNo ? ilike(statements.statementNo, containsPattern(query.statementNo)) : undefined,
    query.status ? eq(statements.status, query.status) : undefined,
    query.supplierId ? eq(statements.supplierId, query.supplierId) : undefined,
    query.restaurantId ? eq(statements.restaurantId, query.restaurantId) : undefined,
    // statements overlapping the range
    query.periodFrom ? gte(statements.periodTo, query.periodFrom) : undefined,
    query.periodTo ? lte(statements.periodFrom, query.periodTo) : undefined,
  );
}

function selectStatements(db: Db) {
  return db
    .select({ statement: statements, supplierName: suppliers.name, restaurantName: restaurants.name })
    .from(statements)
    .innerJoin(suppliers, eq(suppliers.id, statements.supplierId))
    .innerJoin(restaurants, eq(restaurants.id, statements.restaurantId));
}
type StatementJoin = Awaited<ReturnType<ReturnType<typeof selectStatements>['execute']>>[number];

async function liveRequests(db: Db, statementIds: string[]): Promise<Map<string, string>> {
  if (statementIds.length === 0) return new Map();
  const rows = await db.select({ id: ticketRequests.id, statementId: ticketRequests.statementId }).from(ticketRequests).where(and(inArray(ticketRequests.statementId, statementIds), ne(ticketRequests.status, 'cancelled')));
  return new Map(rows.map((r) => [r.statementId, r.id]));
}

function statementRecord({ statement: s, supplierName, restaurantName }: StatementJoin, actor: Actor, requestId: string | null): StatementRecord {
  const status = s.status as StatementStatus;
  return {
    id: s.id,
    statementNo: s.statementNo,
    supplierId: s.supplierId,
    supplierName,
    restaurantId: s.restaurantId,
    restaurantName,
    periodFrom: s.periodFrom,
    periodTo: s.periodTo,
    status,
    version: s.version,
    receivedAmount: s.receivedAmount,
    returnAmount: s.returnAmount,
    entryCount: s.entryCount,
    adjustment: s.adjustment,
    adjustmentNote: s.adjustmentNote,
    total: s.total,
    disputeReason: s.disputeReason,
    supplierConfirmedBy: s.supplierConfirmedBy,
    supplierConfirmedAt: s.supplierConfirmedAt?.toISOString() ?? null,
    buyerConfirmedBy: s.buyerConfirmedBy,
    buyerConfirmedAt: s.buyerConfirmedAt?.toISOString() ?? null,
    settledAt: s.settledAt?.toISOString() ?? null,
    createBy: s.createdBy,
    createTime: s.createdAt.toISOString(),
    requestId,
    actions: statementActions(status, actor.kind),
    mayRequest: status === 'confirmed' && !requestId && actor.kind !== 'supplier',
  };
}

const STATEMENT_SORT = { createTime: statements.createdAt, periodFrom: statements.periodFrom, total: statements.total, statementNo: statements.statementNo };

export async function listStatements(db: Db, actor: Actor, query: Query, size: number, offset: number) {
  const where = statementWhere(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(statements).where(where);
  const rows = await selectStatements(db).where(where).orderBy(sorter(STATEMENT_SORT, query, 'createTime'), asc(statements.id)).limit(size).offset(offset);
  const requests = await liveRequests(db, rows.map((r) => r.statement.id));
  return { total: n, records: rows.map((row) => statementRecord(row, actor, requests.get(row.statement.id) ?? null)) };
}

export async function statementDetailOf(db: Db, actor: Actor, id: string) {
  const [row] = await selectStatements(db).where(and(eq(statements.id, id), statementScope(db, actor)));
  if (!row) fail('TICKET_STATEMENT_NOT_FOUND');
  const requests = await liveRequests(db, [id]);
  return { ...statementRecord(row, actor, requests.get(id) ?? null), events: await trailOf(db, id) };
}

/** The standing-book entries a statement covers (read from the ledger: its totals are frozen on the statement). */
export async function statementEntriesOf(db: Db, actor: Actor, id: string, size: number, offset: number) {
  const statement = await statementDetailOf(db, actor, id);
  const where = and(
    eq(standingBook.supplierId, statement.supplierId),
    eq(standingBook.restaurantId, statement.restaurantId),
    gte(standingBook.arrivalDate, statement.periodFrom),
    lte(standingBook.arrivalDate, statement.periodTo),
  );
  const [{ n }] = await db.select({ n: count() }).from(standingBook).where(where);
  const rows = await db.select().from(standingBook).where(where).orderBy(asc(standingBook.arrivalDate), asc(standingBook.orderNo), asc(standingBook.id)).limit(size).offset(offset);
  return {
    statement,
    total: n,
    records: rows.map((e) => ({ id: e.id, arrivalDate: e.arrivalDate, orderNo: e.orderNo, productName: e.productName, unit: e.unit, quantity: e.quantity, price: e.price, amount: e.amount, source: e.source })),
  };
}

export async function statementsForExport(db: Db, actor: Actor, query: Query, limit: number) {
  const rows = await selectStatements(db).where(statementWhere(db, actor, query)).orderBy(sorter(STATEMENT_SORT, query, 'createTime'), asc(statements.id)).limit(limit);
  const requests = await liveRequests(db, rows.map((r) => r.statement.id));
  return rows.map((row) => statementRecord(row, actor, requests.get(row.statement.id) ?? null));
}

// ---- requests ----

function requestWhere(db: Db, actor: Actor, query: Query): SQL | undefined {
  return and(
    scopeCondition(db, actor, { restaurant: ticketRequests.restaurantId, supplier: ticketRequests.supplierId }),
    query.requestNo ? ilike(ticketRequests.requestNo, containsPattern(query.requestNo)) : undefined,
    query.status ? eq(ticketRequests.status, query.status) : undefined,
    query.supplierId ? eq(ticketRequests.supplierId, query.supplierId) : undefined,
    query.restaurantId ? eq(ticketRequests.restaurantId, query.restaurantId) : undefined,
    query.statementId ? eq(ticketRequests.statementId, query.statementId) : undefined,
  );
}

function selectRequests(db: Db) {
  return db
    .select({ request: ticketRequests, statementNo: statements.statementNo, periodFrom: statements.periodFrom, periodTo: statements.periodTo, supplierName: suppliers.name, restaurantName: restaurants.name })
    .from(ticketRequests)
    .innerJoin(statements, eq(statements.id, ticketRequests.statementId))
    .innerJoin(suppliers, eq(suppliers.id, ticketRequests.supplierId))
    .innerJoin(restaurants, eq(restaurants.id, ticketRequests.restaurantId));
}

function requestRecord({ request: r, ...joined }: Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number], actor: Actor): TicketRequestRecord {
  const status = r.status as RequestStatus;
  return {
    id: r.id, requestNo: r.requestNo, statementId: r.statementId, ...joined, supplierId: r.supplierId, restaurantId: r.restaurantId,
    title: r.title, taxId: r.taxId, amount: r.amount, taxRate: r.taxRate, remark: r.remark, status, version: r.version,
    createBy: r.createdBy, createTime: r.createdAt.toISOString(), actions: requestActions(status, actor.kind),
  };
}

const REQUEST_SORT = { createTime: ticketRequests.createdAt, amount: ticketRequests.amount, requestNo: ticketRequests.requestNo };

export async function listRequests(db: Db, actor: Actor, query: Query, size: number, offset: number) {
  const where = requestWhere(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(ticketRequests).where(where);
  const rows = await selectRequests(db).where(where).orderBy(sorter(REQUEST_SORT, query, 'createTime'), asc(ticketRequests.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((row) => requestRecord(row, actor)) };
}

export async function requestOf(db: Db, actor: Actor, id: string) {
  const [row] = await selectRequests(db).where(and(eq(ticketRequests.id, id), requestWhere(db, actor, {})));
  return row ? requestRecord(row, actor) : fail('TICKET_REQUEST_NOT_FOUND');
}

export async function requestsForExport(db: Db, actor: Actor, query: Query, limit: number) {
  const rows = await selectRequests(db).where(requestWhere(db, actor, query)).orderBy(sorter(REQUEST_SORT, query, 'createTime'), asc(ticketRequests.id)).limit(limit);
  return rows.map((row) => requestRecord(row, actor));
}

// ---- invoices ----

function ticketWhere(db: Db, actor: Actor, query: Query): SQL | undefined {
  return and(
    scopeCondition(db, actor, { restaurant: supplierTickets.restaurantId, supplier: supplierTickets.supplierId }),
    query.invoiceNo ? ilike(supplierTickets.invoiceNo, containsPattern(query.invoiceNo)) : undefined,
    query.status ? eq(supplierTickets.status, query.status) : undefined,
    query.mismatch ? eq(supplierTickets.mismatch, query.mismatch === '1') : undefined,
    query.supplierId ? eq(supplierTickets.supplierId, query.supplierId) : undefined,
    query.restaurantId ? eq(supplierTickets.restaurantId, query.restaurantId) : undefined,
    query.requestId ? eq(supplierTickets.requestId, query.requestId) : undefined,
  );
}

function selectTickets(db: Db) {
  return db
    .select({
      ticket: supplierTickets, requestNo: ticketRequests.requestNo, expectedAmount: ticketRequests.amount, taxRate: ticketRequests.taxRate,
      statementNo: statements.statementNo, supplierName: suppliers.name, restaurantName: restaurants.name,
    })
    .from(supplierTickets)
    .innerJoin(ticketRequests, eq(ticketRequests.id, supplierTickets.requestId))
    .innerJoin(statements, eq(statements.id, supplierTickets.statementId))
    .innerJoin(suppliers, eq(suppliers.id, supplierTickets.supplierId))
    .innerJoin(restaurants, eq(restaurants.id, supplierTickets.restaurantId));
}

function ticketRecord({ ticket: t, ...joined }: Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number], actor: Actor): TicketRecord {
  const status = t.status as TicketStatus;
  return {
    id: t.id, requestId: t.requestId, statementId: t.statementId, supplierId: t.supplierId, restaurantId: t.restaurantId, ...joined,
    invoiceNo: t.invoiceNo, invoiceDate: t.invoiceDate, amount: t.amount, taxAmount: t.taxAmount, scan: t.scan,
    mismatch: t.mismatch, mismatchReasons: t.mismatchReasons ?? [], overrideReason: t.overrideReason, rejectReason: t.rejectReason,
    status, version: t.version, createBy: t.createdBy, createTime: t.createdAt.toISOString(), settledAt: t.settledAt?.toISOString() ?? null,
    actions: ticketActions(status, actor.kind),
  };
}

const TICKET_SORT = { createTime: supplierTickets.createdAt, invoiceDate: supplierTickets.invoiceDate, amount: supplierTickets.amount, invoiceNo: supplierTickets.invoiceNo };

export async function listTickets(db: Db, actor: Actor, query: Query, size: number, offset: number) {
  const where = ticketWhere(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(supplierTickets).where(where);
  const rows = await selectTickets(db).where(where).orderBy(sorter(TICKET_SORT, query, 'createTime'), asc(supplierTickets.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((row) => ticketRecord(row, actor)) };
}

export async function ticketOf(db: Db, actor: Actor, id: string) {
  const [row] = await selectTickets(db).where(and(eq(supplierTickets.id, id), ticketWhere(db, actor, {})));
  return row ? ticketRecord(row, actor) : fail('TICKET_NOT_FOUND');
}

export async function ticketsForExport(db: Db, actor: Actor, query: Query, limit: number) {
  const rows = await selectTickets(db).where(ticketWhere(db, actor, query)).orderBy(sorter(TICKET_SORT, query, 'createTime'), asc(supplierTickets.id)).limit(limit);
  return rows.map((row) => ticketRecord(row, actor));
}

// ---- reconciliation ----

export interface ReconciliationQuery {
  periodFrom: string;
  periodTo: string;
  supplierId?: string;
  restaurantId?: string;
}

/** Each statement overlapping the period beside its live invoice (at most one: a new upload waits for a rejection), in one query. */
export async function reconcile(db: Db, actor: Actor, query: ReconciliationQuery) {
  if (query.periodFrom > query.periodTo) fail('TICKET_PERIOD_INVALID', { days: 366 });
  const rows = await db
    .select({ statement: statements, supplierName: suppliers.name, restaurantName: restaurants.name, ticket: supplierTickets, taxRate: ticketRequests.taxRate })
    .from(statements)
    .innerJoin(suppliers, eq(suppliers.id, statements.supplierId))
    .innerJoin(restaurants, eq(restaurants.id, statements.restaurantId))
    .leftJoin(supplierTickets, and(eq(supplierTickets.statementId, statements.id), ne(supplierTickets.status, 'rejected')))
    .leftJoin(ticketRequests, eq(ticketRequests.id, supplierTickets.requestId))
    .where(statementWhere(db, actor, { periodFrom: query.periodFrom, periodTo: query.periodTo, supplierId: query.supplierId, restaurantId: query.restaurantId }))
    .orderBy(asc(statements.periodFrom), asc(statements.statementNo));
  let statementCents = 0;
  let invoiceCents = 0;
  let mismatches = 0;
  const report: ReconciliationRow[] = rows.map(({ statement: s, supplierName, restaurantName, ticket, taxRate }) => {
    const expected = toCents(s.total);
    const actual = ticket ? toCents(ticket.amount) : 0;
    statementCents += expected;
    invoiceCents += actual;
    if (ticket?.mismatch) mismatches++;
    return {
      statementId: s.id, statementNo: s.statementNo, supplierName, restaurantName, periodFrom: s.periodFrom, periodTo: s.periodTo,
      status: s.status as StatementStatus, statementTotal: s.total,
      invoiceNo: ticket?.invoiceNo ?? null, invoiceAmount: ticket?.amount ?? null, taxAmount: ticket?.taxAmount ?? null, taxRate: taxRate ?? null,
      difference: fromCents(actual - expected), mismatch: ticket?.mismatch ?? false, mismatchReasons: ticket?.mismatchReasons ?? [],
      ticketStatus: (ticket?.status as TicketStatus | undefined) ?? null,
    };
  });
  return { rows: report, statementTotal: fromCents(statementCents), invoiceTotal: fromCents(invoiceCents), difference: fromCents(invoiceCents - statementCents), mismatches };
}
