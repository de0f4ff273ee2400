/**
 * Ordering at scale: the demo database plus N order lines (default 1,000,000) in 10,000 order groups,
 * spread over the lifecycle's states (most audited, a few percent in each queue), then
 * 1. one caller at a time, through the services: the six pending counts, the first page of every queue and
 *    of all lines, for every demo role, and the month's goods sub-ledger of a canteen;
 * 2. over HTTP at 50 connections (autocannon; the server in a process of its own on the same database, as
 *    users meet it, so that the load generator does not share its event loop): per role,
 *    the counts that role's bell asks for, and the first pages of its queues; the ledger for a month and a
 *    canteen — while the canteen places orders through the API (--writes-per-second, default 4), each of
 *    which drops every answer the embedded server keeps in memory (src/server/db/readCache.ts).
 * Writes benchmarks/results/ordering-<database>.json with p50/p99 per query and the targets (counts and
 * queues p99 < 100 ms, ledger < 200 ms at 50 connections) as met or not; nothing fails on the numbers.
 *
 * `npx tsx benchmarks/server/ordering.ts [--lines N] [--repeat R] [--seconds S] [--connections C] [--writes-per-second W]`
 * (DATABASE_URL: a PostgreSQL server instead of PGlite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { LINE_QUEUE_KEYS, LINE_QUEUES, actorKindOf } from '../../src/contract/domain/order.ts';
import { PRICE_QUEUE } from '../../src/contract/domain/agreementPrice.ts';
import { pendingCountRoutes } from '../../src/contract/routes/orders.ts';
import { actorOf } from '../../src/server/auth/scope.ts';
import { maintainDatabase } from '../../src/server/db/lineCounts.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { orderLines, orders, suppliers, users } from '../../src/server/db/schema/index.ts';
import { COUNTERS } from '../../src/server/routes/orders/counts.ts';
import { listStandingBook, subLedger } from '../../src/server/routes/orders/ledgers.ts';
import { listLines } from '../../src/server/routes/orders/queries.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { machineInfo } from '../machine.ts';
import { startServer } from './load.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000000' },
    'writes-per-second': { type: 'string', default: '4' },
    repeat: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
  },
});
const LINES = Number(values.lines);
const REPEAT = Number(values.repeat);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const WRITES_PER_SECOND = Number(values['writes-per-second']);
const TARGETS = { countsAndQueuesP99Ms: 100, ledgerP99Ms: 200 };
const GROUPS = 10_000;

// PGlite in a directory of its own, which the server process of part 2 opens after this process lets go: the
// server keeps its database in the data directory's pg/ (src/server/app.ts), so the bulk rows go there too
const dataDir = mkdtempSync(join(tmpdir(), 'larder-bench-ordering-'));
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: join(dataDir, 'pg') });
const db = database.db;
await seedDatabase(db);
const started = Date.now();
// the canteens the demo orders for (the demo's staff act for them; 实验中学食堂 has no staff and no orders)
const restaurantIds = (await db.selectDistinct({ id: orders.restaurantId }).from(orders).orderBy(orders.restaurantId)).map((r) => r.id);
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
// the audited lines in the standing book and the goods sub-ledger, as approval puts them
await db.execute(sql`
  insert into standing_book (id, line_id, order_no, restaurant_id, supplier_id, base_product_id, product_name, unit, arrival_date, quantity, price, amount, audited_by)
  select 'bs' || substr(l.id, 3), l.id, 'BO' || substr(l.order_id, 3), l.restaurant_id, l.supplier_id, l.base_product_id, l.product_name, l.unit, l.arrival_date, l.quantity, l.price, l.quantity * l.price, 'bench'
  from order_lines l where l.id like 'bl%' and l.status = 'audited'`);
await db.execute(sql`
  insert into goods_ledger (id, restaurant_id, base_product_id, entry_date, qty_in, amount_in, source, source_id)
  select 'bk' || substr(b.id, 3), b.restaurant_id, b.base_product_id, b.arrival_date, b.quantity, b.amount, 'audit', b.id
  from standing_book b where b.id like 'bs%'`);
// what the scheduled upkeep job does (fold the counters; VACUUM ANALYZE on PGlite, ANALYZE would do on PostgreSQL)
await maintainDatabase(database);
if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`);
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

// a month full of scale lines (the bulk groups reach back from 30 days ago, two a day)
const month = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 7);
const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
// the first canteen of the bulk data the canteen user acts for (another's ledger is refused)
let ownCanteen: string | undefined;
for (const id of restaurantIds) {
  if ((await subLedger(db, actorOf(canteen!), id, month).catch(() => [])).length > 0) {
    ownCanteen = id;
    break;
  }
}
if (!ownCanteen) throw new Error(`bench: the canteen user acts for none of the bulk data's canteens in ${month}`);
results.ledger = {
  [`subLedger:${month}`]: await time(() => subLedger(db, actorOf(canteen!), ownCanteen, month)),
  [`standingBook:${month}`]: await time(() => listStandingBook(db, actorOf(canteen!), { restaurantId: ownCanteen, arrivalFrom: `${month}-01`, arrivalTo: monthEnd }, 20, 0)),
};
const [{ n }] = await db.select({ n: count() }).from(orderLines);
const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
const auditQueue = await COUNTERS.procurementAudit(db, actorOf(admin!));

// 2. over HTTP at CONNECTIONS connections
await database.close();
const server = await startServer(dataDir, 0, { ...process.env, ...(process.env.DATABASE_URL ? { LARDER_BENCH_DATABASE_URL: process.env.DATABASE_URL } : {}) });
const url = server.url;
const API = '/api';
type Load = { requests: number; p50: number; p90: number; p99: number; max: number; non2xx: number; errors: number };
/** One answer's result; a refusal (the envelope's success false, still HTTP 200) stops the benchmark. */
async function answerOf(token: string, path: string): Promise<unknown> {
  const answer = (await (await fetch(`${url}${API}${path}`, { headers: { 'x-access-token': token } })).json()) as { success: boolean; message: string; result: unknown };
  if (!answer.success) throw new Error(`bench: ${path} was refused: ${answer.message}`);
  return answer.result;
}

