/**
 * Render processes for the API (issue 14): every server-side layout and PDF runs here, never on the event
 * loop. Each process has a capped heap and each document a wall-clock budget; a process that runs out of
 * memory, overruns or dies is replaced, the caller gets the catalogue's clear error, and the server goes
 * on answering. Documents wait in a bounded queue for a free process; a caller that goes away (the
 * client closed the connection) takes its document with it.
 *
 * Processes, not worker threads: ending a thread in the middle of a document tears its environment down
 * inside the server's process, and Node aborts the whole process when that teardown meets a native
 * object caught half made (a zlib stream of pdfkit's, seen in CI: "close before init"). A killed
 * process takes nothing with it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../http/errors.ts';
import type { RenderAnswer, RenderJob, RenderMessage } from './protocol.ts';

export interface RenderPoolOptions {
  /** Processes at most (default: the cores less one, at least one, at most four). */
  threads?: number;
  /** Heap cap of a process in MB (default 512). */
  heapMb?: number;
  /** Wall-clock budget of one document in ms (default 60 s). */
  timeoutMs?: number;
  /** Documents that may wait for a process (default 100); past that, RENDER_BUSY. */
  maxQueue?: number;
}

export type RenderRequest = Omit<RenderJob, 'id'>;
export type RenderResult = Extract<RenderAnswer, { ok: true }>;

interface Pending {
  job: RenderJob;
  signal?: AbortSignal;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

interface Thread {
  child: ChildProcess;
  /** The end of what the process wrote to stderr: how an out-of-memory end is told from a crash. */
  stderr: string;
  /** Loaded and listening: a document's time budget starts then, not while the process starts up. */
  ready: boolean;
  busy?: { pending: Pending; timer?: NodeJS.Timeout; onAbort: () => void };
}

const ENTRY = fileURLToPath(new URL('./workerEntry.mjs', import.meta.url));
const STDERR_KEPT = 4096;
/** A render process that has not loaded after this long is taken for broken. */
const STARTUP_MS = 120_000;

export class RenderPool {
  readonly threads: number;
  readonly heapMb: number;
  readonly timeoutMs: number;
  readonly maxQueue: number;
  private readonly idle: Thread[] = [];
  private readonly all = new Set<Thread>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Processes replaced after a failure, for the operators' figures. */
  replaced = 0;

  constructor(options: RenderPoolOptions = {}) {
    this.threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
    this.heapMb = options.heapMb ?? 512;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxQueue = options.maxQueue ?? 100;
  }

