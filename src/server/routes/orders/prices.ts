/**
 * Agreement prices: the current price of products for a canteen, and the proposal and approval of prices
 * (src/contract/domain/agreementPrice.ts) through the one transition function.
 */
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PRICE_MACHINE, PRICE_QUEUE, PRICE_STATUS_NAMES, priceActions, type PriceAction, type PriceStatus } from '../../../contract/domain/agreementPrice.ts';
import type { PriceRecord } from '../../../contract/routes/catalogue.ts';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import { PRICE_SCOPE_COLUMNS, settleEffectiveTo } from '../../db/agreementPrices.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { supplierMayServe } from '../../db/supplierStanding.ts';
import { agreementPrices, baseProducts, restaurants, supplierProducts, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ACTOR_NAMES, recordEvent, transition } from '../../http/transition.ts';
import { supplierActedFor } from '../../http/supplierActedFor.ts';

export interface CurrentPrice {
  priceId: string;
  baseProductId: string;
  supplierId: string;
  price: string;
  /** The least quantity the canteen may order at this price; null: any. */
  minOrder: string | null;
  effectiveFrom: string;
}

/** The current agreement price of each product for the canteen on `day` from a supplier that may serve it (products without one are absent). */
export async function currentPrices(db: Db, restaurantId: string, day: string, productIds?: string[]): Promise<Map<string, CurrentPrice>> {
  const rows = await db
    .selectDistinctOn([agreementPrices.baseProductId], {
      priceId: agreementPrices.id,
      baseProductId: agreementPrices.baseProductId,
      supplierId: agreementPrices.supplierId,
      price: agreementPrices.price,
      minOrder: agreementPrices.minOrder,
      effectiveFrom: agreementPrices.effectiveFrom,
    })
    .from(agreementPrices)
    .where(and(
      eq(agreementPrices.restaurantId, restaurantId),
      eq(agreementPrices.status, 'approved'),
      lte(agreementPrices.effectiveFrom, day),
      productIds ? inArray(agreementPrices.baseProductId, productIds) : undefined,
      supplierMayServe(db, agreementPrices.supplierId, agreementPrices.restaurantId),
    ))
    .orderBy(agreementPrices.baseProductId, desc(agreementPrices.effectiveFrom), desc(agreementPrices.decidedAt));
  return new Map(rows.map((row) => [row.baseProductId, row]));
}

/** Every supplier's latest approved price in force for one product and canteen on `day` (the allotment candidates). */
export async function supplierPrices(db: Db, restaurantId: string, baseProductId: string, day: string) {
  return db
    .selectDistinctOn([agreementPrices.supplierId], {
      supplierId: agreementPrices.supplierId,
      supplierName: suppliers.name,
      price: agreementPrices.price,
      effectiveFrom: agreementPrices.effectiveFrom,
    })
    .from(agreementPrices)
    .innerJoin(suppliers, eq(suppliers.id, agreementPrices.supplierId))
    .where(and(eq(agreementPrices.restaurantId, restaurantId), eq(agreementPrices.baseProductId, baseProductId), eq(agreementPrices.status, 'approved'), lte(agreementPrices.effectiveFrom, day), supplierMayServe(db, agreementPrices.supplierId, agreementPrices.restaurantId)))
    .orderBy(agreementPrices.supplierId, desc(agreementPrices.effectiveFrom), desc(agreementPrices.decidedAt));
}

const PRICE_COLUMNS = {
  price: agreementPrices,
  supplierName: suppliers.name,
  productName: baseProducts.name,
  unit: baseProducts.unit,
  restaurantName: restaurants.name,
};

function selectPrices(db: Db) {
  return db
    .select(PRICE_COLUMNS)
    .from(agreementPrices)
    .innerJoin(suppliers, eq(suppliers.id, agreementPrices.supplierId))
    .innerJoin(baseProducts, eq(baseProducts.id, agreementPrices.baseProductId))
    .innerJoin(restaurants, eq(restaurants.id, agreementPrices.restaurantId));
}

type PriceRow = Awaited<ReturnType<ReturnType<typeof selectPrices>['execute']>>[number];

function priceRecord(row: PriceRow, actor: Actor): PriceRecord {
  const p = row.price;
  return {
    id: p.id,
    supplierId: p.supplierId,
    supplierName: row.supplierName,
    baseProductId: p.baseProductId,
    productName: row.productName,
    unit: row.unit,
    restaurantId: p.restaurantId,
    restaurantName: row.restaurantName,
    price: p.price,
    effectiveFrom: p.effectiveFrom,
    status: p.status as PriceStatus,
    reason: p.reason,
    version: p.version,
    decidedBy: p.decidedBy,
    decidedAt: p.decidedAt?.toISOString() ?? null,
    createBy: p.createdBy,
    createTime: p.createdAt.toISOString(),
    actions: priceActions(p.status as PriceStatus, actor.kind),
  };
}

/** The prices the actor may see. */
export const priceScope = (db: Db, actor: Actor) => scopeCondition(db, actor, PRICE_SCOPE_COLUMNS);

