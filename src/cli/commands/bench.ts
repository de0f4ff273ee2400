/** `larder bench`: runs benchmarks/ and writes benchmarks/results/latest.json. */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseCommandArgs } from '../args.ts';
import { usageError } from '../errors.ts';
import { TABLE_TOOLS, type TableToolName } from '../../../benchmarks/tables/tools.ts';

export const BENCH_USAGE = `larder bench [--quick] [--json] [--rows N,N,...] [--only TOOL,...] [--pdf-dir DIR] [--server] [--designer]
  Paginates the sample templates and a generated 500-page report and writes the PDF; then
  writes a delivery note with a 6-column table at 1k, 10k and 100k rows with larder, pdfmake,
  jsPDF-AutoTable and plain pdfkit, each run in a process of its own. Records times, pages
  and peak memory in benchmarks/results/latest.json. Never fails on the numbers.
  --quick    fewer iterations, and no 100k-row run
  --json     print the JSON report instead of the tables
  --rows     delivery-note sizes to run instead
  --only     delivery-note tools to run (${Object.keys(TABLE_TOOLS).join(', ')}); the others'
             results are carried over from the last report
  --pdf-dir  keep each delivery-note PDF in DIR
  --server   only the API server load (benchmarks/server/load.ts), which a full run ends with:
             100 connections for 20 s per route (5 s with --quick); benchmarks/results/server.json
  --designer only the designer in Chromium (benchmarks/designer/run.ts), which a full run ends
             with: frames while dragging one of 300 elements, click to first page of a 1,000-page
             preview, layer draws while typing in the option panel; benchmarks/results/designer.json
             (--quick: fewer repetitions). With --server as well: those two parts only`;

export async function bench(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs(argv, {
    quick: { type: 'boolean' },
    json: { type: 'boolean' },
    rows: { type: 'string' },
    only: { type: 'string' },
    'pdf-dir': { type: 'string' },
    server: { type: 'boolean' },
    designer: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${BENCH_USAGE}\n`);
    return 0;
  }
  let sizes: number[] | undefined;
  if (values.rows !== undefined) {
    sizes = values.rows.split(',').map((s) => Number(s.trim()));
    if (!sizes.every((n) => Number.isInteger(n) && n > 0)) throw usageError(`--rows: expected positive whole numbers separated by commas, got '${values.rows}'`);
  }
  let only: TableToolName[] | undefined;
  if (values.only !== undefined) {
    only = values.only.split(',').map((s) => s.trim()) as TableToolName[];
    const unknown = only.filter((t) => !Object.hasOwn(TABLE_TOOLS, t));
    if (unknown.length > 0) throw usageError(`--only: unknown tool '${unknown[0]}' (tools: ${Object.keys(TABLE_TOOLS).join(', ')})`);
  }
  // Absolute: the runs that write there work in the package folder.
  const pdfDir = values['pdf-dir'] === undefined ? undefined : resolve(values['pdf-dir']);
  if (pdfDir) await mkdir(pdfDir, { recursive: true });
  // --server and --designer each pick their part alone (both: the two of them).
  const picked = Boolean(values.server || values.designer);
  if (!picked) {
    const { runBenchmarks } = await import('../../../benchmarks/run.ts');
    await runBenchmarks({ quick: values.quick ?? false, json: values.json ?? false, sizes, pdfDir, only });
  }
  if (!picked || values.server) {
    const { runServerLoad } = await import('../../../benchmarks/server/load.ts');
    await runServerLoad({ duration: values.quick ? 5 : 20, json: values.json ?? false });
  }
  if (!picked || values.designer) {
    const { runDesignerBench } = await import('../../../benchmarks/designer/run.ts');
    await runDesignerBench({ quick: values.quick ?? false, json: values.json ?? false });
  }
  return 0;
}
