/**
 * Agreement prices: a supplier proposes a price for a base product and a canteen from an effective date;
 * procurement approves it or returns it with a reason; the supplier revises a returned price and proposes
 * it again.
 *
 *   proposed ──approve──▶ approved
 *      ▲  └────return───▶ returned ──revise──┘
 *   proposed ──hold──▶ held ──publish (its price release)──▶ approved      held ──return──▶ returned
 *
 * Issue 19, price release: procurement either approves a price at once (a release of one: current from
 * its effective date, as ordering always had it) or holds it for a price release; a held price is NOT
 * current. Publishing the release approves all its held prices from the release day (a price proposed for
 * a later day keeps its later day). So "approved" means released, and only released prices are current.
 *
 * The CURRENT agreement price of a product for a canteen on a day is the approved price with the latest
 * effective date on or before that day (the later approval wins a tie); its supplier is the one new order
 * lines are allotted to. A product without a current price cannot be ordered.
 */
import type { ActorKind } from './order.ts';
import type { Machine } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

export const PRICE_STATUSES = ['proposed', 'held', 'approved', 'returned'] as const;
export type PriceStatus = (typeof PRICE_STATUSES)[number];

export const PRICE_STATUS_NAMES: Readonly<Record<PriceStatus, { zh: string; en: string }>> = {
  proposed: { zh: '待审批', en: 'Awaiting approval' },
  held: { zh: '待发布', en: 'Awaiting release' },
  approved: { zh: '已生效', en: 'Approved' },
  returned: { zh: '已退回', en: 'Returned' },
};

export const PRICE_ACTIONS = ['approve', 'return', 'revise', 'hold', 'publish'] as const;
export type PriceAction = (typeof PRICE_ACTIONS)[number];

export interface PriceContext {
  input: { reason?: string; price?: string; effectiveFrom?: string; releaseId?: string };
}

export const PRICE_MACHINE: Machine<PriceStatus, PriceAction, ActorKind, PriceContext> = [
  { action: 'approve', from: 'proposed', to: 'approved', who: ['procurement', 'platform'] },
  {
    action: 'return',
    from: 'proposed',
    to: 'returned',
    who: ['procurement', 'platform'],
    guard: ({ input }) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' }),
  },
  {
    action: 'hold',
    from: 'proposed',
    to: 'held',
    who: ['procurement', 'platform'],
    guard: ({ input }) => (input.releaseId ? null : { code: 'PRICE_RELEASE_REQUIRED' }),
  },
  {
    action: 'return',
    from: 'held',
    to: 'returned',
    who: ['procurement', 'platform'],
    guard: ({ input }) => (input.reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' }),
  },
  // only through publishing the release the price is held in
  { action: 'publish', from: 'held', to: 'approved', who: ['procurement', 'platform'] },
  {
    action: 'revise',
    from: 'returned',
    to: 'proposed',
    who: ['supplier'],
    guard: ({ input }) => (input.price && input.effectiveFrom ? null : { code: 'PRICE_REVISION_INCOMPLETE' }),
  },
];

export const priceActions = (status: PriceStatus, actor: ActorKind): PriceAction[] => actionsFor(PRICE_MACHINE, status, actor);

/** The price queue of the header's PriceCount: suppliers revise returned prices, procurement approves proposed ones. */
export const PRICE_QUEUE: Readonly<Partial<Record<ActorKind, PriceStatus>>> = {
  supplier: 'returned',
  procurement: 'proposed',
  platform: 'proposed',
};
