/**
 * A supplier's rating (supplier_ratings) recomputed from its evaluations inside the transaction that changed
 * one of them, so the directory never reads a rating its evaluations disagree with.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { supplierEvaluations, supplierRatings } from '../../db/schema/index.ts';

export async function refreshRating(tx: Db, supplierId: string, now = new Date()): Promise<void> {
  const [sums] = await tx
    .select({
      quality: sql<number>`coalesce(sum(${supplierEvaluations.quality}), 0)::int`,
      delivery: sql<number>`coalesce(sum(${supplierEvaluations.delivery}), 0)::int`,
      service: sql<number>`coalesce(sum(${supplierEvaluations.service}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(supplierEvaluations)
    .where(eq(supplierEvaluations.supplierId, supplierId));
  const { quality, delivery, service, count } = sums!;
  if (count === 0) {
    await tx.delete(supplierRatings).where(eq(supplierRatings.supplierId, supplierId));
    return;
  }
  const overall = (Math.round(((quality + delivery + service) / (3 * count)) * 100) / 100).toFixed(2);
  const values = { qualitySum: quality, deliverySum: delivery, serviceSum: service, count, overall, updatedAt: now };
  await tx.insert(supplierRatings).values({ supplierId, ...values }).onConflictDoUpdate({ target: supplierRatings.supplierId, set: values });
}