  /** Lay out and write one document; rejects with an ApiError of the catalogue. */
  render(request: RenderRequest, signal?: AbortSignal): Promise<RenderResult> {
    if (this.closed) return Promise.reject(new ApiError('RENDER_BUSY'));
    if (signal?.aborted) return Promise.reject(new ApiError('RENDER_CANCELLED'));
    if (this.queue.length >= this.maxQueue) return Promise.reject(new ApiError('RENDER_BUSY'));
    return new Promise<RenderResult>((resolve, reject) => {
      const pending: Pending = { job: { ...request, id: this.nextId++ }, signal, resolve, reject };
      if (signal) {
        signal.addEventListener('abort', () => {
          const at = this.queue.indexOf(pending);
          if (at >= 0) {
            this.queue.splice(at, 1);
            reject(new ApiError('RENDER_CANCELLED'));
          }
        }, { once: true });
      }
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /** Documents waiting and being made now. */
  load(): { queued: number; active: number; threads: number } {
    return { queued: this.queue.length, active: [...this.all].filter((t) => t.busy).length, threads: this.all.size };
  }

  /** The render processes' ids, for operators (and the tests that kill one). */
  processIds(): number[] {
    return [...this.all].map((thread) => thread.child.pid).filter((pid): pid is number => pid !== undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new ApiError('RENDER_BUSY'));
    await Promise.all([...this.all].map((thread) => this.retire(thread, new ApiError('RENDER_BUSY'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.idle.pop() ?? (this.all.size < this.threads ? this.spawn() : undefined);
      if (!thread) return;
      this.start(thread, this.queue.shift()!);
    }
  }

  private spawn(): Thread {
    const child = fork(ENTRY, [], {
      // Our own flags only: the server's (a test runner's loader, say) are not the render process's business.
      execArgv: [`--max-old-space-size=${this.heapMb}`, `--max-semi-space-size=${Math.min(32, Math.max(2, Math.round(this.heapMb / 16)))}`, '--stack-size=3900'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const thread: Thread = { child, stderr: '', ready: false };
    const startup = setTimeout(() => void this.retire(thread, new ApiError('RENDER_CRASHED', { detail: 'the render process did not start' })), STARTUP_MS);
    startup.unref();
    this.all.add(thread);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => {
      process.stderr.write(text);
      thread.stderr = (thread.stderr + text).slice(-STDERR_KEPT);
    });
    child.on('message', (message: RenderMessage) => {
      if ('ready' in message) {
        clearTimeout(startup);
        thread.ready = true;
        this.arm(thread);
      } else {
        this.answered(thread, message);
      }
    });
    child.on('error', (error: Error) => void this.retire(thread, new ApiError('RENDER_CRASHED', { detail: error.message })));
    // 'close', not 'exit': by then all it wrote to stderr has been read.
    child.on('close', (code, signal) => {
      const outOfMemory = /heap out of memory|Reached heap limit/i.test(thread.stderr);
      void this.retire(thread, outOfMemory ? new ApiError('RENDER_OUT_OF_MEMORY', { mb: this.heapMb }) : new ApiError('RENDER_CRASHED', { detail: `the render process ended (${signal ?? `exit code ${code}`})` }));
    });
    // An idle process does not keep the server's process alive.
    this.hold(thread, false);
    return thread;
  }

  /** Whether the process (its channel and pipe) keeps the server's event loop alive. */
  private hold(thread: Thread, busy: boolean): void {
    const { child } = thread;
    const handles = [child, child.channel, child.stderr] as Array<{ ref?: () => void; unref?: () => void } | null | undefined>;
    for (const handle of handles) (busy ? handle?.ref : handle?.unref)?.call(handle);
  }

  private start(thread: Thread, pending: Pending): void {
    const onAbort = () => void this.retire(thread, new ApiError('RENDER_CANCELLED'));
    pending.signal?.addEventListener('abort', onAbort, { once: true });
    thread.busy = { pending, onAbort };
    this.hold(thread, true);
    this.arm(thread);
    // Sent at once: a process still loading reads it when it is ready.
    thread.child.send(pending.job, (error) => {
      if (error) void this.retire(thread, new ApiError('RENDER_CRASHED', { detail: error.message }));
    });
  }

  /** Start the document's time budget, once the process is ready and has a document. */
  private arm(thread: Thread): void {
    const busy = thread.busy;
    if (!busy || busy.timer || !thread.ready) return;
    busy.timer = setTimeout(() => {
      this.replaced++;
      void this.retire(thread, new ApiError('RENDER_TIMEOUT', { seconds: Math.round(this.timeoutMs / 1000) }));
    }, this.timeoutMs);
  }

  private answered(thread: Thread, answer: RenderAnswer): void {
    const busy = thread.busy;
    if (!busy || busy.pending.job.id !== answer.id) return;
    this.finish(thread);
    if (answer.ok) busy.pending.resolve(answer);
    else busy.pending.reject(failureError(answer.failure));
    this.idle.push(thread);
    this.dispatch();
  }

  /** Stop a thread's current document (if any) and clear its timer and abort listener. */
  private finish(thread: Thread): void {
    const busy = thread.busy;
    if (!busy) return;
    clearTimeout(busy.timer);
    busy.pending.signal?.removeEventListener('abort', busy.onAbort);
    thread.busy = undefined;
    this.hold(thread, false);
  }

  /** End a process; its document, if any, fails with `error`. The next document gets a new process. */
  private async retire(thread: Thread, error: ApiError): Promise<void> {
    if (!this.all.delete(thread)) return;
    const busy = thread.busy;
    this.finish(thread);
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
    busy?.pending.reject(error);
    await endProcess(thread.child);
    if (!this.closed) this.dispatch();
  }
}

function failureError(failure: Extract<RenderAnswer, { ok: false }>['failure']): ApiError {
  switch (failure.code) {
    case 'TEMPLATE_INVALID':
      return new ApiError('PRINT_TEMPLATE_INVALID', { detail: failure.detail });
    case 'TOO_MANY_PAGES':
      return new ApiError('PRINT_TOO_MANY_PAGES', { max: failure.max });
    case 'LAYOUT_FAILED':
      return new ApiError('PRINT_LAYOUT_FAILED', { detail: failure.detail });
    case 'NO_PAGES':
      return new ApiError('PRINT_NO_PAGES');
    case 'FAILED':
      return new ApiError('RENDER_CRASHED', { detail: failure.detail });
  }
}

/** Kill a render process (if it still runs) and wait until it is gone. */
function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
