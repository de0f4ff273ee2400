/**
 * The after-sale services the routes and the demo seed share (src/contract/domain/afterSale.ts): raise a
 * request on a received line within its limits, and move it through the machine with transition() — the
 * version check, the trail row and, when a return or refund completes, its red standing-book entry and
 * goods sub-ledger out movement, all in one transaction.
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  AFTER_SALE_LINE_STATUSES, AFTER_SALE_MACHINE, AFTER_SALE_STATUS_NAMES, afterSaleAmount, afterSaleRefusal, DROPPED_AFTER_SALE_STATUSES,
  type AfterSaleAction, type AfterSaleKind, type AfterSaleStatus,
} from '../../../contract/domain/afterSale.ts';
import { chinaDate, fromMilli, LINE_STATUS_NAMES, toMilli, type LineStatus } from '../../../contract/domain/order.ts';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { afterSales, files, goodsLedger, orderLines, orders, standingBook } from '../../db/schema/index.ts';
import { scoreDelivery } from '../../db/supplierRatings.ts';
import { fail } from '../../http/errors.ts';
import { documentNo, forbid } from './lifecycle.ts';
import { recordEvent, transition } from '../../http/transition.ts';

type LineRow = typeof orderLines.$inferSelect;
type AfterSaleRow = typeof afterSales.$inferSelect;

export interface RaiseAfterSale {
  lineId: string;
  kind: AfterSaleKind;
  quantity: string;
  amount?: string;
  reason: string;
  photos?: string[];
}

/** What earlier live after-sales of a line claim: quantity, and the money of returns and refunds. */
export async function claimsOf(db: Db, lineIds: string[], except?: string): Promise<Map<string, { qty: string; amount: string }>> {
  const result = new Map<string, { qty: string; amount: string }>();
  if (lineIds.length === 0) return result;
  const rows = await db
    .select({ lineId: afterSales.lineId, qty: sql<string>`coalesce(sum(${afterSales.quantity}), 0)`, amount: sql<string>`coalesce(sum(${afterSales.amount}), 0)` })
    .from(afterSales)
    .where(and(inArray(afterSales.lineId, lineIds), notInArray(afterSales.status, [...DROPPED_AFTER_SALE_STATUSES]), except ? ne(afterSales.id, except) : undefined))
    .groupBy(afterSales.lineId);
  for (const row of rows) result.set(row.lineId, { qty: fromMilli(toMilli(Number(row.qty).toFixed(3))), amount: Number(row.amount).toFixed(2) });
  return result;
}

/** Why this request no longer (or does not) fit its line, checked on the line as it is now. */
async function checkLimits(tx: Db, line: LineRow, request: { kind: AfterSaleKind; quantity: string; amount: number }, except?: string): Promise<void> {
  const claimed = (await claimsOf(tx, [line.id], except)).get(line.id) ?? { qty: '0', amount: '0' };
  const refusal = afterSaleRefusal(request.kind, request.quantity, request.amount, {
    receivedQty: line.receivedQty,
    price: line.price,
    claimedQty: claimed.qty,
    claimedAmount: claimed.amount,
  });
  if (refusal) fail(refusal.code, refusal.params);
}

/** The photos must be the caller's own uploads. */
async function checkPhotos(tx: Db, actor: Actor, photos: readonly string[]): Promise<void> {
  for (const path of photos) {
    const [file] = await tx.select({ id: files.id }).from(files).where(and(eq(files.path, path), eq(files.uploadedBy, actor.id)));
    if (!file) fail('ORDER_PHOTO_NOT_FOUND', { id: path });
  }
}

