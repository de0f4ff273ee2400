/**
 * The SMTP sender against a small SMTP server made here: STARTTLS with a certificate made by the openssl
 * CLI for this run, TLS from the first byte (465), and the refusals of the required mode.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createPlainServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { smtpSender, type SmtpOptions } from './mail.ts';

interface Received {
  /** Whether the connection was encrypted when the message came. */
  secure: boolean;
  /** Whether AUTH came over an encrypted connection. */
  authSecure: boolean | null;
  from: string;
  to: string;
  data: string;
}

/** A server speaking just enough ESMTP; `starttls` decides whether EHLO offers the upgrade. */
function smtpServer(certificate: { key: Buffer; cert: Buffer }, mode: { starttls: boolean; implicit?: boolean }) {
  const received: Received[] = [];
  const talk = (raw: Socket, startSecure: boolean) => {
    let socket: Socket = raw;
    let secure = startSecure;
    let buffer = '';
    let inData = false;
    const message: Partial<Received> = { authSecure: null };
    const say = (line: string) => socket.write(`${line}\r\n`);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push({ ...message, secure, data: buffer.slice(0, end) } as Received);
          buffer = buffer.slice(end + 5);
          inData = false;
          say('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO') say(['250-test.local', ...(mode.starttls && !secure ? ['250-STARTTLS'] : []), '250 AUTH PLAIN'].join('\r\n'));
        else if (verb === 'STARTTLS') {
          say('220 ready to start TLS');
          socket.off('data', onData);
          const upgraded = new TLSSocket(socket, { isServer: true, key: certificate.key, cert: certificate.cert });
          upgraded.on('secure', () => { secure = true; });
          upgraded.on('error', () => upgraded.destroy());
          upgraded.on('data', onData);
          socket = upgraded;
        } else if (verb === 'AUTH') {
          message.authSecure = secure;
          say('235 ok');
        } else if (verb === 'MAIL') {
          message.from = line.slice(10);
          say('250 ok');
        } else if (verb === 'RCPT') {
          message.to = line.slice(8);
          say('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go on');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 unknown');
      }
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
    say('220 test.local ESMTP');
  };
  const server: Server = mode.implicit
    ? createTlsServer({ key: certificate.key, cert: certificate.cert }, (socket) => talk(socket, true))
    : createPlainServer((socket) => talk(socket, false));
  return {
    received,
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mail = { to: 'cook@example.com', subject: '到货提醒', text: 'Delivery at 7:00' };

describe('the SMTP sender', () => {
  let certificate: { key: Buffer; cert: Buffer };
  const servers: Array<ReturnType<typeof smtpServer>> = [];
  const start = async (mode: { starttls: boolean; implicit?: boolean }) => {
    const server = smtpServer(certificate, mode);
    servers.push(server);
    return { server, port: await server.listen() };
  };
  const send = (url: string, options: SmtpOptions) => smtpSender(new URL(url), 'larder@example.com', options).send(mail);

  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'larder-smtp-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    certificate = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('upgrades with STARTTLS before signing in, and the message arrives over TLS', async () => {
    const { server, port } = await start({ starttls: true });
    await send(`smtp://mailer:s3cret@127.0.0.1:${port}`, { secure: 'starttls', ca: certificate.cert });
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message).toMatchObject({ secure: true, authSecure: true, from: '<larder@example.com>', to: '<cook@example.com>' });
    expect(message.data).toContain(`Subject: =?UTF-8?B?${Buffer.from('到货提醒').toString('base64')}?=`);
    expect(message.data).toContain(Buffer.from('Delivery at 7:00').toString('base64'));
  });

  it('upgrades when offered in the default (opportunistic) mode of a smtp: URL', async () => {
    const { server, port } = await start({ starttls: true });
    await send(`smtp://127.0.0.1:${port}`, { ca: certificate.cert });
    expect(server.received.map((message) => message.secure)).toEqual([true]);
  });

  it('speaks TLS from the first byte for smtps: and port 465 style servers', async () => {
    const { server, port } = await start({ starttls: false, implicit: true });
    await send(`smtps://mailer:s3cret@127.0.0.1:${port}`, { ca: certificate.cert });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ secure: true, authSecure: true });
  });

  it('refuses a server without STARTTLS in the required mode, before the password is sent', async () => {
    const { server, port } = await start({ starttls: false });
    await expect(send(`smtp://mailer:s3cret@127.0.0.1:${port}`, { secure: 'starttls', ca: certificate.cert }))
      .rejects.toThrow(`SMTP: 127.0.0.1:${port} does not offer STARTTLS, and the secure mode 'starttls' requires it (LARDER_SMTP_SECURE)`);
    expect(server.received).toEqual([]);
  });

  it('stays plain with a server without STARTTLS in the opportunistic mode, and never upgrades in none', async () => {
    const plainOnly = await start({ starttls: false });
    await send(`smtp://127.0.0.1:${plainOnly.port}`, { secure: 'opportunistic' });
    expect(plainOnly.server.received.map((message) => message.secure)).toEqual([false]);
    const offering = await start({ starttls: true });
    await send(`smtp://127.0.0.1:${offering.port}`, { secure: 'none' });
    expect(offering.server.received.map((message) => message.secure)).toEqual([false]);
  });

  it('refuses a certificate it does not trust', async () => {
    const { server, port } = await start({ starttls: true });
    await expect(send(`smtp://127.0.0.1:${port}`, { secure: 'starttls' })).rejects.toThrow(/^SMTP: TLS failed: .*self[- ]signed/);
    expect(server.received).toEqual([]);
  });

  it('reads the secure mode from LARDER_SMTP_SECURE and refuses an unknown one', () => {
    expect(loadConfig({ LARDER_SMTP_URL: 'smtp://h:587', LARDER_SMTP_SECURE: 'starttls' }).smtpSecure).toBe('starttls');
    expect(loadConfig({ LARDER_SMTP_URL: 'smtp://h:587' }).smtpSecure).toBeUndefined();
    expect(() => loadConfig({ LARDER_SMTP_SECURE: 'ssl' })).toThrow("LARDER_SMTP_SECURE: expected one of tls, starttls, opportunistic, none, got 'ssl'");
  });
});
