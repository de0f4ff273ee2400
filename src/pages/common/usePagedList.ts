/** One list screen's state: filters being typed, filters applied, page, rows, loading, reload. */
import { useCallback, useEffect, useState } from 'react';
import { http } from '../../api/http.ts';
import { cleanQuery, type ListQuery, type Page, type QueryValue } from './query.ts';

/**
 * Where the pages come from: an endpoint's list call (src/api/endpoints), given the applied filters and
 * paging. A bare path is still taken for the print template screens, which call their list by its URL.
 * Keep it stable (a module's function, or useCallback): a new one loads again.
 */
export type PageSource<T> = ((query: ListQuery) => Promise<Page<T>>) | string;

export interface PagedList<T, F> {
  filters: F;
  setFilter<K extends keyof F>(key: K, value: F[K]): void;
  search(): void;
  reset(): void;
  pageNo: number;
  setPageNo(page: number): void;
  pageSize: number;
  records: T[];
  total: number;
  /** The total is an estimate (a server that counts only so far answers `capped`). */
  approximate: boolean;
  loading: boolean;
  reload(): void;
}

export function usePagedList<T, F extends Record<string, QueryValue>>(source: PageSource<T>, initial: F, pageSize = 10): PagedList<T, F> {
  const [filters, setFilters] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const query = cleanQuery({ ...applied, pageNo, pageSize });
    (typeof source === 'string' ? http.get<Page<T>>(source, query) : source(query))
      .then((result) => { if (live) setPage(result); })
      .catch(() => { /* the shell shows the server's message */ })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [source, applied, pageNo, pageSize, version]);

  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => setFilters((f) => ({ ...f, [key]: value })), []);
  return {
    filters,
    setFilter,
    search: () => { setApplied(filters); setPageNo(1); setVersion((v) => v + 1); },
    reset: () => { setFilters(initial); setApplied(initial); setPageNo(1); },
    pageNo,
    setPageNo,
    pageSize,
    records: page?.records ?? [],
    total: page?.total ?? 0,
    approximate: (page as { capped?: boolean } | null)?.capped === true,
    loading,
    reload: () => setVersion((v) => v + 1),
  };
}
