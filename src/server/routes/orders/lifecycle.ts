/**
 * The ordering services the routes and the demo seed share: place an order, move a line (allot, accept,
 * reject, check, approve, send back), dispatch lines with a delivery note, withdraw an order, audit a group.
 * Each runs in one transaction; every state change goes through transition() with its trail row.
 * `now` is the clock (the seed places orders in the past).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  amountOf, chinaDate, fromMilli, LINE_MACHINE, LINE_STATUS_NAMES, orderStatusOf, toMilli, WITHDRAWABLE_STATUSES,
  type DeliverySlot, type LineAction, type LineContext, type LineStatus,
} from '../../../contract/domain/order.ts';
import { scopeCondition, ownRestaurants, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { nextCode, SYSTEM_FILL_RULES } from '../../db/numbering.ts';
import { scoreDelivery } from '../../db/supplierRatings.ts';
import { mayServe } from '../../db/supplierStanding.ts';
import {
  baseProducts, colleges, deliveries, deliveryLines, documentNumbers, files, goodsLedger, orderGroups, orderLines, orders, receipts, restaurants, standingBook,
} from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ACTOR_NAMES, conflict, recordEvent, transition } from '../../http/transition.ts';
import { currentPrices, supplierPrices } from './prices.ts';

type LineRow = typeof orderLines.$inferSelect;

/** PS (delivery), SH (after-sale), BL (back-fill) + China date + a sequence number: 20 characters, unique. */
export async function documentNo(tx: Db, prefix: string, now: Date): Promise<string> {
  const [{ n }] = await tx.select({ n: sql<string>`nextval('document_no_seq')` }).from(sql`(select 1) as one`);
  return `${prefix}${chinaDate(now).replaceAll('-', '')}${String(n).padStart(8, '0')}`;
}

/** Order and group numbers come from their fill rules (system/FillRuleList, issue 21). */
async function ruleNo(tx: Db, ruleCode: string, now: Date): Promise<string> {
  return (await nextCode(tx, ruleCode, now)) ?? fail('FILL_RULE_NOT_FOUND', { code: ruleCode });
}

export const forbid = (actor: Actor, action: string): never => fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action });

export interface PlaceOrder {
  restaurantId: string;
  arrivalDate: string;
  slot: string;
  remark?: string;
  lines: Array<{ baseProductId: string; quantity: string }>;
}

