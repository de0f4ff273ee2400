import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { hashToken } from '../../auth/tokens.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { CLOSE_SESSION_ENDED } from './index.ts';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const open: WebSocket[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/websocket`;
  for (const name of ['admin', 'buyer', 'supplier']) tokens[name] = await server.login(name);
  for (const row of await server.database.db.select().from(users)) ids[row.username] = row.id;
});
afterAll(async () => {
  for (const socket of open) socket.terminate();
  await server.close();
});

/** A connected socket that queues what it receives; rejects with the HTTP status when refused. */
function connect(url: string, protocols?: string | string[]): Promise<{ socket: WebSocket; next: (ms?: number) => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    open.push(socket);
    const queue: string[] = [];
    const waiting: Array<(text: string) => void> = [];
    socket.on('message', (data) => {
      const text = data.toString();
      const waiter = waiting.shift();
      if (waiter) waiter(text);
      else queue.push(text);
    });
    const next = (ms = 3000) =>
      new Promise<string>((done, fail) => {
        const queued = queue.shift();
        if (queued !== undefined) return done(queued);
        const timer = setTimeout(() => fail(new Error('no message within ' + ms + ' ms')), ms);
        waiting.push((text) => {
          clearTimeout(timer);
          done(text);
        });
      });
    socket.on('open', () => resolve({ socket, next }));
    socket.on('unexpected-response', (_request, response) => reject(Object.assign(new Error('refused'), { status: response.statusCode })));
    socket.on('error', reject);
  });
}

/** Wait until `condition` holds (the server sees a close a moment after the client). */
async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 0, (error: { status?: number }) => error.status ?? -1);

