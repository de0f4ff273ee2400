/**
 * A throwaway CUPS scheduler for the print client's tests: Debian's cupsd with its own configuration,
 * spool and state in a temporary folder, listening on a free loopback port. Its printers send each
 * job to a small backend that keeps the document and the job's options as files, so a test reads
 * back what CUPS handed to the printer. The system's own CUPS (if any) is not touched; programs
 * reach this one through CUPS_SERVER.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CUPSD = '/usr/sbin/cupsd';
const CUPS_LIB = '/usr/lib/cups';

export interface CapturedJob {
  /** The CUPS job number. */
  id: number;
  document: Buffer;
  /** The copies argument and the job's options as the backend received them. */
  copies: number;
  options: Record<string, string>;
}

export interface TestCups {
  /** host:port, for CUPS_SERVER. */
  server: string;
  /** Add a printer whose jobs are captured; `info` becomes printer-info. */
  addPrinter(name: string, options?: { info?: string; makeDefault?: boolean }): void;
  /** Stop a printer (cupsdisable). */
  disable(name: string): void;
  /** The jobs a printer received so far, oldest first. */
  captured(name: string): CapturedJob[];
  stop(): Promise<void>;
}

/** The backend: with no arguments it lists its device; otherwise it keeps the document and the options. */
const CAPTURE_BACKEND = `#!/bin/sh
if [ $# -eq 0 ]; then echo 'direct capture "Unknown" "larder test capture"'; exit 0; fi
dir=\${DEVICE_URI#capture:}
if [ $# -ge 6 ]; then cat "$6" > "$dir/$1.pdf.part"; else cat > "$dir/$1.pdf.part"; fi
printf '%s\\n%s\\n' "$4" "$5" > "$dir/$1.options"
mv "$dir/$1.pdf.part" "$dir/$1.pdf"
exit 0
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Parse "a=1 b='x y' c" as CUPS writes job options (values may be quoted). */
function parseOptions(line: string): Record<string, string> {
  const options: Record<string, string> = {};
  for (const match of line.matchAll(/([^\s=]+)(?:=('[^']*'|"[^"]*"|\S*))?/g)) {
    options[match[1]!] = (match[2] ?? '').replace(/^['"]|['"]$/g, '');
  }
  return options;
}

export async function startCupsd(): Promise<TestCups> {
  if (!existsSync(CUPSD) || !existsSync('/usr/sbin/lpadmin')) {
    throw new Error(`The CUPS tests need Debian's cups-daemon and cups-client (apt-get install cups-daemon cups-client; .ci/run installs them): ${CUPSD} not found`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'larder-cupsd-'));
  for (const sub of ['spool', 'cache', 'state', 'log', 'ppd', 'out', 'bin/backend']) mkdirSync(join(dir, sub), { recursive: true });
  for (const sub of ['filter', 'daemon', 'cgi-bin', 'driver', 'monitor', 'notifier']) {
    if (existsSync(join(CUPS_LIB, sub))) symlinkSync(join(CUPS_LIB, sub), join(dir, 'bin', sub));
  }
  const backend = join(dir, 'bin/backend/capture');
  writeFileSync(backend, CAPTURE_BACKEND);
  // 0700: cupsd runs the backend as its own user, so it can write into this private folder.
  chmodSync(backend, 0o700);
  const port = await freePort();
  const server = `127.0.0.1:${port}`;
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'cupsd.conf'),
    [
      `Listen ${server}`,
      'LogLevel warn',
      'DefaultAuthType None',
      'WebInterface No',
      'Browsing No',
      '<Location />',
      '  Order allow,deny',
      '  Allow all',
      '</Location>',
      '<Policy default>',
      '  <Limit All>',
      '    Order deny,allow',
      '  </Limit>',
      '</Policy>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'cups-files.conf'),
    [
      'FileDevice No',
      `ServerRoot ${dir}`,
      `ServerBin ${join(dir, 'bin')}`,
      `RequestRoot ${join(dir, 'spool')}`,
      `TempDir ${join(dir, 'spool')}`,
      `CacheDir ${join(dir, 'cache')}`,
      `StateDir ${join(dir, 'state')}`,
      `ErrorLog ${join(dir, 'log/error_log')}`,
      `AccessLog ${join(dir, 'log/access_log')}`,
      `PageLog ${join(dir, 'log/page_log')}`,
      // cupsd refuses to run filters as root; as another user it runs everything as that user.
      ...(asRoot ? ['User lp', 'Group lp'] : []),
      '',
    ].join('\n'),
  );
  const env = { ...process.env, CUPS_SERVER: server, LC_ALL: 'C', LANG: 'C' };
  const daemon: ChildProcess = spawn(CUPSD, ['-f', '-c', join(dir, 'cupsd.conf'), '-s', join(dir, 'cups-files.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
  const run = (command: string, args: string[]): string => execFileSync(command, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  const started = Date.now();
  for (;;) {
    let state = '';
    try {
      state = run('lpstat', ['-r']);
    } catch {
      // not listening yet
    }
    if (/scheduler is running/.test(state)) break;
    if (daemon.exitCode !== null || Date.now() - started > 15_000) {
      const log = existsSync(join(dir, 'log/error_log')) ? readFileSync(join(dir, 'log/error_log'), 'utf8') : '';
      daemon.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`cupsd did not start on ${server}: ${log.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const outOf = (name: string) => join(dir, 'out', name);
  return {
    server,
    addPrinter(name, options = {}) {
      mkdirSync(outOf(name), { recursive: true });
      // A raw queue: the document reaches the backend as sent (CUPS warns raw queues are deprecated).
      run('/usr/sbin/lpadmin', ['-p', name, '-E', '-v', `capture:${outOf(name)}`, '-m', 'raw', ...(options.info ? ['-D', options.info] : [])]);
      if (options.makeDefault) run('/usr/sbin/lpadmin', ['-d', name]);
    },
    disable(name) {
      run('/usr/sbin/cupsdisable', [name]);
    },
    captured(name) {
      if (!existsSync(outOf(name))) return [];
      return readdirSync(outOf(name))
        .filter((file) => file.endsWith('.pdf'))
        .map((file) => Number(file.slice(0, -4)))
        .sort((a, b) => a - b)
        .map((id) => {
          const [copies = '1', options = ''] = readFileSync(join(outOf(name), `${id}.options`), 'utf8').split('\n');
          return { id, document: readFileSync(join(outOf(name), `${id}.pdf`)), copies: Number(copies), options: parseOptions(options) };
        });
    },
    async stop() {
      if (daemon.exitCode === null) {
        daemon.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (daemon.exitCode === null) daemon.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
