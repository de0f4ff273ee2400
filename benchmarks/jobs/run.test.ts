/** The jobs benchmark at toy size, so that its code cannot rot: one process, three one-page notes, a few API calls meanwhile. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runJobsBench, type JobsBenchReport } from './run.ts';

it('queues a batch, measures its pages per second and the API meanwhile, and writes the report', async () => {
  const resultsFile = join(mkdtempSync(join(tmpdir(), 'larder-bench-jobs-test-')), 'jobs.json');
  const report = await runJobsBench({ documents: 3, lines: 2, embedded: true, twoBatches: false, connections: 1, resultsFile });
  expect(report.runs.map((r) => r.batches)).toEqual([0, 1]);
  const [idle, run] = report.runs;
  expect(idle.api.health.requests).toBeGreaterThan(0);
  expect(run).toMatchObject({ workers: 1, batches: 1, pages: 3 });
  expect(run.pagesPerSec).toBeGreaterThan(0);
  expect(run.api.health.requests).toBeGreaterThan(0);
  expect(run.api.list.requests).toBeGreaterThan(0);
  expect(run.api.health.errors + run.api.list.errors).toBe(0);
  expect(report.database).toBe('PGlite (embedded)');
  const written = JSON.parse(readFileSync(resultsFile, 'utf8')) as JobsBenchReport;
  expect(written.runs[1].pages).toBe(3);
}, 300_000);
