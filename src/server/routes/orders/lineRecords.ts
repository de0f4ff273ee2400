/** Order lines as the contract shows them (LineRecord), read with their order, group, canteen and supplier. */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { amountOf, lineActions, type LineStatus } from '../../../contract/domain/order.ts';
import type { LineRecord } from '../../../contract/routes/ordering.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { orderEvents, orderGroups, orderLines, orders, restaurants, suppliers } from '../../db/schema/index.ts';

export const LINE_COLUMNS = {
  line: orderLines,
  orderNo: orders.orderNo,
  slot: orders.slot,
  groupNo: orderGroups.groupNo,
  restaurantName: restaurants.name,
  supplierName: suppliers.name,
};

/** The select of line records; add where, order and limit. */
export function selectLines(db: Db) {
  return db
    .select(LINE_COLUMNS)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orderLines.groupId))
    .innerJoin(restaurants, eq(restaurants.id, orderLines.restaurantId))
    .leftJoin(suppliers, eq(suppliers.id, orderLines.supplierId));
}

export type LineRow = { line: typeof orderLines.$inferSelect; orderNo: string; slot: string; groupNo: string; restaurantName: string; supplierName: string | null };

export function lineRecord(row: LineRow, actor: Actor): LineRecord {
  const { line } = row;
  const status = line.status as LineStatus;
  return {
    id: line.id,
    orderId: line.orderId,
    orderNo: row.orderNo,
    groupId: line.groupId,
    groupNo: row.groupNo,
    restaurantId: line.restaurantId,
    restaurantName: row.restaurantName,
    arrivalDate: line.arrivalDate,
    slot: row.slot,
    lineNo: line.lineNo,
    baseProductId: line.baseProductId,
    productName: line.productName,
    unit: line.unit,
    quantity: line.quantity,
    price: line.price,
    amount: amountOf(line.quantity, line.price),
    supplierId: line.supplierId,
    supplierName: row.supplierName,
    status,
    version: line.version,
    dispatchQty: line.dispatchQty,
    deliveryId: line.deliveryId,
    receivedQty: line.receivedQty,
    rejectedQty: line.rejectedQty,
    note: line.note,
    createTime: line.createdAt.toISOString(),
    updateTime: line.updatedAt?.toISOString() ?? null,
    actions: lineActions(status, actor.kind),
  };
}

/** Line records matching `where`, in order and line number order. */
export async function linesWhere(db: Db, actor: Actor, where: SQL | undefined): Promise<LineRecord[]> {
  const rows = await selectLines(db).where(where).orderBy(asc(orders.orderNo), asc(orderLines.lineNo));
  return rows.map((row) => lineRecord(row, actor));
}

/** The trail of some rows, oldest first. */
export async function eventsOf(db: Db, entityIds: string[]) {
  if (entityIds.length === 0) return [];
  const rows = await db.select().from(orderEvents).where(inArray(orderEvents.entityId, entityIds)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    entityId: row.entityId,
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actorName: row.actorName,
    actorKind: row.actorKind,
    at: row.at.toISOString(),
    detail: row.detail ?? null,
  }));
}
