/**
 * The new-order flows beside the normal order (issue 18), as data and rules.
 *
 * BACK-FILL (补录): goods arrived without an order (an urgent call to the supplier, a missed order). The
 * canteen records after the fact the supplier, the delivery day, the products and quantities; procurement
 * approves or rejects it (with a reason); the canteen may cancel it while it waits. Approval turns it into
 * an order of that day whose lines are already received (at the supplier's agreement price of that day),
 * so they go through procurement's normal audit into the standing book and goods sub-ledger.
 *
 *   pending ──approve──▶ approved (an order with received lines)
 *      ├────reject (reason)──▶ rejected
 *      └────cancel──▶ cancelled
 *
 * REPLACE A PRODUCT: a line no supplier has accepted yet is withdrawn and a new line of another product
 * takes its place in the same order, at the new product's agreement price; the two trail rows name each other.
 * ADD A PRODUCT: a new order joins an open group: its arrival date is not past and it is not fully audited.
 */
import type { ActorKind, LineStatus } from './order.ts';
import type { Machine } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

export const BACK_FILL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type BackFillStatus = (typeof BACK_FILL_STATUSES)[number];

export const BACK_FILL_STATUS_NAMES: Readonly<Record<BackFillStatus, { zh: string; en: string }>> = {
  pending: { zh: '待采购审批', en: 'Awaiting procurement' },
  approved: { zh: '已批准入单', en: 'Approved' },
  rejected: { zh: '已驳回', en: 'Rejected' },
  cancelled: { zh: '已撤销', en: 'Cancelled' },
};

export const BACK_FILL_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type BackFillAction = (typeof BACK_FILL_ACTIONS)[number];

export interface BackFillContext {
  input: { reason?: string };
}

const needsReason = ({ input }: BackFillContext) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' as const });

export const BACK_FILL_MACHINE: Machine<BackFillStatus, BackFillAction, ActorKind, BackFillContext> = [
  { action: 'approve', from: 'pending', to: 'approved', who: ['procurement', 'platform'] },
  { action: 'reject', from: 'pending', to: 'rejected', who: ['procurement', 'platform'], guard: needsReason },
  { action: 'cancel', from: 'pending', to: 'cancelled', who: ['canteen'] },
];

export const backFillActions = (status: BackFillStatus, actor: ActorKind): BackFillAction[] => actionsFor(BACK_FILL_MACHINE, status, actor);

/** How far back a back-fill may go: goods delivered within the last 31 days, up to today. */
export const BACK_FILL_MAX_DAYS = 31;

/** Lines whose product may still be replaced: no supplier has accepted them. */
export const REPLACEABLE_LINE_STATUSES: readonly LineStatus[] = ['allotting', 'awaiting_supplier'];

/** A group takes more products while its arrival date is not past and it is not fully audited (withdrawn lines aside). */
export function groupOpen(arrivalDate: string, today: string, lineStatuses: readonly LineStatus[]): boolean {
  if (arrivalDate < today) return false;
  const live = lineStatuses.filter((status) => status !== 'withdrawn');
  return live.length === 0 || live.some((status) => status !== 'audited');
}
