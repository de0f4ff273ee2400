/**
 * The supplier directory (/index/SupplierList, issue 19): approved suppliers as procurement, canteens and the
 * platform look them up: categories served, region, rating and the state of the service contract. Suppliers
 * are refused (the directory is the buying side's tool; a supplier's own record is its information screen).
 */
import type { ActorKind } from './order.ts';
import { RENEWAL_WINDOW_DAYS, addDays, contractInForce, type ContractDates } from './serviceContract.ts';

/** Who may read the directory. */
export const DIRECTORY_READERS: readonly ActorKind[] = ['platform', 'procurement', 'canteen'];

/** The service contract as the directory shows it: in force, in force but ending within the renewal window, or none in force. */
export const DIRECTORY_CONTRACT_STATES = ['effective', 'expiring', 'none'] as const;
export type DirectoryContractState = (typeof DIRECTORY_CONTRACT_STATES)[number];

export const DIRECTORY_CONTRACT_NAMES: Readonly<Record<DirectoryContractState, { zh: string; en: string }>> = {
  effective: { zh: '生效中', en: 'Effective' },
  expiring: { zh: '即将到期', en: 'Expiring' },
  none: { zh: '无有效合同', en: 'None' },
};

/**
 * The state of a supplier's contracts on `today`: the latest end day among its effective contracts that
 * have begun and not ended decides (a renewal continues the old one without a gap).
 */
export function directoryContractState(contracts: readonly ContractDates[], today: string): DirectoryContractState {
  const end = contractInForce(contracts, today)?.endDate;
  if (!end) return 'none';
  return end <= addDays(today, RENEWAL_WINDOW_DAYS) ? 'expiring' : 'effective';
}

/** The directory sorts by these (rating: unrated suppliers last in either direction). */
export const DIRECTORY_SORTS = ['rating', 'name'] as const;

/** A mean score to two decimals (null when nothing was scored). */
export const meanOf = (sum: number, count: number): number | null => (count === 0 ? null : Math.round((sum / count) * 100) / 100);