/** The actor's price queue (PriceCount): returned prices for suppliers, proposed ones for procurement. */
export function priceQueueCondition(db: Db, actor: Actor): SQL {
  const status = PRICE_QUEUE[actor.kind];
  return status ? and(eq(agreementPrices.status, status), priceScope(db, actor))! : sql`false`;
}

export async function listPrices(db: Db, actor: Actor, where: SQL | undefined, limit: number, offset: number) {
  const condition = and(priceScope(db, actor), where);
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(agreementPrices).where(condition);
  const rows = await selectPrices(db).where(condition).orderBy(desc(agreementPrices.createdAt), asc(agreementPrices.id)).limit(limit).offset(offset);
  return { total: n, records: rows.map((row) => priceRecord(row, actor)) };
}

export async function priceById(db: Db, actor: Actor, id: string): Promise<PriceRecord> {
  const [row] = await selectPrices(db).where(and(eq(agreementPrices.id, id), priceScope(db, actor)));
  if (!row) fail('PRICE_NOT_FOUND');
  return priceRecord(row, actor);
}

export interface PriceProposal {
  supplierId?: string;
  baseProductId: string;
  restaurantId: string;
  price: string;
  effectiveFrom: string;
}

/** A supplier proposes a price; it awaits procurement's approval. */
export async function proposePrice(db: Db, actor: Actor, input: PriceProposal, now = new Date()): Promise<PriceRecord> {
  if (actor.kind !== 'supplier') fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action: 'propose' });
  if (Number(input.price) <= 0) fail('PRICE_ZERO');
  const id = await inTransaction(db, async (tx) => {
    const supplierId = await supplierActedFor(tx, actor, input.supplierId);
    const [product] = await tx.select({ id: baseProducts.id, name: baseProducts.name, enabled: baseProducts.enabled }).from(baseProducts).where(and(eq(baseProducts.id, input.baseProductId), eq(baseProducts.deleted, false)));
    if (!product) fail('PRODUCT_NOT_FOUND', { id: input.baseProductId });
    if (!product.enabled) fail('PRODUCT_DISABLED', { product: product.name });
    const [canteen] = await tx.select({ id: restaurants.id }).from(restaurants).where(and(eq(restaurants.id, input.restaurantId), eq(restaurants.deleted, false)));
    if (!canteen) fail('CANTEEN_NOT_FOUND');
    // issue 19: only a product link the platform approved can be priced
    const [offer] = await tx.select({ id: supplierProducts.id, auditStatus: supplierProducts.auditStatus }).from(supplierProducts)
      .where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.baseProductId, product.id), eq(supplierProducts.deleted, false)));
    if (offer?.auditStatus !== 'approved') fail('SUPPLIER_PRODUCT_NOT_APPROVED', { product: product.name });
    const [row] = await tx
      .insert(agreementPrices)
      .values({ supplierProductId: offer!.id, supplierId, baseProductId: product.id, restaurantId: canteen.id, price: input.price, effectiveFrom: input.effectiveFrom, status: 'proposed', createdBy: actor.username, createdAt: now })
      .returning({ id: agreementPrices.id });
    await recordEvent(tx, { entity: 'price', entityId: row!.id, action: 'propose', from: null, to: 'proposed', actor, detail: { price: input.price, effectiveFrom: input.effectiveFrom }, now });
    return row!.id;
  });
  return priceById(db, actor, id);
}

/** Approve, return or revise a price. */
export async function movePrice(
  db: Db,
  actor: Actor,
  id: string,
  action: PriceAction,
  input: { version: number; reason?: string; price?: string; effectiveFrom?: string; releaseId?: string },
  now = new Date(),
): Promise<PriceRecord> {
  if (input.price !== undefined && Number(input.price) <= 0) fail('PRICE_ZERO');
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(agreementPrices).where(and(eq(agreementPrices.id, id), priceScope(tx, actor))).for('update');
    if (!row) fail('PRICE_NOT_FOUND');
    await transition(tx, {
      entity: 'price',
      machine: PRICE_MACHINE,
      names: PRICE_STATUS_NAMES,
      row: { id: row.id, status: row.status as PriceStatus, version: row.version },
      version: input.version,
      action,
      actor,
      context: { input },
      now,
      detail: action === 'revise' ? { price: input.price, effectiveFrom: input.effectiveFrom } : input.reason ? { reason: input.reason } : undefined,
      apply: async (to) => {
        const changed = await tx
          .update(agreementPrices)
          .set({
            status: to,
            version: row.version + 1,
            ...(action === 'revise' ? { price: input.price, effectiveFrom: input.effectiveFrom, reason: null } : { decidedBy: actor.username, decidedAt: now }),
            ...(action === 'return' ? { reason: input.reason, releaseId: null } : {}),
            updatedAt: now,
            updatedBy: actor.username,
          })
          .where(and(eq(agreementPrices.id, row.id), eq(agreementPrices.version, row.version)))
          .returning({ id: agreementPrices.id });
        if (changed.length === 1 && to === 'approved') await settleEffectiveTo(tx, row);
        return changed.length === 1;
      },
    });
  });
  return priceById(db, actor, id);
}
