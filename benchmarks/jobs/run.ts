/**
 * Batch printing through the job queue (issue 15): 1,000 delivery notes of 20 lines each into one PDF,
 * with 1 and with 2 worker processes — real `larder serve` processes on one PostgreSQL (a throwaway
 * cluster, or DATABASE_URL's server), beside an API-only process (LARDER_JOBS=0) that takes the requests.
 * Pages per second from the job's own times (queued to completed), and meanwhile the API's /health and a
 * list call (the print templates, a database query) under a light, steady load: p50/p99 and errors.
 * Two batches at once are run as well: one batch is one job, worked chunk after chunk by one process, so
 * a second worker process adds throughput when there is more than one batch.
 *
 * Without PostgreSQL the run falls back to one process on the embedded database (API and worker
 * together), and says so. Writes benchmarks/results/jobs.json; nothing fails on the numbers.
 *
 * Alone: `npx tsx benchmarks/jobs/run.ts [--documents N] [--lines N] [--workers 1,2] [--json]`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { dropDatabase, withClient, withDatabase } from '../../tests/server/globalSetup.ts';
import { spawnServer, until, type ServerProcess } from '../../tests/server/serverProcess.ts';
import { machineInfo, type MachineInfo } from '../machine.ts';
import { startThrowawayPostgres } from './postgres.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const JOBS_RESULTS_FILE = join(ROOT, 'benchmarks', 'results', 'jobs.json');

export interface JobsBenchOptions {
  /** Delivery notes per batch (default 1,000). */
  documents?: number;
  /** Lines per delivery note (default 20). */
  lines?: number;
  /** Worker process counts to run (default 1 and 2). */
  workers?: number[];
  /** Also run two batches at once per worker count (default true). */
  twoBatches?: boolean;
  /** Connections per API route while the batches run (default 5). */
  connections?: number;
  /** Force the embedded database (one process; workers must be [1]). */
  embedded?: boolean;
  json?: boolean;
  resultsFile?: string;
}

