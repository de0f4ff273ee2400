import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchImageBytes } from './web.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchImageBytes', () => {
  it('decodes data URLs in place (connect-src does not allow fetching them)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(fetchImageBytes('data:image/png;base64,AAEC', 'https://h.example/')).resolves.toEqual(new Uint8Array([0, 1, 2]));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what loaded and tries again what failed', async () => {
    const answers = [new Response(null, { status: 404 }), new Response(new Uint8Array([7, 8]))];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    await expect(fetchImageBytes('up/new.png', 'https://h.example/app/')).rejects.toThrow('HTTP 404');
    await expect(fetchImageBytes('up/new.png', 'https://h.example/app/')).resolves.toEqual(new Uint8Array([7, 8]));
    await expect(fetchImageBytes('https://h.example/app/up/new.png', 'https://other.example/')).resolves.toEqual(new Uint8Array([7, 8]));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('https://h.example/app/up/new.png');
  });
});
