/**
 * School fill: a canteen asks for a product the catalogue lacks; procurement of its institution approves it
 * (a base product is made from it, under the code procurement gives) or rejects it with a reason.
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { FILL_MACHINE, FILL_STATUS_NAMES, fillActions, type FillAction, type FillStatus } from '../../../contract/domain/catalogue.ts';
import { ownRestaurants, scopeCondition, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, categories, restaurants, schoolFills } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { ACTOR_NAMES, recordEvent, transition } from '../../http/transition.ts';
import { assertCategory, stampsIso } from './common.ts';

const fillScope = (db: Db, actor: Actor): SQL | undefined => scopeCondition(db, actor, { restaurant: schoolFills.restaurantId, supplier: null });

function selectFills(db: Db) {
  return db.select({ f: schoolFills, restaurantName: restaurants.name, categoryName: categories.name })
    .from(schoolFills).innerJoin(restaurants, eq(restaurants.id, schoolFills.restaurantId)).leftJoin(categories, eq(categories.id, schoolFills.categoryId));
}
type FillSelect = Awaited<ReturnType<ReturnType<typeof selectFills>['execute']>>[number];
const fillRow = (r: FillSelect, actor: Actor) => ({
  id: r.f.id, restaurantId: r.f.restaurantId, restaurantName: r.restaurantName, name: r.f.name, categoryId: r.f.categoryId, categoryName: r.categoryName,
  unit: r.f.unit, spec: r.f.spec, brand: r.f.brand, note: r.f.note, status: r.f.status as FillStatus, reason: r.f.reason, baseProductId: r.f.baseProductId,
  version: r.f.version, decidedBy: r.f.decidedBy, decidedAt: r.f.decidedAt?.toISOString() ?? null, actions: fillActions(r.f.status as FillStatus, actor.kind),
  ...stampsIso(r.f),
});

const FILL_SORT = { createTime: schoolFills.createdAt, name: schoolFills.name };

export async function listFills(db: Db, actor: Actor, query: { restaurantId?: string; status?: FillStatus; keyword?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    fillScope(db, actor),
    query.restaurantId ? eq(schoolFills.restaurantId, query.restaurantId) : undefined,
    query.status ? eq(schoolFills.status, query.status) : undefined,
    query.keyword ? ilike(schoolFills.name, containsPattern(query.keyword)) : undefined,
  );
  const order = sorter(FILL_SORT, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(schoolFills).where(where);
  const rows = await selectFills(db).where(where).orderBy(order, asc(schoolFills.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((r) => fillRow(r, actor)) };
}

export async function fillById(db: Db, actor: Actor, id: string) {
  const [row] = await selectFills(db).where(and(eq(schoolFills.id, id), fillScope(db, actor)));
  if (!row) fail('SCHOOL_FILL_NOT_FOUND');
  return fillRow(row, actor);
}

export interface FillInput { restaurantId: string; name: string; categoryId?: string | null; unit: string; spec?: string | null; brand?: string | null; note?: string | null }

export async function createFill(db: Db, actor: Actor, input: FillInput, now = new Date()) {
  if (actor.kind !== 'canteen') fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action: 'fill' });
  await assertCategory(db, input.categoryId);
  const id = await inTransaction(db, async (tx) => {
    const [canteen] = await tx.select({ id: restaurants.id }).from(restaurants)
      .where(and(eq(restaurants.id, input.restaurantId), inArray(restaurants.id, ownRestaurants(tx, actor))));
    if (!canteen) fail('CANTEEN_NOT_FOUND');
    const [row] = await tx.insert(schoolFills).values({
      restaurantId: input.restaurantId, name: input.name.trim(), categoryId: input.categoryId ?? null, unit: input.unit.trim(), spec: input.spec ?? null, brand: input.brand ?? null,
      note: input.note ?? null, status: 'pending', createdBy: actor.username, createdAt: now,
    }).returning({ id: schoolFills.id });
    await recordEvent(tx, { entity: 'fill', entityId: row!.id, action: 'fill', from: null, to: 'pending', actor, now });
    return row!.id;
  });
  return fillById(db, actor, id);
}

export async function moveFill(db: Db, actor: Actor, id: string, action: FillAction, input: { version: number; reason?: string; code?: string }, now = new Date()) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(schoolFills).where(and(eq(schoolFills.id, id), fillScope(tx, actor))).for('update');
    if (!row) fail('SCHOOL_FILL_NOT_FOUND');
    await transition(tx, {
      entity: 'fill', machine: FILL_MACHINE, names: FILL_STATUS_NAMES,
      row: { id: row.id, status: row.status as FillStatus, version: row.version }, version: input.version, action, actor, context: { input }, now,
      detail: input.reason ? { reason: input.reason } : input.code ? { code: input.code } : undefined,
      apply: async (to) => {
        let baseProductId: string | null = null;
        if (action === 'approve') {
          if (!input.code) fail('SCHOOL_FILL_CODE_REQUIRED');
          const [product] = await tx.insert(baseProducts)
            .values({ code: input.code, name: row.name, categoryId: row.categoryId, unit: row.unit, spec: row.spec, brand: row.brand, createdBy: actor.username, createdAt: now })
            .returning({ id: baseProducts.id })
            .catch((error) => (isUniqueViolation(error, 'base_products_code_key') ? fail('PRODUCT_CODE_EXISTS', { code: input.code! }) : Promise.reject(error)));
          baseProductId = product!.id;
          await recordEvent(tx, { entity: 'product', entityId: baseProductId, action: 'create', from: null, to: 'enabled', actor, detail: { code: input.code, schoolFill: row.id }, now });
        }
        const changed = await tx.update(schoolFills)
          .set({ status: to, version: row.version + 1, reason: action === 'reject' ? input.reason!.trim() : null, baseProductId, decidedBy: actor.username, decidedAt: now, updatedBy: actor.username, updatedAt: now })
          .where(and(eq(schoolFills.id, row.id), eq(schoolFills.version, row.version))).returning({ id: schoolFills.id });
        return changed.length === 1;
      },
    });
  });
  return fillById(db, actor, id);
}
