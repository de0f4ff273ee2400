import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../tests/server/harness.ts';

const root = mkdtempSync(join(tmpdir(), 'larder-static-'));
mkdirSync(join(root, 'assets'));
mkdirSync(join(root, 'fonts'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(root, 'assets', 'main-abc123.js'), 'export {}');
writeFileSync(join(root, 'fonts', 'A.ttf'), 'ttf');
writeFileSync(join(root, 'q.wasm'), 'wasm');
writeFileSync(join(tmpdir(), 'larder-secret.txt'), 'secret');
// What the build's precompress step leaves beside an asset (src/build/precompress.ts).
const BIG_JS = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ name: `品名 ${i}`, qty: i })))};`;
writeFileSync(join(root, 'assets', 'big-def456.js'), BIG_JS);
writeFileSync(join(root, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
writeFileSync(join(root, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ staticDir: root });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the built app on the API port', () => {
  it('serves files with their MIME type, hashed assets as immutable, others revalidated', async () => {
    const js = await get('/assets/main-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(js.headers['cache-control']).toContain('immutable');
    const font = await get('/fonts/A.ttf');
    expect(font.headers['content-type']).toBe('font/ttf');
    expect(font.headers['cache-control']).not.toContain('immutable');
    expect((await get('/fonts/A.ttf', { 'if-none-match': String(font.headers.etag) })).statusCode).toBe(304);
    expect((await get('/q.wasm')).headers['content-type']).toBe('application/wasm');
  });

  it("hands the build's brotli or gzip copy to a browser that accepts it, the plain file to others", async () => {
    const br = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await get('/assets/big-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    // a file without copies goes out as it is, whatever the browser accepts
    expect((await get('/assets/main-abc123.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers client routes with index.html, missing files and unknown API paths with 404', async () => {
    const route = await get('/printDesign/42');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>app</title>');
    expect((await get('/')).body).toContain('<title>app</title>');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/no/such/call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 404, message: '资源不存在' });
  });

  it('never serves outside its root', async () => {
    for (const url of ['/..%2flarder-secret.txt', '/../larder-secret.txt', '/assets/..%2f..%2flarder-secret.txt']) {
      const res = await get(url);
      expect(res.body).not.toContain('secret');
    }
  });

  it('sends security headers and no CORS grant to foreign origins', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
