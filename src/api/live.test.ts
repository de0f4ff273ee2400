/** The live channel against the real /api/websocket route, with the `ws` package and short timings. */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../tests/server/harness.ts';
import { createLiveChannel, HEARTBEAT_MS, liveUrl, RECONNECT_MS, type LiveMessage } from './live.ts';

let server: TestServer;
let wsBase: string;

beforeAll(async () => {
  server = await startServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = address.replace(/^http/, 'ws') + '/api/websocket/';
});

afterAll(async () => {
  await server?.close();
});

/** A `ws` socket that records what it sends and counts constructions. */
function recordingSocket() {
  const sent: string[] = [];
  const created: string[][] = [];
  class Recording extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      created.push([url, ...[protocols ?? []].flat()]);
    }
    override send(data: unknown, ...rest: unknown[]): void {
      sent.push(String(data));
      (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
  }
  return { Recording, sent, created };
}

async function loginUser(username: string): Promise<{ token: string; userId: string }> {
  const { body } = await server.call('POST', '/sys/login', { body: { username, password: 'Larder#2026' } });
  return { token: body.result.token, userId: body.result.userInfo.id };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('live channel', () => {
  it('uses the specification timings by default and builds the URL from the page location', () => {
    expect(RECONNECT_MS).toBe(5000);
    expect(HEARTBEAT_MS).toBe(20000);
    expect(liveUrl('u1', 'http://h:1/api')).toBe('ws://h:1/api/websocket/u1');
    (globalThis as { location?: unknown }).location = { protocol: 'https:', host: 'example.org' };
    try {
      expect(liveUrl('u 1')).toBe('wss://example.org/api/websocket/u%201');
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
  });

  it('connects with the token as subprotocol and delivers topic/user messages', async () => {
    const { token, userId } = await loginUser('admin');
    const { Recording, created } = recordingSocket();
    const messages: LiveMessage[] = [];
    let opened = 0;
    const channel = createLiveChannel({ userId, token, url: wsBase + userId, WebSocket: Recording, onMessage: (m) => messages.push(m), onOpen: () => opened++ });
    try {
      await until(() => opened === 1);
      expect(created[0]).toEqual([wsBase + userId, token]);
      await server.app.live.publish([userId], { cmd: 'user', msgId: 'm1', msgTxt: 'hello' });
      await server.app.live.publish('all', { cmd: 'topic', msgId: 'm2', msgTxt: 'to everyone' });
      await until(() => messages.length === 2);
      expect(messages.map((m) => [m.cmd, m.msgId, m.msgTxt])).toEqual([
        ['user', 'm1', 'hello'],
        ['topic', 'm2', 'to everyone'],
      ]);
    } finally {
      channel.close();
    }
  });

  it("sends 'ping' when idle and swallows the 'pong'", async () => {
    const { token, userId } = await loginUser('buyer');
    const { Recording, sent } = recordingSocket();
    const messages: LiveMessage[] = [];
    const channel = createLiveChannel({ userId, token, url: wsBase + userId, WebSocket: Recording, heartbeatMs: 100, onMessage: (m) => messages.push(m) });
    try {
      await until(() => sent.filter((s) => s === 'ping').length >= 2);
      expect(messages).toEqual([]);
    } finally {
      channel.close();
    }
  });

  it('reconnects after the server drops the socket, and after a refused handshake', async () => {
    const { token, userId } = await loginUser('supplier');
    const { Recording, created } = recordingSocket();
    let opened = 0;
    const channel = createLiveChannel({ userId, token, url: wsBase + userId, WebSocket: Recording, reconnectMs: 100, onMessage: () => {}, onOpen: () => opened++ });
    try {
      await until(() => opened === 1);
      for (const client of server.app.websocketServer.clients) client.terminate();
      await until(() => opened === 2);
      expect(created.length).toBe(2);
    } finally {
      channel.close();
    }

    const refused = recordingSocket();
    const bad = createLiveChannel({ userId, token: 'not-a-token', url: wsBase + userId, WebSocket: refused.Recording, reconnectMs: 50, onMessage: () => {} });
    await until(() => refused.created.length >= 3);
    bad.close();
    const attempts = refused.created.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refused.created.length).toBe(attempts);
  });

  it('stops when the session ended (close code 4401) instead of reconnecting', async () => {
    const { token, userId } = await loginUser('canteen');
    const { Recording, created } = recordingSocket();
    let opened = 0;
    let ended = 0;
    const channel = createLiveChannel({
      userId,
      token,
      url: wsBase + userId,
      WebSocket: Recording,
      heartbeatMs: 100,
      reconnectMs: 50,
      onMessage: () => {},
      onOpen: () => opened++,
      onSessionEnded: () => ended++,
    });
    try {
      await until(() => opened === 1);
      await server.call('POST', '/sys/logout', { token });
      await until(() => ended === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(created.length).toBe(1);
    } finally {
      channel.close();
    }
  });
});
