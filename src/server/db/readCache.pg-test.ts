/**
 * The read cache on a PostgreSQL server, where notifications arrive just after the commit and over a
 * connection that can be lost: a call that may have written answers only after `caughtUp`, a GET does not
 * wait; `caughtUp` resolves after a notification committed before it; while the LISTEN connection is down
 * nothing is kept, and keeping resumes once it is back. Runs only in the PostgreSQL pass.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { withDatabase } from '../../../tests/server/globalSetup.ts';
import { createReadCache, ORDER_READS_CHANNEL } from './readCache.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const databaseName = async () => ((await server.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
const testDatabaseUrl = (name: string) => withDatabase(process.env.DATABASE_URL!, name);

it('answers a call that wrote only once its notifications are in, whatever its method; a call that only read does not wait', async () => {
  const database = server.database;
  const token = await server.login('buyer');
  const original = database.caughtUp;
  const waits: string[] = [];
  database.caughtUp = async () => {
    waits.push('began');
    await original();
    waits.push('ended');
  };
  try {
    const queue = await server.call('GET', '/order/lines', { token, query: { queue: 'procurementAudit' } });
    await server.call('GET', '/order/lines', { token, query: { queue: 'procurementAudit' } });
    expect(waits).toEqual([]);
    // a refused action reads and writes nothing: no wait
    await server.call('POST', '/order/lines/none/approve', { token, body: { version: 1 } });
    expect(waits).toEqual([]);
    // an approval (a POST with a body) waits
    const line = queue.body.result.records.find((record: { actions: string[] }) => record.actions.includes('approve'));
    expect((await server.call('POST', `/order/lines/${line.id}/approve`, { token, body: { version: line.version } })).body.success).toBe(true);
    expect(waits).toEqual(['began', 'ended']);
    // the browser's logout is a GET that writes: it waits too
    const other = await server.login('canteen');
    waits.length = 0;
    expect((await server.call('GET', '/sys/logout', { query: { token: other } })).status).toBe(302);
    expect(waits).toEqual(['began', 'ended']);
  } finally {
    database.caughtUp = original;
  }
});

it('caughtUp resolves after every notification committed before it has been delivered', async () => {
  const received: string[] = [];
  const stop = await server.database.listen('larder_caught_up_test', (payload) => received.push(payload));
  // another connection to the same database (notifications do not cross databases)
  const other = new pg.Client({ connectionString: testDatabaseUrl(await databaseName()) });
  await other.connect();
  try {
    for (let i = 0; i < 20; i++) {
      await other.query('SELECT pg_notify($1, $2)', ['larder_caught_up_test', String(i)]);
      await server.database.caughtUp();
      expect(received.at(-1)).toBe(String(i));
    }
  } finally {
    await other.end();
    await stop();
  }
});

it('keeps nothing while the LISTEN connection is down, and keeps again once it is back', async () => {
  const cache = await createReadCache(server.database, ORDER_READS_CHANNEL);
  let reads = 0;
  const read = () => cache.get('gap', ['orders'], async () => ++reads);
  try {
    expect([await read(), await read()]).toEqual([1, 1]);
    const name = await databaseName();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const ended = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'larder-listen' AND datname = $1", [name]);
    await admin.end();
    expect(ended.rowCount).toBe(1);
    // the loss is seen (the kept answer dropped), then every call reads until the connection is back
    await expect.poll(read, { timeout: 10_000 }).toBeGreaterThan(1);
    const during = await read();
    // back: LISTENing again (a notification arrives), and answers are kept once more
    const received: string[] = [];
    const stop = await server.database.listen('larder_gap_test', (payload) => received.push(payload));
    await expect.poll(async () => {
      await server.database.notify('larder_gap_test', 'back');
      return received.includes('back');
    }, { timeout: 20_000, interval: 200 }).toBe(true);
    await stop();
    await expect.poll(async () => (await read()) === (await read()), { timeout: 10_000 }).toBe(true);
    expect(reads).toBeGreaterThan(during);
    // and a write still drops what is kept
    const kept = await read();
    await server.database.db.execute(sql`UPDATE orders SET id = id WHERE false`);
    await server.database.caughtUp();
    expect(await read()).toBe(kept + 1);
  } finally {
    await cache.close();
  }
});
