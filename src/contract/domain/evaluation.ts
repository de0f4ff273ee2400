/**
 * Supplier evaluations (issue 19): a canteen's rating of a supplier for one month, on quality, delivery and
 * service (whole scores 1-5) with a comment. Procurement rates for its institution's canteens, canteen staff
 * for their own; one evaluation per supplier, canteen and month, edited with the version read.
 */

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

/** The three things scored, in the order screens show them. */
export const SCORE_FIELDS = ['quality', 'delivery', 'service'] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

/** A month, YYYY-MM. */
export const PERIOD_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

export const isScore = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= SCORE_MIN && (value as number) <= SCORE_MAX;

/** One evaluation's overall score: the mean of its three, to two decimals. */
export const overallScore = (scores: Readonly<Record<ScoreField, number>>): number =>
  Math.round((SCORE_FIELDS.reduce((sum, field) => sum + scores[field], 0) / SCORE_FIELDS.length) * 100) / 100;
