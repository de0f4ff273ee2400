/** The six pending-work counts of the header bell (section 7), each answering a number, and orders over time. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.ts';
import { priceCount, procurementAuditCount, restaurantItemCount, supplierItemCount } from './counts.ts';
import { MAX_DAYS, orderStatistics } from './statistics.ts';

export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const base = '/order/orderGroupItem';
  // supplier: items to prepare stock for
  app.get(`${base}/supplieAcceptanceCount`, async (request) => ok(await supplierItemCount(db, request.user!, 'stock')));
  // supplier: items to accept
  app.get(`${base}/supplieAuditCount`, async (request) => ok(await supplierItemCount(db, request.user!, 'supplier_audit')));
  // canteen: deliveries to check on receipt
  app.get(`${base}/RestaurantCheckCountCount`, async (request) => ok(await restaurantItemCount(db, request.user!, 'check')));
  // canteen: items to allot a supplier
  app.get(`${base}/RestaurantCheckoutCount`, async (request) => ok(await restaurantItemCount(db, request.user!, 'allocation')));
  app.get(`${base}/ProcurementAuditCount`, async (request) => ok(await procurementAuditCount(db, request.user!)));
  app.get(`${base}/PriceCount`, async (request) => ok(await priceCount(db, request.user!)));
  // the analysis dashboard's orders-over-time chart
  app.get(`${base}/statistics`, {
    schema: { querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: MAX_DAYS, default: 30 }) }) },
  }, async (request) => ok(await orderStatistics(db, request.user!, (request.query as { days: number }).days)));
}
