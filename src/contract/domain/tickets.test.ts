/** The settlement rules as data: the invoice check, the tax at a rate, periods, and who may take which move. */
import { describe, expect, it } from 'vitest';
import { chooseTransition } from './stateMachine.ts';
import { invoiceMismatches, mismatchText, monthPeriod, REQUEST_MACHINE, requestActions, STATEMENT_MACHINE, statementActions, taxOf, TICKET_MACHINE, ticketActions } from './tickets.ts';

describe('the invoice check', () => {
  it('passes an exact total and its tax within a cent of rounding', () => {
    expect(taxOf(32050, '9')).toBe(2646);
    expect(invoiceMismatches({ amount: '320.50', taxAmount: '26.46' }, { amount: '320.50', taxRate: '9' })).toEqual([]);
    expect(invoiceMismatches({ amount: '320.5', taxAmount: '26.47' }, { amount: '320.50', taxRate: '9' })).toEqual([]);
    expect(invoiceMismatches({ amount: '100.00', taxAmount: '0' }, { amount: '100.00', taxRate: '0' })).toEqual([]);
  });

  it('names each difference: a total off by a cent, a tax at another rate', () => {
    const found = invoiceMismatches({ amount: '320.49', taxAmount: '36.87' }, { amount: '320.50', taxRate: '9' });
    expect(found).toEqual([{ code: 'TICKET_AMOUNT_MISMATCH', params: { expected: '320.50', got: '320.49' } }, { code: 'TICKET_TAX_MISMATCH', params: { expected: '26.46', got: '36.87' } }]);
    expect(mismatchText(found, 'en')).toBe('Invoice amount should be 320.50, is 320.49; Tax should be 26.46, is 36.87');
    expect(mismatchText(found, 'zh')).toBe('发票金额应为 320.50，实为 320.49；税额应为 26.46，实为 36.87');
  });
});

it('a month is its first to its last day', () => {
  expect(monthPeriod('2024-02')).toEqual({ periodFrom: '2024-02-01', periodTo: '2024-02-29' });
  expect(monthPeriod('2025-12')).toEqual({ periodFrom: '2025-12-01', periodTo: '2025-12-31' });
});

describe('the machines', () => {
  it('a statement: the supplier confirms first, a buyer second; a dispute needs a reason', () => {
    expect(chooseTransition(STATEMENT_MACHINE, 'confirm', 'draft', 'procurement', { input: {} })).toEqual({ ok: false, reason: 'state' });
    expect(chooseTransition(STATEMENT_MACHINE, 'supplierConfirm', 'draft', 'canteen', { input: {} })).toEqual({ ok: false, reason: 'actor' });
    expect(chooseTransition(STATEMENT_MACHINE, 'dispute', 'supplier_confirmed', 'supplier', { input: { reason: 'x' } })).toEqual({ ok: false, reason: 'actor' });
    expect(chooseTransition(STATEMENT_MACHINE, 'dispute', 'draft', 'supplier', { input: {} })).toMatchObject({ ok: false, refusal: { code: 'ORDER_REASON_REQUIRED' } });
    expect(statementActions('draft', 'supplier')).toEqual(['supplierConfirm', 'dispute']);
    expect(statementActions('supplier_confirmed', 'canteen')).toEqual(['confirm', 'dispute']);
    expect(statementActions('confirmed', 'procurement')).toEqual([]);
  });

  it('an invoice: a mismatch passes only with a reason; only procurement decides', () => {
    expect(chooseTransition(TICKET_MACHINE, 'verify', 'uploaded', 'procurement', { mismatch: true, input: {} })).toMatchObject({ ok: false, refusal: { code: 'TICKET_MISMATCH_OVERRIDE' } });
    expect(chooseTransition(TICKET_MACHINE, 'verify', 'uploaded', 'procurement', { mismatch: true, input: { reason: '旧税率' } })).toMatchObject({ ok: true, transition: { to: 'verified' } });
    expect(ticketActions('uploaded', 'canteen')).toEqual([]);
    expect(ticketActions('verified', 'platform')).toEqual(['settle']);
    expect(requestActions('rejected', 'supplier')).toEqual(['upload']);
    expect(chooseTransition(REQUEST_MACHINE, 'cancel', 'uploaded', 'canteen', { input: {} })).toEqual({ ok: false, reason: 'state' });
  });
});
