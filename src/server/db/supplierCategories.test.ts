/**
 * The suppliers' categories on offer (supplier_categories, kept by triggers) against a recount from the links
 * and products after every kind of write: a link requested, approved, rejected and resubmitted through the API,
 * its on-offer status changed and the link deleted by SQL, a product moved to another category, disabled,
 * deleted and restored, bulk statements over many rows; and the directory's categories and category filter
 * follow at once. Folding keeps the counts; a gap is found and a rebuild closes it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { rowsOf } from '../jobs/sql.ts';
import { maintainDatabase } from './lineCounts.ts';
import { categories, suppliers, supplierCategories } from './schema/index.ts';
import { rebuildSupplierCategories, supplierCategoryDrift } from './supplierCategories.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const category: Record<string, string> = {};
let grain = '';
const DIRECTORY = '/supplier/directory';

type Method = 'GET' | 'POST' | 'PUT';
async function ok(who: string, method: Method, path: string, body?: unknown, query?: Record<string, string>) {
  const response = await server.call(method, path, { token: tokens[who], body, query });
  if (response.body?.success !== true) throw new Error(`${who} ${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'grain']) tokens[name] = await server.login(name);
  const db = server.database.db;
  for (const c of await db.select().from(categories)) category[c.code] = c.id;
  [{ id: grain }] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, '禾丰粮油有限公司'));
});
afterAll(() => server.close());

const db = () => server.database.db;
const drift = () => supplierCategoryDrift(db());
/** The suppliers the directory lists under a category (and the categories under it). */
const listedUnder = async (code: string) => (await ok('buyer', 'GET', DIRECTORY, undefined, { categoryId: category[code]! })).records.map((r: { id: string }) => r.id);
/** grain's product counts per category code, as the directory's detail answers them. */
async function grainCounts(): Promise<Record<string, number>> {
  const detail = await ok('buyer', 'GET', `${DIRECTORY}/${grain}`);
  const codeOf = new Map(Object.entries(category).map(([code, id]) => [id, code]));
  return Object.fromEntries(detail.productCategories.map((c: { id: string; products: number }) => [codeOf.get(c.id), c.products]));
}
const grainTops = async () => (await ok('buyer', 'GET', DIRECTORY, undefined, { name: '禾丰' })).records[0].categories.map((c: { name: string }) => c.name);

/** A new fruit product (no demo supplier offers fruit) and grain's link to it, approved. */
async function fruitLink(code: string) {
  const product = await ok('buyer', 'POST', '/catalogue/base-products', { code, name: `水果${code}`, categoryId: category.C07001, unit: '斤' });
  const link = await ok('grain', 'POST', '/catalogue/supplier-products', { baseProductId: product.id, code: `G-${code}` });
  return { product, link };
}

