/**
 * May a supplier serve a canteen? One predicate for ordering (automatic and manual allotment, acceptance)
 * and supplier management (src/contract/domain/supplier.ts): not awaiting or refused approval, not
 * suspended, and on the canteen's white list when the canteen keeps one (an empty list admits everyone).
 */
import { and, eq, exists, isNotNull, lt, ne, notExists, or, type SQL } from 'drizzle-orm';
import { chinaDate } from '../../contract/domain/order.ts';
import { SUSPEND_REASON } from '../../contract/domain/supplier.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './index.ts';
import { supplierEvents, supplierProfiles, supplierQualifications, suppliers, supplierWhiteList } from './schema/index.ts';

/** The condition over a row's supplier and canteen columns (or values). */
export function supplierMayServe(db: Db, supplier: PgColumn | string, restaurant: PgColumn | string): SQL {
  const barred = db
    .select({ one: supplierProfiles.supplierId })
    .from(supplierProfiles)
    .where(and(eq(supplierProfiles.supplierId, supplier), or(ne(supplierProfiles.auditStatus, 'approved'), isNotNull(supplierProfiles.suspendedAt))));
  const listed = (onlyThis: boolean) => db
    .select({ one: supplierWhiteList.supplierId })
    .from(supplierWhiteList)
    .where(and(eq(supplierWhiteList.restaurantId, restaurant), onlyThis ? eq(supplierWhiteList.supplierId, supplier) : undefined));
  return and(notExists(barred), or(notExists(listed(false)), exists(listed(true))))!;
}

/** The same question for one supplier and canteen. */
export async function mayServe(db: Db, supplierId: string, restaurantId: string): Promise<boolean> {
  const rows = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, supplierId), supplierMayServe(db, suppliers.id, restaurantId)));
  return rows.length === 1;
}

/** Who changed a supplier's standing, for its trail (a user, or the scheduled job). */
export interface StandingActor {
  id: string | null;
  username: string;
  kind: string;
}

/**
 * Suspend the supplier while a qualification of it is expired on `now`'s China date, lift a suspension this
 * rule made once none is; answers what changed. The qualification job and every qualification save call it.
 */
export async function settleSuspension(tx: Db, supplierId: string, by: StandingActor, now: Date): Promise<'suspended' | 'lifted' | null> {
  const today = chinaDate(now);
  const [expired] = await tx
    .select({ id: supplierQualifications.id, expiryDate: supplierQualifications.expiryDate })
    .from(supplierQualifications)
    .where(and(eq(supplierQualifications.supplierId, supplierId), eq(supplierQualifications.deleted, false), lt(supplierQualifications.expiryDate, today)))
    .limit(1);
  const [profile] = await tx.select().from(supplierProfiles).where(eq(supplierProfiles.supplierId, supplierId)).for('update');
  const event = (action: string, from: string, to: string, detail?: Record<string, unknown>) =>
    tx.insert(supplierEvents).values({ supplierId, action, fromStatus: from, toStatus: to, actorId: by.id, actorName: by.username, actorKind: by.kind, detail: detail ?? null, at: now });
  if (expired && !profile?.suspendedAt) {
    const set = { suspendedAt: now, suspendReason: SUSPEND_REASON.qualificationExpired, updatedAt: now, updatedBy: by.username };
    // suppliers the platform entered itself have no profile: they count as approved
    if (profile) await tx.update(supplierProfiles).set({ ...set, version: profile.version + 1 }).where(eq(supplierProfiles.supplierId, supplierId));
    else await tx.insert(supplierProfiles).values({ supplierId, auditStatus: 'approved', ...set, createdBy: by.username });
    await event('suspend', 'active', 'suspended', { qualificationId: expired.id, expiryDate: expired.expiryDate });
    return 'suspended';
  }
  if (!expired && profile?.suspendedAt && profile.suspendReason === SUSPEND_REASON.qualificationExpired) {
    await tx
      .update(supplierProfiles)
      .set({ suspendedAt: null, suspendReason: null, version: profile.version + 1, updatedAt: now, updatedBy: by.username })
      .where(eq(supplierProfiles.supplierId, supplierId));
    await event('lift', 'suspended', 'active');
    return 'lifted';
  }
  return null;
}
