import { DateInput } from '@mantine/dates';
/**
 * shop/Home: the canteen's shop. Products with a current agreement price for the chosen canteen and
 * arrival date (the server decides which), by category search; adding puts them in the cart.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useLocation } from 'wouter';
import { shop } from '../../api/endpoints/ordering.ts';
import { chinaDate } from '../../contract/domain/order.ts';
import type { CanteenRecord, ShopProduct } from '../../contract/routes/catalogue.ts';
import { ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { addItem, cart, chooseCanteen } from './cart.ts';
import { useCart } from './useCart.ts';

/** The count the add field starts at: the minimum order when the price has one. */
const firstCount = (p: ShopProduct): number => (p.minOrder !== null ? Number(p.minOrder) : 1);

export default function Home() {
  const tp = usePageT();
  const [, navigate] = useLocation();
  const snap = useCart();
  const [canteens, setCanteens] = useState<CanteenRecord[]>([]);
  const [counts, setCounts] = useState<Record<string, number | string>>({});
  useEffect(() => {
    void shop.canteens().then((list) => {
      setCanteens(list);
      if (!cart.restaurantId && list[0]) chooseCanteen(list[0].id);
      // the first delivery slot of the chosen canteen until the user picks another
      const chosen = list.find((c) => c.id === cart.restaurantId);
      if (chosen && !chosen.deliverySlots.some((s) => s.code === cart.slot)) cart.slot = chosen.deliverySlots[0]?.code ?? null;
    });
    if (!cart.arrivalDate) cart.arrivalDate = chinaDate(new Date(Date.now() + 86_400_000));
  }, []);
  const canteen = canteens.find((c) => c.id === snap.restaurantId);
  const source = useMemo(
    () => (query: Record<string, unknown>) => (snap.restaurantId ? shop.products({ ...query, restaurantId: snap.restaurantId, arrivalDate: snap.arrivalDate ?? undefined } as never) : Promise.resolve({ records: [], total: 0, size: 20, current: 1, pages: 0 })),
    [snap.restaurantId, snap.arrivalDate],
  );
  const list = usePagedList<ShopProduct, { keyword: string }>(source, { keyword: '' }, 20);
  const columns: Column<ShopProduct>[] = [
    { key: 'name', title: tp('shop.product') },
    { key: 'categoryName', title: tp('shop.category'), render: (p) => p.categoryName ?? '' },
    { key: 'spec', title: tp('shop.spec'), render: (p) => p.spec ?? '' },
    {
      key: 'price',
      title: tp('shop.price'),
      render: (p) => (
        <>
          {`${p.price} / ${p.unit}`}
          {p.minOrder !== null && <Text size="xs" c="dimmed" data-testid="shop-min-order">{tp('shop.minOrder', { min: Number(p.minOrder), unit: p.unit })}</Text>}
        </>
      ),
    },
    { key: 'supplierName', title: tp('shop.supplier') },
    {
      key: 'add',
      title: tp('shop.count'),
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <NumberInput size="xs" w={90} min={0.001} decimalScale={3} value={counts[p.id] ?? firstCount(p)} onChange={(v) => setCounts({ ...counts, [p.id]: v })} />
          <Button size="compact-xs" data-testid="shop-add" onClick={() => addItem({ id: p.id, supplierBaseProductId: p.id, productPrice: Number(p.price), shoppingCount: Number(counts[p.id] ?? firstCount(p)), productName: p.name, unit: p.unit, ...(p.minOrder !== null ? { minOrder: Number(p.minOrder) } : {}) })}>
            {tp('shop.add')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('shop.title')}>
      <Group mb="sm" align="flex-end">
        <Select label={tp('shop.canteen')} data={canteens.map((c) => ({ value: c.id, label: `${c.collegeName} ${c.name}` }))} value={snap.restaurantId} onChange={(id) => id && chooseCanteen(id)} />
        <DateInput label={tp('shop.arrivalDate')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" value={snap.arrivalDate || null} onChange={(v) => { cart.arrivalDate = v || null; }} />
        <Select label={tp('shop.slot')} data={(canteen?.deliverySlots ?? []).map((s) => ({ value: s.code, label: `${s.name} ${s.time}` }))} value={snap.slot} onChange={(slot) => { cart.slot = slot; }} />
        <Button onClick={() => navigate('/shop/shopcar')} data-testid="shop-cart">{tp('shop.cart', { count: snap.list.length })}</Button>
        <Text>{tp('shop.total', { total: snap.totalMoney.toFixed(2) })}</Text>
      </Group>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('shop.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(p) => p.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
    </PageCard>
  );
}
