/**
 * Pagination and PDF throughput. Writes benchmarks/results/latest.json and prints a table
 * (or the JSON). Numbers are recorded, never judged: a slow machine must not fail a build.
 *
 * Two parts: the sample templates and a generated 500-page report, in this process; and the
 * delivery-note table at 1k, 10k and 100k rows, larder and its peers side by side, each run
 * in a child process of its own (tables/).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { toBytes } from 'pdfkit/output';
import {
  createContext,
  createSandbox,
  loadDocumentImages,
  loadTemplate,
  openPdfWriter,
  paginate,
  paginateEach,
  type DocumentImages,
  type HostFonts,
  type Sandbox,
  type Template,
} from '../engine/index.ts';
import { createNodeHost, loadNodeFonts, PACKAGE_ROOT, PUBLIC_DIR } from '../host/node.ts';
import { MAX_SECTIONS, reportData, reportTemplate } from './report.ts';
import { runTableMatrix, tableMarkdown, type TableResult } from './tables/matrix.ts';
import { TABLE_TOOLS, type TableToolName } from './tables/tools.ts';
import { machineInfo, type MachineInfo } from './machine.ts';

export interface BenchmarkResult {
  name: string;
  ops: number;
  /** Total wall time of all ops, ms. */
  ms: number;
  msPerOp: number;
  pages: number;
  pagesPerSec: number;
  /** Heap in use and resident set after the benchmark, MB. */
  heapMB: number;
  rssMB: number;
  /** Size of the PDF written, for benchmarks that write one. */
  pdfBytes?: number;
  error?: string;
}

type Measured = Omit<BenchmarkResult, 'name' | 'heapMB' | 'rssMB'>;

/** Fixed clock and zone: benchmarks measure the same documents on every run. */
const NOW = Date.UTC(2024, 4, 1, 8, 0, 0);
const TZ = 480;

interface Manifest {
  templates: { id: string; name: string; template: string; data?: string }[];
}

/** Rows of the delivery-note table; --quick leaves out the 100k run. */
export const TABLE_SIZES = [1_000, 10_000, 100_000];
const QUICK_TABLE_SIZES = [1_000, 10_000];

export interface BenchmarkReport extends MachineInfo {
  date: string;
  quick: boolean;
  results: BenchmarkResult[];
  deliveryNote: {
    document: string;
    tools: Record<string, string>;
    runs: TableResult[];
    /** Tools not run this time (--only): their runs are the previous report's, dated. */
    carriedOver?: { tool: TableToolName; date: string }[];
  };
}

export interface BenchmarkOptions {
  quick: boolean;
  /** Print the JSON report on stdout instead of the tables. */
  json?: boolean;
  /** Delivery-note sizes to run (default: 1k, 10k, 100k; quick: 1k, 10k). */
  sizes?: number[];
  /** Folder for the delivery-note PDFs each tool wrote, to look at. */
  pdfDir?: string;
  /**
   * Delivery-note tools to run (default: all). The others' runs are carried over from the
   * last report, so that latest.json keeps its shape: peers take minutes and do not change.
   */
  only?: TableToolName[];
}

