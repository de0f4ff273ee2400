import { DateInput } from '@mantine/dates';
/** order/OrderGroupList: order groups (one canteen, one arrival date) in the caller's scope, with their lines by state. */
import { Badge, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { orders } from '../../api/endpoints/ordering.ts';
import { LINE_STATUS_NAMES, type LineStatus } from '../../contract/domain/order.ts';
import type { GroupRecord } from '../../contract/routes/ordering.ts';
import { useLocale } from '../../i18n/index.ts';
import { ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { PrintButton } from './print/PrintButton.tsx';

export default function OrderGroupList() {
  const tp = usePageT();
  const locale = useLocale();
  // a link may name the group (?groupNo=…, as the workbench's do)
  const list = usePagedList(orders.groups, { groupNo: new URLSearchParams(globalThis.location?.search ?? '').get('groupNo') ?? '', arrivalFrom: '', arrivalTo: '' }, 20);
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const columns: Column<GroupRecord>[] = [
    { key: 'groupNo', title: tp('order.groupNo') },
    { key: 'restaurantName', title: tp('order.canteen') },
    { key: 'arrivalDate', title: tp('order.arrivalDate') },
    { key: 'orderCount', title: tp('order.orderCount') },
    { key: 'lineCount', title: tp('order.lineCount') },
    { key: 'amount', title: tp('order.amount'), render: (g) => g.amount.toFixed(2) },
    {
      key: 'statusCounts',
      title: tp('order.status'),
      render: (g) => (
        <Group gap={4} wrap="nowrap">
          {Object.entries(g.statusCounts).map(([status, n]) => (
            <Badge key={status} variant="light">{LINE_STATUS_NAMES[status as LineStatus]?.[locale === 'en-US' ? 'en' : 'zh'] ?? status} {n}</Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (g) => <Button size="compact-xs" variant="light" onClick={() => setOpen(g.id)} data-testid="group-orders">{tp('restaurantOrder.viewOrders')}</Button>,
    },
  ];
  return (
    <PageCard title={tp('order.title.groups')} actions={
      <PrintButton documents={['delivery_note', 'receipt_check', 'picking_list']} selected={{ source: 'group', ids: selected }} day={{ arrivalDate: list.filters.arrivalFrom || undefined }} />
    }>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('order.groupNo')} value={list.filters.groupNo} onChange={(e) => list.setFilter('groupNo', e.currentTarget.value)} />
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(g) => g.id} loading={list.loading} selected={selected} onSelectedChange={setSelected}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {open && <OrderDetailDrawer groupId={open} onClose={() => setOpen(null)} />}
    </PageCard>
  );
}
