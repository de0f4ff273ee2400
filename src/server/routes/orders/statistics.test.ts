import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLines as orderItems, restaurants, suppliers, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDateRange, fillDays } from './statistics.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'canteen']) tokens[name] = await server.login(name);
  all = (await server.database.db.select().from(orderItems)).filter((row) => row.status !== 'withdrawn');
});
let all: Array<typeof orderItems.$inferSelect>;
afterAll(() => server.close());

type Day = { date: string; count: number; amount: number };

async function statistics(token: string, days?: string): Promise<Day[]> {
  const { status, body } = await server.call('GET', '/order/orderGroupItem/statistics', { token, query: days ? { days } : undefined });
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  return body.result;
}

/** The expected series, computed here from the rows (not by the server's query). */
async function expected(days: number, keep: (row: typeof orderItems.$inferSelect) => boolean): Promise<Day[]> {
  const rows = (await server.database.db.select().from(orderItems)).filter((row) => row.status !== 'withdrawn' && keep(row));
  const china = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const { dates } = chinaDateRange(new Date(), days);
  return dates.map((date) => {
    const mine = rows.filter((row) => china(row.createdAt) === date);
    const amount = mine.reduce((sum, row) => sum + Number(row.quantity) * Number(row.price ?? 0), 0);
    return { date, count: mine.length, amount: Math.round(amount * 100) / 100 };
  });
}
const total = (series: Day[]) => series.reduce((sum, day) => sum + day.count, 0);

describe('date range helpers', () => {
  it('counts China days: 16:00 UTC is already the next day', () => {
    const { dates, since } = chinaDateRange(new Date('2024-10-08T16:30:00Z'), 3);
    expect(dates).toEqual(['2024-10-07', '2024-10-08', '2024-10-09']);
    expect(since.toISOString()).toBe('2024-10-06T16:00:00.000Z');
    expect(chinaDateRange(new Date('2024-03-01T03:00:00Z'), 2).dates).toEqual(['2024-02-29', '2024-03-01']);
  });

  it('fills missing days with zeros and rounds amounts', () => {
    expect(fillDays(['2024-10-07', '2024-10-08'], [{ date: '2024-10-08', count: 2, amount: '12.3456' }])).toEqual([
      { date: '2024-10-07', count: 0, amount: 0 },
      { date: '2024-10-08', count: 2, amount: 12.35 },
    ]);
  });
});

