/** order/newOrder/Withdraw: the orders the caller may withdraw now (no supplier has accepted a line), withdrawn with a reason. */
import { useState } from 'react';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { orders } from '../../../api/endpoints/ordering.ts';
import type { OrderRecord } from '../../../contract/routes/ordering.ts';
import { formatTime, ListTable, notifySuccess, PageCard, ReasonDialog, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { OrderDrawer } from './OrderDrawer.tsx';

const withdrawable = (query: Record<string, unknown>) => orders.list({ ...query, withdrawable: '1' } as never);

export default function Withdraw() {
  const tp = usePageT();
  const list = usePagedList(withdrawable, { orderNo: '', arrivalFrom: '', arrivalTo: '' }, 20);
  const [withdrawing, setWithdrawing] = useState<OrderRecord | null>(null);
  const [viewing, setViewing] = useState<OrderRecord | null>(null);
  const columns: Column<OrderRecord>[] = [
    { key: 'orderNo', title: tp('order.orderNo'), render: (o) => <Anchor size="sm" onClick={() => setViewing(o)}>{o.orderNo}</Anchor> },
    { key: 'restaurantName', title: tp('order.canteen') },
    { key: 'arrivalDate', title: tp('order.arrivalDate') },
    { key: 'slot', title: tp('newOrder.slot') },
    { key: 'lineCount', title: tp('order.lineCount') },
    { key: 'amount', title: tp('order.amount'), render: (o) => o.amount.toFixed(2) },
    { key: 'createTime', title: tp('common.createTime'), render: (o) => formatTime(o.createTime) },
    { key: 'actions', title: tp('common.actions'), render: (o) => <Button size="compact-xs" variant="light" color="red" onClick={() => setWithdrawing(o)} data-testid="order-withdraw">{tp('newOrder.withdraw')}</Button> },
  ];
  return (
    <PageCard title={tp('newOrder.withdrawTitle')}>
      <Text size="sm" c="dimmed" mb="sm">{tp('newOrder.withdrawHint')}</Text>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('order.orderNo')} value={list.filters.orderNo} onChange={(e) => list.setFilter('orderNo', e.currentTarget.value)} />
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(o) => o.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <OrderDrawer target={viewing && { kind: 'order', id: viewing.id, title: viewing.orderNo }} onClose={() => setViewing(null)} />
      {withdrawing && (
        <ReasonDialog title={`${tp('newOrder.withdraw')} · ${withdrawing.orderNo}`} label={tp('newOrder.reason')} onClose={() => setWithdrawing(null)}
          onSubmit={(reason) => orders.withdraw(withdrawing.id, withdrawing.version, reason || undefined).then(() => { notifySuccess(tp('newOrder.withdrawn')); setWithdrawing(null); list.reload(); })} />
      )}
    </PageCard>
  );
}
