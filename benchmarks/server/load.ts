/**
 * Server load on loopback: the API server (embedded database, demo seed, an admin holding 200 menu
 * entries) in a child process, autocannon against login, the permission tree, the user's notices and a
 * pending count, 100 connections for 20 s each. Writes benchmarks/results/server.json with p50/p99 latency
 * and requests per second per route. Numbers are recorded and the one target is reported as met or not;
 * nothing fails on them (a slow machine must not fail a build).
 *
 * Alone: `npx tsx benchmarks/server/load.ts [--duration S] [--connections N] [--json]`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { machineInfo, type MachineInfo } from '../machine.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_FILE = join(ROOT, 'benchmarks', 'results', 'server.json');

export interface ServerLoadOptions {
  /** Seconds per route (default 20). */
  duration?: number;
  /** Concurrent connections (default 100). */
  connections?: number;
  /** Menu entries the admin role holds (default 200). */
  menuItems?: number;
  json?: boolean;
}

interface RouteSpec {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Headers instead of the browser's defaults (BROWSER_HEADERS). */
  headers?: Record<string, string>;
  /** Why this route's numbers read as they do. */
  note?: string;
}

export interface RouteResult {
  name: string;
  method: string;
  path: string;
  /** measured; missing = the route answered 404 (not there yet); failed = it could not be measured. */
  status: 'measured' | 'missing' | 'failed';
  message?: string;
  requests?: number;
  requestsPerSec?: number;
  latencyMs?: { p50: number; p90: number; p99: number; mean: number; max: number };
  /** Mean bytes per response as sent (headers and body, compressed when the server compressed it). */
  bytesPerResponse?: number;
  /** Responses by HTTP status (a 429 is the rate limit answering). */
  statusCodes?: Record<string, number>;
  errors?: number;
  timeouts?: number;
  note?: string;
}

/** The API under load while the render processes work (issue 14): quick calls must not wait for documents. */
export interface RenderLoadResult {
  goal: string;
  renders: Array<{ what: string; ms: number; outcome: string }>;
  routes: RouteResult[];
  met: boolean | null;
}

export interface ServerLoadReport extends MachineInfo {
  /** 1-minute load average before and after: a busy machine explains slow numbers. */
  loadAverage: { before: number; after: number };
  date: string;
  database: string;
  connections: number;
  durationSec: number;
  adminMenuItems: number;
  routes: RouteResult[];
  target: { route: string; goal: string; p99Ms: number | null; met: boolean | null };
  whileRendering?: RenderLoadResult;
}

const TARGET_ROUTE = 'getUserPermissionByToken';
const TARGET_P99_MS = 50;

