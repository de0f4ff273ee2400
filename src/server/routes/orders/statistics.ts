/**
 * Orders over time for the analysis dashboard: order lines per day by the day they were placed
 * (order_items.created_at — when the canteen ordered, not when goods arrive), in China time (UTC+8, no
 * daylight saving, so a fixed offset is exact), within the caller's scope as for the pending counts.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DayStatistics } from '../../../contract/routes/orders.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/index.ts';
import { orderItems } from '../../db/schema/index.ts';
import { ownRestaurants, ownSuppliers, PLATFORM, PROCUREMENT, SUPPLIER } from './counts.ts';

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

/** Suppliers see their own lines, procurement and platform staff all, everyone else their canteens'. */
function scopeOf(db: Db, user: SessionUser) {
  if (user.userType === SUPPLIER) return inArray(orderItems.supplierId, ownSuppliers(db, user.id));
  if (user.userType === PROCUREMENT || user.userType === PLATFORM) return undefined;
  return inArray(orderItems.restaurantId, ownRestaurants(db, user));
}

/** Order lines and their value per China-time day over the last `days` days (today included), in one grouped query. */
export async function orderStatistics(db: Db, user: SessionUser, days: number, now = new Date()): Promise<DayStatistics[]> {
  const { dates, since } = chinaDateRange(now, days);
  const day = sql<string>`to_char((${orderItems.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      count: count(),
      amount: sql<string>`coalesce(sum(${orderItems.quantity} * ${orderItems.price}), 0)`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.deleted, false), gte(orderItems.createdAt, since), scopeOf(db, user)))
    .groupBy(day);
  return fillDays(dates, rows);
}