export interface Latency {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

export interface JobsRun {
  workers: number;
  /** 0: no batch, the same API load for a few seconds (what the machine gives without batch work). */
  batches: number;
  pages: number;
  /** From the first batch queued to the last completed (the jobs' own times). */
  seconds: number;
  pagesPerSec: number;
  api: { health: Latency; list: Latency };
}

export interface JobsBenchReport extends MachineInfo {
  loadAverage: { before: number; after: number };
  date: string;
  database: string;
  processes: string;
  documents: number;
  linesPerDocument: number;
  runs: JobsRun[];
  notes: string[];
}

export async function runJobsBench(options: JobsBenchOptions = {}): Promise<JobsBenchReport> {
  const documents = options.documents ?? 1000;
  const lines = options.lines ?? 20;
  const loadBefore = loadavg()[0]!;
  const postgres = options.embedded ? undefined : process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, version: 'PostgreSQL (DATABASE_URL)', stop() {} } : await startThrowawayPostgres();
  const workerCounts = postgres ? (options.workers ?? [1, 2]) : [1];
  const notes: string[] = [];
  if (!postgres) notes.push('No PostgreSQL server: one process on the embedded database, API and worker together (PGlite is one process\'s).');
  const runs: JobsRun[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'larder-bench-jobs-'));
  try {
    for (const workers of workerCounts) {
      const cluster = await startProcesses({ postgres: postgres?.url, workers, scratch: join(scratch, `w${workers}`) });
      try {
        // Untimed: the worker's first document starts its render process and loads the fonts.
        await runBatches(cluster.api, { batches: 1, documents: 2, lines, connections: 1 });
        for (const batches of options.twoBatches === false ? [0, 1] : [0, 1, 2]) {
          process.stderr.write(batches === 0 ? `bench: jobs, the API alone (${workers} idle worker process(es)) ...\n` : `bench: jobs, ${batches} batch(es) of ${documents} delivery notes, ${workers} worker process(es) ...\n`);
          runs.push({ workers, ...(await runBatches(cluster.api, { batches, documents, lines, connections: options.connections ?? 5 })) });
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  const report: JobsBenchReport = {
    ...machineInfo(),
    loadAverage: { before: r1(loadBefore), after: r1(loadavg()[0]!) },
    date: new Date().toISOString(),
    database: postgres ? postgres.version : 'PGlite (embedded)',
    processes: postgres ? 'one API process (LARDER_JOBS=0) and N worker processes (larder serve), one render process each' : 'one process: API and worker together',
    documents,
    linesPerDocument: lines,
    runs,
    notes,
  };
  const file = options.resultsFile ?? JOBS_RESULTS_FILE;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  if (options.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else printReport(report);
  return report;
}

/** The API process and the worker processes, sharing one database and one upload folder. */
async function startProcesses(setup: { postgres?: string; workers: number; scratch: string }): Promise<{ api: ServerProcess; stop(): Promise<void> }> {
  const started: ServerProcess[] = [];
  const stop = async () => {
    for (const server of started.reverse()) await server.stop();
  };
  const common = { LARDER_JOBS_POLL_S: '0.5', LARDER_UPLOAD_DIR: join(setup.scratch, 'uploads') };
  try {
    if (!setup.postgres) {
      const api = await spawnServer({ ...common, DATABASE_URL: undefined, LARDER_DATA_DIR: join(setup.scratch, 'api'), LARDER_DEMO: '1' });
      started.push(api);
      return { api, stop };
    }
    const url = await freshDatabase(setup.postgres, `larder_bench_jobs_${setup.workers}_${process.pid}`);
    // The API process migrates and seeds the new database; the workers start on it afterwards.
    const api = await spawnServer({ ...common, DATABASE_URL: url, LARDER_DATA_DIR: join(setup.scratch, 'api'), LARDER_DEMO: '1', LARDER_JOBS: '0' });
    started.push(api);
    for (let i = 0; i < setup.workers; i++) {
      started.push(await spawnServer({ ...common, DATABASE_URL: url, LARDER_DATA_DIR: join(setup.scratch, `worker${i}`), LARDER_DEMO: '0', LARDER_JOBS: '1' }));
    }
    return { api, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function freshDatabase(url: string, name: string): Promise<string> {
  await dropDatabase(url, name);
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
  return withDatabase(url, name);
}

const note = JSON.parse(readFileSync(join(ROOT, 'public/templates/delivery-note.data.json'), 'utf8'));
/** Delivery note i with `lines` lines (the sample's lines repeated as needed). */
const deliveryNote = (i: number, lines: number) => ({
  ...note,
  orderNo: `DN-${String(i).padStart(6, '0')}`,
  items: Array.from({ length: lines }, (_, n) => note.items[n % note.items.length]),
});

/** Queue `batches` batches at once, load the API meanwhile, wait for all to complete. */
async function runBatches(api: ServerProcess, setup: { batches: number; documents: number; lines: number; connections: number }): Promise<Omit<JobsRun, 'workers'>> {
  const token = await api.login('admin');
  const [template] = (await api.call('GET', '/print/templates', { token, query: { name: '送货单', pageSize: '10' } })).body.result.records;
  const records = Array.from({ length: setup.documents }, (_, i) => deliveryNote(i + 1, setup.lines));
  const headers = { 'x-access-token': token, 'accept-encoding': 'gzip, br' };
  const load = (path: string) => autocannon({ url: `${api.url}${path}`, headers, connections: setup.connections, duration: 3600, timeout: 10 });
  const health = load('/api/health');
  const list = load('/api/print/templates?pageSize=10');
  let ids: string[];
  let jobs: Array<{ createdOn: string; completedOn: string | null; state: string; file: { pages: number } | null }>;
  if (setup.batches === 0) {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    health.stop();
    list.stop();
    return { batches: 0, pages: 0, seconds: r1((Date.now() - started) / 1000), pagesPerSec: 0, api: { health: latency(await health), list: latency(await list) } };
  }
  try {
    ids = [];
    for (let b = 0; b < setup.batches; b++) {
      const queued = await api.call('POST', '/jobs/print-batch', { token, body: { templateId: template.id, records, title: `bench-${b}` } });
      if (!queued.body?.success) throw new Error(`the batch was not queued: ${JSON.stringify(queued.body)}`);
      ids.push(queued.body.result.jobId);
    }
    jobs = await until(
      () => Promise.all(ids.map(async (id) => (await api.call('GET', `/jobs/${id}`, { token })).body.result)),
      (all) => all.every((job) => ['completed', 'failed', 'cancelled'].includes(job.state)),
      3_600_000,
    );
  } finally {
    health.stop();
    list.stop();
  }
  const failed = jobs.filter((job) => job.state !== 'completed');
  if (failed.length > 0) throw new Error(`batches did not complete: ${JSON.stringify(failed)}`);
  const pages = jobs.reduce((sum, job) => sum + job.file!.pages, 0);
  const start = Math.min(...jobs.map((job) => Date.parse(job.createdOn)));
  const end = Math.max(...jobs.map((job) => Date.parse(job.completedOn!)));
  const seconds = (end - start) / 1000;
  return { batches: setup.batches, pages, seconds: r1(seconds), pagesPerSec: r1(pages / seconds), api: { health: latency(await health), list: latency(await list) } };
}

const latency = (result: Result): Latency => ({
  requests: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

const r1 = (n: number) => Math.round(n * 10) / 10;

function printReport(report: JobsBenchReport): void {
  const out = [`jobs: ${report.documents} delivery notes of ${report.linesPerDocument} lines per batch; ${report.database}; ${report.processes}`];
  out.push('workers  batches  pages  seconds  pages/s  /health p50/p99 ms  list p50/p99 ms  errors');
  for (const run of report.runs) {
    out.push(
      [run.workers, run.batches, run.pages, run.seconds, run.pagesPerSec].map(String).map((s, i) => s.padStart([7, 8, 6, 8, 8][i]!)).join(' ') +
        `  ${`${run.api.health.p50}/${run.api.health.p99}`.padStart(18)}  ${`${run.api.list.p50}/${run.api.list.p99}`.padStart(15)}  ${run.api.health.errors + run.api.list.errors + run.api.health.non2xx + run.api.list.non2xx}`,
    );
  }
  for (const note of report.notes) out.push(note);
  out.push(`load average ${report.loadAverage.before} before, ${report.loadAverage.after} after`);
  process.stdout.write(`${out.join('\n')}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { documents: { type: 'string' }, lines: { type: 'string' }, workers: { type: 'string' }, json: { type: 'boolean' }, embedded: { type: 'boolean' } },
  });
  await runJobsBench({
    documents: values.documents === undefined ? undefined : Number(values.documents),
    lines: values.lines === undefined ? undefined : Number(values.lines),
    workers: values.workers === undefined ? undefined : values.workers.split(',').map(Number),
    embedded: values.embedded,
    json: values.json,
  });
}
