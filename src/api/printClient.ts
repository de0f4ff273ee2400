/**
 * The browser's side of the local print client: connect (with the token), keep the printer list,
 * send jobs and resolve each with its own answer. Works with larder's print client and with
 * hiprint print clients (which may not echo replyId: answers are then matched by templateId).
 */
import { io, type Socket } from 'socket.io-client';
import {
  CONNECT_FAILED,
  PRINT_CLIENT_PORT,
  type ClientInfo,
  type ClientToServerEvents,
  type JobReply,
  type PrintJobOptions,
  type PrinterInfo,
  type ServerToClientEvents,
} from '../contract/printClient.ts';

/** Connection state, as the designer shows it. */
export type PrintClientStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface PrintClientOptions {
  /** Default http://localhost:17521. */
  url?: string;
  token?: string;
  /** The specification's values: 5 attempts, 2000 ms apart, 60000 ms to connect. */
  reconnectionAttempts?: number;
  reconnectionDelay?: number;
  timeout?: number;
  /** How long a job may wait for its answer (it may be queued behind others); default 10 minutes. */
  jobTimeout?: number;
  /** Connect at once (the specification's default); otherwise on connect(). */
  autoConnect?: boolean;
}

/** Job options a caller sets; replyId is the client's business. */
export type PrintOptions = Omit<PrintJobOptions, 'replyId'>;

/** A job failure: the print client's message, and its code when it sent one. */
export class PrintJobError extends Error {
  override name = 'PrintJobError';
  constructor(
    message: string,
    readonly code?: string,
    readonly templateId?: string,
  ) {
    super(message);
  }
}

export interface LocalPrintClient {
  readonly status: PrintClientStatus;
  /** The last printer list the print client sent. */
  readonly printers: readonly PrinterInfo[];
  readonly info: ClientInfo | null;
  /** Called on every change of status, printers or info; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Resolves once connected; rejects with 'connect to client failed' when it cannot be. */
  connect(): Promise<void>;
  /** Ask for the printer list again. */
  refreshPrinters(): Promise<readonly PrinterInfo[]>;
  /** Print a PDF (sent as bytes, hiprint's blob_pdf). */
  printPdf(pdf: Blob | ArrayBuffer | Uint8Array, options?: PrintOptions): Promise<JobReply>;
  /** Print HTML (the print client turns it into PDF). */
  printHtml(html: string, options?: PrintOptions): Promise<JobReply>;
  /** Print a logged job again (larder's print client only). */
  reprint(jobId: string, printer?: string): Promise<JobReply>;
  close(): void;
}

