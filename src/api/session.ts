/**
 * What the browser keeps of a session (sections 4, 6, 9): the token for 7 days under pro__Access-Token,
 * the user info, the permission answer in session storage and the department choice for 7 days.
 * No network and no state library here: the stores in src/shell/state build on these.
 */
import { readStored, removeStored, writeStored } from './storage.ts';
import type { UserPermissions as UserPermissionResult } from '../contract/routes/permission-menu.ts';
import type { UserInfo } from '../contract/routes/session.ts';

/** The department the user picked (kept 7 days). */
export interface DepartChoice {
  orgCode: string;
  departName?: string;
  /** Who chose it (filled in from the stored user info). */
  username?: string;
}

/** Token lifetime: 7 days (604800000 ms). */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The department choice is remembered this long. */
export const DEPART_TTL_MS = TOKEN_TTL_MS;

export const ACCESS_TOKEN = 'Access-Token';
export const USER_INFO = 'Login_Userinfo';
export const USER_PERMISSIONS = 'LOGIN_USER_BUTTON_AUTH';
export const USER_DEPART = 'Login_Depart';

export function getToken(now?: number): string | undefined {
  const token = readStored<string>(ACCESS_TOKEN, 'local', now);
  return typeof token === 'string' && token ? token : undefined;
}

export function setToken(token: string, now?: number): void {
  writeStored(ACCESS_TOKEN, token, { ttlMs: TOKEN_TTL_MS, now });
}

export function getUserInfo(): UserInfo | undefined {
  return readStored<UserInfo>(USER_INFO);
}

export function setUserInfo(user: UserInfo, now?: number): void {
  writeStored(USER_INFO, user, { ttlMs: TOKEN_TTL_MS, now });
}

/** The permission answer (menu, auth, allAuth), kept for the browser tab only. */
export function getStoredPermissions(): UserPermissionResult | undefined {
  return readStored<UserPermissionResult>(USER_PERMISSIONS, 'session');
}

export function setStoredPermissions(permissions: UserPermissionResult): void {
  writeStored(USER_PERMISSIONS, permissions, { area: 'session' });
}

/** The department this browser's user chose; a choice made by another user does not count. */
export function getDepartChoice(now?: number): DepartChoice | undefined {
  const choice = readStored<DepartChoice>(USER_DEPART, 'local', now);
  const current = getUserInfo()?.username;
  if (choice?.username && current && choice.username !== current) return undefined;
  return choice;
}

export function setDepartChoice(choice: DepartChoice, now?: number): void {
  const username = choice.username ?? getUserInfo()?.username;
  writeStored(USER_DEPART, username ? { ...choice, username } : choice, { ttlMs: DEPART_TTL_MS, now });
}

/**
 * Forget the token, user info and permissions (section 4). The department choice stays: it is
 * remembered for 7 days across logins, and only for the user who made it.
 */
export function clearSession(): void {
  removeStored(ACCESS_TOKEN);
  removeStored(USER_INFO);
  removeStored(USER_PERMISSIONS, 'session');
}

/** The server's logout path the browser goes to after logging out. */
export function logoutUrl(token: string | undefined, apiBase = '/api'): string {
  return `${apiBase}/sys/logout?token=${encodeURIComponent(token ?? '')}`;
}