describe('GET /order/orderGroupItem/statistics', () => {
  it('the seed spreads its order lines over the last weeks', async () => {
    const series = await statistics(tokens.admin);
    expect(series).toHaveLength(30);
    expect(total(series)).toBe(all.length);
    expect(series.filter((day) => day.count > 0).length).toBeGreaterThanOrEqual(20);
    expect(series.some((day) => day.count === 0)).toBe(true);
  });

  it('procurement and platform staff see every line, zero days included', async () => {
    const all = await expected(30, () => true);
    expect(await statistics(tokens.admin, '30')).toEqual(all);
    expect(await statistics(tokens.buyer, '30')).toEqual(all);
  });

  it('a supplier sees only its own lines', async () => {
    const [fresh] = await server.database.db.select({ id: suppliers.id }).from(suppliers).innerJoin(users, eq(users.id, suppliers.userId)).where(eq(users.username, 'supplier'));
    const series = await statistics(tokens.supplier, '30');
    expect(series).toEqual(await expected(30, (row) => row.supplierId === fresh.id));
    expect(total(series)).toBe(all.filter((row) => row.supplierId === fresh.id).length);
    expect(total(series)).toBeLessThan(all.length);
  });

  it('canteen staff see their canteens, and only the chosen one once a department is chosen', async () => {
    expect(total(await statistics(tokens.canteen))).toBe(all.length);
    await server.database.db.update(users).set({ orgCode: 'A02A01' }).where(eq(users.username, 'canteen'));
    const [canteen1] = await server.database.db.select().from(restaurants).where(eq(restaurants.name, '一食堂'));
    const mine = total(await statistics(tokens.canteen));
    expect(mine).toBe(all.filter((row) => row.restaurantId === canteen1!.id).length);
    expect(mine).toBeLessThan(all.length);
    await server.database.db.update(users).set({ orgCode: 'A01' }).where(eq(users.username, 'canteen'));
    expect(total(await statistics(tokens.canteen))).toBe(0);
    await server.database.db.update(users).set({ orgCode: null }).where(eq(users.username, 'canteen'));
  });

  it('a short range holds only its days; withdrawn lines are left out', async () => {
    const week = await statistics(tokens.admin, '7');
    expect(week).toEqual(await expected(7, () => true));
    expect(week.at(-1)!.date).toBe(chinaDateRange(new Date(), 1).dates[0]);
    const newest = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    await server.database.db.update(orderItems).set({ status: 'withdrawn' }).where(eq(orderItems.id, newest.id));
    expect(total(await statistics(tokens.admin, '7'))).toBe(total(week) - 1);
    await server.database.db.update(orderItems).set({ status: newest.status }).where(eq(orderItems.id, newest.id));
    expect((await statistics(tokens.admin, '366'))).toHaveLength(366);
  });

  it.each(['0', '367', 'x'])('refuses days=%s', async (days) => {
    const { status, body } = await server.call('GET', '/order/orderGroupItem/statistics', { token: tokens.admin, query: { days } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/order/orderGroupItem/statistics')).status).toBe(401);
  });
});

describe('GET /order/orderGroupItem/statistics/breakdown', () => {
  type Row = { id: string | null; name: string | null; count: number; amount: number };
  async function breakdown(token: string, by: string, days = '30'): Promise<Row[]> {
    const { status, body } = await server.call('GET', '/order/orderGroupItem/statistics/breakdown', { token, query: { by, days } });
    expect(status).toBe(200);
    return body.result;
  }
  /** The expected groups, computed here from the rows (not by the server's query), as id -> [count, amount]. */
  async function expectedGroups(days: number, key: (row: typeof orderItems.$inferSelect) => string | null, keep: (row: typeof orderItems.$inferSelect) => boolean = () => true) {
    const { since } = chinaDateRange(new Date(), days);
    const rows = (await server.database.db.select().from(orderItems)).filter((row) => row.status !== 'withdrawn' && row.createdAt >= since && keep(row));
    const groups = new Map<string | null, [number, number]>();
    for (const row of rows) {
      const [count, amount] = groups.get(key(row)) ?? [0, 0];
      groups.set(key(row), [count + 1, amount + Number(row.quantity) * Number(row.price ?? 0)]);
    }
    return new Map([...groups].map(([id, [count, amount]]) => [id, [count, Math.round(amount * 100) / 100]]));
  }
  const asMap = (rows: Row[]) => new Map(rows.map((row) => [row.id, [row.count, row.amount]]));

  it('groups the same lines as the chart by canteen and by supplier, largest amount first', async () => {
    const byCanteen = await breakdown(tokens.admin, 'canteen');
    expect(asMap(byCanteen)).toEqual(await expectedGroups(30, (row) => row.restaurantId));
    const names = new Map((await server.database.db.select().from(restaurants)).map((r) => [r.id, r.name]));
    expect(byCanteen.map((row) => row.name)).toEqual(byCanteen.map((row) => names.get(row.id!)));
    const bySupplier = await breakdown(tokens.buyer, 'supplier');
    expect(asMap(bySupplier)).toEqual(await expectedGroups(30, (row) => row.supplierId));
    expect(bySupplier.length).toBeGreaterThanOrEqual(2);
    for (const rows of [byCanteen, bySupplier]) expect(rows.map((row) => row.amount)).toEqual([...rows.map((row) => row.amount)].sort((a, b) => b - a));
    const chart = await statistics(tokens.admin, '30');
    expect(byCanteen.reduce((sum, row) => sum + row.count, 0)).toBe(total(chart));
    expect(asMap(await breakdown(tokens.admin, 'canteen', '7'))).toEqual(await expectedGroups(7, (row) => row.restaurantId));
  });

  it('keeps to the scope: a supplier sees itself only, a canteen its chosen canteen only', async () => {
    const [fresh] = await server.database.db.select({ id: suppliers.id }).from(suppliers).innerJoin(users, eq(users.id, suppliers.userId)).where(eq(users.username, 'supplier'));
    const mine = (row: typeof orderItems.$inferSelect) => row.supplierId === fresh!.id;
    expect((await breakdown(tokens.supplier, 'supplier')).map((row) => row.id)).toEqual([fresh!.id]);
    expect(asMap(await breakdown(tokens.supplier, 'canteen'))).toEqual(await expectedGroups(30, (row) => row.restaurantId, mine));
    const [canteen1] = await server.database.db.select().from(restaurants).where(eq(restaurants.name, '一食堂'));
    await server.database.db.update(users).set({ orgCode: 'A02A01' }).where(eq(users.username, 'canteen'));
    try {
      expect((await breakdown(tokens.canteen, 'canteen')).map((row) => row.id)).toEqual([canteen1!.id]);
      expect(asMap(await breakdown(tokens.canteen, 'supplier'))).toEqual(await expectedGroups(30, (row) => row.supplierId, (row) => row.restaurantId === canteen1!.id));
    } finally {
      await server.database.db.update(users).set({ orgCode: null }).where(eq(users.username, 'canteen'));
    }
  });

  it.each([['by', 'college'], ['by', ''], ['days', '0']])('refuses %s=%s', async (key, value) => {
    const { status, body } = await server.call('GET', '/order/orderGroupItem/statistics/breakdown', { token: tokens.admin, query: { by: 'canteen', days: '30', [key]: value } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});
