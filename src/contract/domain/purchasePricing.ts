/**
 * Price setting in 采购管理 (issue 20), shared by the server and the screens. Three ways procurement sets
 * an agreement price besides a supplier's own proposal; each one, once decided, becomes approved
 * agreement prices (src/contract/domain/agreementPrice.ts) that ordering and the shop read.
 *
 * Cloud goods (云商品): a supplier offers an approved product link on the shared cloud list (spec, price,
 * minimum order, image); procurement lists it; a canteen (or procurement) adopts a listed item for its
 * canteens from a day, which makes the agreement prices.
 *     draft ──list──▶ listed ──delist (reason)──▶ delisted ──redraft (supplier)──▶ draft
 *
 * Conference price (会议定价) and three-party comparison (三方比价) share one decision machine:
 *     draft ──submit──▶ submitted ──approve──▶ approved (agreement prices made)
 *                           └──reject (reason)──▶ rejected ──revise──▶ draft
 * A conference records a price meeting (day, attendees, minutes) and a period with per-product prices for
 * its canteens. A comparison holds at least three quotes of different suppliers for one product and its
 * canteens; procurement picks one, with a reason when it is not the lowest.
 */
import type { ActorKind } from './order.ts';
import type { Machine, Refusal } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

type Names<S extends string> = Readonly<Record<S, { zh: string; en: string }>>;
const needsReason = ({ input }: { input: { reason?: string } }) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' as const });

/** Who keeps conference prices and comparisons, and lists cloud goods. */
export const PRICING_KEEPERS: readonly ActorKind[] = ['procurement', 'platform'];

export const CLOUD_GOOD_STATUSES = ['draft', 'listed', 'delisted'] as const;
export type CloudGoodStatus = (typeof CLOUD_GOOD_STATUSES)[number];
export const CLOUD_GOOD_STATUS_NAMES: Names<CloudGoodStatus> = {
  draft: { zh: '待上架', en: 'Draft' },
  listed: { zh: '已上架', en: 'Listed' },
  delisted: { zh: '已下架', en: 'Delisted' },
};
export const CLOUD_GOOD_ACTIONS = ['list', 'delist', 'redraft'] as const;
export type CloudGoodAction = (typeof CLOUD_GOOD_ACTIONS)[number];
export interface ReasonContext {
  input: { reason?: string };
}
export const CLOUD_GOOD_MACHINE: Machine<CloudGoodStatus, CloudGoodAction, ActorKind, ReasonContext> = [
  { action: 'list', from: 'draft', to: 'listed', who: PRICING_KEEPERS },
  { action: 'delist', from: 'listed', to: 'delisted', who: [...PRICING_KEEPERS, 'supplier'], guard: needsReason },
  { action: 'redraft', from: 'delisted', to: 'draft', who: ['supplier'] },
];
export const cloudGoodActions = (status: CloudGoodStatus, actor: ActorKind) => actionsFor(CLOUD_GOOD_MACHINE, status, actor);
/** Who may adopt a listed cloud item for canteens of their scope. */
export const CLOUD_ADOPTERS: readonly ActorKind[] = ['canteen', 'procurement', 'platform'];

export const DECISION_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
export const DECISION_STATUS_NAMES: Names<DecisionStatus> = {
  draft: { zh: '草稿', en: 'Draft' },
  submitted: { zh: '待审批', en: 'Awaiting approval' },
  approved: { zh: '已批准', en: 'Approved' },
  rejected: { zh: '已驳回', en: 'Rejected' },
};
export const DECISION_ACTIONS = ['submit', 'approve', 'reject', 'revise'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];
export const DECISION_MACHINE: Machine<DecisionStatus, DecisionAction, ActorKind, ReasonContext> = [
  { action: 'submit', from: 'draft', to: 'submitted', who: PRICING_KEEPERS },
  { action: 'approve', from: 'submitted', to: 'approved', who: PRICING_KEEPERS },
  { action: 'reject', from: 'submitted', to: 'rejected', who: PRICING_KEEPERS, guard: needsReason },
  { action: 'revise', from: 'rejected', to: 'draft', who: PRICING_KEEPERS },
];
export const decisionActions = (status: DecisionStatus, actor: ActorKind) => actionsFor(DECISION_MACHINE, status, actor);
/** Only a draft may be edited. */
export const EDITABLE_DECISION: DecisionStatus = 'draft';

/** A three-party comparison needs quotes of at least this many different suppliers. */
export const MIN_COMPARISON_SUPPLIERS = 3;

export interface QuoteLike {
  supplierId: string;
  price: string;
}

/** The lowest quoted price (cents-exact), or null without quotes. */
export function lowestPrice(quotes: readonly QuoteLike[]): number | null {
  const cents = quotes.map((q) => Math.round(Number(q.price) * 100));
  return cents.length === 0 ? null : Math.min(...cents) / 100;
}

/**
 * Why a comparison's quotes and choice do not stand, or null: quotes of at least three different
 * suppliers, one quote per supplier, a chosen supplier among them, and a reason when the chosen quote
 * is not the lowest.
 */
export function comparisonRefusal(quotes: readonly QuoteLike[], chosenSupplierId: string | null | undefined, choiceReason: string | null | undefined): Refusal | null {
  const suppliers = new Set(quotes.map((q) => q.supplierId));
  if (suppliers.size < quotes.length) return { code: 'PRICING_QUOTE_SUPPLIER_TWICE' };
  if (suppliers.size < MIN_COMPARISON_SUPPLIERS) return { code: 'PRICING_QUOTES_TOO_FEW', params: { min: MIN_COMPARISON_SUPPLIERS, count: suppliers.size } };
  if (quotes.some((q) => !(Number(q.price) > 0))) return { code: 'PRICE_ZERO' };
  const chosen = quotes.find((q) => q.supplierId === chosenSupplierId);
  if (!chosen) return { code: 'PRICING_CHOICE_REQUIRED' };
  if (Number(chosen.price) > lowestPrice(quotes)! && !choiceReason?.trim()) return { code: 'PRICING_CHOICE_REASON_REQUIRED', params: { lowest: lowestPrice(quotes)!.toFixed(2) } };
  return null;
}

/** Why a conference's period or lines do not stand, or null. */
export function conferenceRefusal(input: { periodStart: string; periodEnd: string; meetingDate: string; lines: ReadonlyArray<{ baseProductId: string; price: string }> }): Refusal | null {
  if (input.periodEnd < input.periodStart) return { code: 'PRICING_PERIOD_INVALID' };
  if (input.lines.length === 0) return { code: 'PRICING_LINES_REQUIRED' };
  const products = new Set(input.lines.map((l) => l.baseProductId));
  if (products.size < input.lines.length) return { code: 'PRICING_PRODUCT_TWICE' };
  if (input.lines.some((l) => !(Number(l.price) > 0))) return { code: 'PRICE_ZERO' };
  return null;
}
