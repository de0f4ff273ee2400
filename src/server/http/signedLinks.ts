/**
 * Links that carry their own permission: an HMAC over the path and an expiry, so that an <img>, a download
 * or a print client can fetch a stored file without a session token in the URL (tokens in URLs end up in
 * logs, histories and referrers; a signed link names one file for ten minutes).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: Buffer, path: string, exp: number): string => createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');

/** `exp` (seconds since the epoch) and `sig` for `path`. */
export function signLink(secret: Buffer, path: string, exp: number): { exp: number; sig: string } {
  return { exp, sig: signature(secret, path, exp) };
}

/** Whether `sig` signs `path` until `exp`, and `exp` has not passed at `nowS`. */
export function linkIsValid(secret: Buffer, path: string, exp: string | undefined, sig: string | undefined, nowS: number): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) < nowS) return false;
  const expected = Buffer.from(signature(secret, path, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
