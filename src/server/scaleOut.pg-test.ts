/**
 * Two server processes on one PostgreSQL database behave as one product (issue 15, "More than one server").
 * Both are the real command (`larder serve`), started at the same moment on a database of their own that
 * neither has seen (both migrate, one seeds the demo data), and driven alternately over HTTP and the live
 * channel's WebSocket. A runs no job workers (LARDER_JOBS=0, an API-only instance), so B must do its jobs.
 * Both trust X-Forwarded-For, as behind a load balancer: each test is a client at an address of its own.
 * Runs only in the PostgreSQL pass (`.ci/server-tests-postgres`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, withClient, withDatabase } from '../../tests/server/globalSetup.ts';
import { DEMO_PASSWORD } from './seed/index.ts';
import { CLOSE_SESSION_ENDED } from '../contract/routes/live.ts';
import { PNG_BYTES } from './storage/samples.ts';

const CLI = fileURLToPath(new URL('../cli/larder.mjs', import.meta.url));
const serverUrl = process.env.DATABASE_URL!;
/** How long an instance may take to start (from the sources on a busy machine: compiling them takes a while). */
const STARTUP_MS = 180_000;
const databaseName = `larder_scale_${randomBytes(4).toString('hex')}`;
/** One upload folder for both, as a shared volume (S3 storage in production: see README, Scaling out). */
const sharedUploads = mkdtempSync(join(tmpdir(), 'larder-uploads-'));

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
  ws: string;
  /** Everything the process wrote to standard output so far (its JSON log). */
  output(): string;
  exited: Promise<number | null>;
}

let a: Instance;
let b: Instance;
const sockets: WebSocket[] = [];

/** A port free at the moment of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** `larder serve` on `port` with the shared database, as the test's instances run it. */
function spawnServe(name: string, port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', String(port), '--host', '127.0.0.1'], {
    env: {
      ...process.env,
      DATABASE_URL: withDatabase(serverUrl, databaseName),
      LARDER_DATA_DIR: mkdtempSync(join(tmpdir(), `larder-${name}-`)),
      LARDER_UPLOAD_DIR: sharedUploads,
      LARDER_TRUST_PROXY: '1',
      LARDER_RENDER_PROCESSES: '1',
      LARDER_JOBS_POLL_S: '0.5',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push({ child, exited: new Promise((resolve) => child.once('exit', () => resolve())) });
  return child;
}

/** An instance; resolves once it listens. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawnServe(name, port, env);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const listening = () => {
      if (out.includes('larder: serving')) resolve();
    };
    child.stdout!.on('data', listening);
    const told = (what: string) => new Error(`${name} ${what} before listening:\n${err.slice(-4000)}\n${out.slice(-4000)}`);
    void exited.then((code) => reject(told(`exited (${code})`)));
    setTimeout(() => reject(told(`took ${STARTUP_MS / 1000} s`)), STARTUP_MS).unref();
  });
  return { name, child, base: `http://127.0.0.1:${port}/api`, ws: `ws://127.0.0.1:${port}/api/websocket`, output: () => out, exited };
}

/** Every process the test started, to be ended in afterAll whatever happened. */
const spawned: Array<{ child: ChildProcess; exited: Promise<void> }> = [];

/** SIGTERM (a clean stop), then SIGKILL for a process that does not stop within 15 s. */
async function stop({ child, exited }: (typeof spawned)[number]): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 15_000))]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** `work` on a connection of its own to the server (`admin`) or to the instances' database. */
const admin = <T,>(work: (client: pg.Client) => Promise<T>) => withClient(serverUrl, work);
const inDatabase = <T,>(work: (client: pg.Client) => Promise<T>) => withClient(withDatabase(serverUrl, databaseName), work);

beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
  // At the same moment: both find an empty database, so both try to migrate it and to seed it.
  const started = await Promise.allSettled([startInstance('a', { LARDER_JOBS: '0' }), startInstance('b', {})]);
  for (const result of started) if (result.status === 'fulfilled') (result.value.name === 'a' ? (a = result.value) : (b = result.value));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}, STARTUP_MS + 30_000);

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await Promise.all(spawned.map(stop));
  await dropDatabase(serverUrl, databaseName);
}, 60_000);

/** Call the API of `instance` as the client at `address`; the parsed envelope and the HTTP status. */
async function call(instance: Instance, method: string, path: string, options: { token?: string; body?: unknown; address: string }): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.address, 'accept-language': 'zh-CN' };
  if (options.token) headers['x-access-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(instance.base + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body };
}

