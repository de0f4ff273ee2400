/**
 * A supplier's rating (supplier_ratings) and its per-delivery scores, written inside the transaction that
 * changed what they are read from (a canteen's evaluation, a receiving check, a send-back, an after-sale
 * approval), so the directory never reads a rating its evaluations and deliveries disagree with.
 * Evaluations and ordering both write here: the helper sits below both features.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { deliveryScore } from '../../contract/domain/deliveryScore.ts';
import { chinaDate } from '../../contract/domain/order.ts';
import type { Db } from './index.ts';
import { afterSales, deliveries, deliveryLines, orderLines, receipts, supplierDeliveryScores, supplierEvaluations, supplierRatings } from './schema/index.ts';

/** After-sales in these states count against the delivery: procurement approved them. */
const APPROVED_AFTER_SALES = ['approved', 'completed'];

const sums = (table: typeof supplierEvaluations | typeof supplierDeliveryScores) => ({
  quality: sql<number>`coalesce(sum(${table.quality}), 0)::int`,
  delivery: sql<number>`coalesce(sum(${table.delivery}), 0)::int`,
  service: sql<number>`coalesce(sum(${table.service}), 0)::int`,
  count: sql<number>`count(*)::int`,
});

/** Recompute the supplier's rating from its evaluations and its delivery scores, one vote each. */
export async function refreshRating(tx: Db, supplierId: string, now = new Date()): Promise<void> {
  // one statement at a time: a transaction's connection runs them in turn anyway
  const [manual] = await tx.select(sums(supplierEvaluations)).from(supplierEvaluations).where(eq(supplierEvaluations.supplierId, supplierId));
  const [deliveries] = await tx.select(sums(supplierDeliveryScores)).from(supplierDeliveryScores).where(eq(supplierDeliveryScores.supplierId, supplierId));
  const quality = manual!.quality + deliveries!.quality;
  const delivery = manual!.delivery + deliveries!.delivery;
  const service = manual!.service + deliveries!.service;
  const count = manual!.count + deliveries!.count;
  if (count === 0) {
    await tx.delete(supplierRatings).where(eq(supplierRatings.supplierId, supplierId));
    return;
  }
  const overall = (Math.round(((quality + delivery + service) / (3 * count)) * 100) / 100).toFixed(2);
  const values = { qualitySum: quality, deliverySum: delivery, serviceSum: service, count, overall, updatedAt: now };
  await tx.insert(supplierRatings).values({ supplierId, ...values }).onConflictDoUpdate({ target: supplierRatings.supplierId, set: values });
}

/**
 * Score one delivery again from its checks (voided ones left out) and the after-sales approved on its lines,
 * then the supplier's rating. A delivery none of whose lines was checked (any more) has no score.
 */
export async function scoreDelivery(tx: Db, deliveryId: string, now = new Date()): Promise<void> {
  const [delivery] = await tx.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  if (!delivery) return;
  const lines = await tx
      .select({
        dispatched: deliveryLines.quantity,
        received: sql<string>`sum(${receipts.receivedQty})::text`,
        rejected: sql<string>`sum(${receipts.rejectedQty})::text`,
      })
      .from(deliveryLines)
      .innerJoin(receipts, and(eq(receipts.lineId, deliveryLines.lineId), eq(receipts.deliveryId, deliveryId), eq(receipts.voided, false)))
      .where(eq(deliveryLines.deliveryId, deliveryId))
      .groupBy(deliveryLines.id, deliveryLines.quantity);
  const [approved] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveryLines)
      .innerJoin(orderLines, and(eq(orderLines.id, deliveryLines.lineId), eq(orderLines.deliveryId, deliveryId)))
      .innerJoin(afterSales, and(eq(afterSales.lineId, orderLines.id), inArray(afterSales.status, APPROVED_AFTER_SALES)))
      .where(eq(deliveryLines.deliveryId, deliveryId));
  if (lines.length === 0) {
    await tx.delete(supplierDeliveryScores).where(eq(supplierDeliveryScores.deliveryId, deliveryId));
  } else {
    const late = chinaDate(delivery.createdAt) > delivery.arrivalDate;
    const afterSaleCount = approved!.n;
    const scores = deliveryScore({ lines, late, afterSales: afterSaleCount });
    const values = { ...scores, supplierId: delivery.supplierId, restaurantId: delivery.restaurantId, period: delivery.arrivalDate.slice(0, 7), afterSales: afterSaleCount, late: late ? 1 : 0, updatedAt: now };
    await tx.insert(supplierDeliveryScores).values({ deliveryId, ...values }).onConflictDoUpdate({ target: supplierDeliveryScores.deliveryId, set: values });
  }
  await refreshRating(tx, delivery.supplierId, now);
}
