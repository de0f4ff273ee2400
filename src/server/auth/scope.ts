/**
 * Whose business a user may see and act on. Canteen staff: the canteens of their current department and
 * the departments under it (the canteen's own department, or one linked to act for it). Suppliers: the supplier companies their account is bound to. Procurement: the
 * canteens of the colleges whose procurement department is theirs (or under theirs) — their institution.
 * Platform administrators: everything. Each answer is a subquery, so a scoped list or count is one query.
 */
import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { actorKindOf, type ActorKind } from '../../contract/domain/order.ts';
import type { Db } from '../db/index.ts';
import { colleges, departments, restaurantDepartments, restaurants, suppliers, userDepartments } from '../db/schema/index.ts';
import type { SessionUser } from './sessions.ts';

/** Who acts: the signed-in user and the kind of party they act for. */
export interface Actor {
  id: string;
  username: string;
  userType: number;
  orgCode: string | null;
  kind: ActorKind;
}

export const actorOf = (user: Pick<SessionUser, 'id' | 'username' | 'userType' | 'orgCode'>): Actor => ({
  id: user.id,
  username: user.username,
  userType: user.userType,
  orgCode: user.orgCode,
  kind: actorKindOf(user.userType),
});

/** The supplier companies the user's account is bound to. */
export function ownSuppliers(db: Db, userId: string) {
  return db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.userId, userId), eq(suppliers.deleted, false)));
}

/**
 * The departments a user acts in: the current one (orgCode) and those under it, or all of theirs and those
 * under them when none is chosen. Only departments the user belongs to count, so a stale orgCode grants nothing.
 */
export function actingDepartments(db: Db, user: Pick<Actor, 'id' | 'orgCode'>) {
  const mine = alias(departments, 'mine');
  const under = alias(departments, 'under');
  return db
    .select({ id: under.id })
    .from(userDepartments)
    .innerJoin(mine, eq(mine.id, userDepartments.departId))
    .innerJoin(under, like(under.orgCode, sql`${mine.orgCode} || '%'`))
    .where(and(eq(userDepartments.userId, user.id), user.orgCode ? eq(mine.orgCode, user.orgCode) : undefined, eq(mine.deleted, false), eq(under.deleted, false)));
}

/** The canteens run by the user's departments: as the canteen's own department or one linked to act for it. */
export function ownRestaurants(db: Db, user: Pick<Actor, 'id' | 'orgCode'>) {
  return db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(
      or(
        inArray(restaurants.departId, actingDepartments(db, user)),
        inArray(restaurants.id, db.select({ id: restaurantDepartments.restaurantId }).from(restaurantDepartments).where(inArray(restaurantDepartments.departId, actingDepartments(db, user)))),
      ),
      eq(restaurants.deleted, false),
    ));
}

/** The canteens of the colleges the user's procurement departments serve. */
export function institutionRestaurants(db: Db, user: Pick<Actor, 'id' | 'orgCode'>) {
  return db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(colleges, eq(colleges.id, restaurants.collegeId))
    .where(and(inArray(colleges.procurementDepartId, actingDepartments(db, user)), eq(restaurants.deleted, false), eq(colleges.deleted, false)));
}

/** The canteens the actor sees, as a subquery; undefined for the platform (all). Suppliers: none by canteen. */
export function restaurantScope(db: Db, actor: Actor) {
  if (actor.kind === 'platform') return undefined;
  if (actor.kind === 'procurement') return institutionRestaurants(db, actor);
  if (actor.kind === 'canteen') return ownRestaurants(db, actor);
  return null;
}

/**
 * The condition that keeps rows of the actor's scope: `restaurant` for canteen, procurement and platform,
 * `supplier` for a supplier (rows without a supplier column are never a supplier's: pass null).
 */
export function scopeCondition(db: Db, actor: Actor, columns: { restaurant: PgColumn; supplier: PgColumn | null }): SQL | undefined {
  if (actor.kind === 'supplier') return columns.supplier ? inArray(columns.supplier, ownSuppliers(db, actor.id)) : sql`false`;
  const restaurantsInScope = restaurantScope(db, actor);
  return restaurantsInScope ? inArray(columns.restaurant, restaurantsInScope) : undefined;
}

/**
 * scopeCondition with the actor's canteens (or suppliers) read first and written in as ids, for lists over
 * the largest tables: the planner then sees the real selectivity, and one supplier or canteen becomes
 * `column = id`, which an index led by that column serves in the list's order (behind a subquery it walked the
 * whole table's order index and filtered). Two short queries instead of one; the rows are the same.
 */
export async function resolvedScopeCondition(db: Db, actor: Actor, columns: { restaurant: PgColumn; supplier: PgColumn | null }): Promise<SQL | undefined> {
  if (actor.kind === 'platform') return undefined;
  if (actor.kind === 'supplier' && !columns.supplier) return sql`false`;
  const ids = actor.kind === 'supplier' ? await ownSuppliers(db, actor.id) : await restaurantScope(db, actor)!;
  const column = actor.kind === 'supplier' ? columns.supplier! : columns.restaurant;
  if (ids.length === 0) return sql`false`;
  if (ids.length === 1) return eq(column, ids[0]!.id);
  return sql`${column} = any(${sql.param(ids.map((row) => row.id))}::text[])`;
}
