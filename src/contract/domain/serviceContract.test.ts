import { describe, expect, it } from 'vitest';
import {
  ATT_TYPE,
  CONTRACT_STATES,
  CONTRACT_STATUS,
  CONTRACT_TRANSITIONS,
  contractTransition,
  coveredUntil,
  isAttType,
  isContractStatus,
  STATUS_NAMES,
  transitionActor,
} from './serviceContract.ts';

describe('the service contract state machine', () => {
  it('moves forward one step at a time, each made by one party; only the signature needs a scan', () => {
    expect(CONTRACT_TRANSITIONS.map((t) => [t.from, t.to, t.by, !!t.needsScan])).toEqual([
      [0, 1, 'platform', false],
      [1, 3, 'supplier', true],
      [3, 9, 'platform', false],
      [9, 12, 'platform', false],
    ]);
  });

  it('refuses every other pair of states', () => {
    const allowed = new Set(CONTRACT_TRANSITIONS.map((t) => `${t.from}->${t.to}`));
    for (const from of CONTRACT_STATES) {
      for (const to of CONTRACT_STATES) {
        if (allowed.has(`${from}->${to}`)) continue;
        expect(contractTransition(from, to), `${from}->${to}`).toBeUndefined();
        expect(transitionActor(from, to), `${from}->${to}`).toBeUndefined();
      }
    }
    expect(transitionActor(1, 2)).toBeUndefined();
  });

  it('names every state and knows no others', () => {
    expect(CONTRACT_STATES).toEqual([0, 1, 3, 9, 12]);
    for (const status of CONTRACT_STATES) expect(STATUS_NAMES[status]).toBeTruthy();
    expect(isContractStatus(CONTRACT_STATUS.effective)).toBe(true);
    for (const other of [-1, 2, 4, 10, 13]) expect(isContractStatus(other)).toBe(false);
  });

  it('has two supplier attachment types and the platform\'s own', () => {
    expect(ATT_TYPE).toEqual({ invoice: 1, contract: 2, platform: 3 });
    expect([0, 1, 2, 3].map(isAttType)).toEqual([false, true, true, false]);
  });
});

describe('the cover a supplier has from today', () => {
  const today = '2026-12-02';
  const effective = (beginDate: string, endDate: string) => ({ status: CONTRACT_STATUS.effective, beginDate, endDate });

  it('ends with the contract in force, carried on by effective renewals beginning by the day after', () => {
    const current = effective('2026-01-01', '2026-12-22');
    expect(coveredUntil([current], today)).toBe('2026-12-22');
    expect(coveredUntil([current, effective('2026-12-23', '2027-12-22')], today)).toBe('2027-12-22');
    expect(coveredUntil([effective('2027-12-23', '2028-12-22'), current, effective('2026-12-23', '2027-12-22')], today)).toBe('2028-12-22');
  });

  it('is not carried on by a gap, a renewal not yet in effect, nor anything without a contract in force', () => {
    const current = effective('2026-01-01', '2026-12-22');
    expect(coveredUntil([current, effective('2026-12-24', '2027-12-23')], today)).toBe('2026-12-22');
    expect(coveredUntil([current, { status: CONTRACT_STATUS.supplierSigned, beginDate: '2026-12-23', endDate: '2027-12-22' }], today)).toBe('2026-12-22');
    expect(coveredUntil([effective('2026-12-23', '2027-12-22')], today)).toBeUndefined();
    expect(coveredUntil([], today)).toBeUndefined();
  });
});
