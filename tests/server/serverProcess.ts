/**
 * A real server process (`larder serve`) for tests and benchmarks that need more than one process, or one
 * that can be killed: spawned with its own environment, called over HTTP, stopped or killed by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { until as poll } from './until.ts';

const LARDER = join(import.meta.dirname, '../../src/cli/larder.mjs');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (standard output and error). */
  output(): string;
  /** Call the API (path without the /api base); the parsed envelope. */
  call(method: string, path: string, options?: { token?: string; body?: unknown; query?: Record<string, string> }): Promise<{ status: number; body: any }>;
  login(username: string, password?: string): Promise<string>;
  /** A stored file's bytes (GET /sys/common/static/{path}). */
  download(path: string, token: string): Promise<Buffer>;
  /** SIGKILL: the process ends at once, mid-whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM: the process stops cleanly. */
  stop(): Promise<void>;
}

/**
 * Start `larder serve` on a free port with `env` over the current environment (keys set to undefined are
 * removed, e.g. DATABASE_URL for the embedded database); resolves once it listens.
 */
export async function spawnServer(env: Record<string, string | undefined>, startupMs = 180_000): Promise<ServerProcess> {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(process.execPath, [LARDER, 'serve', '--port', '0', '--host', '127.0.0.1'], { env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${startupMs} ms:\n${output}`));
    }, startupMs);
    const look = () => {
      const found = /serving .*at (http:\/\/\S+?)\/? \(/.exec(output);
      if (found) {
        clearTimeout(timer);
        child.stdout!.off('data', look);
        resolve(found[1].replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (exit code ${code}) before it listened:\n${output}`));
    });
  });
  const call: ServerProcess['call'] = async (method, path, options = {}) => {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const response = await fetch(`${url}/api${path}${query}`, {
      method,
      headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the raw text
    }
    return { status: response.status, body };
  };
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    child,
    output: () => output,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const { body } = await call('POST', '/sys/login', { body: { username, password } });
      if (!body?.success) throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
      return body.result.token as string;
    },
    async download(path, token) {
      const response = await fetch(`${url}/api/sys/common/static/${path}`, { headers: { 'x-access-token': token } });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** Poll `probe` until `ok` (every 200 ms), or throw after `ms` (real processes get five minutes). */
export const until = <T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 300_000): Promise<T> => poll(probe, ok, ms, 200);
