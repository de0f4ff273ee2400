/**
 * Ordering and fulfilment (issue 18): the six pending counts of the header bell, orders over time, orders,
 * groups, lines and their lifecycle, delivery notes, ledgers, canteens, shop products and agreement prices,
 * after-sale and the new-order flows (afterSaleRoutes.ts).
 * Handlers only read the request and answer; the rules live in the contract's machines and the services here.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as catalogue from '../../../contract/routes/catalogue.ts';
import * as ordering from '../../../contract/routes/ordering.ts';
import { orderBreakdownRoute, orderStatisticsRoute, pendingCountRoutes, type PendingCountKey } from '../../../contract/routes/orders.ts';
import { actorOf, type Actor } from '../../auth/scope.ts';
import { createReadCache, ORDER_READS_CHANNEL } from '../../db/readCache.ts';
import { agreementPrices } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { canteensOf, listBaseProducts, shopProductsOf } from './catalogue.ts';
import { afterSaleRoutes } from './afterSaleRoutes.ts';
import { COUNTERS } from './counts.ts';
import { listStandingBook, subLedger } from './ledgers.ts';
import { auditGroup, dispatchLines, moveLine, placeOrder, withdrawOrder } from './lifecycle.ts';
import { listPrices, movePrice, priceById, priceQueueCondition, proposePrice, supplierPrices } from './prices.ts';
import {
  deliveryDetailOf, groupDetailOf, lineById, lineDetailOf, listDeliveries, listGroups, listLines, listOrders, orderDetailOf, type LineQuery,
} from './queries.ts';
import orderPrintRoutes from './print.ts';
import { orderBreakdown, orderStatistics } from './statistics.ts';

/** The tables who sees what is read from (auth/scope.ts). */
const SCOPE_TABLES = ['restaurants', 'suppliers', 'colleges', 'departments', 'user_departments', 'restaurant_departments'];
/** The tables each kept read comes from: a write to one drops its answers (migration 0032_order_reads notifies them). */
const READ_FROM = {
  counts: ['order_lines', 'after_sales', 'agreement_prices', ...SCOPE_TABLES],
  lines: ['order_lines', 'orders', 'order_groups', ...SCOPE_TABLES],
  standingBook: ['standing_book', 'base_products', ...SCOPE_TABLES],
  subLedger: ['goods_ledger', 'base_products', ...SCOPE_TABLES],
} as const;

