/**
 * Supplier management (issue 19) as data: the platform's audit of a registration, qualifications and their
 * expiry, and the canteens' white lists.
 *
 *   pending ──approve──▶ approved
 *      │  ▲
 *   reject│  └──resubmit── (the supplier, after correcting its information)
 *      ▼  │
 *   rejected
 *
 * A registered supplier can sign in at once and complete its information and qualifications; until the
 * platform approves it, it is not active (suppliers.status 0): it is not allotted lines and not listed in
 * the directory. Approval activates it (status 1); a rejection names its reason.
 *
 * Qualifications expire: a daily job reminds the supplier REMIND_DAYS before an expiry and suspends a
 * supplier with an expired qualification (lifted once none is expired). A suspended, unapproved or — where
 * a canteen keeps a white list — unlisted supplier is not allotted that canteen's lines and cannot accept them.
 */
import type { ActorKind } from './order.ts';
import type { Machine, Refusal } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

export const AUDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const AUDIT_STATUS_NAMES: Readonly<Record<AuditStatus, { zh: string; en: string }>> = {
  pending: { zh: '待审核', en: 'Pending audit' },
  approved: { zh: '已通过', en: 'Approved' },
  rejected: { zh: '已驳回', en: 'Rejected' },
};

export const AUDIT_ACTIONS = ['approve', 'reject', 'resubmit'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditContext {
  input: { reason?: string };
}

const needsReason = ({ input }: AuditContext): Refusal | null => (input.reason?.trim() ? null : { code: 'SUPPLIER_REJECT_REASON_REQUIRED' });

/** Every move of a registration's audit; anything else is refused. */
export const AUDIT_MACHINE: Machine<AuditStatus, AuditAction, ActorKind, AuditContext> = [
  { action: 'approve', from: 'pending', to: 'approved', who: ['platform'] },
  { action: 'reject', from: 'pending', to: 'rejected', who: ['platform'], guard: needsReason },
  { action: 'resubmit', from: 'rejected', to: 'pending', who: ['supplier'] },
];

export const auditActions = (status: AuditStatus, actor: ActorKind): AuditAction[] => actionsFor(AUDIT_MACHINE, status, actor);

/** suppliers.status: 1 active (approved), 0 not active (awaiting approval or rejected). */
export const SUPPLIER_ACTIVE = { yes: 1, no: 0 } as const;

/** The dictionary the qualification types come from (the platform maintains it under 数据字典). */
export const QUALIFICATION_TYPE_DICT = 'qualification_type';

/** The reminder goes out when an expiry is this many days away or fewer. */
export const REMIND_DAYS = 30;

/** Why a supplier is suspended; the job lifts only the suspensions it made. */
export const SUSPEND_REASON = { qualificationExpired: 'qualification_expired' } as const;

export const QUALIFICATION_STATES = ['valid', 'expiring', 'expired'] as const;
export type QualificationState = (typeof QUALIFICATION_STATES)[number];

export const QUALIFICATION_STATE_NAMES: Readonly<Record<QualificationState, { zh: string; en: string }>> = {
  valid: { zh: '有效', en: 'Valid' },
  expiring: { zh: '即将到期', en: 'Expiring soon' },
  expired: { zh: '已过期', en: 'Expired' },
};

/** YYYY-MM-DD plus `days`. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Where a qualification expiring on `expiry` stands on `today` (both YYYY-MM-DD). */
export function qualificationState(expiry: string, today: string): QualificationState {
  if (expiry < today) return 'expired';
  return expiry <= addDays(today, REMIND_DAYS) ? 'expiring' : 'valid';
}

/**
 * White lists: a canteen with no entries lets every approved supplier serve it; a canteen with entries only
 * those suppliers (so a new canteen is not cut off until someone chooses to restrict it).
 */
export const WHITE_LIST_EMPTY_MEANS_ALL = true;

/** A bank account number: digits, 8 to 30 (spaces are stripped before the check). */
export const BANK_ACCOUNT_PATTERN = '^\\d{8,30}$';
/** The unified social credit code of a Chinese company: 18 characters of digits and capitals. */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{18}$';
