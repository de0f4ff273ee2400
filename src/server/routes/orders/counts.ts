/**
 * The header's pending-work counts: exactly the sizes of the work queues (src/contract/domain/order.ts
 * LINE_QUEUES, afterSale.ts AFTER_SALE_QUEUES and agreementPrice.ts PRICE_QUEUE) in the caller's scope,
 * the same conditions the queue lists use. Every browser polls them every 6 s: each is one indexed count with the scope as a subquery, and a
 * caller who does not work a queue gets 0 without touching a row.
 */
import { count } from 'drizzle-orm';
import type { PendingCountKey } from '../../../contract/routes/orders.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { agreementPrices } from '../../db/schema/index.ts';
import { afterSaleQueueSize } from './afterSaleQueries.ts';
import { priceQueueCondition } from './prices.ts';
import { queueSize } from './queries.ts';

export async function priceQueueSize(db: Db, actor: Actor): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(agreementPrices).where(priceQueueCondition(db, actor));
  return n;
}

export const COUNTERS: Record<PendingCountKey, (db: Db, actor: Actor) => Promise<number>> = {
  supplierAcceptance: (db, actor) => queueSize(db, actor, 'supplierAcceptance'),
  supplierAudit: (db, actor) => queueSize(db, actor, 'supplierAudit'),
  restaurantCheck: (db, actor) => queueSize(db, actor, 'restaurantCheck'),
  restaurantCheckout: (db, actor) => queueSize(db, actor, 'restaurantCheckout'),
  procurementAudit: (db, actor) => queueSize(db, actor, 'procurementAudit'),
  afterSaleSupplier: (db, actor) => afterSaleQueueSize(db, actor, 'afterSaleSupplier'),
  afterSaleApproval: (db, actor) => afterSaleQueueSize(db, actor, 'afterSaleApproval'),
  price: priceQueueSize,
};
