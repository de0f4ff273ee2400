/** Session calls (section 7): login by password, phone or token; SMS codes; landing path; permissions. */
import { http, loginCall, type Envelope } from '../http.ts';
import type { CollegeInfo, DictOption, LoginResult, PlatformSettings, UserInfo, UserPermissionResult } from '../types.ts';

export interface PasswordCredentials {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
}

/** Login-type: resolves with the envelope whatever its code (code "200" = success). */
export function passwordLogin(credentials: PasswordCredentials): Promise<Envelope<LoginResult>> {
  return loginCall<LoginResult>('POST', '/sys/login', { ...credentials });
}

export function phoneLogin(phone: string, code: string): Promise<Envelope<LoginResult>> {
  return loginCall<LoginResult>('POST', '/sys/phoneLogin', { phone, code });
}

export function tokenLogin(token: string): Promise<Envelope<LoginResult>> {
  return loginCall<LoginResult>('GET', '/sys/login-by-token', { token });
}

/** smsmode '1': login and '2': forgotten password (the phone must be registered); '0': register or change (it must not be). */
export function sendSmsCode(phone: string, smsmode: '0' | '1' | '2' = '1', opts?: { silent?: boolean }): Promise<null> {
  return http.post<null>('/sys/sms', { phone, smsmode }, opts);
}

export interface PasswordReset {
  phone: string;
  smscode: string;
  password: string;
  confirmpassword: string;
}

/** Forgotten password, with a code sent with smsmode '2' (public). Resolves with the server's message. */
export async function resetPassword(reset: PasswordReset, opts?: { silent?: boolean }): Promise<string> {
  return (await http.postForMessage<null>('/sys/user/passwordChange', reset, opts)).message;
}

/** Revoke a token on the server (it may already be forgotten locally, so it is passed in). */
export function serverLogout(token?: string): Promise<null> {
  return http.post<null>('/sys/logout', undefined, { silent: true, headers: token ? { 'X-Access-Token': token } : {} });
}

/** The landing path after login (default /dashboard/analysis). */
export function queryLoginType(): Promise<string> {
  return http.get<string>('/sys/user/queryLoginType');
}

export function getUserPermissionByToken(): Promise<UserPermissionResult> {
  return http.get<UserPermissionResult>('/sys/permission/getUserPermissionByToken');
}

export function queryNowUser(): Promise<UserInfo> {
  return http.get<UserInfo>('/sys/user/queryNowUser');
}

export function getDictItems(code: string): Promise<DictOption[]> {
  return http.get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
}

/** The sys_setting dictionary as {text: value}. Public: the login page reads it before anyone signs in. */
export async function getPlatformSettings(): Promise<PlatformSettings> {
  const items = await http.get<DictOption[]>('/sys/dict/getDictItems/sys_setting', undefined, { silent: true });
  const out: PlatformSettings = {};
  for (const item of items ?? []) out[item.text] = item.value;
  return out;
}

export function queryCollegeInfo(): Promise<CollegeInfo | null> {
  return http.get<CollegeInfo | null>('/university/baseCollege/queryInfoByLoginUser');
}
