/**
 * Bid rules (采购规则): kept by the platform and procurement (their institution's canteens), versioned,
 * enabled or disabled; a rule with open bids cannot be removed. Each change writes its trail row in the
 * same transaction.
 */
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { weightsValid } from '../../../contract/domain/purchaseBid.ts';
import type { PurchaseRuleRow } from '../../../contract/routes/purchaseBids.ts';
import { restaurantScope, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { purchaseBids, purchaseRules, restaurants } from '../../db/schema/index.ts';
import { containsPattern, stampsOf } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { recordEvent } from '../../http/transition.ts';
import { assertKeeper, canteensByIds, productsByIds, ruleScope } from './common.ts';

type RuleSelect = typeof purchaseRules.$inferSelect;

async function ruleRows(db: Db, rows: RuleSelect[]): Promise<PurchaseRuleRow[]> {
  const products = new Map((await productsByIds(db, [...new Set(rows.flatMap((r) => r.productIds))])).map((p) => [p.id, p]));
  const canteens = new Map((await canteensByIds(db, [...new Set(rows.flatMap((r) => r.restaurantIds))])).map((c) => [c.id, c]));
  return rows.map((r) => ({
    id: r.id, name: r.name,
    products: r.productIds.flatMap((id) => (products.has(id) ? [{ id, name: products.get(id)!.name, unit: products.get(id)!.unit }] : [])),
    restaurants: r.restaurantIds.flatMap((id) => (canteens.has(id) ? [canteens.get(id)!] : [])),
    periodFrom: r.periodFrom, periodTo: r.periodTo,
    priceWeight: r.priceWeight, qualityWeight: r.qualityWeight, deliveryWeight: r.deliveryWeight, minOffers: r.minOffers,
    enabled: r.enabled, remark: r.remark, version: r.version,
    ...stampsOf(r),
  })) as unknown as PurchaseRuleRow[];
}

const RULE_SORT = { createTime: purchaseRules.createdAt, name: purchaseRules.name, periodFrom: purchaseRules.periodFrom };

export async function listRules(db: Db, actor: Actor, query: { keyword?: string; restaurantId?: string; enabled?: '0' | '1'; column?: string; order?: string }, size: number, offset: number) {
  assertKeeper(actor);
  const where = and(
    eq(purchaseRules.deleted, false),
    ruleScope(db, actor),
    query.keyword ? ilike(purchaseRules.name, containsPattern(query.keyword)) : undefined,
    query.restaurantId ? sql`${purchaseRules.restaurantIds} ? ${query.restaurantId}` : undefined,
    query.enabled ? eq(purchaseRules.enabled, query.enabled === '1') : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(purchaseRules).where(where);
  const rows = await db.select().from(purchaseRules).where(where).orderBy(sorter(RULE_SORT, query, 'createTime'), asc(purchaseRules.id)).limit(size).offset(offset);
  return { total: n, records: await ruleRows(db, rows) };
}

/** The rule row in the keeper's scope (locked when `lock`), or RULE_NOT_FOUND. */
export async function ruleInScope(db: Db, actor: Actor, id: string, lock = false): Promise<RuleSelect> {
  assertKeeper(actor);
  const query = db.select().from(purchaseRules).where(and(eq(purchaseRules.id, id), eq(purchaseRules.deleted, false), ruleScope(db, actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('BID_RULE_NOT_FOUND');
  return row;
}

export async function ruleById(db: Db, actor: Actor, id: string): Promise<PurchaseRuleRow> {
  return (await ruleRows(db, [await ruleInScope(db, actor, id)]))[0]!;
}

export interface RuleInput {
  name: string; productIds: string[]; restaurantIds: string[]; periodFrom: string; periodTo: string;
  priceWeight: number; qualityWeight: number; deliveryWeight: number; minOffers: number; remark?: string | null; version?: number;
}

/** The input checked: weights, period, enabled products, canteens in the actor's scope. */
async function checkedRule(db: Db, actor: Actor, input: RuleInput) {
  if (!weightsValid(input)) fail('BID_RULE_WEIGHTS', { sum: input.priceWeight + input.qualityWeight + input.deliveryWeight });
  if (input.periodTo < input.periodFrom) fail('BID_RULE_PERIOD_INVALID');
  const productIds = [...new Set(input.productIds)];
  const found = new Map((await productsByIds(db, productIds)).map((p) => [p.id, p]));
  for (const id of productIds) {
    const product = found.get(id);
    if (!product || product.deleted) fail('PRODUCT_NOT_FOUND', { id });
    if (!product.enabled) fail('PRODUCT_DISABLED', { product: product.name });
  }
  const restaurantIds = [...new Set(input.restaurantIds)];
  const inScope = restaurantScope(db, actor);
  const canteens = await db.select({ id: restaurants.id }).from(restaurants)
    .where(and(inArray(restaurants.id, restaurantIds), eq(restaurants.deleted, false), inScope ? inArray(restaurants.id, inScope) : undefined));
  if (canteens.length !== restaurantIds.length) fail('CANTEEN_NOT_FOUND');
  return {
    name: input.name.trim(), productIds, restaurantIds, periodFrom: input.periodFrom, periodTo: input.periodTo,
    priceWeight: input.priceWeight, qualityWeight: input.qualityWeight, deliveryWeight: input.deliveryWeight, minOffers: input.minOffers, remark: input.remark ?? null,
  };
}

const staleRule = (version: number): never => fail('BID_RULE_STALE', { version });
const stateOf = (enabled: boolean) => (enabled ? 'enabled' : 'disabled');

export async function saveRule(db: Db, actor: Actor, id: string | null, input: RuleInput, now = new Date()): Promise<PurchaseRuleRow> {
  assertKeeper(actor);
  const saved = await inTransaction(db, async (tx) => {
    const current = id === null ? null : await ruleInScope(tx, actor, id, true);
    if (current && current.version !== input.version) staleRule(current.version);
    const values = await checkedRule(tx, actor, input);
    if (current === null) {
      const [row] = await tx.insert(purchaseRules).values({ ...values, createdBy: actor.username, createdAt: now }).returning({ id: purchaseRules.id });
      await recordEvent(tx, { entity: 'bid_rule', entityId: row!.id, action: 'create', from: null, to: 'enabled', actor, detail: values, now });
      return row!.id;
    }
    const ruleId = current.id;
    await tx.update(purchaseRules).set({ ...values, version: current.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(purchaseRules.id, ruleId));
    await recordEvent(tx, { entity: 'bid_rule', entityId: ruleId, action: 'edit', from: stateOf(current.enabled), to: stateOf(current.enabled), actor, detail: values, now });
    return ruleId;
  });
  return ruleById(db, actor, saved);
}

export async function enableRule(db: Db, actor: Actor, id: string, input: { version: number; enabled: boolean }, now = new Date()): Promise<PurchaseRuleRow> {
  await inTransaction(db, async (tx) => {
    const current = await ruleInScope(tx, actor, id, true);
    if (current.version !== input.version) staleRule(current.version);
    await tx.update(purchaseRules).set({ enabled: input.enabled, version: current.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(purchaseRules.id, id));
    await recordEvent(tx, { entity: 'bid_rule', entityId: id, action: input.enabled ? 'enable' : 'disable', from: stateOf(current.enabled), to: stateOf(input.enabled), actor, now });
  });
  return ruleById(db, actor, id);
}

export async function deleteRule(db: Db, actor: Actor, id: string, version: number, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await ruleInScope(tx, actor, id, true);
    if (current.version !== version) staleRule(current.version);
    const [open] = await tx.select({ id: purchaseBids.id }).from(purchaseBids)
      .where(and(eq(purchaseBids.ruleId, id), inArray(purchaseBids.status, ['draft', 'published', 'evaluating']))).limit(1);
    if (open) fail('BID_RULE_IN_USE', { name: current.name });
    await tx.update(purchaseRules).set({ deleted: true, version: current.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(purchaseRules.id, id));
    await recordEvent(tx, { entity: 'bid_rule', entityId: id, action: 'delete', from: stateOf(current.enabled), to: 'deleted', actor, now });
  });
}
