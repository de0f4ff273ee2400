/**
 * The bell's answer (GET /sys/annountCement/listByUser) per user, kept in memory on the embedded database.
 * Every signed-in page asks for it every 6 seconds, and on PGlite — on the server's own thread — its three
 * queries were the whole cost of the call. Any change to announcements or send rows drops every kept answer:
 * triggers notify `larder_notices` (migration 0004), and PGlite delivers that before the changing statement
 * returns, so nothing stale is ever served. On a PostgreSQL server every call asks the database, as session
 * lookups do there: instances share it, and a notification from another instance could arrive a moment late.
 */
import type { Database } from '../../db/index.ts';

/** Answers kept; cleared whole when it grows past this (a rare, cheap rebuild). */
const CACHE_LIMIT = 10_000;

export interface BellCache<T> {
  /** The user's answer: kept, or computed by `compute` (and kept when nothing changed meanwhile). */
  get(userId: string, compute: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function createBellCache<T>(database: Database): Promise<BellCache<T>> {
  if (database.kind !== 'pglite') return { get: (_userId, compute) => compute(), close: async () => {} };
  const answers = new Map<string, T>();
  // Bumped on every change: an answer computed across a change is not kept (it may predate it).
  let generation = 0;
  const stop = await database.listen('larder_notices', () => {
    generation++;
    answers.clear();
  });
  return {
    async get(userId, compute) {
      const kept = answers.get(userId);
      if (kept !== undefined) return kept;
      const started = generation;
      const answer = await compute();
      if (generation === started) {
        if (answers.size >= CACHE_LIMIT) answers.clear();
        answers.set(userId, answer);
      }
      return answer;
    },
    close: stop,
  };
}
