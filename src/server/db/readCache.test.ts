/**
 * Answers kept in memory, on the embedded database and on a PostgreSQL server alike: a kept answer is served
 * without reading, a write to a table it was read from drops it (the very next call sees the write; on
 * PostgreSQL once its notification has arrived, which `caughtUp` waits for), a write elsewhere keeps it,
 * callers of one question share one read, a read that a write overtakes is not kept, a failed read is not
 * kept, LARDER_READ_CACHE=0 keeps nothing. And through the API: the queue, the counts and the ledger a user
 * sees follow writes made straight in SQL, and a write through the API shows in the very next call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { ordering } from '../../../tests/server/ordering.ts';
import { pendingCountRoutes } from '../../contract/routes/orders.ts';
import { createReadCache, ORDER_READS_CHANNEL, type ReadCache } from './readCache.ts';

let server: TestServer;
let cache: ReadCache;
beforeAll(async () => {
  server = await startServer();
  cache = await createReadCache(server.database, ORDER_READS_CHANNEL);
});
afterAll(async () => {
  await cache.close();
  await server.close();
});

const db = () => server.database.db;
/** A statement on `table` that changes no row (it notifies all the same), and its notification delivered. */
const touch = async (table: string) => {
  await db().execute(sql.raw(`UPDATE ${table} SET id = id WHERE false`));
  await server.database.caughtUp();
};

describe('the read cache', () => {
  it('keeps nothing with LARDER_READ_CACHE=0', async () => {
    process.env.LARDER_READ_CACHE = '0';
    const off = await createReadCache(server.database, ORDER_READS_CHANNEL).finally(() => delete process.env.LARDER_READ_CACHE);
    let reads = 0;
    const read = () => off.get('off', ['orders'], async () => ++reads);
    expect([await read(), await read()]).toEqual([1, 2]);
    await off.close();
  });

  it('keeps an answer until a write to a table it was read from, and only such a write', async () => {
    let reads = 0;
    const read = () => cache.get('lines-q', ['order_lines', 'orders'], async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await touch('base_products'); // not read from: kept
    expect(await read()).toBe(1);
    await touch('orders'); // a statement that changes no row still notifies: dropped
    expect(await read()).toBe(2);
    await db().transaction(async (tx) => {
      await tx.execute(sql`UPDATE order_lines SET note = note WHERE id = (SELECT id FROM order_lines ORDER BY id LIMIT 1)`);
    });
    await server.database.caughtUp();
    expect(await read()).toBe(3);
  });

  it('lets callers of one question share one read, and does not keep a read a write overtook', async () => {
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = () => cache.get('slow', ['order_groups'], async () => {
      const mine = ++reads;
      await gate;
      return mine;
    });
    const first = slow();
    const second = slow();
    await touch('order_groups'); // arrives while the read runs
    const third = slow(); // asked after the write: reads afresh
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(await third).toBe(2);
    expect(await slow()).toBe(2); // the read begun after the write is kept
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const flaky = () => cache.get('flaky', ['orders'], async () => {
      calls++;
      if (calls === 1) throw new Error('first read fails');
      return calls;
    });
    await expect(flaky()).rejects.toThrow('first read fails');
    expect(await flaky()).toBe(2);
    expect(await flaky()).toBe(2);
  });
});

describe('the ordering reads through the API', () => {
  it('follow writes at once: the queue, its count and the standing book', async () => {
    const api = ordering(server);
    const buyer = await server.login('buyer');
    const queue = () => api.ok(buyer, 'GET', '/order/lines', undefined, { queue: 'procurementAudit', pageNo: '1', pageSize: '5' });
    const count = () => api.ok(buyer, 'GET', pendingCountRoutes.procurementAudit.url);
    const book = () => api.ok(buyer, 'GET', '/order/standing-book', undefined, { pageNo: '1', pageSize: '5' });
    const [before, countBefore, bookBefore] = [await queue(), await count(), await book()];
    expect(await queue()).toEqual(before); // served again (kept)
    // a received line moved back to received in SQL, bypassing the services: the next page shows it
    await db().execute(sql`
      UPDATE order_lines SET status = 'received', note = 'read cache'
      WHERE id = (SELECT id FROM order_lines WHERE status = 'audited' ORDER BY id LIMIT 1)`);
    await server.database.caughtUp();
    const after = await queue();
    expect(after.total).toBe(before.total + 1);
    expect(await count()).toBe(countBefore + 1);
    await db().execute(sql`DELETE FROM standing_book WHERE id = (SELECT id FROM standing_book ORDER BY id LIMIT 1)`);
    await server.database.caughtUp();
    expect((await book()).total).toBe(bookBefore.total - 1);
  });

  it('show a write made through the API in the very next call, without waiting', async () => {
    const buyer = await server.login('buyer');
    // straight through the app, not server.call (which first waits for notifications in flight)
    const inject = async (method: 'GET' | 'POST', url: string, body?: object) => {
      const response = await server.app.inject({ method, url: `${server.config.apiBase}${url}`, headers: { 'x-access-token': buyer }, ...(body ? { payload: body } : {}) });
      const answer = response.json();
      expect(answer.success, `${method} ${url}`).toBe(true);
      return answer.result;
    };
    const queue = () => inject('GET', '/order/lines?queue=procurementAudit&pageNo=1&pageSize=50');
    const count = () => inject('GET', pendingCountRoutes.procurementAudit.url);
    const before = await queue();
    const countBefore = await count();
    expect(await queue()).toEqual(before); // kept
    const line = before.records.find((record: { actions: string[] }) => record.actions.includes('approve'));
    expect(line, 'a received line to approve').toBeDefined();
    await inject('POST', `/order/lines/${line.id}/approve`, { version: line.version });
    // the approval answered only once its notifications were in: the kept queue and count are gone
    const after = await queue();
    expect(after.total).toBe(before.total - 1);
    expect(after.records.map((record: { id: string }) => record.id)).not.toContain(line.id);
    expect(await count()).toBe(countBefore - 1);
  });
});
