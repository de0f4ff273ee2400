import { describe, expect, it } from 'vitest';
import { IMAGE_RETRIES, IMAGE_RETRY_MS, loadImageSize, withRetries } from './imageRetry.ts';
import { imageUrl } from './web.ts';

/** A loader failing `failures` times before answering, and an instant clock that records the waits. */
function fake(failures: number, size = { width: 400, height: 200 }) {
  const calls: string[] = [];
  const waits: number[] = [];
  const load = async (url: string) => {
    calls.push(url);
    if (calls.length <= failures) throw new Error('not yet');
    return size;
  };
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { load, sleep, calls, waits };
}

describe('loadImageSize', () => {
  it('retries a failing load every 500 ms until it loads', async () => {
    const f = fake(3);
    await expect(loadImageSize('/a.png', { load: f.load, sleep: f.sleep })).resolves.toEqual({ width: 400, height: 200 });
    expect(f.calls).toEqual(['/a.png', '/a.png', '/a.png', '/a.png']);
    expect(f.waits).toEqual([500, 500, 500]);
  });

  it('gives up after 10 retries (11 attempts) with no size', async () => {
    const f = fake(Infinity);
    await expect(loadImageSize('/gone.png', { load: f.load, sleep: f.sleep })).resolves.toBeUndefined();
    expect(f.calls).toHaveLength(1 + IMAGE_RETRIES);
    expect(f.waits).toEqual(Array(IMAGE_RETRIES).fill(IMAGE_RETRY_MS));
    expect([IMAGE_RETRIES, IMAGE_RETRY_MS]).toEqual([10, 500]);
  });

  it('treats an image without a size as not loaded', async () => {
    const f = fake(0, { width: 0, height: 0 });
    await expect(loadImageSize('/empty.svg', { load: f.load, sleep: f.sleep })).resolves.toBeUndefined();
  });
});

describe('withRetries / imageUrl', () => {
  it('honours its own retry count and delay', async () => {
    const f = fake(Infinity);
    await expect(withRetries(() => f.load('x'), { retries: 2, delayMs: 7, sleep: f.sleep })).resolves.toBeUndefined();
    expect([f.calls.length, f.waits]).toEqual([3, [7, 7]]);
  });

  it('resolves relative sources against the app base and keeps data: URLs', () => {
    expect(imageUrl('upload/a.png', 'https://h.example/app/')).toBe('https://h.example/app/upload/a.png');
    expect(imageUrl('data:image/png;base64,AA', 'https://h.example/')).toBe('data:image/png;base64,AA');
  });
});