interface Pending {
  templateId?: string;
  resolve: (reply: JobReply) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** A connection to the local print client. */
export function createPrintClient(options: PrintClientOptions = {}): LocalPrintClient {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(options.url ?? `http://localhost:${PRINT_CLIENT_PORT}`, {
    autoConnect: false,
    auth: options.token ? { token: options.token } : {},
    reconnectionAttempts: options.reconnectionAttempts ?? 5,
    reconnectionDelay: options.reconnectionDelay ?? 2000,
    timeout: options.timeout ?? 60000,
    // WebSocket straight away, as hiprint clients do: no HTTP long-polling, so a print client at any
    // address the user configures is reachable under the app's content security policy (ws: is allowed,
    // arbitrary http origins are not).
    transports: ['websocket'],
  });
  const jobTimeout = options.jobTimeout ?? 10 * 60 * 1000;
  const listeners = new Set<() => void>();
  const pending = new Map<string, Pending>();
  const waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let status: PrintClientStatus = 'idle';
  let printers: readonly PrinterInfo[] = [];
  let info: ClientInfo | null = null;
  let counter = 0;
  let printerWaiters: ((list: readonly PrinterInfo[]) => void)[] = [];

  const changed = (): void => {
    for (const listener of listeners) listener();
  };
  const setStatus = (next: PrintClientStatus): void => {
    if (status === next) return;
    status = next;
    changed();
  };
  const settleWaiters = (error?: Error): void => {
    for (const waiter of waiters.splice(0)) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  };
  const failed = (cause?: unknown): Error => new Error(CONNECT_FAILED, cause === undefined ? undefined : { cause });

  socket.on('connect', () => {
    setStatus('connected');
    settleWaiters();
  });
  socket.on('connect_error', (error) => {
    // An inactive socket after an error was refused by the server (wrong token): no retry comes.
    if (!socket.active) {
      setStatus('closed');
      settleWaiters(failed(error));
    } else {
      setStatus('reconnecting');
    }
  });
  socket.io.on('reconnect_failed', () => {
    setStatus('closed');
    settleWaiters(failed());
  });
  socket.on('disconnect', () => {
    setStatus(socket.active ? 'reconnecting' : 'closed');
    // Answers go to the socket that sent the job; after a disconnect none will come.
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      job.reject(failed());
      pending.delete(id);
    }
  });
  socket.on('printerList', (list) => {
    printers = Array.isArray(list) ? list : [];
    for (const waiter of printerWaiters.splice(0)) waiter(printers);
    changed();
  });
  socket.on('clientInfo', (next) => {
    info = next;
    changed();
  });
  const answered = (reply: JobReply, ok: boolean): void => {
    const entry = findPending(reply);
    if (!entry) return;
    const [id, job] = entry;
    pending.delete(id);
    clearTimeout(job.timer);
    if (ok) job.resolve(reply);
    else job.reject(new PrintJobError(reply?.msg ?? 'print failed', reply?.code, reply?.templateId));
  };
  // larder sends both spellings; older hiprint clients only `successs`. The first one settles the job.
  socket.on('success', (reply) => answered(reply, true));
  socket.on('successs', (reply) => answered(reply, true));
  socket.on('error', (reply) => answered(reply, false));

  function findPending(reply: JobReply | undefined): [string, Pending] | undefined {
    if (!reply) return undefined;
    if (reply.replyId !== undefined) {
      const job = pending.get(reply.replyId);
      return job ? [reply.replyId, job] : undefined;
    }
    for (const entry of pending) if (entry[1].templateId !== undefined && entry[1].templateId === reply.templateId) return entry;
    return undefined;
  }

  function send(event: 'news' | 'reprint', payload: Record<string, unknown>, templateId?: string): Promise<JobReply> {
    if (!socket.connected) return Promise.reject(failed());
    counter += 1;
    const replyId = `larder-${Date.now().toString(36)}-${counter}`;
    return new Promise<JobReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(replyId);
        reject(new PrintJobError(`no answer from the print client within ${Math.round(jobTimeout / 1000)} s`));
      }, jobTimeout);
      pending.set(replyId, { templateId, resolve, reject, timer });
      (socket.emit as (event: string, payload: unknown) => void)(event, { ...payload, replyId });
    });
  }

  const client: LocalPrintClient = {
    get status() {
      return status;
    },
    get printers() {
      return printers;
    },
    get info() {
      return info;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect() {
      if (socket.connected) return Promise.resolve();
      const done = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
      if (!socket.active) {
        setStatus('connecting');
        socket.connect();
      }
      return done;
    },
    refreshPrinters() {
      if (!socket.connected) return Promise.reject(failed());
      const next = new Promise<readonly PrinterInfo[]>((resolve) => printerWaiters.push(resolve));
      socket.emit('refreshPrinterList');
      return next;
    },
    async printPdf(pdf, jobOptions = {}) {
      const bytes = pdf instanceof Blob ? await pdf.arrayBuffer() : pdf;
      return send('news', { ...jobOptions, type: 'blob_pdf', pdf_blob: bytes }, jobOptions.templateId);
    },
    printHtml(html, jobOptions = {}) {
      return send('news', { ...jobOptions, html }, jobOptions.templateId);
    },
    reprint(jobId, printer) {
      return send('reprint', { id: jobId, ...(printer !== undefined && { printer }) });
    },
    close() {
      socket.disconnect();
      setStatus('closed');
      settleWaiters(failed());
      printerWaiters = [];
    },
  };
  if (options.autoConnect ?? true) void client.connect().catch(() => undefined);
  return client;
}
