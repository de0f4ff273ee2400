import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, preferredEncoding } from './encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // what Chromium sends
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    [['deflate', 'gzip'], 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('compress', () => {
  const body = Buffer.from(JSON.stringify({ menu: Array.from({ length: 200 }, (_, i) => ({ path: `/area/${i}`, meta: { title: `菜单 ${i}` } })) }));
  it('round-trips through brotli and gzip, much smaller', () => {
    const br = compress(body, 'br');
    const gz = compress(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 5);
    expect(gz.length).toBeLessThan(body.length / 4);
  });
});
