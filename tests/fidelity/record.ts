/**
 * Measure the whole corpus against hiprint, write each template's report folder and the
 * summary (report/summary.md), and raise the ratchet (baseline.json): a template's recorded
 * IoU only moves up, and a page count once equal to hiprint's stays required.
 *
 *   npx tsx tests/fidelity/record.ts [NAME ...]   (NAME@design: design mode)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE, readBaseline } from './baseline.ts';
import { Hiprint } from './hiprint.ts';
import { measureTemplate, measurementNames, REPORT, type TemplateFigures } from './measure.ts';

const floor3 = (n: number) => Math.floor(n * 1000) / 1000;

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : measurementNames();
const hiprint = await Hiprint.open();
const results: TemplateFigures[] = [];
try {
  for (const name of names) {
    const f = await measureTemplate(hiprint, name);
    results.push(f);
    console.log(`${name}: pages ${f.hiprintPages}/${f.larderPages}, IoU p1 ${f.firstIou.toFixed(3)}, mean ${f.meanIou.toFixed(3)}, tolerant ${f.meanTolerant.toFixed(3)}${f.larderError ? `, larder: ${f.larderError}` : ''}${f.hiprintErrors.length ? `, hiprint: ${f.hiprintErrors.join('; ')}` : ''}`);
  }
} finally {
  await hiprint.close();
}

const baseline = readBaseline();
// Templates hiprint itself fails on, or larder refuses, are reported but not ratcheted.
for (const f of results.filter((r) => r.hiprintErrors.length === 0 && r.larderError === undefined)) {
  const before = baseline[f.name];
  baseline[f.name] = {
    hiprintPages: f.hiprintPages,
    pagesEqual: (before?.pagesEqual ?? false) || f.hiprintPages === f.larderPages,
    firstIou: Math.max(before?.firstIou ?? 0, floor3(f.firstIou)),
    meanIou: Math.max(before?.meanIou ?? 0, floor3(f.meanIou)),
  };
}
writeFileSync(BASELINE, `${JSON.stringify(Object.fromEntries(Object.entries(baseline).sort()), null, 2)}\n`);

const rows = results.map(
  (f) =>
    `| ${f.name} | ${f.hiprintPages} | ${f.larderPages} | ${f.firstIou.toFixed(3)} | ${f.meanIou.toFixed(3)} | ${f.meanTolerant.toFixed(3)} | ${(f.missing * 100).toFixed(1)}% | ${(f.extra * 100).toFixed(1)}% |`,
);
const mean = (g: (f: TemplateFigures) => number) => results.reduce((s, f) => s + g(f), 0) / Math.max(1, results.length);
const summary = [
  '| template | hiprint pages | larder pages | IoU page 1 | mean IoU | tolerant | missing ink | extra ink |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  `| **all ${results.length}** | | ${results.filter((f) => f.hiprintPages === f.larderPages).length} equal | ${mean((f) => f.firstIou).toFixed(3)} | ${mean((f) => f.meanIou).toFixed(3)} | ${mean((f) => f.meanTolerant).toFixed(3)} | ${(mean((f) => f.missing) * 100).toFixed(1)}% | ${(mean((f) => f.extra) * 100).toFixed(1)}% |`,
];
const rendered = results.filter((f) => f.hiprintErrors.length === 0 && f.larderError === undefined);
const meanOf = (g: (f: TemplateFigures) => number) => rendered.reduce((s, f) => s + g(f), 0) / Math.max(1, rendered.length);
summary.push(
  `| **${rendered.length} both render** | | ${rendered.filter((f) => f.hiprintPages === f.larderPages).length} equal | ${meanOf((f) => f.firstIou).toFixed(3)} | ${meanOf((f) => f.meanIou).toFixed(3)} | ${meanOf((f) => f.meanTolerant).toFixed(3)} | ${(meanOf((f) => f.missing) * 100).toFixed(1)}% | ${(meanOf((f) => f.extra) * 100).toFixed(1)}% |`,
);
mkdirSync(REPORT, { recursive: true });
writeFileSync(join(REPORT, 'summary.md'), `${summary.join('\n')}\n`);
console.log(summary.join('\n'));
