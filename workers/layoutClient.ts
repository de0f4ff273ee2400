/**
 * The app's typed handle on the layout worker: one promise per request, pages and progress
 * through callbacks, cancellation through an AbortSignal, worker errors rebuilt as Errors.
 */
import type { Diagnostic, DisplayItem, PageDescription } from '../engine/index.ts';
import type { LayoutErrorCode, LayoutRequest, LayoutResponse, PaginateRequest } from './layout.protocol.ts';

export type PaginateInput = Omit<PaginateRequest, 'id' | 'type'>;

export interface PaginateCallbacks {
  onPage?: (page: PageDescription, index: number) => void;
  /** With `early`: the items of a page's slot (fillSlot from engine/page.ts puts them in). */
  onFill?: (index: number, slot: string, items: DisplayItem[]) => void;
  onProgress?: (done: number, total?: number) => void;
  signal?: AbortSignal;
}

export interface PaginateResult {
  pageCount: number;
  diagnostics: Diagnostic[];
  pdf?: Blob;
}

/** An error the worker reported, with its protocol code. */
export class LayoutError extends Error {
  readonly code: LayoutErrorCode | 'worker-crashed';

  constructor(code: LayoutErrorCode | 'worker-crashed', message: string) {
    super(message);
    this.name = 'LayoutError';
    this.code = code;
  }
}

interface Pending {
  callbacks: PaginateCallbacks;
  resolve: (result: PaginateResult) => void;
  reject: (error: Error) => void;
}

/** Something that speaks the protocol: a Worker, or a stand-in in tests. */
export interface LayoutPort {
  postMessage(message: LayoutRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<LayoutResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate?(): void;
}

export class LayoutClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly port: LayoutPort) {
    port.addEventListener('message', (event) => this.receive(event.data));
    port.addEventListener('error', (event) => {
      // An uncaught worker error fails every open request; the worker itself may live on.
      const error = new LayoutError('worker-crashed', event.message || 'the layout worker failed');
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    });
  }

  /** Start the app's layout worker. */
  static create(): LayoutClient {
    return new LayoutClient(new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module', name: 'larder-layout' }));
  }

  /** Lay out `input`; resolves after the last page (and the PDF, when asked for). */
  paginate(input: PaginateInput, callbacks: PaginateCallbacks = {}): Promise<PaginateResult> {
    const { signal } = callbacks;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const id = this.nextId++;
    return new Promise<PaginateResult>((resolve, reject) => {
      const onAbort = () => {
        if (!this.pending.delete(id)) return;
        this.port.postMessage({ id, type: 'cancel' });
        reject(abortError(signal!));
      };
      const settle = <T>(fn: (value: T) => void) => (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        fn(value);
      };
      this.pending.set(id, { callbacks, resolve: settle(resolve), reject: settle(reject) });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.port.postMessage({ ...input, id, type: 'paginate' });
    });
  }

  /** Stop the worker; open requests fail. */
  dispose(): void {
    this.port.terminate?.();
    const error = new LayoutError('worker-crashed', 'the layout client was disposed');
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  private receive(message: LayoutResponse): void {
    const pending = this.pending.get(message.id);
    if (!pending) return; // cancelled or unknown: late messages are dropped
    switch (message.type) {
      case 'page':
        pending.callbacks.onPage?.(message.page, message.index);
        pending.callbacks.onProgress?.(message.done);
        break;
      case 'fill':
        pending.callbacks.onFill?.(message.index, message.slot, message.items);
        break;
      case 'progress':
        pending.callbacks.onProgress?.(message.done, message.total);
        break;
      case 'done':
        this.pending.delete(message.id);
        pending.resolve({ pageCount: message.pageCount, diagnostics: message.diagnostics, pdf: message.pdf });
        break;
      case 'error':
        this.pending.delete(message.id);
        pending.reject(new LayoutError(message.error.code, message.error.message));
        break;
    }
  }
}

let shared: LayoutClient | undefined;

/** The app's one layout worker client, started on first use. */
export const layoutClient = (): LayoutClient => (shared ??= LayoutClient.create());

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The layout was cancelled', 'AbortError');
}
