/**
 * The HTTP client against the real API server (listening on a port), plus a stub server for the
 * answers the real one does not give on demand (timeouts, 521, 504, a token-expired 500).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../server/db/schema/index.ts';
import { startServer, type TestServer } from '../../tests/server/harness.ts';
import { passwordLogin, resetPassword, sendSmsCode } from './endpoints/session.ts';
import { uploadFile } from './endpoints/files.ts';
import { ApiError, configureHttp, http, loginCall, onApiEvent, type ApiEvent } from './http.ts';
import { clearSession, setToken } from './session.ts';
import { installMemoryStorage } from './testing/storage.ts';
import type { LoginResult, UserInfo } from '../contract/routes/session.ts';

let server: TestServer;
let base: string;
let events: ApiEvent[];
let stopListening: () => void;
const requests: Array<{ url: string; headers: Headers }> = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `${address}/api`;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input instanceof Request ? input.url : input), headers: new Headers(init?.headers) });
    return realFetch(input, init);
  }) as typeof fetch;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await server?.close();
});

beforeEach(() => {
  installMemoryStorage();
  configureHttp({ baseURL: base, timeout: 20_000, locale: 'en-US' });
  events = [];
  requests.length = 0;
  stopListening = onApiEvent((event) => events.push(event));
});

afterEach(() => stopListening());

async function loginAs(username: string): Promise<LoginResult> {
  const envelope = await passwordLogin({ username, password: 'Larder#2026' });
  expect(envelope.code).toBe('200');
  setToken(envelope.result.token);
  return envelope.result;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('http against the API server', () => {
  it('login-type calls answer code "200", or pass a refusal to the caller without throwing', async () => {
    const ok = await loginCall<LoginResult>('POST', '/sys/login', { username: 'admin', password: 'Larder#2026' });
    expect(ok.code).toBe('200');
    expect(ok.result.token).toBeTruthy();
    const refused = await loginCall<LoginResult>('POST', '/sys/login', { username: 'admin', password: 'wrong' });
    expect(refused.success).toBe(false);
    expect(refused.code).not.toBe('200');
    expect(refused.message).toBe('Wrong username or password');
    expect(events).toEqual([]);
  });

  it('sends X-Access-Token and _t on GET, and resolves with the envelope result', async () => {
    const { token, userInfo } = await loginAs('admin');
    const user = await http.get<UserInfo>('/sys/user/queryNowUser');
    expect(user.username).toBe('admin');
    expect(user.id).toBe(userInfo.id);
    const sent = requests.at(-1)!;
    expect(sent.headers.get('X-Access-Token')).toBe(token);
    expect(new URL(sent.url).searchParams.get('_t')).toMatch(/^\d{13}$/);
    expect(sent.headers.get('Accept-Language')).toBe('en-US');
    expect(sent.headers.get('X-Time-Zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await http.post('/sys/sysAnnouncementSend/readAll');
    expect(new URL(requests.at(-1)!.url).searchParams.has('_t')).toBe(false);
  });

  it('success false: a notice with the server message, then ApiError', async () => {
    await loginAs('admin');
    const error = await rejection(http.get('/sys/annountCement/queryById', { id: 'no-such-id' }));
    expect(error.message).toBe('No such record');
    expect(error.status).toBe(200);
    expect((error.body as { success: boolean }).success).toBe(false);
    expect(events).toEqual([{ type: 'notice', message: 'No such record' }]);
  });

  it('silent calls skip the notice', async () => {
    await loginAs('admin');
    await rejection(http.get('/sys/annountCement/queryById', { id: 'no-such-id' }, { silent: true }));
    expect(events).toEqual([]);
  });

  it('401: unauthorized event', async () => {
    clearSession();
    const error = await rejection(http.get('/sys/user/queryNowUser'));
    expect(error.status).toBe(401);
    expect(events).toEqual([{ type: 'unauthorized' }]);
    setToken('not-a-token');
    await rejection(http.get('/sys/user/queryNowUser', undefined, { silent: true }));
    expect(events).toEqual([{ type: 'unauthorized' }, { type: 'unauthorized' }]);
  });

  it('an expired session: token-expired event with the server message', async () => {
    const { userInfo } = await loginAs('canteen');
    await server.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, userInfo.id));
    const error = await rejection(http.get('/sys/user/queryNowUser'));
    expect(error.status).toBe(401);
    expect(events).toEqual([{ type: 'token-expired', message: 'Login expired, please log in again' }]);
  });

  it('403: forbidden event (a procurement user calling an admin screen)', async () => {
    await loginAs('buyer');
    const error = await rejection(http.get('/sys/user/list'));
    expect(error.status).toBe(403);
    expect(events).toEqual([{ type: 'forbidden' }]);
  });

  it('404: not-found event', async () => {
    await loginAs('admin');
    const error = await rejection(http.get('/no/such/route'));
    expect(error.status).toBe(404);
    expect(events).toEqual([{ type: 'not-found' }]);
  });

  it('uploads a file and downloads it back as a blob', async () => {
    await loginAs('admin');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const file = new File([png], 'dot.png', { type: 'image/png' });
    const stored = await uploadFile(file);
    expect(stored.fileName).toBe('dot.png');
    expect(stored.path).toBeTruthy();
    const blob = await http.blob(`/sys/common/static/${stored.path}`);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(png));
  });

  it("postForMessage resolves with the server's success message: a forgotten password reset", async () => {
    clearSession();
    const phone = '13700000301';
    const [buyer] = await server.database.db.select().from(users).where(eq(users.username, 'buyer'));
    await server.database.db.insert(users).values({ username: 'http-reset', realname: 'http-reset', passwordHash: buyer.passwordHash, phone, userType: 1 });
    await sendSmsCode(phone, '2');
    const smscode = server.sms.outbox.filter((m) => m.phone === phone).at(-1)!.text.match(/\d{6}/)![0];
    const reset = { phone, smscode, password: 'Reset#2026', confirmpassword: 'Reset#2026' };
    expect(await resetPassword(reset)).toBe('Password reset; please log in with the new password');
    // a refusal still rejects with the server's message
    expect((await rejection(resetPassword(reset, { silent: true }))).message).toBe('The code is wrong or has expired');
    expect(events).toEqual([]);
  });
});

describe('http answers the real server does not give on demand', () => {
  let stub: Server;
  let stubBase: string;
  beforeAll(async () => {
    stub = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (path === '/api/hang') return; // never answers
      if (path === '/api/down') return json(521, { success: false, message: 'down', code: 521 });
      if (path === '/api/gateway') return json(504, { success: false, message: 'gateway', code: 504 });
      if (path === '/api/expired') return json(500, { success: false, message: 'Token失效，请重新登录', code: 500 });
      if (path === '/api/expired-envelope') return json(200, { success: false, message: 'Token失效，请重新登录', code: 500 });
      if (path === '/api/boom') return json(500, { success: false, message: 'Internal server error', code: 500 });
      if (path === '/api/teapot') return json(418, { success: false, message: 'short and stout', code: 418 });
      if (path === '/api/login-html') {
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html>bad gateway</html>');
      }
      json(200, { success: true, message: 'ok', code: 200, result: { path } });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  });
  beforeEach(() => configureHttp({ baseURL: stubBase }));

  it('times out after the configured time: timeout event', async () => {
    const started = Date.now();
    const error = await rejection(http.get('/hang', undefined, { timeout: 150 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error.status).toBe(0);
    expect(events).toEqual([{ type: 'timeout' }]);
  });

  it('defaults to a 20 s timeout', async () => {
    const { HTTP_TIMEOUT_MS, httpConfig } = await import('./http.ts');
    expect(HTTP_TIMEOUT_MS).toBe(20_000);
    expect(httpConfig().timeout).toBe(20_000);
  });

  it('521: server-down; 504: timeout; other statuses: the server message', async () => {
    await rejection(http.get('/down'));
    await rejection(http.get('/gateway'));
    await rejection(http.get('/boom'));
    await rejection(http.post('/teapot', {}));
    expect(events).toEqual([
      { type: 'server-down' },
      { type: 'timeout' },
      { type: 'error', status: 500, message: 'Internal server error' },
      { type: 'error', status: 418, message: 'short and stout' },
    ]);
  });

  it('500 with a token-expired message: token-expired', async () => {
    await rejection(http.get('/expired'));
    await rejection(http.get('/expired-envelope'));
    expect(events).toEqual([
      { type: 'token-expired', message: 'Token失效，请重新登录' },
      { type: 'token-expired', message: 'Token失效，请重新登录' },
    ]);
  });

  it('session events fire even for silent calls', async () => {
    await rejection(http.get('/down', undefined, { silent: true }));
    await rejection(http.get('/boom', undefined, { silent: true }));
    expect(events).toEqual([{ type: 'server-down' }]);
  });

  it('no answer at all (nothing listening): server-down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    configureHttp({ baseURL: `http://127.0.0.1:${port}/api` });
    const error = await rejection(http.get('/anything'));
    expect(error.status).toBe(0);
    expect(events).toEqual([{ type: 'server-down' }]);
  });

  it('a login-type call without an envelope rejects after its event', async () => {
    const error = await rejection(loginCall('POST', '/login-html', {}));
    expect(error.status).toBe(502);
    expect(events).toEqual([{ type: 'error', status: 502, message: 'HTTP 502' }]);
  });
});
