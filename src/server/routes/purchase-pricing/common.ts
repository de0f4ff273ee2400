/** What the price-setting services share: keepers, the canteen scope of meetings and comparisons, and lookups. */
import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DECISION_MACHINE, DECISION_STATUS_NAMES, PRICING_KEEPERS, type DecisionAction, type DecisionStatus } from '../../../contract/domain/purchasePricing.ts';
import { restaurantScope, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, priceComparisons, priceMeetings, pricingCanteens, restaurants, suppliers } from '../../db/schema/index.ts';
import { refusedUpload } from '../../db/uploads.ts';
import { fail } from '../../http/errors.ts';
import { transition } from '../../http/transition.ts';

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

/**
 * An attachment is the path an upload answered: the caller's own upload, an image where an image is asked
 * for; a path the document already holds passes as it is (db/uploads.ts). Every refusal reads as "no such file".
 */
export async function checkFile(db: Db, actor: Actor, path: string | null | undefined, kept: readonly (string | null)[], purpose?: 'image'): Promise<void> {
  if (!path || !(await refusedUpload(db, actor.id, [path], kept, purpose))) return;
  fail(purpose ? 'PRICING_IMAGE_NOT_FOUND' : 'PRICING_FILE_NOT_FOUND', { id: path });
}

export const iso = (value: Date | null) => value?.toISOString() ?? null;
export const stampsIso = (row: { createdAt: Date; createdBy: string | null; updatedAt: Date | null; updatedBy: string | null }) => ({
  createBy: row.createdBy, createTime: row.createdAt.toISOString(), updateBy: row.updatedBy, updateTime: iso(row.updatedAt),
});

/** The two decision documents: a price meeting and a three-party comparison. */
interface DecisionDoc<T extends typeof priceMeetings | typeof priceComparisons> {
  table: T;
  entity: 'price_meeting' | 'price_comparison';
  notFound: 'PRICING_MEETING_NOT_FOUND' | 'PRICING_COMPARISON_NOT_FOUND';
  scope: (db: Db, actor: Actor) => SQL | undefined;
  /** Writes the agreement prices of an approval, in the approval's transaction. */
  onApprove: (tx: Db, row: T['$inferSelect']) => Promise<void>;
}

/** Moves a meeting or a comparison through DECISION_MACHINE with its trail row (a reject keeps its reason). */
export async function moveDecision<T extends typeof priceMeetings | typeof priceComparisons>(
  db: Db, actor: Actor, doc: DecisionDoc<T>, id: string, action: DecisionAction, input: { version: number; reason?: string }, now: Date,
): Promise<void> {
  // the columns read and written here are the same on both tables; drizzle types one table at a time
  const table = doc.table as typeof priceMeetings;
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(table).where(and(eq(table.id, id), doc.scope(tx, actor))).for('update');
    if (!row) fail(doc.notFound);
    const reason = input.reason?.trim() || undefined;
    await transition(tx, {
      entity: doc.entity, machine: DECISION_MACHINE, names: DECISION_STATUS_NAMES,
      row: { id: row.id, status: row.status as DecisionStatus, version: row.version }, version: input.version, action, actor, context: { input: { reason } }, now,
      detail: reason ? { reason } : undefined,
      apply: async (to) => {
        const decided = action === 'approve' || action === 'reject' ? { decidedBy: actor.username, decidedAt: now } : {};
        const changed = await tx.update(table).set({ status: to, version: row.version + 1, reason: action === 'reject' ? reason : null, ...decided, updatedBy: actor.username, updatedAt: now })
          .where(and(eq(table.id, row.id), eq(table.version, row.version))).returning({ id: table.id });
        if (changed.length === 1 && to === 'approved') await doc.onApprove(tx, row as T['$inferSelect']);
        return changed.length === 1;
      },
    });
  });
}
