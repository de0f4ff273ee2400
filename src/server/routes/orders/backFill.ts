/**
 * Back-fill (补录, src/contract/domain/newOrder.ts): a canteen records goods delivered without an order;
 * procurement approves it into an order of that day whose lines are already received (priced at the
 * supplier's agreement price of that day), or rejects it. Reads: the list, one back-fill with its trail,
 * and the offers a back-fill may record.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { BACK_FILL_MACHINE, BACK_FILL_MAX_DAYS, BACK_FILL_STATUS_NAMES, backFillActions, type BackFillAction, type BackFillStatus } from '../../../contract/domain/newOrder.ts';
import { amountOf, chinaDate, fromMilli, toMilli, type DeliverySlot } from '../../../contract/domain/order.ts';
import type { BackFillRecord } from '../../../contract/routes/newOrder.ts';
import { ownRestaurants, scopeCondition, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { containsPattern } from '../../db/sql.ts';
import {
  agreementPrices, backFills, baseProducts, orderGroups, orderLines, orders, receipts, restaurants, suppliers, type BackFillLine,
} from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { documentNo, forbid } from './lifecycle.ts';
import { recordEvent, transition } from '../../http/transition.ts';
import { eventsOf } from './lineRecords.ts';
import { supplierPrices } from './prices.ts';

export interface BackFillInput {
  restaurantId: string;
  supplierId: string;
  arrivalDate: string;
  slot: string;
  remark?: string;
  lines: Array<{ baseProductId: string; quantity: string }>;
}

const DAY = 86_400_000;

/** A canteen records a delivery without an order; answers the back-fill's id. */
export async function createBackFill(db: Db, actor: Actor, input: BackFillInput, now = new Date()): Promise<string> {
  if (actor.kind !== 'canteen') forbid(actor, 'backFill');
  const today = chinaDate(now);
  const earliest = chinaDate(new Date(now.getTime() - BACK_FILL_MAX_DAYS * DAY));
  if (input.arrivalDate > today || input.arrivalDate < earliest) fail('BACK_FILL_DATE_INVALID', { from: earliest, today });
  return inTransaction(db, async (tx) => {
    const [canteen] = await tx
      .select({ id: restaurants.id, slots: restaurants.deliverySlots })
      .from(restaurants)
      .where(and(eq(restaurants.id, input.restaurantId), inArray(restaurants.id, ownRestaurants(tx, actor))));
    if (!canteen) fail('CANTEEN_NOT_FOUND');
    if (!(canteen.slots as DeliverySlot[]).some((slot) => slot.code === input.slot)) fail('ORDER_SLOT_INVALID', { slot: input.slot });
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, input.supplierId), eq(suppliers.deleted, false)));
    if (!supplier) fail('SUPPLIER_NOT_FOUND');
    const products = new Map((await tx.select().from(baseProducts).where(and(inArray(baseProducts.id, input.lines.map((l) => l.baseProductId)), eq(baseProducts.deleted, false)))).map((p) => [p.id, p]));
    const lines: BackFillLine[] = [];
    for (const line of input.lines) {
      const product = products.get(line.baseProductId);
      if (!product) fail('PRODUCT_NOT_FOUND', { id: line.baseProductId });
      if (lines.some((l) => l.baseProductId === product.id)) fail('ORDER_PRODUCT_DUPLICATE', { product: product.name });
      if (toMilli(line.quantity) <= 0) fail('ORDER_QUANTITY_ZERO');
      const offer = (await supplierPrices(tx, canteen.id, product.id, input.arrivalDate)).find((p) => p.supplierId === supplier.id);
      if (!offer) fail('BACK_FILL_NO_PRICE', { product: product.name, date: input.arrivalDate });
      lines.push({ baseProductId: product.id, productName: product.name, unit: product.unit, quantity: fromMilli(toMilli(line.quantity)), price: offer.price });
    }
    const [row] = await tx
      .insert(backFills)
      .values({
        backFillNo: await documentNo(tx, 'BL', now),
        restaurantId: canteen.id,
        supplierId: supplier.id,
        arrivalDate: input.arrivalDate,
        slot: input.slot,
        lines,
        remark: input.remark?.trim() || null,
        status: 'pending',
        createdBy: actor.username,
        createdAt: now,
      })
      .returning({ id: backFills.id });
    await recordEvent(tx, { entity: 'back_fill', entityId: row!.id, action: 'submit', from: null, to: 'pending', actor, now });
    return row!.id;
  });
}

type BackFillRow = typeof backFills.$inferSelect;

