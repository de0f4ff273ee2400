/**
 * The header bell's pending-work counts (section 7's six and the two after-sale queues): which a user asks for and where each leads.
 * The server answers 0 to a user outside a count's scope (src/server/routes/orders/counts.ts), so the
 * bell asks only the relevant ones.
 */
import { COUNT_LINKS, type PendingCounts } from '../../api/endpoints/counts.ts';
import { PRICE_QUEUE } from '../../contract/domain/agreementPrice.ts';
import { AFTER_SALE_QUEUE_KEYS, AFTER_SALE_QUEUES } from '../../contract/domain/afterSale.ts';
import { actorKindOf, LINE_QUEUE_KEYS, LINE_QUEUES, USER_TYPE } from '../../contract/domain/order.ts';

export type CountKey = keyof PendingCounts;
export type Counts = PendingCounts;

export const COUNT_KEYS: readonly CountKey[] = [
  'supplierAcceptance',
  'supplierAudit',
  'restaurantCheck',
  'restaurantCheckout',
  'procurementAudit',
  'afterSaleSupplier',
  'afterSaleApproval',
  'price',
];

const SUPPLIER = USER_TYPE.supplier;

/**
 * The counts a user of `userType` can have: the queues its kind of actor works (src/contract/domain/order.ts
 * LINE_QUEUES), the after-sale queues it works (afterSale.ts AFTER_SALE_QUEUES), then price work when it has a
 * price queue. The server counts the same queues.
 */
export function countKeysFor(userType: number | string | undefined): CountKey[] {
  const kind = actorKindOf(Number(userType));
  const keys: CountKey[] = LINE_QUEUE_KEYS.filter((key) => (LINE_QUEUES[key].actors as readonly string[]).includes(kind));
  keys.push(...AFTER_SALE_QUEUE_KEYS.filter((key) => (AFTER_SALE_QUEUES[key].actors as readonly string[]).includes(kind)));
  if (PRICE_QUEUE[kind]) keys.push('price');
  return keys;
}

/** The shortcut route (section 2) a count links to; price work is pricing for suppliers, price approval for buyers. */
export function countLink(key: CountKey, userType: number | string | undefined): string {
  if (key === 'price') return Number(userType) === SUPPLIER ? '/oredePricing' : '/supplier';
  return COUNT_LINKS[key];
}

/** The i18n key of a count's label. */
export function countLabelKey(key: CountKey, userType: number | string | undefined): string {
  if (key === 'price') return Number(userType) === SUPPLIER ? 'flows.counts.pricing' : 'flows.counts.priceApproval';
  return `flows.counts.${key}`;
}

export function emptyCounts(): Counts {
  return Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as unknown as Counts;
}

/** A count answer as a non-negative integer (anything else counts as 0). */
export function toCount(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The number on the bell: the relevant pending work plus unread announcements and system messages; only the
 * unread ones when the user keeps pending work off the bell (个人设置 > 通知).
 */
export function bellTotal(counts: Counts, keys: readonly CountKey[], unreadNotices: number, withCounts = true): number {
  return (withCounts ? keys.reduce((sum, key) => sum + counts[key], 0) : 0) + unreadNotices;
}
