/** The chart's days: every one of the last N China-time days, those without orders as zero. Pure. */
import type { DayStatistics } from '../../../api/endpoints/counts.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' shifted by `delta` days (calendar arithmetic in UTC, so no zone gets in the way). */
export function addDays(date: string, delta: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** `days` consecutive days ending on `end` (inclusive), each with its counts or zeros. */
export function fillDays(data: readonly DayStatistics[], days: number, end: string): DayStatistics[] {
  const byDate = new Map(data.map((d) => [d.date, d]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(end, i - days + 1);
    return byDate.get(date) ?? { date, count: 0, amount: 0 };
  });
}
