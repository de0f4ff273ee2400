/**
 * The ordering reads: lists that page, filter and sort in the database, details, the work queues and
 * their counts — all within the caller's scope (src/server/auth/scope.ts).
 */
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { amountOf, LINE_QUEUES, WITHDRAWABLE_STATUSES, type LineQueue, type OrderStatus } from '../../../contract/domain/order.ts';
import type { OrderRecord } from '../../../contract/routes/ordering.ts';
import { ownSuppliers, scopeCondition, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { countLines } from '../../db/lineCounts.ts';
import { containsPattern } from '../../db/sql.ts';
import { deliveries, deliveryLines, lineCounts, orderGroups, orderLines, orders, receipts, restaurants, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter, sortDirection } from '../../http/listQuery.ts';
import { eventsOf, lineRecord, linesWhere, selectLines } from './lineRecords.ts';

/** The lines the actor sees. */
export const lineScope = (db: Db, actor: Actor) => scopeCondition(db, actor, { restaurant: orderLines.restaurantId, supplier: orderLines.supplierId });

/** Lines of one work queue for the actor: its state, in scope, and nothing for those who do not work it. */
export function queueCondition(db: Db, actor: Actor, queue: LineQueue): SQL {
  const { status, actors } = LINE_QUEUES[queue];
  return (actors as readonly string[]).includes(actor.kind) ? and(eq(orderLines.status, status), lineScope(db, actor))! : sql`false`;
}

/** The lines of these statuses (all when empty) the actor sees, from the per-scope counters (no line is read). */
const countedLines = (db: Db, actor: Actor, statuses: readonly string[], filters: { restaurantId?: string; supplierId?: string } = {}) =>
  countLines(db, statuses, and(
    scopeCondition(db, actor, { restaurant: lineCounts.restaurantId, supplier: lineCounts.supplierId }),
    filters.restaurantId ? eq(lineCounts.restaurantId, filters.restaurantId) : undefined,
    filters.supplierId ? eq(lineCounts.supplierId, filters.supplierId) : undefined,
  ));

/** A queue's size: its status in the actor's scope, 0 without a read for those who do not work it. */
export async function queueSize(db: Db, actor: Actor, queue: LineQueue): Promise<number> {
  const { status, actors } = LINE_QUEUES[queue];
  return (actors as readonly string[]).includes(actor.kind) ? countedLines(db, actor, [status]) : 0;
}

/** The line filters the per-scope counters cannot answer. */
const NARROWING = ['groupId', 'orderId', 'productName', 'arrivalFrom', 'arrivalTo'] as const satisfies ReadonlyArray<keyof LineQuery>;

/** The total of a line list: from the counters when only status, canteen and supplier narrow it, else counted. */
async function lineTotal(db: Db, actor: Actor, query: LineQuery, where: SQL | undefined): Promise<number> {
  const { queue, status, restaurantId, supplierId } = query;
  // the counters know status, canteen and supplier only (paging and sorting narrow nothing)
  const narrowed = NARROWING.some((key) => query[key] !== undefined && query[key] !== '');
  if (narrowed) {
    const [{ n }] = await db.select({ n: count() }).from(orderLines).where(where);
    return n;
  }
  if (queue) {
    const { status: queueStatus, actors } = LINE_QUEUES[queue];
    if (!(actors as readonly string[]).includes(actor.kind) || (status && status !== queueStatus)) return 0;
    return countedLines(db, actor, [queueStatus], { restaurantId, supplierId });
  }
  return countedLines(db, actor, status ? [status] : [], { restaurantId, supplierId });
}

/** Orders (or groups) the actor sees: by canteen, or for a supplier those holding one of its lines. */
export function ownerScope(db: Db, actor: Actor, table: { id: PgColumn; restaurantId: PgColumn }, lineKey: PgColumn): SQL | undefined {
  if (actor.kind !== 'supplier') return scopeCondition(db, actor, { restaurant: table.restaurantId, supplier: null });
  return exists(db.select({ one: sql`1` }).from(orderLines).where(and(eq(lineKey, table.id), inArray(orderLines.supplierId, ownSuppliers(db, actor.id)))));
}

const dayRange = (column: PgColumn, from?: string, to?: string) => [from ? gte(column, from) : undefined, to ? lte(column, to) : undefined];

/** Per order (or group) key: visible line count, value, and whether every live line may still be withdrawn. */
async function lineSummaries(db: Db, actor: Actor, key: PgColumn, ids: string[]) {
  if (ids.length === 0) return new Map<string, { lines: number; amount: number; withdrawable: boolean; statusCounts: Record<string, number> }>();
  const rows = await db
    .select({ key: sql<string>`${key}`, status: orderLines.status, n: count(), amount: sql<string>`coalesce(sum(${orderLines.quantity} * ${orderLines.price}), 0)` })
    .from(orderLines)
    .where(and(inArray(key, ids), lineScope(db, actor)))
    .groupBy(key, orderLines.status);
  const result = new Map<string, { lines: number; amount: number; withdrawable: boolean; statusCounts: Record<string, number> }>();
  for (const id of ids) result.set(id, { lines: 0, amount: 0, withdrawable: true, statusCounts: {} });
  for (const row of rows) {
    const entry = result.get(row.key)!;
    entry.lines += row.n;
    entry.amount = Math.round((entry.amount + Number(row.amount)) * 100) / 100;
    entry.statusCounts[row.status] = row.n;
    if (row.status !== 'withdrawn' && !WITHDRAWABLE_STATUSES.includes(row.status as never)) entry.withdrawable = false;
  }
  return result;
}

const ORDER_SORT = { createTime: orders.createdAt, arrivalDate: orders.arrivalDate, orderNo: orders.orderNo };

function orderSelect(db: Db) {
  return db
    .select({ order: orders, groupNo: orderGroups.groupNo, restaurantName: restaurants.name })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId));
}