/** A canteen places an order; each line goes to the supplier holding the current agreement price. Answers the order id. */
export async function placeOrder(db: Db, actor: Actor, input: PlaceOrder, now = new Date()): Promise<string> {
  if (actor.kind !== 'canteen') forbid(actor, 'place');
  const today = chinaDate(now);
  if (input.arrivalDate < today) fail('ORDER_ARRIVAL_PAST', { today });
  return inTransaction(db, async (tx) => {
    const [canteen] = await tx
      .select({ id: restaurants.id, name: restaurants.name, slots: restaurants.deliverySlots, status: restaurants.status, collegeStatus: colleges.status })
      .from(restaurants)
      .innerJoin(colleges, eq(colleges.id, restaurants.collegeId))
      .where(and(eq(restaurants.id, input.restaurantId), inArray(restaurants.id, ownRestaurants(tx, actor))));
    if (!canteen) fail('CANTEEN_NOT_FOUND');
    // a disabled canteen (or one of a disabled college) takes no new orders (schools: src/contract/domain/school.ts)
    if (canteen.status !== 1 || canteen.collegeStatus !== 1) fail('CANTEEN_DISABLED', { name: canteen.name });
    if (!(canteen.slots as DeliverySlot[]).some((slot) => slot.code === input.slot)) fail('ORDER_SLOT_INVALID', { slot: input.slot });
    const ids = input.lines.map((line) => line.baseProductId);
    const products = new Map((await tx.select().from(baseProducts).where(and(inArray(baseProducts.id, ids), eq(baseProducts.deleted, false), eq(baseProducts.enabled, true)))).map((p) => [p.id, p]));
    const seen = new Set<string>();
    for (const line of input.lines) {
      const product = products.get(line.baseProductId);
      if (!product) fail('PRODUCT_NOT_FOUND', { id: line.baseProductId });
      if (seen.has(product.id)) fail('ORDER_PRODUCT_DUPLICATE', { product: product.name });
      seen.add(product.id);
      if (toMilli(line.quantity) <= 0) fail('ORDER_QUANTITY_ZERO');
    }
    const prices = await currentPrices(tx, canteen.id, input.arrivalDate, ids);
    for (const id of ids) if (!prices.has(id)) fail('ORDER_PRODUCT_NO_PRICE', { product: products.get(id)!.name, date: input.arrivalDate });
    for (const line of input.lines) {
      const { minOrder } = prices.get(line.baseProductId)!;
      const product = products.get(line.baseProductId)!;
      if (minOrder !== null && toMilli(line.quantity) < toMilli(minOrder)) fail('ORDER_BELOW_MIN_ORDER', { product: product.name, min: String(Number(minOrder)), unit: product.unit });
    }
    const groupOf = () => tx.select({ id: orderGroups.id }).from(orderGroups).where(and(eq(orderGroups.restaurantId, canteen.id), eq(orderGroups.arrivalDate, input.arrivalDate)));
    // a group number is drawn only for a new group (the rule's sequence keeps no gaps for existing ones)
    if ((await groupOf()).length === 0) {
      await tx
        .insert(orderGroups)
        .values({ groupNo: await ruleNo(tx, SYSTEM_FILL_RULES.groupNo, now), restaurantId: canteen.id, arrivalDate: input.arrivalDate, createdBy: actor.username, createdAt: now })
        .onConflictDoNothing({ target: [orderGroups.restaurantId, orderGroups.arrivalDate] });
    }
    const [group] = await groupOf();
    const [order] = await tx
      .insert(orders)
      .values({ orderNo: await ruleNo(tx, SYSTEM_FILL_RULES.orderNo, now), groupId: group!.id, restaurantId: canteen.id, arrivalDate: input.arrivalDate, slot: input.slot, status: 'open', remark: input.remark ?? null, createdBy: actor.username, createdAt: now })
      .returning({ id: orders.id });
    await recordEvent(tx, { entity: 'order', entityId: order!.id, action: 'place', from: null, to: 'open', actor, now });
    const lines = await tx
      .insert(orderLines)
      .values(input.lines.map((line, index) => {
        const product = products.get(line.baseProductId)!;
        const price = prices.get(product.id)!;
        return {
          orderId: order!.id,
          groupId: group!.id,
          restaurantId: canteen.id,
          arrivalDate: input.arrivalDate,
          lineNo: index + 1,
          baseProductId: product.id,
          productName: product.name,
          unit: product.unit,
          quantity: line.quantity,
          price: price.price,
          supplierId: price.supplierId,
          status: 'awaiting_supplier',
          createdBy: actor.username,
          createdAt: now,
        };
      }))
      .returning({ id: orderLines.id, supplierId: orderLines.supplierId, price: orderLines.price });
    // the automatic allotment is the line's first step of the trail
    for (const line of lines) {
      await recordEvent(tx, { entity: 'line', entityId: line.id, action: 'place', from: null, to: 'awaiting_supplier', actor, detail: { supplierId: line.supplierId, price: line.price, automatic: true }, now });
    }
    return order!.id;
  });
}

export interface LineInput {
  version: number;
  supplierId?: string;
  reason?: string;
  receivedQty?: string;
  rejectedQty?: string;
  rejectReason?: string;
  photos?: string[];
  closeShortfall?: boolean;
}

/** The line, locked, if the actor may see it. */
async function lockLine(tx: Db, actor: Actor, id: string): Promise<LineRow> {
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, id), scopeCondition(tx, actor, { restaurant: orderLines.restaurantId, supplier: orderLines.supplierId })))
    .for('update');
  if (!line) fail('ORDER_LINE_NOT_FOUND');
  return line;
}