async function login(instance: Instance, username: string, address: string): Promise<{ token: string; userId: string }> {
  const { body } = await call(instance, 'POST', '/sys/login', { body: { username, password: DEMO_PASSWORD }, address });
  if (!body?.success) throw new Error(`login as ${username} at ${instance.name} failed: ${JSON.stringify(body)}`);
  return { token: body.result.token, userId: body.result.userInfo.id };
}

/** The live channel of `userId` at `instance`: received messages and how it closed. */
function liveSocket(instance: Instance, userId: string, token: string): Promise<{ messages: string[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${instance.ws}/${userId}`, token);
    sockets.push(socket);
    const messages: string[] = [];
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.on('message', (data) => messages.push(data.toString()));
    socket.once('open', () => resolve({ messages, closed }));
    socket.once('error', reject);
  });
}

/** Poll until `check` holds, for the few moments a notification or a job poll takes to travel. */
async function eventually(check: () => boolean | Promise<boolean>, what: string, withinMs = 20_000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Run `larder serve` that is expected to fail: its exit code and what it printed on stderr (killed if it hangs). */
async function failedStart(name: string, port: number, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawnServe(name, port, env);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const hung = setTimeout(() => child.kill('SIGKILL'), STARTUP_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(hung);
  return { code, stderr };
}

describe('two instances on one database', () => {
  it('started together on a new database, migrate and seed it once', async () => {
    const rows = await inDatabase((client) => client.query<{ n: string }>(`select count(*) as n from users where username = 'admin'`));
    expect(rows.rows[0].n).toBe('1');
    // one of them seeded (whichever took the lock first); the other found the users there
    expect([a, b].filter((instance) => instance.output().includes('seeded the demo data'))).toHaveLength(1);
    for (const instance of [a, b]) expect((await login(instance, 'admin', '192.0.2.1')).token).toBeTruthy();
  });

  it('an instance that cannot start says why and exits, instead of hanging on its open connections', async () => {
    // the port is A's: the app was built (database, live channel, job queue) before listening failed
    const taken = await failedStart('taken', Number(new URL(a.base).port), {});
    expect(taken.stderr).toMatch(/port \d+ is in use/);
    expect(taken.code).toBe(1);
    // half the S3 settings: refused while the app is built, after the database and the live channel opened
    const halfS3 = await failedStart('half-s3', await freePort(), { LARDER_S3_ENDPOINT: 'http://127.0.0.1:9/' });
    expect(halfS3.stderr).toMatch(/S3 storage is half configured/);
    expect(halfS3.code).toBe(1);
  }, 2 * STARTUP_MS);

  it('a login at A is valid at B, and a logout at B ends it at A and closes its live channel there', async () => {
    const address = '192.0.2.10';
    const { token, userId } = await login(a, 'buyer', address);
    expect((await call(b, 'GET', '/sys/user/queryLoginType', { token, address })).body.success).toBe(true);
    const live = await liveSocket(a, userId, token);
    expect((await call(b, 'POST', '/sys/logout', { token, address })).body.success).toBe(true);
    expect((await call(a, 'GET', '/sys/user/queryLoginType', { token, address })).status).toBe(401);
    expect((await call(b, 'GET', '/sys/user/queryLoginType', { token, address })).status).toBe(401);
    expect(await live.closed).toBe(CLOSE_SESSION_ENDED);
  });

  it("a permission change made at A reaches the user's live channel at B, and B's menus follow it", async () => {
    const address = '192.0.2.20';
    const root = await login(a, 'admin', address);
    const buyer = await login(b, 'buyer', address);
    const menus = async () => JSON.stringify((await call(b, 'GET', '/sys/permission/getUserPermissionByToken', { token: buyer.token, address })).body.result);
    const before = await menus();
    const live = await liveSocket(b, buyer.userId, buyer.token);

    const [roleId] = (await call(a, 'GET', `/sys/user/queryUserRole?userid=${buyer.userId}`, { token: root.token, address })).body.result as string[];
    const granted = (await call(a, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`, { token: root.token, address })).body.result as string[];
    expect(granted.length).toBeGreaterThan(1);
    const save = (instance: Instance, ids: string[]) =>
      call(instance, 'POST', '/sys/permission/saveRolePermission', { token: root.token, address, body: { roleId, permissionIds: ids.join(','), lastpermissionIds: granted.join(',') } });
    expect((await save(a, granted.slice(0, -1))).body.success).toBe(true);

    await eventually(() => live.messages.some((text) => text.includes('PERMISSION_CHANGED')), 'PERMISSION_CHANGED at B');
    // B had the buyer's menus at hand: it must not answer them from before the change
    const after = await menus();
    expect(after).not.toBe(before);
    expect((await save(a, granted)).body.success).toBe(true);
    expect(await menus()).toBe(before);
  });

  it('a job queued at A (which works no jobs) is done by B: an SMS code asked for at A is sent by B and logs in at A', async () => {
    const address = '192.0.2.30';
    const phone = '13800000004';
    expect((await call(a, 'POST', '/sys/sms', { body: { phone, smsmode: '1' }, address })).body.success).toBe(true);
    let code = '';
    await eventually(() => {
      code = new RegExp(`sms to ${phone}: \\D*(\\d{6})`).exec(b.output())?.[1] ?? '';
      return code !== '';
    }, 'the code in B\'s log');
    expect(a.output()).not.toContain(`sms to ${phone}`);
    const { body } = await call(a, 'POST', '/sys/phoneLogin', { body: { phone, code }, address });
    expect(body).toMatchObject({ success: true, result: { userInfo: { username: 'canteen' } } });
  });

  it('a batch print started at A is made by B: its progress reaches the owner\'s live channel at A, its PDF is downloaded at A', async () => {
    const address = '192.0.2.35';
    const owner = await login(a, 'canteen', address);
    const live = await liveSocket(a, owner.userId, owner.token);
    const { rows } = await inDatabase((client) => client.query<{ id: string }>(`select id from print_templates where name = '送货单' and not deleted`));
    const note = JSON.parse(readFileSync(fileURLToPath(new URL('../../public/templates/delivery-note.data.json', import.meta.url)), 'utf8'));
    const records = [1, 2, 3].map((i) => ({ ...note, orderNo: `DN-SCALE-${i}`, items: note.items.slice(0, 5) }));
    const started = await call(a, 'POST', '/jobs/print-batch', { token: owner.token, address, body: { templateId: rows[0].id, records } });
    const jobId = started.body.result.jobId as string;
    let job: any;
    await eventually(async () => {
      job = (await call(a, 'GET', `/jobs/${jobId}`, { token: owner.token, address })).body.result;
      return ['completed', 'failed', 'cancelled'].includes(job.state);
    }, 'the batch to end', 120_000);
    expect(job).toMatchObject({ state: 'completed', done: 3, total: 3, file: { pages: 3 } });
    await eventually(() => live.messages.some((text) => text.includes('JOB_PROGRESS') && text.includes('"completed"')), 'the last progress message at A');
    const pdf = await fetch(new URL(job.file.url, a.base), { headers: { 'x-access-token': owner.token } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a file uploaded at A is served at B, and a link signed at A opens at B (one server secret)', async () => {
    const address = '192.0.2.60';
    const { token } = await login(a, 'buyer', address);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'shelf.png');
    const uploaded = await fetch(`${a.base}/sys/common/upload`, { method: 'POST', headers: { 'x-access-token': token, 'x-forwarded-for': address }, body: form });
    const { path } = ((await uploaded.json()) as { result: { path: string } }).result;
    const withSession = await fetch(`${b.base}/sys/common/static/${path}`, { headers: { 'x-access-token': token } });
    expect(withSession.status).toBe(200);
    expect(Buffer.from(await withSession.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const link = (await call(a, 'POST', '/sys/common/fileLink', { token, address, body: { path } })).body.result.url as string;
    // the link is absolute on the site (/api/…): opened at B, without a session
    const viaLink = await fetch(new URL(link, b.base));
    expect(viaLink.status).toBe(200);
    expect(Buffer.from(await viaLink.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it("rate limits count a client's calls at both instances together", async () => {
    const address = '192.0.2.40';
    // POST /sys/sms allows 10 a minute per client; a malformed number is refused after being counted
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(i % 2 ? b : a, 'POST', '/sys/sms', { body: { phone: 'x', smsmode: '1' }, address })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await call(a, 'POST', '/sys/sms', { body: { phone: 'x', smsmode: '1' }, address })).status).toBe(429);
    // another client is not affected
    expect((await call(b, 'POST', '/sys/sms', { body: { phone: 'x', smsmode: '1' }, address: '192.0.2.41' })).status).toBe(200);
  });

  it('login lockout counts failures at both instances together', async () => {
    const address = '192.0.2.50';
    const attempt = (instance: Instance, password: string) => call(instance, 'POST', '/sys/login', { body: { username: 'supplier', password }, address });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? b : a, 'wrong')).body.message).toBe('用户名或密码错误');
    // three failures at A and two at B: the fifth starts the wait at both
    for (const instance of [a, b]) {
      const { body } = await attempt(instance, DEMO_PASSWORD);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/登录失败次数过多/);
    }
    // the owner at another address is not locked out
    expect((await call(b, 'POST', '/sys/login', { body: { username: 'supplier', password: DEMO_PASSWORD }, address: '192.0.2.51' })).body.success).toBe(true);
  });
});
