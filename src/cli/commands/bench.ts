/** `larder bench`: runs benchmarks/ and writes benchmarks/results/latest.json. */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseCommandArgs } from '../args.ts';
import { usageError } from '../errors.ts';

export const BENCH_USAGE = `larder bench [--quick] [--json] [--rows N,N,...] [--pdf-dir DIR]
  Paginates the sample templates and a generated 500-page report and writes the PDF; then
  writes a delivery note with a 6-column table at 1k, 10k and 100k rows with larder, pdfmake,
  jsPDF-AutoTable and plain pdfkit, each run in a process of its own. Records times, pages
  and peak memory in benchmarks/results/latest.json. Never fails on the numbers.
  --quick    fewer iterations, and no 100k-row run
  --json     print the JSON report instead of the tables
  --rows     delivery-note sizes to run instead
  --pdf-dir  keep each delivery-note PDF in DIR`;

export async function bench(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs(argv, {
    quick: { type: 'boolean' },
    json: { type: 'boolean' },
    rows: { type: 'string' },
    'pdf-dir': { type: 'string' },
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
  // Absolute: the runs that write there work in the package folder.
  const pdfDir = values['pdf-dir'] === undefined ? undefined : resolve(values['pdf-dir']);
  if (pdfDir) await mkdir(pdfDir, { recursive: true });
  const { runBenchmarks } = await import('../../../benchmarks/run.ts');
  await runBenchmarks({ quick: values.quick ?? false, json: values.json ?? false, sizes, pdfDir });
  return 0;
}
