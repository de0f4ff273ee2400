import { describe, expect, it } from 'vitest';
import { assessment, PAY_STEP_MACHINE, payStepActions } from './payStep.ts';
import { chooseTransition } from './stateMachine.ts';

describe('pay steps', () => {
  it('assess the fee by the tiers of section 9 and refund the prepayment less the fee', () => {
    expect(assessment(9_999_999)).toEqual({ feeCents: 0, refundCents: 500_000 });
    expect(assessment(10_000_000)).toEqual({ feeCents: 300_000, refundCents: 200_000 });
    expect(assessment(49_999_999)).toEqual({ feeCents: 300_000, refundCents: 200_000 });
    expect(assessment(50_000_000)).toEqual({ feeCents: 500_000, refundCents: 0 });
    expect(assessment(0, 0)).toEqual({ feeCents: 0, refundCents: 0 });
  });

  it('settle at once when nothing is refunded, else wait for the refund', () => {
    const assess = (refundCents: number) => chooseTransition(PAY_STEP_MACHINE, 'assess', 'prepaid', 'platform', { input: {}, refundCents });
    expect(assess(200_000)).toMatchObject({ ok: true, transition: { to: 'assessed' } });
    expect(assess(0)).toMatchObject({ ok: true, transition: { to: 'settled' } });
    expect(chooseTransition(PAY_STEP_MACHINE, 'reject', 'proof_uploaded', 'platform', { input: { reason: ' ' } })).toMatchObject({ ok: false, reason: 'guard', refusal: { code: 'PAY_STEP_REASON_REQUIRED' } });
    expect(chooseTransition(PAY_STEP_MACHINE, 'upload', 'awaiting_proof', 'platform', { input: {} })).toMatchObject({ ok: false, reason: 'actor' });
  });

  it('offer the supplier the upload only while the proof is due or was sent back', () => {
    expect(payStepActions('awaiting_proof', 'supplier')).toEqual(['upload']);
    expect(payStepActions('rejected', 'supplier')).toEqual(['upload']);
    expect(payStepActions('proof_uploaded', 'supplier')).toEqual([]);
    expect(payStepActions('proof_uploaded', 'platform')).toEqual(['confirm', 'reject']);
    expect(payStepActions('prepaid', 'canteen')).toEqual([]);
  });
});
