/**
 * Once per test run: a migrated, seeded database every server test file starts from.
 * Embedded: a PGlite data-directory dump (initialising PGlite takes seconds; loading a dump is quick).
 * With DATABASE_URL: a template database on that server, copied per test file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/index.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded PGlite dump (embedded runs). */
    larderDump: string;
    /** Name of the seeded template database (DATABASE_URL runs). */
    larderTemplateDb: string;
  }
}

export const TEMPLATE_DB = 'larder_test_template';

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropDatabase(url, TEMPLATE_DB);
    await withClient(url, (client) => client.query(`CREATE DATABASE ${TEMPLATE_DB}`));
    const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
    await seedDatabase(database.db);
    await database.close();
    project.provide('larderTemplateDb', TEMPLATE_DB);
    project.provide('larderDump', '');
    return;
  }
  const database = await openDatabase({});
  await seedDatabase(database.db);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const file = join(mkdtempSync(join(tmpdir(), 'larder-db-')), 'seeded.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('larderDump', file);
  project.provide('larderTemplateDb', '');
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Drops a database of the tests on the server of `url`, whoever is still connected. `WITH (FORCE)` ends the
 * other connections, but a role that is not a superuser may not end an autovacuum worker's (it has no role:
 * "must be a member of the role whose process is being terminated"); then the connections of our own role are
 * ended and a plain DROP asks the worker to stop and waits for it.
 */
export function dropDatabase(url: string, name: string): Promise<void> {
  return withClient(url, async (client) => {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error;
    }
    for (let attempt = 1; ; attempt++) {
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND usename = current_user AND pid <> pg_backend_pid()', [name]);
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        // 55006: still in use (a worker that took longer than the five seconds DROP waits)
        if ((error as { code?: string }).code !== '55006' || attempt === 5) throw error;
      }
    }
  });
}

/** `work` on a connection of its own to `url`, ended after it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
