/**
 * 协议价: every agreement price the caller may see (procurement: its institution's canteens, suppliers:
 * their own, canteens: theirs), with where it came from (a bid's award, or the catalogue's approval) and
 * whether it is the price ordering uses today: approved, begun, and no later-begun or later-approved
 * approved price of the product for the canteen has begun (the current-price rule of agreementPrice.ts).
 */
import { and, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PriceStatus } from '../../../contract/domain/agreementPrice.ts';
import { chinaDate } from '../../../contract/domain/order.ts';
import type { AgreementPriceRow } from '../../../contract/routes/purchaseBids.ts';
import { resolvedScopeCondition, type Actor } from '../../auth/scope.ts';
import { openOn, PRICE_SCOPE_COLUMNS } from '../../db/agreementPrices.ts';
import type { Db } from '../../db/index.ts';
import { agreementPrices, baseProducts, purchaseBidPrices, purchaseBids, restaurants, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { exactCountLimit, listTotal, pageRead, seenRows, sortDirection, sorter } from '../../http/listQuery.ts';

/**
 * The price is the one ordering uses on `day`: one probe of agreement_prices_current_idx over the approved prices of
 * its product and canteen begun between its own day and `day` (the redundant `>=` bound lets the index range start at
 * its day; without it the planner probed by product and read all of the product's prices). Written out: drizzle
 * renders an alias in raw SQL without its table.
 */
function inForceOn(day: string): SQL {
  return sql`("agreement_prices"."status" = 'approved' and "agreement_prices"."effective_from" <= ${day}::date and not exists (
    select 1 from agreement_prices later where later.restaurant_id = "agreement_prices"."restaurant_id" and later.base_product_id = "agreement_prices"."base_product_id"
      and later.status = 'approved' and later.effective_from <= ${day}::date and later.effective_from >= "agreement_prices"."effective_from"
      and (later.effective_from > "agreement_prices"."effective_from" or (later.effective_from = "agreement_prices"."effective_from" and later.decided_at > "agreement_prices"."decided_at"))))`;
}

export interface AgreementPriceQuery {
  baseProductId?: string; restaurantId?: string; supplierId?: string; source?: 'bid' | 'catalogue'; bidNo?: string; inForce?: '0' | '1'; status?: PriceStatus;
  column?: string; order?: string;
}

const PRICE_SORT = { effectiveFrom: agreementPrices.effectiveFrom, price: agreementPrices.price, createTime: agreementPrices.createdAt };


export async function listAgreementPrices(db: Db, actor: Actor, query: AgreementPriceQuery, size: number, offset: number, now = new Date()) {
  const today = chinaDate(now);
  const inForce = inForceOn(today);
  const where = and(
    // as ids: one supplier's prices come off its own (supplier_id, …) order index
    await resolvedScopeCondition(db, actor, PRICE_SCOPE_COLUMNS),
    query.baseProductId ? eq(agreementPrices.baseProductId, query.baseProductId) : undefined,
    query.restaurantId ? eq(agreementPrices.restaurantId, query.restaurantId) : undefined,
    query.supplierId ? eq(agreementPrices.supplierId, query.supplierId) : undefined,
    query.status ? eq(agreementPrices.status, query.status) : undefined,
    query.source === 'bid' ? isNotNull(purchaseBidPrices.bidId) : query.source === 'catalogue' ? isNull(purchaseBidPrices.bidId) : undefined,
    query.bidNo ? ilike(purchaseBids.bidNo, containsPattern(query.bidNo)) : undefined,
    // a price in force is not closed either (its own supplier's next price has not begun): the open prices' index finds them
    query.inForce === '1' ? and(inForce, openOn(today)) : query.inForce === '0' ? sql`not ${inForce}` : undefined,
  );
  const direction = sortDirection(query);
  // the whole order runs one way, so each filter's index (…, effective_from, created_at, id) serves it
  const order = [sorter(PRICE_SORT, query, 'effectiveFrom'), direction(agreementPrices.createdAt), direction(agreementPrices.id)];
  const byBid = query.source !== undefined || query.bidNo !== undefined;
  const matching = () => {
    const ids = db.select({ id: agreementPrices.id }).from(agreementPrices).$dynamic();
    return (byBid ? ids.leftJoin(purchaseBidPrices, eq(purchaseBidPrices.priceId, agreementPrices.id)).leftJoin(purchaseBids, eq(purchaseBids.id, purchaseBidPrices.bidId)) : ids).where(where);
  };
  // the page's ids off the index first, then their joined rows (no join walked past the offset)
  const rows = await db.select({
    a: agreementPrices, supplierName: suppliers.name, productCode: baseProducts.code, productName: baseProducts.name, unit: baseProducts.unit,
    restaurantName: restaurants.name, bidId: purchaseBids.id, bidNo: purchaseBids.bidNo, inForce: sql<boolean>`${inForce}`,
  }).from(agreementPrices)
    .leftJoin(purchaseBidPrices, eq(purchaseBidPrices.priceId, agreementPrices.id))
    .leftJoin(purchaseBids, eq(purchaseBids.id, purchaseBidPrices.bidId))
    .innerJoin(suppliers, eq(suppliers.id, agreementPrices.supplierId))
    .innerJoin(baseProducts, eq(baseProducts.id, agreementPrices.baseProductId))
    .innerJoin(restaurants, eq(restaurants.id, agreementPrices.restaurantId))
    .where(inArray(agreementPrices.id, matching().orderBy(...order).limit(pageRead(size)).offset(offset)))
    .orderBy(...order);
  const { total, capped } = await listTotal(db, matching().orderBy(...order), exactCountLimit(offset, size), seenRows(offset, rows.length));
  const records: AgreementPriceRow[] = rows.slice(0, size).map((r) => ({
    id: r.a.id, supplierId: r.a.supplierId, supplierName: r.supplierName, baseProductId: r.a.baseProductId, productCode: r.productCode, productName: r.productName, unit: r.unit,
    restaurantId: r.a.restaurantId, restaurantName: r.restaurantName, price: r.a.price, effectiveFrom: r.a.effectiveFrom, effectiveTo: r.a.effectiveTo,
    status: r.a.status as PriceStatus, inForce: r.inForce === true, source: r.bidId ? 'bid' : 'catalogue', bidId: r.bidId, bidNo: r.bidNo,
    decidedBy: r.a.decidedBy, decidedAt: r.a.decidedAt?.toISOString() ?? null,
  }));
  return { total, capped, records };
}
