/** Shared pieces of the print client's tests: a spool-mode client on a free port, sockets, PDFs. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { io, type Socket } from 'socket.io-client';
import { DEFAULT_ORIGINS } from '../../src/print-client/access.ts';
import { startPrintClient, type PrintClientParts, type RunningPrintClient } from '../../src/print-client/client.ts';
import type { PrintClientConfig } from '../../src/print-client/options.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contract/printClient.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A fresh temporary folder. */
export const tempDir = (prefix = 'larder-print-test-'): string => mkdtempSync(join(tmpdir(), prefix));

/** A print client on a free loopback port, with English messages. */
export function startClient(config: Partial<PrintClientConfig> = {}, parts: PrintClientParts = {}): Promise<RunningPrintClient> {
  return startPrintClient({ port: 0, host: '127.0.0.1', origins: [...DEFAULT_ORIGINS], maxJobBytes: 5 * 1024 * 1024, pdfDirs: [], lang: 'en', fetchTimeoutMs: 5000, keepDays: 30, ...config }, parts);
}

/** A print client in spool mode (a fresh folder unless one is given). */
export async function startSpoolClient(config: Partial<PrintClientConfig> = {}, parts: PrintClientParts = {}): Promise<RunningPrintClient & { spool: string }> {
  const spool = config.spool ?? tempDir();
  return Object.assign(await startClient({ ...config, spool }, parts), { spool });
}

export interface ConnectOptions {
  token?: string;
  origin?: string;
  transports?: ('polling' | 'websocket')[];
}

/** A socket.io 4 client, not yet connected (listeners can be added before connect()). */
export function socketFor(url: string, options: ConnectOptions = {}): TestSocket {
  return io(url, {
    autoConnect: false,
    forceNew: true,
    reconnection: false,
    auth: options.token === undefined ? {} : { token: options.token },
    transports: options.transports ?? ['polling', 'websocket'],
    ...(options.origin !== undefined && { extraHeaders: { Origin: options.origin } }),
  });
}

/** Connect; resolves with the socket, rejects with the connect_error. */
export function connect(url: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const socket = socketFor(url, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.connect();
  });
}

/** The next `event` on `socket` whose first argument passes `match`, within `ms`. */
export function next<T = unknown>(socket: TestSocket, event: keyof ServerToClientEvents, match: (value: T) => boolean = () => true, ms = 30_000): Promise<T> {
  // The event maps' listener types differ per event; here every listener takes the first argument.
  const on = socket.on.bind(socket) as unknown as (e: string, l: (value: T) => void) => void;
  const off = socket.off.bind(socket) as unknown as (e: string, l: (value: T) => void) => void;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off(event, listener);
      reject(new Error(`no '${event}' within ${ms} ms`));
    }, ms);
    const listener = (value: T): void => {
      if (!match(value)) return;
      clearTimeout(timer);
      off(event, listener);
      resolve(value);
    };
    on(event, listener);
  });
}

export interface Answer {
  event: 'success' | 'error';
  reply: { msg: string; code?: string; jobId?: string; templateId?: string; replyId?: string; pages?: number | null };
}

/** The answer to the job with `replyId`: `success` or `error`, whichever comes first. */
export function answer(socket: TestSocket, replyId: string, ms = 60_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      clearTimeout(timer);
      socket.off('success', onSuccess);
      socket.off('error', onError);
    };
    const settle = (event: Answer['event']) => (reply: Answer['reply']) => {
      if (reply?.replyId !== replyId) return;
      cleanup();
      resolve({ event, reply });
    };
    const onSuccess = settle('success');
    const onError = settle('error');
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no answer to ${replyId} within ${ms} ms`));
    }, ms);
    socket.on('success', onSuccess);
    socket.on('error', onError);
  });
}

/** A real PDF with `pages` pages, each saying its number. */
export function makePdf(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 1; i <= pages; i += 1) {
      doc.addPage();
      doc.fontSize(24).text(`larder test page ${i}`, 72, 72);
    }
    doc.end();
  });
}

/** Page count and size as poppler's pdfinfo reads them. */
export function pdfinfo(file: string): { pages: number; size: string } {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]), size: /^Page size:\s+(.+)$/m.exec(out)?.[1] ?? '' };
}

/** The text of a PDF as poppler's pdftotext reads it. */
export function pdftotext(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
