/**
 * pdfmake as a user would run it: one process that reads the fonts, writes the delivery note of ROWS rows
 * and exits. Bundled to plain JavaScript before it is timed (benchmarks/cli/run.ts), as larder's command is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfmakeRun } from '../peers/pdfmake.ts';

const [rowsText, out, publicDir] = process.argv.slice(2);
const files = {
  'NotoSansSC-Regular': readFileSync(join(publicDir!, 'fonts/NotoSansSC-Regular.ttf')),
  'NotoSansSC-Bold': readFileSync(join(publicDir!, 'fonts/NotoSansSC-Bold.ttf')),
};
const run = await pdfmakeRun(Number(rowsText), { files }, true);
writeFileSync(out!, run.pdf!);
process.stderr.write(`${run.pages} pages\n`);
