/** What the price-setting services share: keepers, the canteen scope of meetings and comparisons, lookups and the trail. */
import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PRICING_KEEPERS } from '../../../contract/domain/purchasePricing.ts';
import { restaurantScope, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { baseProducts, files, orderEvents, pricingCanteens, restaurants, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';

export type DocKind = 'meeting' | 'comparison';

export const assertKeeper = (actor: Actor): void => {
  if (!PRICING_KEEPERS.includes(actor.kind)) fail('PRICING_KEEPERS_ONLY');
};

/**
 * Meetings and comparisons an actor sees: the platform all, procurement and canteens those pricing a
 * canteen of their scope (canteens read only), suppliers none (competitors' quotes stay procurement's).
 */
export function docScope(db: Db, actor: Actor, kind: DocKind, idColumn: PgColumn): SQL | undefined {
  if (actor.kind === 'supplier') return sql`false`;
  const inScope = restaurantScope(db, actor);
  if (!inScope) return undefined;
  return exists(db.select({ one: sql`1` }).from(pricingCanteens).where(and(eq(pricingCanteens.kind, kind), eq(pricingCanteens.docId, idColumn), inArray(pricingCanteens.restaurantId, inScope))));
}

/** Documents pricing one canteen (the list filter). */
export const pricesCanteen = (db: Db, kind: DocKind, idColumn: PgColumn, restaurantId: string) =>
  exists(db.select({ one: sql`1` }).from(pricingCanteens).where(and(eq(pricingCanteens.kind, kind), eq(pricingCanteens.docId, idColumn), eq(pricingCanteens.restaurantId, restaurantId))));

/** The canteens, each existing and in the actor's scope (CANTEEN_NOT_FOUND otherwise); answers them without repeats. */
export async function checkCanteens(db: Db, actor: Actor, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) fail('PRICING_CANTEENS_REQUIRED');
  const inScope = restaurantScope(db, actor);
  if (inScope === null) fail('CANTEEN_NOT_FOUND');
  const found = await db.select({ id: restaurants.id }).from(restaurants)
    .where(and(inArray(restaurants.id, unique), eq(restaurants.deleted, false), inScope ? inArray(restaurants.id, inScope) : undefined));
  if (found.length !== unique.length) fail('CANTEEN_NOT_FOUND');
  return unique;
}

export async function setCanteens(tx: Db, kind: DocKind, docId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(pricingCanteens).where(and(eq(pricingCanteens.kind, kind), eq(pricingCanteens.docId, docId)));
  await tx.insert(pricingCanteens).values(ids.map((restaurantId) => ({ kind, docId, restaurantId })));
}

/** The canteens of each document, by document id. */
export async function canteensOf(db: Db, kind: DocKind, docIds: readonly string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const result = new Map<string, Array<{ id: string; name: string }>>();
  if (docIds.length === 0) return result;
  const rows = await db.select({ docId: pricingCanteens.docId, id: restaurants.id, name: restaurants.name }).from(pricingCanteens)
    .innerJoin(restaurants, eq(restaurants.id, pricingCanteens.restaurantId))
    .where(and(eq(pricingCanteens.kind, kind), inArray(pricingCanteens.docId, [...docIds]))).orderBy(asc(restaurants.name));
  for (const row of rows) result.set(row.docId, [...(result.get(row.docId) ?? []), { id: row.id, name: row.name }]);
  return result;
}

export async function checkProduct(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: baseProducts.id }).from(baseProducts).where(and(eq(baseProducts.id, id), eq(baseProducts.deleted, false)));
  if (!row) fail('PRODUCT_NOT_FOUND', { id });
}

export async function checkSuppliers(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = new Set((await db.select({ id: suppliers.id }).from(suppliers).where(and(inArray(suppliers.id, unique), eq(suppliers.deleted, false)))).map((r) => r.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing) fail('PRICING_SUPPLIER_NOT_FOUND', { id: missing });
}

/** An uploaded file (of `purpose` when given). */
/**
 * An attachment is the path an upload answered (POST /sys/common/upload or /imgupload): a file the caller
 * uploaded, an image where an image is asked for; a path the document already holds passes as it is (a
 * colleague may have attached it).
 */
export async function checkFile(db: Db, actor: Actor, path: string | null | undefined, kept: readonly (string | null)[], purpose?: 'image'): Promise<void> {
  if (!path || kept.includes(path)) return;
  const [row] = await db.select({ purpose: files.purpose }).from(files).where(and(eq(files.path, path), eq(files.uploadedBy, actor.id)));
  if (!row || (purpose && row.purpose !== purpose) || row.purpose === 'contract') fail(purpose ? 'PRICING_IMAGE_NOT_FOUND' : 'PRICING_FILE_NOT_FOUND', { id: path });
}

/** The trail of one document, oldest first. */
export async function trailOf(db: Db, entityId: string) {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.entityId, entityId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id, entityId: row.entityId, action: row.action, fromStatus: row.fromStatus, toStatus: row.toStatus,
    actorName: row.actorName, actorKind: row.actorKind, at: row.at.toISOString(), detail: row.detail ?? null,
  }));
}

export const iso = (value: Date | null) => value?.toISOString() ?? null;
export const stampsIso = (row: { createdAt: Date; createdBy: string | null; updatedAt: Date | null; updatedBy: string | null }) => ({
  createBy: row.createdBy, createTime: row.createdAt.toISOString(), updateBy: row.updatedBy, updateTime: iso(row.updatedAt),
});
