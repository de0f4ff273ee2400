/** Session calls (section 7): login by password, phone or token; SMS codes; landing path; permissions. */
import type { BodyOf, ResultOf } from '../../contract/route.ts';
import { passwordReset, queryNowUser as nowUserRoute } from '../../contract/routes/account.ts';
import { dictOptions } from '../../contract/routes/dict.ts';
import { myCollege } from '../../contract/routes/lookup.ts';
import { userPermissions } from '../../contract/routes/permission-menu.ts';
import {
  logout,
  passwordLogin as passwordRoute,
  phoneLogin as phoneRoute,
  queryLoginType as landingRoute,
  sendSms,
  tokenLogin as tokenRoute,
} from '../../contract/routes/session.ts';
import { http, loginCall, type Envelope } from '../http.ts';

type LoginResult = ResultOf<typeof passwordRoute>;

export type PasswordCredentials = BodyOf<typeof passwordRoute> & { username: string; password: string };

/** Login-type: resolves with the envelope whatever its code (code "200" = success). */
export function passwordLogin(credentials: PasswordCredentials): Promise<Envelope<LoginResult>> {
  return loginCall<LoginResult>(passwordRoute.method, passwordRoute.url, { ...credentials });
}

export function phoneLogin(phone: string, code: string): Promise<Envelope<ResultOf<typeof phoneRoute>>> {
  return loginCall(phoneRoute.method, phoneRoute.url, { phone, code } satisfies BodyOf<typeof phoneRoute>);
}

export function tokenLogin(token: string): Promise<Envelope<ResultOf<typeof tokenRoute>>> {
  return loginCall(tokenRoute.method, tokenRoute.url, { token });
}

/** smsmode '1': login and '2': forgotten password (the phone must be registered); '0': register or change (it must not be). */
export function sendSmsCode(phone: string, smsmode: '0' | '1' | '2' = '1', opts?: { silent?: boolean }) {
  return http.call(sendSms, { body: { phone, smsmode } }, opts);
}

export type PasswordReset = BodyOf<typeof passwordReset> & { phone: string; smscode: string; password: string; confirmpassword: string };

/** Forgotten password, with a code sent with smsmode '2' (public). Resolves with the server's message. */
export async function resetPassword(reset: PasswordReset, opts?: { silent?: boolean }): Promise<string> {
  return (await http.postForMessage<ResultOf<typeof passwordReset>>(passwordReset.url, reset, opts)).message;
}

/** Revoke a token on the server (it may already be forgotten locally, so it is passed in). */
export function serverLogout(token?: string) {
  return http.call(logout, {}, { silent: true, headers: token ? { 'X-Access-Token': token } : {} });
}

/** The landing path after login (default /dashboard/analysis). */
export function queryLoginType(opts?: { silent?: boolean }) {
  return http.call(landingRoute, {}, opts);
}

export function getUserPermissionByToken() {
  return http.call(userPermissions);
}

export function queryNowUser() {
  return http.call(nowUserRoute);
}

export function getDictItems(code: string, opts?: { silent?: boolean }) {
  return http.call(dictOptions, { params: { code } }, opts);
}

/** Platform settings read from the sys_setting dictionary, by text. */
export interface PlatformSettings {
  casEnable?: string;
  registerEnable?: string;
  platformName?: string;
  bg?: string;
  ico?: string;
  logo?: string;
  icp?: string;
  institutionName?: string;
  [key: string]: string | undefined;
}

/** The sys_setting dictionary as {text: value}. Public: the login page reads it before anyone signs in. */
export async function getPlatformSettings(): Promise<PlatformSettings> {
  const items = await getDictItems('sys_setting', { silent: true });
  const out: PlatformSettings = {};
  for (const item of items ?? []) out[item.text] = item.value;
  return out;
}

export function queryCollegeInfo() {
  return http.call(myCollege);
}
