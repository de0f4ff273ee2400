/**
 * Cloud goods (云商品): suppliers offer approved product links on a shared list, procurement lists them,
 * canteens (or procurement) adopt a listed item for their canteens from a day: an approved agreement
 * price at the item's price for each, so it appears in their shop.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CLOUD_ADOPTERS, CLOUD_GOOD_MACHINE, CLOUD_GOOD_STATUS_NAMES, cloudGoodActions, type CloudGoodAction, type CloudGoodStatus,
} from '../../../contract/domain/purchasePricing.ts';
import type { CloudGoodDetail, CloudGoodRecord } from '../../../contract/routes/purchasePricing.ts';
import { ownSuppliers, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, cloudGoodAdoptions, cloudGoods, restaurants, supplierProducts, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { grantAgreementPrice } from '../../http/priceGrant.ts';
import { conflict, recordEvent, trailOf, transition } from '../../http/transition.ts';
import { checkCanteens, checkFile, iso, stampsIso } from './common.ts';
import { supplierActedFor } from '../../http/supplierActedFor.ts';

export interface CloudQuery { keyword?: string; status?: string; supplierId?: string; column?: string; order?: string }
export interface CloudInput { baseProductId: string; spec?: string | null; price: string; minOrder: string; imageId?: string | null; note?: string | null }

const SORT = { createTime: cloudGoods.createdAt, price: cloudGoods.price, productName: baseProducts.name };

/** Suppliers see their own items, canteens the listed ones, procurement and the platform all (the list is shared). */
function scope(db: Db, actor: Actor): SQL | undefined {
  if (actor.kind === 'supplier') return inArray(cloudGoods.supplierId, ownSuppliers(db, actor.id));
  if (actor.kind === 'canteen') return eq(cloudGoods.status, 'listed');
  return undefined;
}

