/**
 * The database: embedded PostgreSQL (PGlite, in a data directory) by default, a PostgreSQL server when a
 * connection URL is given. Both speak the same SQL, run the same migrations and offer LISTEN/NOTIFY,
 * which the live channel uses to fan out across server instances.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export { schema };
export type Schema = typeof schema;
/** The typed query builder; the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Run `work` in one transaction: what it writes commits together or not at all — a change and its audit
 * row above all, so a failure after the change rolls it back. The transaction is handed over as a Db, so
 * helpers that take one take it (inside, every query must go through `tx`: PGlite has one connection).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Deliver `payload` to every `listen` on `channel`, in this process and in every other instance. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Call `onPayload` with every notification on `channel`. `onLive(false)` says notifications may have been
   * missed (the LISTEN connection to a PostgreSQL server was lost), `onLive(true)` that they flow again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLive?: (live: boolean) => void): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification committed before the call has reached this process's listeners: a
   * request that wrote waits for it before answering, so what this process keeps in memory (db/readCache.ts)
   * already reflects the write when the next request arrives. At once on the embedded database, which
   * delivers notifications before the writing statement returns.
   */
  caughtUp(): Promise<void>;
  /**
   * Run `work` (and everything it starts) noting on `note` whether it wrote: on a PostgreSQL server any
   * statement but a SELECT on the app's connections sets `note.wrote`, so that only a call that wrote waits
   * for caughtUp, whatever its method. The embedded database notes nothing (caughtUp has nothing to wait for).
   */
  noticingWrites<T>(note: WriteNote, work: () => T): T;
  /**
   * Run `work` while no other process runs work under the same name on this database (instances starting
   * together must not both migrate or both seed it). The embedded database belongs to one process anyway.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance underneath (embedded only): tests dump and reload it. */
  pglite?: PGlite;
}

/** Whether the work noticingWrites ran has written. */
export interface WriteNote {
  wrote: boolean;
}

export interface DatabaseOptions {
  /** postgres://… — use a PostgreSQL server. */
  url?: string;
  /** PGlite data directory; omitted = in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests start every file from one seeded dump). */
  loadDataDir?: Blob;
  /**
   * A connection to the PostgreSQL server failed while idle (the server restarted, an administrator ended
   * the session). The pool replaces the connection and the LISTEN connection reconnects by itself; this
   * only reports it. Default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Open the database and bring its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.onConnectionError ?? reportConnectionError) : await openPglite(options);
  return database;
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the catalogue's keyword search (migration 0034 creates the extension; a PostgreSQL server ships it in contrib)
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(quoteChannel(channel), onPayload);
      return () => stop();
    },
    caughtUp: async () => {},
    noticingWrites: (_note, work) => work(),
    exclusively: (_name, work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<Database> {
  let closing = false;
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.LARDER_DB_POOL ?? 10) });
  const writes = new AsyncLocalStorage<WriteNote>();
  pool.on('connect', (client) => noteWrites(client, writes));
  if (process.env.LARDER_DB_PREPARE !== '0') prepareRepeatedReads(pool);
  // An idle pooled connection that dies is dropped by the pool; without a listener its error would end the process.
  pool.on('error', (error) => {
    if (!closing) onConnectionError(error);
  });
  const db = drizzlePg({ client: pool, schema });
  const exclusively = <T,>(name: string, work: () => Promise<T>) => underAdvisoryLock(url, name, work);
  await exclusively('larder:migrate', () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  // LISTEN needs one connection of its own for the life of the process; when it dies it is opened again and
  // LISTENs to every channel once more.
  let listener: Promise<pg.Client> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const liveness = new Set<(live: boolean) => void>();
  // caughtUp(): a marker notified on the listener's own connection arrives after every notification
  // committed before it (PostgreSQL delivers notifications in commit order)
  const markers = new Map<string, () => void>();
  // One statement at a time on the LISTEN connection (LISTENs and caughtUp markers come from many callers;
  // pg deprecates queueing them on one client)
  const serial = new WeakMap<pg.Client, Promise<unknown>>();
  const onListener = (client: pg.Client, text: string, values?: unknown[]) => {
    const run = (serial.get(client) ?? Promise.resolve()).catch(() => {}).then(() => client.query(text, values));
    serial.set(client, run);
    return run;
  };
  const tellLive = (live: boolean) => {
    for (const onLive of liveness) onLive(live);
  };
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, application_name: 'larder-listen' });
    client.on('error', (error) => {
      if (closing) return;
      onConnectionError(error);
      listener = undefined;
      tellLive(false);
      for (const arrived of markers.values()) arrived();
      markers.clear();
      void client.end().catch(() => {});
      scheduleReconnect(RECONNECT_FIRST_MS);
    });
    client.on('notification', (message) => {
      if (message.channel === CAUGHT_UP_CHANNEL) {
        markers.get(message.payload ?? '')?.();
        markers.delete(message.payload ?? '');
        return;
      }
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await client.connect();
    await onListener(client, `LISTEN ${CAUGHT_UP_CHANNEL}`);
    for (const channel of handlers.keys()) await onListener(client, `LISTEN ${quoteChannel(channel)}`);
    return client;
  };
  const listenerClient = (): Promise<pg.Client> => {
    listener ??= connectListener().catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
    return listener;
  };
  let reconnectTimer: NodeJS.Timeout | undefined;
  const scheduleReconnect = (delayMs: number) => {
    if (closing || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (closing || handlers.size === 0) return;
      listenerClient().then(() => tellLive(true), (error: unknown) => {
        onConnectionError(error as Error);
        scheduleReconnect(Math.min(delayMs * 2, RECONNECT_MAX_MS));
      });
    }, delayMs);
    reconnectTimer.unref();
  };
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    listen: async (channel, onPayload, onLive) => {
      quoteChannel(channel);
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      const client = await listenerClient();
      // A fresh connection LISTENs to every known channel as it connects; an existing one learns this one now.
      if (first) await onListener(client, `LISTEN ${quoteChannel(channel)}`); // identifier checked by quoteChannel
      if (onLive) liveness.add(onLive);
      return async () => {
        set.delete(onPayload);
        if (onLive) liveness.delete(onLive);
      };
    },
    caughtUp: async () => {
      if (!listener) return; // nothing listens (or the connection is down, and what is kept was dropped)
      const client = await listener.catch(() => undefined);
      if (!client) return;
      const marker = randomUUID();
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      try {
        await onListener(client, 'SELECT pg_notify($1, $2)', [CAUGHT_UP_CHANNEL, marker]);
      } catch {
        markers.delete(marker);
        return; // the connection's error handler tells the listeners they may have missed notifications
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), CAUGHT_UP_TIMEOUT_MS);
      });
      if (await Promise.race([arrived.then(() => false), late])) {
        // notifications this late may as well be lost: what is kept in memory is dropped
        markers.delete(marker);
        tellLive(false);
        tellLive(true);
      }
      clearTimeout(timer);
    },
    noticingWrites: (note, work) => writes.run(note, work),
    exclusively,
    close: async () => {
      closing = true;
      clearTimeout(reconnectTimer);
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}

/**
 * Statements that write no table: reads, and a transaction's own statements (a transaction that writes says
 * so with its INSERT, UPDATE or DELETE). Anything else, a WITH among them, may write.
 */
const READ_ONLY = /^\s*(select|show|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|reset)\b/i;

/** Set the note of the work in progress (noticingWrites) when a statement on this pooled client may write. */
function noteWrites(client: pg.PoolClient, writes: AsyncLocalStorage<WriteNote>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const note = writes.getStore();
    if (note && !note.wrote) {
      const text = typeof config === 'string' ? config : (config as pg.QueryConfig | null)?.text;
      if (typeof text !== 'string' || !READ_ONLY.test(text)) note.wrote = true;
    }
    return query(config, ...rest);
  };
}