async function load(token: string, paths: string[]): Promise<Load> {
  for (const path of paths) await answerOf(token, path); // every path answers, not refuses

  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 20,
    requests: paths.map((path) => ({ method: 'GET' as const, path: API + path, headers: { 'x-access-token': token } })),
  });
  return { requests: result.requests.total, p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, non2xx: result.non2xx, errors: result.errors };
}
const signIn = async (username: string) =>
  (await (await fetch(`${url}${API}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) })).json()) as { result: { token: string; userInfo: { userType: number } } };

/**
 * While the readers read, the canteen keeps ordering through the API (WRITES_PER_SECOND orders of three lines),
 * so that every answer the server keeps in memory is dropped several times a second, as on a working day.
 */
async function startOrdering(): Promise<{ stop(): Promise<{ orders: number; failed: number }> }> {
  const { token } = (await signIn('canteen')).result;
  const headers = { 'content-type': 'application/json', 'x-access-token': token };
  const get = async (path: string) => ((await (await fetch(`${url}${API}${path}`, { headers })).json()) as { result: any }).result;
  const arrivalDate = new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const [canteenRow] = await get('/university/restaurants');
  const shop = await get(`/shop/products?restaurantId=${canteenRow.id}&arrivalDate=${arrivalDate}&pageSize=100`);
  const picks: string[] = shop.records.slice(0, 3).map((p: { id: string }) => p.id);
  let running = true;
  let orders = 0;
  let failed = 0;
  const loop = (async () => {
    while (running && WRITES_PER_SECOND > 0) {
      const started = Date.now();
      const answer = await fetch(`${url}${API}/order/orders`, {
        method: 'POST', headers,
        body: JSON.stringify({ restaurantId: canteenRow.id, arrivalDate, slot: 'lunch', lines: picks.map((baseProductId) => ({ baseProductId, quantity: '1' })) }),
      }).then((r) => r.json() as Promise<{ success: boolean }>);
      if (answer.success) orders++;
      else failed++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / WRITES_PER_SECOND - (Date.now() - started))));
    }
  })();
  return { stop: async () => { running = false; await loop; return { orders, failed }; } };
}

// the server must serve the database loaded above, not a fresh demo one
{
  const { token } = (await signIn('admin')).result;
  const served = await answerOf(token, pendingCountRoutes.procurementAudit.url);
  if (served !== auditQueue) throw new Error(`bench: the server's procurement audit queue holds ${served} lines, the loaded database ${auditQueue}: it is not serving the loaded database`);
}
const writer = await startOrdering();
const http: Record<string, Record<string, Load>> = {};
for (const username of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) {
  const { token, userInfo } = (await signIn(username)).result;
  const kind = actorKindOf(userInfo.userType);
  // what this role's bell asks (src/shell/notices/pendingCounts.ts countKeysFor) and the queues it works
  const queues = LINE_QUEUE_KEYS.filter((key) => (LINE_QUEUES[key].actors as readonly string[]).includes(kind));
  const countPaths = [...queues, ...(PRICE_QUEUE[kind] ? ['price' as const] : [])].map((key) => pendingCountRoutes[key].url);
  process.stderr.write(`bench: ${username} over HTTP ...\n`);
  http[username] = {
    counts: await load(token, countPaths),
    queues: await load(token, queues.map((queue) => `/order/lines?queue=${queue}&pageNo=1&pageSize=20`)),
  };
  if (username === 'canteen') {
    // the canteen this user acts for as signed in (its department), not merely the first by name: another's
    // ledger is refused, and a refusal is answered with HTTP 200 too
    const visible = await answerOf(token, '/university/restaurants') as Array<{ id: string }>;
    const subLedgerPath = (id: string) => `/order/goods-sub-ledger?restaurantId=${id}&month=${month}`;
    // the first of them whose month holds movements (the bulk groups go to the demo's two canteens)
    let own: string | undefined;
    for (const { id } of visible) {
            if (((await answerOf(token, subLedgerPath(id))) as unknown[]).length > 0) {
        own = id;
        break;
      }
    }
    if (!own) throw new Error(`bench: no canteen the canteen user acts for has movements in ${month} (sees ${visible.map((c) => c.id).join(', ')}; the services found ${ownCanteen}): nothing would be measured`);
    http.ledger = {
      [`subLedger:${month}`]: await load(token, [subLedgerPath(own)]),
      [`standingBook:${month}`]: await load(token, [`/order/standing-book?restaurantId=${own}&arrivalFrom=${month}-01&arrivalTo=${monthEnd}&pageNo=1&pageSize=20`]),
    };
  }
}
const written = await writer.stop();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const worst = Math.max(...Object.values(results).flatMap((r) => Object.values(r).map((v) => v.p99)));
const httpRoles = Object.entries(http).filter(([name]) => name !== 'ledger');
const worstHttp = Math.max(...httpRoles.flatMap(([, r]) => Object.values(r).map((v) => v.p99)));
const worstLedger = Math.max(...Object.values(http.ledger ?? {}).map((v) => v.p99));
const report = {
  benchmark: 'ordering',
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  machine: machineInfo(),
  lines: Number(n),
  groups: GROUPS,
  repeat: REPEAT,
  loadSeconds,
  note: 'results: one caller at a time through the services; http: autocannon at `connections` connections for `seconds` s per row, the server in a process of its own, while the canteen places `writesPerSecond` orders a second through the API',
  worstP99Ms: worst,
  results,
  connections: CONNECTIONS,
  seconds: SECONDS,
  writesPerSecond: WRITES_PER_SECOND,
  written,
  http,
  targets: {
    countsAndQueues: { goal: `p99 < ${TARGETS.countsAndQueuesP99Ms} ms at ${CONNECTIONS} connections`, worstP99Ms: worstHttp, met: worstHttp < TARGETS.countsAndQueuesP99Ms },
    ledger: { goal: `p99 < ${TARGETS.ledgerP99Ms} ms at ${CONNECTIONS} connections`, worstP99Ms: worstLedger, met: worstLedger < TARGETS.ledgerP99Ms },
  },
};
await mkdir(join(ROOT, 'benchmarks', 'results'), { recursive: true });
await writeFile(join(ROOT, 'benchmarks', 'results', `ordering-${report.database}.json`), JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify({ lines: report.lines, loadSeconds, worstP99Ms: worst, targets: report.targets }, null, 0));
