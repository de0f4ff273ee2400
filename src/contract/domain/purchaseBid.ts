/**
 * Bids and bid rules (issue 20, 招标 / 采购规则). A rule names the base products and canteens procurement
 * buys together, the period its bids may take effect in, the weights offers are scored by (price,
 * qualification, delivery; they sum to 100) and the fewest offers a product needs before it is awarded.
 *
 *   draft ──publish──▶ published ──close──▶ evaluating ──award──▶ awarded
 *     └──────cancel──────┴──────cancel──────────┴──▶ cancelled
 *
 * While a bid is published and its deadline has not passed, suppliers that may serve every canteen of the
 * bid submit (or replace) one offer with a price per product, and may withdraw it. Procurement closes the
 * bid, the server scores the offers per product (scoreOffers), and the award names one offer per product:
 * it becomes the agreement price of that product for every canteen of the bid from the award's day.
 */
import type { ActorKind } from './order.ts';
import type { Machine, Refusal } from './stateMachine.ts';
import { actionsFor } from './stateMachine.ts';

/** Who keeps rules and runs bids. */
export const BID_KEEPERS: readonly ActorKind[] = ['platform', 'procurement'];

export const BID_STATUSES = ['draft', 'published', 'evaluating', 'awarded', 'cancelled'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_STATUS_NAMES: Readonly<Record<BidStatus, { zh: string; en: string }>> = {
  draft: { zh: '草稿', en: 'Draft' },
  published: { zh: '投标中', en: 'Open for offers' },
  evaluating: { zh: '评标中', en: 'Evaluating' },
  awarded: { zh: '已定标', en: 'Awarded' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
};

export const BID_ACTIONS = ['publish', 'close', 'award', 'cancel'] as const;
export type BidAction = (typeof BID_ACTIONS)[number];

/** What a bid move is checked against: the bid's deadline and products, the offers per product, the award's choices. */
export interface BidContext {
  now: Date;
  deadline: Date;
  minOffers: number;
  /** Offers (submitted) per product of the bid. */
  offersPerProduct: Record<string, number>;
  /** Product id -> name, for the refusals. */
  productNames: Record<string, string>;
  /** The award's product -> offer choices (award only). */
  choices?: Record<string, string>;
  reason?: string;
}

const needsReason = ({ reason }: BidContext) => (reason?.trim() ? null : { code: 'ORDER_REASON_REQUIRED' as const });

export const BID_MACHINE: Machine<BidStatus, BidAction, ActorKind, BidContext> = [
  {
    action: 'publish', from: 'draft', to: 'published', who: BID_KEEPERS,
    guard: ({ now, deadline }) => (deadline.getTime() > now.getTime() ? null : { code: 'BID_DEADLINE_PAST' }),
  },
  { action: 'close', from: 'published', to: 'evaluating', who: BID_KEEPERS },
  {
    action: 'award', from: 'evaluating', to: 'awarded', who: BID_KEEPERS,
    guard: ({ minOffers, offersPerProduct, productNames, choices }): Refusal | null => {
      for (const [id, n] of Object.entries(offersPerProduct)) {
        const product = productNames[id] ?? id;
        if (n < minOffers) return { code: 'BID_TOO_FEW_OFFERS', params: { product, offers: n, min: minOffers } };
        if (!choices?.[id]) return { code: 'BID_AWARD_INCOMPLETE', params: { product } };
      }
      return null;
    },
  },
  { action: 'cancel', from: 'draft', to: 'cancelled', who: BID_KEEPERS, guard: needsReason },
  { action: 'cancel', from: 'published', to: 'cancelled', who: BID_KEEPERS, guard: needsReason },
  { action: 'cancel', from: 'evaluating', to: 'cancelled', who: BID_KEEPERS, guard: needsReason },
];

export const bidActions = (status: BidStatus, actor: ActorKind): BidAction[] => actionsFor(BID_MACHINE, status, actor);

export const OFFER_STATUSES = ['submitted', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The weights of a rule; each 0-100, together 100. */
export interface BidWeights {
  priceWeight: number;
  qualityWeight: number;
  deliveryWeight: number;
}

export const weightsValid = (w: BidWeights): boolean => w.priceWeight + w.qualityWeight + w.deliveryWeight === 100;

/** Most days a supplier may ask between an order and its delivery. */
export const LEAD_DAYS_MAX = 30;
/** Most products in a rule (and so in a bid). */
export const RULE_PRODUCTS_MAX = 50;

/** One offer's price for one product, with what the other two scores are made of. */
export interface OfferForScore {
  offerId: string;
  price: number;
  /** The supplier's valid qualifications over all of its qualifications (0-1; none: 0). */
  qualification: number;
  leadDays: number;
}

export interface ScoredOffer {
  offerId: string;
  priceScore: number;
  qualityScore: number;
  deliveryScore: number;
  total: number;
  rank: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The offers for one product scored and ranked: price score = lowest price / this price × 100, qualification
 * score = share of valid qualifications × 100, delivery score = (shortest lead + 1) / (this lead + 1) × 100;
 * the total weighs the three by the rule. Best first; ties share a rank and keep the lower price first.
 */
export function scoreOffers(offers: readonly OfferForScore[], weights: BidWeights): ScoredOffer[] {
  if (offers.length === 0) return [];
  const lowest = Math.min(...offers.map((o) => o.price));
  const shortest = Math.min(...offers.map((o) => o.leadDays));
  const scored = offers.map((o) => {
    const priceScore = round2((lowest / o.price) * 100);
    const qualityScore = round2(Math.min(1, Math.max(0, o.qualification)) * 100);
    const deliveryScore = round2(((shortest + 1) / (o.leadDays + 1)) * 100);
    const total = round2((priceScore * weights.priceWeight + qualityScore * weights.qualityWeight + deliveryScore * weights.deliveryWeight) / 100);
    return { offerId: o.offerId, price: o.price, priceScore, qualityScore, deliveryScore, total, rank: 0 };
  });
  scored.sort((a, b) => b.total - a.total || a.price - b.price || a.offerId.localeCompare(b.offerId));
  scored.forEach((s, i) => { s.rank = i > 0 && scored[i - 1]!.total === s.total ? scored[i - 1]!.rank : i + 1; });
  return scored.map(({ price: _price, ...rest }) => rest);
}

/** The day an award's prices take effect: the bid's effective day, or today when that has passed. */
export const awardDay = (effectiveFrom: string, today: string): string => (effectiveFrom > today ? effectiveFrom : today);
