/**
 * The per-scope line counters against COUNT(*): writes that bypass the services (bulk SQL) keep them true,
 * folding keeps the totals, a gap is found and a rebuild closes it, and the upkeep job vacuums the embedded
 * database. (Every kind of transition is reconciled by the ordering tests' countsMatchQueues.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { rowsOf } from '../jobs/sql.ts';
import { DATABASE_MAINTAIN } from '../jobs/maintenance.ts';
import { countLines, foldLineCounts, lineCountDrift, maintainDatabase, rebuildLineCounts } from './lineCounts.ts';
import { lineCounts } from './schema/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const counted = async (status: string) => (await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM order_lines WHERE status = ${status}`))[0]!.n;

describe('the line counters', () => {
  it('start equal to the seeded lines', async () => {
    expect(await lineCountDrift(db())).toEqual([]);
    expect(await countLines(db(), ['audited'], undefined)).toBe(await counted('audited'));
    expect(await countLines(db(), [], undefined)).toBe((await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM order_lines`))[0]!.n);
  });

  it('follow bulk writes that bypass the services: insert, update of status and supplier, delete', async () => {
    const before = await countLines(db(), ['allotting'], undefined);
    await db().execute(sql`
      INSERT INTO order_lines (id, order_id, group_id, restaurant_id, arrival_date, line_no, base_product_id, product_name, unit, quantity, status)
      SELECT 'bulk' || g, l.order_id, l.group_id, l.restaurant_id, l.arrival_date, 100 + g, l.base_product_id, l.product_name, l.unit, 1, 'allotting'
      FROM generate_series(1, 50) g CROSS JOIN (SELECT * FROM order_lines ORDER BY id LIMIT 1) l`);
    expect(await countLines(db(), ['allotting'], undefined)).toBe(before + 50);
    await db().execute(sql`UPDATE order_lines SET status = 'awaiting_supplier', supplier_id = (SELECT id FROM suppliers ORDER BY name LIMIT 1) WHERE id LIKE 'bulk%' AND (substr(id, 5))::int <= 20`);
    await db().execute(sql`UPDATE order_lines SET note = 'no move' WHERE id LIKE 'bulk%'`);
    expect(await countLines(db(), ['allotting'], undefined)).toBe(before + 30);
    expect(await lineCountDrift(db())).toEqual([]);
    await db().execute(sql`DELETE FROM order_lines WHERE id LIKE 'bulk%'`);
    expect(await countLines(db(), ['allotting'], undefined)).toBe(before);
    expect(await lineCountDrift(db())).toEqual([]);
  });

  it('fold into one row per key without changing a total', async () => {
    await foldLineCounts(db());
    const rows = await db().select().from(lineCounts);
    const distinct = new Set(rows.map((r) => `${r.status}|${r.restaurantId}|${r.supplierId}`));
    expect(rows.length).toBe(distinct.size);
    expect(rows.every((r) => r.n !== 0)).toBe(true);
    expect(await lineCountDrift(db())).toEqual([]);
  });

  it('a gap is found, and a rebuild closes it', async () => {
    await db().execute(sql`INSERT INTO line_counts (status, restaurant_id, supplier_id, n) VALUES ('received', 'nowhere', '', 3)`);
    await db().execute(sql`DELETE FROM line_counts WHERE id = (SELECT id FROM line_counts WHERE status = 'audited' ORDER BY id LIMIT 1)`);
    const drift = await lineCountDrift(db());
    expect(drift.length).toBeGreaterThanOrEqual(2);
    expect(drift).toContainEqual({ status: 'received', restaurantId: 'nowhere', supplierId: '', counted: 0, kept: 3 });
    await rebuildLineCounts(db());
    expect(await lineCountDrift(db())).toEqual([]);
  });

  it('a paged queue list takes its total from the counters, as its pending count does; a narrowing filter counts lines', async () => {
    const token = await server.login('admin');
    const [line] = await rowsOf<{ restaurantId: string }>(db(), sql`SELECT restaurant_id AS "restaurantId" FROM order_lines WHERE status = 'received' LIMIT 1`);
    const lines = await counted('received');
    // a counter row no line stands behind: only a total read from the counters shows it
    await db().execute(sql`INSERT INTO line_counts (status, restaurant_id, supplier_id, n) VALUES ('received', ${line!.restaurantId}, '', 1000)`);
    try {
      const total = async (query: Record<string, string>) => (await server.call('GET', '/order/lines', { token, query: { queue: 'procurementAudit', ...query } })).body.result.total;
      const pending = (await server.call('GET', '/order/orderGroupItem/ProcurementAuditCount', { token })).body.result;
      expect(pending).toBe(lines + 1000);
      expect(await total({ pageNo: '1', pageSize: '20' })).toBe(pending);
      expect(await total({ pageNo: '2', pageSize: '10', column: 'arrivalDate', order: 'asc' })).toBe(pending);
      expect(await total({ pageNo: '1', pageSize: '20', arrivalFrom: '2000-01-01' })).toBe(lines);
    } finally {
      await rebuildLineCounts(db());
    }
  });

  it('the upkeep job is scheduled, folds, and vacuums the embedded database', async () => {
    const [schedule] = await rowsOf<{ cron: string }>(db(), sql`SELECT cron FROM pgboss.schedule WHERE name = ${DATABASE_MAINTAIN}`);
    expect(schedule?.cron).toBe('*/30 * * * *');
    await db().execute(sql`INSERT INTO line_counts (status, restaurant_id, supplier_id, n) VALUES ('received', 'nowhere', '', 1), ('received', 'nowhere', '', -1)`);
    expect(await maintainDatabase(server.database)).toEqual({ vacuumed: server.database.kind === 'pglite' });
    expect(await rowsOf(db(), sql`SELECT 1 FROM line_counts WHERE restaurant_id = 'nowhere'`)).toEqual([]);
    if (server.database.kind === 'pglite') {
      const [stats] = await rowsOf<{ at: string | null }>(db(), sql`SELECT last_vacuum AS at FROM pg_stat_user_tables WHERE relname = 'line_counts'`);
      expect(stats?.at).not.toBeNull();
    }
  });
});
