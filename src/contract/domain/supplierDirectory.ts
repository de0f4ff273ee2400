/**
 * The supplier directory (/index/SupplierList, issue 19): approved suppliers as procurement, canteens and the
 * platform look them up: categories served, region, rating and the state of the service contract. Suppliers
 * are refused (the directory is the buying side's tool; a supplier's own record is its information screen).
 */
import type { ActorKind } from './order.ts';
import { RENEWAL_WINDOW_DAYS, addDays, coveredUntil, type ContractDates } from './serviceContract.ts';

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
 * The state of a supplier's contracts on `today`: the end of its unbroken cover decides — the contract in
 * force, carried on by any renewal already in effect from the day after it (coveredUntil). A supplier whose
 * renewal is in effect is not expiring.
 */
export function directoryContractState(contracts: readonly ContractDates[], today: string): DirectoryContractState {
  const end = coveredUntil(contracts, today);
  if (!end) return 'none';
  return end <= addDays(today, RENEWAL_WINDOW_DAYS) ? 'expiring' : 'effective';
}

/** The directory sorts by these (rating: unrated suppliers last in either direction). */
export const DIRECTORY_SORTS = ['rating', 'name'] as const;

/** A mean score to two decimals (null when nothing was scored). */
export const meanOf = (sum: number, count: number): number | null => (count === 0 ? null : Math.round((sum / count) * 100) / 100);
