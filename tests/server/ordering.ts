/** Helpers of the ordering tests: calls that must succeed or fail, and the counts-equal-queues check. */
import { expect } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.ts';
import { lineCountDrift } from '../../src/server/db/lineCounts.ts';
import { colleges, departments, restaurants, userDepartments, users } from '../../src/server/db/schema/index.ts';
import type { TestServer } from './harness.ts';

export const COUNT_PATHS = {
  supplierAcceptance: 'supplieAcceptanceCount',
  supplierAudit: 'supplieAuditCount',
  restaurantCheck: 'RestaurantCheckCountCount',
  restaurantCheckout: 'RestaurantCheckoutCount',
  procurementAudit: 'ProcurementAuditCount',
  afterSaleSupplier: 'AfterSaleSupplierCount',
  afterSaleApproval: 'AfterSaleApprovalCount',
  price: 'PriceCount',
} as const;
export type CountKey = keyof typeof COUNT_PATHS;

export function ordering(server: TestServer) {
  /** A call that must succeed; answers its result. */
  const ok = async (token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, query?: Record<string, string>) => {
    const response = await server.call(method, path, { token, body, query });
    if (response.body?.success !== true) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.result;
  };
  /** A call that must fail with `code`'s HTTP status and message. */
  const refused = async (token: string, method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, status: number, message: RegExp) => {
    const response = await server.call(method, path, { token, body, headers: { 'accept-language': 'en' } });
    expect(response.body?.success, `${method} ${path} should fail`).toBe(false);
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(message);
    return response.body;
  };
  const counts = async (token: string): Promise<Record<CountKey, number>> => {
    const result = {} as Record<CountKey, number>;
    for (const [key, path] of Object.entries(COUNT_PATHS) as Array<[CountKey, string]>) result[key] = await ok(token, 'GET', `/order/orderGroupItem/${path}`);
    return result;
  };
  /**
   * The sizes of the caller's queues, read from the queue lists; the date filter makes the list count its
   * lines (COUNT(*)) instead of reading the per-scope counters the pending counts read.
   */
  const queues = async (token: string): Promise<Record<CountKey, number>> => {
    const result = {} as Record<CountKey, number>;
    for (const key of Object.keys(COUNT_PATHS) as CountKey[]) {
      result[key] = key === 'price'
        ? (await ok(token, 'GET', '/product/agreement-prices', undefined, { pending: '1', pageSize: '1' })).total
        : key === 'afterSaleSupplier' || key === 'afterSaleApproval'
          ? (await ok(token, 'GET', '/order/after-sales', undefined, { queue: key, pageSize: '1' })).total
          : (await ok(token, 'GET', '/order/lines', undefined, { queue: key, pageSize: '1', arrivalFrom: '2000-01-01' })).total;
    }
    return result;
  };
  /** Every count of every caller equals the size of its queue, and every counter COUNT(*) of its lines; answers the counts. */
  const countsMatchQueues = async (tokens: Record<string, string>) => {
    expect(await lineCountDrift(server.database.db), 'line counters against COUNT(*)').toEqual([]);
    const all: Record<string, Record<CountKey, number>> = {};
    for (const [name, token] of Object.entries(tokens)) {
      all[name] = await counts(token);
      expect(all[name], `${name}'s counts`).toEqual(await queues(token));
    }
    return all;
  };
  return { ok, refused, counts, queues, countsMatchQueues };
}

/** Today's China date, shifted by `days`. */
export const chinaDay = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Another school beside the demo one, for scope sweeps: its own procurement department (user `outsider`) and a
 * canteen 二中食堂 (user `cook`), with a lunch slot. Adds both users' session tokens to `tokens`; answers the canteen.
 */
export async function addSecondSchool(server: TestServer, tokens: Record<string, string>): Promise<{ id: string }> {
  const db = server.database.db;
  const [school] = await db.insert(departments).values({ departName: '第二中学', orgCode: 'B01', orgCategory: '1' }).returning();
  const [kitchen] = await db.insert(departments).values({ departName: '第二中学食堂', orgCode: 'B01A01', orgCategory: '2', parentId: school!.id }).returning();
  const [office] = await db.insert(departments).values({ departName: '第二采购中心', orgCode: 'B02', orgCategory: '1' }).returning();
  const [college] = await db.insert(colleges).values({ name: '第二中学', code: 'C002', departId: school!.id, procurementDepartId: office!.id }).returning();
  const [canteen] = await db
    .insert(restaurants)
    .values({ collegeId: college!.id, departId: kitchen!.id, name: '二中食堂', deliverySlots: [{ code: 'lunch', name: '午餐', time: '09:00-10:00' }] })
    .returning();
  for (const [username, userType, depart] of [['outsider', 1, office!], ['cook', 3, kitchen!]] as const) {
    const [user] = await db.insert(users).values({ username, passwordHash: 'x', userType, orgCode: depart.orgCode }).returning();
    await db.insert(userDepartments).values({ userId: user!.id, departId: depart.id });
    tokens[username] = await createSession(db, user!.id, server.config.tokenTtlMs);
  }
  return canteen!;
}
