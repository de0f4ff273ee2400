import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown.ts';

afterEach(() => vi.useRealTimers());

describe('code countdown', () => {
  it('counts 60 seconds down to 0, then is idle', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const countdown = createCountdown((n) => seen.push(n));
    countdown.start();
    expect(seen).toEqual([60]);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(countdown.remaining()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(0);
    expect(seen.at(-1)).toBe(0);
    expect(seen).toHaveLength(61);
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(61);
  });
  it('stops early and restarts from the full count', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const countdown = createCountdown((n) => seen.push(n), 3);
    countdown.start();
    vi.advanceTimersByTime(1000);
    countdown.stop();
    expect(seen).toEqual([3, 2, 0]);
    countdown.start();
    expect(countdown.remaining()).toBe(3);
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([3, 2, 0, 3, 2, 1, 0]);
  });
});
