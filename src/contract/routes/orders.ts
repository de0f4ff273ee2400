/**
 * The pending-work counts of the header bell (section 7's six and the two after-sale queues), each answering a number within the
 * caller's scope, and the analysis dashboard's orders over time.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from '../envelope.ts';
import { defineRoute, type RouteContract } from '../route.ts';

const tag = 'orders';
const BASE = '/order/orderGroupItem';

const count = (path: string, summary: string) =>
  defineRoute({ method: 'GET', url: `${BASE}/${path}`, summary, tag, result: Type.Number() });

/** The bell's counts by their key; the paths keep the back office's spelling. */
export const pendingCountRoutes = {
  supplierAcceptance: count('supplieAcceptanceCount', "Supplier: order items to prepare stock for (0 for anyone else)"),
  supplierAudit: count('supplieAuditCount', 'Supplier: order items to accept (0 for anyone else)'),
  restaurantCheck: count('RestaurantCheckCountCount', "Canteen: deliveries to check on receipt, of the caller's canteens"),
  restaurantCheckout: count('RestaurantCheckoutCount', "Canteen: order items to allot a supplier, of the caller's canteens"),
  procurementAudit: count('ProcurementAuditCount', 'Procurement and platform: order items awaiting the procurement audit'),
  afterSaleSupplier: count('AfterSaleSupplierCount', 'Supplier: after-sale requests awaiting its answer (0 for anyone else)'),
  afterSaleApproval: count('AfterSaleApprovalCount', 'Procurement and platform: after-sale requests awaiting their decision'),
  price: count('PriceCount', 'Supplier: own products to price; procurement and platform: prices awaiting approval'),
} as const satisfies Record<string, RouteContract>;

export type PendingCountKey = keyof typeof pendingCountRoutes;

/** The header counts, by the bell's keys. */
export type PendingCounts = Record<PendingCountKey, number>;

/** Days the orders-over-time chart may span. */
export const MAX_STATISTICS_DAYS = 366;

export const DayStatistics = Type.Object({
  /** YYYY-MM-DD in China time. */
  date: Type.String(),
  /** Order lines placed that day. */
  count: Type.Number(),
  /** Sum of quantity × unit price of those lines (unpriced lines count 0), rounded to 2 decimals. */
  amount: Type.Number(),
});
export type DayStatistics = Static<typeof DayStatistics>;

export const orderStatisticsRoute = defineRoute({
  method: 'GET',
  url: `${BASE}/statistics`,
  summary: "Order lines and their value per China-time day over the last `days` days, within the caller's scope",
  tag,
  querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: MAX_STATISTICS_DAYS, default: 30 }) }),
  result: Type.Array(DayStatistics),
});

/** How the dashboard's breakdown groups the order lines. */
export const BREAKDOWN_BY = ['canteen', 'supplier'] as const;
export type BreakdownBy = (typeof BREAKDOWN_BY)[number];

export const BreakdownRow = Type.Object({
  /** The canteen's or supplier's id; null for lines not yet allotted to a supplier. */
  id: Nullable(Type.String()),
  name: Nullable(Type.String()),
  count: Type.Number(),
  amount: Type.Number(),
});
export type BreakdownRow = Static<typeof BreakdownRow>;

export const orderBreakdownRoute = defineRoute({
  method: 'GET',
  url: `${BASE}/statistics/breakdown`,
  summary: "Order lines and their value over the last `days` China-time days by canteen or by supplier, within the caller's scope, largest amount first",
  tag,
  querystring: Type.Object({
    by: Type.Enum(BREAKDOWN_BY),
    days: Type.Integer({ minimum: 1, maximum: MAX_STATISTICS_DAYS, default: 30 }),
  }),
  result: Type.Array(BreakdownRow),
});
