/** The template list: server paging for every template, one large page filtered here for a scope. */
import { useEffect, useState } from 'react';
import { http } from '../../../api/http.ts';
import { cleanQuery, type Page } from '../../common/index.ts';
import { inScope, localPage, SCOPE_FETCH_SIZE, type TemplateScope } from './scope.ts';
import type { TemplateRecord } from './types.ts';

export interface TemplateFilters { name: string; typeId: string | null; scope: TemplateScope }

export function useTemplateList(initial: TemplateFilters, pageSize = 10) {
  const [filters, setFilters] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const [rows, setRows] = useState<TemplateRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const scoped = applied.scope !== 'all';
    const query = cleanQuery({ name: applied.name, typeId: applied.typeId, pageNo: scoped ? 1 : pageNo, pageSize: scoped ? SCOPE_FETCH_SIZE : pageSize });
    http.get<Page<TemplateRecord>>('/print/templates', query)
      .then((page) => {
        if (!live) return;
        if (!scoped) { setRows(page.records); setTotal(page.total); return; }
        const kept = page.records.filter((r) => inScope(r, applied.scope));
        setRows(localPage(kept, pageNo, pageSize));
        setTotal(kept.length);
      })
      .catch(() => {})
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [applied, pageNo, pageSize, version]);

  return {
    filters,
    setFilter: <K extends keyof TemplateFilters>(key: K, value: TemplateFilters[K]) => setFilters((f) => ({ ...f, [key]: value })),
    search: () => { setApplied(filters); setPageNo(1); setVersion((v) => v + 1); },
    reset: () => { setFilters(initial); setApplied(initial); setPageNo(1); },
    pageNo, setPageNo, pageSize, rows, total, loading,
    reload: () => setVersion((v) => v + 1),
  };
}
