/** The template list: the server filters by name, type and scope and pages. */
import { useEffect, useState } from 'react';
import { templates } from '../../../api/endpoints/print.ts';
import { templateListQuery, type TemplateScope } from './scope.ts';
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
    const query = templateListQuery(applied, pageNo, pageSize);
    templates.list({ ...query, name: query.name.trim() || undefined, typeId: query.typeId || undefined })
      .then((page) => {
        if (!live) return;
        setRows(page.records);
        setTotal(page.total);
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
