/** The price-setting rules as data: the two machines row by row and the comparison and conference checks. */
import { describe, expect, it } from 'vitest';
import { chooseTransition } from './stateMachine.ts';
import { CLOUD_GOOD_MACHINE, comparisonRefusal, conferenceRefusal, DECISION_MACHINE, lowestPrice } from './purchasePricing.ts';

const q = (supplierId: string, price: string) => ({ supplierId, price });

describe('comparisonRefusal', () => {
  const three = [q('a', '10.00'), q('b', '9.50'), q('c', '11')];
  it('needs three different suppliers, once each', () => {
    expect(comparisonRefusal(three.slice(0, 2), 'a', 'x')).toEqual({ code: 'PRICING_QUOTES_TOO_FEW', params: { min: 3, count: 2 } });
    expect(comparisonRefusal([...three, q('a', '8')], 'a', 'x')).toEqual({ code: 'PRICING_QUOTE_SUPPLIER_TWICE' });
    expect(comparisonRefusal([q('a', '1'), q('b', '0'), q('c', '2')], 'a', null)).toEqual({ code: 'PRICE_ZERO' });
  });
  it('needs a choice among the quotes, with a reason unless it is the lowest', () => {
    expect(comparisonRefusal(three, null, null)).toEqual({ code: 'PRICING_CHOICE_REQUIRED' });
    expect(comparisonRefusal(three, 'z', null)).toEqual({ code: 'PRICING_CHOICE_REQUIRED' });
    expect(comparisonRefusal(three, 'a', '  ')).toEqual({ code: 'PRICING_CHOICE_REASON_REQUIRED', params: { lowest: '9.50' } });
    expect(comparisonRefusal(three, 'a', '冷链')).toBeNull();
    expect(comparisonRefusal(three, 'b', null)).toBeNull();
    expect(lowestPrice(three)).toBe(9.5);
    expect(lowestPrice([])).toBeNull();
  });
});

describe('conferenceRefusal', () => {
  const ok = { periodStart: '2026-12-01', periodEnd: '2026-12-31', meetingDate: '2026-11-30', lines: [{ baseProductId: 'p', price: '6.50' }] };
  it('checks the period, the lines and their prices', () => {
    expect(conferenceRefusal(ok)).toBeNull();
    expect(conferenceRefusal({ ...ok, periodEnd: '2026-11-30' })).toEqual({ code: 'PRICING_PERIOD_INVALID' });
    expect(conferenceRefusal({ ...ok, lines: [] })).toEqual({ code: 'PRICING_LINES_REQUIRED' });
    expect(conferenceRefusal({ ...ok, lines: [...ok.lines, ...ok.lines] })).toEqual({ code: 'PRICING_PRODUCT_TWICE' });
    expect(conferenceRefusal({ ...ok, lines: [{ baseProductId: 'p', price: '0' }] })).toEqual({ code: 'PRICE_ZERO' });
  });
});

describe('machines', () => {
  const input = (reason?: string) => ({ input: { reason } });
  it.each([
    ['submit', 'draft', 'procurement', 'submitted'], ['approve', 'submitted', 'platform', 'approved'], ['reject', 'submitted', 'procurement', 'rejected'], ['revise', 'rejected', 'procurement', 'draft'],
  ] as const)('decision: %s from %s by %s reaches %s', (action, from, who, to) => {
    const choice = chooseTransition(DECISION_MACHINE, action, from, who, input('理由'));
    expect(choice.ok && choice.transition.to).toBe(to);
  });
  it('refuses the wrong state, role and a rejection without a reason', () => {
    expect(chooseTransition(DECISION_MACHINE, 'approve', 'draft', 'procurement', input())).toEqual({ ok: false, reason: 'state' });
    expect(chooseTransition(DECISION_MACHINE, 'approve', 'submitted', 'canteen', input())).toEqual({ ok: false, reason: 'actor' });
    expect(chooseTransition(DECISION_MACHINE, 'reject', 'submitted', 'procurement', input(' '))).toMatchObject({ ok: false, reason: 'guard' });
  });
  it('cloud goods: procurement lists, either side delists with a reason, the supplier redrafts', () => {
    expect(chooseTransition(CLOUD_GOOD_MACHINE, 'list', 'draft', 'supplier', input())).toEqual({ ok: false, reason: 'actor' });
    expect(chooseTransition(CLOUD_GOOD_MACHINE, 'list', 'draft', 'procurement', input())).toMatchObject({ ok: true });
    expect(chooseTransition(CLOUD_GOOD_MACHINE, 'delist', 'listed', 'supplier', input())).toMatchObject({ ok: false, reason: 'guard' });
    expect(chooseTransition(CLOUD_GOOD_MACHINE, 'delist', 'listed', 'supplier', input('停产'))).toMatchObject({ ok: true });
    expect(chooseTransition(CLOUD_GOOD_MACHINE, 'redraft', 'delisted', 'procurement', input())).toEqual({ ok: false, reason: 'actor' });
  });
});
