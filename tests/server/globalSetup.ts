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
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
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
