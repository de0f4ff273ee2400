/**
 * The tests' databases are dropped whoever is still connected (tests/server/globalSetup.ts dropDatabase): a
 * session the tests' role may not end, as an autovacuum worker's, is waited for instead of failing the run.
 * Here the session is another role's, which leaves a second later.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { dropDatabase, withClient, withDatabase } from '../../../tests/server/globalSetup.ts';

const serverUrl = process.env.DATABASE_URL!;
const suffix = randomBytes(4).toString('hex');
const role = `larder_other_${suffix}`;
const password = randomBytes(12).toString('hex');
const name = `larder_drop_${suffix}`;

const admin = <T,>(work: (client: pg.Client) => Promise<T>): Promise<T> => withClient(serverUrl, work);

afterAll(async () => {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
  await admin((client) => client.query(`DROP ROLE IF EXISTS ${role}`));
});

it('waits for a session it may not end to leave, ends its own, and drops the database', async () => {
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  await admin((client) => client.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`));
  const asOther = new URL(withDatabase(serverUrl, name));
  asOther.username = role;
  asOther.password = password;
  const other = new pg.Client({ connectionString: asOther.toString() });
  await other.connect();
  const own = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
  own.on('error', () => {}); // ended by the drop
  await own.connect();
  // what failed the run: FORCE may not end the other role's session
  await expect(admin((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`))).rejects.toMatchObject({ code: '42501' });
  const leaving = new Promise((resolve) => setTimeout(resolve, 1000)).then(() => other.end());
  await dropDatabase(serverUrl, name);
  await leaving;
  const left = await admin((client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
  expect(left.rowCount).toBe(0);
  await expect(own.query('SELECT 1')).rejects.toThrow();
});
