/**
 * Base products (virtual items are base products marked virtual: fees and services such as a delivery fee,
 * ordered and priced like any product but never stocked), the catalogue overview with today's price range,
 * and the shelf-life configs per category.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { chinaDate } from '../../../contract/domain/order.ts';
import { shelfLifeRefusal, type LinkStatus } from '../../../contract/domain/catalogue.ts';
import type { BodyOf } from '../../../contract/route.ts';
import type { productCreate } from '../../../contract/routes/products.ts';
import { restaurantScope, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { agreementPrices, baseProducts, categories, expirationConfigs, supplierProducts, suppliers } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { exactCountLimit, listTotal, pageRead, seenRows, sortDirection, sorter } from '../../http/listQuery.ts';
import { recordEvent } from '../../http/transition.ts';
import { assertCategory, assertImages, assertKeeper, stampsIso, staleVersion } from './common.ts';

/** Products of a category and the categories under it (codes extend their parent's). */
export function inCategory(db: Db, categoryId: string): SQL {
  const parent = db.select({ code: categories.code }).from(categories).where(eq(categories.id, categoryId));
  return inArray(baseProducts.categoryId, db.select({ id: categories.id }).from(categories).where(like(categories.code, sql`(${parent}) || '%'`)));
}

const keywordOf = (keyword?: string) => (keyword ? or(ilike(baseProducts.name, containsPattern(keyword)), ilike(baseProducts.code, containsPattern(keyword))) : undefined);

export interface ProductQuery {
  categoryId?: string;
  keyword?: string;
  enabled?: '0' | '1';
  virtual?: '0' | '1';
  column?: string;
  order?: string;
}

const PRODUCT_SORT = { code: baseProducts.code, name: baseProducts.name, createTime: baseProducts.createdAt };

function productRow(p: typeof baseProducts.$inferSelect, categoryName: string | null) {
  return {
    id: p.id, code: p.code, name: p.name, categoryId: p.categoryId, categoryName, unit: p.unit, spec: p.spec, brand: p.brand,
    shelfLifeDays: p.shelfLifeDays, warningDays: p.warningDays, images: p.images, enabled: p.enabled, virtual: p.virtual, version: p.version, ...stampsIso(p),
  };
}
export type ProductRow = ReturnType<typeof productRow>;

/**
 * A page of base products: the page's ids off the sort's index (code, or name then id), then their rows;
 * the total counted only so far (listTotal), not at all past that on a deep page.
 */
export async function listProducts(db: Db, query: ProductQuery, size: number, offset: number) {
  const where = and(
    eq(baseProducts.deleted, false),
    query.categoryId ? inCategory(db, query.categoryId) : undefined,
    keywordOf(query.keyword),
    query.enabled ? eq(baseProducts.enabled, query.enabled === '1') : undefined,
    query.virtual ? eq(baseProducts.virtual, query.virtual === '1') : undefined,
  );
  const order = [sorter(PRODUCT_SORT, query, 'code'), sortDirection(query)(baseProducts.id)];
  const read = await productPage(db, where, order, pageRead(size), offset);
  const { total, capped } = await listTotal(db, db.select({ id: baseProducts.id }).from(baseProducts).where(where), exactCountLimit(offset, size), seenRows(offset, read.length));
  return { total, capped, records: read.slice(0, size).map((r) => productRow(r.p, r.categoryName)) };
}

/** The rows of one page: the ids first (no join walked past the offset), then the rows with their category. */
function productPage(db: Db, where: SQL | undefined, order: SQL[], size: number, offset: number) {
  const ids = db.select({ id: baseProducts.id }).from(baseProducts).where(where).orderBy(...order).limit(size).offset(offset);
  return db.select({ p: baseProducts, categoryName: categories.name }).from(baseProducts).leftJoin(categories, eq(categories.id, baseProducts.categoryId))
    .where(inArray(baseProducts.id, ids)).orderBy(...order);
}

