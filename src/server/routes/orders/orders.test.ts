import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createSession } from '../../auth/sessions.ts';
import { departments, orderItems, userDepartments, users } from '../../db/schema/index.ts';
import { DEMO_ORDER_ITEMS, DEMO_SUPPLIER_PRODUCTS } from '../../seed/orders.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'canteen']) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

const COUNTS = ['supplieAcceptanceCount', 'supplieAuditCount', 'RestaurantCheckCountCount', 'RestaurantCheckoutCount', 'ProcurementAuditCount', 'PriceCount'] as const;
type CountName = (typeof COUNTS)[number];

async function counts(token: string): Promise<Record<CountName, number>> {
  const result = {} as Record<CountName, number>;
  for (const name of COUNTS) {
    const { status, body } = await server.call('GET', `/order/orderGroupItem/${name}`, { token });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(typeof body.result).toBe('number');
    result[name] = body.result;
  }
  return result;
}

/** What the seed holds, counted from its own tables (not through the database). */
const seeded = (status: string, where: (item: (typeof DEMO_ORDER_ITEMS)[number]) => boolean = () => true) =>
  DEMO_ORDER_ITEMS.filter((item) => item[6] === status && where(item)).length;
const fresh = (item: (typeof DEMO_ORDER_ITEMS)[number]) => item[2] === 'fresh';
const inCanteen = (canteen: string) => (item: (typeof DEMO_ORDER_ITEMS)[number]) => item[1] === canteen;

describe('pending counts', () => {
  it('the seed has work in every pending state for both canteens and the supplier', () => {
    for (const status of ['allocation', 'check']) {
      expect(seeded(status, inCanteen('canteen1'))).toBeGreaterThan(0);
      expect(seeded(status, inCanteen('canteen2'))).toBeGreaterThan(0);
    }
    for (const status of ['supplier_audit', 'stock', 'check', 'procurement_audit']) expect(seeded(status, fresh)).toBeGreaterThan(0);
    expect(DEMO_ORDER_ITEMS.length).toBeGreaterThanOrEqual(24);
  });

  it('a supplier sees its own stock, acceptance and pricing work only', async () => {
    expect(await counts(tokens.supplier)).toEqual({
      supplieAcceptanceCount: seeded('stock', fresh),
      supplieAuditCount: seeded('supplier_audit', fresh),
      RestaurantCheckCountCount: 0,
      RestaurantCheckoutCount: 0,
      ProcurementAuditCount: 0,
      PriceCount: DEMO_SUPPLIER_PRODUCTS.filter(([supplier, , , status]) => supplier === 'fresh' && status === 'pricing').length,
    });
    // the unbound supplier's lines are not counted
    expect(seeded('stock')).toBeGreaterThan(seeded('stock', fresh));
  });

  it('procurement and platform staff see the procurement audit and all prices awaiting approval', async () => {
    const expected = {
      supplieAcceptanceCount: 0,
      supplieAuditCount: 0,
      RestaurantCheckCountCount: 0,
      RestaurantCheckoutCount: 0,
      ProcurementAuditCount: seeded('procurement_audit'),
      PriceCount: DEMO_SUPPLIER_PRODUCTS.filter(([, , , status]) => status === 'approval').length,
    };
    expect(await counts(tokens.buyer)).toEqual(expected);
    expect(await counts(tokens.admin)).toEqual(expected);
  });

  it('canteen staff see both canteens until they choose one department, then that one only', async () => {
    expect(await counts(tokens.canteen)).toEqual({
      supplieAcceptanceCount: 0,
      supplieAuditCount: 0,
      RestaurantCheckCountCount: seeded('check'),
      RestaurantCheckoutCount: seeded('allocation'),
      ProcurementAuditCount: 0,
      PriceCount: 0,
    });
    await server.database.db.update(users).set({ orgCode: 'A02A01' }).where(eq(users.username, 'canteen'));
    const chosen = await counts(tokens.canteen);
    expect(chosen.RestaurantCheckCountCount).toBe(seeded('check', inCanteen('canteen1')));
    expect(chosen.RestaurantCheckoutCount).toBe(seeded('allocation', inCanteen('canteen1')));
    // a department the user does not belong to grants nothing
    await server.database.db.update(users).set({ orgCode: 'A01' }).where(eq(users.username, 'canteen'));
    expect((await counts(tokens.canteen)).RestaurantCheckCountCount).toBe(0);
    await server.database.db.update(users).set({ orgCode: null }).where(eq(users.username, 'canteen'));
  });

  it('college staff see the canteens of the departments under theirs', async () => {
    const [college] = await server.database.db.select().from(departments).where(eq(departments.orgCode, 'A02'));
    const [principal] = await server.database.db.insert(users).values({ username: 'principal', passwordHash: 'x', userType: 3, orgCode: 'A02' }).returning();
    await server.database.db.insert(userDepartments).values({ userId: principal.id, departId: college.id });
    const token = await createSession(server.database.db, principal.id, server.config.tokenTtlMs);
    const result = await counts(token);
    expect(result.RestaurantCheckCountCount).toBe(seeded('check'));
    expect(result.RestaurantCheckoutCount).toBe(seeded('allocation'));
  });

  it('a count follows an order line changing state', async () => {
    const [line] = await server.database.db.select().from(orderItems).where(and(eq(orderItems.status, 'stock'), eq(orderItems.productName, '东北珍珠米')));
    const supplierBefore = await counts(tokens.supplier);
    const canteenBefore = await counts(tokens.canteen);
    await server.database.db.update(orderItems).set({ status: 'check' }).where(eq(orderItems.id, line.id));
    expect((await counts(tokens.supplier)).supplieAcceptanceCount).toBe(supplierBefore.supplieAcceptanceCount - 1);
    expect((await counts(tokens.canteen)).RestaurantCheckCountCount).toBe(canteenBefore.RestaurantCheckCountCount + 1);
    await server.database.db.update(orderItems).set({ deleted: true }).where(eq(orderItems.id, line.id));
    expect((await counts(tokens.canteen)).RestaurantCheckCountCount).toBe(canteenBefore.RestaurantCheckCountCount);
  });

  it.each(COUNTS)('%s answers 401 without a token', async (name) => {
    expect((await server.call('GET', `/order/orderGroupItem/${name}`)).status).toBe(401);
  });
});
