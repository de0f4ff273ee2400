/** The template types for pickers and filters (one page of up to 500). */
import { useEffect, useState } from 'react';
import { templateTypes } from '../../../api/endpoints/print.ts';

export function useTemplateTypes(): Array<{ value: string; label: string }> {
  const [types, setTypes] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    templateTypes.list({ pageNo: 1, pageSize: 500 })
      .then((page) => setTypes(page.records.map((t) => ({ value: t.id, label: t.name }))))
      .catch(() => {});
  }, []);
  return types;
}
