/**
 * The agreement-price reads and bookkeeping that ordering and the catalogue share
 * (src/contract/domain/agreementPrice.ts): the current price of (product, canteen, day) as one index probe
 * each, and the effective-to day that closes a supplier's previous price when a new one is approved.
 */
import { and, asc, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from './index.ts';
import { agreementPrices } from './schema/index.ts';

/** A price's canteen and supplier, as the scope conditions (auth/scope.ts) read them. */
export const PRICE_SCOPE_COLUMNS = { restaurant: agreementPrices.restaurantId, supplier: agreementPrices.supplierId };

/** Not closed by `day` (no end, or an end after it), written as agreement_prices_open_idx indexes it: the lists' "in force on a day" filters. */
export const openOn = (day: string): SQL => sql`coalesce(${agreementPrices.effectiveTo}, 'infinity'::date) > ${day}::date`;

export interface PriceQuestion {
  baseProductId: string;
  restaurantId: string;
  day: string;
}

export interface PriceAnswer {
  priceId: string;
  supplierId: string;
  price: string;
  effectiveFrom: string;
}

/**
 * The current agreement price of each question, in order (null where none is in force): the approved
 * price with the latest effective day on or before the day, the later approval on a tie. One query; each
 * question is one descending probe of agreement_prices_current_idx (restaurant, product, status, from).
 */
export async function currentPriceBatch(db: Db, questions: readonly PriceQuestion[]): Promise<Array<PriceAnswer | null>> {
  if (questions.length === 0) return [];
  const products = questions.map((q) => q.baseProductId);
  const canteens = questions.map((q) => q.restaurantId);
  const days = questions.map((q) => q.day);
  const result = (await db.execute(sql`
    select q.n, p.id, p.supplier_id, p.price, p.effective_from::text as effective_from
    from unnest(${sql.param(products)}::text[], ${sql.param(canteens)}::text[], ${sql.param(days)}::date[]) with ordinality as q(product, canteen, day, n)
    cross join lateral (
      select a.id, a.supplier_id, a.price, a.effective_from
      from agreement_prices a
      where a.restaurant_id = q.canteen and a.base_product_id = q.product and a.status = 'approved' and a.effective_from <= q.day
      order by a.effective_from desc, a.decided_at desc nulls last
      limit 1
    ) p`)) as unknown as { rows: Array<{ n: number; id: string; supplier_id: string; price: string; effective_from: string }> };
  const answers: Array<PriceAnswer | null> = questions.map(() => null);
  for (const row of result.rows) answers[Number(row.n) - 1] = { priceId: row.id, supplierId: row.supplier_id, price: String(row.price), effectiveFrom: row.effective_from };
  return answers;
}

/**
 * A price of `row`'s supplier, product and canteen has just become approved: the approved price before it
 * ends on its effective day, and it ends where the next one starts (the history's effective-to).
 */
export async function settleEffectiveTo(tx: Db, row: { id: string; supplierId: string; baseProductId: string; restaurantId: string; effectiveFrom: string }): Promise<void> {
  const same = and(
    eq(agreementPrices.supplierId, row.supplierId),
    eq(agreementPrices.baseProductId, row.baseProductId),
    eq(agreementPrices.restaurantId, row.restaurantId),
    eq(agreementPrices.status, 'approved'),
    ne(agreementPrices.id, row.id),
  );
  const [before] = await tx.select({ id: agreementPrices.id }).from(agreementPrices).where(and(same, lte(agreementPrices.effectiveFrom, row.effectiveFrom)))
    .orderBy(desc(agreementPrices.effectiveFrom), desc(agreementPrices.decidedAt)).limit(1);
  if (before) await tx.update(agreementPrices).set({ effectiveTo: row.effectiveFrom }).where(eq(agreementPrices.id, before.id));
  const [after] = await tx.select({ effectiveFrom: agreementPrices.effectiveFrom }).from(agreementPrices).where(and(same, gt(agreementPrices.effectiveFrom, row.effectiveFrom)))
    .orderBy(asc(agreementPrices.effectiveFrom)).limit(1);
  await tx.update(agreementPrices).set({ effectiveTo: after?.effectiveFrom ?? null }).where(eq(agreementPrices.id, row.id));
}
