/**
 * Rate limits counted in the database: two apps on one database stand for two instances behind a load
 * balancer (the two-process test in src/server/scaleOut.pg-test.ts does the same with real processes).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';
import { memorySender } from '../auth/sms.ts';
import { openTestDatabase } from '../../../tests/server/harness.ts';
import { countCall, sweepRateLimits } from './rateLimitStore.ts';

let database: Database;
let drop: () => Promise<void>;
const apps: App[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({ LARDER_DATA_DIR: mkdtempSync(join(tmpdir(), 'larder-rl-')), LARDER_DEMO: '0', LARDER_JOBS: '0' });
    const app = await buildApp({ config, database, sms: memorySender(), logger: false });
    await app.ready();
    apps.push(app);
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await drop();
});

/** POST /sys/sms (10 a minute per address) with a malformed number: refused by the handler, counted by the limit. */
const askCode = (app: App, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile: 'not-a-phone', smsmode: '1' }, remoteAddress });

describe('rate limits across instances', () => {
  it("adds up a client's calls to both apps against one limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await askCode(apps[i % 2], '203.0.113.5')).statusCode);
    // five calls to one app and six to the other: each process alone would have let all of them through
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await askCode(apps[0], '203.0.113.5')).statusCode).toBe(429);
    // another client has its own count
    expect((await askCode(apps[1], '203.0.113.6')).statusCode).toBe(200);
  });

  it('counts parallel calls exactly (one atomic upsert per call)', async () => {
    const statuses = await Promise.all(Array.from({ length: 14 }, (_, i) => askCode(apps[i % 2], '203.0.113.7').then((response) => response.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('keeps no client key in the clear (the password route keys by session token)', async () => {
    const rows = await database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.client.includes('203.0.113'))).toBe(false);
    expect(rows.every((row) => row.route === 'POST /api/sys/sms')).toBe(true);
  });
});

describe('windows', () => {
  it('starts a new window after the last one ended, and sweeps ended ones', async () => {
    expect(await countCall(database.db, 'GET /w', 'client', 150)).toMatchObject({ current: 1 });
    const second = await countCall(database.db, 'GET /w', 'client', 150);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(150);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countCall(database.db, 'GET /w', 'client', 150)).toMatchObject({ current: 1 });
    await countCall(database.db, 'GET /w', 'other', 150);
    await countCall(database.db, 'GET /w', 'long', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sweepRateLimits(database.db)).toBeGreaterThanOrEqual(2);
    const left = await database.db.select({ client: rateLimits.client }).from(rateLimits).where(eq(rateLimits.route, 'GET /w'));
    expect(left).toEqual([{ client: 'long' }]);
  });
});
