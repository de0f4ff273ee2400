/**
 * The ordering lifecycle of a school-canteen procurement platform, as data.
 *
 * A canteen places an ORDER for an arrival date and delivery slot; the orders of one canteen and arrival
 * date form an ORDER GROUP. Each order LINE (one product) is allotted to the supplier holding the current
 * agreement price for that product and canteen, and then moves on its own:
 *
 *   allotting ──allot──▶ awaiting_supplier ──accept──▶ preparing ──dispatch──▶ dispatched ──check──▶ received ──approve──▶ audited
 *        ▲                   │      ▲ allot (re-allot)     ▲                        │   ▲                    │
 *        └──────reject───────┘      └──┘                   └──check (partial: the rest stays open)    └──sendBack──┘
 *   allotting / awaiting_supplier ──withdraw──▶ withdrawn
 *
 * Who acts: canteen staff place, allot, check and withdraw; the allotted supplier accepts or rejects and
 * dispatches; procurement (and platform administrators) allot, withdraw, approve or send back. Approval
 * writes the line into the standing book (台账) and the goods sub-ledger. README.md has the diagram and table.
 */
import type { Machine } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

export const LINE_STATUSES = ['allotting', 'awaiting_supplier', 'preparing', 'dispatched', 'received', 'audited', 'withdrawn'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** Names as the screens show them. */
export const LINE_STATUS_NAMES: Readonly<Record<LineStatus, { zh: string; en: string }>> = {
  allotting: { zh: '待分配供应商', en: 'Awaiting allotment' },
  awaiting_supplier: { zh: '待供应商确认', en: 'Awaiting supplier' },
  preparing: { zh: '备货中', en: 'Preparing stock' },
  dispatched: { zh: '待验收', en: 'Awaiting receiving check' },
  received: { zh: '待采购审核', en: 'Awaiting procurement audit' },
  audited: { zh: '已审核入账', en: 'Audited' },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
};

/** States in which a line is finished. */
export const FINAL_LINE_STATUSES: readonly LineStatus[] = ['audited', 'withdrawn'];

/** Who acts, from the user's type: 1 procurement, 2 supplier, 4 platform, anyone else canteen staff. */
export type ActorKind = 'canteen' | 'supplier' | 'procurement' | 'platform';

export const USER_TYPE = { procurement: 1, supplier: 2, canteen: 3, platform: 4 } as const;

export function actorKindOf(userType: number): ActorKind {
  if (userType === USER_TYPE.procurement) return 'procurement';
  if (userType === USER_TYPE.supplier) return 'supplier';
  if (userType === USER_TYPE.platform) return 'platform';
  return 'canteen';
}

export const LINE_ACTIONS = ['allot', 'accept', 'reject', 'dispatch', 'check', 'approve', 'sendBack', 'withdraw'] as const;
export type LineAction = (typeof LINE_ACTIONS)[number];

/** Quantities travel as decimal strings with up to 3 decimals; the rules count in thousandths (integers). */
export const QUANTITY_PATTERN = '^\\d{1,9}(\\.\\d{1,3})?$';
export const PRICE_PATTERN = '^\\d{1,10}(\\.\\d{1,2})?$';

/** "12.5" -> 12500 thousandths. */
export function toMilli(quantity: string | number): number {
  const [whole, fraction = ''] = String(quantity).split('.');
  return Number(whole) * 1000 + Number((fraction + '000').slice(0, 3));
}

/** 12500 -> "12.500". */
export const fromMilli = (milli: number): string => `${Math.trunc(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;

/** quantity × price in yuan, rounded to cents (integer arithmetic in thousandths of a unit and cents). */
export function amountOf(quantity: string | number, price: string | number | null): number {
  if (price === null) return 0;
  const cents = Math.round(Number(price) * 100);
  return Math.round((toMilli(quantity) * cents) / 1000) / 100;
}

/** What a guard sees: the line as it is and the action's input. */
export interface LineContext {
  line: { quantity: string; receivedQty: string; dispatchQty: string | null; supplierId: string | null };
  input: {
    supplierId?: string;
    reason?: string;
    receivedQty?: string;
    rejectedQty?: string;
    rejectReason?: string;
    closeShortfall?: boolean;
  };
}

const needsReason = ({ input }: LineContext) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' as const });

/** The quantities of a receiving check fit what was dispatched, and a rejection says why. */
function checkFits({ line, input }: LineContext) {
  const received = toMilli(input.receivedQty ?? '0');
  const rejected = toMilli(input.rejectedQty ?? '0');
  const dispatched = toMilli(line.dispatchQty ?? '0');
  if (received + rejected > dispatched) return { code: 'ORDER_CHECK_EXCEEDS' as const, params: { dispatched: fromMilli(dispatched) } };
  if (rejected > 0 && !input.rejectReason?.trim()) return { code: 'ORDER_REJECT_REASON_REQUIRED' as const };
  return null;
}

/** Received in full, or the canteen closes the shortfall: the line is done with receiving. */
function checkCompletes(context: LineContext) {
  const fits = checkFits(context);
  if (fits) return fits;
  const total = toMilli(context.line.receivedQty) + toMilli(context.input.receivedQty ?? '0');
  return total >= toMilli(context.line.quantity) || context.input.closeShortfall ? null : { code: 'ORDER_CHECK_PARTIAL' as const };
}

/** Partly received and the rest kept open: the supplier delivers the remainder. */
function checkLeavesRest(context: LineContext) {
  const fits = checkFits(context);
  if (fits) return fits;
  const total = toMilli(context.line.receivedQty) + toMilli(context.input.receivedQty ?? '0');
  return total < toMilli(context.line.quantity) && !context.input.closeShortfall ? null : { code: 'ORDER_CHECK_PARTIAL' as const };
}

const needsSupplier = ({ input, line }: LineContext) => {
  if (!input.supplierId) return { code: 'ORDER_SUPPLIER_REQUIRED' as const };
  return input.supplierId === line.supplierId ? { code: 'ORDER_ALLOT_SAME_SUPPLIER' as const } : null;
};

const BUYERS = ['procurement', 'platform'] as const;

/** Every move an order line can make; anything else is refused. */
export const LINE_MACHINE: Machine<LineStatus, LineAction, ActorKind, LineContext> = [
  { action: 'allot', from: 'allotting', to: 'awaiting_supplier', who: ['canteen', ...BUYERS], guard: needsSupplier },
  { action: 'allot', from: 'awaiting_supplier', to: 'awaiting_supplier', who: ['canteen', ...BUYERS], guard: needsSupplier },
  { action: 'accept', from: 'awaiting_supplier', to: 'preparing', who: ['supplier'] },
  { action: 'reject', from: 'awaiting_supplier', to: 'allotting', who: ['supplier'], guard: needsReason },
  { action: 'dispatch', from: 'preparing', to: 'dispatched', who: ['supplier'] },
  { action: 'check', from: 'dispatched', to: 'received', who: ['canteen'], guard: checkCompletes },
  { action: 'check', from: 'dispatched', to: 'preparing', who: ['canteen'], guard: checkLeavesRest },
  { action: 'approve', from: 'received', to: 'audited', who: BUYERS },
  { action: 'sendBack', from: 'received', to: 'dispatched', who: BUYERS, guard: needsReason },
  { action: 'withdraw', from: 'allotting', to: 'withdrawn', who: ['canteen', ...BUYERS] },
  { action: 'withdraw', from: 'awaiting_supplier', to: 'withdrawn', who: ['canteen', ...BUYERS] },
];

/** What the caller may do with a line in `status` (the screens show these buttons). */
export const lineActions = (status: LineStatus, actor: ActorKind): LineAction[] => actionsFor(LINE_MACHINE, status, actor);

/** An order is withdrawn as a whole: only while every live line may still be withdrawn. */
export const WITHDRAWABLE_STATUSES: readonly LineStatus[] = LINE_MACHINE.filter((t) => t.action === 'withdraw').map((t) => t.from);

/** An order's summary status: open while a line is live, then completed or (all withdrawn) withdrawn. */
export const ORDER_STATUSES = ['open', 'completed', 'withdrawn'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function orderStatusOf(lines: readonly LineStatus[]): OrderStatus {
  if (lines.length > 0 && lines.every((s) => s === 'withdrawn')) return 'withdrawn';
  return lines.every((s) => FINAL_LINE_STATUSES.includes(s)) ? 'completed' : 'open';
}

/**
 * The work queues: lines waiting in one state for one kind of actor. The header's six pending counts are
 * the sizes of these queues (and of the price queue) in the caller's scope; each count links to its queue.
 */
export const LINE_QUEUES = {
  /** supplier: accepted lines to prepare stock for and dispatch (/order/order-supplier-main-list) */
  supplierAcceptance: { status: 'preparing', actors: ['supplier'] },
  /** supplier: allotted lines to accept or reject */
  supplierAudit: { status: 'awaiting_supplier', actors: ['supplier'] },
  /** canteen: dispatched lines to check on receipt (/order/acceptance) */
  restaurantCheck: { status: 'dispatched', actors: ['canteen'] },
  /** canteen: lines without a supplier (/order/order-allot-groupItem-list) */
  restaurantCheckout: { status: 'allotting', actors: ['canteen'] },
  /** procurement: received lines to approve or send back (/order/acceptanceAudit) */
  procurementAudit: { status: 'received', actors: BUYERS },
} as const satisfies Record<string, { status: LineStatus; actors: readonly ActorKind[] }>;

export type LineQueue = keyof typeof LINE_QUEUES;
export const LINE_QUEUE_KEYS = ['supplierAcceptance', 'supplierAudit', 'restaurantCheck', 'restaurantCheckout', 'procurementAudit'] as const satisfies readonly LineQueue[];

/** Dates are China dates (UTC+8, no daylight saving): YYYY-MM-DD of `at`. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm' in China time. */
export function chinaMinute(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A delivery slot of a canteen: code, name and time window. */
export interface DeliverySlot {
  code: string;
  name: string;
  time: string;
}