/** What Chromium sends with every call of the back office besides the token: it takes brotli and gzip answers. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const ROUTES: RouteSpec[] = [
  { name: TARGET_ROUTE, method: 'GET', path: '/api/sys/permission/getUserPermissionByToken' },
  {
    name: `${TARGET_ROUTE} (uncompressed)`,
    method: 'GET',
    path: '/api/sys/permission/getUserPermissionByToken',
    headers: {},
    note: 'The same call from a client that does not accept compressed answers (no Accept-Encoding): ' +
      'the whole JSON answer crosses loopback on every call. Recorded, not the target (browsers always accept brotli and gzip).',
  },
  { name: 'annountCement/listByUser', method: 'GET', path: '/api/sys/annountCement/listByUser' },
  { name: 'supplieAcceptanceCount', method: 'GET', path: '/api/order/orderGroupItem/supplieAcceptanceCount' },
  // Last: it uses up the login rate limit of the loopback address, which the token above was taken under.
  {
    name: 'login',
    method: 'POST',
    path: '/api/sys/login',
    body: { username: 'admin', password: DEMO_PASSWORD },
    note: 'POST /sys/login is rate-limited to 30 per minute per IP and every connection comes from 127.0.0.1: ' +
      'after the first 30 the server answers 429 without checking a password, so requests/s and latency are mostly ' +
      'those of the limiter; the 200 count is the number of real (scrypt) logins.',
  },
];

/** Start the server, load each route in turn, write benchmarks/results/server.json. */
export async function runServerLoad(options: ServerLoadOptions = {}): Promise<ServerLoadReport> {
  const duration = options.duration ?? 20;
  const connections = options.connections ?? 100;
  const loadBefore = loadavg()[0]!;
  const dataDir = await mkdtemp(join(tmpdir(), 'larder-bench-server-'));
  const server = await startServer(dataDir, options.menuItems ?? 200);
  try {
    const token = await login(server.url);
    const headers = { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) };
    const routes: RouteResult[] = [];
    for (const route of ROUTES) {
      process.stderr.write(`bench: server ${route.method} ${route.path} (${connections} connections, ${duration} s) ...\n`);
      routes.push(await loadRoute(server.url, route, { ...headers, ...(route.headers ?? BROWSER_HEADERS) }, { duration, connections }));
    }
    process.stderr.write(`bench: server /health and a pending count while 4 documents of 2,000 pages and a hostile template render ...\n`);
    const whileRendering = token ? await loadWhileRendering(server.url, token, { ...headers, ...BROWSER_HEADERS }, { duration, connections }) : undefined;
    const measured = routes.find((r) => r.name === TARGET_ROUTE && r.status === 'measured');
    const report: ServerLoadReport = {
      ...machineInfo(),
      loadAverage: { before: r1(loadBefore), after: r1(loadavg()[0]!) },
      date: new Date().toISOString(),
      database: server.database,
      connections,
      durationSec: duration,
      adminMenuItems: server.menuItems,
      routes,
      target: {
        route: TARGET_ROUTE,
        goal: `p99 < ${TARGET_P99_MS} ms with ${server.menuItems} menu items on the embedded database`,
        p99Ms: measured?.latencyMs?.p99 ?? null,
        met: measured ? measured.latencyMs!.p99 < TARGET_P99_MS : null,
      },
      whileRendering,
    };
    await mkdir(join(ROOT, 'benchmarks', 'results'), { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    if (options.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else process.stdout.write(`${serverTable(report)}\n\nwrote benchmarks/results/server.json\n`);
    return report;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One route: a single probe first (a 404 or an error is reported, not loaded), then the load. */
async function loadRoute(url: string, route: RouteSpec, headers: Record<string, string>, load: { duration: number; connections: number }): Promise<RouteResult> {
  const base = { name: route.name, method: route.method, path: route.path, ...(route.note ? { note: route.note } : {}) };
  const body = route.body === undefined ? undefined : JSON.stringify(route.body);
  try {
    const probe = await fetch(url + route.path, { method: route.method, headers, body });
    const text = await probe.text();
    if (probe.status === 404) return { ...base, status: 'missing', message: `HTTP 404: the route is not there (yet)` };
    let envelope: { success?: boolean; message?: string } = {};
    try {
      envelope = JSON.parse(text);
    } catch {
      // not an envelope: reported below
    }
    if (probe.status !== 200 || envelope.success !== true) {
      return { ...base, status: 'failed', message: `probe answered HTTP ${probe.status}: ${envelope.message ?? text.slice(0, 200)}` };
    }
    const result: Result = await autocannon({ url: url + route.path, method: route.method, headers, body, ...load, timeout: 10 });
    return {
      ...base,
      status: 'measured',
      requests: result.requests.total,
      requestsPerSec: r1(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, mean: r1(result.latency.mean), max: result.latency.max },
      bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
      errors: result.errors,
      timeouts: result.timeouts,
    };
  } catch (error) {
    return { ...base, status: 'failed', message: String((error as Error).message ?? error) };
  }
}

const RENDER_PAGES = 2000;

/**
 * Four documents of 2,000 pages (the receipt sample, one page per record) and one template whose
 * formatter never returns, sent at once to the PDF route; meanwhile /health and a pending count are
 * loaded as above. The documents are laid out in the render processes, so the quick calls keep their
 * latency: goal p99 under 50 ms with no errors.
 */
async function loadWhileRendering(url: string, token: string, headers: Record<string, string>, load: { duration: number; connections: number }): Promise<RenderLoadResult> {
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(url + path, { method, headers: { 'content-type': 'application/json', 'x-access-token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
    return response;
  };
  const list = (await (await api('GET', '/api/print/templates?pageSize=50')).json()) as { result: { records: Array<{ id: string; name: string }> } };
  const receipt = list.result.records.find((row) => row.name === '收款小票');
  const sample = JSON.parse(await (await import('node:fs/promises')).readFile(join(ROOT, 'public/templates/receipt.data.json'), 'utf8'));
  const looping = { options: { left: 10, top: 10, width: 200, height: 20, field: 'name', formatter: 'function(v){var s=0;for(var i=0;i<100000;i++){s+=i%7}return String(v)+s}' }, printElementType: { type: 'text' } };
  const created = (await (await api('POST', '/api/print/templates', { name: 'bench-hostile', body: { panels: [{ index: 0, paperType: 'A4', printElements: [looping] }] } })).json()) as { result: { id: string } };
  const renders = [
    ...[1, 2, 3, 4].map((n) => ({ what: `receipt x ${RENDER_PAGES} (${n})`, id: receipt?.id, data: Array.from({ length: RENDER_PAGES }, () => sample) })),
    { what: 'a slow formatter over 5,000 records (hook budget)', id: created.result.id, data: Array.from({ length: 5000 }, (_, i) => ({ name: `r${i}` })) },
  ];
  const started = performance.now();
  const running = renders.map(async (job) => {
    const response = await api('POST', `/api/print/templates/${job.id}/pdf`, { data: job.data });
    const type = response.headers.get('content-type') ?? '';
    const outcome = type.includes('pdf') ? `${response.headers.get('x-page-count')} pages` : ((await response.json()) as { message: string }).message;
    if (type.includes('pdf')) await response.arrayBuffer();
    return { what: job.what, ms: Math.round(performance.now() - started), outcome };
  });
  const routes: RouteResult[] = [];
  for (const route of [
    { name: 'health while rendering', method: 'GET' as const, path: '/api/health' },
    { name: 'supplieAcceptanceCount while rendering', method: 'GET' as const, path: '/api/order/orderGroupItem/supplieAcceptanceCount' },
  ]) {
    routes.push(await loadRoute(url, route, headers, { duration: Math.min(load.duration, 10), connections: load.connections }));
  }
  const done = await Promise.all(running);
  const measured = routes.filter((r) => r.status === 'measured');
  return {
    goal: 'p99 under 50 ms and no errors for both routes while the documents render',
    renders: done,
    routes,
    met: measured.length === routes.length ? measured.every((r) => r.latencyMs!.p99 < 50 && !r.errors && !r.timeouts) : null,
  };
}

/** The admin's token for the authenticated routes; null (and every such route fails its probe) when login fails. */
async function login(url: string): Promise<string | null> {
  try {
    const response = await fetch(`${url}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { success?: boolean; result?: { token?: string } };
    return body.success ? (body.result?.token ?? null) : null;
  } catch {
    return null;
  }
}

export interface ChildServer {
  url: string;
  menuItems: number;
  database: string;
  stop(): Promise<void>;
}

/** Seeding hashes four passwords and migrates a fresh database: allow for a slow machine. */
const START_TIMEOUT_MS = 180_000;

/** benchmarks/server/serve.ts in a process of its own over `dataDir` (or LARDER_BENCH_DATABASE_URL in `env`). */
export function startServer(dataDir: string, menuItems: number, env: NodeJS.ProcessEnv = process.env): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'benchmarks', 'server', 'serve.ts'), dataDir, String(menuItems)], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('the server did not start in time'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before it was ready`));
    });
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      const ready = JSON.parse(line) as { url: string; menuItems: number; database: string };
      resolve({ ...ready, stop });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.stdin?.end();
  });
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

/** The results as a Markdown table. */
export function serverTable(report: ServerLoadReport): string {
  const rows = report.routes.map((r) =>
    r.status === 'measured'
      ? `| ${r.name} | ${r.requestsPerSec} | ${r.latencyMs!.p50} | ${r.latencyMs!.p99} | ${r.bytesPerResponse ?? ''} | ${Object.entries(r.statusCodes ?? {}).map(([c, n]) => `${c}: ${n}`).join(', ')} |`
      : `| ${r.name} | ${r.status}: ${r.message} | | | | |`,
  );
  const { target } = report;
  const verdict = target.met === null ? 'not measured' : target.met ? 'met' : 'not met';
  return [
    `Server load: ${report.connections} connections, ${report.durationSec} s per route, admin with ${report.adminMenuItems} menu items (${report.database}); ` +
      `load average ${report.loadAverage.before} before, ${report.loadAverage.after} after on ${report.cores} cores`,
    '',
    '| route | req/s | p50 ms | p99 ms | bytes/response | responses |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `target ${target.route} ${target.goal}: ${verdict}${target.p99Ms === null ? '' : ` (p99 ${target.p99Ms} ms)`}`,
    ...(report.whileRendering
      ? [
          '',
          `While rendering (${report.whileRendering.goal}: ${report.whileRendering.met === null ? 'not measured' : report.whileRendering.met ? 'met' : 'not met'}):`,
          ...report.whileRendering.routes.map((r) => (r.status === 'measured' ? `  ${r.name}: p50 ${r.latencyMs!.p50} ms, p99 ${r.latencyMs!.p99} ms, ${r.requestsPerSec} req/s, errors ${r.errors ?? 0}` : `  ${r.name}: ${r.status} ${r.message}`)),
          ...report.whileRendering.renders.map((r) => `  ${r.what}: ${r.outcome} after ${r.ms} ms`),
        ]
      : []),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { duration: { type: 'string' }, connections: { type: 'string' }, json: { type: 'boolean' } },
  });
  await runServerLoad({
    duration: values.duration === undefined ? undefined : Number(values.duration),
    connections: values.connections === undefined ? undefined : Number(values.connections),
    json: values.json,
  });
}
