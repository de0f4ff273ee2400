/**
 * Null sent for a nullable field is stored as NULL, through the real routes and the server's validator
 * (which coerces: through a union it once read null as 0 or ''). Representative fields: a base product's
 * shelf life and warning (integers), spec and brand (texts), a service contract's annual trade (a number)
 * and period (days). A valid 0 or '' is kept as sent, and a query string's numbers are still read as numbers.
 * No request body takes a nullable boolean or enum today: those kinds are covered with the validator alone
 * in src/server/http/validation.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseProducts, serviceContracts, suppliers } from '../../src/server/db/schema/index.ts';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer']) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

async function ok(who: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, query?: Record<string, string>) {
  const response = await server.call(method, path, { token: tokens[who], body, query, headers: { 'accept-language': 'en' } });
  if (response.body?.success !== true) throw new Error(`${who} ${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const storedProduct = async (id: string) => (await server.database.db.select().from(baseProducts).where(eq(baseProducts.id, id)))[0]!;
const storedContract = async (id: string) => (await server.database.db.select().from(serviceContracts).where(eq(serviceContracts.id, id)))[0]!;
/** A supplier the platform entered itself (no registration: it counts as approved), with no contract yet. */
const plainSupplier = async (name: string) => (await server.database.db.insert(suppliers).values({ name }).returning())[0]!.id;

describe('null in a request body is stored as NULL', () => {
  it('a base product: shelf life and warning (integers), spec and brand (texts), category (an id)', async () => {
    const body = { code: 'N0001', name: '无保质期货品', categoryId: null, unit: '斤', spec: null, brand: null, shelfLifeDays: null, warningDays: null };
    const made = await ok('buyer', 'POST', '/catalogue/base-products', body);
    expect(made).toMatchObject({ spec: null, brand: null, shelfLifeDays: null, warningDays: null, categoryId: null });
    expect(await storedProduct(made.id)).toMatchObject({ spec: null, brand: null, shelfLifeDays: null, warningDays: null, categoryId: null });
    // an edit that sends null again, after values were held
    await ok('buyer', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, spec: '500g', brand: '怀庆', shelfLifeDays: 7, warningDays: 2, version: 1 });
    await ok('buyer', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, version: 2 });
    expect(await storedProduct(made.id)).toMatchObject({ spec: null, brand: null, shelfLifeDays: null, warningDays: null });
  });

  it("a base product keeps a valid 0 and '' as sent", async () => {
    const made = await ok('buyer', 'POST', '/catalogue/base-products', { code: 'N0002', name: '当日鲜', unit: '斤', spec: '', brand: '', shelfLifeDays: 3, warningDays: 0 });
    expect(await storedProduct(made.id)).toMatchObject({ spec: '', brand: '', shelfLifeDays: 3, warningDays: 0 });
    const sameDay = await ok('buyer', 'POST', '/catalogue/base-products', { code: 'N0003', name: '当日售', unit: '斤', shelfLifeDays: 0, warningDays: null });
    expect(await storedProduct(sameDay.id)).toMatchObject({ shelfLifeDays: 0, warningDays: null });
  });

  it('a service contract: annual trade (a number) and period (days); its fee stays unset rather than the fee of 0 yuan', async () => {
    const open = await ok('admin', 'POST', '/supplier/serviceContract/add', { supplierId: await plainSupplier('空值测试公司'), beginDate: null, endDate: null, annualTrade: null });
    expect(open).toMatchObject({ annualTrade: null, totalAmount: null, beginDate: null, endDate: null });
    expect(await storedContract(open.id)).toMatchObject({ annualTrade: null, totalAmount: null, beginDate: null, endDate: null });
    const none = await ok('admin', 'POST', '/supplier/serviceContract/add', { supplierId: await plainSupplier('零交易测试公司'), annualTrade: 0 });
    expect(await storedContract(none.id)).toMatchObject({ annualTrade: '0.00' });
  });

  it('query strings are still read as numbers', async () => {
    const page = await ok('admin', 'GET', '/catalogue/base-products', undefined, { pageNo: '2', pageSize: '3' });
    expect(page).toMatchObject({ current: 2, size: 3 });
    expect(page.records).toHaveLength(3);
  });
});