/** A canteen raises an after-sale on a received line of its canteens; answers its id. */
export async function raiseAfterSale(db: Db, actor: Actor, input: RaiseAfterSale, now = new Date()): Promise<string> {
  if (actor.kind !== 'canteen') forbid(actor, 'raise');
  if (!input.reason.trim()) fail('ORDER_REASON_REQUIRED');
  return inTransaction(db, async (tx) => {
    // the line is locked so two requests at once cannot both take the same quantity
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, input.lineId), scopeCondition(tx, actor, { restaurant: orderLines.restaurantId, supplier: orderLines.supplierId })))
      .for('update');
    if (!line) fail('ORDER_LINE_NOT_FOUND');
    if (!(AFTER_SALE_LINE_STATUSES as readonly string[]).includes(line.status)) fail('AFTER_SALE_LINE_NOT_RECEIVED', { status: LINE_STATUS_NAMES[line.status as LineStatus].zh });
    if (input.kind === 'refund' && !input.amount) fail('AFTER_SALE_AMOUNT_REQUIRED');
    await checkPhotos(tx, actor, input.photos ?? []);
    const amount = afterSaleAmount(input.kind, input.quantity, line.price, input.amount);
    await checkLimits(tx, line, { kind: input.kind, quantity: input.quantity, amount });
    const [row] = await tx
      .insert(afterSales)
      .values({
        afterSaleNo: await documentNo(tx, 'SH', now),
        lineId: line.id,
        restaurantId: line.restaurantId,
        supplierId: line.supplierId!,
        productName: line.productName,
        unit: line.unit,
        kind: input.kind,
        status: 'requested',
        quantity: fromMilli(toMilli(input.quantity)),
        price: line.price!,
        amount: amount.toFixed(2),
        reason: input.reason.trim(),
        photos: input.photos ?? [],
        createdBy: actor.username,
        createdAt: now,
      })
      .returning({ id: afterSales.id });
    await recordEvent(tx, { entity: 'after_sale', entityId: row!.id, action: 'raise', from: null, to: 'requested', actor, detail: { lineId: line.id, kind: input.kind, quantity: input.quantity, amount: amount.toFixed(2) }, now });
    return row!.id;
  });
}

/** A completed return or refund: a red standing-book entry and an out movement of the canteen's goods sub-ledger. */
async function book(tx: Db, actor: Actor, request: AfterSaleRow, line: LineRow, now: Date): Promise<void> {
  const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, line.orderId));
  const day = chinaDate(now);
  const qtyOut = request.kind === 'return' ? request.quantity : '0';
  await tx.insert(standingBook).values({
    lineId: line.id,
    orderNo: order!.orderNo,
    restaurantId: line.restaurantId,
    supplierId: request.supplierId,
    baseProductId: line.baseProductId,
    productName: line.productName,
    unit: line.unit,
    arrivalDate: day,
    quantity: request.kind === 'return' ? `-${qtyOut}` : '0',
    price: request.price,
    amount: `-${request.amount}`,
    auditedBy: actor.username,
    auditedAt: now,
    source: 'after_sale',
    sourceId: request.id,
  });
  await tx.insert(goodsLedger).values({ restaurantId: line.restaurantId, baseProductId: line.baseProductId, entryDate: day, qtyOut, amountOut: request.amount, source: 'after_sale', sourceId: request.id, createdAt: now });
}

/** Agree, refuse, approve, reject, complete or cancel one after-sale. */
export async function moveAfterSale(db: Db, actor: Actor, id: string, action: AfterSaleAction, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [request] = await tx
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, id), scopeCondition(tx, actor, { restaurant: afterSales.restaurantId, supplier: afterSales.supplierId })))
      .for('update');
    if (!request) fail('AFTER_SALE_NOT_FOUND');
    const reason = input.reason?.trim() || undefined;
    await transition(tx, {
      entity: 'after_sale',
      machine: AFTER_SALE_MACHINE,
      names: AFTER_SALE_STATUS_NAMES,
      row: { id: request.id, status: request.status as AfterSaleStatus, version: request.version },
      version: input.version,
      action,
      actor,
      context: { request: { kind: request.kind as AfterSaleKind }, input: { reason } },
      now,
      detail: reason ? { reason } : undefined,
      apply: async (to) => {
        const set: Partial<AfterSaleRow> = { status: to, version: request.version + 1, updatedAt: now, updatedBy: actor.username };
        if (action === 'agree' || action === 'refuse') set.supplierNote = reason ?? null;
        if (action === 'approve' || action === 'reject') set.decisionNote = reason ?? null;
        const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, request.lineId)).for('update');
        // the line may have changed since the request (procurement sent its check back): approval checks again
        if (action === 'approve') await checkLimits(tx, line!, { kind: request.kind as AfterSaleKind, quantity: request.quantity, amount: Number(request.amount) }, request.id);
        if (to === 'completed') set.completedAt = now;
        const changed = await tx.update(afterSales).set(set).where(and(eq(afterSales.id, request.id), eq(afterSales.version, request.version))).returning({ id: afterSales.id });
        if (changed.length === 1 && to === 'completed' && request.kind !== 'replacement') await book(tx, actor, request, line!, now);
        // an approved after-sale counts against the delivery that brought the goods (and so the supplier's rating)
        if (changed.length === 1 && action === 'approve' && line!.deliveryId) await scoreDelivery(tx, line!.deliveryId, now);
        return changed.length === 1;
      },
    });
  });
}