async function orderRecords(db: Db, actor: Actor, rows: Awaited<ReturnType<ReturnType<typeof orderSelect>['execute']>>): Promise<OrderRecord[]> {
  const summaries = await lineSummaries(db, actor, orderLines.orderId, rows.map((r) => r.order.id));
  return rows.map(({ order, groupNo, restaurantName }) => {
    const summary = summaries.get(order.id)!;
    return {
      id: order.id,
      orderNo: order.orderNo,
      groupId: order.groupId,
      groupNo,
      restaurantId: order.restaurantId,
      restaurantName,
      arrivalDate: order.arrivalDate,
      slot: order.slot,
      status: order.status as OrderStatus,
      remark: order.remark,
      version: order.version,
      lineCount: summary.lines,
      amount: summary.amount,
      createBy: order.createdBy,
      createTime: order.createdAt.toISOString(),
      withdrawable: actor.kind !== 'supplier' && order.status === 'open' && summary.withdrawable,
    };
  });
}

export interface OrderQuery { orderNo?: string; restaurantId?: string; status?: string; arrivalFrom?: string; arrivalTo?: string; withdrawable?: string; column?: string; order?: string }

/** Orders the actor may withdraw now: open, every live line still withdrawable (never a supplier's). */
function withdrawableCondition(db: Db, actor: Actor): SQL {
  if (actor.kind === 'supplier') return sql`false`;
  const blocking = db
    .select({ one: sql`1` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orders.id), notInArray(orderLines.status, ['withdrawn', ...WITHDRAWABLE_STATUSES])));
  return and(eq(orders.status, 'open'), notExists(blocking))!;
}

