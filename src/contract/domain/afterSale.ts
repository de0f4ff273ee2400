/**
 * After-sale (售后) on received goods, as data. A canteen raises a RETURN (退货: the goods go back, their
 * value is refunded), a REPLACEMENT (换货: the supplier takes them back and brings the same quantity again)
 * or a REFUND (退款: the goods stay, part of their price is paid back) on an order line it has received
 * (status received or audited), with a reason and photos. The line's supplier answers first; procurement
 * decides (and may overrule a supplier's refusal, with a reason):
 *
 *   requested ──agree──▶ supplier_agreed ──approve──▶ completed (return, refund: booked in the ledgers)
 *       │                      │            └─approve─▶ approved ──complete──▶ completed (replacement: canteen confirms the new goods)
 *       │                      └──reject──▶ rejected
 *       └──refuse──▶ supplier_refused ──approve (overrule, reason)──▶ completed / approved
 *                          └──reject──▶ rejected
 *   requested / supplier_refused ──cancel──▶ cancelled (the canteen drops it)
 *
 * Procurement's approval of a return or refund is the booking: the standing book gets a red (negative)
 * entry and the goods sub-ledger an out movement in the same transaction. A replacement changes neither
 * quantity nor price, so it books nothing; it completes when the canteen confirms the new goods.
 */
import type { ActorKind } from './order.ts';
import { amountOf, fromMilli, toMilli } from './order.ts';
import type { Machine, Refusal } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

export const AFTER_SALE_KINDS = ['return', 'replacement', 'refund'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];

export const AFTER_SALE_KIND_NAMES: Readonly<Record<AfterSaleKind, { zh: string; en: string }>> = {
  return: { zh: '退货', en: 'Return' },
  replacement: { zh: '换货', en: 'Replacement' },
  refund: { zh: '退款', en: 'Refund' },
};

export const AFTER_SALE_STATUSES = ['requested', 'supplier_agreed', 'supplier_refused', 'approved', 'completed', 'rejected', 'cancelled'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

export const AFTER_SALE_STATUS_NAMES: Readonly<Record<AfterSaleStatus, { zh: string; en: string }>> = {
  requested: { zh: '待供应商处理', en: 'Awaiting supplier' },
  supplier_agreed: { zh: '供应商已同意，待采购审批', en: 'Supplier agreed, awaiting procurement' },
  supplier_refused: { zh: '供应商拒绝，待采购裁定', en: 'Supplier refused, awaiting procurement' },
  approved: { zh: '已批准，待换货到货', en: 'Approved, awaiting replacement goods' },
  completed: { zh: '已完成', en: 'Completed' },
  rejected: { zh: '已驳回', en: 'Rejected' },
  cancelled: { zh: '已撤销', en: 'Cancelled' },
};

/** States in which an after-sale no longer claims any of the line's received quantity. */
export const DROPPED_AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = ['rejected', 'cancelled'];

export const AFTER_SALE_ACTIONS = ['agree', 'refuse', 'approve', 'reject', 'complete', 'cancel'] as const;
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number];

/** Order line states on which after-sale may be raised: the goods were received. */
export const AFTER_SALE_LINE_STATUSES = ['received', 'audited'] as const;

/** What a guard sees: the request as it is and the action's input. */
export interface AfterSaleContext {
  request: { kind: AfterSaleKind };
  input: { reason?: string };
}

const needsReason = ({ input }: AfterSaleContext) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' as const });
const books = ({ request }: AfterSaleContext) => (request.kind === 'replacement' ? { code: 'AFTER_SALE_KIND_MISMATCH' as const } : null);
const replaces = ({ request }: AfterSaleContext) => (request.kind === 'replacement' ? null : { code: 'AFTER_SALE_KIND_MISMATCH' as const });
const overrules = (context: AfterSaleContext) => needsReason(context) ?? books(context);
const overrulesReplacement = (context: AfterSaleContext) => needsReason(context) ?? replaces(context);

const BUYERS = ['procurement', 'platform'] as const;

