/**
 * The catalogue at scale (issue 19): the demo database plus 100,000 base products and 1,000,000 agreement
 * prices (each product priced by one of two suppliers for the two demo canteens on five effective days 30 days apart, the
 * last in force today, the earlier four closed; a few percent awaiting approval),
 * then the first pages of the product lists, the price list and purchase's 协议价 list (unfiltered, by the
 * screens' filters and sorts, and a deep page) for procurement and a supplier, and the supplier directory for procurement, p50/p99 over
 * repeated calls through the routes' services, after the upkeep the server runs (maintainDatabase: VACUUM
 * ANALYZE on the embedded database, which has no autovacuum); and the current
 * price of 10,000 (product, canteen, day) questions in one batch (src/server/db/agreementPrices.ts), as the
 * average per question. Writes benchmarks/results/catalogue-<database>.json; nothing fails on the numbers.
 *
 * `npx tsx benchmarks/server/catalogue.ts [--products N] [--repeat R]` (DATABASE_URL: PostgreSQL instead of PGlite).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { actorOf } from '../../src/server/auth/scope.ts';
import { currentPriceBatch } from '../../src/server/db/agreementPrices.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { maintainDatabase } from '../../src/server/db/lineCounts.ts';
import { agreementPrices, baseProducts, restaurants, suppliers, users } from '../../src/server/db/schema/index.ts';
import { listHistory } from '../../src/server/routes/catalogue/prices.ts';
import { listProducts, productOverview } from '../../src/server/routes/catalogue/products.ts';
import { listAgreementPrices } from '../../src/server/routes/purchase-bids/prices.ts';
import { listDirectory } from '../../src/server/routes/supplier-directory/directory.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { machineInfo } from '../machine.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' }, repeat: { type: 'string', default: '30' } } });
const PRODUCTS = Number(values.products);
const PRICES = PRODUCTS * 10;
const REPEAT = Number(values.repeat);

const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
await seedDatabase(db);
const started = Date.now();
const canteenIds = (await db.select({ id: restaurants.id }).from(restaurants).orderBy(restaurants.name)).map((r) => r.id);
const supplierIds = (await db.select({ id: suppliers.id }).from(suppliers).where(isNotNull(suppliers.userId)).orderBy(suppliers.name)).map((r) => r.id);
const [vegetables] = await db.execute(sql`select id from categories where code = 'C01001'`).then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
const arr = (ids: string[]) => sql.raw(`array['${ids.join("','")}']`);
// bulk rows straight in SQL: scale data, not demo data
await db.execute(sql`
  insert into base_products (id, code, name, category_id, unit)
  select 'bp' || i, 'B' || lpad(i::text, 7, '0'), '商品' || i, ${vegetables!.id}, '斤' from generate_series(1, ${PRODUCTS}) i`);
await db.execute(sql`
  insert into supplier_products (id, supplier_id, base_product_id, code, audit_status)
  select 'sp' || s || '-' || i, (${arr(supplierIds)})[s], 'bp' || i, 'S' || i, 'approved' from generate_series(1, ${PRODUCTS}) i cross join generate_series(1, 2) s`);
// price i: product 1 + i % N, canteen by the next bit, effective day by the next digit (base 5); the product's parity picks the supplier,
// so each (supplier, product, canteen) has a history of five prices, each closed where the next begins
await db.execute(sql`
  insert into agreement_prices (id, supplier_product_id, supplier_id, base_product_id, restaurant_id, price, effective_from, effective_to, status, decided_at)
  select 'ap' || i, 'sp' || sup || '-' || prod, (${arr(supplierIds)})[sup], 'bp' || prod, (${arr(canteenIds)})[can],
         1 + (i % 997) / 10.0, current_date - 150 + 30 * step, case when step < 4 then current_date - 120 + 30 * step end,
         case when i % 25 = 0 then 'proposed' else 'approved' end, now()
  from generate_series(0, ${PRICES - 1}) i
  cross join lateral (select 1 + i % ${PRODUCTS} as prod, 1 + (i / ${PRODUCTS}) % 2 as can, 1 + (i % ${PRODUCTS}) % 2 as sup, (i / ${PRODUCTS * 2}) % 5 as step) k`);
await maintainDatabase(database);
// PostgreSQL: what autovacuum does a little after such a load (statistics, the visibility map), at once, so the figures are a
// settled database's and not the first minute's (the embedded database's upkeep above runs VACUUM ANALYZE itself)
if (database.kind === 'postgres') await db.execute(sql`VACUUM ANALYZE`);
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

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const results: Record<string, Record<string, { p50: number; p99: number }>> = {};
for (const username of ['buyer', 'grain']) {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const actor = actorOf(user!);
  results[username] = {
    'products:first page': await time(() => listProducts(db, {}, 20, 0)),
    'products:page 2000 by name': await time(() => listProducts(db, { column: 'name', order: 'asc' }, 20, 40_000)),
    'products:keyword': await time(() => listProducts(db, { keyword: '商品9999' }, 20, 0)),
    'overview:first page': await time(() => productOverview(db, actor, {}, 20, 0, today)),
    'prices:first page': await time(() => listHistory(db, actor, {}, 20, 0)),
    'prices:one product': await time(() => listHistory(db, actor, { baseProductId: 'bp4242' }, 20, 0)),
    'prices:proposed queue': await time(() => listHistory(db, actor, { status: 'proposed' }, 20, 0)),
    'prices:in force today, one canteen': await time(() => listHistory(db, actor, { restaurantId: canteenIds[0]!, onDay: today }, 20, 0)),
    'prices:page 500': await time(() => listHistory(db, actor, {}, 20, 10_000)),
    'prices:by price': await time(() => listHistory(db, actor, { column: 'price' }, 20, 0)),
    'prices:by createTime': await time(() => listHistory(db, actor, { column: 'createTime', order: 'asc' }, 20, 0)),
    // 协议价 (purchase): the screen opens on the prices in force today
    'agreement prices:in force today': await time(() => listAgreementPrices(db, actor, { inForce: '1' }, 20, 0)),
    'agreement prices:all': await time(() => listAgreementPrices(db, actor, {}, 20, 0)),
    'agreement prices:one canteen, page 500': await time(() => listAgreementPrices(db, actor, { restaurantId: canteenIds[0]! }, 20, 10_000)),
    'agreement prices:in force today by price': await time(() => listAgreementPrices(db, actor, { inForce: '1', column: 'price', order: 'asc' }, 20, 0)),
    'agreement prices:in force today, page 500': await time(() => listAgreementPrices(db, actor, { inForce: '1' }, 20, 10_000)),
    // the supplier directory is the buying side's (suppliers are refused)
    ...(actor.kind === 'supplier' ? {} : {
      'directory:first page': await time(() => listDirectory(db, actor, {}, 20, 0)),
      'directory:vegetables': await time(() => listDirectory(db, actor, { categoryId: vegetables!.id }, 20, 0)),
    }),
  };
}

// the current price of 10,000 questions in one batch
const questions = Array.from({ length: 10_000 }, (_, i) => ({ baseProductId: `bp${1 + ((i * 7919) % PRODUCTS)}`, restaurantId: canteenIds[i % 2]!, day: today }));
const batches: number[] = [];
let answered = 0;
for (let r = 0; r < 5; r++) {
  const t = performance.now();
  const answers = await currentPriceBatch(db, questions);
  batches.push(performance.now() - t);
  answered = answers.filter(Boolean).length;
}
batches.sort((a, b) => a - b);
const [{ n: priceRows }] = await db.select({ n: count() }).from(agreementPrices);
const [{ n: productRows }] = await db.select({ n: count() }).from(baseProducts);
await database.close();

const worst = Math.max(...Object.values(results).flatMap((r) => Object.values(r).map((v) => v.p99)));
const report = {
  benchmark: 'catalogue',
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  machine: machineInfo(),
  products: Number(productRows),
  prices: Number(priceRows),
  repeat: REPEAT,
  loadSeconds,
  note: 'one caller at a time, through the services (no HTTP)',
  worstP99Ms: worst,
  listGoalMs: 100,
  currentPrice: { questions: questions.length, answered, batchMsMedian: Math.round(batches[2]! * 10) / 10, averageMsPerQuestion: Math.round((batches[2]! / questions.length) * 1000) / 1000, goalMs: 1 },
  results,
};
await mkdir(join(ROOT, 'benchmarks', 'results'), { recursive: true });
await writeFile(join(ROOT, 'benchmarks', 'results', `catalogue-${report.database}.json`), JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify({ products: report.products, prices: report.prices, loadSeconds, worstP99Ms: worst, currentPrice: report.currentPrice }, null, 0));
