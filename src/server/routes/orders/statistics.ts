/**
 * Orders over time for the analysis dashboard: order lines per day by the day they were placed
 * (order_lines.created_at — when the canteen ordered, not when goods arrive), in China time (UTC+8, no
 * daylight saving, so a fixed offset is exact), within the caller's scope; withdrawn lines are left out.
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { BreakdownBy, BreakdownRow, DayStatistics } from '../../../contract/routes/orders.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { orderLines, restaurants, suppliers } from '../../db/schema/index.ts';
import { lineScope } from './queries.ts';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The `days` China-time dates ending today, oldest first, and the instant the first one begins. */
export function chinaDateRange(now: Date, days: number): { dates: string[]; since: Date } {
  const todayStart = Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS; // midnight of today, China clock
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i--) dates.push(new Date(todayStart - i * DAY_MS).toISOString().slice(0, 10));
  return { dates, since: new Date(todayStart - (days - 1) * DAY_MS - CHINA_OFFSET_MS) };
}

/** Every date of the range, with zeros where the query found nothing. */
export function fillDays(dates: string[], rows: Array<{ date: string; count: number; amount: number | string | null }>): DayStatistics[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => {
    const row = byDate.get(date);
    return { date, count: row ? Number(row.count) : 0, amount: row ? Math.round(Number(row.amount ?? 0) * 100) / 100 : 0 };
  });
}

const lineValue = sql<string>`coalesce(sum(${orderLines.quantity} * ${orderLines.price}), 0)`;
const counted = (db: Db, actor: Actor, since: Date) => and(gte(orderLines.createdAt, since), lineScope(db, actor), sql`${orderLines.status} <> 'withdrawn'`);

/** Order lines and their value per China-time day over the last `days` days (today included), in one grouped query. */
export async function orderStatistics(db: Db, actor: Actor, days: number, now = new Date()): Promise<DayStatistics[]> {
  const { dates, since } = chinaDateRange(now, days);
  const day = sql<string>`to_char((${orderLines.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      count: count(),
      amount: lineValue,
    })
    .from(orderLines)
    .where(counted(db, actor, since))
    .groupBy(day);
  return fillDays(dates, rows);
}

/**
 * The same lines over the same days grouped by canteen or by supplier (lines not yet allotted form one
 * row without a supplier), largest amount first. The scope is the lines', so a supplier sees only itself
 * and the canteens it supplied, a canteen only its own canteens and their suppliers.
 */
export async function orderBreakdown(db: Db, actor: Actor, by: BreakdownBy, days: number, now = new Date()): Promise<BreakdownRow[]> {
  const { since } = chinaDateRange(now, days);
  const amount = sql<string>`round(${lineValue}, 2)`;
  const rows = by === 'canteen'
    ? await db
        .select({ id: orderLines.restaurantId, name: restaurants.name, count: count(), amount })
        .from(orderLines)
        .innerJoin(restaurants, eq(restaurants.id, orderLines.restaurantId))
        .where(counted(db, actor, since))
        .groupBy(orderLines.restaurantId, restaurants.name)
        .orderBy(desc(amount), restaurants.name)
    : await db
        .select({ id: orderLines.supplierId, name: suppliers.name, count: count(), amount })
        .from(orderLines)
        .leftJoin(suppliers, eq(suppliers.id, orderLines.supplierId))
        .where(counted(db, actor, since))
        .groupBy(orderLines.supplierId, suppliers.name)
        .orderBy(desc(amount), suppliers.name);
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count), amount: Number(row.amount) }));
}
