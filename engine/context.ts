/**
 * Everything layout needs from the outside world arrives through a LayoutContext: fonts,
 * image sizes, the current time, the user-code sandbox and a place to report problems.
 * The engine itself reads no clock, file, network or global.
 */
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
}

export type LayoutMode = 'design' | 'print';

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
}

/** A layout context with an empty diagnostics list; `now` defaults to the epoch so that a
 * host that forgets to pass the time still gets deterministic output. */
export function createContext(options: ContextOptions): LayoutContext {
  return {
    fonts: options.fonts,
    image: options.image ?? (() => undefined),
    now: options.now ?? 0,
    timezoneOffset: options.timezoneOffset ?? 0,
    mode: options.mode ?? 'print',
    hooks: options.hooks ?? noHooks,
    diagnostics: [],
  };
}
