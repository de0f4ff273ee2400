/**
 * Section 8's chunk-load failures, decided without the DOM: what failed (a script chunk — ChunkLoadError —
 * or a style sheet — CSS_CHUNK_LOAD_FAILED), and whether to tell the user or reload the page once.
 * The browser side (main.tsx) feeds it Vite's `vite:preloadError` events and shows the notification.
 */

/** Section 8: a script chunk that has not loaded after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';
/** An automatic reload is not repeated within this window, so a broken deployment cannot loop. */
export const AUTO_RELOAD_GUARD_MS = 60_000;

export interface ChunkFailure {
  code: typeof CSS_CHUNK_LOAD_FAILED | typeof CHUNK_LOAD_ERROR;
  /** The failing asset's URL as the error names it, or '' when it names none. */
  asset: string;
  isCss: boolean;
}

const URL_IN_TEXT = /((?:https?:\/\/|\/)[^\s'"()]+)/;

/** Classify a failed dynamic import or preload (Vite's messages: "Unable to preload CSS for /assets/x.css", "Failed to fetch dynamically imported module: …"). */
export function classifyChunkFailure(error: unknown): ChunkFailure {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const asset = URL_IN_TEXT.exec(message)?.[1] ?? '';
  const isCss = /\.css(?:$|[?#])/i.test(asset) || /preload css/i.test(message);
  return { code: isCss ? CSS_CHUNK_LOAD_FAILED : CHUNK_LOAD_ERROR, asset, isCss };
}

/** One line for the console and the log, always carrying the code. */
export function chunkLogLine(failure: ChunkFailure): string {
  return `[${failure.code}] failed to load ${failure.isCss ? 'style sheet' : 'script chunk'} ${failure.asset || '(unknown asset)'}`;
}

/**
 * The reaction to a failure: the first one of a page's life is shown with a reload button; when a failure
 * repeats the page reloads by itself — unless it already did so within AUTO_RELOAD_GUARD_MS.
 */
export function decideChunkReaction(state: { failuresSoFar: number; lastAutoReloadAt: number | null; now: number }): 'notify' | 'reload' {
  if (state.failuresSoFar < 1) return 'notify';
  if (state.lastAutoReloadAt !== null && state.now - state.lastAutoReloadAt < AUTO_RELOAD_GUARD_MS) return 'notify';
  return 'reload';
}

/** Timer functions, injectable for tests. */
export interface ChunkTimers {
  set: (fn: () => void, delay: number) => unknown;
  clear: (timer: unknown) => void;
}

// Wrapped: browsers refuse setTimeout called as a method of another object ("Illegal invocation").
const WINDOW_TIMERS: ChunkTimers = {
  set: (fn, delay) => setTimeout(fn, delay),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** Rejects with a ChunkLoadError when `load` has not settled after `ms` (section 8: 120 s) — for lazy() importers. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS, timers: ChunkTimers = WINDOW_TIMERS): () => Promise<T> {
  return () => new Promise<T>((resolve, reject) => {
    const timer = timers.set(() => {
      const error = new Error(`Loading chunk timed out after ${ms / 1000} s`);
      error.name = CHUNK_LOAD_ERROR;
      reject(error);
    }, ms);
    load().then(
      (value) => { timers.clear(timer); resolve(value); },
      (error: unknown) => { timers.clear(timer); reject(error); },
    );
  });
}
