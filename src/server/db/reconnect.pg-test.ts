/**
 * A PostgreSQL server ends connections (restart, failover, an administrator): the server must keep running,
 * the pool must hand out working connections again and the live channel's LISTEN must come back by itself.
 * Runs only in the PostgreSQL pass (`.ci/server-tests-postgres`): PGlite has no connections to end.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../tests/server/harness.ts';
import type { Database } from './index.ts';

const url = process.env.DATABASE_URL!;
let database: Database;
let drop: () => Promise<void>;
const lost: Error[] = [];
/** The driver's result under drizzle's driver-neutral type. */
const rowsOf = async <T,>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ onConnectionError: (error) => lost.push(error) }));
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** Notify until the listener hears it (the LISTEN connection may still be coming back). */
async function heard(received: string[], payload: string, withinMs = 15_000): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    await database.notify('larder_reconnect_test', payload);
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (received.includes(payload)) return true;
  }
  return false;
}

it('survives the server ending every connection, and LISTENs again', async () => {
  const received: string[] = [];
  await database.listen('larder_reconnect_test', (payload) => received.push(payload));
  expect(await heard(received, 'before')).toBe(true);
  // Warm the pool so idle connections are there to be ended too.
  await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));

  const [{ name }] = await rowsOf<{ name: string }>(database.db.execute(sql`select current_database() as name`));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  await admin.end();
  expect(ended.rowCount).toBeGreaterThanOrEqual(2);

  // The errors were reported, not thrown: this process is still here to run the rest. Every ended
  // connection reports (the pool drops it); until the last has, the pool may still hand a dead one out.
  await expect.poll(() => lost.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(ended.rowCount!);
  expect(lost.every((error) => /terminat/i.test(error.message))).toBe(true);
  // Queries work again on fresh pooled connections …
  const [{ one }] = await rowsOf<{ one: number }>(database.db.execute(sql`select 1 as one`));
  expect(one).toBe(1);
  // … and notifications arrive again once the LISTEN connection is back.
  expect(await heard(received, 'after')).toBe(true);
});
