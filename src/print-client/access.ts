/**
 * Who may talk to the print client: an allowlist of web origins (checked on the handshake, since
 * CORS alone does not stop a WebSocket upgrade) and an optional shared token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** The back office's own origin, and pages served from this machine on any port. */
export const DEFAULT_ORIGINS: readonly string[] = [
  'http://localhost:8080',
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'http://[::1]:*',
  'https://[::1]:*',
];

/**
 * Parse an `--origins` list: comma separated `scheme://host[:port]`, where the port may be `*`.
 * `null` (file:// pages, sandboxed frames) must be listed explicitly; `*` alone is refused, because
 * any web page could then print and read the printer list.
 */
export function parseOrigins(list: string): string[] {
  const origins = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (origins.length === 0) throw new Error('--origins: give at least one origin, such as http://localhost:8080');
  for (const origin of origins) {
    if (origin === 'null') continue;
    if (origin === '*') throw new Error("--origins: '*' is not accepted; list the back office's origins, such as https://erp.example.com");
    if (!/^https?:\/\/(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:(\d{1,5}|\*))?$/.test(origin)) {
      throw new Error(`--origins: '${origin}' is not an origin (scheme://host[:port], port may be *)`);
    }
  }
  return origins.map((o) => o.toLowerCase());
}

/** Whether `origin` (an Origin header) matches one of `allowed`. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const wanted = origin.trim().toLowerCase();
  if (wanted === 'null') return allowed.includes('null');
  let url: URL;
  try {
    url = new URL(wanted);
  } catch {
    return false;
  }
  if (url.origin !== wanted.replace(/\/$/, '')) return false; // an Origin header carries no path or credentials
  for (const entry of allowed) {
    if (entry === 'null') continue;
    if (entry.endsWith(':*')) {
      const base = entry.slice(0, -2);
      if (`${url.protocol}//${url.hostname}` === base) return true;
    } else if (entry === url.origin) {
      return true;
    }
  }
  return false;
}

/** Whether a peer address is this machine (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

export type AccessVerdict = { ok: true } | { ok: false; reason: string };

/**
 * The handshake rule: a browser request must come from an allowed origin; a request without an
 * Origin header (Node, curl, other programs) only from this machine.
 */
export function checkHandshake(origin: string | undefined, remoteAddress: string | undefined, allowed: readonly string[]): AccessVerdict {
  if (origin === undefined || origin === '') {
    return isLoopback(remoteAddress) ? { ok: true } : { ok: false, reason: 'requests without an Origin header are accepted from this machine only' };
  }
  return originAllowed(origin, allowed) ? { ok: true } : { ok: false, reason: `origin ${origin} is not allowed` };
}

/** Compare a presented token with the configured one in constant time; no configured token admits all. */
export function tokenAccepted(configured: string | undefined, presented: unknown): boolean {
  if (!configured) return true;
  if (typeof presented !== 'string') return false;
  // Hashing first gives equal lengths, which timingSafeEqual needs, without leaking the length.
  const a = createHash('sha256').update(configured).digest();
  const b = createHash('sha256').update(presented).digest();
  return timingSafeEqual(a, b);
}
