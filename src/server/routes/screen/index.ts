/**
 * The big screen's figures (issue 21): GET /screen/overview for platform staff (everything) and
 * procurement (the canteens of its institution). Every figure is one scoped aggregate over indexed columns.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chinaDate } from '../../../contract/domain/order.ts';
import { screenOverview } from '../../../contract/routes/screen.ts';
import { actorOf, restaurantScope } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { rowsOf } from '../../jobs/sql.ts';

const TREND_DAYS = 14;
const TOP = 8;
const DAY_MS = 86_400_000;
/** Days start at midnight in China (the business's days, as chinaDate reads them). */
const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;

export default async function screenRoutes(app: FastifyInstance): Promise<void> {
  addRoute(app, screenOverview, {}, async (request) => {
    const actor = actorOf(request.user!);
    if (actor.kind !== 'platform' && actor.kind !== 'procurement') fail('SCREEN_FORBIDDEN');
    const scope = restaurantScope(app.db, actor);
    // The restaurant condition of a column: everything for the platform, the institution's canteens otherwise.
    const inScope = (column: SQL): SQL => (scope ? sql`${column} IN (${scope})` : sql`true`);
    return ok(await overview(app.db, inScope, new Date()));
  });
}

async function overview(db: Db, inScope: (column: SQL) => SQL, now: Date) {
  const today = chinaDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const trendStart = chinaDate(new Date(now.getTime() - (TREND_DAYS - 1) * DAY_MS));
  const one = async (query: SQL) => Number((await rowsOf<{ n: string | number }>(db, query))[0]?.n ?? 0);
  const named = async (query: SQL) => (await rowsOf<{ id: string; name: string; value: string | number }>(db, query)).map((row) => ({ id: row.id, name: row.name, value: Number(row.value) }));

  const ordersToday = await one(sql`SELECT count(*) AS n FROM orders o WHERE o.created_at >= ${dayStart(today)} AND ${inScope(sql`o.restaurant_id`)}`);
  const linesToday = await one(sql`SELECT count(*) AS n FROM order_lines l WHERE l.arrival_date = ${today}::date AND l.status <> 'withdrawn' AND ${inScope(sql`l.restaurant_id`)}`);
  const deliveriesUnderway = await one(sql`SELECT count(*) AS n FROM order_lines l WHERE l.status = 'dispatched' AND ${inScope(sql`l.restaurant_id`)}`);
  const checksToday = await one(sql`SELECT count(*) AS n FROM receipts r JOIN order_lines l ON l.id = r.line_id
    WHERE NOT r.voided AND r.checked_at >= ${dayStart(today)} AND ${inScope(sql`l.restaurant_id`)}`);
  const pipeline = (await rowsOf<{ status: string; count: number }>(db, sql`SELECT l.status, count(*)::int AS count FROM order_lines l
    WHERE l.status NOT IN ('audited', 'withdrawn') AND ${inScope(sql`l.restaurant_id`)} GROUP BY l.status`));
  const rejected = (by: 'restaurant' | 'supplier') => named(sql`SELECT x.id, x.name, count(*) AS value FROM receipts r
    JOIN order_lines l ON l.id = r.line_id JOIN ${by === 'restaurant' ? sql`restaurants` : sql`suppliers`} x ON x.id = ${by === 'restaurant' ? sql`l.restaurant_id` : sql`l.supplier_id`}
    WHERE NOT r.voided AND r.rejected_qty > 0 AND r.checked_at >= ${dayStart(monthStart)} AND ${inScope(sql`l.restaurant_id`)}
    GROUP BY x.id, x.name ORDER BY value DESC, x.name LIMIT ${TOP}`);
  const amounts = (by: 'restaurant' | 'supplier') => named(sql`SELECT x.id, x.name, sum(b.amount) AS value FROM standing_book b
    JOIN ${by === 'restaurant' ? sql`restaurants` : sql`suppliers`} x ON x.id = ${by === 'restaurant' ? sql`b.restaurant_id` : sql`b.supplier_id`}
    WHERE b.arrival_date >= ${monthStart}::date AND ${inScope(sql`b.restaurant_id`)}
    GROUP BY x.id, x.name ORDER BY value DESC, x.name LIMIT ${TOP}`);
  const amountMonth = await one(sql`SELECT coalesce(sum(b.amount), 0) AS n FROM standing_book b WHERE b.arrival_date >= ${monthStart}::date AND ${inScope(sql`b.restaurant_id`)}`);
  const orderDays = await rowsOf<{ day: string; n: number }>(db, sql`SELECT to_char((o.created_at AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
    FROM orders o WHERE o.created_at >= ${dayStart(trendStart)} AND ${inScope(sql`o.restaurant_id`)} GROUP BY 1`);
  const amountDays = await rowsOf<{ day: string; n: string }>(db, sql`SELECT to_char(b.arrival_date, 'YYYY-MM-DD') AS day, sum(b.amount) AS n
    FROM standing_book b WHERE b.arrival_date >= ${trendStart}::date AND b.arrival_date <= ${today}::date AND ${inScope(sql`b.restaurant_id`)} GROUP BY 1`);
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
    const day = chinaDate(new Date(now.getTime() - (TREND_DAYS - 1 - i) * DAY_MS));
    return { day, orders: orderDays.find((row) => row.day === day)?.n ?? 0, amount: Number(amountDays.find((row) => row.day === day)?.n ?? 0) };
  });
  return {
    at: now.toISOString(),
    today,
    ordersToday,
    linesToday,
    deliveriesUnderway,
    checksToday,
    pipeline,
    exceptionsByCanteen: await rejected('restaurant'),
    exceptionsBySupplier: await rejected('supplier'),
    amountMonth: Math.round(amountMonth * 100) / 100,
    amountByCanteen: await amounts('restaurant'),
    amountBySupplier: await amounts('supplier'),
    trend,
  };
}