/** Every move an after-sale can make; anything else is refused. */
export const AFTER_SALE_MACHINE: Machine<AfterSaleStatus, AfterSaleAction, ActorKind, AfterSaleContext> = [
  { action: 'agree', from: 'requested', to: 'supplier_agreed', who: ['supplier'] },
  { action: 'refuse', from: 'requested', to: 'supplier_refused', who: ['supplier'], guard: needsReason },
  { action: 'approve', from: 'supplier_agreed', to: 'completed', who: BUYERS, guard: books },
  { action: 'approve', from: 'supplier_agreed', to: 'approved', who: BUYERS, guard: replaces },
  { action: 'approve', from: 'supplier_refused', to: 'completed', who: BUYERS, guard: overrules },
  { action: 'approve', from: 'supplier_refused', to: 'approved', who: BUYERS, guard: overrulesReplacement },
  { action: 'reject', from: 'supplier_agreed', to: 'rejected', who: BUYERS, guard: needsReason },
  { action: 'reject', from: 'supplier_refused', to: 'rejected', who: BUYERS, guard: needsReason },
  { action: 'complete', from: 'approved', to: 'completed', who: ['canteen'] },
  { action: 'cancel', from: 'requested', to: 'cancelled', who: ['canteen'] },
  { action: 'cancel', from: 'supplier_refused', to: 'cancelled', who: ['canteen'] },
];

/**
 * The after-sale work queues: requests waiting for their supplier's answer, and answered ones waiting for
 * procurement's decision. The header's pending counts are their sizes in the caller's scope.
 */
export const AFTER_SALE_QUEUES = {
  afterSaleSupplier: { statuses: ['requested'], actors: ['supplier'] },
  afterSaleApproval: { statuses: ['supplier_agreed', 'supplier_refused'], actors: BUYERS },
} as const satisfies Record<string, { statuses: readonly AfterSaleStatus[]; actors: readonly ActorKind[] }>;

export type AfterSaleQueue = keyof typeof AFTER_SALE_QUEUES;
export const AFTER_SALE_QUEUE_KEYS = ['afterSaleSupplier', 'afterSaleApproval'] as const satisfies readonly AfterSaleQueue[];

/** What the caller may do with an after-sale in `status` (the screens show these buttons). */
export const afterSaleActions = (status: AfterSaleStatus, actor: ActorKind): AfterSaleAction[] => actionsFor(AFTER_SALE_MACHINE, status, actor);

/** The line as the limits see it: what was received, at what price, and what earlier live after-sales claim. */
export interface AfterSaleLimits {
  receivedQty: string;
  price: string | null;
  /** Quantity of earlier after-sales of the line that are not rejected or cancelled. */
  claimedQty: string;
  /** Amount of earlier returns and refunds of the line that are not rejected or cancelled. */
  claimedAmount: string;
}

/** The money a request moves: a return refunds the goods' value, a refund what was asked, a replacement nothing. */
export function afterSaleAmount(kind: AfterSaleKind, quantity: string, price: string | null, refundAmount?: string): number {
  if (kind === 'return') return amountOf(quantity, price);
  if (kind === 'refund') return Number(refundAmount ?? 0);
  return 0;
}

/**
 * Why a request of `quantity` (and, for a refund, `amount`) does not fit the line, or null: the quantity
 * cannot exceed what was received minus earlier after-sales, the money not the received value minus
 * earlier returns and refunds, and a refund not the value of the quantity it names.
 */
export function afterSaleRefusal(kind: AfterSaleKind, quantity: string, amount: number, limits: AfterSaleLimits): Refusal | null {
  const qty = toMilli(quantity);
  if (qty <= 0) return { code: 'ORDER_QUANTITY_ZERO' as const };
  const left = toMilli(limits.receivedQty) - toMilli(limits.claimedQty);
  if (qty > left) return { code: 'AFTER_SALE_QTY_EXCEEDS' as const, params: { left: fromMilli(Math.max(0, left)) } };
  if (kind === 'refund') {
    if (amount <= 0) return { code: 'AFTER_SALE_AMOUNT_ZERO' as const };
    const value = amountOf(quantity, limits.price);
    if (amount > value) return { code: 'AFTER_SALE_AMOUNT_EXCEEDS' as const, params: { max: value.toFixed(2) } };
  }
  const moneyLeft = Math.round((amountOf(limits.receivedQty, limits.price) - Number(limits.claimedAmount)) * 100) / 100;
  if (amount > moneyLeft) return { code: 'AFTER_SALE_AMOUNT_EXCEEDS' as const, params: { max: Math.max(0, moneyLeft).toFixed(2) } };
  return null;
}