export async function runBenchmarks({ quick, json = false, sizes, pdfDir, only }: BenchmarkOptions): Promise<BenchmarkReport> {
  const fonts = await loadNodeFonts();
  const results: BenchmarkResult[] = [];
  const run = async (name: string, fn: () => Promise<Measured>) => {
    process.stderr.write(`bench: ${name} ...\n`);
    try {
      results.push({ name, ...(await fn()), ...memory() });
    } catch (error) {
      results.push({ name, ops: 0, ms: 0, msPerOp: 0, pages: 0, pagesPerSec: 0, ...memory(), error: String(error) });
    }
  };

  const manifest = (await readJsonFile(join(PUBLIC_DIR, 'templates', 'index.json')).catch(() => ({ templates: [] }))) as Manifest;
  for (const entry of manifest.templates) {
    const file = join(PUBLIC_DIR, 'templates', entry.template);
    await run(`paginate ${entry.id}`, async () => {
      const json = await readJsonFile(file);
      const template = loadTemplate(json);
      const data = entry.data ? await readJsonFile(join(PUBLIC_DIR, 'templates', entry.data)) : {};
      const images = await loadDocumentImages(createNodeHost({ templateDir: join(PUBLIC_DIR, 'templates'), remote: true }), json, data);
      return repeat(quick ? 3 : 30, () => layout(template, data, fonts, images).then((r) => r.pages.length));
    });
  }

  const none = await loadDocumentImages(createNodeHost(), {}, {});
  const sections = await sectionsFor(500, fonts, none);
  const template = loadTemplate(reportTemplate(sections));
  const data = reportData(sections);
  await run('paginate report-500', () => repeat(quick ? 1 : 3, () => layout(template, data, fonts, none).then((r) => r.pages.length)));
  await run('paginate+pdf report-500', async () => {
    let bytes = 0;
    const result = await repeat(quick ? 1 : 2, async () => {
      // Each page is written as pagination emits it, as the CLI and the worker do.
      sandbox ??= await createSandbox();
      const ctx = createContext({ fonts: fonts.book, image: none.info, now: NOW, timezoneOffset: TZ, mode: 'print', hooks: sandbox });
      const writer = await openPdfWriter({ fonts: fonts.files }, { title: 'Benchmark report', creationDate: new Date(NOW) });
      paginateEach(template, data, ctx, (page) => writer.addPage(page));
      bytes = (await toBytes(writer.end())).byteLength;
      return writer.pageCount;
    });
    return { ...result, pdfBytes: bytes };
  });
  await sandbox?.dispose();
  sandbox = undefined;

  const tools = Object.keys(TABLE_TOOLS) as TableToolName[];
  const dir = join(PACKAGE_ROOT, 'benchmarks', 'results');
  const selected = only ? tools.filter((t) => only.includes(t)) : tools;
  let runs = await runTableMatrix({ root: PACKAGE_ROOT, sizes: sizes ?? (quick ? QUICK_TABLE_SIZES : TABLE_SIZES), tools: selected, pdfDir });
  let carriedOver: { tool: TableToolName; date: string }[] | undefined;
  if (selected.length < tools.length) ({ runs, carriedOver } = await withPreviousRuns(join(dir, 'latest.json'), runs, tools));

  const report: BenchmarkReport = {
    ...machineInfo(),
    date: new Date().toISOString(),
    quick,
    results,
    deliveryNote: {
      document:
        'A4 delivery note: title, a 6-column table (sequence, code, a 20-character Chinese product name wrapping in a 110 pt column, unit, quantity, amount with sum), header repeated on every page, page numbers; Noto Sans SC embedded as subsets',
      tools: Object.fromEntries(tools.map((t) => [TABLE_TOOLS[t].label, TABLE_TOOLS[t].note])),
      runs,
      ...(carriedOver ? { carriedOver } : {}),
    },
  };
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${table(results)}\n\nDelivery note (each run in its own process):\n\n${tableMarkdown(runs)}\n\nwrote benchmarks/results/latest.json\n`);
  return report;
}

/**
 * `runs` with the previous report's runs of the tools that did not run, at the sizes that
 * ran, in the matrix's order (by size, then tool).
 */
async function withPreviousRuns(file: string, runs: TableResult[], tools: TableToolName[]): Promise<{ runs: TableResult[]; carriedOver: { tool: TableToolName; date: string }[] }> {
  const previous = (await readJsonFile(file).catch(() => undefined)) as BenchmarkReport | undefined;
  const ran = new Set(runs.map((r) => r.tool));
  const sizes = [...new Set(runs.map((r) => r.rows))];
  const old = (previous?.deliveryNote?.runs ?? []).filter((r) => !ran.has(r.tool) && sizes.includes(r.rows));
  const all = [...runs, ...old].sort((a, b) => a.rows - b.rows || tools.indexOf(a.tool) - tools.indexOf(b.tool));
  const carried = [...new Set(old.map((r) => r.tool))];
  const dated = (tool: TableToolName) => previous?.deliveryNote?.carriedOver?.find((c) => c.tool === tool)?.date ?? previous!.date;
  return { runs: all, carriedOver: carried.map((tool) => ({ tool, date: dated(tool) })) };
}

/** One sandbox for the whole run, as the worker and a server keep one: its start-up is not layout. */
let sandbox: Sandbox | undefined;

async function layout(template: Template, data: unknown, fonts: HostFonts, images: DocumentImages) {
  sandbox ??= await createSandbox();
  const ctx = createContext({ fonts: fonts.book, image: images.info, now: NOW, timezoneOffset: TZ, mode: 'print', hooks: sandbox });
  return paginate(template, data, ctx);
}

/** Run `op` `ops` times after one warm-up; `op` returns the page count it produced. */
async function repeat(ops: number, op: () => Promise<number>): Promise<Measured> {
  await op();
  let pages = 0;
  const started = performance.now();
  for (let i = 0; i < ops; i++) pages = await op();
  const ms = performance.now() - started;
  return { ops, ms: r1(ms), msPerOp: r1(ms / ops), pages, pagesPerSec: r1((pages * ops * 1000) / ms) };
}

/** How many report sections make about `target` pages: lay out a few, then scale. */
async function sectionsFor(target: number, fonts: HostFonts, images: DocumentImages): Promise<number> {
  const probe = 3;
  const { pages } = await layout(loadTemplate(reportTemplate(probe)), reportData(probe), fonts, images);
  return Math.min(MAX_SECTIONS, Math.max(1, Math.round((target * probe) / Math.max(1, pages.length))));
}

/** The sample manifests and templates are ours: plain JSON.parse, no user-facing messages. */
async function readJsonFile(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

function memory(): { heapMB: number; rssMB: number } {
  const m = process.memoryUsage();
  return { heapMB: r1(m.heapUsed / 2 ** 20), rssMB: r1(m.rss / 2 ** 20) };
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

/** The results as a Markdown table (what README's benchmark section shows). */
export function table(results: BenchmarkResult[]): string {
  const rows = results.map((r) =>
    r.error
      ? `| ${r.name} | failed: ${r.error.split('\n')[0]} | | | |`
      : `| ${r.name} | ${r.pages} | ${r.msPerOp} | ${r.pagesPerSec} | ${r.rssMB} |`,
  );
  return ['| benchmark | pages | ms/op | pages/s | RSS MB |', '| --- | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

// `npx tsx benchmarks/run.ts [--quick] [--json] [--rows N,...] [--only TOOL,...]`: these benchmarks
// alone, without the rest of `larder bench` (the server load), e.g. larder's part while tuning.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean' }, json: { type: 'boolean' }, rows: { type: 'string' }, only: { type: 'string' } } });
  const only = values.only?.split(',').map((t) => t.trim()) as TableToolName[] | undefined;
  const unknown = only?.find((t) => !Object.hasOwn(TABLE_TOOLS, t));
  if (unknown) throw new Error(`--only: unknown tool '${unknown}' (tools: ${Object.keys(TABLE_TOOLS).join(', ')})`);
  await runBenchmarks({ quick: values.quick ?? false, json: values.json ?? false, sizes: values.rows?.split(',').map(Number), only });
}
