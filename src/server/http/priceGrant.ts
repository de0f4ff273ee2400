/**
 * A price decided elsewhere becomes an agreement price (issue 20): a conference, a three-party comparison
 * or a cloud item's adoption decides supplier, product, canteen, price and day, and the agreement price
 * is approved at once — the same row, trail and effective-to bookkeeping a supplier's proposal gets when
 * procurement approves it (src/server/routes/orders/prices.ts), so ordering and the shop read it alike.
 * Kept below the routes so every purchase feature (bids' awards too) grants through one door.
 */
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../auth/scope.ts';
import { settleEffectiveTo } from '../db/agreementPrices.ts';
import type { Db } from '../db/index.ts';
import { agreementPrices, baseProducts, supplierProducts } from '../db/schema/index.ts';
import { mayServe } from '../db/supplierStanding.ts';
import { fail } from './errors.ts';
import { recordEvent } from './transition.ts';

export interface PriceGrant {
  supplierId: string;
  baseProductId: string;
  restaurantId: string;
  price: string;
  effectiveFrom: string;
  /** The least quantity a canteen may order at this price (a cloud item's minimum order). */
  minOrder?: string | null;
  /** What decided it, for the price's trail: { kind: 'price_meeting', id } … */
  source: { kind: string; id: string };
}

/**
 * Approve `grant` as an agreement price inside the caller's transaction; answers its id. The supplier must
 * hold an approved link of the product and may serve the canteen (the rules a proposal and allotment obey).
 */
export async function grantAgreementPrice(tx: Db, actor: Actor, grant: PriceGrant, now: Date): Promise<string> {
  const [link] = await tx
    .select({ id: supplierProducts.id, status: supplierProducts.auditStatus, name: baseProducts.name })
    .from(baseProducts)
    .leftJoin(supplierProducts, and(eq(supplierProducts.baseProductId, baseProducts.id), eq(supplierProducts.supplierId, grant.supplierId), eq(supplierProducts.deleted, false)))
    .where(eq(baseProducts.id, grant.baseProductId));
  if (!link) fail('PRODUCT_NOT_FOUND', { id: grant.baseProductId });
  if (link.status !== 'approved' || !link.id) fail('SUPPLIER_PRODUCT_NOT_APPROVED', { product: link.name });
  if (!(await mayServe(tx, grant.supplierId, grant.restaurantId))) fail('SUPPLIER_MAY_NOT_SERVE');
  const [row] = await tx
    .insert(agreementPrices)
    .values({
      supplierProductId: link.id,
      supplierId: grant.supplierId,
      baseProductId: grant.baseProductId,
      restaurantId: grant.restaurantId,
      price: grant.price,
      minOrder: grant.minOrder ?? null,
      effectiveFrom: grant.effectiveFrom,
      status: 'approved',
      decidedBy: actor.username,
      decidedAt: now,
      createdBy: actor.username,
      createdAt: now,
    })
    .returning();
  await recordEvent(tx, { entity: 'price', entityId: row!.id, action: 'grant', from: null, to: 'approved', actor, detail: { price: grant.price, effectiveFrom: grant.effectiveFrom, source: grant.source.kind, sourceId: grant.source.id }, now });
  await settleEffectiveTo(tx, row!);
  return row!.id;
}
