/** The database side of a list query (contract ListQuery): sorting by the names the contract offers, and totals that count only so far. */
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import { fail } from './errors.ts';

/**
 * ORDER BY for a list query's column / order: `columns` are the sortable ones by the names the route's
 * summary gives; an unknown name is refused (SORT_COLUMN_INVALID), never passed on to SQL.
 */
export function sorter(columns: Record<string, PgColumn>, query: { column?: string; order?: string }, fallback: string): SQL {
  const column = query.column || fallback;
  if (!Object.hasOwn(columns, column)) fail('SORT_COLUMN_INVALID', { column });
  return sortDirection(query)(columns[column]!);
}

/** asc or desc by a list query's order (default desc): also for the id that breaks ties in the sort's own direction. */
export function sortDirection(query: { order?: string }): typeof asc {
  return query.order?.toLowerCase() === 'asc' ? asc : desc;
}

/**
 * Rows a list counts one by one: ten pages past the one asked for, at least 1,000, at most 10,000. Past
 * that the total is the planner's estimate and the answer says so (`capped`: "about N"), rather than
 * walking a million index entries for a number nobody pages through.
 */
export const COUNT_CAP = 10_000;
const COUNT_FLOOR = 1000;
const COUNT_PAGES_AHEAD = 10;

export function exactCountLimit(offset: number, size: number): number {
  return Math.min(COUNT_CAP, Math.max(COUNT_FLOOR, offset + size * COUNT_PAGES_AHEAD));
}

type Rows<T> = { rows: T[] }; // both drivers answer execute with {rows}

/**
 * A list's total: exact up to `limit`, else the planner's estimate (never below what was counted).
 * `rows` is the list's query without paging (what it selects does not matter), with its order where the matching
 * rows are not spread evenly over the table: the count then walks the index the page's read walks and meets them
 * first, where without an order the planner may read the table from its start (the agreement prices in force
 * today are the newest rows, at the table's end: 110-190 ms at 1,000,000 prices on PostgreSQL, 1-5 ms in order).
 * `seen`: the rows the page's own read shows there are (seenRows): past `limit` the count could only confirm it,
 * so a deep page is answered without counting ten thousand rows a second time.
 */
export async function listTotal(db: Db, rows: SQLWrapper, limit: number, seen = 0): Promise<{ total: number; capped: boolean }> {
  if (seen <= limit) {
    const counted = (await db.execute(sql`SELECT count(*)::int AS total FROM (${rows} LIMIT ${limit + 1}) AS capped`)) as unknown as Rows<{ total: number }>;
    const exact = Number(counted.rows[0]?.total ?? 0);
    if (exact <= limit) return { total: exact, capped: false };
  }
  const plan = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${rows}`)) as unknown as Rows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>;
  const estimate = Math.round(Number(plan.rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0));
  return { total: Math.max(limit + 1, estimate), capped: true };
}

/** How many rows a page reads: one past the rows it shows, so that the read itself tells whether the list goes on. */
export const pageRead = (size: number): number => size + 1;

/** What a page's read shows of the total (listTotal's `seen`): its offset and the rows found, none when it found none. */
export const seenRows = (offset: number, read: number): number => (read > 0 ? offset + read : 0);
