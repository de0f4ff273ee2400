/**
 * The new-order flows (src/contract/domain/newOrder.ts): replace the product of a line no supplier has
 * accepted, add products to an open group, and the open groups themselves. Each runs in one transaction
 * and leaves its trail rows; the old line of a replacement leaves through the line machine's withdraw.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, exists, gte, inArray, lte, max, notExists, notInArray, or, sql } from 'drizzle-orm';
import { groupOpen, REPLACEABLE_LINE_STATUSES } from '../../../contract/domain/newOrder.ts';
import { chinaDate, fromMilli, LINE_MACHINE, LINE_STATUS_NAMES, toMilli, type DeliverySlot, type LineStatus } from '../../../contract/domain/order.ts';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, orderGroups, orderLines, orders, restaurants } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { forbid, placeOrder } from './lifecycle.ts';
import { conflict, recordEvent, transition } from '../../http/transition.ts';
import { currentPrices } from './prices.ts';

export interface ReplaceInput {
  version: number;
  baseProductId: string;
  quantity: string;
  reason?: string;
}

/** Replace the product of a line no supplier has accepted; answers the new line's id. */
export async function replaceLine(db: Db, actor: Actor, lineId: string, input: ReplaceInput, now = new Date()): Promise<string> {
  return inTransaction(db, async (tx) => {
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, lineId), scopeCondition(tx, actor, { restaurant: orderLines.restaurantId, supplier: orderLines.supplierId })))
      .for('update');
    if (!line) fail('ORDER_LINE_NOT_FOUND');
    if (line.version !== input.version) conflict(line, LINE_STATUS_NAMES);
    if (!REPLACEABLE_LINE_STATUSES.includes(line.status as LineStatus)) fail('LINE_NOT_REPLACEABLE', { status: LINE_STATUS_NAMES[line.status as LineStatus].zh });
    if (actor.kind === 'supplier') forbid(actor, 'replace');
    if (toMilli(input.quantity) <= 0) fail('ORDER_QUANTITY_ZERO');
    if (input.baseProductId === line.baseProductId) fail('LINE_REPLACE_SAME_PRODUCT');
    const [product] = await tx.select().from(baseProducts).where(and(eq(baseProducts.id, input.baseProductId), eq(baseProducts.deleted, false)));
    if (!product) fail('PRODUCT_NOT_FOUND', { id: input.baseProductId });
    const [twin] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, line.orderId), eq(orderLines.baseProductId, product.id), sql`${orderLines.status} <> 'withdrawn'`));
    if (twin) fail('ORDER_PRODUCT_DUPLICATE', { product: product.name });
    const price = (await currentPrices(tx, line.restaurantId, line.arrivalDate, [product.id])).get(product.id);
    if (!price) fail('ORDER_PRODUCT_NO_PRICE', { product: product.name, date: line.arrivalDate });
    const newId = randomUUID();
    const reason = input.reason?.trim() || undefined;
    await transition(tx, {
      entity: 'line',
      machine: LINE_MACHINE,
      names: LINE_STATUS_NAMES,
      row: { id: line.id, status: line.status as LineStatus, version: line.version },
      version: input.version,
      action: 'withdraw',
      actor,
      context: { line, input: { reason } },
      now,
      detail: { replacedBy: newId, product: product.name, ...(reason ? { reason } : {}) },
      apply: async (to) => {
        const changed = await tx
          .update(orderLines)
          .set({ status: to, version: line.version + 1, note: reason ?? null, updatedAt: now, updatedBy: actor.username })
          .where(and(eq(orderLines.id, line.id), eq(orderLines.version, line.version)))
          .returning({ id: orderLines.id });
        return changed.length === 1;
      },
    });
    const [{ last }] = await tx.select({ last: max(orderLines.lineNo) }).from(orderLines).where(eq(orderLines.orderId, line.orderId));
    await tx.insert(orderLines).values({
      id: newId,
      orderId: line.orderId,
      groupId: line.groupId,
      restaurantId: line.restaurantId,
      arrivalDate: line.arrivalDate,
      lineNo: (last ?? 0) + 1,
      baseProductId: product.id,
      productName: product.name,
      unit: product.unit,
      quantity: fromMilli(toMilli(input.quantity)),
      price: price.price,
      supplierId: price.supplierId,
      status: 'awaiting_supplier',
      createdBy: actor.username,
      createdAt: now,
    });
    await recordEvent(tx, { entity: 'line', entityId: newId, action: 'replace', from: null, to: 'awaiting_supplier', actor, detail: { replaces: line.id, product: line.productName, supplierId: price.supplierId, price: price.price }, now });
    return newId;
  });
}

