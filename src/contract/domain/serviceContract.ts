/**
 * The supplier's technical-service contract (sections 3, 4 and 9) as data: its states, the moves
 * between them and who makes each, and the attachment types. The server's updateStatus applies these
 * rules; the browser's contract gate reads the same states, so neither side restates a number.
 *
 * 0 not initiated -> 1 awaiting the supplier (the platform initiates) -> 3 supplier signed (the supplier
 * confirms, with a contract scan uploaded) -> 9 both signed (platform) -> 12 effective (platform).
 */

export const CONTRACT_STATUS = {
  notInitiated: 0,
  awaitingSupplier: 1,
  supplierSigned: 3,
  bothSigned: 9,
  effective: 12,
} as const;

export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

/** Names as the contract_status dictionary shows them (the server's messages quote them). */
export const STATUS_NAMES: Readonly<Record<ContractStatus, string>> = {
  0: '未发起',
  1: '待供应商签署',
  3: '供应商已签署',
  9: '双方已签署',
  12: '已生效',
};

/** Every state, in the order a contract passes through them. */
export const CONTRACT_STATES: readonly ContractStatus[] = Object.values(CONTRACT_STATUS);

export const isContractStatus = (value: number): value is ContractStatus => (CONTRACT_STATES as readonly number[]).includes(value);

/** Who makes a move: the contract's own supplier, or the platform (permission contractManage). */
export type ContractActor = 'supplier' | 'platform';

export interface ContractTransition {
  from: ContractStatus;
  to: ContractStatus;
  by: ContractActor;
  /** A contract scan (attType contract) must be attached before the move. */
  needsScan?: boolean;
}

/** The allowed moves; any other pair is refused. */
export const CONTRACT_TRANSITIONS: readonly ContractTransition[] = [
  { from: CONTRACT_STATUS.notInitiated, to: CONTRACT_STATUS.awaitingSupplier, by: 'platform' },
  { from: CONTRACT_STATUS.awaitingSupplier, to: CONTRACT_STATUS.supplierSigned, by: 'supplier', needsScan: true },
  { from: CONTRACT_STATUS.supplierSigned, to: CONTRACT_STATUS.bothSigned, by: 'platform' },
  { from: CONTRACT_STATUS.bothSigned, to: CONTRACT_STATUS.effective, by: 'platform' },
];

/** The move from `from` to `to`, or undefined when nobody may make it. */
export function contractTransition(from: number, to: number): ContractTransition | undefined {
  return CONTRACT_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Who may move a contract from `from` to `to`, or undefined when nobody may. */
export function transitionActor(from: number, to: number): ContractActor | undefined {
  return contractTransition(from, to)?.by;
}

/** Attachments are uploaded, replaced and the contract confirmed only while it awaits the supplier. */
export const ATTACHABLE_STATUS: ContractStatus = CONTRACT_STATUS.awaitingSupplier;

/** Attachment types (section 3); `platform` is a file the platform attaches itself (its countersigned copy). */
export const ATT_TYPE = { invoice: 1, contract: 2, platform: 3 } as const;

export type AttType = (typeof ATT_TYPE)[keyof typeof ATT_TYPE];

/** The types a supplier attaches (the platform's own go through its own call). */
export const isAttType = (value: number): value is AttType => value === ATT_TYPE.invoice || value === ATT_TYPE.contract;

/** The platform attaches its own files from initiation until the contract takes effect. */
export const PLATFORM_ATTACHABLE: readonly ContractStatus[] = [CONTRACT_STATUS.awaitingSupplier, CONTRACT_STATUS.supplierSigned, CONTRACT_STATUS.bothSigned];

/**
 * Expiry is read from the dates, not stored: an effective contract whose end day has passed is expired; one
 * ending within RENEWAL_WINDOW_DAYS may be renewed (a new contract continuing it from the next day).
 */
export const RENEWAL_WINDOW_DAYS = 60;

/** The list's expiry filter: effective and ending within the renewal window, or already ended. */
export const EXPIRY_FILTERS = ['expiring', 'expired'] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];

/** yyyy-mm-dd `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The service year starting on `begin`: its last day (one year later, less a day). */
export function serviceYearEnd(begin: string): string {
  const at = new Date(`${begin}T00:00:00Z`);
  at.setUTCFullYear(at.getUTCFullYear() + 1);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}

/** An effective contract whose end day is before `today`. */
export const isExpired = (status: number, endDate: string | null, today: string): boolean =>
  status === CONTRACT_STATUS.effective && endDate !== null && endDate < today;

/** An effective contract may be renewed once it ends within the renewal window (or has ended). */
export const mayRenew = (status: number, endDate: string | null, today: string): boolean =>
  status === CONTRACT_STATUS.effective && endDate !== null && endDate <= addDays(today, RENEWAL_WINDOW_DAYS);

/** What "in force" reads of a contract. */
export interface ContractDates { status: number; beginDate: string | null; endDate: string | null }

/**
 * The contract in force on `today` among a supplier's contracts: effective, begun and not ended; of several
 * (a renewal that already took effect beside the old one), the one ending last. Undefined when none is.
 * The supplier's contract gate and the directory's contract state both read it.
 */
export function contractInForce<C extends ContractDates>(contracts: readonly C[], today: string): C | undefined {
  let found: C | undefined;
  for (const c of contracts) {
    if (c.status !== CONTRACT_STATUS.effective || c.endDate === null || c.endDate < today) continue;
    if (c.beginDate !== null && c.beginDate > today) continue;
    if (found === undefined || c.endDate > found.endDate!) found = c;
  }
  return found;
}

/**
 * The last day of the supplier's unbroken cover from the contract in force on `today`: its end, carried on by
 * each effective contract that begins by the day after (a renewal signed and put into effect ahead of time).
 * Undefined when none is in force. The gate's expiry banner reads it: a supplier already renewed is not told to renew.
 */
export function coveredUntil(contracts: readonly ContractDates[], today: string): string | undefined {
  let end = contractInForce(contracts, today)?.endDate ?? undefined;
  while (end !== undefined) {
    const until: string = end;
    const next = contracts.find((c) => c.status === CONTRACT_STATUS.effective && c.beginDate !== null && c.endDate !== null && c.beginDate <= addDays(until, 1) && c.endDate > until);
    if (!next) return until;
    end = next.endDate!;
  }
  return undefined;
}
