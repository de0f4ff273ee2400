/**
 * The browser storages the session lives in, reached through one seam so that Node tests can put
 * in-memory storages in their place (`useStorages`). Values are JSON `{value, expire}` under the
 * `pro__` prefix (section 9); `expire` null means "no expiry".
 */

export const STORAGE_PREFIX = 'pro__';

/** The subset of the DOM Storage interface the session needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Storages {
  local: KeyValueStorage;
  session: KeyValueStorage;
}

/** A storage that forgets everything: used where no browser storage exists. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.has(key) ? this.items.get(key)! : null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

let override: Storages | null = null;
let fallback: Storages | null = null;

/** Replace the storages (tests); `null` goes back to the browser's. */
export function useStorages(storages: Storages | null): void {
  override = storages;
}

function storages(): Storages {
  if (override) return override;
  const g = globalThis as { localStorage?: KeyValueStorage; sessionStorage?: KeyValueStorage };
  if (g.localStorage && g.sessionStorage) return { local: g.localStorage, session: g.sessionStorage };
  return (fallback ??= { local: new MemoryStorage(), session: new MemoryStorage() });
}

type Area = 'local' | 'session';

/** Read a prefixed value; an expired or unreadable one is removed and reads as undefined. */
export function readStored<T>(key: string, area: Area = 'local', now = Date.now()): T | undefined {
  const store = storages()[area];
  const raw = store.getItem(STORAGE_PREFIX + key);
  if (raw == null) return undefined;
  try {
    const parsed = JSON.parse(raw) as { value: T; expire: number | null };
    if (parsed && typeof parsed === 'object' && 'value' in parsed) {
      if (parsed.expire != null && parsed.expire <= now) {
        store.removeItem(STORAGE_PREFIX + key);
        return undefined;
      }
      return parsed.value;
    }
  } catch {
    // not ours: fall through and drop it
  }
  store.removeItem(STORAGE_PREFIX + key);
  return undefined;
}

/** Store a prefixed value, expiring `ttlMs` from now (never, when omitted). */
export function writeStored(key: string, value: unknown, options: { area?: Area; ttlMs?: number; now?: number } = {}): void {
  const { area = 'local', ttlMs, now = Date.now() } = options;
  const expire = ttlMs == null ? null : now + ttlMs;
  storages()[area].setItem(STORAGE_PREFIX + key, JSON.stringify({ value, expire }));
}

export function removeStored(key: string, area: Area = 'local'): void {
  storages()[area].removeItem(STORAGE_PREFIX + key);
}
