/**
 * Sending e-mail. With LARDER_SMTP_URL (smtp://user:pass@host:587 or smtps://…:465) a plain SMTP client
 * sends it (AUTH PLAIN when the URL names a user; smtps for TLS from the start — STARTTLS is not spoken);
 * without one the message goes to the log, as SMS codes do in development.
 */
import { connect as plainConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

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
export function mailSenderOf(smtpUrl: string | undefined, from: string, log: (line: string) => void): MailSender {
  return smtpUrl ? smtpSender(new URL(smtpUrl), from) : logMailSender(log);
}

const TIMEOUT_MS = 20_000;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function smtpSender(url: URL, from: string): MailSender {
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port) || (secure ? 465 : 25);
  return {
    async send(mail) {
      const socket: Socket = secure ? tlsConnect({ host: url.hostname, port, servername: url.hostname }) : plainConnect({ host: url.hostname, port });
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP: timed out')));
      const replies = replyReader(socket);
      const expect = async (code: number) => {
        const reply = await replies.next();
        if (!reply.startsWith(String(code))) throw new Error(`SMTP: expected ${code}, got '${reply.trim()}'`);
      };
      const command = async (line: string, code: number) => {
        socket.write(`${line}\r\n`);
        await expect(code);
      };
      try {
        await expect(220);
        await command('EHLO larder', 250);
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

/** SMTP replies one at a time (a multi-line reply '250-…' ends with its '250 …' line). */
function replyReader(socket: Socket): { next(): Promise<string> } {
  let buffer = '';
  const ready: string[] = [];
  const waiting: Array<{ resolve: (reply: string) => void; reject: (error: Error) => void }> = [];
  let failure: Error | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/^\d{3} .*\r?\n/m)) !== -1) {
      const lineEnd = buffer.indexOf('\n', end) + 1;
      ready.push(buffer.slice(end, lineEnd));
      buffer = buffer.slice(lineEnd);
    }
    while (ready.length > 0 && waiting.length > 0) waiting.shift()!.resolve(ready.shift()!);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('SMTP: connection closed')));
  return {
    next: () => {
      if (ready.length > 0) return Promise.resolve(ready.shift()!);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}
