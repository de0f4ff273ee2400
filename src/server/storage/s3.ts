/**
 * Uploaded files in S3-compatible object storage (AWS S3, MinIO, Ceph, OSS/COS in S3 mode): the
 * scale-out option, where several server instances share one store. Path-style addressing
 * (`endpoint/bucket/key`), which every S3-compatible service accepts; requests are signed with SigV4.
 */
import { SAFE_NAME, type FileStorage } from './storage.ts';
import { amzDateOf, sha256Hex, signRequest, uriEncode, type SigV4Credentials } from './sigv4.ts';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Injected in tests; defaults to the clock. */
  now?: () => Date;
}

export class S3Error extends Error {
  constructor(readonly status: number, readonly operation: string, readonly body: string) {
    super(`S3 ${operation} failed: HTTP ${status} ${body.slice(0, 300)}`);
    this.name = 'S3Error';
  }
}

/** Storage in one bucket; names must be generated storage names (SAFE_NAME), as with local storage. */
export function s3Storage(options: S3Options): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const credentials: SigV4Credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  };
  const base = options.endpoint.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(base) || !URL.canParse(base)) throw new Error(`S3 endpoint '${options.endpoint}' is not an http(s) URL`);

  const send = async (method: 'PUT' | 'GET' | 'DELETE', name: string, body?: Buffer): Promise<Response> => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe storage name '${name}'`);
    const url = new URL(`${base}/${uriEncode(options.bucket)}/${uriEncode(name, true)}`);
    const payloadHash = body ? sha256Hex(body) : sha256Hex('');
    const extra: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (body) extra['content-type'] = 'application/octet-stream';
    const signed = signRequest({ method, url, headers: extra, payloadHash, amzDate: amzDateOf(now()) }, credentials);
    // fetch sets Host itself from the URL (the same value that was signed).
    const { host: _host, ...headers } = signed.headers;
    return doFetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  };

  return {
    kind: 's3',
    async put(name, bytes) {
      const response = await send('PUT', name, bytes);
      if (!response.ok) throw new S3Error(response.status, 'put', await response.text());
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return undefined;
      const response = await send('GET', name);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new S3Error(response.status, 'get', await response.text());
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(name) {
      const response = await send('DELETE', name);
      if (!response.ok && response.status !== 404) throw new S3Error(response.status, 'delete', await response.text());
    },
  };
}
