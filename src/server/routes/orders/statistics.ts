/**
 * Orders over time for the analysis dashboard: order lines per day by the day they were placed
 * (order_lines.created_at — when the canteen ordered, not when goods arrive), in China time (UTC+8, no
 * daylight saving, so a fixed offset is exact), within the caller's scope; withdrawn lines are left out.
 */
import { and, count, gte, sql } from 'drizzle-orm';
import type { DayStatistics } from '../../../contract/routes/orders.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { orderLines } from '../../db/schema/index.ts';
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

/** Order lines and their value per China-time day over the last `days` days (today included), in one grouped query. */
export async function orderStatistics(db: Db, actor: Actor, days: number, now = new Date()): Promise<DayStatistics[]> {
  const { dates, since } = chinaDateRange(now, days);
  const day = sql<string>`to_char((${orderLines.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      count: count(),
      amount: sql<string>`coalesce(sum(${orderLines.quantity} * ${orderLines.price}), 0)`,
    })
    .from(orderLines)
    .where(and(gte(orderLines.createdAt, since), lineScope(db, actor), sql`${orderLines.status} <> 'withdrawn'`))
    .groupBy(day);
  return fillDays(dates, rows);
}
