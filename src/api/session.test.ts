import { beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN_TTL_MS,
  clearSession,
  getDepartChoice,
  getStoredPermissions,
  getToken,
  getUserInfo,
  logoutUrl,
  setDepartChoice,
  setStoredPermissions,
  setToken,
  setUserInfo,
} from './session.ts';
import { installMemoryStorage, type MemoryStorages } from './testing/storage.ts';
import type { UserInfo } from '../contract/routes/session.ts';

let storages: MemoryStorages;
beforeEach(() => {
  storages = installMemoryStorage();
});

const user: UserInfo = { id: 'u1', username: 'admin', realname: '管理员', avatar: null, phone: null, email: null, userType: 4, orgCode: 'A01', status: 1, welcome: '早上好' };

describe('session storage', () => {
  it('keeps the token 7 days under pro__Access-Token as {value, expire}', () => {
    expect(TOKEN_TTL_MS).toBe(604_800_000);
    const now = 1_700_000_000_000;
    setToken('tok', now);
    const raw = JSON.parse(storages.local.getItem('pro__Access-Token')!);
    expect(raw).toEqual({ value: 'tok', expire: now + 604_800_000 });
    expect(getToken(now + 604_800_000 - 1)).toBe('tok');
    expect(getToken(now + 604_800_000)).toBeUndefined();
    expect(storages.local.getItem('pro__Access-Token')).toBeNull();
  });

  it('keeps user info in local storage and permissions in session storage', () => {
    setUserInfo(user);
    setStoredPermissions({ menu: [], auth: [], allAuth: [] });
    expect(JSON.parse(storages.local.getItem('pro__Login_Userinfo')!).value).toEqual(user);
    expect(storages.session.getItem('pro__LOGIN_USER_BUTTON_AUTH')).not.toBeNull();
    expect(getUserInfo()).toEqual(user);
    expect(getStoredPermissions()).toEqual({ menu: [], auth: [], allAuth: [] });
  });

  it('keeps the department choice 7 days', () => {
    const now = 1_700_000_000_000;
    setDepartChoice({ orgCode: 'A01', departName: '一食堂' }, now);
    expect(getDepartChoice(now + TOKEN_TTL_MS - 1)).toEqual({ orgCode: 'A01', departName: '一食堂' });
    expect(getDepartChoice(now + TOKEN_TTL_MS)).toBeUndefined();
  });

  it('drops unreadable values', () => {
    storages.local.setItem('pro__Access-Token', 'not json');
    expect(getToken()).toBeUndefined();
  });

  it('clears token, user and permissions; the department choice stays for its user', () => {
    setToken('tok');
    setUserInfo(user);
    setStoredPermissions({ menu: [], auth: [], allAuth: [] });
    setDepartChoice({ orgCode: 'A01' });
    clearSession();
    expect(getToken()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(getStoredPermissions()).toBeUndefined();
    expect(getDepartChoice()).toEqual({ orgCode: 'A01', username: 'admin' });
    setUserInfo(user);
    expect(getDepartChoice()?.orgCode).toBe('A01');
    setUserInfo({ ...user, username: 'someone-else' });
    expect(getDepartChoice()).toBeUndefined();
  });

  it('builds the server logout path with the token', () => {
    expect(logoutUrl('a b')).toBe('/api/sys/logout?token=a%20b');
    expect(logoutUrl(undefined)).toBe('/api/sys/logout?token=');
  });
});
