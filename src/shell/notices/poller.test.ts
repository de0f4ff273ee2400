import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPolling } from './poller.ts';

afterEach(() => vi.useRealTimers());

describe('startPolling', () => {
  it('runs at once and then every interval until stopped', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => {});
    const poll = startPolling(task, 6000);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(12000);
    expect(task).toHaveBeenCalledTimes(4);
    poll.stop();
    await vi.advanceTimersByTimeAsync(60000);
    expect(task).toHaveBeenCalledTimes(4);
  });
  it('does not overlap a slow run and survives failures', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const poll = startPolling(() => {
      calls += 1;
      return new Promise((_, reject) => setTimeout(() => reject(new Error('down')), 10000));
    }, 6000);
    await vi.advanceTimersByTimeAsync(6000); // first still running
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(6000); // first failed at 10 s; 12 s runs again
    expect(calls).toBe(2);
    poll.stop();
  });
});
