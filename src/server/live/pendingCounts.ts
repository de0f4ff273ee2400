/**
 * Live pending counts: the triggers on order lines and agreement prices NOTIFY `larder_counts` with the
 * canteens and suppliers whose counts moved, at commit (migration 0014). Every instance listens, works out
 * which users see those canteens or suppliers (the suppliers' accounts, the staff and procurement
 * departments of the canteens and every department above them, platform administrators) and tells their
 * sockets here to reload the counts, instead of waiting for the 6 s poll. Notifications that arrive close
 * together are pushed as one.
 */
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { USER_TYPE } from '../../contract/domain/order.ts';
import type { Database, Db } from '../db/index.ts';
import { colleges, departments, restaurantDepartments, restaurants, suppliers, userDepartments, users } from '../db/schema/index.ts';
import type { LiveBus, LiveMessage } from './bus.ts';

export const COUNTS_CHANNEL = 'larder_counts';
export const PENDING_COUNTS_MESSAGE: LiveMessage = { cmd: 'user', msgId: 'PENDING_COUNTS', msgTxt: '' };

/** What moved: canteens and suppliers, or everything. */
export interface CountsMoved {
  all: boolean;
  restaurants: Set<string>;
  suppliers: Set<string>;
}

/** The users whose pending counts can change when lines of these canteens or suppliers move. */
export async function usersConcerned(db: Db, restaurantIds: string[], supplierIds: string[]): Promise<string[]> {
  const mine = alias(departments, 'mine');
  const under = alias(departments, 'under');
  const canteenDepartments = restaurantIds.length
    ? db.select({ id: restaurants.departId }).from(restaurants).where(inArray(restaurants.id, restaurantIds))
        .union(db.select({ id: restaurantDepartments.departId }).from(restaurantDepartments).where(inArray(restaurantDepartments.restaurantId, restaurantIds)))
        .union(db.select({ id: colleges.procurementDepartId }).from(colleges).innerJoin(restaurants, eq(restaurants.collegeId, colleges.id)).where(inArray(restaurants.id, restaurantIds)))
    : undefined;
  const staff = canteenDepartments
    ? db.select({ id: userDepartments.userId }).from(userDepartments)
        .innerJoin(mine, eq(mine.id, userDepartments.departId))
        .innerJoin(under, like(under.orgCode, sql`${mine.orgCode} || '%'`))
        .where(inArray(under.id, canteenDepartments))
    : undefined;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.deleted, false), or(
      eq(users.userType, USER_TYPE.platform),
      supplierIds.length ? inArray(users.id, db.select({ id: suppliers.userId }).from(suppliers).where(inArray(suppliers.id, supplierIds))) : undefined,
      staff ? inArray(users.id, staff) : undefined,
    )));
  return rows.map((row) => row.id);
}

/** Read a `larder_counts` payload into `into`; anything unreadable counts as "everything moved". */
export function readCountsMoved(payload: string, into: CountsMoved): void {
  try {
    const value = JSON.parse(payload) as { all?: boolean; r?: unknown; s?: unknown };
    if (value.all) into.all = true;
    for (const id of Array.isArray(value.r) ? value.r : []) if (typeof id === 'string') into.restaurants.add(id);
    for (const id of Array.isArray(value.s) ? value.s : []) if (typeof id === 'string') into.suppliers.add(id);
  } catch {
    into.all = true;
  }
}

/** Listen for moved counts and push to this instance's sockets; answers the stop function. */
export async function watchPendingCounts(database: Database, live: LiveBus, options: { gatherMs?: number; onError?: (error: unknown) => void } = {}): Promise<() => Promise<void>> {
  const gatherMs = options.gatherMs ?? 150;
  let moved: CountsMoved | null = null;
  let timer: NodeJS.Timeout | undefined;
  const push = async (batch: CountsMoved) => {
    if (live.receivers() === 0) return;
    if (batch.all) return live.deliver('all', PENDING_COUNTS_MESSAGE);
    const ids = await usersConcerned(database.db, [...batch.restaurants], [...batch.suppliers]);
    const here = ids.filter((id) => live.receivers(id) > 0);
    if (here.length) live.deliver(here, PENDING_COUNTS_MESSAGE);
  };
  const stop = await database.listen(COUNTS_CHANNEL, (payload) => {
    moved ??= { all: false, restaurants: new Set(), suppliers: new Set() };
    readCountsMoved(payload, moved);
    timer ??= setTimeout(() => {
      const batch = moved!;
      moved = null;
      timer = undefined;
      push(batch).catch((error: unknown) => options.onError?.(error));
    }, gatherMs);
  });
  return async () => {
    clearTimeout(timer);
    await stop();
  };
}
