/**
 * A supplier's score for one delivery (issue 19), read from what the canteen found at the receiving check
 * and from the after-sales approved on the delivered lines. The rule is data: a share of the dispatched
 * quantity maps to a score by the first band it fits, deductions follow. Scores are whole 1-5 like a
 * canteen's own evaluation, so both feed one rating (supplier_ratings) and its months.
 */
import { SCORE_MAX, SCORE_MIN, type ScoreField } from './evaluation.ts';
import { toMilli } from './order.ts';

/** A share (0..1) up to `upTo` scores `score`; the bands are in ascending order and the last one catches all. */
export interface ScoreBand { upTo: number; score: number }

export const DELIVERY_SCORE_RULE = {
  /** quality: the share of the dispatched quantity the canteen rejected at the check */
  rejectedBands: [{ upTo: 0, score: 5 }, { upTo: 0.02, score: 4 }, { upTo: 0.05, score: 3 }, { upTo: 0.1, score: 2 }, { upTo: 1, score: 1 }],
  /** delivery: the share of the dispatched quantity that never arrived (neither received nor rejected) */
  shortBands: [{ upTo: 0, score: 5 }, { upTo: 0.02, score: 4 }, { upTo: 0.05, score: 3 }, { upTo: 0.1, score: 2 }, { upTo: 1, score: 1 }],
  /** delivery: taken off when the delivery note was made after the arrival day (China time) */
  lateDeduction: 1,
  /** each after-sale approved on a line of the delivery (return, refund or replacement) takes off */
  afterSaleDeduction: { quality: 1, service: 1 },
} as const satisfies {
  rejectedBands: readonly ScoreBand[];
  shortBands: readonly ScoreBand[];
  lateDeduction: number;
  afterSaleDeduction: Readonly<Partial<Record<ScoreField, number>>>;
};

/** What the score is read from: each checked line of the delivery, lateness, approved after-sales. */
export interface DeliveryFacts {
  /** quantities as decimal strings: dispatched on the note, received and rejected at its checks */
  lines: ReadonlyArray<{ dispatched: string; received: string; rejected: string }>;
  late: boolean;
  afterSales: number;
}

const bandScore = (bands: readonly ScoreBand[], share: number) => (bands.find((band) => share <= band.upTo) ?? bands[bands.length - 1]!).score;
const clamp = (score: number) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));

/** The mean share over the checked lines (each line counts once whatever its unit). */
function meanShare(facts: DeliveryFacts, part: (line: DeliveryFacts['lines'][number]) => number): number {
  const shares = facts.lines.map((line) => (toMilli(line.dispatched) > 0 ? part(line) / toMilli(line.dispatched) : 0));
  return shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : 0;
}

/** The delivery's quality, delivery and service scores by DELIVERY_SCORE_RULE. */
export function deliveryScore(facts: DeliveryFacts, rule = DELIVERY_SCORE_RULE): Record<ScoreField, number> {
  const rejected = meanShare(facts, (line) => toMilli(line.rejected));
  const short = meanShare(facts, (line) => Math.max(0, toMilli(line.dispatched) - toMilli(line.received) - toMilli(line.rejected)));
  return {
    quality: clamp(bandScore(rule.rejectedBands, rejected) - facts.afterSales * rule.afterSaleDeduction.quality),
    delivery: clamp(bandScore(rule.shortBands, short) - (facts.late ? rule.lateDeduction : 0)),
    service: clamp(SCORE_MAX - facts.afterSales * rule.afterSaleDeduction.service),
  };
}