/** The approved back-fill as an order of its day with received lines (and their receipts); answers the order id. */
async function enterAsOrder(tx: Db, actor: Actor, fill: BackFillRow, now: Date): Promise<string> {
  await tx
    .insert(orderGroups)
    .values({ groupNo: await documentNo(tx, 'OG', now), restaurantId: fill.restaurantId, arrivalDate: fill.arrivalDate, createdBy: fill.createdBy, createdAt: now })
    .onConflictDoNothing({ target: [orderGroups.restaurantId, orderGroups.arrivalDate] });
  const [group] = await tx.select({ id: orderGroups.id }).from(orderGroups).where(and(eq(orderGroups.restaurantId, fill.restaurantId), eq(orderGroups.arrivalDate, fill.arrivalDate)));
  const [order] = await tx
    .insert(orders)
    .values({ orderNo: await documentNo(tx, 'DD', now), groupId: group!.id, restaurantId: fill.restaurantId, arrivalDate: fill.arrivalDate, slot: fill.slot, status: 'open', remark: `补录 ${fill.backFillNo}`, createdBy: fill.createdBy, createdAt: now })
    .returning({ id: orders.id });
  await recordEvent(tx, { entity: 'order', entityId: order!.id, action: 'backFill', from: null, to: 'open', actor, detail: { backFillId: fill.id }, now });
  for (const [index, line] of fill.lines.entries()) {
    const [row] = await tx
      .insert(orderLines)
      .values({
        orderId: order!.id,
        groupId: group!.id,
        restaurantId: fill.restaurantId,
        arrivalDate: fill.arrivalDate,
        lineNo: index + 1,
        baseProductId: line.baseProductId,
        productName: line.productName,
        unit: line.unit,
        quantity: line.quantity,
        price: line.price,
        supplierId: fill.supplierId,
        status: 'received',
        dispatchQty: line.quantity,
        receivedQty: line.quantity,
        createdBy: fill.createdBy,
        createdAt: now,
      })
      .returning({ id: orderLines.id });
    // the canteen's record is the receiving check
    await tx.insert(receipts).values({ lineId: row!.id, receivedQty: line.quantity, rejectedQty: '0', checkedBy: fill.createdBy ?? actor.username, checkedAt: fill.createdAt });
    await recordEvent(tx, { entity: 'line', entityId: row!.id, action: 'backFill', from: null, to: 'received', actor, detail: { backFillId: fill.id, supplierId: fill.supplierId, price: line.price }, now });
  }
  return order!.id;
}

/** Approve, reject or cancel one back-fill. */
export async function moveBackFill(db: Db, actor: Actor, id: string, action: BackFillAction, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [fill] = await tx.select().from(backFills).where(and(eq(backFills.id, id), scopeCondition(tx, actor, { restaurant: backFills.restaurantId, supplier: backFills.supplierId }))).for('update');
    if (!fill) fail('BACK_FILL_NOT_FOUND');
    const reason = input.reason?.trim() || undefined;
    await transition(tx, {
      entity: 'back_fill',
      machine: BACK_FILL_MACHINE,
      names: BACK_FILL_STATUS_NAMES,
      row: { id: fill.id, status: fill.status as BackFillStatus, version: fill.version },
      version: input.version,
      action,
      actor,
      context: { input: { reason } },
      now,
      detail: reason ? { reason } : undefined,
      apply: async (to) => {
        const set: Partial<BackFillRow> = { status: to, version: fill.version + 1, decisionNote: reason ?? null, updatedAt: now, updatedBy: actor.username };
        const changed = await tx.update(backFills).set(set).where(and(eq(backFills.id, fill.id), eq(backFills.version, fill.version))).returning({ id: backFills.id });
        if (changed.length === 1 && action === 'approve') {
          const orderId = await enterAsOrder(tx, actor, fill, now);
          await tx.update(backFills).set({ orderId }).where(eq(backFills.id, fill.id));
        }
        return changed.length === 1;
      },
    });
  });
}

