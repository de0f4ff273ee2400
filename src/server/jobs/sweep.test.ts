/** The daily sweep removes sign-in rows that can no longer authenticate or throttle anyone, and only those. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { loginThrottle, sessions, smsCodes, users } from '../db/schema/index.ts';
import { RECORDS_SWEEP, sweepSpentRecords } from './sweep.ts';
import { rowsOf } from './sql.ts';

let server: TestServer;
let userId: string;
beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5 });
  const [user] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
  userId = user.id;
});
afterAll(() => server.close());

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
const ahead = (days: number) => sql`now() + make_interval(days => ${days})`;

it('is scheduled daily, once for all processes', async () => {
  const [schedule] = await rowsOf<{ cron: string }>(server.database.db, sql`SELECT cron FROM pgboss.schedule WHERE name = ${RECORDS_SWEEP}`);
  expect(schedule).toEqual({ cron: '41 3 * * *' });
});

it('removes sessions ended a month ago, spent SMS codes and forgotten throttle counts, and keeps the rest', async () => {
  const db = server.database.db;
  await db.insert(sessions).values([
    { tokenHash: 'sweep-live', userId, expiresAt: ahead(1) },
    { tokenHash: 'sweep-expired-recently', userId, expiresAt: ago(3) },
    { tokenHash: 'sweep-expired-long-ago', userId, expiresAt: ago(40) },
    { tokenHash: 'sweep-revoked-long-ago', userId, expiresAt: ahead(1), revokedAt: ago(31) },
  ]);
  await db.insert(smsCodes).values([
    { phone: '13900000001', codeHash: 'sweep-fresh', expiresAt: sql`now() + interval '10 minutes'` },
    { phone: '13900000001', codeHash: 'sweep-spent', expiresAt: ago(2) },
  ]);
  await db.insert(loginThrottle).values([
    { account: 'sweep-old', address: '10.0.0.1', failures: 3, lastFailureAt: ago(1) },
    { account: 'sweep-recent', address: '10.0.0.1', failures: 3, lastFailureAt: sql`now() - interval '1 minute'` },
    { account: 'sweep-blocked', address: '10.0.0.1', failures: 9, lastFailureAt: ago(1), blockedUntil: sql`now() + interval '1 hour'` },
  ]);

  const summary = await sweepSpentRecords(db);
  expect(summary).toEqual({ sessions: 2, smsCodes: 1, loginThrottle: 1 });

  const tokens = (await db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash).filter((hash) => hash.startsWith('sweep-'));
  expect(tokens.sort()).toEqual(['sweep-expired-recently', 'sweep-live']);
  const codes = (await db.select({ hash: smsCodes.codeHash }).from(smsCodes)).map((row) => row.hash).filter((hash) => hash.startsWith('sweep-'));
  expect(codes).toEqual(['sweep-fresh']);
  const accounts = (await db.select({ account: loginThrottle.account }).from(loginThrottle)).map((row) => row.account).filter((name) => name.startsWith('sweep-'));
  expect(accounts.sort()).toEqual(['sweep-blocked', 'sweep-recent']);
  // A second sweep finds nothing more.
  expect(await sweepSpentRecords(db)).toEqual({ sessions: 0, smsCodes: 0, loginThrottle: 0 });
});
