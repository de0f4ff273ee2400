import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { watchOverview } from '../../../pages/screen/overviewFeed.ts';
import { until } from '../../../../tests/server/until.ts';
import { colleges, departments, restaurants } from '../../db/schema/index.ts';
import { rowsOf } from '../../jobs/sql.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

const overview = async (who: string) => server.call('GET', '/screen/overview', { token: tokens[who] });

describe('the big screen', () => {
  it('gives the platform the figures of the whole business', async () => {
    // one order placed now: the demo orders were made when the run began, which may be China's yesterday
    const api = ordering(server);
    const [canteen] = await api.ok(tokens.canteen!, 'GET', '/university/restaurants');
    const shop = await api.ok(tokens.canteen!, 'GET', '/shop/products', undefined, { restaurantId: canteen.id, arrivalDate: chinaDay(5), pageSize: '1' });
    await api.ok(tokens.canteen!, 'POST', '/order/orders', { restaurantId: canteen.id, arrivalDate: chinaDay(5), slot: 'lunch', lines: [{ baseProductId: shop.records[0].id, quantity: '5' }] });
    const { body } = await overview('admin');
    const db = server.database.db;
    const [{ n: placedToday }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders WHERE created_at >= (${body.result.today}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`);
    const [{ n: dispatched }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM order_lines WHERE status = 'dispatched'`);
    const [{ n: open }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM order_lines WHERE status NOT IN ('audited', 'withdrawn')`);
    expect(body.result.deliveriesUnderway).toBe(dispatched);
    expect(body.result.pipeline.reduce((sum: number, p: any) => sum + p.count, 0)).toBe(open);
    expect(body.result.trend).toHaveLength(14);
    expect(body.result.trend.at(-1).day).toBe(body.result.today);
    expect(body.result.ordersToday).toBe(placedToday);
    expect(placedToday).toBeGreaterThan(0);
  });

  it('gives procurement its institution only, and refuses canteens and suppliers', async () => {
    const db = server.database.db;
    // a canteen of another school, served by another procurement office, with one line on its way
    const [office] = await db.insert(departments).values({ departName: '外校采购', orgCode: 'Z09', orgCategory: '1' }).returning();
    const [college] = await db.insert(colleges).values({ name: '外校', code: 'Z009', departId: office.id, procurementDepartId: office.id }).returning();
    const [canteen] = await db.insert(restaurants).values({ collegeId: college.id, departId: office.id, name: '外校食堂', deliverySlots: [] }).returning();
    await db.execute(sql`INSERT INTO order_lines (id, order_id, group_id, restaurant_id, arrival_date, line_no, base_product_id, product_name, unit, quantity, supplier_id, status)
      SELECT 'outside-line', order_id, group_id, ${canteen.id}, arrival_date, 99, base_product_id, product_name, unit, quantity, supplier_id, 'dispatched' FROM order_lines LIMIT 1`);
    const buyer = (await overview('buyer')).body.result;
    const admin = (await overview('admin')).body.result;
    expect(admin.deliveriesUnderway).toBe(buyer.deliveriesUnderway + 1);
    for (const who of ['canteen', 'supplier', 'grain']) {
      const answer = await overview(who);
      expect([who, answer.status, answer.body.message]).toEqual([who, 403, '大屏仅对平台和采购单位开放']);
    }
  });
});

describe('the big screen on the live channel', () => {
  it('loads when its socket opens and again when order lines move, without polling, for the platform and procurement', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const feeds: Array<{ close(): void }> = [];
    const watch = async (who: string) => {
      const [{ id: userId }] = await rowsOf<{ id: string }>(server.database.db, sql`SELECT id FROM users WHERE username = ${who}`);
      const seen: Array<{ ordersToday: number }> = [];
      const errors: unknown[] = [];
      feeds.push(watchOverview({
        userId,
        token: tokens[who]!,
        url: `${address.replace(/^http/, 'ws')}/api/websocket/${userId}`,
        WebSocket: WebSocket as never,
        load: async () => {
          const answer = await overview(who);
          if (!answer.body.success) throw new Error(answer.body.message);
          return answer.body.result as { ordersToday: number };
        },
        onData: (data) => seen.push(data),
        onError: (error) => errors.push(error),
        gatherMs: 100,
        // no safety-net poll during the test: every load after the first is a push's
        fallbackMs: 3_600_000,
      }));
      return { seen, errors };
    };
    try {
      const admin = await watch('admin');
      const buyer = await watch('buyer');
      const canteenUser = await watch('canteen');
      // each loads when its socket opens (on PostgreSQL a late notice of the set-up's writes may add one more: see below)
      await until(async () => [admin.seen.length, buyer.seen.length], ([a, b]) => a >= 1 && b >= 1, 10_000);
      await until(async () => canteenUser.errors.length, (n) => n === 1, 10_000);
      expect(canteenUser.seen).toEqual([]);
      // nothing moved: nothing is loaded again (on PostgreSQL a notice of the set-up's own writes may still
      // arrive once after the socket opens: wait for a quiet second, then nothing more may come)
      const quiet = async () => {
        let last = -1;
        while (last !== admin.seen.length + buyer.seen.length) {
          last = admin.seen.length + buyer.seen.length;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      };
      await quiet();
      const loaded = [admin.seen.length, buyer.seen.length];
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([admin.seen.length, buyer.seen.length]).toEqual(loaded);
      expect(loaded.every((n) => n <= 2)).toBe(true);

      const api = ordering(server);
      const canteens = await api.ok(tokens.canteen!, 'GET', '/university/restaurants');
      const canteen = canteens.find((c: { name: string }) => c.name === '一食堂');
      const shop = await api.ok(tokens.canteen!, 'GET', '/shop/products', undefined, { restaurantId: canteen.id, arrivalDate: chinaDay(5), pageSize: '1' });
      await api.ok(tokens.canteen!, 'POST', '/order/orders', { restaurantId: canteen.id, arrivalDate: chinaDay(5), slot: 'lunch', lines: [{ baseProductId: shop.records[0].id, quantity: '2' }] });
      for (const viewer of [admin, buyer]) {
        const before = loaded[viewer === admin ? 0 : 1]!;
        await until(async () => viewer.seen.length, (n) => n > before, 10_000);
        expect(viewer.seen.at(-1)!.ordersToday).toBe(viewer.seen[0]!.ordersToday + 1);
      }
    } finally {
      for (const feed of feeds) feed.close();
    }
  });
});
