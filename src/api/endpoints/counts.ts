/** The pending-work counts of the header bell (section 7), polled every 6 s, and orders over time. */
import { orderBreakdownRoute, orderStatisticsRoute, pendingCountRoutes, type PendingCountKey, type PendingCounts } from '../../contract/routes/orders.ts';
import { http } from '../http.ts';

export type { BreakdownBy, BreakdownRow, DayStatistics, PendingCountKey, PendingCounts } from '../../contract/routes/orders.ts';

/** Section 9: polling interval of the counts. */
export const COUNTS_POLL_MS = 6_000;

const COUNT_KEYS = Object.keys(pendingCountRoutes) as PendingCountKey[];

/** Which server path answers which count. */
export const COUNT_PATHS: Readonly<Record<PendingCountKey, string>> = Object.fromEntries(
  COUNT_KEYS.map((key) => [key, pendingCountRoutes[key].url]),
) as Record<PendingCountKey, string>;

/** The shortcut route each count links to (section 2). */
export const COUNT_LINKS: Readonly<Record<PendingCountKey, string>> = {
  supplierAcceptance: '/orederInventory',
  // the supplier's order page lists both of its queues
  supplierAudit: '/order/order-supplier-main-list?queue=supplierAudit',
  restaurantCheck: '/orederCheack',
  restaurantCheckout: '/orederCheackOut',
  procurementAudit: '/acceptanceAudit',
  afterSaleSupplier: '/order/after-sale?queue=afterSaleSupplier',
  afterSaleApproval: '/order/after-sale?queue=afterSaleApproval',
  price: '/oredePricing',
};

export const getCount = (key: PendingCountKey): Promise<number> => http.call(pendingCountRoutes[key], {}, { silent: true });

/** All at once; a count that fails reads 0 (the bell must keep working). */
export async function getPendingCounts(): Promise<PendingCounts> {
  const values = await Promise.all(COUNT_KEYS.map((key) => getCount(key).then((n) => Number(n) || 0, () => 0)));
  return Object.fromEntries(COUNT_KEYS.map((key, i) => [key, values[i]])) as PendingCounts;
}

/** Order lines and their value per China-time day over the last `days` days (silent: the chart says it failed). */
export const orderStatistics = (days: number) => http.call(orderStatisticsRoute, { query: { days } }, { silent: true });

/** The same period's lines by canteen or by supplier (silent: the card says it failed). */
export const orderBreakdown = (by: 'canteen' | 'supplier', days: number) => http.call(orderBreakdownRoute, { query: { by, days } }, { silent: true });
