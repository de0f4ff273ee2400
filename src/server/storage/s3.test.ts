import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { s3Storage, S3Error } from './s3.ts';
import { signRequest } from './sigv4.ts';
import { storageFromEnv } from './index.ts';

/** An in-memory S3 that checks each request's signature the way the service does. */
function fakeS3(secret: string) {
  const objects = new Map<string, Buffer>();
  const seen: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const method = init?.method ?? 'GET';
    seen.push({ method, url: url.toString(), headers });
    const auth = /Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})/.exec(headers.authorization ?? '');
    if (!auth) return new Response('no auth', { status: 403 });
    const signedNames = auth[4].split(';').filter((n) => n !== 'host');
    const resign = signRequest({
      method,
      url,
      headers: Object.fromEntries(signedNames.filter((n) => n !== 'x-amz-date').map((n) => [n, headers[n]])),
      payloadHash: headers['x-amz-content-sha256'],
      amzDate: headers['x-amz-date'],
    }, { accessKeyId: auth[1], secretAccessKey: secret, region: auth[3], service: 's3' });
    if (resign.signature !== auth[5]) return new Response('SignatureDoesNotMatch', { status: 403 });
    const key = decodeURIComponent(url.pathname);
    if (method === 'PUT') {
      objects.set(key, Buffer.from(init!.body as Uint8Array));
      return new Response('', { status: 200 });
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return new Response(null, { status: 204 });
    }
    const found = objects.get(key);
    return found ? new Response(new Uint8Array(found), { status: 200 }) : new Response('NoSuchKey', { status: 404 });
  }) as typeof fetch;
  return { objects, seen, fetch: fetchImpl };
}

const options = (fake: ReturnType<typeof fakeS3>, secret = 'sekret') => ({
  endpoint: 'http://minio.local:9000/',
  bucket: 'larder-files',
  accessKeyId: 'AKID',
  secretAccessKey: secret,
  region: 'eu-central-1',
  fetch: fake.fetch,
  now: () => new Date('2024-05-01T10:00:00Z'),
});

describe('s3Storage', () => {
  it('puts, gets and deletes with path-style, signed requests', async () => {
    const fake = fakeS3('sekret');
    const storage = s3Storage(options(fake));
    expect(storage.kind).toBe('s3');
    await storage.put('20240501/abcdefgh12.pdf', Buffer.from('%PDF-1.4 x'));
    expect(fake.objects.get('/larder-files/20240501/abcdefgh12.pdf')?.toString()).toBe('%PDF-1.4 x');
    expect(fake.seen[0].url).toBe('http://minio.local:9000/larder-files/20240501/abcdefgh12.pdf');
    expect(fake.seen[0].headers['x-amz-date']).toBe('20240501T100000Z');
    expect(fake.seen[0].headers.authorization).toContain('Credential=AKID/20240501/eu-central-1/s3/aws4_request');
    expect(fake.seen[0].headers.host).toBeUndefined();
    expect((await storage.get('20240501/abcdefgh12.pdf'))?.toString()).toBe('%PDF-1.4 x');
    expect(await storage.get('20240501/missing123.pdf')).toBeUndefined();
    await storage.delete('20240501/abcdefgh12.pdf');
    expect(await storage.get('20240501/abcdefgh12.pdf')).toBeUndefined();
  });

  it('a wrong secret is refused by the service and surfaces as an S3Error', async () => {
    const fake = fakeS3('sekret');
    const storage = s3Storage(options(fake, 'wrong'));
    await expect(storage.put('20240501/abcdefgh12.pdf', Buffer.from('x'))).rejects.toBeInstanceOf(S3Error);
  });

  it('refuses names that are not generated storage names, without a request', async () => {
    const fake = fakeS3('sekret');
    const storage = s3Storage(options(fake));
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    expect(await storage.get('20240501/../../x.pdf')).toBeUndefined();
    expect(fake.seen).toHaveLength(0);
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(() => s3Storage({ ...options(fakeS3('x')), endpoint: 'minio:9000' })).toThrow(/endpoint/);
  });
});

describe('storageFromEnv', () => {
  const config = { uploadDir: mkdtempSync(join(tmpdir(), 'larder-up-')) };
  it('is the local directory without S3 variables', () => {
    expect(storageFromEnv(config, {}).kind).toBe('local');
  });
  it('is S3 when the four variables are set', () => {
    const storage = storageFromEnv(config, {
      LARDER_S3_ENDPOINT: 'https://s3.example.com',
      LARDER_S3_BUCKET: 'b',
      LARDER_S3_ACCESS_KEY: 'a',
      LARDER_S3_SECRET_KEY: 's',
    });
    expect(storage.kind).toBe('s3');
  });
  it('names what is missing when half configured', () => {
    expect(() => storageFromEnv(config, { LARDER_S3_ENDPOINT: 'https://s3.example.com', LARDER_S3_BUCKET: 'b' }))
      .toThrow(/LARDER_S3_ACCESS_KEY, LARDER_S3_SECRET_KEY/);
  });
});
