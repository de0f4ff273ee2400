/** The bid machine row by row (refusals included) and the offer scoring. */
import { describe, expect, it } from 'vitest';
import { chooseTransition } from './stateMachine.ts';
import { awardDay, BID_MACHINE, bidActions, scoreOffers, weightsValid, type BidContext } from './purchaseBid.ts';

const now = new Date('2026-11-26T08:00:00Z');
const context = (over: Partial<BidContext> = {}): BidContext => ({
  now, deadline: new Date('2026-11-27T08:00:00Z'), minOffers: 2, offersPerProduct: { egg: 2 }, productNames: { egg: '鸡蛋' }, choices: { egg: 'o1' }, reason: 'x', ...over,
});

describe('BID_MACHINE', () => {
  it('lets keepers move a bid along and nobody else', () => {
    expect(bidActions('draft', 'procurement')).toEqual(['publish', 'cancel']);
    expect(bidActions('published', 'platform')).toEqual(['close', 'cancel']);
    expect(bidActions('evaluating', 'procurement')).toEqual(['award', 'cancel']);
    expect(bidActions('awarded', 'procurement')).toEqual([]);
    expect(bidActions('cancelled', 'platform')).toEqual([]);
    for (const kind of ['supplier', 'canteen'] as const) expect(bidActions('draft', kind)).toEqual([]);
    expect(chooseTransition(BID_MACHINE, 'publish', 'draft', 'supplier', context())).toEqual({ ok: false, reason: 'actor' });
    expect(chooseTransition(BID_MACHINE, 'award', 'published', 'procurement', context())).toEqual({ ok: false, reason: 'state' });
  });

  it('refuses a deadline passed, too few offers, a product without a choice and a cancel without a reason', () => {
    expect(chooseTransition(BID_MACHINE, 'publish', 'draft', 'procurement', context({ deadline: now }))).toMatchObject({ ok: false, refusal: { code: 'BID_DEADLINE_PAST' } });
    expect(chooseTransition(BID_MACHINE, 'award', 'evaluating', 'procurement', context({ offersPerProduct: { egg: 1 } })))
      .toMatchObject({ ok: false, refusal: { code: 'BID_TOO_FEW_OFFERS', params: { product: '鸡蛋', offers: 1, min: 2 } } });
    expect(chooseTransition(BID_MACHINE, 'award', 'evaluating', 'procurement', context({ choices: {} }))).toMatchObject({ ok: false, refusal: { code: 'BID_AWARD_INCOMPLETE' } });
    expect(chooseTransition(BID_MACHINE, 'cancel', 'published', 'procurement', context({ reason: ' ' }))).toMatchObject({ ok: false, refusal: { code: 'ORDER_REASON_REQUIRED' } });
    expect(chooseTransition(BID_MACHINE, 'award', 'evaluating', 'procurement', context())).toMatchObject({ ok: true, transition: { to: 'awarded' } });
  });
});

describe('scoreOffers', () => {
  const weights = { priceWeight: 60, qualityWeight: 20, deliveryWeight: 20 };
  it('scores price, qualification and delivery against the best offer and ranks by the weighed total', () => {
    const scored = scoreOffers([
      { offerId: 'a', price: 5, qualification: 1, leadDays: 1 },
      { offerId: 'b', price: 4, qualification: 0.5, leadDays: 3 },
    ], weights);
    expect(scored).toEqual([
      { offerId: 'a', priceScore: 80, qualityScore: 100, deliveryScore: 100, total: 88, rank: 1 },
      { offerId: 'b', priceScore: 100, qualityScore: 50, deliveryScore: 50, total: 80, rank: 2 },
    ]);
  });
  it('gives equal totals one rank, the lower price first; no offers, no ranking', () => {
    const scored = scoreOffers([
      { offerId: 'x', price: 2, qualification: 0, leadDays: 0 },
      { offerId: 'y', price: 2, qualification: 0, leadDays: 0 },
    ], { priceWeight: 100, qualityWeight: 0, deliveryWeight: 0 });
    expect(scored.map((s) => [s.offerId, s.rank])).toEqual([['x', 1], ['y', 1]]);
    expect(scoreOffers([], weights)).toEqual([]);
  });
  it('checks the weights add up to 100 and takes the later of the bid day and today', () => {
    expect(weightsValid(weights)).toBe(true);
    expect(weightsValid({ ...weights, priceWeight: 50 })).toBe(false);
    expect(awardDay('2026-12-01', '2026-11-26')).toBe('2026-12-01');
    expect(awardDay('2026-11-20', '2026-11-26')).toBe('2026-11-26');
  });
});
