/**
 * One benchmark run in a process of its own, so that peak RSS is this run's alone:
 * `node --import tsx benchmarks/tables/child.ts TOOL ROWS [PDF_OUT]` prints one JSON line.
 * A small warm-up run comes first: a server that writes PDFs all day has its code compiled.
 */
import { writeFileSync } from 'node:fs';
import { loadNodeFonts } from '../../host/node.ts';
import { TABLE_TOOLS, type TableToolName } from './tools.ts';

const WARM_UP_ROWS = 2_000;

const [name, rowsText, pdfOut] = process.argv.slice(2);
const tool = TABLE_TOOLS[name as TableToolName];
const rows = Number(rowsText);
if (!tool || !(rows > 0)) {
  process.stderr.write(`usage: child.ts ${Object.keys(TABLE_TOOLS).join('|')} ROWS [PDF_OUT]\n`);
  process.exit(2);
}
const fonts = await loadNodeFonts();
const run = await tool.load();
await run(Math.min(rows, WARM_UP_ROWS), fonts);
const { pdf, ...result } = await run(rows, fonts);
if (pdfOut && pdf) writeFileSync(pdfOut, pdf);
const peakRssMB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ ...result, peakRssMB })}\n`);
