/** The six pending-work counts of the header bell (section 7), polled every 6 s. */
import { http } from '../http.ts';
import type { PendingCounts } from '../types.ts';

/** Section 9: polling interval of the counts. */
export const COUNTS_POLL_MS = 6_000;

const BASE = '/order/orderGroupItem';

/** Which server path answers which count. */
export const COUNT_PATHS: Readonly<Record<keyof PendingCounts, string>> = {
  supplierAcceptance: `${BASE}/supplieAcceptanceCount`,
  supplierAudit: `${BASE}/supplieAuditCount`,
  restaurantCheck: `${BASE}/RestaurantCheckCountCount`,
  restaurantCheckout: `${BASE}/RestaurantCheckoutCount`,
  procurementAudit: `${BASE}/ProcurementAuditCount`,
  price: `${BASE}/PriceCount`,
};

/** The shortcut route each count links to (section 2). */
export const COUNT_LINKS: Readonly<Record<keyof PendingCounts, string>> = {
  supplierAcceptance: '/orederInventory',
  supplierAudit: '/acceptanceAudit',
  restaurantCheck: '/orederCheack',
  restaurantCheckout: '/orederCheackOut',
  procurementAudit: '/order',
  price: '/oredePricing',
};

export function getCount(key: keyof PendingCounts): Promise<number> {
  return http.get<number>(COUNT_PATHS[key], undefined, { silent: true });
}

/** All six at once; a count that fails reads 0 (the bell must keep working). */
export async function getPendingCounts(): Promise<PendingCounts> {
  const keys = Object.keys(COUNT_PATHS) as Array<keyof PendingCounts>;
  const values = await Promise.all(keys.map((key) => getCount(key).then((n) => Number(n) || 0, () => 0)));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as unknown as PendingCounts;
}
