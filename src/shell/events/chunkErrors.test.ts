import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTO_RELOAD_GUARD_MS, chunkLogLine, classifyChunkFailure, decideChunkReaction, withChunkTimeout } from './chunkErrors.ts';

describe('classifyChunkFailure', () => {
  it('names a failing style sheet with CSS_CHUNK_LOAD_FAILED', () => {
    const failure = classifyChunkFailure(new Error('Unable to preload CSS for /assets/Analysis-Bx1.css'));
    expect(failure).toEqual({ code: 'CSS_CHUNK_LOAD_FAILED', asset: '/assets/Analysis-Bx1.css', isCss: true });
    expect(chunkLogLine(failure)).toContain('CSS_CHUNK_LOAD_FAILED');
    expect(classifyChunkFailure(new Error('failed: http://host/assets/a.css?v=2')).code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('calls any other failure a ChunkLoadError', () => {
    const failure = classifyChunkFailure(new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/assets/UserList-9a.js'));
    expect(failure).toEqual({ code: 'ChunkLoadError', asset: 'http://localhost:8080/assets/UserList-9a.js', isCss: false });
    expect(classifyChunkFailure(undefined)).toEqual({ code: 'ChunkLoadError', asset: '', isCss: false });
    expect(chunkLogLine(classifyChunkFailure('boom'))).toBe('[ChunkLoadError] failed to load script chunk (unknown asset)');
  });
});

describe('decideChunkReaction', () => {
  it('tells the user first, reloads by itself when it repeats, but never twice within the guard', () => {
    expect(decideChunkReaction({ failuresSoFar: 0, lastAutoReloadAt: null, now: 1_000_000 })).toBe('notify');
    expect(decideChunkReaction({ failuresSoFar: 1, lastAutoReloadAt: null, now: 1_000_000 })).toBe('reload');
    expect(decideChunkReaction({ failuresSoFar: 3, lastAutoReloadAt: 1_000_000 - 1000, now: 1_000_000 })).toBe('notify');
    expect(decideChunkReaction({ failuresSoFar: 1, lastAutoReloadAt: 1_000_000 - AUTO_RELOAD_GUARD_MS, now: 1_000_000 })).toBe('reload');
  });
});

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects with a ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const result = load().catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('passes a module that arrives in time, and its own failure', async () => {
    expect(await withChunkTimeout(async () => ({ default: 1 }))()).toEqual({ default: 1 });
    await expect(withChunkTimeout(async () => { throw new Error('404'); })()).rejects.toThrow('404');
  });
});