function selectBackFills(db: Db) {
  return db
    .select({ fill: backFills, restaurantName: restaurants.name, supplierName: suppliers.name, orderNo: orders.orderNo })
    .from(backFills)
    .innerJoin(restaurants, eq(restaurants.id, backFills.restaurantId))
    .innerJoin(suppliers, eq(suppliers.id, backFills.supplierId))
    .leftJoin(orders, eq(orders.id, backFills.orderId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectBackFills>['execute']>>[number];

function record({ fill, restaurantName, supplierName, orderNo }: Row, actor: Actor): BackFillRecord {
  const lines = fill.lines.map((line) => ({ ...line, amount: amountOf(line.quantity, line.price) }));
  return {
    id: fill.id,
    backFillNo: fill.backFillNo,
    restaurantId: fill.restaurantId,
    restaurantName,
    supplierId: fill.supplierId,
    supplierName,
    arrivalDate: fill.arrivalDate,
    slot: fill.slot,
    lines,
    amount: Math.round(lines.reduce((sum, line) => sum + line.amount * 100, 0)) / 100,
    remark: fill.remark,
    status: fill.status as BackFillStatus,
    version: fill.version,
    decisionNote: fill.decisionNote,
    orderId: fill.orderId,
    orderNo,
    createBy: fill.createdBy,
    createTime: fill.createdAt.toISOString(),
    actions: backFillActions(fill.status as BackFillStatus, actor.kind),
  };
}

export interface BackFillQuery { backFillNo?: string; status?: string; restaurantId?: string; supplierId?: string; arrivalFrom?: string; arrivalTo?: string; column?: string; order?: string }

function backFillWhere(db: Db, actor: Actor, query: BackFillQuery): SQL | undefined {
  return and(
    scopeCondition(db, actor, { restaurant: backFills.restaurantId, supplier: backFills.supplierId }),
    query.backFillNo ? ilike(backFills.backFillNo, containsPattern(query.backFillNo)) : undefined,
    query.status ? eq(backFills.status, query.status) : undefined,
    query.restaurantId ? eq(backFills.restaurantId, query.restaurantId) : undefined,
    query.supplierId ? eq(backFills.supplierId, query.supplierId) : undefined,
    query.arrivalFrom ? gte(backFills.arrivalDate, query.arrivalFrom) : undefined,
    query.arrivalTo ? lte(backFills.arrivalDate, query.arrivalTo) : undefined,
  );
}

const backFillOrder = (query: BackFillQuery) => sorter({ createTime: backFills.createdAt, arrivalDate: backFills.arrivalDate }, query, 'createTime');

export async function listBackFills(db: Db, actor: Actor, query: BackFillQuery, size: number, offset: number) {
  const where = backFillWhere(db, actor, query);
  const [{ n }] = await db.select({ n: count() }).from(backFills).where(where);
  const rows = await selectBackFills(db).where(where).orderBy(backFillOrder(query), asc(backFills.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((row) => record(row, actor)) };
}

/** Every back-fill matching the list's filters, in the list's order, for the export (at most `limit`). */
export async function backFillsForExport(db: Db, actor: Actor, query: BackFillQuery, limit: number): Promise<BackFillRecord[]> {
  const rows = await selectBackFills(db).where(backFillWhere(db, actor, query)).orderBy(backFillOrder(query), asc(backFills.id)).limit(limit);
  return rows.map((row) => record(row, actor));
}

export async function backFillDetailOf(db: Db, actor: Actor, id: string) {
  const [row] = await selectBackFills(db).where(and(eq(backFills.id, id), scopeCondition(db, actor, { restaurant: backFills.restaurantId, supplier: backFills.supplierId })));
  if (!row) fail('BACK_FILL_NOT_FOUND');
  return { ...record(row, actor), events: await eventsOf(db, [id]) };
}

/** Every supplier's current agreement price of every product for a canteen in scope on a day. */
export async function backFillOffers(db: Db, actor: Actor, restaurantId: string, day: string) {
  const [canteen] = await db.select({ id: restaurants.id }).from(restaurants).where(and(eq(restaurants.id, restaurantId), scopeCondition(db, actor, { restaurant: restaurants.id, supplier: null })));
  if (!canteen) fail('CANTEEN_NOT_FOUND');
  const rows = await db
    .selectDistinctOn([agreementPrices.supplierId, agreementPrices.baseProductId], {
      supplierId: agreementPrices.supplierId,
      supplierName: suppliers.name,
      baseProductId: agreementPrices.baseProductId,
      productName: baseProducts.name,
      unit: baseProducts.unit,
      price: agreementPrices.price,
    })
    .from(agreementPrices)
    .innerJoin(suppliers, eq(suppliers.id, agreementPrices.supplierId))
    .innerJoin(baseProducts, eq(baseProducts.id, agreementPrices.baseProductId))
    .where(and(eq(agreementPrices.restaurantId, canteen.id), eq(agreementPrices.status, 'approved'), lte(agreementPrices.effectiveFrom, day)))
    .orderBy(agreementPrices.supplierId, agreementPrices.baseProductId, desc(agreementPrices.effectiveFrom), desc(agreementPrices.decidedAt));
  return rows.sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'zh') || a.productName.localeCompare(b.productName, 'zh'));
}
