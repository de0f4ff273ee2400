import { describe, expect, it } from 'vitest';
import { addDays, fillDays } from './chartDays.ts';

describe('the chart days', () => {
  it('fills the days without orders with zeros, oldest first, ending on the given day', () => {
    const filled = fillDays([{ date: '2026-11-24', count: 3, amount: 12.5 }, { date: '2026-11-26', count: 1, amount: 2 }], 5, '2026-11-26');
    expect(filled.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(filled.map((d) => d.count)).toEqual([0, 0, 3, 0, 1]);
    expect(filled[2]!.amount).toBe(12.5);
  });
  it('crosses months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(fillDays([], 3, '2027-01-01').map((d) => d.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
