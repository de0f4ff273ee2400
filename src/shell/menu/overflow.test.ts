import { describe, expect, it } from 'vitest';
import { fitCount } from './overflow.ts';

describe('top menu overflow', () => {
  it('shows every entry when they all fit, without a more entry', () => {
    expect(fitCount([100, 100, 100], 300, 60)).toBe(3);
    expect(fitCount([100, 100, 100], 304, 60, 2)).toBe(3);
  });
  it('keeps room for the more entry when some do not fit', () => {
    expect(fitCount([100, 100, 100], 299, 60)).toBe(2);
    expect(fitCount([100, 100, 100, 100], 320, 60)).toBe(2);
    expect(fitCount([100, 100], 150, 60)).toBe(0);
  });
  it('counts the gaps', () => {
    expect(fitCount([100, 100, 100, 100], 270, 60, 5)).toBe(2);
    expect(fitCount([100, 100, 100, 100], 264, 60, 5)).toBe(1);
  });
});
