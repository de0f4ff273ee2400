/** The choices the supplier screens offer: approved suppliers, qualification types (dictionary), canteens. */
import { useEffect, useState } from 'react';
import { shop } from '../../api/endpoints/ordering.ts';
import { getDictItems } from '../../api/endpoints/session.ts';
import { registrations } from '../../api/endpoints/suppliers.ts';
import { QUALIFICATION_TYPE_DICT } from '../../contract/domain/supplier.ts';

type Option = { value: string; label: string };

/** `suppliers: 'any'` also offers registered suppliers awaiting the audit (qualifications are kept before approval). */
export function useSupplierChoices(want: { suppliers?: boolean | 'any'; types?: boolean; canteens?: boolean }) {
  const [suppliers, setSuppliers] = useState<Option[]>([]);
  const [types, setTypes] = useState<Option[]>([]);
  const [canteens, setCanteens] = useState<Option[]>([]);
  useEffect(() => {
    if (want.suppliers) registrations.options(undefined, want.suppliers === 'any').then((rows) => setSuppliers(rows.map((r) => ({ value: r.id, label: r.name })))).catch(() => {});
    if (want.types) getDictItems(QUALIFICATION_TYPE_DICT).then((rows) => setTypes(rows.map((r) => ({ value: r.value, label: r.text })))).catch(() => {});
    if (want.canteens) shop.canteens().then((rows) => setCanteens(rows.map((r) => ({ value: r.id, label: r.name })))).catch(() => {});
  }, [want.suppliers, want.types, want.canteens]);
  return { suppliers, types, canteens };
}
