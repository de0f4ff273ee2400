/**
 * The designer's performance targets (issue 7), measured in Chromium through the Performance API
 * and recorded in benchmarks/results/designer.json. Numbers are recorded and each target reported
 * as met or not; nothing fails on them (the machine is shared and noisy).
 *
 * 1. drag one element among 300: frames per second from requestAnimationFrame (target >= 55)
 * 2. open a 1,000-page preview: click to first painted page (target < 300 ms)
 * 3. type in the option panel: layer repaints and node updates (target: not the whole stage)
 *
 * Alone: `npx tsx benchmarks/designer/run.ts [--quick] [--json] [--only drag,typing,preview]` (parts left out
 * keep their last results, marked carriedOver); or `larder bench --designer`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM } from '../../tests/e2e/harness.ts';
import { measureDrag, type DragResult } from './drag.ts';
import { measurePreview, type PreviewResult } from './preview.ts';
import { previewData, startSession, VIEWPORT } from './session.ts';
import { crowdedTemplate, GRID_COLUMNS, GRID_ROWS, tableTemplate } from './templates.ts';
import { measureTyping, type TypingResult } from './typing.ts';
import { judge, type Verdict } from './verdicts.ts';
import { machineInfo, type MachineInfo } from '../machine.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_FILE = join(ROOT, 'benchmarks', 'results', 'designer.json');

export interface DesignerBenchOptions {
  /** Fewer repetitions (one drag, two preview openings). */
  quick?: boolean;
  json?: boolean;
  /** Parts to run (default all): for looking into one of them. */
  parts?: Part[];
}

export const PARTS = ['drag', 'typing', 'preview'] as const;
export type Part = (typeof PARTS)[number];

export interface DesignerReport extends MachineInfo {
  /** 1-minute load average before and after: a busy machine explains slow numbers. */
  loadAverage: { before: number; after: number };
  browser: string;
  viewport: typeof VIEWPORT;
  date: string;
  quick: boolean;
  targets: Verdict[];
  drag?: DragResult;
  preview?: PreviewResult;
  typing?: TypingResult;
  /** A part that could not be measured, and why. */
  errors: { part: string; message: string }[];
  /** Parts left out of this run (`--only`), kept from the results file: the date of the run that measured each. */
  carriedOver?: Partial<Record<Part, string>>;
}

export async function runDesignerBench(options: DesignerBenchOptions = {}): Promise<DesignerReport> {
  const quick = options.quick ?? false;
  const log = (line: string) => process.stderr.write(`bench designer: ${line}\n`);
  const loadBefore = loadavg()[0]!;
  const errors: DesignerReport['errors'] = [];
  const session = await startSession(log);
  const parts = options.parts ?? PARTS;
  const part = async <T>(name: Part, fn: () => Promise<T>): Promise<T | undefined> => {
    if (!parts.includes(name)) return undefined;
    log(`${name} ...`);
    try {
      return await fn();
    } catch (error) {
      // The first line: Playwright's call log repeats a locator's whole argument (megabytes of JSON).
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);
      errors.push({ part: name, message });
      // A picture of the screen at the failure, to look at rather than guess.
      const shot = join(tmpdir(), `larder-bench-designer-${name}.png`);
      const saved = await session.page.screenshot({ path: shot }).then(() => ` (screenshot ${shot})`, () => '');
      log(`${name} failed: ${message}${saved}`);
      return undefined;
    }
  };

  let drag: DragResult | undefined;
  let preview: PreviewResult | undefined;
  let typing: TypingResult | undefined;
  let browser = 'unknown';
  try {
    browser = `Chromium ${session.browser.version()} (${CHROMIUM}, headless)`;
    const elements = GRID_COLUMNS * GRID_ROWS;
    // A template each: an edited template is offered back as a draft when it is opened again.
    drag = await part('drag', async () => {
      await session.openDesigner(await session.createTemplate('bench drag 300', crowdedTemplate(elements)));
      return measureDrag(session.page, elements, quick ? 1 : 3, 2_500);
    });
    typing = await part('typing', async () => {
      await session.openDesigner(await session.createTemplate('bench typing 300', crowdedTemplate(elements)));
      return measureTyping(session.page, elements);
    });
    preview = await part('preview', async () => {
      const { data, expectedPages } = previewData(1_000);
      await session.openDesigner(await session.createTemplate('bench preview 1000', tableTemplate()));
      return measurePreview(session.page, data, expectedPages, quick ? 2 : 5, log);
    });
  } finally {
    await session.close();
  }

  // A run of some parts (--only) keeps the others' last results rather than dropping them.
  const carriedOver: Partial<Record<Part, string>> = {};
  if (parts.length < PARTS.length) {
    const previous = await readFile(RESULTS_FILE, 'utf8').then((text) => JSON.parse(text) as DesignerReport, () => undefined);
    const keep = <T>(name: Part, now: T | undefined, before: T | undefined): T | undefined => {
      if (parts.includes(name) || now !== undefined || before === undefined || !previous) return now;
      carriedOver[name] = previous.carriedOver?.[name] ?? previous.date;
      return before;
    };
    drag = keep('drag', drag, previous?.drag);
    typing = keep('typing', typing, previous?.typing);
    preview = keep('preview', preview, previous?.preview);
  }

  const report: DesignerReport = {
    ...machineInfo(),
    loadAverage: { before: r1(loadBefore), after: r1(loadavg()[0]!) },
    browser,
    viewport: VIEWPORT,
    date: new Date().toISOString(),
    quick,
    targets: judge(drag, preview, typing),
    ...(drag ? { drag } : {}),
    ...(preview ? { preview } : {}),
    ...(typing ? { typing } : {}),
    errors,
    ...(Object.keys(carriedOver).length ? { carriedOver } : {}),
  };
  await mkdir(join(ROOT, 'benchmarks', 'results'), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  if (options.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${designerTable(report)}\n\nwrote benchmarks/results/designer.json\n`);
  return report;
}

/** The short table: one row per target, then the detail each target is judged on. */
export function designerTable(report: DesignerReport): string {
  const lines = ['Designer (Chromium, Performance API; recorded, not judged)', '', '| target | measured | goal | met |', '|---|---|---|---|'];
  for (const v of report.targets) lines.push(`| ${v.target} | ${v.measured} | ${v.goal} | ${v.met === undefined ? 'n/a' : v.met ? 'yes' : 'NO'} |`);
  for (const e of report.errors) lines.push('', `error in ${e.part}: ${e.message}`);
  for (const [part, date] of Object.entries(report.carriedOver ?? {})) lines.push('', `${part}: not run now, kept from the run of ${date}`);
  return lines.join('\n');
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean' }, json: { type: 'boolean' }, only: { type: 'string' } } });
  const parts = values.only?.split(',').map((p) => p.trim()) as Part[] | undefined;
  const unknown = parts?.find((p) => !PARTS.includes(p));
  if (unknown) throw new Error(`--only: unknown part '${unknown}' (parts: ${PARTS.join(', ')})`);
  await runDesignerBench({ quick: values.quick, json: values.json, parts });
}
