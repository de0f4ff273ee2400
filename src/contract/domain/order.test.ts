import { describe, expect, it } from 'vitest';
import { PRICE_MACHINE } from './agreementPrice.ts';
import {
  actorKindOf, amountOf, fromMilli, LINE_ACTIONS, LINE_MACHINE, LINE_STATUSES, lineActions, orderStatusOf, toMilli, WITHDRAWABLE_STATUSES,
  type ActorKind, type LineContext,
} from './order.ts';
import { chooseTransition } from './stateMachine.ts';

const KINDS: ActorKind[] = ['canteen', 'supplier', 'procurement', 'platform'];
const line = (over: Partial<LineContext['line']> = {}): LineContext['line'] => ({ quantity: '10', receivedQty: '0', dispatchQty: '10', supplierId: 's1', ...over });
/** An input that passes every guard of `action` on line(). */
const passing: Record<string, LineContext['input']> = {
  allot: { supplierId: 's2' },
  reject: { reason: '缺货' },
  sendBack: { reason: '复核' },
  check: { receivedQty: '10' },
};

describe('the order-line machine, row by row', () => {
  it.each(LINE_MACHINE.map((t) => [t.action, t.from, t.to, t] as const))('%s from %s to %s: its actors may, nobody else', (action, from, _to, row) => {
    for (const kind of KINDS) {
      const context = { line: line(), input: action === 'check' && row.to === 'preparing' ? { receivedQty: '4' } : passing[action] ?? {} };
      const choice = chooseTransition(LINE_MACHINE, action, from, kind, context);
      if (row.who.includes(kind)) expect(choice).toEqual({ ok: true, transition: row });
      else expect(choice).toEqual({ ok: false, reason: 'actor' });
    }
  });

  it('refuses every action from a state it does not leave', () => {
    for (const status of LINE_STATUSES) {
      for (const action of LINE_ACTIONS) {
        if (LINE_MACHINE.some((t) => t.action === action && t.from === status)) continue;
        for (const kind of KINDS) expect(chooseTransition(LINE_MACHINE, action, status, kind, { line: line(), input: {} })).toEqual({ ok: false, reason: 'state' });
      }
    }
    expect(lineActions('audited', 'platform')).toEqual([]);
    expect(lineActions('withdrawn', 'canteen')).toEqual([]);
  });

  it('guards: reasons, a supplier to allot to, quantities that fit the dispatch', () => {
    const refusal = (action: (typeof LINE_ACTIONS)[number], from: (typeof LINE_STATUSES)[number], kind: ActorKind, context: LineContext) => {
      const choice = chooseTransition(LINE_MACHINE, action, from, kind, context);
      return choice.ok ? null : choice.reason === 'guard' ? choice.refusal.code : choice.reason;
    };
    expect(refusal('reject', 'awaiting_supplier', 'supplier', { line: line(), input: { reason: '  ' } })).toBe('ORDER_REASON_REQUIRED');
    expect(refusal('sendBack', 'received', 'procurement', { line: line(), input: {} })).toBe('ORDER_REASON_REQUIRED');
    expect(refusal('allot', 'allotting', 'canteen', { line: line({ supplierId: null }), input: {} })).toBe('ORDER_SUPPLIER_REQUIRED');
    expect(refusal('allot', 'awaiting_supplier', 'canteen', { line: line(), input: { supplierId: 's1' } })).toBe('ORDER_ALLOT_SAME_SUPPLIER');
    expect(refusal('check', 'dispatched', 'canteen', { line: line(), input: { receivedQty: '9', rejectedQty: '1.001', rejectReason: 'x' } })).toBe('ORDER_CHECK_EXCEEDS');
    expect(refusal('check', 'dispatched', 'canteen', { line: line(), input: { receivedQty: '9', rejectedQty: '1' } })).toBe('ORDER_REJECT_REASON_REQUIRED');
    // a partial receipt keeps the rest open; closing the shortfall ends receiving; the second delivery completes it
    const to = (context: LineContext) => {
      const choice = chooseTransition(LINE_MACHINE, 'check', 'dispatched', 'canteen', context);
      return choice.ok ? choice.transition.to : null;
    };
    expect(to({ line: line(), input: { receivedQty: '7', rejectedQty: '3', rejectReason: '变质' } })).toBe('preparing');
    expect(to({ line: line(), input: { receivedQty: '7', closeShortfall: true } })).toBe('received');
    expect(to({ line: line({ receivedQty: '7', dispatchQty: '3' }), input: { receivedQty: '3' } })).toBe('received');
    expect(to({ line: line(), input: { receivedQty: '10' } })).toBe('received');
  });

  it('withdrawal is possible only before a supplier accepts', () => {
    expect([...WITHDRAWABLE_STATUSES].sort()).toEqual(['allotting', 'awaiting_supplier']);
  });
});

describe('the price machine', () => {
  it('procurement approves or returns (with a reason), the supplier revises', () => {
    expect(chooseTransition(PRICE_MACHINE, 'approve', 'proposed', 'procurement', { input: {} })).toMatchObject({ ok: true });
    expect(chooseTransition(PRICE_MACHINE, 'approve', 'proposed', 'supplier', { input: {} })).toEqual({ ok: false, reason: 'actor' });
    expect(chooseTransition(PRICE_MACHINE, 'return', 'proposed', 'platform', { input: {} })).toMatchObject({ ok: false, reason: 'guard', refusal: { code: 'ORDER_REASON_REQUIRED' } });
    expect(chooseTransition(PRICE_MACHINE, 'revise', 'returned', 'supplier', { input: { price: '1.00' } })).toMatchObject({ ok: false, refusal: { code: 'PRICE_REVISION_INCOMPLETE' } });
    expect(chooseTransition(PRICE_MACHINE, 'revise', 'approved', 'supplier', { input: { price: '1.00', effectiveFrom: '2026-01-01' } })).toEqual({ ok: false, reason: 'state' });
  });
});

describe('quantities, amounts and summaries', () => {
  it('counts quantities in thousandths and amounts in cents', () => {
    expect(toMilli('12.5')).toBe(12_500);
    expect(toMilli('0.001')).toBe(1);
    expect(toMilli('7')).toBe(7_000);
    expect(fromMilli(12_500)).toBe('12.500');
    expect(fromMilli(toMilli('40') - toMilli('35'))).toBe('5.000');
    expect(amountOf('27', '4.90')).toBe(132.3);
    expect(amountOf('0.333', '3.00')).toBe(1);
    expect(amountOf('3', null)).toBe(0);
    // 0.1 + 0.2 style errors do not leak into money
    expect(amountOf('3', '0.10')).toBe(0.3);
  });

  it('an order is open while a line lives, then completed, or withdrawn when every line was', () => {
    expect(orderStatusOf(['audited', 'preparing'])).toBe('open');
    expect(orderStatusOf(['audited', 'withdrawn'])).toBe('completed');
    expect(orderStatusOf(['withdrawn', 'withdrawn'])).toBe('withdrawn');
  });

  it('user types map to actor kinds', () => {
    expect([1, 2, 3, 4, 9].map(actorKindOf)).toEqual(['procurement', 'supplier', 'canteen', 'platform', 'canteen']);
  });
});
