/**
 * A throwaway PostgreSQL server for benchmarks that need several processes on one database (PGlite is one
 * process's): Debian's server binaries (/usr/lib/postgresql/<major>/bin), a cluster in a temporary folder,
 * trust authentication on loopback, durability off. As root the cluster belongs to the postgres user, as
 * initdb requires. Undefined when no server binaries are installed.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://… of the database `larder` (owner larder, allowed to create databases). */
  url: string;
  version: string;
  stop(): void;
}

function serverBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  const bin = serverBin();
  if (!bin) return undefined;
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = [...asOwner, join(bin, command), ...args];
    return execFileSync(file, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const work = mkdtempSync(join(tmpdir(), 'larder-bench-pg-'));
  chmodSync(work, 0o777);
  const data = join(work, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '--username=postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', ['-D', data, '-l', join(work, 'server.log'), '-w', '-t', '60', 'start', '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${work} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`]);
  execFileSync(join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres',
    '-c', 'CREATE ROLE larder LOGIN CREATEDB', '-c', 'CREATE DATABASE larder OWNER larder']);
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return {
    url: `postgres://larder@127.0.0.1:${port}/larder`,
    version,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
