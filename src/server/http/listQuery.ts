/** The database side of a list query (contract ListQuery): sorting by the names the contract offers. */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
