/**
 * Render threads for the API (issue 14): every server-side layout and PDF runs here, never on the event
 * loop. Each thread has a capped heap and each document a wall-clock budget; a thread that runs out of
 * memory, overruns or dies is replaced, the caller gets the catalogue's clear error, and the server goes
 * on answering. Documents wait in a bounded queue for a free thread; a caller that goes away (the
 * client closed the connection) takes its document with it.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors.ts';
import type { RenderAnswer, RenderJob } from './protocol.ts';

export interface RenderPoolOptions {
  /** Threads at most (default: the cores less one, at least one, at most four). */
  threads?: number;
  /** Heap cap of a thread in MB (default 512). */
  heapMb?: number;
  /** Wall-clock budget of one document in ms (default 60 s). */
  timeoutMs?: number;
  /** Documents that may wait for a thread (default 100); past that, RENDER_BUSY. */
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
  worker: Worker;
  busy?: { pending: Pending; timer: NodeJS.Timeout; onAbort: () => void };
}

const ENTRY = new URL('./workerEntry.mjs', import.meta.url);

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
  /** Threads replaced after a failure, for the operators' figures. */
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
    const worker = new Worker(ENTRY, {
      name: 'larder-render',
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, this.heapMb / 8)), stackSizeMb: 4 },
    });
    const thread: Thread = { worker };
    this.all.add(thread);
    worker.on('message', (answer: RenderAnswer) => this.answered(thread, answer));
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.retire(thread, outOfMemory ? new ApiError('RENDER_OUT_OF_MEMORY', { mb: this.heapMb }) : new ApiError('RENDER_CRASHED', { detail: error.message }));
    });
    worker.on('exit', () => void this.retire(thread, new ApiError('RENDER_CRASHED', { detail: 'the render thread ended' })));
    // An idle thread does not keep the process alive.
    worker.unref();
    return thread;
  }

  private start(thread: Thread, pending: Pending): void {
    const timer = setTimeout(() => {
      this.replaced++;
      void this.retire(thread, new ApiError('RENDER_TIMEOUT', { seconds: Math.round(this.timeoutMs / 1000) }));
    }, this.timeoutMs);
    const onAbort = () => void this.retire(thread, new ApiError('RENDER_CANCELLED'));
    pending.signal?.addEventListener('abort', onAbort, { once: true });
    thread.busy = { pending, timer, onAbort };
    thread.worker.ref();
    thread.worker.postMessage(pending.job);
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
    thread.worker.unref();
  }

  /** End a thread; its document, if any, fails with `error`. The next document gets a new thread. */
  private async retire(thread: Thread, error: ApiError): Promise<void> {
    if (!this.all.delete(thread)) return;
    const busy = thread.busy;
    this.finish(thread);
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
    busy?.pending.reject(error);
    await thread.worker.terminate().catch(() => {});
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
