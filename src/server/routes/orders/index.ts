/** The six pending-work counts of the header bell (section 7), each answering a number, and orders over time. */
import type { FastifyInstance } from 'fastify';
import { orderStatisticsRoute, pendingCountRoutes, type PendingCountKey } from '../../../contract/routes/orders.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/index.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { priceCount, procurementAuditCount, restaurantItemCount, supplierItemCount } from './counts.ts';
import { orderStatistics } from './statistics.ts';

/** How each count of the bell is counted. */
const COUNTERS: Record<PendingCountKey, (db: Db, user: SessionUser) => Promise<number>> = {
  // supplier: items to prepare stock for
  supplierAcceptance: (db, user) => supplierItemCount(db, user, 'stock'),
  // supplier: items to accept
  supplierAudit: (db, user) => supplierItemCount(db, user, 'supplier_audit'),
  // canteen: deliveries to check on receipt
  restaurantCheck: (db, user) => restaurantItemCount(db, user, 'check'),
  // canteen: items to allot a supplier
  restaurantCheckout: (db, user) => restaurantItemCount(db, user, 'allocation'),
  procurementAudit: procurementAuditCount,
  price: priceCount,
};

export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  for (const [key, route] of Object.entries(pendingCountRoutes) as Array<[PendingCountKey, (typeof pendingCountRoutes)[PendingCountKey]]>) {
    addRoute(app, route, {}, async (request) => ok(await COUNTERS[key](db, request.user!)));
  }
  // the analysis dashboard's orders-over-time chart
  addRoute(app, orderStatisticsRoute, {}, async (request) => ok(await orderStatistics(db, request.user!, request.query.days)));
}
