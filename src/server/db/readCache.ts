/**
 * Answers kept in memory, each dropped when a notification names a table it was read from. The reads every
 * open page repeats (the bell, the pending counts, the first page of a work queue, a month's ledger) were the
 * whole cost of those calls and, with fifty busy users, the queue everyone waited in: on the embedded database
 * every statement runs on the server's own thread, one at a time; on a PostgreSQL server each costs a round
 * trip and a plan. Triggers notify a channel with the table's name on every write to the tables behind the
 * answers (migrations 0004 larder_notices, 0032 larder_reads).
 *
 * Callers asking the same question while its answer is being read share that one read; a notification that
 * arrives meanwhile lets it finish for them (they asked before the change) but keeps it from being kept.
 *
 * How fresh: PGlite delivers a notification before the changing statement returns, so nothing stale is ever
 * served. A PostgreSQL server delivers it just after the commit: a request that wrote waits for its
 * notifications to arrive before it answers (app.ts, Database.caughtUp), so this instance's next answer shows
 * the write; another instance may answer from memory for the moment the notification takes to reach it (a
 * millisecond or so), as if the read had come just before the write. While the LISTEN connection is down
 * nothing is kept. LARDER_READ_CACHE=0 keeps nothing on either database.
 */
import type { Database } from './index.ts';

/** Answers kept; cleared whole when it grows past this (a rare, cheap rebuild). */
const DEFAULT_LIMIT = 10_000;

/** Notified with a table's name on a write to any table behind the ordering reads (migration 0032_order_reads). */
export const ORDER_READS_CHANNEL = 'larder_reads';

export interface ReadCache {
  /** The answer kept under `key`, or `compute`'s, read from `tables` (kept until a write to one of them). */
  get<T>(key: string, tables: readonly string[], compute: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Entry {
  tables: readonly string[];
  answer: Promise<unknown>;
}

/** Whether answers are kept at all (LARDER_READ_CACHE=0: every call asks the database). */
export const readCacheEnabled = (env: NodeJS.ProcessEnv = process.env) => env.LARDER_READ_CACHE !== '0';

export async function createReadCache(database: Database, channel: string, limit = DEFAULT_LIMIT): Promise<ReadCache> {
  if (!readCacheEnabled()) return { get: (_key, _tables, compute) => compute(), close: async () => {} };
  const entries = new Map<string, Entry>();
  // false while notifications may be missed (the LISTEN connection is down): nothing is kept then
  let live = true;
  const keysOf = new Map<string, Set<string>>();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const table of entry.tables) keysOf.get(table)?.delete(key);
  };
  // a notice naming no table drops everything; one naming a table drops what was read from it
  const stop = await database.listen(channel, (table) => {
    for (const key of [...(table ? keysOf.get(table) ?? [] : entries.keys())]) drop(key);
  }, (now) => {
    live = now;
    if (!now) for (const key of [...entries.keys()]) drop(key);
  });
  return {
    get<T>(key: string, tables: readonly string[], compute: () => Promise<T>): Promise<T> {
      if (!live) return compute();
      const found = entries.get(key);
      if (found) return found.answer as Promise<T>;
      if (entries.size >= limit) for (const old of [...entries.keys()]) drop(old);
      const entry: Entry = { tables, answer: compute() };
      entries.set(key, entry);
      for (const table of tables) {
        let keys = keysOf.get(table);
        if (!keys) keysOf.set(table, (keys = new Set()));
        keys.add(key);
      }
      // a failed read is not kept: the next caller asks again
      entry.answer.catch(() => {
        if (entries.get(key) === entry) drop(key);
      });
      return entry.answer as Promise<T>;
    },
    close: stop,
  };
}
