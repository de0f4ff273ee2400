/**
 * Settlement at scale: the demo database, then scale data bulk-loaded in SQL (not demo data): 100,000
 * standing-book entries of one supplier at one canteen in one month, and 1,000 confirmed statements each
 * with an invoice request and an uploaded invoice (every tenth not matching). Measured through the real
 * routes (HTTP inject): making the month's statement (POST /ticket/statements; the statement is removed
 * between repeats), reading its first page of entries, and the reconciliation report over the 1,000
 * invoices. Writes benchmarks/results/tickets-<database>.json; nothing fails on the numbers.
 *
 * `larder bench --tickets [--quick]` or `npx tsx benchmarks/server/tickets.ts` (DATABASE_URL: PostgreSQL instead of PGlite).
 */
import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { restaurants, suppliers, statements } from '../../src/server/db/schema/index.ts';
import { seedDatabase, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { machineInfo } from '../machine.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface TicketsBenchOptions {
  entries?: number;
  invoices?: number;
  repeat?: number;
  json?: boolean;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function runTicketsBench(options: TicketsBenchOptions = {}): Promise<void> {
  const entries = options.entries ?? 100_000;
  const invoices = options.invoices ?? 1_000;
  const repeat = options.repeat ?? 10;
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
  const token = (await call('POST', '/sys/login', undefined, { username: 'buyer', password: DEMO_PASSWORD })).token as string;
  const db = database.db;
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.name, '鲜丰食材有限公司'));
  const [canteen] = await db.select().from(restaurants).where(eq(restaurants.name, '一食堂'));
  const [other] = await db.select().from(restaurants).where(eq(restaurants.name, '二食堂'));

  const started = Date.now();
  // a month of one supplier at one canteen: 100,000 entries, every 50th a return
  await db.execute(sql`
    insert into standing_book (id, line_id, order_no, restaurant_id, supplier_id, base_product_id, product_name, unit, arrival_date, quantity, price, amount, audited_by, source)
    select 'sb' || i, l.id, 'BENCH' || i, ${canteen!.id}, ${supplier!.id}, l.base_product_id, l.product_name, l.unit, date '2025-01-01' + (i % 31),
      case when i % 50 = 0 then -1 else 1 end, 3.25, case when i % 50 = 0 then -3.25 else 3.25 end, 'bench', case when i % 50 = 0 then 'after_sale' else 'bench' end
    from generate_series(1, ${entries}) i, (select * from order_lines limit 1) l`);
  // 1,000 confirmed statements of 二食堂, one per day from 2022, each with a request and an invoice
  await db.execute(sql`
    insert into statements (id, statement_no, supplier_id, restaurant_id, period_from, period_to, status, received_amount, return_amount, entry_count, total, created_by)
    select 'st' || i, 'DZBENCH' || i, ${supplier!.id}, ${other!.id}, date '2022-01-01' + i, date '2022-01-01' + i, 'invoiced', 100 + i, 0, 1, 100 + i, 'bench'
    from generate_series(1, ${invoices}) i`);
  await db.execute(sql`
    insert into ticket_requests (id, request_no, statement_id, supplier_id, restaurant_id, title, tax_id, amount, tax_rate, status, created_by)
    select 'rq' || i, 'KPBENCH' || i, 'st' || i, ${supplier!.id}, ${other!.id}, '第一中学二食堂', '91330100MA2BENCH1X', 100 + i, '9', 'uploaded', 'bench'
    from generate_series(1, ${invoices}) i`);
  await db.execute(sql`
    insert into supplier_tickets (id, request_id, statement_id, supplier_id, restaurant_id, invoice_no, invoice_date, amount, tax_amount, scan, mismatch, mismatch_reason, status, created_by)
    select 'tk' || i, 'rq' || i, 'st' || i, ${supplier!.id}, ${other!.id}, 'BENCH' || lpad(i::text, 8, '0'), date '2022-01-01' + i,
      case when i % 10 = 0 then 99 + i else 100 + i end, round((100 + i) * 9 / 109.0, 2), 'bench.pdf', i % 10 = 0, case when i % 10 = 0 then jsonb_build_array(jsonb_build_object('code', 'TICKET_AMOUNT_MISMATCH', 'params', jsonb_build_object('expected', (100 + i)::text || '.00', 'got', (99 + i)::text || '.00'))) end, 'uploaded', 'bench'
    from generate_series(1, ${invoices}) i`);
  await db.execute(sql`analyze standing_book`);
  await db.execute(sql`analyze statements`);
  await db.execute(sql`analyze supplier_tickets`);
  const loadSeconds = (Date.now() - started) / 1000;

  async function time(work: () => Promise<unknown>, between?: () => Promise<unknown>) {
    const samples: number[] = [];
    for (let i = 0; i < repeat + 1; i++) {
      const t = performance.now();
      await work();
      if (i > 0) samples.push(performance.now() - t); // the first run warms the caches
      await between?.();
    }
    samples.sort((a, b) => a - b);
    return { p50: round(percentile(samples, 50)), max: round(samples[samples.length - 1]!) };
  }

  let made: { id: string; entryCount: number; total: string } | null = null;
  const statement = await time(
    async () => { made = await call('POST', '/ticket/statements', token, { supplierId: supplier!.id, restaurantId: canteen!.id, month: '2025-01' }); },
    async () => { await db.delete(statements).where(eq(statements.id, made!.id)); },
  );
  made = await call('POST', '/ticket/statements', token, { supplierId: supplier!.id, restaurantId: canteen!.id, month: '2025-01' });
  const entriesPage = await time(() => call('GET', `/ticket/statements/${made!.id}/entries?pageSize=20`, token));
  let report: { rows: unknown[]; mismatches: number } | null = null;
  const reconciliation = await time(async () => { report = await call('GET', '/ticket/reconciliation?periodFrom=2022-01-01&periodTo=2024-12-31', token); });
  await app.close();
  await database.close();

  const result = {
    benchmark: 'tickets',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    machine: machineInfo(),
    date: new Date().toISOString(),
    entries,
    invoices,
    repeat,
    loadSeconds,
    statement: { ...statement, goalMs: 1000, entryCount: made!.entryCount, total: made!.total },
    statementEntriesFirstPage: entriesPage,
    reconciliation: { ...reconciliation, goalMs: 2000, rows: report!.rows.length, mismatches: report!.mismatches },
    note: 'through the routes with HTTP inject, one caller at a time; p50 and max of the repeats after one warm-up run',
  };
  await mkdir(join(ROOT, 'benchmarks', 'results'), { recursive: true });
  await writeFile(join(ROOT, 'benchmarks', 'results', `tickets-${result.database}.json`), JSON.stringify(result, null, 2) + '\n');
  if (options.json) console.log(JSON.stringify(result));
  else console.log(`tickets (${result.database}): statement of ${made!.entryCount} entries p50 ${statement.p50} ms (max ${statement.max}, goal 1000); reconciliation of ${report!.rows.length} invoices p50 ${reconciliation.p50} ms (max ${reconciliation.max}, goal 2000)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runTicketsBench();
