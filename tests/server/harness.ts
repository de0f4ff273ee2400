/**
 * A real server for a test file: the seeded database (PGlite from the run's dump, or a fresh copy of the
 * template database on DATABASE_URL), the Fastify app, and helpers to log in and call it.
 */
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/index.ts';
import { memorySender } from '../../src/server/auth/sms.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { TEMPLATE_DB, dropDatabase, withClient, withDatabase } from './globalSetup.ts';

export { DEMO_PASSWORD };

export interface TestServer {
  app: App;
  database: Database;
  config: ServerConfig;
  sms: ReturnType<typeof memorySender>;
  /** Log in as a demo user (password Larder#2026 unless given); returns the token. */
  login(username: string, password?: string): Promise<string>;
  /** Call the API (path without the /api base); JSON body in, parsed envelope out. */
  call(method: InjectOptions['method'], path: string, options?: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string>; remoteAddress?: string }): Promise<{ status: number; body: any; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

/** A fresh copy of the seeded database for one test file; `drop` removes it (PostgreSQL) after `database.close()`. */
export async function openTestDatabase(options: Pick<DatabaseOptions, 'onConnectionError'> = {}): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `larder_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('larderTemplateDb') || TEMPLATE_DB}`));
    const database = await openDatabase({ url: withDatabase(url, name), ...options });
    return {
      database,
      drop: () => dropDatabase(url, name),
    };
  }
  const dump = readFileSync(inject('larderDump'));
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}

/** `logStream`: turn the server's log on and write it there (tests that read the log). */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: { logStream?: NodeJS.WritableStream } = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ LARDER_DATA_DIR: mkdtempSync(join(tmpdir(), 'larder-srv-')), LARDER_DEMO: '0' }, overrides);
  const sms = memorySender();
  const app = await buildApp({ config, database, sms, logger: !!options.logStream, logStream: options.logStream });
  await app.ready();
  // Tests change rows straight in SQL and then call the API: on PostgreSQL the change reaches what the server
  // keeps in memory (db/readCache.ts) once its notification arrives, so every call first waits for the
  // notifications committed before it, as a user's next request comes after them. (A write through the API
  // waits for its own before answering: readCache.test.ts and readCache.pg-test.ts test that without this.)
  const caughtUp = database.caughtUp;
  const call: TestServer['call'] = async (method, path, options = {}) => {
    await caughtUp();
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-access-token'] = options.token;
    const response = await app.inject({
      method,
      url: `${config.apiBase}${path}`,
      query: options.query,
      headers,
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
    let body: unknown = undefined;
    try {
      body = response.json();
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, body, response };
  };
  return {
    app,
    database,
    config,
    sms,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const { body } = await call('POST', '/sys/login', { body: { username, password } });
      if (!body?.success) throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
      return body.result.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
