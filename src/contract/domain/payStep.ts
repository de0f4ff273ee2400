/**
 * The technical service fee's pay steps (缴费步骤, section 9), as data. One fee record per service contract
 * year: the supplier prepays 5,000 yuan within 15 days of the contract, uploads the payment proof, the platform
 * confirms it or sends it back with a reason; at the year's end (or when the platform asks) the fee is assessed
 * from the supplier's trade over the contract year in the standing book and the balance settled:
 *
 *   awaiting_proof ──upload──▶ proof_uploaded ──confirm──▶ prepaid ──assess──▶ assessed ──settle──▶ settled
 *                   rejected ◀──reject (reason)──┘              └──assess (nothing to refund)──▶ settled
 *                   rejected ──upload──▶ proof_uploaded
 *
 * The supplier uploads; platform staff confirm, reject, assess and settle. Procurement and canteens have no part.
 */
import type { ActorKind } from './order.ts';
import { PREPAID_FEE, SIGNING_DAYS, technicalServiceFee } from './serviceFee.ts';
import type { Machine } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

export const PAY_STEP_STATUSES = ['awaiting_proof', 'proof_uploaded', 'rejected', 'prepaid', 'assessed', 'settled'] as const;
export type PayStepStatus = (typeof PAY_STEP_STATUSES)[number];

export const PAY_STEP_STATUS_NAMES: Readonly<Record<PayStepStatus, { zh: string; en: string }>> = {
  awaiting_proof: { zh: '待缴预付款', en: 'Prepayment due' },
  proof_uploaded: { zh: '凭证待确认', en: 'Proof awaiting check' },
  rejected: { zh: '凭证被退回', en: 'Proof rejected' },
  prepaid: { zh: '预付款已确认', en: 'Prepayment confirmed' },
  assessed: { zh: '已核定，待退余款', en: 'Assessed, balance to refund' },
  settled: { zh: '已结清', en: 'Settled' },
};

export const PAY_STEP_ACTIONS = ['upload', 'confirm', 'reject', 'assess', 'settle'] as const;
export type PayStepAction = (typeof PAY_STEP_ACTIONS)[number];

/** What a guard sees: the action's input and, when assessing, the balance to refund (cents). */
export interface PayStepContext {
  input: { reason?: string };
  refundCents?: number;
}

const needsReason = ({ input }: PayStepContext) => (input.reason?.trim() ? null : { code: 'PAY_STEP_REASON_REQUIRED' as const });
const refundDue = ({ refundCents }: PayStepContext) => ((refundCents ?? 0) > 0 ? null : { code: 'PAY_STEP_NOTHING_TO_REFUND' as const });

const PLATFORM = ['platform'] as const;

export const PAY_STEP_MACHINE: Machine<PayStepStatus, PayStepAction, ActorKind, PayStepContext> = [
  { action: 'upload', from: 'awaiting_proof', to: 'proof_uploaded', who: ['supplier'] },
  { action: 'upload', from: 'rejected', to: 'proof_uploaded', who: ['supplier'] },
  { action: 'confirm', from: 'proof_uploaded', to: 'prepaid', who: PLATFORM },
  { action: 'reject', from: 'proof_uploaded', to: 'rejected', who: PLATFORM, guard: needsReason },
  // a balance to refund waits for the refund; none settles the year at once
  { action: 'assess', from: 'prepaid', to: 'assessed', who: PLATFORM, guard: refundDue },
  { action: 'assess', from: 'prepaid', to: 'settled', who: PLATFORM },
  { action: 'settle', from: 'assessed', to: 'settled', who: PLATFORM },
];

/** The actions the screens offer on a record. */
export const payStepActions = (status: PayStepStatus, actor: ActorKind): PayStepAction[] => actionsFor(PAY_STEP_MACHINE, status, actor);

/** The steps the supplier's stepper shows, and which one a status stands at (all done when settled). */
export const PAY_STEPS = ['prepay', 'proof', 'confirm', 'assess', 'settle'] as const;
export type PayStep = (typeof PAY_STEPS)[number];
export const STEP_OF_STATUS: Readonly<Record<PayStepStatus, number>> = {
  awaiting_proof: 0,
  rejected: 1,
  proof_uploaded: 2,
  prepaid: 3,
  assessed: 4,
  settled: 5,
};

/** The prepayment (cents) and the days the supplier has to pay it. */
export const PREPAYMENT_CENTS = PREPAID_FEE * 100;
export const PREPAYMENT_DAYS = SIGNING_DAYS;

/** The fee and the balance refunded for a year's trade (cents): the prepayment less the fee, never below nothing. */
export function assessment(tradeCents: number, prepaidCents = PREPAYMENT_CENTS): { feeCents: number; refundCents: number } {
  const feeCents = technicalServiceFee(tradeCents / 100) * 100;
  return { feeCents, refundCents: Math.max(prepaidCents - feeCents, 0) };
}

/** Money as integer cents and back (the settlement's helpers), so sums and comparisons are exact. */
export { fromCents, toCents } from './tickets.ts';
