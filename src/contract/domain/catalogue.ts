/**
 * The catalogue's rules (issue 19), shared by the server and the screens.
 *
 * Supplier product links: a supplier asks to offer a base product under its own code; the platform or
 * procurement approves it (then the supplier may price it) or rejects it with a reason; the supplier may
 * ask again.      pending ──approve──▶ approved      pending ──reject──▶ rejected ──resubmit──▶ pending
 *
 * School fill: a canteen asks for a product the catalogue lacks; procurement approves it (it becomes a
 * base product) or rejects it with a reason.      pending ──approve──▶ approved      pending ──reject──▶ rejected
 *
 * Price releases: draft ──publish──▶ published (its held prices become approved from the release day).
 */
import type { ActorKind } from './order.ts';
import type { Machine } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

type Names<S extends string> = Readonly<Record<S, { zh: string; en: string }>>;
const needsReason = ({ input }: { input: { reason?: string } }) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' as const });

export const LINK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
export const LINK_STATUS_NAMES: Names<LinkStatus> = {
  pending: { zh: '待审核', en: 'Awaiting audit' },
  approved: { zh: '已通过', en: 'Approved' },
  rejected: { zh: '已驳回', en: 'Rejected' },
};
export const LINK_ACTIONS = ['approve', 'reject', 'resubmit'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];
export interface ReasonContext {
  input: { reason?: string };
}
export const LINK_MACHINE: Machine<LinkStatus, LinkAction, ActorKind, ReasonContext> = [
  { action: 'approve', from: 'pending', to: 'approved', who: ['platform', 'procurement'] },
  { action: 'reject', from: 'pending', to: 'rejected', who: ['platform', 'procurement'], guard: needsReason },
  { action: 'resubmit', from: 'rejected', to: 'pending', who: ['supplier'] },
];
export const linkActions = (status: LinkStatus, actor: ActorKind) => actionsFor(LINK_MACHINE, status, actor);

export const FILL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FillStatus = (typeof FILL_STATUSES)[number];
export const FILL_STATUS_NAMES: Names<FillStatus> = LINK_STATUS_NAMES;
export const FILL_ACTIONS = ['approve', 'reject'] as const;
export type FillAction = (typeof FILL_ACTIONS)[number];
export const FILL_MACHINE: Machine<FillStatus, FillAction, ActorKind, ReasonContext> = [
  { action: 'approve', from: 'pending', to: 'approved', who: ['procurement', 'platform'] },
  { action: 'reject', from: 'pending', to: 'rejected', who: ['procurement', 'platform'], guard: needsReason },
];
export const fillActions = (status: FillStatus, actor: ActorKind) => actionsFor(FILL_MACHINE, status, actor);

export const RELEASE_STATUSES = ['draft', 'published'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
export const RELEASE_STATUS_NAMES: Names<ReleaseStatus> = {
  draft: { zh: '草稿', en: 'Draft' },
  published: { zh: '已发布', en: 'Published' },
};
export const RELEASE_ACTIONS = ['publish'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];
export const RELEASE_MACHINE: Machine<ReleaseStatus, ReleaseAction, ActorKind, Record<string, never>> = [
  { action: 'publish', from: 'draft', to: 'published', who: ['procurement', 'platform'] },
];
export const releaseActions = (status: ReleaseStatus, actor: ActorKind) => actionsFor(RELEASE_MACHINE, status, actor);

/** Who keeps the catalogue (base products, market prices, expiration configs, virtual items). */
export const CATALOGUE_KEEPERS: readonly ActorKind[] = ['platform', 'procurement'];

/**
 * An agreement price further than this from the market price of its effective day is flagged (a share of
 * the market price: 0.2 = 20 %).
 */
export const PRICE_DEVIATION_LIMIT = 0.2;

/** The deviation of a price from the market price as a share (0.25 = 25 % above), or null without a market price. */
export function priceDeviation(price: string, market: string | null): number | null {
  if (market === null || Number(market) <= 0) return null;
  return Math.round(((Number(price) - Number(market)) / Number(market)) * 10_000) / 10_000;
}
export const deviationFlagged = (deviation: number | null) => deviation !== null && Math.abs(deviation) > PRICE_DEVIATION_LIMIT;

/** Shelf-life fields: whole days, warning shorter than the shelf life. */
export const SHELF_LIFE_MAX_DAYS = 3650;
export function shelfLifeRefusal(shelfLifeDays: number | null | undefined, warningDays: number | null | undefined): 'PRODUCT_WARNING_EXCEEDS_SHELF_LIFE' | null {
  if (shelfLifeDays != null && warningDays != null && warningDays >= shelfLifeDays) return 'PRODUCT_WARNING_EXCEEDS_SHELF_LIFE';
  return null;
}

/**
 * How many images a base product holds at most: the form's upload stops there, and the route schema refuses
 * more with PRODUCT_IMAGES_TOO_MANY (its `x-error`, filled with the schema's {limit}).
 */
export const PRODUCT_IMAGES_MAX = 6;
export const PRODUCT_IMAGES_TOO_MANY = 'PRODUCT_IMAGES_TOO_MANY' as const;