export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as Parameters<typeof actorOf>[0]);
  // The reads every open page repeats, kept in memory until an ordering table changes
  // (db/readCache.ts): per actor (who, acting for which department) and per question.
  const reads = await createReadCache(app.database, ORDER_READS_CHANNEL);
  app.addHook('onClose', () => reads.close());
  const kept = <T,>(what: keyof typeof READ_FROM, who: Actor, question: unknown, compute: () => Promise<T>) =>
    reads.get(`${what}|${who.id}|${who.userType}|${who.orgCode ?? ''}|${JSON.stringify(question)}`, READ_FROM[what], compute);

  for (const [key, route] of Object.entries(pendingCountRoutes) as Array<[PendingCountKey, (typeof pendingCountRoutes)[PendingCountKey]]>) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      return ok(await kept('counts', who, key, () => COUNTERS[key](db, who)));
    });
  }
  // the analysis dashboard's orders-over-time chart
  addRoute(app, orderStatisticsRoute, {}, async (request) => ok(await orderStatistics(db, actor(request), request.query.days)));
  addRoute(app, orderBreakdownRoute, {}, async (request) => ok(await orderBreakdown(db, actor(request), request.query.by, request.query.days)));

  // orders
  addRoute(app, ordering.orderPlace, {}, async (request) => {
    const who = actor(request);
    const id = await placeOrder(db, who, request.body);
    return ok(await orderDetailOf(db, who, id), '下单成功');
  });
  addRoute(app, ordering.orderList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listOrders(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, ordering.orderDetail, {}, async (request) => ok(await orderDetailOf(db, actor(request), request.params.id)));
  addRoute(app, ordering.orderWithdraw, {}, async (request) => {
    const who = actor(request);
    await withdrawOrder(db, who, request.params.id, request.body);
    return ok(await orderDetailOf(db, who, request.params.id));
  });

  // groups
  addRoute(app, ordering.groupList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listGroups(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, ordering.groupDetail, {}, async (request) => ok(await groupDetailOf(db, actor(request), request.params.id)));
  addRoute(app, ordering.groupAudit, {}, async (request) => {
    const who = actor(request);
    const ids = await auditGroup(db, who, request.params.id, request.body);
    return ok(await Promise.all(ids.map((id) => lineById(db, who, id, true))));
  });

  // lines
  addRoute(app, ordering.lineList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const who = actor(request);
    const query = request.query as LineQuery; // queue: validated against LINE_QUEUE_KEYS by the schema
    const { total, records } = await kept('lines', who, [query, size, offset], () => listLines(db, who, query, size, offset));
    return ok(page(records, total, current, size));
  });
  addRoute(app, ordering.lineDetail, {}, async (request) => ok(await lineDetailOf(db, actor(request), request.params.id)));
  addRoute(app, ordering.lineCandidates, {}, async (request) => {
    const line = await lineById(db, actor(request), request.params.id);
    const offers = await supplierPrices(db, line.restaurantId, line.baseProductId, line.arrivalDate);
    return ok(offers.map((offer) => ({ ...offer, current: offer.supplierId === line.supplierId })));
  });
  const lineActions = [
    [ordering.lineAllot, 'allot'],
    [ordering.lineAccept, 'accept'],
    [ordering.lineReject, 'reject'],
    [ordering.lineCheck, 'check'],
    [ordering.lineApprove, 'approve'],
    [ordering.lineSendBack, 'sendBack'],
  ] as const;
  for (const [route, action] of lineActions) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      await moveLine(db, who, request.params.id, action, request.body);
      return ok(await lineById(db, who, request.params.id, true));
    });
  }

  // deliveries
  addRoute(app, ordering.dispatchCreate, {}, async (request) => {
    const who = actor(request);
    const id = await dispatchLines(db, who, request.body);
    return ok(await deliveryDetailOf(db, who, id), '已发货');
  });
  addRoute(app, ordering.deliveryList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listDeliveries(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, ordering.deliveryDetail, {}, async (request) => ok(await deliveryDetailOf(db, actor(request), request.params.id)));

  // ledgers
  addRoute(app, ordering.standingBook, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const who = actor(request);
    const { total, records } = await kept('standingBook', who, [request.query, size, offset], () => listStandingBook(db, who, request.query, size, offset));
    return ok(page(records, total, current, size));
  });
  addRoute(app, ordering.goodsSubLedger, {}, async (request) => {
    const who = actor(request);
    const { restaurantId, month, baseProductId } = request.query;
    return ok(await kept('subLedger', who, [restaurantId, month, baseProductId], () => subLedger(db, who, restaurantId, month, baseProductId)));
  });

  // master data and prices
  addRoute(app, catalogue.canteenList, {}, async (request) => ok(await canteensOf(db, actor(request))));
  addRoute(app, catalogue.baseProductList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listBaseProducts(db, request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, catalogue.shopProducts, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await shopProductsOf(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, catalogue.priceList, {}, async (request) => {
    const who = actor(request);
    const query = request.query;
    const { current, size, offset } = paging(query);
    const where = and(
      query.pending === '1' ? priceQueueCondition(db, who) : undefined,
      query.status ? eq(agreementPrices.status, query.status) : undefined,
      query.restaurantId ? eq(agreementPrices.restaurantId, query.restaurantId) : undefined,
      query.supplierId ? eq(agreementPrices.supplierId, query.supplierId) : undefined,
      query.baseProductId ? eq(agreementPrices.baseProductId, query.baseProductId) : undefined,
    );
    const { total, records } = await listPrices(db, who, where, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, catalogue.priceDetail, {}, async (request) => ok(await priceById(db, actor(request), request.params.id)));
  addRoute(app, catalogue.pricePropose, {}, async (request) => ok(await proposePrice(db, actor(request), request.body)));
  addRoute(app, catalogue.priceApprove, {}, async (request) => ok(await movePrice(db, actor(request), request.params.id, 'approve', request.body)));
  addRoute(app, catalogue.priceReturn, {}, async (request) => ok(await movePrice(db, actor(request), request.params.id, 'return', request.body)));
  addRoute(app, catalogue.priceRevise, {}, async (request) => ok(await movePrice(db, actor(request), request.params.id, 'revise', request.body)));

  // printing order documents, ledger totals and exports
  await orderPrintRoutes(app);
  // after-sale and the new-order flows
  afterSaleRoutes(app);
}
