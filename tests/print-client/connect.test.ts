/** Who may connect, and what a page gets on connecting: socket.io 4 and EIO3 clients on loopback. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientInfo, PrinterInfo } from '../../src/contract/printClient.ts';
import { connect, makePdf, next, pdfinfo, socketFor, startSpoolClient } from './helpers.ts';

type Client = Awaited<ReturnType<typeof startSpoolClient>>;

describe('with a token', () => {
  let client: Client;
  beforeAll(async () => {
    client = await startSpoolClient({ token: 's3cret' });
  });
  afterAll(() => client.close());

  it('accepts the right token', async () => {
    const socket = await connect(client.url, { token: 's3cret' });
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('refuses a wrong token with an authentication error', async () => {
    const error = await connect(client.url, { token: 'guess' }).then(
      () => null,
      (e: Error & { data?: { code?: string } }) => e,
    );
    expect(error?.message).toMatch(/^Authentication error/);
    expect(error?.data?.code).toBe('UNAUTHORIZED');
  });

  it('refuses a missing token', async () => {
    await expect(connect(client.url)).rejects.toThrow(/Authentication error/);
  });

  it('accepts the token as a query parameter (what EIO3 clients can send)', async () => {
    const socket = socketFor(`${client.url}?token=s3cret`);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
      socket.connect();
    });
    socket.close();
  });
});

describe('origins', () => {
  let client: Client;
  beforeAll(async () => {
    client = await startSpoolClient();
  });
  afterAll(() => client.close());

  it('allows the back office and localhost origins', async () => {
    for (const origin of ['http://localhost:8080', 'http://localhost:5173', 'https://127.0.0.1:9443']) {
      const socket = await connect(client.url, { origin });
      socket.close();
    }
  });

  it('refuses a foreign origin on polling and on a direct WebSocket upgrade', async () => {
    await expect(connect(client.url, { origin: 'https://evil.example' })).rejects.toThrow();
    await expect(connect(client.url, { origin: 'https://evil.example', transports: ['websocket'] })).rejects.toThrow();
    // A look-alike of an allowed origin is not it.
    await expect(connect(client.url, { origin: 'http://localhost.evil.example:8080', transports: ['websocket'] })).rejects.toThrow();
  });

  it('answers a foreign handshake with 403 and no CORS grant', async () => {
    const response = await fetch(`${client.url}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${client.url}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: 'http://localhost:8080' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });

  it('uses --origins instead of the defaults', async () => {
    const strict = await startSpoolClient({ origins: ['https://erp.example.com'] });
    try {
      await connect(strict.url, { origin: 'https://erp.example.com' }).then((s) => s.close());
      await expect(connect(strict.url, { origin: 'http://localhost:8080' })).rejects.toThrow();
    } finally {
      await strict.close();
    }
  });
});

describe('on connect', () => {
  let client: Client;
  beforeAll(async () => {
    client = await startSpoolClient();
  });
  afterAll(() => client.close());

  it('sends printerList and clientInfo', async () => {
    const socket = socketFor(client.url);
    const printers = next<PrinterInfo[]>(socket, 'printerList');
    const info = next<ClientInfo>(socket, 'clientInfo');
    socket.connect();
    const list = await printers;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'larder-spool', isDefault: true, status: 0 });
    expect(Object.keys(list[0]!).sort()).toEqual(['description', 'displayName', 'isDefault', 'name', 'options', 'status']);
    const clientInfo = await info;
    expect(clientInfo).toMatchObject({ name: 'larder-print', version: '0.1.0', platform: process.platform, arch: process.arch, mode: 'spool' });
    for (const key of ['hostname', 'ip', 'mac', 'machineId', 'clientUrl']) expect(clientInfo).toHaveProperty(key);
    // Bound to loopback, so the address it gives out is the one that works.
    expect(clientInfo.clientUrl).toBe(`http://localhost:${client.port}`);

    const refreshed = next<PrinterInfo[]>(socket, 'printerList');
    socket.emit('refreshPrinterList');
    expect((await refreshed)[0]!.name).toBe('larder-spool');
    const again = next<ClientInfo>(socket, 'clientInfo');
    socket.emit('getClientInfo');
    expect((await again).machineId).toBe(clientInfo.machineId);
    socket.close();
  });

  it('answers address for each type', async () => {
    const socket = await connect(client.url);
    const ask = (type?: string): Promise<unknown[]> =>
      new Promise((resolve) => {
        socket.once('address', (...args: unknown[]) => resolve(args));
        (socket.emit as (e: string, ...a: unknown[]) => void)('address', ...(type === undefined ? [] : [type]));
      });
    const all = await ask('all');
    expect(all[0]).toBe('all');
    expect(Object.keys(all[1] as object).sort()).toEqual(['ip', 'ipv6', 'mac']);
    const ip = await ask('ip');
    expect(ip).toEqual(['ip', (all[1] as { ip: string }).ip]);
    expect((await ask('mac'))[0]).toBe('mac');
    expect((await ask())[0]).toBe('all');
    const unknown = await ask('dns');
    expect(unknown[1]).toBeNull();
    expect(unknown[2]).toMatch(/Unknown address type/);
    socket.close();
  });
});

describe('socket.io 2 (EIO3) clients', () => {
  // The alias of socket.io-client 2.5.0: what older hiprint pages bundle.
  const ioV2 = createRequire(import.meta.url)('socket.io-client-v2') as (url: string, options: object) => {
    on(event: string, listener: (...args: unknown[]) => void): void;
    once(event: string, listener: (...args: unknown[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
    close(): void;
    connected: boolean;
  };
  let client: Client;
  beforeAll(async () => {
    client = await startSpoolClient({ token: 'v2-token' });
  });
  afterAll(() => client.close());

  for (const transports of [['websocket'], ['polling']]) {
    it(`connects with the token in the query, gets printerList and prints a PDF (${transports[0]})`, async () => {
      const socket = ioV2(client.url, { query: { token: 'v2-token' }, transports, reconnection: false, forceNew: true });
      const printers = new Promise<PrinterInfo[]>((resolve) => socket.once('printerList', (list) => resolve(list as PrinterInfo[])));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('error', (e) => reject(new Error(String(e))));
        socket.once('connect_error', (e) => reject(e as Error));
      });
      expect((await printers)[0]!.name).toBe('larder-spool');
      const pdf = await makePdf(3);
      const done = new Promise<{ jobId: string; templateId: string }>((resolve, reject) => {
        socket.once('successs', (reply) => resolve(reply as { jobId: string; templateId: string }));
        socket.once('error', (reply) => reject(new Error(JSON.stringify(reply))));
      });
      socket.emit('news', { type: 'blob_pdf', pdf_blob: pdf, templateId: `v2-${transports[0]}` });
      const reply = await done;
      expect(reply.templateId).toBe(`v2-${transports[0]}`);
      const file = join(client.spool, `${reply.jobId}.pdf`);
      expect(existsSync(file)).toBe(true);
      expect(pdfinfo(file).pages).toBe(3);
      socket.close();
    });
  }

  it('answers a bad job from an EIO3 client with the error event', async () => {
    const socket = ioV2(client.url, { query: { token: 'v2-token' }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const error = new Promise<{ msg: string; code: string; templateId: string }>((resolve) => socket.once('error', (reply) => resolve(reply as never)));
    socket.emit('news', { type: 'blob_pdf', pdf_blob: Buffer.from('GIF89a'), templateId: 'v2-bad' });
    expect(await error).toMatchObject({ code: 'NOT_PDF', templateId: 'v2-bad' });
    socket.close();
  });

  it('refuses an EIO3 client with a wrong token', async () => {
    const socket = ioV2(client.url, { query: { token: 'nope' }, transports: ['websocket'], reconnection: false, forceNew: true });
    const outcome = await new Promise<unknown>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('error', (e) => resolve(e));
    });
    // socket.io 4 answers an EIO3 client's refused connection as its 'error' event, with our code and message.
    expect(outcome).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/^Authentication error/) });
    socket.close();
  });
});