describe('the suppliers’ categories on offer', () => {
  it('start equal to a recount of the seeded links', async () => {
    expect(await drift()).toEqual([]);
    expect((await db().select().from(supplierCategories)).length).toBeGreaterThan(0);
    expect((await grainCounts()).C04001).toBeGreaterThan(0);
    expect(await listedUnder('C07')).toEqual([]);
  });

  it('follow a link through its audit: pending and rejected links do not count, approved ones do', async () => {
    const { link } = await fruitLink('F0001');
    expect(await drift()).toEqual([]);
    expect(await listedUnder('C07')).toEqual([]);
    const rejected = await ok('buyer', 'POST', `/catalogue/supplier-products/${link.id}/reject`, { version: 1, reason: '缺少检测报告' });
    expect(await drift()).toEqual([]);
    expect(await listedUnder('C07')).toEqual([]);
    const resubmitted = await ok('grain', 'POST', `/catalogue/supplier-products/${link.id}/resubmit`, { version: rejected.version });
    await ok('buyer', 'POST', `/catalogue/supplier-products/${link.id}/approve`, { version: resubmitted.version });
    expect(await drift()).toEqual([]);
    expect(await listedUnder('C07')).toEqual([grain]);
    expect(await listedUnder('C07001')).toEqual([grain]);
    expect(await grainTops()).toContain('水果');
    expect((await grainCounts()).C07001).toBe(1);
    const second = await fruitLink('F0002');
    await ok('admin', 'POST', `/catalogue/supplier-products/${second.link.id}/approve`, { version: 1 });
    expect((await grainCounts()).C07001).toBe(2);
    expect(await drift()).toEqual([]);
  });

  it('follow the link taken off offer and back, and a link deleted', async () => {
    const { product, link } = await fruitLink('F0003');
    await ok('buyer', 'POST', `/catalogue/supplier-products/${link.id}/approve`, { version: 1 });
    expect((await grainCounts()).C07001).toBe(3);
    await db().execute(sql`UPDATE supplier_products SET status = 0 WHERE id = ${link.id}`);
    expect((await grainCounts()).C07001).toBe(2);
    expect(await drift()).toEqual([]);
    await db().execute(sql`UPDATE supplier_products SET status = 1 WHERE id = ${link.id}`);
    expect((await grainCounts()).C07001).toBe(3);
    await db().execute(sql`UPDATE supplier_products SET deleted = true WHERE id = ${link.id}`);
    expect((await grainCounts()).C07001).toBe(2);
    await db().execute(sql`DELETE FROM supplier_products WHERE id = ${link.id}`);
    expect((await grainCounts()).C07001).toBe(2);
    expect(await drift()).toEqual([]);
    await db().execute(sql`DELETE FROM base_products WHERE id = ${product.id}`);
    expect(await drift()).toEqual([]);
  });

  it('follow a product moved to another category, disabled, deleted and restored', async () => {
    const fruit = (await ok('buyer', 'GET', '/catalogue/base-products', undefined, { keyword: '水果F0001' })).records[0];
    const body = { code: fruit.code, name: fruit.name, unit: fruit.unit };
    const moved = await ok('buyer', 'PUT', `/catalogue/base-products/${fruit.id}`, { ...body, categoryId: category.C07002, version: fruit.version });
    expect(await grainCounts()).toMatchObject({ C07001: 1, C07002: 1 });
    expect(await drift()).toEqual([]);
    // an edit that keeps the category moves nothing
    const renamed = await ok('buyer', 'PUT', `/catalogue/base-products/${fruit.id}`, { ...body, name: '进口水果F0001', categoryId: category.C07002, version: moved.version });
    expect(await grainCounts()).toMatchObject({ C07001: 1, C07002: 1 });
    // disabled products still count, as the directory counted them before the summary
    const disabled = await ok('admin', 'POST', `/catalogue/base-products/${fruit.id}/enabled`, { version: renamed.version, enabled: false });
    expect(disabled.enabled).toBe(false);
    expect(await grainCounts()).toMatchObject({ C07002: 1 });
    expect(await drift()).toEqual([]);
    await db().execute(sql`UPDATE base_products SET deleted = true WHERE id = ${fruit.id}`);
    expect((await grainCounts()).C07002).toBeUndefined();
    expect(await drift()).toEqual([]);
    // a deleted product is not on offer under its category either (the filter and the page's categories agree)
    const other = (await ok('buyer', 'GET', '/catalogue/base-products', undefined, { keyword: '水果F0002' })).records[0];
    await db().execute(sql`UPDATE base_products SET deleted = true WHERE id = ${other.id}`);
    expect(await listedUnder('C07')).toEqual([]);
    expect(await grainTops()).not.toContain('水果');
    await db().execute(sql`UPDATE base_products SET deleted = false WHERE id IN (${fruit.id}, ${other.id})`);
    expect(await grainCounts()).toMatchObject({ C07001: 1, C07002: 1 });
    expect(await listedUnder('C07')).toEqual([grain]);
    await db().execute(sql`UPDATE base_products SET category_id = NULL WHERE id = ${fruit.id}`);
    expect((await grainCounts()).C07002).toBeUndefined();
    expect(await drift()).toEqual([]);
    await db().execute(sql`UPDATE base_products SET category_id = ${category.C07002} WHERE id = ${fruit.id}`);
    expect(await drift()).toEqual([]);
  });

  it('follow bulk statements over many links and products at once', async () => {
    const before = await grainCounts();
    const grainLinks = (await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM supplier_products WHERE supplier_id = ${grain} AND audit_status = 'approved'`))[0]!.n;
    expect(grainLinks).toBeGreaterThan(3);
    await db().execute(sql`UPDATE supplier_products SET status = 0 WHERE supplier_id = ${grain}`);
    expect(await grainCounts()).toEqual({});
    expect(await drift()).toEqual([]);
    await db().execute(sql`UPDATE supplier_products SET status = 1 WHERE supplier_id = ${grain}`);
    expect(await grainCounts()).toEqual(before);
    // every grain product into one category, then each back to its own, in one statement each
    const own = await rowsOf<{ id: string; category_id: string }>(db(), sql`SELECT b.id, b.category_id FROM base_products b JOIN supplier_products l ON l.base_product_id = b.id WHERE l.supplier_id = ${grain}`);
    await db().execute(sql`UPDATE base_products SET category_id = ${category.C04004} WHERE id IN (SELECT base_product_id FROM supplier_products WHERE supplier_id = ${grain})`);
    expect(await grainCounts()).toEqual({ C04004: grainLinks });
    expect(await drift()).toEqual([]);
    await db().execute(sql`UPDATE base_products b SET category_id = o.category_id FROM (SELECT * FROM unnest(${sql.param(own.map((r) => r.id))}::text[], ${sql.param(own.map((r) => r.category_id))}::text[]) AS t(id, category_id)) o WHERE b.id = o.id`);
    expect(await grainCounts()).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('fold into one row per key without changing a count, and the upkeep job folds them', async () => {
    const before = await grainCounts();
    expect((await db().select().from(supplierCategories).where(eq(supplierCategories.supplierId, grain))).length).toBeGreaterThan(Object.keys(before).length);
    await maintainDatabase(server.database);
    const rows = await db().select().from(supplierCategories);
    expect(rows.length).toBe(new Set(rows.map((r) => `${r.supplierId}|${r.categoryId}`)).size);
    expect(rows.every((r) => r.products > 0)).toBe(true);
    expect(await grainCounts()).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('a gap is found, and a rebuild closes it', async () => {
    await db().execute(sql`INSERT INTO supplier_categories (supplier_id, category_id, products) VALUES (${grain}, ${category.C03001}, 2)`);
    expect(await drift()).toEqual([{ supplierId: grain, categoryId: category.C03001, counted: 0, kept: 2 }]);
    expect(await listedUnder('C03')).toContain(grain);
    await rebuildSupplierCategories(db());
    expect(await drift()).toEqual([]);
    expect(await listedUnder('C03')).not.toContain(grain);
  });
});
