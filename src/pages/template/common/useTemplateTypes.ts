/** The template types for pickers and filters (one page of up to 500). */
import { useEffect, useState } from 'react';
import { templateTypes } from '../../../api/endpoints/print.ts';

/** A type for pickers: `code` decides a new template's paper. */
export interface TypeChoice {
  value: string;
  label: string;
  code: string;
}

export function useTemplateTypes(): TypeChoice[] {
  const [types, setTypes] = useState<TypeChoice[]>([]);
  useEffect(() => {
    templateTypes.list({ pageNo: 1, pageSize: 500 })
      .then((page) => setTypes(page.records.map((t) => ({ value: t.id, label: t.name, code: t.code }))))
      .catch(() => {});
  }, []);
  return types;
}
