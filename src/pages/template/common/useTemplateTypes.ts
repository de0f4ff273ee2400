/** The template types for pickers and filters (one page of up to 500). */
import { useEffect, useState } from 'react';
import { http } from '../../../api/http.ts';
import type { Page } from '../../common/index.ts';
import type { TemplateType } from './types.ts';

export function useTemplateTypes(): Array<{ value: string; label: string }> {
  const [types, setTypes] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    http.get<Page<TemplateType>>('/print/templateTypes', { pageNo: 1, pageSize: 500 })
      .then((page) => setTypes(page.records.map((t) => ({ value: t.id, label: t.name }))))
      .catch(() => {});
  }, []);
  return types;
}
