/** The after-sale machine row by row (refusals included) and its limits; the back-fill machine and the open-group rule. */
import { describe, expect, it } from 'vitest';
import { AFTER_SALE_MACHINE, afterSaleActions, afterSaleAmount, afterSaleRefusal, type AfterSaleKind } from './afterSale.ts';
import { BACK_FILL_MACHINE, groupOpen } from './newOrder.ts';
import { chooseTransition } from './stateMachine.ts';

const context = (kind: AfterSaleKind, reason?: string) => ({ request: { kind }, input: { reason } });

describe('the after-sale machine', () => {
  it('takes a return from request to completion, and a replacement through approved', () => {
    const go = (action: Parameters<typeof chooseTransition>[1], from: string, actor: string, kind: AfterSaleKind, reason?: string) =>
      chooseTransition(AFTER_SALE_MACHINE, action as never, from as never, actor as never, context(kind, reason));
    expect(go('agree', 'requested', 'supplier', 'return')).toMatchObject({ ok: true, transition: { to: 'supplier_agreed' } });
    expect(go('approve', 'supplier_agreed', 'procurement', 'return')).toMatchObject({ ok: true, transition: { to: 'completed' } });
    expect(go('approve', 'supplier_agreed', 'platform', 'refund')).toMatchObject({ ok: true, transition: { to: 'completed' } });
    expect(go('approve', 'supplier_agreed', 'procurement', 'replacement')).toMatchObject({ ok: true, transition: { to: 'approved' } });
    expect(go('complete', 'approved', 'canteen', 'replacement')).toMatchObject({ ok: true, transition: { to: 'completed' } });
    expect(go('approve', 'supplier_refused', 'procurement', 'return', '照片为证')).toMatchObject({ ok: true, transition: { to: 'completed' } });
    expect(go('approve', 'supplier_refused', 'procurement', 'replacement', '照片为证')).toMatchObject({ ok: true, transition: { to: 'approved' } });
  });

  it('refuses the wrong state, the wrong actor and a missing reason', () => {
    const go = (action: string, from: string, actor: string, reason?: string) => chooseTransition(AFTER_SALE_MACHINE, action as never, from as never, actor as never, context('return', reason));
    expect(go('approve', 'requested', 'procurement')).toEqual({ ok: false, reason: 'state' });
    expect(go('agree', 'requested', 'canteen')).toEqual({ ok: false, reason: 'actor' });
    expect(go('refuse', 'requested', 'supplier', ' ')).toMatchObject({ ok: false, reason: 'guard', refusal: { code: 'ORDER_REASON_REQUIRED' } });
    expect(go('approve', 'supplier_refused', 'procurement')).toMatchObject({ ok: false, reason: 'guard', refusal: { code: 'ORDER_REASON_REQUIRED' } });
    expect(go('reject', 'supplier_agreed', 'procurement')).toMatchObject({ ok: false, reason: 'guard', refusal: { code: 'ORDER_REASON_REQUIRED' } });
    expect(go('cancel', 'supplier_agreed', 'canteen')).toEqual({ ok: false, reason: 'state' });
    expect(go('complete', 'approved', 'supplier')).toEqual({ ok: false, reason: 'actor' });
    for (const end of ['completed', 'rejected', 'cancelled']) for (const actor of ['canteen', 'supplier', 'procurement', 'platform']) expect(afterSaleActions(end as never, actor as never)).toEqual([]);
  });
});

describe('the limits', () => {
  const limits = { receivedQty: '10.000', price: '2.50', claimedQty: '4.000', claimedAmount: '10.00' };
  it('counts earlier after-sales against what was received', () => {
    expect(afterSaleRefusal('return', '6', afterSaleAmount('return', '6', '2.50'), limits)).toBeNull();
    expect(afterSaleRefusal('return', '6.001', afterSaleAmount('return', '6.001', '2.50'), limits)).toEqual({ code: 'AFTER_SALE_QTY_EXCEEDS', params: { left: '6.000' } });
    expect(afterSaleRefusal('replacement', '0', 0, limits)).toEqual({ code: 'ORDER_QUANTITY_ZERO' });
  });
  it('keeps a refund within the value of its quantity and of what is left', () => {
    expect(afterSaleRefusal('refund', '2', 5, limits)).toBeNull();
    expect(afterSaleRefusal('refund', '2', 5.01, limits)).toEqual({ code: 'AFTER_SALE_AMOUNT_EXCEEDS', params: { max: '5.00' } });
    expect(afterSaleRefusal('refund', '2', 0, limits)).toEqual({ code: 'AFTER_SALE_AMOUNT_ZERO' });
    expect(afterSaleRefusal('refund', '6', 15.01, { ...limits, claimedAmount: '10.00' })).toEqual({ code: 'AFTER_SALE_AMOUNT_EXCEEDS', params: { max: '15.00' } });
    expect(afterSaleAmount('replacement', '3', '2.50')).toBe(0);
  });
});

describe('the new-order rules', () => {
  it('back-fill: procurement approves or rejects with a reason, the canteen cancels', () => {
    expect(chooseTransition(BACK_FILL_MACHINE, 'approve', 'pending', 'procurement', { input: {} })).toMatchObject({ ok: true, transition: { to: 'approved' } });
    expect(chooseTransition(BACK_FILL_MACHINE, 'reject', 'pending', 'procurement', { input: {} })).toMatchObject({ ok: false, reason: 'guard' });
    expect(chooseTransition(BACK_FILL_MACHINE, 'cancel', 'pending', 'procurement', { input: {} })).toEqual({ ok: false, reason: 'actor' });
    expect(chooseTransition(BACK_FILL_MACHINE, 'cancel', 'approved', 'canteen', { input: {} })).toEqual({ ok: false, reason: 'state' });
  });
  it('a group is open while its day has not passed and it is not fully audited', () => {
    expect(groupOpen('2026-05-02', '2026-05-01', ['audited', 'received'])).toBe(true);
    expect(groupOpen('2026-05-01', '2026-05-01', ['withdrawn'])).toBe(true);
    expect(groupOpen('2026-05-01', '2026-05-01', ['audited', 'withdrawn'])).toBe(false);
    expect(groupOpen('2026-04-30', '2026-05-01', ['awaiting_supplier'])).toBe(false);
  });
});
