/** The choices the bidding screens offer: base products, the caller's canteens, suppliers (keepers), loaded once per screen. */
import { useEffect, useState } from 'react';
import { catalogue } from '../../api/endpoints/catalogue.ts';
import { registrations } from '../../api/endpoints/suppliers.ts';

export interface Option { value: string; label: string }

export function usePurchaseOptions(withProducts = true, withSuppliers = false): { products: Option[]; canteens: Option[]; suppliers: Option[] } {
  const [products, setProducts] = useState<Option[]>([]);
  const [suppliers, setSuppliers] = useState<Option[]>([]);
  const [canteens, setCanteens] = useState<Option[]>([]);
  useEffect(() => {
    catalogue.canteens().then((rows) => setCanteens(rows.map((c) => ({ value: c.id, label: c.name })))).catch(() => {});
    if (withProducts) {
      catalogue.products({ enabled: '1', pageSize: 500, column: 'code', order: 'asc' })
        .then((page) => setProducts(page.records.map((p) => ({ value: p.id, label: `${p.code} ${p.name}（${p.unit}）` })))).catch(() => {});
    }
    if (withSuppliers) registrations.options().then((rows) => setSuppliers(rows.map((r) => ({ value: r.id, label: r.name })))).catch(() => {});
  }, [withProducts, withSuppliers]);
  return { products, canteens, suppliers };
}