async function productById(db: Db, id: string) {
  const [row] = await db.select({ p: baseProducts, categoryName: categories.name }).from(baseProducts).leftJoin(categories, eq(categories.id, baseProducts.categoryId))
    .where(and(eq(baseProducts.id, id), eq(baseProducts.deleted, false)));
  if (!row) fail('PRODUCT_NOT_FOUND', { id });
  return row;
}

export async function productDetail(db: Db, id: string) {
  const { p, categoryName } = await productById(db, id);
  // the nearest category (by code prefix) with an expiration config
  const [config] = p.categoryId
    ? await db.select({ shelfLifeDays: expirationConfigs.shelfLifeDays, warningDays: expirationConfigs.warningDays }).from(expirationConfigs)
      .innerJoin(categories, eq(categories.id, expirationConfigs.categoryId))
      .where(sql`(select code from categories where id = ${p.categoryId}) like ${categories.code} || '%'`)
      .orderBy(desc(sql`length(${categories.code})`)).limit(1)
    : [];
  const links = await db.select({ supplierId: supplierProducts.supplierId, supplierName: suppliers.name, code: supplierProducts.code, auditStatus: supplierProducts.auditStatus })
    .from(supplierProducts).innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
    .where(and(eq(supplierProducts.baseProductId, p.id), eq(supplierProducts.deleted, false))).orderBy(asc(suppliers.name));
  return {
    ...productRow(p, categoryName),
    effectiveShelfLifeDays: p.shelfLifeDays ?? config?.shelfLifeDays ?? null,
    effectiveWarningDays: p.warningDays ?? config?.warningDays ?? null,
    suppliers: links.map((l) => ({ ...l, auditStatus: l.auditStatus as LinkStatus })),
  };
}

export type ProductInput = BodyOf<typeof productCreate>;

/** The input's rules; `keptImages` are the images the stored product holds (none for a new one). */
async function checkProduct(db: Db, actor: Actor, input: ProductInput, keptImages: readonly string[]) {
  const refusal = shelfLifeRefusal(input.shelfLifeDays, input.warningDays);
  if (refusal) fail(refusal);
  await assertCategory(db, input.categoryId);
  await assertImages(db, actor, input.images ?? [], keptImages);
}

const productValues = (input: ProductInput) => ({
  code: input.code, name: input.name.trim(), categoryId: input.categoryId ?? null, unit: input.unit.trim(), spec: input.spec ?? null, brand: input.brand ?? null,
  shelfLifeDays: input.shelfLifeDays ?? null, warningDays: input.warningDays ?? null, images: [...new Set(input.images ?? [])], virtual: input.virtual ?? false,
});

const codeTaken = (error: unknown, code: string) => {
  if (isUniqueViolation(error, 'base_products_code_key')) fail('PRODUCT_CODE_EXISTS', { code });
  throw error;
};

export async function createProduct(db: Db, actor: Actor, input: ProductInput, now = new Date()): Promise<ProductRow> {
  assertKeeper(actor);
  await checkProduct(db, actor, input, []);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx.insert(baseProducts).values({ ...productValues(input), createdBy: actor.username, createdAt: now }).returning({ id: baseProducts.id });
    await recordEvent(tx, { entity: 'product', entityId: row!.id, action: 'create', from: null, to: 'enabled', actor, detail: { code: input.code }, now });
    return row!.id;
  }).catch((error) => codeTaken(error, input.code));
  const { p, categoryName } = await productById(db, id);
  return productRow(p, categoryName);
}

