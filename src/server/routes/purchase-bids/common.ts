/** What the bid services share: who may keep rules and run bids, their scopes, the product and canteen names. */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { BID_KEEPERS } from '../../../contract/domain/purchaseBid.ts';
import { institutionRestaurants, ownSuppliers, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { baseProducts, purchaseBidOffers, purchaseBids, purchaseRules, restaurants } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { supplierActedFor } from '../../http/supplierActedFor.ts';

export const assertKeeper = (actor: Actor): void => {
  if (!BID_KEEPERS.includes(actor.kind)) fail('BID_KEEPERS_ONLY');
};

/** Rows whose canteen list meets procurement's institution (GIN `?|`); everything for the platform. */
function canteensMeet(db: Db, actor: Actor, column: typeof purchaseRules.restaurantIds | typeof purchaseBids.restaurantIds): SQL | undefined {
  if (actor.kind === 'platform') return undefined;
  return sql`${column} ?| array(${institutionRestaurants(db, actor)})`;
}

/** The rules a keeper sees. */
export const ruleScope = (db: Db, actor: Actor) => canteensMeet(db, actor, purchaseRules.restaurantIds);

/**
 * The bids the actor sees: keepers those of their canteens; a supplier the open ones and those it offered to
 * (never drafts); canteens none (refused before).
 */
export function bidScope(db: Db, actor: Actor): SQL | undefined {
  if (actor.kind === 'canteen') fail('BID_READ_FORBIDDEN');
  if (actor.kind !== 'supplier') return canteensMeet(db, actor, purchaseBids.restaurantIds);
  const offered = db.select({ bidId: purchaseBidOffers.bidId }).from(purchaseBidOffers).where(inArray(purchaseBidOffers.supplierId, ownSuppliers(db, actor.id)));
  return and(ne(purchaseBids.status, 'draft'), or(eq(purchaseBids.status, 'published'), inArray(purchaseBids.id, offered)));
}

/** The supplier company a supplier account acts for: the one named (if theirs) or its only one. */
export async function actingSupplier(db: Db, actor: Actor, supplierId?: string): Promise<string> {
  if (actor.kind !== 'supplier') fail('BID_OFFER_SUPPLIER_ONLY');
  return supplierActedFor(db, actor, supplierId);
}

/** Names of products by id, in the order asked. */
export async function productsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: baseProducts.id, code: baseProducts.code, name: baseProducts.name, unit: baseProducts.unit, enabled: baseProducts.enabled, deleted: baseProducts.deleted })
    .from(baseProducts).where(inArray(baseProducts.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** Names of canteens by id, in the order asked. */
export async function canteensByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants).where(inArray(restaurants.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
