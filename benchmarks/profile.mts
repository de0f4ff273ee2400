/**
 * Profile larder's layout of the delivery note:
 * `node --cpu-prof --import tsx benchmarks/profile.mts [ROWS] [RUNS] [--stream]`. An .mts file
 * so tsx keeps it ESM: CJS output of the same code runs about twice as slow. --stream lays
 * out with streamPages (pages before the page count is known) instead of paginateEach.
 */
import { createContext, loadTemplate, paginateEach, streamPages } from '../engine/index.ts';
import { loadNodeFonts } from '../host/node.ts';
import { deliveryNoteData, deliveryNoteTemplate } from './delivery-note.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const stream = process.argv.includes('--stream');
const rows = Number(args[0] ?? 100_000);
const runs = Number(args[1] ?? 3);
const fonts = await loadNodeFonts();
const template = loadTemplate(deliveryNoteTemplate());
const data = deliveryNoteData(rows);
const layouts: number[] = [];
const cpus: number[] = [];
const firsts: number[] = [];
for (let run = 0; run < runs; run++) {
  let pages = 0;
  let first = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const ctx = createContext({ fonts: fonts.book, now: 0, mode: 'print' });
  const onPage = () => {
    if (pages++ === 0) first = performance.now() - started;
  };
  if (stream) streamPages(template, data, ctx, { page: onPage, fill: () => undefined });
  else paginateEach(template, data, ctx, onPage);
  const ms = performance.now() - started;
  layouts.push(ms);
  const used = process.cpuUsage(cpu);
  cpus.push((used.user + used.system) / 1000);
  firsts.push(first);
  process.stdout.write(`${rows} rows: ${pages} pages, layout ${ms.toFixed(1)} ms, first page ${first.toFixed(1)} ms\n`);
}
const least = (xs: number[]) => Math.min(...xs).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!.toFixed(1);
process.stdout.write(`layout min ${least(layouts)} median ${median(layouts)}; first page min ${least(firsts)} median ${median(firsts)}; cpu min ${least(cpus)} median ${median(cpus)}\n`);
