/**
 * The header's pending-work counts. Every browser polls them every 6 s, so each is one indexed count with
 * the caller's scope as a subquery (one round trip), and a user outside a count's scope gets 0 without a query.
 */
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/index.ts';
import { departments, orderItems, restaurants, supplierProducts, suppliers, userDepartments } from '../../db/schema/index.ts';

/** userType values (see the users table). */
export const PROCUREMENT = 1;
export const SUPPLIER = 2;
export const PLATFORM = 4;

export type OrderStatus = 'allocation' | 'supplier_audit' | 'stock' | 'check' | 'procurement_audit' | 'done';

/** The supplier companies the user's account is bound to. */
export function ownSuppliers(db: Db, userId: string) {
  return db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.userId, userId), eq(suppliers.deleted, false)));
}

/**
 * The canteens the user works for: those of the current department (orgCode) and of its sub-departments
 * (org codes extend their parent's), or of all the user's departments when none is chosen. Only
 * departments the user belongs to count, so a stale orgCode grants nothing.
 */
export function ownRestaurants(db: Db, user: SessionUser) {
  const mine = alias(departments, 'mine');
  const under = alias(departments, 'under');
  return db
    .select({ id: restaurants.id })
    .from(userDepartments)
    .innerJoin(mine, eq(mine.id, userDepartments.departId))
    .innerJoin(under, like(under.orgCode, sql`${mine.orgCode} || '%'`))
    .innerJoin(restaurants, eq(restaurants.departId, under.id))
    .where(and(
      eq(userDepartments.userId, user.id),
      user.orgCode ? eq(mine.orgCode, user.orgCode) : undefined,
      eq(mine.deleted, false),
      eq(under.deleted, false),
      eq(restaurants.deleted, false),
    ));
}

/** Order items in `status` of the user's supplier(s); 0 for anyone not a supplier. */
export async function supplierItemCount(db: Db, user: SessionUser, status: OrderStatus): Promise<number> {
  if (user.userType !== SUPPLIER) return 0;
  const [{ n }] = await db
    .select({ n: count() })
    .from(orderItems)
    .where(and(eq(orderItems.status, status), inArray(orderItems.supplierId, ownSuppliers(db, user.id)), eq(orderItems.deleted, false)));
  return n;
}

/** Order items in `status` of the canteens the user works for (0 when there are none). */
export async function restaurantItemCount(db: Db, user: SessionUser, status: OrderStatus): Promise<number> {
  if (user.userType === SUPPLIER) return 0;
  const [{ n }] = await db
    .select({ n: count() })
    .from(orderItems)
    .where(and(eq(orderItems.status, status), inArray(orderItems.restaurantId, ownRestaurants(db, user)), eq(orderItems.deleted, false)));
  return n;
}

/** Order items awaiting the procurement audit, for procurement and platform staff; 0 for others. */
export async function procurementAuditCount(db: Db, user: SessionUser): Promise<number> {
  if (user.userType !== PROCUREMENT && user.userType !== PLATFORM) return 0;
  const [{ n }] = await db
    .select({ n: count() })
    .from(orderItems)
    .where(and(eq(orderItems.status, 'procurement_audit'), eq(orderItems.deleted, false)));
  return n;
}

/** Suppliers: their own products still to price. Procurement and platform: all prices awaiting approval. */
export async function priceCount(db: Db, user: SessionUser): Promise<number> {
  if (user.userType === SUPPLIER) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.priceStatus, 'pricing'), inArray(supplierProducts.supplierId, ownSuppliers(db, user.id)), eq(supplierProducts.deleted, false)));
    return n;
  }
  if (user.userType !== PROCUREMENT && user.userType !== PLATFORM) return 0;
  const [{ n }] = await db
    .select({ n: count() })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.priceStatus, 'approval'), eq(supplierProducts.deleted, false)));
  return n;
}
