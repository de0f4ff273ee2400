/**
 * Debounced commits for typed fields: the value applies once typing pauses, or at once on
 * flush (blur, Enter, 确定, the panel closing), and never twice for the same edit.
 */

/** Pause after the last keystroke before a typed value applies, ms. */
export const TYPING_DEBOUNCE_MS = 400;

export interface PendingCommit<T> {
  /** Remember `value` and commit it after the delay (restarting the delay). */
  schedule(value: T): void;
  /** Commit the pending value now, if any. */
  flush(): void;
  /** Forget the pending value. */
  cancel(): void;
  readonly pending: boolean;
}

/** `delay` 'manual' waits for an explicit flush (user code: a half-typed function is no use to anyone). */
export function pendingCommit<T>(commit: (value: T) => void, delay: number | 'manual' = TYPING_DEBOUNCE_MS): PendingCommit<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let has = false;
  let value: T;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    clear();
    if (!has) return;
    has = false;
    commit(value);
  };
  return {
    schedule(next) {
      value = next;
      has = true;
      clear();
      if (delay !== 'manual') timer = setTimeout(flush, delay);
    },
    flush,
    cancel() {
      clear();
      has = false;
    },
    get pending() {
      return has;
    },
  };
}

/** A set of flush functions: the panel's 确定 button flushes every field with a pending edit. */
export class PendingEdits {
  private flushes = new Set<() => void>();

  add(flush: () => void): () => void {
    this.flushes.add(flush);
    return () => this.flushes.delete(flush);
  }

  flushAll(): void {
    for (const flush of [...this.flushes]) flush();
  }
}
