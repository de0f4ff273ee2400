/** `larder bench`: runs benchmarks/ and writes benchmarks/results/latest.json. */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseCommandArgs } from '../args.ts';
import { usageError } from '../errors.ts';
import { TABLE_TOOLS, type TableToolName } from '../../../benchmarks/tables/tools.ts';
import { BENCH_USAGE } from '../usage.ts';

export async function bench(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs(argv, {
    quick: { type: 'boolean' },
    json: { type: 'boolean' },
    rows: { type: 'string' },
    only: { type: 'string' },
    'pdf-dir': { type: 'string' },
    server: { type: 'boolean' },
    designer: { type: 'boolean' },
    cli: { type: 'boolean' },
    jobs: { type: 'boolean' },
    tickets: { type: 'boolean' },
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
  // --server, --jobs, --cli and --designer each pick their part alone (several: those parts).
  const picked = Boolean(values.server || values.designer || values.cli || values.jobs || values.tickets);
  if (!picked) {
    const { runBenchmarks } = await import('../../../benchmarks/run.ts');
    await runBenchmarks({ quick: values.quick ?? false, json: values.json ?? false, sizes, pdfDir, only });
  }
  if (!picked || values.server) {
    const { runServerLoad } = await import('../../../benchmarks/server/load.ts');
    await runServerLoad({ duration: values.quick ? 5 : 20, json: values.json ?? false });
  }
  if (!picked || values.jobs) {
    const { runJobsBench } = await import('../../../benchmarks/jobs/run.ts');
    await runJobsBench({ json: values.json ?? false, ...(values.quick ? { documents: 200, twoBatches: false } : {}) });
  }
  if (!picked || values.tickets) {
    const { runTicketsBench } = await import('../../../benchmarks/server/tickets.ts');
    await runTicketsBench({ json: values.json ?? false, ...(values.quick ? { entries: 20_000, invoices: 200, repeat: 3 } : {}) });
  }
  if (!picked || values.cli) {
    const { runCliBench } = await import('../../../benchmarks/cli/run.ts');
    await runCliBench({ quick: values.quick ?? false, json: values.json ?? false });
  }
  if (!picked || values.designer) {
    const { runDesignerBench } = await import('../../../benchmarks/designer/run.ts');
    await runDesignerBench({ quick: values.quick ?? false, json: values.json ?? false });
  }
  return 0;
}
