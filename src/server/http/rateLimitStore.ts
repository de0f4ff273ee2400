/**
 * @fastify/rate-limit's counts in PostgreSQL (its `store` option) instead of each process's memory, so that
 * the calls a client makes to several instances behind a load balancer add up to one limit.
 *
 * One row per route and client, counted by one atomic upsert: the window starts at the client's first call
 * (as the plugin's own in-memory store does) and a call after it has ended starts a new one. A window fixed
 * to the clock instead would start afresh at every boundary, halfway through a client's burst. Rows whose
 * window has ended are swept by whichever instance counts a call next, at most once a minute each.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';

/** What the plugin hands a store: its settings, merged with a route's for a route's store. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The plugin's store interface (`incr`, `read`, `child`), as a class the plugin instantiates. */
export interface RateLimitStoreClass {
  new (options: StoreOptions): RateLimitStore;
}

export interface RateLimitStore {
  incr(key: string, answer: Answer, timeWindowMs: number, max: number): void;
  read(key: string, answer: Answer, timeWindowMs: number, max: number): void;
  child(routeOptions: StoreOptions): RateLimitStore;
}

/** Between two sweeps of ended windows by one process. */
export const SWEEP_EVERY_MS = 60_000;

/** The store class for `app.register(rateLimit, {store})`, counting in `db`. */
export function postgresRateLimitStore(db: Db): RateLimitStoreClass {
  let lastSweep = 0;
  const sweep = (): void => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Not awaited: the call being counted does not wait for the sweep; a failed sweep is tried next minute.
    sweepRateLimits(db).catch(() => {});
  };

  return class PostgresRateLimitStore implements RateLimitStore {
    private readonly route: string;

    constructor(options: StoreOptions) {
      // Both change how a window is extended past its limit; no route here uses them.
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('rate limits: continueExceeding and exponentialBackoff are not supported by the PostgreSQL store');
      }
      const { method, url } = options.routeInfo ?? {};
      this.route = url ? `${[method].flat().join(',')} ${url}` : '';
    }

    incr(key: string, answer: Answer, timeWindowMs: number): void {
      sweep();
      countCall(db, this.route, clientKey(key), timeWindowMs).then((result) => answer(null, result), (error: Error) => answer(error));
    }

    read(key: string, answer: Answer): void {
      readCount(db, this.route, clientKey(key)).then((result) => answer(null, result), (error: Error) => answer(error));
    }

    child(routeOptions: StoreOptions): RateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}

/** Keys can carry a session token (the password route keys by it): only a hash is kept. */
function clientKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Count one call in the client's current window (a new one when the last has ended): the count and ms left. */
export async function countCall(db: Db, route: string, client: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`make_interval(secs => ${timeWindowMs / 1000})`;
  const ended = sql`${rateLimits.expiresAt} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values({ route, client, windowStart: sql`now()`, expiresAt: sql`now() + ${window}`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.route, rateLimits.client],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${ended} then now() else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ current: rateLimits.hits, ttl: msLeft() });
  return rows[0];
}

async function readCount(db: Db, route: string, client: string): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .select({ current: rateLimits.hits, ttl: msLeft() })
    .from(rateLimits)
    .where(sql`${rateLimits.route} = ${route} and ${rateLimits.client} = ${client} and ${rateLimits.expiresAt} > now()`);
  return row ?? { current: 0, ttl: 0 };
}

/** Delete the rows whose window has ended (a later call starts afresh either way); how many. */
export async function sweepRateLimits(db: Db): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`)).returning({ route: rateLimits.route });
  return gone.length;
}

/** Milliseconds until the window ends, by the database's clock (every instance reads the same one). */
const msLeft = () => sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))`.mapWith(Number);