/** Reads asked this often are prepared (from the next time on); at most this many texts are. */
const PREPARE_AFTER_USES = 3;
const PREPARED_TEXTS_MAX = 500;

/**
 * Name the reads the server repeats (the same SELECT text, other values) so that each connection prepares them
 * once and PostgreSQL may keep a plan: planning a scoped queue page (a dozen joined and nested relations) cost
 * several times its execution. A name is the hash of the text, so a name always means one text. Off with
 * LARDER_DB_PREPARE=0 (a transaction-pooling proxy such as PgBouncer's older versions cannot keep them).
 */
function prepareRepeatedReads(pool: pg.Pool): void {
  const uses = new Map<string, number>();
  const named = new Map<string, string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (typeof config !== 'object' || config === null || (config as pg.QueryConfig).name) return query(config, ...rest);
    const { text } = config as pg.QueryConfig;
    if (typeof text !== 'string' || !/^\s*select\b/i.test(text)) return query(config, ...rest);
    let name = named.get(text);
    if (name === undefined && named.size < PREPARED_TEXTS_MAX) {
      const seen = (uses.get(text) ?? 0) + 1;
      if (seen >= PREPARE_AFTER_USES) {
        name = `larder_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
        named.set(text, name);
        uses.delete(text);
      } else {
        if (uses.size >= PREPARED_TEXTS_MAX * 20) uses.clear();
        uses.set(text, seen);
      }
    }
    return query(name ? { ...(config as pg.QueryConfig), name } : config, ...rest);
  };
}

/**
 * Hold a session-level advisory lock, keyed by `name`, on a connection of its own while `work` runs (on
 * whichever connections it likes): another process asking for the same lock waits until this one is done.
 * The lock goes with the connection, so a process that dies holding it lets the next one in.
 */
async function underAdvisoryLock<T>(url: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'larder-lock' });
  // Lost while `work` runs: the lock is gone with it, and `work` finishes all the same (not a crash).
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    // Ending the connection releases the lock.
    await client.end().catch(() => {});
  }
}

/** caughtUp()'s marker channel, and how long a marker may take before the listeners count it as a gap. */
const CAUGHT_UP_CHANNEL = 'larder_caught_up';
const CAUGHT_UP_TIMEOUT_MS = 5000;

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

function reportConnectionError(error: Error): void {
  console.error(`larder: database connection lost: ${error.message}`);
}

/** Channel names are identifiers, not parameters: allow only a safe, fixed alphabet. */
function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid notification channel '${channel}'`);
  return channel;
}
