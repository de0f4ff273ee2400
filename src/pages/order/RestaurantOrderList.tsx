/**
 * order/RestaurantOrderList (食堂订单): the orders in the caller's scope — a canteen's own orders and groups,
 * the orders holding a supplier's lines (with only its lines), everything procurement serves — filtered,
 * sorted and paged on the server; a row opens the order's detail drawer; ticked orders print.
 */
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { orders, shop } from '../../api/endpoints/ordering.ts';
import { ORDER_STATUSES } from '../../contract/domain/order.ts';
import type { OrderRecord } from '../../contract/routes/ordering.ts';
import { formatTime, ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { PrintButton } from './print/PrintButton.tsx';

const SORTS = ['createTime:desc', 'arrivalDate:desc', 'arrivalDate:asc', 'orderNo:asc'] as const;

export default function RestaurantOrderList() {
  const tp = usePageT();
  const [canteens, setCanteens] = useState<Array<{ value: string; label: string }>>([]);
  const list = usePagedList(orders.list, { orderNo: '', restaurantId: '', status: '', arrivalFrom: '', arrivalTo: '', column: 'createTime', order: 'desc' }, 20);
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    void shop.canteens().then((rows) => setCanteens(rows.map((c) => ({ value: c.id, label: c.name })))).catch(() => setCanteens([]));
  }, []);

  const columns: Column<OrderRecord>[] = [
    { key: 'orderNo', title: tp('order.orderNo'), render: (o) => <Button variant="subtle" size="compact-sm" onClick={() => setOpen(o.id)} data-testid="order-open">{o.orderNo}</Button> },
    { key: 'groupNo', title: tp('order.groupNo') },
    { key: 'restaurantName', title: tp('order.canteen') },
    { key: 'arrivalDate', title: tp('order.arrivalDate'), render: (o) => `${o.arrivalDate} · ${o.slot}` },
    { key: 'lineCount', title: tp('order.lineCount') },
    { key: 'amount', title: tp('order.amount'), render: (o) => o.amount.toFixed(2) },
    { key: 'status', title: tp('order.status'), render: (o) => <Badge variant="light">{tp(`restaurantOrder.orderStatus.${o.status}`)}</Badge> },
    { key: 'createTime', title: tp('restaurantOrder.placedAt'), render: (o) => formatTime(o.createTime) },
  ];
  return (
    <PageCard title={tp('restaurantOrder.title')} actions={
      <PrintButton documents={['delivery_note', 'receipt_check', 'picking_list']} selected={{ source: 'order', ids: selected }}
        day={{ arrivalDate: list.filters.arrivalFrom || undefined, restaurantId: list.filters.restaurantId || undefined }} />
    }>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('order.orderNo')} value={list.filters.orderNo} onChange={(e) => list.setFilter('orderNo', e.currentTarget.value)} />
        <Select label={tp('order.canteen')} data={canteens} clearable value={list.filters.restaurantId || null} onChange={(v) => list.setFilter('restaurantId', v ?? '')} />
        <Select label={tp('order.status')} clearable data={ORDER_STATUSES.map((s) => ({ value: s, label: tp(`restaurantOrder.orderStatus.${s}`) }))}
          value={list.filters.status || null} onChange={(v) => list.setFilter('status', v ?? '')} />
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
        <Select label={tp('restaurantOrder.sort')} allowDeselect={false} data={SORTS.map((s) => ({ value: s, label: tp(`restaurantOrder.sorts.${s.replace(':', '_')}`) }))}
          value={`${list.filters.column}:${list.filters.order}`}
          onChange={(v) => { const [column, order] = (v ?? 'createTime:desc').split(':'); list.setFilter('column', column!); list.setFilter('order', order!); }} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(o) => o.id} loading={list.loading} selected={selected} onSelectedChange={setSelected}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {open && <OrderDetailDrawer orderId={open} onClose={() => setOpen(null)} />}
    </PageCard>
  );
}
