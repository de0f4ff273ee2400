/**
 * Everything layout needs from the outside world arrives through a LayoutContext: fonts,
 * image sizes, the current time, the user-code sandbox and a place to report problems.
 * The engine itself reads no clock, file, network or global.
 */
import { DEFAULT_HOOK_BUDGET_MS } from './limits.ts';
import type { FontBook } from './text/types.ts';

/** A problem found during layout that did not stop it (a failed hook, an unknown option value). */
export interface Diagnostic {
  /** Stable machine-readable code, e.g. `hook-failed`, `image-missing`, `bad-option`. */
  code: string;
  message: string;
  /** Template path of the element or option, e.g. `panels[0].printElements[3].options.formatter`. */
  path?: string;
  /** 0-based page index, when the problem belongs to one page. */
  page?: number;
}

/** Intrinsic size of an image the host has loaded, in CSS px (1 px = 0.75 pt). */
export interface ImageInfo {
  width: number;
  height: number;
}

/** Runs user code (formatter, styler and group hooks stored as source strings). */
export interface HookRunner {
  /**
   * Call the function whose source is `source` with `args` (plain JSON-like values).
   * Returns the function's result, or throws when the code fails or runs out of time;
   * callers catch, skip the hook and report a diagnostic.
   */
  call(source: string, args: unknown[]): unknown;
  /**
   * Milliseconds from any origin, as the runner reads them to limit each call: layout times
   * the document's hooks with it against their budget (see userCode.ts).
   */
  readonly clock?: () => number;
}

export type LayoutMode = 'design' | 'print';

/** One document's user-code account, kept in its LayoutContext and kept by userCode.ts. */
export interface UserCodeState {
  budgetMs: number;
  clock: (() => number) | undefined;
  spentMs: number;
  /** Failures by source. */
  failures: Map<string, number>;
  /** Paths already reported, by kind (`failed`, `budget`), and their diagnostics. */
  reported: Map<string, Diagnostic>;
}

/** A new account: nothing spent, nothing failed. */
export function userCodeState(budgetMs: number, clock: (() => number) | undefined): UserCodeState {
  return { budgetMs, clock, spentMs: 0, failures: new Map(), reported: new Map() };
}

export interface LayoutContext {
  fonts: FontBook;
  /** Look up a loaded image by its src. Undefined when the host has not loaded it. */
  image(src: string): ImageInfo | undefined;
  /** The current time in ms since the epoch (watermark timestamps, `now` defaults). */
  now: number;
  /** Minutes east of UTC for formatting `now` and dates (host's zone; 480 = UTC+8). */
  timezoneOffset: number;
  /** design: unbound fields show testData; print: only data. */
  mode: LayoutMode;
  hooks: HookRunner;
  /** The document's user-code account: time spent against its budget, failures (userCode.ts). */
  userCode: UserCodeState;
  diagnostics: Diagnostic[];
}

/** A hook runner for hosts that allow no user code: every call fails and is reported. */
export const noHooks: HookRunner = {
  call() {
    throw new Error('user code is disabled in this host');
  },
};

export interface ContextOptions {
  fonts: FontBook;
  image?: (src: string) => ImageInfo | undefined;
  now?: number;
  timezoneOffset?: number;
  mode?: LayoutMode;
  hooks?: HookRunner;
  /** Time all hooks of the document may take together, in ms (default DEFAULT_HOOK_BUDGET_MS). */
  hookBudgetMs?: number;
  /** The clock hooks are timed with (ms from any origin); default the hook runner's. */
  clock?: () => number;
}

/** A layout context with an empty diagnostics list; `now` defaults to the epoch so that a
 * host that forgets to pass the time still gets deterministic output. A new context is a new
 * user-code account: one per document (a render). */
export function createContext(options: ContextOptions): LayoutContext {
  return {
    fonts: options.fonts,
    image: options.image ?? (() => undefined),
    now: options.now ?? 0,
    timezoneOffset: options.timezoneOffset ?? 0,
    mode: options.mode ?? 'print',
    hooks: options.hooks ?? noHooks,
    userCode: userCodeState(options.hookBudgetMs ?? DEFAULT_HOOK_BUDGET_MS, options.clock ?? options.hooks?.clock),
    diagnostics: [],
  };
}
