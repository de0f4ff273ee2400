/**
 * Test helper: in-memory localStorage and sessionStorage for Node tests. Installs them as globals (so
 * code reading window storages directly works too) and as the session module's storages.
 */
import { MemoryStorage, useStorages } from '../storage.ts';

export interface MemoryStorages {
  local: MemoryStorage;
  session: MemoryStorage;
  /** Forget everything stored. */
  clear(): void;
}

export function installMemoryStorage(): MemoryStorages {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const g = globalThis as Record<string, unknown>;
  g.localStorage = local;
  g.sessionStorage = session;
  useStorages({ local, session });
  return {
    local,
    session,
    clear() {
      local.clear();
      session.clear();
    },
  };
}
