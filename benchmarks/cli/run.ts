/**
 * The command line as users meet it: whole processes, start-up included (issue 14). `larder --help`, a
 * one-page receipt, and the 10,000-row delivery note against pdfmake writing the same note in a process
 * of its own. Both sides run as plain JavaScript built beforehand: larder's command from dist-node/ (what
 * `npm install` builds), pdfmake's script bundled here. Writes benchmarks/results/cli.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// @ts-expect-error: a plain ES module without types (the build step of `npm install`).
import { buildNodeBundle } from '../../src/build/nodeBundle.mjs';
import { deliveryNoteData, deliveryNoteTemplate } from '../delivery-note.ts';
import { machineInfo } from '../machine.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LARDER = join(ROOT, 'src/cli/larder.mjs');

export interface CliBenchOptions {
  quick: boolean;
  json: boolean;
}

interface Timing {
  medianMs: number;
  minMs: number;
  runs: number;
}

/** Run `args` with node `runs` times after one untimed run (disk cache); the process must succeed. */
function timeProcess(args: string[], runs: number, cwd: string): Timing {
  const once = () => {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, LARDER_FROM_SOURCE: '' } });
    const ms = performance.now() - started;
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status}): ${result.stderr}`);
    return ms;
  };
  once();
  const times = Array.from({ length: runs }, once).sort((a, b) => a - b);
  return { medianMs: Math.round(times[times.length >> 1]!), minMs: Math.round(times[0]!), runs };
}

export async function runCliBench(options: CliBenchOptions): Promise<void> {
  const runs = options.quick ? 3 : 7;
  const work = mkdtempSync(join(tmpdir(), 'larder-cli-bench-'));
  try {
    await buildNodeBundle();
    // Beside its source, so that the bundle finds pdfmake in the package's node_modules.
    const pdfmakeScript = join(ROOT, 'benchmarks/cli/.pdfmake.tmp.mjs');
    await build({
      entryPoints: [join(ROOT, 'benchmarks/cli/pdfmakeMain.ts')],
      outfile: pdfmakeScript,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    const rows = 10_000;
    writeFileSync(join(work, 'note.json'), JSON.stringify(deliveryNoteTemplate()));
    writeFileSync(join(work, 'note.data.json'), JSON.stringify(deliveryNoteData(rows)));
    const receipt = join(ROOT, 'public/templates/receipt');

    const help = timeProcess([LARDER, '--help'], runs, work);
    const receiptRun = timeProcess([LARDER, 'render', `${receipt}.json`, '--data', `${receipt}.data.json`, '--out', join(work, 'receipt.pdf')], runs, work);
    const larderNote = timeProcess([LARDER, 'render', join(work, 'note.json'), '--data', join(work, 'note.data.json'), '--out', join(work, 'note.pdf')], runs, work);
    const pdfmakeNote = timeProcess([pdfmakeScript, String(rows), join(work, 'note-pdfmake.pdf'), join(ROOT, 'public')], runs, work);
    rmSync(pdfmakeScript, { force: true });

    const report = {
      date: new Date().toISOString(),
      machine: machineInfo(),
      note: 'whole processes (node start-up, module loading, fonts, layout, PDF, exit), median of the runs after one untimed run',
      results: {
        help: { ...help, goalMs: 300 },
        receipt: { ...receiptRun, goalMs: 500 },
        deliveryNote10k: { larder: larderNote, pdfmake: pdfmakeNote, speedup: Number((pdfmakeNote.medianMs / larderNote.medianMs).toFixed(1)), goalSpeedup: 5 },
      },
    };
    writeFileSync(join(ROOT, 'benchmarks/results/cli.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (options.json) process.stdout.write(`${JSON.stringify(report)}\n`);
    else {
      process.stdout.write(
        `\nCommand line, whole processes (median of ${runs}):\n` +
          `  larder --help                          ${help.medianMs} ms (goal < 300)\n` +
          `  larder render receipt (1 page)         ${receiptRun.medianMs} ms (goal < 500)\n` +
          `  delivery note, 10,000 rows: larder     ${larderNote.medianMs} ms\n` +
          `                              pdfmake    ${pdfmakeNote.medianMs} ms  (larder ${report.results.deliveryNote10k.speedup}x faster; goal 5x)\n`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
