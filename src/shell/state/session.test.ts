/** The session store against the real API server. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { passwordLogin } from '../../api/endpoints/session.ts';
import { configureHttp } from '../../api/http.ts';
import { getDepartChoice, getStoredPermissions, getToken, getUserInfo } from '../../api/session.ts';
import { installMemoryStorage, type MemoryStorages } from '../../api/testing/storage.ts';
import { hasAction, menuRoutes } from '../permissions.ts';
import { openTab, tabsState } from './tabs.ts';
import { PermissionLoadError, isValidPermissions, loadPermissions, login, logout, restoreSession, sessionState } from './session.ts';

let server: TestServer;
let base: string;
let storages: MemoryStorages;

beforeAll(async () => {
  server = await startServer();
  base = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  storages = installMemoryStorage();
  configureHttp({ baseURL: base });
  await logout();
});

async function signIn(username: string) {
  const envelope = await passwordLogin({ username, password: 'Larder#2026' });
  expect(envelope.code).toBe('200');
  login(envelope.result);
  return envelope.result;
}

describe('session store', () => {
  it('login stores the token (7 days) and the user, and resets the tabs', async () => {
    openTab('/old', 'old');
    const result = await signIn('admin');
    expect(sessionState.token).toBe(result.token);
    expect(sessionState.user?.username).toBe('admin');
    expect(sessionState.permissions).toBeNull();
    expect(getToken()).toBe(result.token);
    const stored = JSON.parse(storages.local.getItem('pro__Access-Token')!);
    expect(stored.expire - Date.now()).toBeGreaterThan(604_800_000 - 60_000);
    expect(getUserInfo()?.username).toBe('admin');
    expect(tabsState.tabs).toEqual([]);
  });

  it('loads permissions once, keeps them in session storage, and drives menus and buttons', async () => {
    await signIn('admin');
    const first = await loadPermissions();
    expect(Array.isArray(first?.menu) && first!.menu.length > 0).toBe(true);
    expect(getStoredPermissions()?.menu.length).toBe(first!.menu.length);
    expect(await loadPermissions()).toBe(sessionState.permissions);
    expect(menuRoutes(sessionState.permissions!.menu).length).toBeGreaterThan(0);
    expect(hasAction('system:user:add')).toBe(true);

    await signIn('buyer');
    await loadPermissions();
    expect(hasAction('system:user:add')).toBe(false);
    const paths = JSON.stringify(menuRoutes(sessionState.permissions!.menu));
    expect(paths).not.toContain('system/UserList');
  });

  it('restores token, user and permissions after a reload', async () => {
    const result = await signIn('buyer');
    await loadPermissions();
    Object.assign(sessionState, { token: null, user: null, permissions: null });
    restoreSession();
    expect(sessionState.token).toBe(result.token);
    expect(sessionState.user?.username).toBe('buyer');
    expect(sessionState.permissions?.menu.length).toBeGreaterThan(0);
  });

  it('remembers the only department of a user for 7 days', async () => {
    const result = await signIn('buyer');
    if (result.departs.length === 1) expect(getDepartChoice()?.orgCode).toBe(result.departs[0].orgCode);
    const canteen = await signIn('canteen');
    expect(canteen.multi_depart).toBe(2);
    expect(sessionState.multiDepart).toBe(2);
    expect(sessionState.departs.length).toBeGreaterThan(1);
  });

  it('logout clears everything, revokes the token and answers the server logout path', async () => {
    const result = await signIn('admin');
    await loadPermissions();
    openTab('/dashboard/analysis', 'home');
    const url = await logout();
    expect(url).toBe(`${base}/sys/logout?token=${encodeURIComponent(result.token)}`);
    expect(sessionState).toMatchObject({ token: null, user: null, permissions: null });
    expect(getToken()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(getStoredPermissions()).toBeUndefined();
    expect(tabsState.tabs).toEqual([]);
    const after = await server.call('GET', '/sys/user/queryNowUser', { token: result.token });
    expect(after.status).toBe(401);
  });
});

describe('an empty or non-array permission menu is an error', () => {
  let stub: Server;
  let answer: unknown;
  beforeAll(async () => {
    stub = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, message: 'ok', code: 200, result: answer }));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => stub.close(resolve));
  });

  it.each([[{ menu: [], auth: [], allAuth: [] }], [{ menu: null, auth: [] }], [{ menu: {}, auth: [] }], [null]])('rejects %j', async (value) => {
    configureHttp({ baseURL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api` });
    answer = value;
    sessionState.permissions = null;
    await expect(loadPermissions()).rejects.toBeInstanceOf(PermissionLoadError);
    expect(sessionState.permissions).toBeNull();
    expect(isValidPermissions(value)).toBe(false);
  });
});
