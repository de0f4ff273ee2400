/**
 * The navigation guards of section 2 as a pure decision: the location and whether a token is stored
 * in, what to do out. The shell performs the decision (redirect, token login) — nothing here has effects.
 */
import { HOME_PATH, LOGIN_PATH, isOpenRoute, redirectFor, stripSlash } from './table.ts';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Log in with `token`, then reload at `cleanUrl` (the same address without the token). */
  | { kind: 'token-login'; token: string; cleanUrl: string };

export interface GuardInput {
  path: string;
  /** The query string with or without its leading '?'. */
  search: string;
  hasToken: boolean;
}

export function decideNavigation({ path, search, hasToken }: GuardInput): GuardDecision {
  const query = new URLSearchParams(search);
  const urlToken = query.get('token');
  if (urlToken) {
    query.delete('token');
    const rest = query.toString();
    return { kind: 'token-login', token: urlToken, cleanUrl: path + (rest ? `?${rest}` : '') };
  }
  const target = redirectFor(path);
  if (target) return { kind: 'redirect', to: target };
  const p = stripSlash(path);
  if (hasToken && p === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (!hasToken && !isOpenRoute(p)) return { kind: 'redirect', to: loginRedirect(path, search) };
  return { kind: 'allow' };
}

/** '/user/login?redirect=<the page asked for>'. */
export function loginRedirect(path: string, search = ''): string {
  const s = search && !search.startsWith('?') ? `?${search}` : search;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path + s)}`;
}

/** The page to open after login: the redirect query when it is a safe in-app path, else the landing path. */
export function afterLoginPath(search: string, landing: string | undefined): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (wanted && wanted.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith(LOGIN_PATH)) return wanted;
  return landing || HOME_PATH;
}

/** x_hide_head=1 (or true) in the query hides the page header. */
export function hidesHeader(search: string): boolean {
  const v = new URLSearchParams(search).get('x_hide_head');
  return v !== null && v !== '0' && v !== 'false';
}