function selectGoods(db: Db) {
  const adoptions = sql<number>`(select count(*) from ${cloudGoodAdoptions} a where a.cloud_good_id = ${cloudGoods.id})`.mapWith(Number);
  return db.select({ g: cloudGoods, supplierName: suppliers.name, productCode: baseProducts.code, productName: baseProducts.name, unit: baseProducts.unit, adoptions })
    .from(cloudGoods)
    .innerJoin(suppliers, eq(suppliers.id, cloudGoods.supplierId))
    .innerJoin(baseProducts, eq(baseProducts.id, cloudGoods.baseProductId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectGoods>['execute']>>[number];

function record({ g, ...names }: Row, actor: Actor): CloudGoodRecord {
  const status = g.status as CloudGoodStatus;
  return {
    id: g.id, supplierId: g.supplierId, baseProductId: g.baseProductId, ...names, spec: g.spec, price: g.price, minOrder: g.minOrder,
    imageId: g.imageId, note: g.note, status, reason: g.reason, version: g.version, listedBy: g.listedBy, listedAt: iso(g.listedAt),
    ...stampsIso(g), actions: cloudGoodActions(status, actor.kind), adoptable: status === 'listed' && CLOUD_ADOPTERS.includes(actor.kind),
  };
}

export async function listCloudGoods(db: Db, actor: Actor, query: CloudQuery, size: number, offset: number) {
  const where = and(
    scope(db, actor),
    query.status ? eq(cloudGoods.status, query.status) : undefined,
    query.supplierId ? eq(cloudGoods.supplierId, query.supplierId) : undefined,
    query.keyword ? or(ilike(baseProducts.name, containsPattern(query.keyword)), ilike(baseProducts.code, containsPattern(query.keyword))) : undefined,
  );
  const order = sorter(SORT, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(cloudGoods).innerJoin(baseProducts, eq(baseProducts.id, cloudGoods.baseProductId)).where(where);
  const rows = await selectGoods(db).where(where).orderBy(order, asc(cloudGoods.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((row) => record(row, actor)) };
}

export async function cloudGoodDetailOf(db: Db, actor: Actor, id: string): Promise<CloudGoodDetail> {
  const [row] = await selectGoods(db).where(and(eq(cloudGoods.id, id), scope(db, actor)));
  if (!row) fail('PRICING_CLOUD_NOT_FOUND');
  const adoptions = await db.select({ a: cloudGoodAdoptions, restaurantName: restaurants.name }).from(cloudGoodAdoptions)
    .innerJoin(restaurants, eq(restaurants.id, cloudGoodAdoptions.restaurantId))
    .where(eq(cloudGoodAdoptions.cloudGoodId, id)).orderBy(asc(cloudGoodAdoptions.createdAt), asc(cloudGoodAdoptions.id));
  return {
    ...record(row, actor),
    adoptionList: adoptions.map(({ a, restaurantName }) => ({ id: a.id, restaurantId: a.restaurantId, restaurantName, priceId: a.priceId, effectiveFrom: a.effectiveFrom, createBy: a.createdBy, createTime: a.createdAt.toISOString() })),
    events: await trailOf(db, id),
  };
}

async function checkInput(tx: Db, actor: Actor, supplierId: string, input: CloudInput, keptImage: string | null = null): Promise<string> {
  if (!(Number(input.price) > 0)) fail('PRICE_ZERO');
  if (!(Number(input.minOrder) > 0)) fail('PRICING_MIN_ORDER_INVALID');
  await checkFile(tx, actor, input.imageId, [keptImage], 'image');
  const [link] = await tx.select({ id: supplierProducts.id, status: supplierProducts.auditStatus, name: baseProducts.name }).from(baseProducts)
    .leftJoin(supplierProducts, and(eq(supplierProducts.baseProductId, baseProducts.id), eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.deleted, false)))
    .where(and(eq(baseProducts.id, input.baseProductId), eq(baseProducts.deleted, false)));
  if (!link) fail('PRODUCT_NOT_FOUND', { id: input.baseProductId });
  if (link.status !== 'approved' || !link.id) fail('SUPPLIER_PRODUCT_NOT_APPROVED', { product: link.name });
  return link.id;
}

const valuesOf = (input: CloudInput) => ({
  baseProductId: input.baseProductId, spec: input.spec?.trim() || null, price: input.price, minOrder: input.minOrder, imageId: input.imageId ?? null, note: input.note?.trim() || null,
});

/** A supplier offers an approved link of its own on the cloud list: a draft; answers its id. */
export async function createCloudGood(db: Db, actor: Actor, input: CloudInput & { supplierId?: string }, now = new Date()): Promise<string> {
  if (actor.kind !== 'supplier') fail('PRICING_CLOUD_SUPPLIERS_ONLY');
  return inTransaction(db, async (tx) => {
    const supplierId = await supplierActedFor(tx, actor, input.supplierId);
    const linkId = await checkInput(tx, actor, supplierId, input);
    const [row] = await tx.insert(cloudGoods).values({ ...valuesOf(input), supplierId, supplierProductId: linkId, status: 'draft', createdBy: actor.username, createdAt: now }).returning({ id: cloudGoods.id });
    await recordEvent(tx, { entity: 'cloud_good', entityId: row!.id, action: 'create', from: null, to: 'draft', actor, detail: { price: input.price }, now });
    return row!.id;
  });
}

/** The supplier changes its draft. */
export async function editCloudGood(db: Db, actor: Actor, id: string, input: CloudInput & { version: number }, now = new Date()): Promise<void> {
  if (actor.kind !== 'supplier') fail('PRICING_CLOUD_SUPPLIERS_ONLY');
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(cloudGoods).where(and(eq(cloudGoods.id, id), scope(tx, actor))).for('update');
    if (!row) fail('PRICING_CLOUD_NOT_FOUND');
    if (row.version !== input.version) conflict(row, CLOUD_GOOD_STATUS_NAMES);
    if (row.status !== 'draft') fail('PRICING_CLOUD_NOT_EDITABLE', { status: CLOUD_GOOD_STATUS_NAMES[row.status as CloudGoodStatus].zh });
    const linkId = await checkInput(tx, actor, row.supplierId, input, row.imageId);
    await tx.update(cloudGoods).set({ ...valuesOf(input), supplierProductId: linkId, version: row.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(cloudGoods.id, id));
    await recordEvent(tx, { entity: 'cloud_good', entityId: id, action: 'edit', from: 'draft', to: 'draft', actor, detail: { price: input.price }, now });
  });
}

/** List, delist or redraft an item. */
export async function moveCloudGood(db: Db, actor: Actor, id: string, action: CloudGoodAction, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(cloudGoods).where(and(eq(cloudGoods.id, id), scope(tx, actor))).for('update');
    if (!row) fail('PRICING_CLOUD_NOT_FOUND');
    const reason = input.reason?.trim() || undefined;
    await transition(tx, {
      entity: 'cloud_good', machine: CLOUD_GOOD_MACHINE, names: CLOUD_GOOD_STATUS_NAMES,
      row: { id: row.id, status: row.status as CloudGoodStatus, version: row.version }, version: input.version, action, actor, context: { input: { reason } }, now,
      detail: reason ? { reason } : undefined,
      apply: async (to) => {
        const listed = action === 'list' ? { listedBy: actor.username, listedAt: now } : {};
        const changed = await tx.update(cloudGoods).set({ status: to, version: row.version + 1, reason: action === 'delist' ? reason : null, ...listed, updatedBy: actor.username, updatedAt: now })
          .where(and(eq(cloudGoods.id, row.id), eq(cloudGoods.version, row.version))).returning({ id: cloudGoods.id });
        return changed.length === 1;
      },
    });
  });
}

/** Adopt a listed item for canteens of the actor's scope from a day: an approved agreement price each. */
export async function adoptCloudGood(db: Db, actor: Actor, id: string, input: { restaurantIds: string[]; effectiveFrom: string }, now = new Date()): Promise<void> {
  if (!CLOUD_ADOPTERS.includes(actor.kind)) fail('PRICING_ADOPT_FORBIDDEN');
  await inTransaction(db, async (tx) => {
    // locked so a delisting cannot pass between the check and the prices
    const [row] = await tx.select().from(cloudGoods).where(and(eq(cloudGoods.id, id), scope(tx, actor))).for('update');
    if (!row) fail('PRICING_CLOUD_NOT_FOUND');
    if (row.status !== 'listed') fail('PRICING_CLOUD_NOT_LISTED', { status: CLOUD_GOOD_STATUS_NAMES[row.status as CloudGoodStatus].zh });
    const canteens = await checkCanteens(tx, actor, input.restaurantIds);
    for (const restaurantId of canteens) {
      const priceId = await grantAgreementPrice(tx, actor, { supplierId: row.supplierId, baseProductId: row.baseProductId, restaurantId, price: row.price, minOrder: row.minOrder, effectiveFrom: input.effectiveFrom, source: { kind: 'cloud_good', id: row.id } }, now);
      await tx.insert(cloudGoodAdoptions).values({ cloudGoodId: row.id, restaurantId, priceId, effectiveFrom: input.effectiveFrom, createdBy: actor.username, createdAt: now });
      await recordEvent(tx, { entity: 'cloud_good', entityId: row.id, action: 'adopt', from: 'listed', to: 'listed', actor, detail: { restaurantId, priceId, effectiveFrom: input.effectiveFrom }, now });
    }
  });
}
