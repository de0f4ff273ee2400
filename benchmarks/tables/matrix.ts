/**
 * The delivery-note benchmark matrix: every tool at every size, each run in a fresh child
 * process (tables/child.ts) so that its peak RSS is its own.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { TABLE_TOOLS, type TableToolName } from './tools.ts';
import type { TableRun } from './types.ts';

export interface TableResult extends Omit<TableRun, 'pdf'> {
  tool: TableToolName;
  label: string;
  rows: number;
  /** Rows laid out and paginated per second (larder: layout alone; peers: whole run). */
  rowsPerSec: number;
  peakRssMB: number;
  error?: string;
}

/** A child that takes longer than this is recorded as failed, never waited for. */
const CHILD_TIMEOUT_MS = 10 * 60 * 1000;

export async function runTableMatrix(options: { root: string; sizes: number[]; tools: TableToolName[]; pdfDir?: string }): Promise<TableResult[]> {
  const results: TableResult[] = [];
  for (const rows of options.sizes) {
    for (const tool of options.tools) {
      const label = TABLE_TOOLS[tool].label;
      process.stderr.write(`bench: delivery note ${rows} rows, ${label} ...\n`);
      const args = ['--import', 'tsx', join(options.root, 'benchmarks', 'tables', 'child.ts'), tool, String(rows)];
      if (options.pdfDir) args.push(join(options.pdfDir, `delivery-${tool}-${rows}.pdf`));
      try {
        const run = JSON.parse(lastLine(await child(args, options.root))) as TableRun & { peakRssMB: number };
        const ms = run.layoutMs ?? run.totalMs;
        results.push({ tool, label, rows, ...rounded(run), rowsPerSec: Math.round((rows * 1000) / ms) });
      } catch (error) {
        results.push({ tool, label, rows, pages: 0, pdfMs: 0, totalMs: 0, pdfBytes: 0, rowsPerSec: 0, peakRssMB: 0, error: String((error as Error).message ?? error).split('\n')[0] });
      }
    }
  }
  return results;
}

function child(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd, timeout: CHILD_TIMEOUT_MS, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.killed ? 'timed out' : `exit ${error.code}`}: ${lastLine(stderr) || error.message}`));
      else resolve(stdout);
    });
  });
}

const lastLine = (text: string): string => text.trim().split('\n').pop() ?? '';

function rounded<T extends object>(run: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(run)) out[k] = typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 10) / 10 : v;
  return out as T;
}

/** The matrix as a Markdown table, rows grouped by size. */
export function tableMarkdown(results: TableResult[]): string {
  const cell = (n: number | undefined) => (n === undefined ? '' : String(n));
  const lines = results.map((r) =>
    r.error
      ? `| ${r.rows} | ${r.label} | failed: ${r.error} | | | | | | |`
      : `| ${r.rows} | ${r.label} | ${r.pages} | ${cell(r.layoutMs)} | ${cell(r.firstPageMs)} | ${r.pdfMs} | ${r.totalMs} | ${r.rowsPerSec} | ${Math.round(r.peakRssMB)} |`,
  );
  return [
    '| rows | tool | pages | layout ms | first page ms | PDF ms | total ms | rows/s | peak RSS MB |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
  ].join('\n');
}
