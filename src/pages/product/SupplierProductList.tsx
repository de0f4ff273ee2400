/**
 * product/SupplierProductList (供应商定价): a supplier links base products under its own codes (approved by
 * the platform before they can be priced) and proposes prices of approved links for one, several or all of
 * its canteens from an effective day; its prices with their states below.
 */
import { useEffect, useState } from 'react';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { catalogue } from '../../api/endpoints/catalogue.ts';
import { PRICE_PATTERN } from '../../contract/domain/order.ts';
import { notifySuccess, PageCard, usePageT } from '../common/index.ts';
import { LinkTable } from './LinkTable.tsx';
import { FormDialog, money, text, type Field } from './parts.tsx';
import { PriceTable } from './PriceTable.tsx';

type Option = { value: string; label: string };

export default function SupplierProductList() {
  const tp = usePageT();
  const [tab, setTab] = useState('links');
  const [dialog, setDialog] = useState<'link' | 'price' | null>(null);
  const [products, setProducts] = useState<Option[]>([]);
  const [approved, setApproved] = useState<Option[]>([]);
  const [canteens, setCanteens] = useState<Option[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  useEffect(() => {
    if (dialog === 'link') void catalogue.products({ enabled: '1', pageSize: 500 }).then((p) => setProducts(p.records.map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))));
    if (dialog === 'price') {
      void catalogue.links({ auditStatus: 'approved', pageSize: 500 }).then((p) => setApproved(p.records.map((r) => ({ value: r.baseProductId, label: `${r.productCode} ${r.productName} (${r.unit})` }))));
      void catalogue.canteens().then((list) => setCanteens(list.map((c) => ({ value: c.id, label: `${c.collegeName} ${c.name}` }))));
    }
  }, [dialog]);
  const done = () => { notifySuccess(tp('catalogue.done')); setDialog(null); setReloadKey((k) => k + 1); };
  const linkFields: Field[] = [
    { name: 'baseProductId', label: tp('catalogue.product'), kind: 'select', required: true, data: products },
    { name: 'code', label: tp('catalogue.supplierCode'), kind: 'text', required: true },
    { name: 'brand', label: tp('catalogue.brand'), kind: 'text' },
    { name: 'spec', label: tp('catalogue.spec'), kind: 'text' },
  ];
  const priceFields: Field[] = [
    { name: 'baseProductId', label: tp('catalogue.product'), kind: 'select', required: true, data: approved },
    { name: 'restaurantIds', label: tp('catalogue.canteens'), kind: 'multi', required: true, data: canteens },
    { name: 'price', label: tp('catalogue.price'), kind: 'number', required: true, decimals: 2 },
    { name: 'effectiveFrom', label: tp('catalogue.effectiveFrom'), kind: 'date', required: true },
  ];
  return (
    <PageCard title={tp('catalogue.pricingTitle')} actions={<Group gap="xs">
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setDialog('link')} data-testid="link-add">{tp('catalogue.linkProduct')}</Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog('price')} data-testid="price-propose">{tp('catalogue.proposePrice')}</Button>
    </Group>}>
      <SegmentedControl mb="sm" value={tab} onChange={setTab} data={[{ value: 'links', label: tp('catalogue.myProducts') }, { value: 'prices', label: tp('catalogue.myPrices') }]} />
      {tab === 'links'
        ? <LinkTable key={reloadKey} name={tp('catalogue.myProducts')} editable />
        : <PriceTable key={reloadKey} name={tp('catalogue.myPrices')} />}
      {dialog === 'link' && (
        <FormDialog title={tp('catalogue.linkProduct')} fields={linkFields} onClose={() => setDialog(null)} initial={{ baseProductId: null, code: '', brand: '', spec: '' }}
          onSubmit={(v) => catalogue.requestLink({ baseProductId: String(v.baseProductId), code: String(v.code), brand: text(v.brand), spec: text(v.spec) }).then(done)} />
      )}
      {dialog === 'price' && (
        <FormDialog title={tp('catalogue.proposePrice')} fields={priceFields} onClose={() => setDialog(null)} initial={{ baseProductId: null, restaurantIds: [], price: '', effectiveFrom: null }}
          rule={(v) => (v.price !== '' && (Number(v.price) <= 0 || !new RegExp(PRICE_PATTERN).test(money(v.price))) ? { price: tp('catalogue.pricePositive') } : null)}
          onSubmit={(v) => catalogue.propose({ baseProductId: String(v.baseProductId), restaurantIds: v.restaurantIds as string[], price: money(v.price), effectiveFrom: String(v.effectiveFrom) }).then(done)} />
      )}
    </PageCard>
  );
}
