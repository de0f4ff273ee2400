/**
 * The signed-in session (sections 4 and 6): token, user, permissions (loaded once per page load and kept
 * in session storage), departments. Plain actions; the shell's components read `sessionState`.
 */
import { proxy } from 'valtio';
import { getUserPermissionByToken, serverLogout } from '../../api/endpoints/session.ts';
import { httpConfig } from '../../api/http.ts';
import {
  clearSession,
  getStoredPermissions,
  getToken,
  getUserInfo,
  logoutUrl,
  setDepartChoice,
  setStoredPermissions,
  setToken,
  setUserInfo,
} from '../../api/session.ts';
import type { UserPermissions as UserPermissionResult } from '../../contract/routes/permission-menu.ts';
import type { Depart, LoginResult, UserInfo } from '../../contract/routes/session.ts';
import { clearTabs } from './tabs.ts';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  permissions: { menu: UserPermissionResult['menu']; auth: UserPermissionResult['auth']; allAuth: UserPermissionResult['allAuth'] } | null;
  departs: Depart[];
  /** 2: several departments and the user must choose one (login answer's multi_depart). */
  multiDepart: 0 | 1 | 2;
}

export const sessionState = proxy<SessionState>({
  token: null,
  user: null,
  permissions: null,
  departs: [],
  multiDepart: 0,
});

/** Pick up what an earlier page load stored (token, user, permissions of this browser tab). */
export function restoreSession(): void {
  sessionState.token = getToken() ?? null;
  sessionState.user = sessionState.token ? (getUserInfo() ?? null) : null;
  const stored = sessionState.token ? getStoredPermissions() : undefined;
  sessionState.permissions = stored && isValidPermissions(stored) ? stored : null;
}

/** Store a successful login (token 7 days, user info); permissions load afterwards, once. */
export function login(result: LoginResult): void {
  setToken(result.token);
  setUserInfo(result.userInfo);
  sessionState.token = result.token;
  sessionState.user = result.userInfo;
  sessionState.departs = result.departs ?? [];
  sessionState.multiDepart = result.multi_depart ?? 0;
  sessionState.permissions = null;
  clearTabs();
  const only = result.departs?.length === 1 ? result.departs[0] : undefined;
  if (only) setDepartChoice({ orgCode: only.orgCode, departName: only.departName });
}

/** Replace the user info (nickname or phone changed, department chosen). */
export function updateUser(user: UserInfo): void {
  sessionState.user = user;
  setUserInfo(user);
}

/** Remember the department the user chose (7 days) and the user info the server answered with. */
export function chooseDepart(depart: Depart, user?: UserInfo): void {
  setDepartChoice({ orgCode: depart.orgCode, departName: depart.departName });
  if (user) updateUser(user);
  sessionState.multiDepart = 1;
}

/** Section 5: the permission menu must be a non-empty array. */
export function isValidPermissions(value: unknown): value is UserPermissionResult {
  const menu = (value as { menu?: unknown } | null | undefined)?.menu;
  return Array.isArray(menu) && menu.length > 0;
}

export class PermissionLoadError extends Error {
  override name = 'PermissionLoadError';
}

let pending: Promise<SessionState['permissions']> | null = null;

/**
 * Load the permission answer once (later calls reuse it; `force` reloads, e.g. after a live message
 * about changed permissions). Rejects with PermissionLoadError on an empty or non-array menu; the
 * shell then logs out and goes to login with a redirect query.
 */
export function loadPermissions(options: { force?: boolean } = {}): Promise<SessionState['permissions']> {
  if (sessionState.permissions && !options.force) return Promise.resolve(sessionState.permissions);
  if (pending) return pending;
  pending = getUserPermissionByToken()
    .then((answer) => {
      if (!isValidPermissions(answer)) throw new PermissionLoadError('permission menu is empty or not an array');
      const permissions = { menu: answer.menu, auth: answer.auth ?? [], allAuth: answer.allAuth ?? [] };
      setStoredPermissions(permissions);
      sessionState.permissions = permissions;
      return permissions;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * Log out: forget token, user info, permissions and tabs at once (the department choice stays 7 days), revoke the token
 * on the server in the background, and answer the server logout path the browser should go to.
 */
export async function logout(): Promise<string> {
  const token = sessionState.token ?? getToken() ?? undefined;
  clearSession();
  clearTabs();
  sessionState.token = null;
  sessionState.user = null;
  sessionState.permissions = null;
  sessionState.departs = [];
  sessionState.multiDepart = 0;
  if (token) await serverLogout(token).catch(() => undefined);
  return logoutUrl(token, httpConfig().baseURL);
}

restoreSession();
