/**
 * Ordering at scale: the demo database plus N order lines (default 1,000,000) in 10,000 order groups,
 * spread over the lifecycle's states (most audited, a few percent in each queue), then the six pending
 * counts, the first page of every queue and the month's goods sub-ledger, called through the same
 * services the routes use, for every demo role, one after another. Writes benchmarks/results/ordering.json
 * with p50/p99 per query; nothing fails on the numbers.
 *
 * `npx tsx benchmarks/server/ordering.ts [--lines N] [--repeat R]` (DATABASE_URL: a PostgreSQL server instead of PGlite).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { actorOf } from '../../src/server/auth/scope.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { orderLines, restaurants, suppliers, users } from '../../src/server/db/schema/index.ts';
import { COUNTERS } from '../../src/server/routes/orders/counts.ts';
import { subLedger } from '../../src/server/routes/orders/ledgers.ts';
import { listLines } from '../../src/server/routes/orders/queries.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { LINE_QUEUE_KEYS } from '../../src/contract/domain/order.ts';
import { machineInfo } from '../machine.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { lines: { type: 'string', default: '1000000' }, repeat: { type: 'string', default: '30' } } });
const LINES = Number(values.lines);
const REPEAT = Number(values.repeat);
const GROUPS = 10_000;

const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
await seedDatabase(db);
const started = Date.now();
const restaurantIds = (await db.select({ id: restaurants.id }).from(restaurants).orderBy(restaurants.name)).map((r) => r.id);
const supplierIds = (await db.select({ id: suppliers.id }).from(suppliers).where(isNotNull(suppliers.userId)).orderBy(suppliers.name)).map((r) => r.id);
// bulk rows straight in SQL: scale data, not demo data (the demo's own orders went through the services)
await db.execute(sql`
  insert into order_groups (id, group_no, restaurant_id, arrival_date)
  select 'bg' || g, 'BG' || lpad(g::text, 8, '0'), (${sql.raw(`array['${restaurantIds.join("','")}']`)})[1 + g % 2], current_date - 30 - (g / 2)
  from generate_series(1, ${GROUPS}) g`);
await db.execute(sql`
  insert into orders (id, order_no, group_id, restaurant_id, arrival_date, slot, status)
  select 'bo' || g, 'BO' || lpad(g::text, 8, '0'), 'bg' || g, gr.restaurant_id, gr.arrival_date, 'lunch', 'open'
  from generate_series(1, ${GROUPS}) g join order_groups gr on gr.id = 'bg' || g`);
await db.execute(sql`
  insert into order_lines (id, order_id, group_id, restaurant_id, arrival_date, line_no, base_product_id, product_name, unit, quantity, price, supplier_id, status)
  select 'bl' || i, o.id, o.group_id, o.restaurant_id, o.arrival_date, i / ${GROUPS}, p.id, p.name, p.unit, 10, 2.5,
         case when s.n = 26 then null else (${sql.raw(`array['${supplierIds.join("','")}']`)})[1 + i % 2] end,
         (array['audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','audited','awaiting_supplier','preparing','dispatched','received','withdrawn','audited','allotting'])[s.n + 1]
  from generate_series(1, ${LINES}) i
  cross join lateral (select ((i::bigint * 7919) % 27)::int as n) s
  join orders o on o.id = 'bo' || (1 + i % ${GROUPS})
  join base_products p on p.code = 'P' || lpad((1 + i % 17)::text, 4, '0')`);
await db.execute(sql`analyze`);
const loadSeconds = (Date.now() - started) / 1000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function time(run: () => Promise<unknown>) {
  const samples: number[] = [];
  await run(); // warm
  for (let i = 0; i < REPEAT; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: Math.round(percentile(samples, 50) * 10) / 10, p99: Math.round(percentile(samples, 99) * 10) / 10 };
}

const results: Record<string, Record<string, { p50: number; p99: number }>> = {};
for (const username of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const actor = actorOf(user!);
  const mine: Record<string, { p50: number; p99: number }> = {};
  for (const [key, counter] of Object.entries(COUNTERS)) mine[`count:${key}`] = await time(() => counter(db, actor));
  for (const queue of LINE_QUEUE_KEYS) mine[`queue:${queue}`] = await time(() => listLines(db, actor, { queue }, 20, 0));
  mine['lines:all'] = await time(() => listLines(db, actor, {}, 20, 0));
  results[username] = mine;
}
const [canteen] = await db.select().from(users).where(eq(users.username, 'canteen'));

const month = new Date().toISOString().slice(0, 7);
results.ledger = { [`subLedger:${month}`]: await time(() => subLedger(db, actorOf(canteen!), restaurantIds[0]!, month)) };
const [{ n }] = await db.select({ n: count() }).from(orderLines);
await database.close();

const worst = Math.max(...Object.values(results).flatMap((r) => Object.values(r).map((v) => v.p99)));
const report = {
  benchmark: 'ordering',
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  machine: machineInfo(),
  lines: Number(n),
  groups: GROUPS,
  repeat: REPEAT,
  loadSeconds,
  note: 'one caller at a time, through the services (no HTTP); the 50-connection HTTP run is still to do',
  worstP99Ms: worst,
  results,
};
await mkdir(join(ROOT, 'benchmarks', 'results'), { recursive: true });
await writeFile(join(ROOT, 'benchmarks', 'results', `ordering-${report.database}.json`), JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify({ lines: report.lines, loadSeconds, worstP99Ms: worst }, null, 0));
