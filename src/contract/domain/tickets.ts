/**
 * Invoices and settlement (issue 20), as data. A statement (对账单) freezes one supplier's standing-book
 * entries at one canteen over a period: received amounts, returns and refunds (the negative after-sale
 * entries) and an adjustment. Both sides confirm it, the buyer asks for an invoice (开票申请), the supplier
 * uploads it (供应商发票: checked against the statement, mismatches flagged), procurement verifies it and
 * marks it settled:
 *
 *   statement: draft ──supplierConfirm──▶ supplier_confirmed ──confirm──▶ confirmed ──(invoice verified)──▶ invoiced ──(settled)──▶ settled
 *                 └──dispute (reason)──▶ disputed ◀──dispute──┘                 disputed ──revise──▶ draft (amounts rebuilt, adjustment)
 *   request:   requested ──upload──▶ uploaded ──verify──▶ verified ──settle──▶ settled
 *                  │                    └──reject──▶ rejected ──upload──▶ uploaded
 *                  └──cancel──▶ cancelled
 *   ticket:    uploaded ──verify (no mismatch, or an override reason)──▶ verified ──settle──▶ settled
 *                  └──reject (reason)──▶ rejected (the supplier uploads a new one)
 */
import { errorMessage } from '../errors.ts';
import type { ActorKind } from './order.ts';
import type { PrintField } from './orderPrint.ts';
import type { Machine } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

type Names<S extends string> = Readonly<Record<S, { zh: string; en: string }>>;

