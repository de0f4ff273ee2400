import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, mimeType } from './staticServer.ts';

const root = mkdtempSync(join(tmpdir(), 'larder-static-'));
mkdirSync(join(root, 'assets'));
mkdirSync(join(root, 'fonts'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(root, 'assets', 'main-abc123.js'), 'export {}');
writeFileSync(join(root, 'fonts', 'A.ttf'), 'ttf');
writeFileSync(join(tmpdir(), 'larder-secret.txt'), 'secret');

const server = createStaticServer(root);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static server', () => {
  it('serves files with their MIME type and caching', async () => {
    const js = await fetch(`${base}/assets/main-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    const font = await fetch(`${base}/fonts/A.ttf`);
    expect(font.headers.get('content-type')).toBe('font/ttf');
    expect(font.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${base}/fonts/A.ttf`, { headers: { 'if-none-match': font.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for client routes, not for missing files', async () => {
    const route = await fetch(`${base}/printDesign/42`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>app</title>');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves outside its root', async () => {
    const res = await fetch(`${base}/..%2flarder-secret.txt`);
    expect([403, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('secret');
  });

  it('knows the types a built app ships', () => {
    expect(mimeType('x.wasm')).toBe('application/wasm');
    expect(mimeType('x.mjs')).toBe('text/javascript; charset=utf-8');
    expect(mimeType('X.TTF')).toBe('font/ttf');
    expect(mimeType('x.unknown')).toBe('application/octet-stream');
  });
});