export async function editProduct(db: Db, actor: Actor, id: string, input: ProductInput & { version: number }, now = new Date()): Promise<ProductRow> {
  assertKeeper(actor);
  await inTransaction(db, async (tx) => {
    // the stored row, held until the edit commits: its images are the ones kept whoever uploaded them
    const [stored] = await tx.select({ version: baseProducts.version, images: baseProducts.images }).from(baseProducts)
      .where(and(eq(baseProducts.id, id), eq(baseProducts.deleted, false))).for('update');
    if (!stored) fail('PRODUCT_NOT_FOUND', { id });
    if (stored.version !== input.version) staleVersion(stored.version);
    await checkProduct(tx, actor, input, stored.images);
    await tx.update(baseProducts).set({ ...productValues(input), version: stored.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(baseProducts.id, id));
    await recordEvent(tx, { entity: 'product', entityId: id, action: 'edit', from: null, to: 'edited', actor, detail: { code: input.code, name: input.name }, now });
  }).catch((error) => codeTaken(error, input.code));
  const { p, categoryName } = await productById(db, id);
  return productRow(p, categoryName);
}

export async function enableProduct(db: Db, actor: Actor, id: string, input: { version: number; enabled: boolean }, now = new Date()): Promise<ProductRow> {
  assertKeeper(actor);
  await inTransaction(db, async (tx) => {
    const { p } = await productById(tx, id);
    const changed = await tx.update(baseProducts).set({ enabled: input.enabled, version: p.version + 1, updatedBy: actor.username, updatedAt: now })
      .where(and(eq(baseProducts.id, id), eq(baseProducts.version, input.version))).returning({ id: baseProducts.id });
    if (changed.length === 0) staleVersion(p.version);
    await recordEvent(tx, { entity: 'product', entityId: id, action: input.enabled ? 'enable' : 'disable', from: p.enabled ? 'enabled' : 'disabled', to: input.enabled ? 'enabled' : 'disabled', actor, now });
  });
  const { p, categoryName } = await productById(db, id);
  return productRow(p, categoryName);
}

/**
 * The catalogue overview: base products, their approved suppliers and the range of the prices in force
 * today in the actor's canteens (suppliers: their own prices). The figures are read for the page's rows only.
 */
export async function productOverview(db: Db, actor: Actor, query: ProductQuery, size: number, offset: number, today = chinaDate(new Date())) {
  const where = and(eq(baseProducts.deleted, false), query.categoryId ? inCategory(db, query.categoryId) : undefined, keywordOf(query.keyword));
  const order = [sorter({ code: baseProducts.code, name: baseProducts.name }, query, 'code'), sortDirection(query)(baseProducts.id)];
  const read = await productPage(db, where, order, pageRead(size), offset);
  const { total, capped } = await listTotal(db, db.select({ id: baseProducts.id }).from(baseProducts).where(where), exactCountLimit(offset, size), seenRows(offset, read.length));
  const rows = read.slice(0, size);
  const ids = rows.map((r) => r.p.id);
  const scope = actor.kind === 'supplier'
    ? inArray(agreementPrices.supplierId, db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.userId, actor.id)))
    : (() => { const s = restaurantScope(db, actor); return s ? inArray(agreementPrices.restaurantId, s) : undefined; })();
  const ranges = ids.length
    ? await db.select({ id: agreementPrices.baseProductId, min: sql<string>`min(${agreementPrices.price})::text`, max: sql<string>`max(${agreementPrices.price})::text` })
      .from(agreementPrices)
      .where(and(inArray(agreementPrices.baseProductId, ids), eq(agreementPrices.status, 'approved'), sql`${agreementPrices.effectiveFrom} <= ${today}`,
        or(isNull(agreementPrices.effectiveTo), sql`${agreementPrices.effectiveTo} > ${today}`), scope))
      .groupBy(agreementPrices.baseProductId)
    : [];
  const counts = ids.length
    ? await db.select({ id: supplierProducts.baseProductId, n: count() }).from(supplierProducts)
      .where(and(inArray(supplierProducts.baseProductId, ids), eq(supplierProducts.auditStatus, 'approved'), eq(supplierProducts.deleted, false))).groupBy(supplierProducts.baseProductId)
    : [];
  const range = new Map(ranges.map((r) => [r.id, r]));
  const supplierCount = new Map(counts.map((c) => [c.id, c.n]));
  return {
    total,
    capped,
    records: rows.map(({ p, categoryName }) => ({
      id: p.id, code: p.code, name: p.name, categoryName, unit: p.unit, spec: p.spec, enabled: p.enabled,
      supplierCount: supplierCount.get(p.id) ?? 0, minPrice: range.get(p.id)?.min ?? null, maxPrice: range.get(p.id)?.max ?? null,
    })),
  };
}

