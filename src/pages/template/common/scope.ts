/**
 * The server lists every template the caller may see (shared ones and their own private ones) and has no
 * private/shared filter, so a scoped list reads one large page and filters and pages it here.
 */
export type TemplateScope = 'all' | 'private' | 'shared';

/** The most rows one request may ask for (the server clamps pageSize to 500). */
export const SCOPE_FETCH_SIZE = 500;

export function inScope(row: { private: boolean }, scope: TemplateScope): boolean {
  return scope === 'all' || (scope === 'private' ? row.private : !row.private);
}

/** One page of an already filtered list. */
export function localPage<T>(rows: T[], pageNo: number, pageSize: number): T[] {
  return rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
}
