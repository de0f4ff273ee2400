/**
 * Scoring a supplier and changing a score (the routes and the demo seed call these): who may, for which
 * canteen and month, and the change, its audit row and the supplier's rating in one transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { audit, type AuditOrigin } from '../../auth/audit.ts';
import { restaurantScope, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { restaurants, supplierEvaluations, supplierProfiles, suppliers } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { refreshRating } from '../../db/supplierRatings.ts';

type Row = typeof supplierEvaluations.$inferSelect;

export interface EvaluationInput {
  supplierId: string;
  restaurantId: string;
  period: string;
  quality: number;
  delivery: number;
  service: number;
  comment?: string | null;
}

/** This month in China, YYYY-MM (the platform's business day). */
const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

/** The actor may score for this canteen: procurement or canteen staff with it in their scope. */
export async function mayEvaluate(db: Db, actor: Actor, restaurantId: string): Promise<boolean> {
  if (actor.kind !== 'procurement' && actor.kind !== 'canteen') return false;
  const canteens = restaurantScope(db, actor)!;
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(and(eq(restaurants.id, restaurantId), inArray(restaurants.id, canteens))).limit(1);
  return Boolean(row);
}

/** Score a supplier for a canteen and month; answers the new evaluation's id. */
export async function createEvaluation(db: Db, who: Actor, body: EvaluationInput, origin: AuditOrigin): Promise<string> {
  if (who.kind !== 'procurement' && who.kind !== 'canteen') fail('EVALUATION_EVALUATOR_ONLY');
  if (!(await mayEvaluate(db, who, body.restaurantId))) fail('EVALUATION_CANTEEN_OUT_OF_SCOPE', { id: body.restaurantId });
  if (body.period > thisMonth()) fail('EVALUATION_PERIOD_FUTURE', { period: body.period });
  const [supplier] = await db
    .select({ id: suppliers.id, auditStatus: supplierProfiles.auditStatus })
    .from(suppliers)
    .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
    .where(and(eq(suppliers.id, body.supplierId), eq(suppliers.deleted, false)))
    .limit(1);
  if (!supplier || (supplier.auditStatus !== null && supplier.auditStatus !== 'approved')) fail('EVALUATION_SUPPLIER_INVALID', { id: body.supplierId });
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(supplierEvaluations)
        .values({ supplierId: body.supplierId, restaurantId: body.restaurantId, period: body.period, quality: body.quality, delivery: body.delivery, service: body.service, comment: body.comment?.trim() || null, createdBy: who.username })
        .returning();
      await audit(tx, origin, 'supplier_evaluation_add', row!.id, { supplierId: row!.supplierId, restaurantId: row!.restaurantId, period: row!.period });
      await refreshRating(tx, row!.supplierId);
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'supplier_evaluations_one_idx')) fail('EVALUATION_EXISTS', { period: body.period });
    throw error;
  }
}

/** Change an evaluation the actor read (`row`), naming the version read. */
export async function updateEvaluation(
  db: Db,
  who: Actor,
  row: Row,
  body: { version: number; quality: number; delivery: number; service: number; comment?: string | null },
  origin: AuditOrigin,
): Promise<Row> {
  if (!(await mayEvaluate(db, who, row.restaurantId))) fail('EVALUATION_EVALUATOR_ONLY');
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(supplierEvaluations)
      .set({ quality: body.quality, delivery: body.delivery, service: body.service, comment: body.comment?.trim() || null, version: row.version + 1, updatedAt: new Date(), updatedBy: who.username })
      .where(and(eq(supplierEvaluations.id, row.id), eq(supplierEvaluations.version, body.version)))
      .returning();
    if (!updated) fail('EVALUATION_STALE', { version: row.version });
    await audit(tx, origin, 'supplier_evaluation_edit', updated.id, { from: { quality: row.quality, delivery: row.delivery, service: row.service }, to: { quality: updated.quality, delivery: updated.delivery, service: updated.service } });
    await refreshRating(tx, updated.supplierId);
    return updated;
  });
}