/** A group still takes products: arrival not past, and some non-withdrawn line not audited or none audited at all. */
function openCondition(db: Db, today: string) {
  const lineOf = (condition: ReturnType<typeof eq>) => db.select({ one: sql`1` }).from(orderLines).where(and(eq(orderLines.groupId, orderGroups.id), condition));
  return and(
    gte(orderGroups.arrivalDate, today),
    or(exists(lineOf(notInArray(orderLines.status, ['audited', 'withdrawn']))), notExists(lineOf(eq(orderLines.status, 'audited')))),
  );
}

export async function listOpenGroups(db: Db, actor: Actor, query: { restaurantId?: string; arrivalFrom?: string; arrivalTo?: string; column?: string; order?: string }, size: number, offset: number, now = new Date()) {
  const where = and(
    scopeCondition(db, actor, { restaurant: orderGroups.restaurantId, supplier: null }),
    openCondition(db, chinaDate(now)),
    query.restaurantId ? eq(orderGroups.restaurantId, query.restaurantId) : undefined,
    query.arrivalFrom ? gte(orderGroups.arrivalDate, query.arrivalFrom) : undefined,
    query.arrivalTo ? lte(orderGroups.arrivalDate, query.arrivalTo) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(orderGroups).where(where);
  const rows = await db
    .select({ group: orderGroups, restaurantName: restaurants.name, slots: restaurants.deliverySlots })
    .from(orderGroups)
    .innerJoin(restaurants, eq(restaurants.id, orderGroups.restaurantId))
    .where(where)
    .orderBy(sorter({ arrivalDate: orderGroups.arrivalDate }, { column: query.column, order: query.order ?? 'asc' }, 'arrivalDate'), asc(orderGroups.id))
    .limit(size)
    .offset(offset);
  const ids = rows.map((r) => r.group.id);
  const orderCounts = ids.length ? await db.select({ id: orders.groupId, n: count() }).from(orders).where(inArray(orders.groupId, ids)).groupBy(orders.groupId) : [];
  const lineCounts = ids.length
    ? await db.select({ id: orderLines.groupId, n: count() }).from(orderLines).where(and(inArray(orderLines.groupId, ids), sql`${orderLines.status} <> 'withdrawn'`)).groupBy(orderLines.groupId)
    : [];
  const countOf = (list: Array<{ id: string; n: number }>, id: string) => list.find((r) => r.id === id)?.n ?? 0;
  return {
    total: n,
    records: rows.map(({ group, restaurantName, slots }) => ({
      id: group.id,
      groupNo: group.groupNo,
      restaurantId: group.restaurantId,
      restaurantName,
      arrivalDate: group.arrivalDate,
      orderCount: countOf(orderCounts, group.id),
      lineCount: countOf(lineCounts, group.id),
      slots: slots as DeliverySlot[],
    })),
  };
}

/** A canteen adds products to an open group: a new order of the group's canteen and day; answers its id. */
export async function addProducts(db: Db, actor: Actor, groupId: string, input: { slot: string; remark?: string; lines: Array<{ baseProductId: string; quantity: string }> }, now = new Date()): Promise<string> {
  return inTransaction(db, async (tx) => {
    const [group] = await tx
      .select()
      .from(orderGroups)
      .where(and(eq(orderGroups.id, groupId), scopeCondition(tx, actor, { restaurant: orderGroups.restaurantId, supplier: null })))
      .for('update');
    if (!group) fail('ORDER_GROUP_NOT_FOUND');
    if (actor.kind !== 'canteen') forbid(actor, 'addProduct');
    const statuses = await tx.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.groupId, group.id));
    if (!groupOpen(group.arrivalDate, chinaDate(now), statuses.map((s) => s.status as LineStatus))) fail('GROUP_NOT_OPEN');
    const orderId = await placeOrder(tx, actor, { restaurantId: group.restaurantId, arrivalDate: group.arrivalDate, slot: input.slot, remark: input.remark, lines: input.lines }, now);
    await recordEvent(tx, { entity: 'order', entityId: orderId, action: 'addProduct', from: 'open', to: 'open', actor, detail: { groupId: group.id, groupNo: group.groupNo }, now });
    return orderId;
  });
}