/** Move one locked line with `action`; the effects that go with each move are made in `apply`. */
async function applyLineAction(tx: Db, actor: Actor, line: LineRow, action: LineAction, input: LineInput, now: Date, extra: Partial<LineRow> = {}): Promise<LineStatus> {
  const context: LineContext = { line, input };
  const detail: Record<string, unknown> = {};
  for (const key of ['supplierId', 'reason', 'receivedQty', 'rejectedQty', 'rejectReason', 'photos', 'closeShortfall'] as const) if (input[key] !== undefined) detail[key] = input[key];
  const to = await transition(tx, {
    entity: 'line',
    machine: LINE_MACHINE,
    names: LINE_STATUS_NAMES,
    row: { id: line.id, status: line.status as LineStatus, version: line.version },
    version: input.version,
    action,
    actor,
    context,
    now,
    detail: Object.keys(detail).length ? detail : undefined,
    apply: async (to) => {
      if (action === 'accept' && !(await mayServe(tx, line.supplierId!, line.restaurantId))) fail('SUPPLIER_MAY_NOT_SERVE');
      const set: Partial<LineRow> = { status: to, version: line.version + 1, updatedAt: now, updatedBy: actor.username, ...extra };
      if (action === 'allot') {
        const offer = (await supplierPrices(tx, line.restaurantId, line.baseProductId, line.arrivalDate)).find((p) => p.supplierId === input.supplierId);
        if (!offer) fail(input.supplierId && !(await mayServe(tx, input.supplierId, line.restaurantId)) ? 'SUPPLIER_MAY_NOT_SERVE' : 'ORDER_SUPPLIER_NO_PRICE', { date: line.arrivalDate });
        Object.assign(set, { supplierId: offer.supplierId, price: offer.price, note: null });
      }
      if (action === 'reject') Object.assign(set, { supplierId: null, price: null, note: input.reason });
      if (action === 'check') {
        for (const path of input.photos ?? []) {
          const [file] = await tx.select({ id: files.id }).from(files).where(and(eq(files.path, path), eq(files.uploadedBy, actor.id)));
          if (!file) fail('ORDER_PHOTO_NOT_FOUND', { id: path });
        }
        const received = input.receivedQty ?? '0';
        const rejected = input.rejectedQty ?? '0';
        await tx.insert(receipts).values({ lineId: line.id, deliveryId: line.deliveryId, receivedQty: received, rejectedQty: rejected, rejectReason: input.rejectReason ?? null, photos: input.photos ?? [], checkedBy: actor.username, checkedAt: now });
        set.receivedQty = fromMilli(toMilli(line.receivedQty) + toMilli(received));
        set.rejectedQty = fromMilli(toMilli(line.rejectedQty) + toMilli(rejected));
      }
      let voidedDelivery: string | null = null;
      if (action === 'sendBack') {
        const [last] = await tx.select().from(receipts).where(and(eq(receipts.lineId, line.id), eq(receipts.voided, false))).orderBy(desc(receipts.checkedAt)).limit(1);
        if (last) {
          await tx.update(receipts).set({ voided: true }).where(eq(receipts.id, last.id));
          voidedDelivery = last.deliveryId;
          set.receivedQty = fromMilli(toMilli(line.receivedQty) - toMilli(last.receivedQty));
          set.rejectedQty = fromMilli(toMilli(line.rejectedQty) - toMilli(last.rejectedQty));
        }
        set.note = input.reason;
      }
      const changed = await tx.update(orderLines).set(set).where(and(eq(orderLines.id, line.id), eq(orderLines.version, line.version))).returning({ id: orderLines.id });
      if (changed.length === 1 && action === 'approve') await enterLedgers(tx, actor, line, now);
      // the check (or its send-back) rescores the delivery it was made on
      if (changed.length === 1 && action === 'check' && line.deliveryId) await scoreDelivery(tx, line.deliveryId, now);
      if (changed.length === 1 && action === 'sendBack' && voidedDelivery) await scoreDelivery(tx, voidedDelivery, now);
      return changed.length === 1;
    },
  });
  await settleOrder(tx, line.orderId, now);
  return to;
}

/** An approved line enters the standing book and, as goods in, the canteen's sub-ledger. */
async function enterLedgers(tx: Db, actor: Actor, line: LineRow, now: Date): Promise<void> {
  const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, line.orderId));
  const amount = amountOf(line.receivedQty, line.price).toFixed(2);
  const [entry] = await tx
    .insert(standingBook)
    .values({
      lineId: line.id,
      orderNo: order!.orderNo,
      restaurantId: line.restaurantId,
      supplierId: line.supplierId!,
      baseProductId: line.baseProductId,
      productName: line.productName,
      unit: line.unit,
      arrivalDate: line.arrivalDate,
      quantity: line.receivedQty,
      price: line.price!,
      amount,
      auditedBy: actor.username,
      auditedAt: now,
    })
    .returning({ id: standingBook.id });
  await tx.insert(goodsLedger).values({ restaurantId: line.restaurantId, baseProductId: line.baseProductId, entryDate: line.arrivalDate, qtyIn: line.receivedQty, amountIn: amount, source: 'audit', sourceId: entry!.id, createdAt: now });
}

