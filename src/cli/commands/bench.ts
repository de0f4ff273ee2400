/** `larder bench`: runs benchmarks/ and writes benchmarks/results/latest.json. */
import { parseCommandArgs } from '../args.ts';

export const BENCH_USAGE = `larder bench [--quick]
  Paginates the sample templates and a generated 500-page report, writes the PDF, and
  records ops, ms, pages/s and memory in benchmarks/results/latest.json.
  --quick runs fewer iterations. Never fails on the numbers.`;

export async function bench(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs(argv, { quick: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    process.stdout.write(`${BENCH_USAGE}\n`);
    return 0;
  }
  const { runBenchmarks } = await import('../../../benchmarks/run.ts');
  await runBenchmarks({ quick: values.quick ?? false });
  return 0;
}