export async function listOrders(db: Db, actor: Actor, query: OrderQuery, size: number, offset: number) {
  const where = and(
    ownerScope(db, actor, orders, orderLines.orderId),
    query.orderNo ? ilike(orders.orderNo, containsPattern(query.orderNo)) : undefined,
    query.restaurantId ? eq(orders.restaurantId, query.restaurantId) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.withdrawable === '1' ? withdrawableCondition(db, actor) : undefined,
    ...dayRange(orders.arrivalDate, query.arrivalFrom, query.arrivalTo),
  );
  const orderBy = sorter(ORDER_SORT, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await orderSelect(db).where(where).orderBy(orderBy, asc(orders.id)).limit(size).offset(offset);
  return { total: n, records: await orderRecords(db, actor, rows) };
}

export async function orderDetailOf(db: Db, actor: Actor, id: string) {
  const [row] = await orderSelect(db).where(and(eq(orders.id, id), ownerScope(db, actor, orders, orderLines.orderId)));
  if (!row) fail('ORDER_NOT_FOUND');
  const [record] = await orderRecords(db, actor, [row]);
  const lines = await linesWhere(db, actor, and(eq(orderLines.orderId, id), lineScope(db, actor)));
  return { ...record!, lines, events: await eventsOf(db, [id, ...lines.map((l) => l.id)]) };
}

const GROUP_SORT = { arrivalDate: orderGroups.arrivalDate, groupNo: orderGroups.groupNo, createTime: orderGroups.createdAt };

function groupSelect(db: Db) {
  return db.select({ group: orderGroups, restaurantName: restaurants.name }).from(orderGroups).innerJoin(restaurants, eq(restaurants.id, orderGroups.restaurantId));
}

async function groupRecords(db: Db, actor: Actor, rows: Awaited<ReturnType<ReturnType<typeof groupSelect>['execute']>>) {
  const ids = rows.map((r) => r.group.id);
  const summaries = await lineSummaries(db, actor, orderLines.groupId, ids);
  const orderCounts = ids.length
    ? new Map((await db.select({ id: orders.groupId, n: count() }).from(orders).where(and(inArray(orders.groupId, ids), ownerScope(db, actor, orders, orderLines.orderId))).groupBy(orders.groupId)).map((r) => [r.id, r.n]))
    : new Map<string, number>();
  return rows.map(({ group, restaurantName }) => {
    const summary = summaries.get(group.id)!;
    return {
      id: group.id,
      groupNo: group.groupNo,
      restaurantId: group.restaurantId,
      restaurantName,
      arrivalDate: group.arrivalDate,
      orderCount: orderCounts.get(group.id) ?? 0,
      lineCount: summary.lines,
      amount: summary.amount,
      statusCounts: summary.statusCounts,
    };
  });
}

export async function listGroups(db: Db, actor: Actor, query: { restaurantId?: string; arrivalFrom?: string; arrivalTo?: string; groupNo?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    ownerScope(db, actor, orderGroups, orderLines.groupId),
    query.restaurantId ? eq(orderGroups.restaurantId, query.restaurantId) : undefined,
    query.groupNo ? ilike(orderGroups.groupNo, containsPattern(query.groupNo)) : undefined,
    ...dayRange(orderGroups.arrivalDate, query.arrivalFrom, query.arrivalTo),
  );
  const [{ n }] = await db.select({ n: count() }).from(orderGroups).where(where);
  const rows = await groupSelect(db).where(where).orderBy(sorter(GROUP_SORT, query, 'arrivalDate'), asc(orderGroups.id)).limit(size).offset(offset);
  return { total: n, records: await groupRecords(db, actor, rows) };
}

export async function groupDetailOf(db: Db, actor: Actor, id: string) {
  const [row] = await groupSelect(db).where(and(eq(orderGroups.id, id), ownerScope(db, actor, orderGroups, orderLines.groupId)));
  if (!row) fail('ORDER_GROUP_NOT_FOUND');
  const [record] = await groupRecords(db, actor, [row]);
  const orderRows = await orderSelect(db).where(and(eq(orders.groupId, id), ownerScope(db, actor, orders, orderLines.orderId))).orderBy(asc(orders.orderNo));
  return { ...record!, orders: await orderRecords(db, actor, orderRows), lines: await linesWhere(db, actor, and(eq(orderLines.groupId, id), lineScope(db, actor))) };
}

const LINE_SORT = { arrivalDate: orderLines.arrivalDate, createTime: orderLines.createdAt, productName: orderLines.productName, quantity: orderLines.quantity };

export interface LineQuery {
  queue?: LineQueue; status?: string; restaurantId?: string; supplierId?: string; groupId?: string; orderId?: string;
  productName?: string; arrivalFrom?: string; arrivalTo?: string; column?: string; order?: string;
}

export async function listLines(db: Db, actor: Actor, query: LineQuery, size: number, offset: number) {
  const where = and(
    query.queue ? queueCondition(db, actor, query.queue) : lineScope(db, actor),
    query.status ? eq(orderLines.status, query.status) : undefined,
    query.restaurantId ? eq(orderLines.restaurantId, query.restaurantId) : undefined,
    query.supplierId ? eq(orderLines.supplierId, query.supplierId) : undefined,
    query.groupId ? eq(orderLines.groupId, query.groupId) : undefined,
    query.orderId ? eq(orderLines.orderId, query.orderId) : undefined,
    query.productName ? ilike(orderLines.productName, containsPattern(query.productName)) : undefined,
    ...dayRange(orderLines.arrivalDate, query.arrivalFrom, query.arrivalTo),
  );
  const total = await lineTotal(db, actor, query, where);
  // the id breaks ties in the sort's own direction, so a first page is one walk of (status, day, id) or (created, id)
  const tie = sortDirection(query);
  const rows = await selectLines(db).where(where).orderBy(sorter(LINE_SORT, query, query.queue ? 'arrivalDate' : 'createTime'), tie(orderLines.id)).limit(size).offset(offset);
  return { total, records: rows.map((row) => lineRecord(row, actor)) };
}

/** A line in the actor's scope; `afterAction`: the answer to an action the actor just took, which may have moved the line out of its scope (a supplier's rejection). */
export async function lineById(db: Db, actor: Actor, id: string, afterAction = false) {
  const [row] = await selectLines(db).where(and(eq(orderLines.id, id), afterAction ? undefined : lineScope(db, actor)));
  if (!row) fail('ORDER_LINE_NOT_FOUND');
  return lineRecord(row, actor);
}

function deliverySelect(db: Db) {
  return db
    .select({ delivery: deliveries, groupNo: orderGroups.groupNo, restaurantName: restaurants.name, supplierName: suppliers.name })
    .from(deliveries)
    .innerJoin(orderGroups, eq(orderGroups.id, deliveries.groupId))
    .innerJoin(restaurants, eq(restaurants.id, deliveries.restaurantId))
    .innerJoin(suppliers, eq(suppliers.id, deliveries.supplierId));
}

export const deliveryScope = (db: Db, actor: Actor) => scopeCondition(db, actor, { restaurant: deliveries.restaurantId, supplier: deliveries.supplierId });

async function deliveryRecords(db: Db, rows: Awaited<ReturnType<ReturnType<typeof deliverySelect>['execute']>>) {
  const ids = rows.map((r) => r.delivery.id);
  const totals = ids.length
    ? await db
        .select({ id: deliveryLines.deliveryId, n: count(), amount: sql<string>`coalesce(sum(${deliveryLines.quantity} * ${orderLines.price}), 0)` })
        .from(deliveryLines)
        .innerJoin(orderLines, eq(orderLines.id, deliveryLines.lineId))
        .where(inArray(deliveryLines.deliveryId, ids))
        .groupBy(deliveryLines.deliveryId)
    : [];
  const byId = new Map(totals.map((t) => [t.id, t]));
  return rows.map(({ delivery, groupNo, restaurantName, supplierName }) => ({
    id: delivery.id,
    deliveryNo: delivery.deliveryNo,
    groupId: delivery.groupId,
    groupNo,
    restaurantId: delivery.restaurantId,
    restaurantName,
    supplierId: delivery.supplierId,
    supplierName,
    arrivalDate: delivery.arrivalDate,
    remark: delivery.remark,
    dispatchedBy: delivery.createdBy ?? '',
    dispatchedAt: delivery.createdAt.toISOString(),
    lineCount: byId.get(delivery.id)?.n ?? 0,
    amount: Math.round(Number(byId.get(delivery.id)?.amount ?? 0) * 100) / 100,
  }));
}

export async function listDeliveries(db: Db, actor: Actor, query: { groupId?: string; supplierId?: string; restaurantId?: string }, size: number, offset: number) {
  const where = and(
    deliveryScope(db, actor),
    query.groupId ? eq(deliveries.groupId, query.groupId) : undefined,
    query.supplierId ? eq(deliveries.supplierId, query.supplierId) : undefined,
    query.restaurantId ? eq(deliveries.restaurantId, query.restaurantId) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(deliveries).where(where);
  const rows = await deliverySelect(db).where(where).orderBy(desc(deliveries.createdAt), asc(deliveries.id)).limit(size).offset(offset);
  return { total: n, records: await deliveryRecords(db, rows) };
}

export async function deliveryDetailOf(db: Db, actor: Actor, id: string) {
  const [row] = await deliverySelect(db).where(and(eq(deliveries.id, id), deliveryScope(db, actor)));
  if (!row) fail('DELIVERY_NOT_FOUND');
  const [record] = await deliveryRecords(db, [row]);
  const carried = await db.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, id));
  const quantities = new Map(carried.map((c) => [c.lineId, c.quantity]));
  const lines = carried.length ? await linesWhere(db, actor, inArray(orderLines.id, [...quantities.keys()])) : [];
  return {
    ...record!,
    lines: lines.map((line) => ({ ...line, deliveredQty: quantities.get(line.id)!, deliveredAmount: amountOf(quantities.get(line.id)!, line.price) })),
  };
}

export async function lineDetailOf(db: Db, actor: Actor, id: string) {
  const line = await lineById(db, actor, id);
  const checks = await db.select().from(receipts).where(eq(receipts.lineId, id)).orderBy(asc(receipts.checkedAt));
  return {
    ...line,
    events: await eventsOf(db, [id]),
    receipts: checks.map((r) => ({
      id: r.id,
      deliveryId: r.deliveryId,
      receivedQty: r.receivedQty,
      rejectedQty: r.rejectedQty,
      rejectReason: r.rejectReason,
      photos: r.photos,
      voided: r.voided,
      checkedBy: r.checkedBy,
      checkedAt: r.checkedAt.toISOString(),
    })),
  };
}
