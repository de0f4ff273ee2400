import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingCommit, PendingEdits, TYPING_DEBOUNCE_MS } from './debounce.ts';

describe('pendingCommit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the last typed value once typing pauses', () => {
    const commit = vi.fn();
    const p = pendingCommit<string>(commit);
    p.schedule('a');
    vi.advanceTimersByTime(TYPING_DEBOUNCE_MS - 1);
    p.schedule('ab');
    vi.advanceTimersByTime(TYPING_DEBOUNCE_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledExactlyOnceWith('ab');
    expect(p.pending).toBe(false);
  });

  it('flush commits at once and never twice', () => {
    const commit = vi.fn();
    const p = pendingCommit<number>(commit);
    p.schedule(3);
    expect(p.pending).toBe(true);
    p.flush();
    p.flush();
    vi.runAllTimers();
    expect(commit).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('cancel forgets; manual waits for a flush', () => {
    const commit = vi.fn();
    const p = pendingCommit<number>(commit);
    p.schedule(1);
    p.cancel();
    vi.runAllTimers();
    expect(commit).not.toHaveBeenCalled();
    const manual = pendingCommit<string>(commit, 'manual');
    manual.schedule('function () {}');
    vi.advanceTimersByTime(60_000);
    expect(commit).not.toHaveBeenCalled();
    manual.flush();
    expect(commit).toHaveBeenCalledExactlyOnceWith('function () {}');
  });
});

it('PendingEdits flushes every registered field (the 确定 button)', () => {
  const edits = new PendingEdits();
  const a = vi.fn();
  const b = vi.fn();
  edits.add(a);
  const offB = edits.add(b);
  offB();
  edits.flushAll();
  expect(a).toHaveBeenCalledTimes(1);
  expect(b).not.toHaveBeenCalled();
});
