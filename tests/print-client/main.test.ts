/** `npm run print-client` as a user runs it: the real program in a child process. */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answer, connect, makePdf, pdfinfo, tempDir } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const MAIN = join(ROOT, 'src/print-client/main.ts');

const runSync = (args: string[]) => spawnSync(process.execPath, [TSX, MAIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('print-client program', () => {
  it('prints help', () => {
    const r = runSync(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Usage: npm run print-client -- \[options\]/);
    expect(r.stdout).toContain('--spool DIR');
    expect(r.stdout).toMatch(/--keep-days N +with CUPS, remove the job PDFs kept for reprints after N days \(default 30;/);
  });

  it('explains a bad option and exits 2', () => {
    const r = runSync(['--port', 'eighty']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("larder-print: --port: expected a port number from 0 to 65535, got 'eighty' (see --help)\n");
  });

  it('starts, says where it listens and how it prints, prints a job, and stops on SIGTERM', async () => {
    const spool = tempDir();
    const child = spawn(process.execPath, [TSX, MAIN, '--port', '0', '--spool', spool, '--token', 'tok', '--lang', 'en'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start line in: ${out}`)), 30_000);
        child.stdout.on('data', () => {
          const match = /listening on (http:\/\/localhost:\d+)/.exec(out);
          if (match && out.includes('origins:')) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
      });
      expect(out).toContain(`mode:    spool — jobs are written as PDF files to ${spool}`);
      expect(out).toContain(`job log: ${join(spool, 'jobs.jsonl')}`);
      expect(out).toContain('token:   required');
      const socket = await connect(url, { token: 'tok' });
      socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(2), replyId: 'cli', templateId: 'from-cli' });
      const { event, reply } = await answer(socket, 'cli');
      expect(event).toBe('success');
      expect(pdfinfo(join(spool, `${reply.jobId}.pdf`)).pages).toBe(2);
      socket.close();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(out).toMatch(/job \S+ from-cli → larder-spool/);
    const log = readFileSync(join(spool, 'jobs.jsonl'), 'utf8').trim().split('\n');
    expect(log).toHaveLength(1);
  }, 60_000);

  it('says so when the port is taken', async () => {
    const { startSpoolClient } = await import('./helpers.ts');
    const first = await startSpoolClient();
    try {
      const r = runSync(['--port', String(first.port), '--spool', tempDir()]);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`port ${first.port} on 127.0.0.1 is in use (is another print client running?)`);
    } finally {
      await first.close();
    }
  }, 60_000);
});
