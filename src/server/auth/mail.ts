/**
 * Sending e-mail. With LARDER_SMTP_URL (smtp://user:pass@host:587 or smtps://…:465) a plain SMTP client
 * sends it (AUTH PLAIN when the URL names a user); without one the message goes to the log, as SMS codes
 * do in development. How the connection is protected is the secure mode (LARDER_SMTP_SECURE, SMTP_SECURE_MODES).
 */
import { isIP, connect as plainConnect, type Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';

/**
 * tls: TLS from the first byte (port 465, smtps:); starttls: upgrade with STARTTLS and refuse a server that
 * does not offer it; opportunistic: upgrade when offered, else stay plain; none: never upgrade.
 */
export const SMTP_SECURE_MODES = ['tls', 'starttls', 'opportunistic', 'none'] as const;
export type SmtpSecureMode = (typeof SMTP_SECURE_MODES)[number];

export interface SmtpOptions {
  /** Absent: tls for smtps: or port 465, opportunistic otherwise. */
  secure?: SmtpSecureMode;
  /** PEM certificates trusted besides the system's (a private mail relay's CA). */
  ca?: string | Buffer;
}

/** The mode an SMTP URL is used with when none is configured. */
export function defaultSecureMode(url: URL): SmtpSecureMode {
  return url.protocol === 'smtps:' || url.port === '465' ? 'tls' : 'opportunistic';
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

export function logMailSender(log: (line: string) => void): MailSender {
  return { send: async (mail) => log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`) };
}

export function memoryMailSender(): MailSender & { outbox: Mail[] } {
  const outbox: Mail[] = [];
  return { outbox, send: async (mail) => void outbox.push(mail) };
}

/** The sender the configuration asks for. */
export function mailSenderOf(smtpUrl: string | undefined, from: string, log: (line: string) => void, options: SmtpOptions = {}): MailSender {
  return smtpUrl ? smtpSender(new URL(smtpUrl), from, options) : logMailSender(log);
}

const TIMEOUT_MS = 20_000;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function smtpSender(url: URL, from: string, options: SmtpOptions = {}): MailSender {
  const mode = options.secure ?? defaultSecureMode(url);
  const port = Number(url.port) || (mode === 'tls' ? 465 : 25);
  // SNI names a host, never an address; the certificate is checked against the address all the same
  const tlsOptions = { ...(isIP(url.hostname) ? {} : { servername: url.hostname }), ...(options.ca ? { ca: options.ca } : {}) };
  return {
    async send(mail) {
      let socket: Socket = mode === 'tls' ? tlsConnect({ host: url.hostname, port, ...tlsOptions }) : plainConnect({ host: url.hostname, port });
      const timeout = (on: Socket) => on.setTimeout(TIMEOUT_MS, () => on.destroy(new Error('SMTP: timed out')));
      timeout(socket);
      let replies = replyReader(socket);
      const expect = async (code: number) => {
        const reply = await replies.next();
        if (!reply.startsWith(String(code))) throw new Error(`SMTP: expected ${code}, got '${reply.trim()}'`);
        return reply;
      };
      const command = async (line: string, code: number) => {
        socket.write(`${line}\r\n`);
        return expect(code);
      };
      try {
        if (mode === 'tls') await secured(socket as TLSSocket);
        await expect(220);
        const hello = await command('EHLO larder', 250);
        if (mode === 'starttls' || mode === 'opportunistic') {
          const offered = /^250[ -]STARTTLS\b/im.test(hello);
          if (!offered && mode === 'starttls') throw new Error(`SMTP: ${url.hostname}:${port} does not offer STARTTLS, and the secure mode 'starttls' requires it (LARDER_SMTP_SECURE)`);
          if (offered) {
            await command('STARTTLS', 220);
            replies.detach();
            socket = tlsConnect({ socket, host: url.hostname, ...tlsOptions });
            timeout(socket);
            await secured(socket as TLSSocket);
            replies = replyReader(socket);
            // the server forgets what it said before the upgrade (RFC 3207): greet it again
            await command('EHLO larder', 250);
          }
        }
        if (url.username) await command(`AUTH PLAIN ${b64(`\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`)}`, 235);
        await command(`MAIL FROM:<${from}>`, 250);
        await command(`RCPT TO:<${mail.to}>`, 250);
        await command('DATA', 354);
        const body = b64(mail.text).replace(/.{1,76}/g, '$&\r\n');
        const message = [`From: <${from}>`, `To: <${mail.to}>`, `Subject: =?UTF-8?B?${b64(mail.subject)}?=`, 'MIME-Version: 1.0',
          'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', body].join('\r\n');
        await command(`${message}\r\n.`, 250);
        socket.write('QUIT\r\n');
      } finally {
        socket.end();
      }
    },
  };
}

/** Resolves once the TLS handshake is done (certificate checked), rejects with why it failed. */
function secured(socket: TLSSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(new Error(`SMTP: TLS failed: ${error.message}`));
    socket.once('secureConnect', () => {
      socket.off('error', failed);
      resolve();
    });
    socket.once('error', failed);
  });
}

/** SMTP replies one at a time (a multi-line reply '250-…' ends with its '250 …' line). */
function replyReader(socket: Socket): { next(): Promise<string>; detach(): void } {
  let buffer = '';
  const ready: string[] = [];
  const waiting: Array<{ resolve: (reply: string) => void; reject: (error: Error) => void }> = [];
  let failure: Error | undefined;
  const decoder = new StringDecoder('utf8');
  const data = (chunk: Buffer) => {
    buffer += decoder.write(chunk);
    let end: number;
    while ((end = buffer.search(/^\d{3} .*\r?\n/m)) !== -1) {
      const lineEnd = buffer.indexOf('\n', end) + 1;
      // the whole reply, continuation lines included (EHLO's '250-STARTTLS' is one of them)
      ready.push(buffer.slice(0, lineEnd));
      buffer = buffer.slice(lineEnd);
    }
    while (ready.length > 0 && waiting.length > 0) waiting.shift()!.resolve(ready.shift()!);
  };
  socket.on('data', data);
  const fail = (error: Error) => {
    failure = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };
  const closed = () => fail(new Error('SMTP: connection closed'));
  socket.on('error', fail);
  socket.on('close', closed);
  return {
    /** Stop reading (the socket is handed to TLS for STARTTLS). */
    detach: () => {
      socket.off('data', data);
      socket.off('error', fail);
      socket.off('close', closed);
    },
    next: () => {
      if (ready.length > 0) return Promise.resolve(ready.shift()!);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}
