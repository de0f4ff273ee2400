/** The master data reads ordering needs: canteens in scope with their slots, base products, the shop's priced products. */
import { and, asc, count, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import { chinaDate, type DeliverySlot } from '../../../contract/domain/order.ts';
import { ownSuppliers, restaurantScope, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { agreementPrices, baseProducts, categories, colleges, restaurants, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { currentPrices } from './prices.ts';

export async function canteensOf(db: Db, actor: Actor) {
  const inScope = actor.kind === 'supplier'
    ? inArray(restaurants.id, db.selectDistinct({ id: agreementPrices.restaurantId }).from(agreementPrices).where(inArray(agreementPrices.supplierId, ownSuppliers(db, actor.id))))
    : (() => {
        const scope = restaurantScope(db, actor);
        return scope ? inArray(restaurants.id, scope) : undefined;
      })();
  const rows = await db
    .select({ canteen: restaurants, collegeName: colleges.name })
    .from(restaurants)
    .innerJoin(colleges, eq(colleges.id, restaurants.collegeId))
    // in service only: the shop and the order filters offer canteens that take orders
    .where(and(eq(restaurants.deleted, false), eq(restaurants.status, 1), eq(colleges.status, 1), inScope))
    .orderBy(asc(colleges.name), asc(restaurants.name));
  return rows.map(({ canteen, collegeName }) => ({
    id: canteen.id,
    name: canteen.name,
    collegeId: canteen.collegeId,
    collegeName,
    address: canteen.address,
    contact: canteen.contact,
    phone: canteen.phone,
    deliverySlots: canteen.deliverySlots as DeliverySlot[],
  }));
}

/** Products of a category and the categories under it (codes extend their parent's). */
function inCategory(db: Db, categoryId: string) {
  const parent = db.select({ code: categories.code }).from(categories).where(eq(categories.id, categoryId));
  return inArray(baseProducts.categoryId, db.select({ id: categories.id }).from(categories).where(like(categories.code, sql`(${parent}) || '%'`)));
}

const productColumns = {
  id: baseProducts.id,
  code: baseProducts.code,
  name: baseProducts.name,
  categoryId: baseProducts.categoryId,
  categoryName: categories.name,
  unit: baseProducts.unit,
  spec: baseProducts.spec,
};

export async function listBaseProducts(db: Db, query: { categoryId?: string; keyword?: string }, size: number, offset: number) {
  const where = and(
    eq(baseProducts.deleted, false),
    query.categoryId ? inCategory(db, query.categoryId) : undefined,
    query.keyword ? ilike(baseProducts.name, containsPattern(query.keyword)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(baseProducts).where(where);
  const records = await db.select(productColumns).from(baseProducts).leftJoin(categories, eq(categories.id, baseProducts.categoryId)).where(where).orderBy(asc(baseProducts.code)).limit(size).offset(offset);
  return { total: n, records };
}

/** The shop: products with a current agreement price for the canteen on the day. */
export async function shopProductsOf(db: Db, actor: Actor, query: { restaurantId: string; arrivalDate?: string; categoryId?: string; keyword?: string }, size: number, offset: number) {
  const scope = restaurantScope(db, actor);
  if (scope === null) fail('CANTEEN_NOT_FOUND');
  const [canteen] = await db.select({ id: restaurants.id }).from(restaurants).where(and(eq(restaurants.id, query.restaurantId), eq(restaurants.deleted, false), scope ? inArray(restaurants.id, scope) : undefined));
  if (!canteen) fail('CANTEEN_NOT_FOUND');
  const day = query.arrivalDate ?? chinaDate(new Date());
  const prices = await currentPrices(db, canteen.id, day);
  const where = and(
    eq(baseProducts.deleted, false),
    eq(baseProducts.enabled, true),
    prices.size ? inArray(baseProducts.id, [...prices.keys()]) : sql`false`,
    query.categoryId ? inCategory(db, query.categoryId) : undefined,
    query.keyword ? ilike(baseProducts.name, containsPattern(query.keyword)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(baseProducts).where(where);
  const rows = await db.select(productColumns).from(baseProducts).leftJoin(categories, eq(categories.id, baseProducts.categoryId)).where(where).orderBy(asc(baseProducts.code)).limit(size).offset(offset);
  const supplierIds = [...new Set(rows.map((r) => prices.get(r.id)!.supplierId))];
  const names = new Map(supplierIds.length ? (await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, supplierIds))).map((s) => [s.id, s.name]) : []);
  return {
    total: n,
    records: rows.map((row) => {
      const price = prices.get(row.id)!;
      return { ...row, price: price.price, minOrder: price.minOrder, supplierId: price.supplierId, supplierName: names.get(price.supplierId) ?? '', priceId: price.priceId };
    }),
  };
}
