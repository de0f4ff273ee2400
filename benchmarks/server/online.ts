/**
 * Online forms at scale: the demo database, one online form defined through the API, 1,000,000 rows
 * bulk-loaded in SQL (scale data, not demo data), then the data list through the real route (HTTP inject:
 * permission check, filters, sort, capped count) — first page, deep page, each filter and each sort.
 * Writes benchmarks/results/online-<database>.json with p50/p99 per call; nothing fails on the numbers.
 *
 * `npx tsx benchmarks/server/online.ts [--rows N] [--repeat R]` (DATABASE_URL: a PostgreSQL server instead of PGlite).
 */
import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { seedDatabase, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { machineInfo } from '../machine.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, repeat: { type: 'string', default: '30' } } });
const ROWS = Number(values.rows);
const REPEAT = Number(values.repeat);

const database = await openDatabase({ url: process.env.DATABASE_URL });
await seedDatabase(database.db);
const config = loadConfig({ LARDER_DATA_DIR: mkdtempSync(join(tmpdir(), 'larder-bench-')), LARDER_DEMO: '0', LARDER_JOBS: '0' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
  const response = await app.inject({ method, url: `${config.apiBase}${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload: payload as object } : {}) });
  const body = response.json();
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return body.result;
};
const token = (await call('POST', '/sys/login', undefined, { username: 'admin', password: DEMO_PASSWORD })).token as string;
const form = await call('POST', '/online/forms', token, {
  code: 'bench_log', title: '留样记录（压测）',
  definition: { fields: [
    { name: 'dish', label: '菜品', type: 'text', required: true, list: true, filter: true, sortable: true },
    { name: 'grams', label: '克数', type: 'number', list: true, sortable: true },
    { name: 'day', label: '日期', type: 'date', list: true, filter: true, sortable: true },
    { name: 'level', label: '级别', type: 'select', dictCode: 'priority', list: true, filter: true },
    { name: 'note', label: '备注', type: 'textarea' },
  ] },
});
const started = Date.now();
await database.db.execute(sql`
  insert into online_rows (id, form_id, data, created_at, created_by)
  select 'r' || i, ${form.id},
    jsonb_build_object('dish', (array['番茄炒蛋','青椒肉丝','白菜豆腐','红烧肉','清炒时蔬','麻婆豆腐','宫保鸡丁'])[1 + i % 7] || ' ' || (i % 5000),
      'grams', 125 + i % 376, 'day', to_char(date '2026-01-01' + (i % 330), 'YYYY-MM-DD'), 'level', (array['L','M','H'])[1 + i % 3], 'note', null),
    timestamptz '2026-01-01' + i * interval '1 second', 'admin'
  from generate_series(1, ${ROWS}) i`);
await database.db.execute(sql`analyze online_rows`);
const loadSeconds = (Date.now() - started) / 1000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function time(query: Record<string, string>) {
  const url = `/online/data/bench_log?${new URLSearchParams({ pageSize: '20', ...query })}`;
  await call('GET', url, token); // warm
  const samples: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const t = performance.now();
    await call('GET', url, token);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: Math.round(percentile(samples, 50) * 10) / 10, p99: Math.round(percentile(samples, 99) * 10) / 10 };
}

const f = (filters: Record<string, string>) => JSON.stringify(filters);
const results: Record<string, { p50: number; p99: number }> = {
  'list:first page (createTime desc)': await time({}),
  'list:page 100': await time({ pageNo: '100' }),
  'sort:dish asc': await time({ column: 'dish', order: 'asc' }),
  'sort:grams desc': await time({ column: 'grams', order: 'desc' }),
  'sort:day asc': await time({ column: 'day', order: 'asc' }),
  'filter:dish starts with 红烧肉 1': await time({ filters: f({ dish: '红烧肉 1' }) }),
  'filter:level = H': await time({ filters: f({ level: 'H' }) }),
  'filter:day = 2026-06-01': await time({ filters: f({ day: '2026-06-01' }) }),
  'filter:level = H, sort grams asc': await time({ filters: f({ level: 'H' }), column: 'grams', order: 'asc' }),
  'filter:day + level, sort dish': await time({ filters: f({ day: '2026-06-01', level: 'M' }), column: 'dish', order: 'asc' }),
};
await app.close();
await database.close();

const worst = Math.max(...Object.values(results).map((v) => v.p99));
const report = {
  benchmark: 'online-forms',
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  machine: machineInfo(),
  rows: ROWS,
  repeat: REPEAT,
  loadSeconds,
  goalP99Ms: 150,
  worstP99Ms: worst,
  note: 'the data list route through HTTP inject, one caller at a time; totals exact ten pages ahead (at least 1,000), past that the planner estimate',
  results,
};
await mkdir(join(ROOT, 'benchmarks', 'results'), { recursive: true });
await writeFile(join(ROOT, 'benchmarks', 'results', `online-${report.database}.json`), JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify({ rows: ROWS, loadSeconds, worstP99Ms: worst, results }, null, 0));
