/** The after-sale reads: the list (and its export), one request with its line, trail and ledger entries, and the lines open to after-sale. */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { AFTER_SALE_LINE_STATUSES, AFTER_SALE_QUEUES, afterSaleActions, type AfterSaleKind, type AfterSaleQueue, type AfterSaleStatus } from '../../../contract/domain/afterSale.ts';
import { fromMilli, toMilli } from '../../../contract/domain/order.ts';
import type { AfterSaleRecord } from '../../../contract/routes/afterSale.ts';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { afterSales, goodsLedger, orderLines, orders, restaurants, standingBook, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { claimsOf } from './afterSale.ts';
import { eventsOf, lineRecord, linesWhere, selectLines } from './lineRecords.ts';
import { lineScope } from './queries.ts';

export interface AfterSaleQuery {
  afterSaleNo?: string;
  status?: string;
  queue?: AfterSaleQueue;
  kind?: string;
  restaurantId?: string;
  supplierId?: string;
  productName?: string;
  createdFrom?: string;
  createdTo?: string;
  column?: string;
  order?: string;
}

const SORT = { createTime: afterSales.createdAt, amount: afterSales.amount, quantity: afterSales.quantity, afterSaleNo: afterSales.afterSaleNo };

/** China midnight of a day as an instant (created dates are China dates). */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(chinaMidnight(day).getTime() + 86_400_000);

/** Requests of one work queue: its statuses, and nothing for those who do not work it. */
function queueCondition(actor: Actor, queue: AfterSaleQueue): SQL {
  const { statuses, actors } = AFTER_SALE_QUEUES[queue];
  return (actors as readonly string[]).includes(actor.kind) ? inArray(afterSales.status, [...statuses]) : sql`false`;
}

function whereOf(db: Db, actor: Actor, query: AfterSaleQuery): SQL | undefined {
  return and(
    scopeCondition(db, actor, { restaurant: afterSales.restaurantId, supplier: afterSales.supplierId }),
    query.afterSaleNo ? ilike(afterSales.afterSaleNo, containsPattern(query.afterSaleNo)) : undefined,
    query.status ? eq(afterSales.status, query.status) : undefined,
    query.queue ? queueCondition(actor, query.queue) : undefined,
    query.kind ? eq(afterSales.kind, query.kind) : undefined,
    query.restaurantId ? eq(afterSales.restaurantId, query.restaurantId) : undefined,
    query.supplierId ? eq(afterSales.supplierId, query.supplierId) : undefined,
    query.productName ? ilike(afterSales.productName, containsPattern(query.productName)) : undefined,
    query.createdFrom ? gte(afterSales.createdAt, chinaMidnight(query.createdFrom)) : undefined,
    query.createdTo ? lt(afterSales.createdAt, nextDay(query.createdTo)) : undefined,
  );
}

function selectAfterSales(db: Db) {
  return db
    .select({ request: afterSales, orderId: orders.id, orderNo: orders.orderNo, arrivalDate: orderLines.arrivalDate, restaurantName: restaurants.name, supplierName: suppliers.name })
    .from(afterSales)
    .innerJoin(orderLines, eq(orderLines.id, afterSales.lineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(restaurants, eq(restaurants.id, afterSales.restaurantId))
    .innerJoin(suppliers, eq(suppliers.id, afterSales.supplierId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAfterSales>['execute']>>[number];

function record({ request, orderId, orderNo, arrivalDate, restaurantName, supplierName }: Row, actor: Actor): AfterSaleRecord {
  const status = request.status as AfterSaleStatus;
  return {
    id: request.id,
    afterSaleNo: request.afterSaleNo,
    lineId: request.lineId,
    orderId,
    orderNo,
    arrivalDate,
    restaurantId: request.restaurantId,
    restaurantName,
    supplierId: request.supplierId,
    supplierName,
    productName: request.productName,
    unit: request.unit,
    kind: request.kind as AfterSaleKind,
    status,
    version: request.version,
    quantity: request.quantity,
    price: request.price,
    amount: request.amount,
    reason: request.reason,
    photos: request.photos,
    supplierNote: request.supplierNote,
    decisionNote: request.decisionNote,
    createBy: request.createdBy,
    createTime: request.createdAt.toISOString(),
    updateTime: request.updatedAt?.toISOString() ?? null,
    completedAt: request.completedAt?.toISOString() ?? null,
    actions: afterSaleActions(status, actor.kind),
  };
}

export async function listAfterSales(db: Db, actor: Actor, query: AfterSaleQuery, size: number, offset: number) {
  const where = whereOf(db, actor, query);
  const orderBy = sorter(SORT, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(afterSales).where(where);
  const rows = await selectAfterSales(db).where(where).orderBy(orderBy, asc(afterSales.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((row) => record(row, actor)) };
}

/** The size of an after-sale queue in the caller's scope (the pending count); 0 without a read for those who do not work it. */
export async function afterSaleQueueSize(db: Db, actor: Actor, queue: AfterSaleQueue): Promise<number> {
  if (!(AFTER_SALE_QUEUES[queue].actors as readonly string[]).includes(actor.kind)) return 0;
  const [{ n }] = await db.select({ n: count() }).from(afterSales).where(whereOf(db, actor, { queue }));
  return n;
}

export async function afterSaleDetailOf(db: Db, actor: Actor, id: string) {
  const [row] = await selectAfterSales(db).where(and(eq(afterSales.id, id), scopeCondition(db, actor, { restaurant: afterSales.restaurantId, supplier: afterSales.supplierId })));
  if (!row) fail('AFTER_SALE_NOT_FOUND');
  const [line] = await linesWhere(db, actor, eq(orderLines.id, row.request.lineId));
  const book = await db.select().from(standingBook).where(and(eq(standingBook.source, 'after_sale'), eq(standingBook.sourceId, id)));
  const moves = await db.select().from(goodsLedger).where(and(eq(goodsLedger.source, 'after_sale'), eq(goodsLedger.sourceId, id)));
  return {
    ...record(row, actor),
    line: line!,
    events: await eventsOf(db, [id]),
    ledger: [
      ...book.map((entry) => ({ book: 'standingBook' as const, entryDate: entry.arrivalDate, quantity: entry.quantity, amount: entry.amount })),
      ...moves.map((move) => ({ book: 'goodsLedger' as const, entryDate: move.entryDate, quantity: negated(move.qtyOut), amount: negated(move.amountOut) })),
    ],
  };
}

/** Every request matching the list's filters, for the export (one more than the cap, so the file can say it was cut). */
export async function afterSalesForExport(db: Db, actor: Actor, query: AfterSaleQuery, limit: number) {
  const rows = await selectAfterSales(db).where(whereOf(db, actor, query)).orderBy(sorter(SORT, query, 'createTime'), asc(afterSales.id)).limit(limit);
  return rows.map((row) => record(row, actor));
}

/** Received or audited lines in scope, with what earlier after-sales claim and what is left. */
export async function afterSaleLines(db: Db, actor: Actor, query: { productName?: string; restaurantId?: string; arrivalFrom?: string; arrivalTo?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    inArray(orderLines.status, [...AFTER_SALE_LINE_STATUSES]),
    lineScope(db, actor),
    query.productName ? ilike(orderLines.productName, containsPattern(query.productName)) : undefined,
    query.restaurantId ? eq(orderLines.restaurantId, query.restaurantId) : undefined,
    query.arrivalFrom ? gte(orderLines.arrivalDate, query.arrivalFrom) : undefined,
    query.arrivalTo ? lt(orderLines.arrivalDate, nextDayText(query.arrivalTo)) : undefined,
  );
  const orderBy = sorter({ arrivalDate: orderLines.arrivalDate }, query, 'arrivalDate');
  const [{ n }] = await db.select({ n: count() }).from(orderLines).where(where);
  const rows = await selectLines(db).where(where).orderBy(orderBy, desc(orderLines.createdAt), asc(orderLines.id)).limit(size).offset(offset);
  const claims = await claimsOf(db, rows.map((r) => r.line.id));
  return {
    total: n,
    records: rows.map((row) => {
      const claimedQty = claims.get(row.line.id)?.qty ?? '0.000';
      return { ...lineRecord(row, actor), claimedQty, leftQty: fromMilli(Math.max(0, toMilli(row.line.receivedQty) - toMilli(claimedQty))) };
    }),
  };
}

/** An out movement as a signed figure: '2.000' -> '-2.000', '0.000' stays. */
const negated = (value: string) => (Number(value) === 0 ? value : `-${value}`);

/** The day after YYYY-MM-DD, as text. */
function nextDayText(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