describe('GET /websocket/:userId', () => {
  it('refuses a missing or bad token (401) and another user\'s channel (403)', async () => {
    expect(await refusal(connect(`${base}/${ids.buyer}`))).toBe(401);
    expect(await refusal(connect(`${base}/${ids.buyer}`, 'not-a-token'))).toBe(401);
    expect(await refusal(connect(`${base}/${ids.buyer}?token=not-a-token`))).toBe(401);
    expect(await refusal(connect(`${base}/${ids.buyer}`, tokens.supplier))).toBe(403);
    expect(await refusal(connect(`${base}/${ids.buyer}?token=${tokens.supplier}`))).toBe(403);
  });

  it('accepts the token as subprotocol (echoed back) or as query, and answers heartbeats', async () => {
    const viaProtocol = await connect(`${base}/${ids.buyer}`, tokens.buyer);
    expect(viaProtocol.socket.protocol).toBe(tokens.buyer);
    viaProtocol.socket.send('ping');
    expect(await viaProtocol.next()).toBe('pong');
    viaProtocol.socket.send(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳' }));
    expect(JSON.parse(await viaProtocol.next())).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });

    const viaQuery = await connect(`${base}/${ids.buyer}?token=${encodeURIComponent(tokens.buyer)}`);
    viaQuery.socket.send('ping');
    expect(await viaQuery.next()).toBe('pong');
    viaProtocol.socket.close();
    viaQuery.socket.close();
  });

  it('delivers the release of an ALL announcement to every user as cmd topic', async () => {
    const buyer = await connect(`${base}/${ids.buyer}`, tokens.buyer);
    const supplier = await connect(`${base}/${ids.supplier}`, tokens.supplier);
    const added = await server.call('POST', '/sys/annountCement/add', { token: tokens.admin, body: { titile: '全体：明日停电检修' } });
    await server.call('GET', '/sys/annountCement/doReleaseData', { token: tokens.admin, query: { id: added.body.result.id } });
    const expected = { cmd: 'topic', msgId: added.body.result.id, msgTxt: '全体：明日停电检修' };
    expect(JSON.parse(await buyer.next())).toEqual(expected);
    expect(JSON.parse(await supplier.next())).toEqual(expected);
    buyer.socket.close();
    supplier.socket.close();
  });

  it('delivers a USER announcement only to the addressed user, as cmd user', async () => {
    const buyer = await connect(`${base}/${ids.buyer}`, tokens.buyer);
    const supplier = await connect(`${base}/${ids.supplier}`, tokens.supplier);
    const direct = await server.call('POST', '/sys/annountCement/add', { token: tokens.admin, body: { titile: '采购员：请审核', msgType: 'USER', userIds: ids.buyer } });
    await server.call('GET', '/sys/annountCement/doReleaseData', { token: tokens.admin, query: { id: direct.body.result.id } });
    expect(JSON.parse(await buyer.next())).toEqual({ cmd: 'user', msgId: direct.body.result.id, msgTxt: '采购员：请审核' });
    // messages arrive in order: the supplier's first message is the later ALL release, not the USER one
    const everyone = await server.call('POST', '/sys/annountCement/add', { token: tokens.admin, body: { titile: '全体：之后的通知' } });
    await server.call('GET', '/sys/annountCement/doReleaseData', { token: tokens.admin, query: { id: everyone.body.result.id } });
    expect(JSON.parse(await supplier.next())).toMatchObject({ cmd: 'topic', msgTxt: '全体：之后的通知' });
    expect(JSON.parse(await buyer.next())).toMatchObject({ cmd: 'topic', msgTxt: '全体：之后的通知' });
    buyer.socket.close();
    supplier.socket.close();
  });

  it('delivers what goes through database NOTIFY on the live channel (the cross-instance path)', async () => {
    const supplier = await connect(`${base}/${ids.supplier}`, tokens.supplier);
    const message = { cmd: 'user', msgId: 'from-another-instance', msgTxt: '来自其他实例' };
    await server.database.notify('larder_live', JSON.stringify({ to: [ids.supplier], message }));
    expect(JSON.parse(await supplier.next())).toEqual(message);
    // payloads that are not ours are ignored without harm
    for (const payload of ['not json', '123', 'null', '{"to":5,"message":{}}', '{"to":"all"}']) await server.database.notify('larder_live', payload);
    await server.app.live.publish([ids.supplier], { cmd: 'user', msgId: 'second', msgTxt: '第二条' });
    expect(JSON.parse(await supplier.next())).toMatchObject({ msgId: 'second' });
    supplier.socket.close();
  });

  it('closes with 4401 as soon as the session ends (logout), without waiting for a heartbeat; other sessions stay', async () => {
    const token = await server.login('buyer');
    const other = await server.login('buyer');
    const buyer = await connect(`${base}/${ids.buyer}`, token);
    const second = await connect(`${base}/${ids.buyer}`, other);
    const closed = new Promise<number>((resolve) => buyer.socket.on('close', (code) => resolve(code)));
    await server.call('POST', '/sys/logout', { token });
    expect(await closed).toBe(CLOSE_SESSION_ENDED);
    // the buyer's other session is still live and still answers
    second.socket.send('ping');
    expect(await second.next()).toBe('pong');
    expect(second.socket.readyState).toBe(WebSocket.OPEN);
    await until(() => server.app.live.receivers(ids.buyer) === 1);
    second.socket.close();
    await until(() => server.app.live.receivers(ids.buyer) === 0);
  });

  it('closes every socket of a user frozen by an administrator at once', async () => {
    const token = await server.login('supplier');
    const supplier = await connect(`${base}/${ids.supplier}`, token);
    const closed = new Promise<number>((resolve) => supplier.socket.on('close', (code) => resolve(code)));
    const frozen = await server.call('PUT', '/sys/user/frozenBatch', { token: tokens.admin, body: { ids: ids.supplier, status: '2' } });
    expect(frozen.body.success).toBe(true);
    try {
      expect(await closed).toBe(CLOSE_SESSION_ENDED);
    } finally {
      await server.call('PUT', '/sys/user/frozenBatch', { token: tokens.admin, body: { ids: ids.supplier, status: '1' } });
    }
    tokens.supplier = await server.login('supplier');
  });

  it('closes with 4401 at the next heartbeat once the session expired', async () => {
    const token = await server.login('buyer');
    const buyer = await connect(`${base}/${ids.buyer}`, token);
    const closed = new Promise<number>((resolve) => buyer.socket.on('close', (code) => resolve(code)));
    // Expiry is time passing, not a change anyone makes: the row changes now (the socket re-checks: still
    // valid), and the session runs out a moment later with nothing to announce it.
    await server.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 300) }).where(eq(sessions.tokenHash, hashToken(token)));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(buyer.socket.readyState).toBe(WebSocket.OPEN);
    buyer.socket.send('ping');
    expect(await buyer.next()).toBe('pong');
    expect(await closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('unsubscribes a socket when it closes', async () => {
    await until(() => server.app.live.receivers(ids.supplier) === 0); // earlier tests' sockets
    const supplier = await connect(`${base}/${ids.supplier}`, tokens.supplier);
    expect(server.app.live.receivers(ids.supplier)).toBe(1);
    supplier.socket.close();
    await until(() => server.app.live.receivers(ids.supplier) === 0);
  });

  it('refuses a frozen user', async () => {
    const token = await server.login('supplier');
    await server.database.db.update(users).set({ status: 2 }).where(eq(users.id, ids.supplier));
    try {
      expect(await refusal(connect(`${base}/${ids.supplier}`, token))).toBe(401);
    } finally {
      await server.database.db.update(users).set({ status: 1 }).where(eq(users.id, ids.supplier));
    }
  });
});