export const STATEMENT_STATUSES = ['draft', 'supplier_confirmed', 'confirmed', 'disputed', 'invoiced', 'settled'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_NAMES: Names<StatementStatus> = {
  draft: { zh: '待供应商确认', en: 'Awaiting supplier' },
  supplier_confirmed: { zh: '供应商已确认，待采购方确认', en: 'Supplier confirmed, awaiting buyer' },
  confirmed: { zh: '双方已确认', en: 'Confirmed by both sides' },
  disputed: { zh: '有异议', en: 'Disputed' },
  invoiced: { zh: '已开票', en: 'Invoiced' },
  settled: { zh: '已结算', en: 'Settled' },
};
export const STATEMENT_ACTIONS = ['supplierConfirm', 'confirm', 'dispute', 'revise', 'invoice', 'settle'] as const;
export type StatementAction = (typeof STATEMENT_ACTIONS)[number];

export const REQUEST_STATUSES = ['requested', 'uploaded', 'rejected', 'verified', 'settled', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_NAMES: Names<RequestStatus> = {
  requested: { zh: '待供应商开票', en: 'Awaiting invoice' },
  uploaded: { zh: '发票待核验', en: 'Invoice awaiting check' },
  rejected: { zh: '发票被退回，待重开', en: 'Invoice rejected, awaiting a new one' },
  verified: { zh: '发票已核验', en: 'Invoice verified' },
  settled: { zh: '已结算', en: 'Settled' },
  cancelled: { zh: '已撤销', en: 'Cancelled' },
};
export const REQUEST_ACTIONS = ['upload', 'verify', 'reject', 'settle', 'cancel'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export const TICKET_STATUSES = ['uploaded', 'verified', 'rejected', 'settled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_NAMES: Names<TicketStatus> = {
  uploaded: { zh: '待核验', en: 'Awaiting check' },
  verified: { zh: '已核验', en: 'Verified' },
  rejected: { zh: '已退回', en: 'Rejected' },
  settled: { zh: '已结算', en: 'Settled' },
};
export const TICKET_ACTIONS = ['verify', 'reject', 'settle'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** What a guard sees: the row's mismatch flag (tickets) and the action's input. */
export interface TicketContext {
  mismatch?: boolean;
  input: { reason?: string };
}

const needsReason = ({ input }: TicketContext) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' as const });
/** A mismatching invoice is verified only with an explicit override reason. */
const matchesOrOverridden = ({ mismatch, input }: TicketContext) => (!mismatch || input.reason?.trim() ? null : { code: 'TICKET_MISMATCH_OVERRIDE' as const });

const BUYERS = ['canteen', 'procurement', 'platform'] as const;
const PROCUREMENT = ['procurement', 'platform'] as const;

export const STATEMENT_MACHINE: Machine<StatementStatus, StatementAction, ActorKind, TicketContext> = [
  { action: 'supplierConfirm', from: 'draft', to: 'supplier_confirmed', who: ['supplier'] },
  { action: 'confirm', from: 'supplier_confirmed', to: 'confirmed', who: BUYERS },
  { action: 'dispute', from: 'draft', to: 'disputed', who: ['supplier', ...BUYERS], guard: needsReason },
  { action: 'dispute', from: 'supplier_confirmed', to: 'disputed', who: BUYERS, guard: needsReason },
  { action: 'revise', from: 'disputed', to: 'draft', who: BUYERS },
  // taken by the ticket's verification and settlement, in their transactions
  { action: 'invoice', from: 'confirmed', to: 'invoiced', who: PROCUREMENT },
  { action: 'settle', from: 'invoiced', to: 'settled', who: PROCUREMENT },
];

export const REQUEST_MACHINE: Machine<RequestStatus, RequestAction, ActorKind, TicketContext> = [
  { action: 'upload', from: 'requested', to: 'uploaded', who: ['supplier'] },
  { action: 'upload', from: 'rejected', to: 'uploaded', who: ['supplier'] },
  { action: 'verify', from: 'uploaded', to: 'verified', who: PROCUREMENT },
  { action: 'reject', from: 'uploaded', to: 'rejected', who: PROCUREMENT },
  { action: 'settle', from: 'verified', to: 'settled', who: PROCUREMENT },
  { action: 'cancel', from: 'requested', to: 'cancelled', who: BUYERS },
];

export const TICKET_MACHINE: Machine<TicketStatus, TicketAction, ActorKind, TicketContext> = [
  { action: 'verify', from: 'uploaded', to: 'verified', who: PROCUREMENT, guard: matchesOrOverridden },
  { action: 'reject', from: 'uploaded', to: 'rejected', who: PROCUREMENT, guard: needsReason },
  { action: 'settle', from: 'verified', to: 'settled', who: PROCUREMENT },
];

/** The actions the screens offer on a row (the ones the ticket moves take are not offered on the statement). */
export const statementActions = (status: StatementStatus, actor: ActorKind): StatementAction[] =>
  actionsFor(STATEMENT_MACHINE, status, actor).filter((action) => action !== 'invoice' && action !== 'settle');
export const requestActions = (status: RequestStatus, actor: ActorKind): RequestAction[] => actionsFor(REQUEST_MACHINE, status, actor).filter((action) => action === 'cancel' || action === 'upload');
export const ticketActions = (status: TicketStatus, actor: ActorKind): TicketAction[] => actionsFor(TICKET_MACHINE, status, actor);

/** VAT rates an invoice request may name (percent). */
export const TAX_RATES = ['0', '1', '3', '6', '9', '13'] as const;
export type TaxRate = (typeof TAX_RATES)[number];

/** Money as integer cents, so sums and comparisons are exact. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);
export const fromCents = (cents: number): string => (cents / 100).toFixed(2);

/** The tax an invoice of `total` (tax included) carries at `rate` percent, in cents. */
export const taxOf = (totalCents: number, rate: string): number => Math.round((totalCents * Number(rate)) / (100 + Number(rate)));

/**
 * Why an invoice differs from its statement, as stored: a catalogue code and its numbers, so every reader
 * gets the sentence in their language (src/contract/errors/invoices.ts holds both). TICKET_MISMATCH_NOTE
 * carries a reason stored as text before the codes whose sentence could not be read back.
 */
export const MISMATCH_CODES = ['TICKET_AMOUNT_MISMATCH', 'TICKET_TAX_MISMATCH', 'TICKET_MISMATCH_NOTE'] as const;
export type MismatchCode = (typeof MISMATCH_CODES)[number];
export interface MismatchReason { code: MismatchCode; params: Record<string, string> }

/**
 * The mismatches of an invoice against its request: the total (tax included) must equal the statement's
 * total exactly; the tax may differ from the total's tax at the request's rate by one cent of rounding.
 */
export function invoiceMismatches(invoice: { amount: string; taxAmount: string }, expected: { amount: string; taxRate: string }): MismatchReason[] {
  const found: MismatchReason[] = [];
  const expectedCents = toCents(expected.amount);
  if (toCents(invoice.amount) !== expectedCents) found.push({ code: 'TICKET_AMOUNT_MISMATCH', params: { expected: fromCents(expectedCents), got: fromCents(toCents(invoice.amount)) } });
  const tax = taxOf(expectedCents, expected.taxRate);
  if (Math.abs(toCents(invoice.taxAmount) - tax) > 1) found.push({ code: 'TICKET_TAX_MISMATCH', params: { expected: fromCents(tax), got: fromCents(toCents(invoice.taxAmount)) } });
  return found;
}

/** The stored reasons as one line in the reader's language: one sentence per difference. */
export function mismatchText(reasons: readonly MismatchReason[], locale: 'zh' | 'en'): string {
  return reasons.map((reason) => errorMessage(reason.code, locale, reason.params)).join(locale === 'zh' ? '；' : '; ');
}

/** A period's first and last day from a month (YYYY-MM). */
export function monthPeriod(month: string): { periodFrom: string; periodTo: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { periodFrom: `${month}-01`, periodTo: `${month}-${String(last).padStart(2, '0')}` };
}

/** The longest period one statement may cover (days). */
export const STATEMENT_MAX_DAYS = 366;

/**
 * What the settlement screens print: a statement with the statement template type (its fields are the
 * order printing's statement fields, src/contract/domain/orderPrint.ts, plus the frozen totals below) and
 * the reconciliation report with a template of the `reconciliation` type.
 */
export const TICKET_DOCUMENTS = ['statement', 'reconciliation'] as const;
export type TicketDocument = (typeof TICKET_DOCUMENTS)[number];

const field = (name: string, zh: string, en: string): PrintField => ({ field: name, zh, en });

/** Fields a settlement statement adds to the order printing's statement record. */
export const STATEMENT_EXTRA_FIELDS: readonly PrintField[] = [
  field('status', '状态', 'Status'),
  field('receivedAmount', '收货金额', 'Received amount'),
  field('returnAmount', '退货退款金额', 'Returns and refunds (negative)'),
  field('adjustment', '调整金额', 'Adjustment'),
  field('adjustmentNote', '调整说明', 'Adjustment note'),
  field('supplierConfirmedBy', '供应商确认人', 'Confirmed by (supplier)'),
  field('buyerConfirmedBy', '采购方确认人', 'Confirmed by (buyer)'),
];

export const RECONCILIATION_FIELDS: readonly PrintField[] = [
  field('periodFrom', '开始日期', 'Period from'),
  field('periodTo', '结束日期', 'Period to'),
  field('printedAt', '打印时间', 'Printed at'),
  {
    ...field('items', '对账明细', 'One row per statement with its invoice'),
    columns: [
      field('line', '序号', 'Row number'),
      field('statementNo', '对账单号', 'Statement number'),
      field('canteen', '食堂', 'Canteen'),
      field('supplier', '供应商', 'Supplier'),
      field('period', '期间', 'Period'),
      field('statementTotal', '对账金额', 'Statement total'),
      field('invoiceNo', '发票号', 'Invoice number'),
      field('invoiceAmount', '发票金额', 'Invoice amount'),
      field('taxAmount', '税额', 'Tax'),
      field('difference', '差额', 'Difference'),
      field('status', '状态', 'Status'),
      field('remark', '说明', 'Mismatch reason'),
    ],
  },
  field('statementTotal', '对账合计', 'Statements total'),
  field('invoiceTotal', '发票合计', 'Invoices total'),
  field('difference', '差额合计', 'Total difference'),
  field('mismatches', '不符张数', 'Mismatching invoices'),
];

/** A taxpayer id (统一社会信用代码 and older ids): 15-20 digits or capital letters. */
export const TAX_ID_PATTERN = '^[0-9A-Z]{15,20}$';
/** An adjustment: yuan with up to two decimals, either sign. */
export const SIGNED_MONEY_PATTERN = '^-?\\d{1,10}(\\.\\d{1,2})?$';