// ---- expiration configs ----

const EXPIRATION_SORT = { categoryCode: categories.code, shelfLifeDays: expirationConfigs.shelfLifeDays };

function selectExpirations(db: Db) {
  return db.select({
    c: expirationConfigs, categoryCode: categories.code, categoryName: categories.name,
    productCount: sql<number>`(select count(*) from base_products b join categories bc on bc.id = b.category_id where bc.code like ${categories.code} || '%' and b.shelf_life_days is null and not b.deleted)`.mapWith(Number),
  }).from(expirationConfigs).innerJoin(categories, eq(categories.id, expirationConfigs.categoryId));
}
type ExpirationSelect = Awaited<ReturnType<ReturnType<typeof selectExpirations>['execute']>>[number];
const expirationRow = (r: ExpirationSelect) => ({
  id: r.c.id, categoryId: r.c.categoryId, categoryCode: r.categoryCode, categoryName: r.categoryName, shelfLifeDays: r.c.shelfLifeDays, warningDays: r.c.warningDays,
  productCount: r.productCount, version: r.c.version, ...stampsIso(r.c),
});

export async function listExpirations(db: Db, query: { keyword?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = query.keyword ? or(ilike(categories.name, containsPattern(query.keyword)), ilike(categories.code, containsPattern(query.keyword))) : undefined;
  const order = sorter(EXPIRATION_SORT, query, 'categoryCode');
  const [{ n }] = await db.select({ n: count() }).from(expirationConfigs).innerJoin(categories, eq(categories.id, expirationConfigs.categoryId)).where(where);
  const rows = await selectExpirations(db).where(where).orderBy(order, asc(expirationConfigs.id)).limit(size).offset(offset);
  return { total: n, records: rows.map(expirationRow) };
}

async function expirationById(db: Db, id: string) {
  const [row] = await selectExpirations(db).where(eq(expirationConfigs.id, id));
  if (!row) fail('EXPIRATION_NOT_FOUND');
  return expirationRow(row);
}

export async function saveExpiration(db: Db, actor: Actor, id: string | null, input: { categoryId: string; shelfLifeDays: number; warningDays: number; version?: number }, now = new Date()) {
  assertKeeper(actor);
  const refusal = shelfLifeRefusal(input.shelfLifeDays, input.warningDays);
  if (refusal) fail(refusal);
  await assertCategory(db, input.categoryId);
  const values = { categoryId: input.categoryId, shelfLifeDays: input.shelfLifeDays, warningDays: input.warningDays };
  const saved = await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(expirationConfigs).values({ ...values, createdBy: actor.username, createdAt: now }).returning({ id: expirationConfigs.id });
      await recordEvent(tx, { entity: 'product', entityId: row!.id, action: 'expiration', from: null, to: 'saved', actor, detail: values, now });
      return row!.id;
    }
    const current = await expirationById(tx, id);
    const changed = await tx.update(expirationConfigs).set({ ...values, version: current.version + 1, updatedBy: actor.username, updatedAt: now })
      .where(and(eq(expirationConfigs.id, id), eq(expirationConfigs.version, input.version ?? 0))).returning({ id: expirationConfigs.id });
    if (changed.length === 0) staleVersion(current.version);
    await recordEvent(tx, { entity: 'product', entityId: id, action: 'expiration', from: null, to: 'saved', actor, detail: values, now });
    return id;
  }).catch((error) => {
    if (isUniqueViolation(error, 'expiration_configs_category_key')) fail('EXPIRATION_EXISTS');
    throw error;
  });
  return expirationById(db, saved);
}