/** Keep the order's summary status in step with its lines. */
async function settleOrder(tx: Db, orderId: string, now: Date): Promise<void> {
  const lines = await tx.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const status = orderStatusOf(lines.map((l) => l.status as LineStatus));
  await tx.update(orders).set({ status, updatedAt: now }).where(and(eq(orders.id, orderId), sql`${orders.status} <> ${status}`));
}

/** Allot, accept, reject, check, approve or send back one line. */
export async function moveLine(db: Db, actor: Actor, id: string, action: Exclude<LineAction, 'dispatch' | 'withdraw'>, input: LineInput, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const line = await lockLine(tx, actor, id);
    await applyLineAction(tx, actor, line, action, input, now);
  });
}

/** A supplier dispatches prepared lines of one group with one delivery note; answers its id. */
export async function dispatchLines(db: Db, actor: Actor, input: { lines: Array<{ id: string; version: number }>; remark?: string }, now = new Date()): Promise<string> {
  if (actor.kind !== 'supplier') forbid(actor, 'dispatch');
  return inTransaction(db, async (tx) => {
    const lines: LineRow[] = [];
    for (const ref of input.lines) lines.push(await lockLine(tx, actor, ref.id));
    const first = lines[0]!;
    if (lines.some((l) => l.groupId !== first.groupId || l.supplierId !== first.supplierId) || new Set(lines.map((l) => l.id)).size !== lines.length) fail('DISPATCH_ONE_GROUP');
    const [delivery] = await tx
      .insert(deliveries)
      .values({ deliveryNo: await documentNo(tx, 'PS', now), groupId: first.groupId, restaurantId: first.restaurantId, supplierId: first.supplierId!, arrivalDate: first.arrivalDate, remark: input.remark ?? null, createdBy: actor.username, createdAt: now })
      .returning({ id: deliveries.id });
    for (const [index, line] of lines.entries()) {
      const outstanding = fromMilli(toMilli(line.quantity) - toMilli(line.receivedQty));
      await applyLineAction(tx, actor, line, 'dispatch', { version: input.lines[index]!.version }, now, { dispatchQty: outstanding, deliveryId: delivery!.id });
      await tx.insert(deliveryLines).values({ deliveryId: delivery!.id, lineId: line.id, quantity: outstanding });
    }
    return delivery!.id;
  });
}

/** Withdraw a whole order while no supplier has accepted any of its lines. */
export async function withdrawOrder(db: Db, actor: Actor, orderId: string, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), scopeCondition(tx, actor, { restaurant: orders.restaurantId, supplier: null }))).for('update');
    if (!order) fail('ORDER_NOT_FOUND');
    if (order.version !== input.version) conflict(order, { open: { zh: '进行中' }, completed: { zh: '已完成' }, withdrawn: { zh: '已撤回' } });
    const lines = await tx.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), sql`${orderLines.status} <> 'withdrawn'`)).for('update');
    if (lines.length === 0) fail('STATE_TRANSITION_REFUSED', { status: '已撤回', action: 'withdraw' });
    if (lines.some((line) => !WITHDRAWABLE_STATUSES.includes(line.status as LineStatus))) fail('ORDER_NOT_WITHDRAWABLE');
    for (const line of lines) await applyLineAction(tx, actor, line, 'withdraw', { version: line.version, reason: input.reason }, now);
    await tx.update(orders).set({ version: order.version + 1, updatedAt: now, updatedBy: actor.username }).where(eq(orders.id, order.id));
    await recordEvent(tx, { entity: 'order', entityId: order.id, action: 'withdraw', from: order.status, to: 'withdrawn', actor, detail: input.reason ? { reason: input.reason } : undefined, now });
  });
}

/** Procurement approves or sends back received lines of one group, all or none. */
export async function auditGroup(
  db: Db,
  actor: Actor,
  groupId: string,
  input: { approve: boolean; reason?: string; lines: Array<{ id: string; version: number }> },
  now = new Date(),
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const [group] = await tx.select({ id: orderGroups.id }).from(orderGroups).where(and(eq(orderGroups.id, groupId), scopeCondition(tx, actor, { restaurant: orderGroups.restaurantId, supplier: null })));
    if (!group) fail('ORDER_GROUP_NOT_FOUND');
    for (const ref of input.lines) {
      const line = await lockLine(tx, actor, ref.id);
      if (line.groupId !== group.id) fail('ORDER_LINE_NOT_IN_GROUP', { id: ref.id });
      await applyLineAction(tx, actor, line, input.approve ? 'approve' : 'sendBack', { version: ref.version, reason: input.reason }, now);
    }
    return input.lines.map((ref) => ref.id);
  });
}
