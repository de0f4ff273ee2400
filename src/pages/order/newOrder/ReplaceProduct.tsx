/** order/newOrder/ReplaceProduct: lines no supplier has accepted yet; replace one's product (the old line is withdrawn, the new one allotted at its agreement price). */
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { newOrders } from '../../../api/endpoints/afterSale.ts';
import { orders, shop } from '../../../api/endpoints/ordering.ts';
import { REPLACEABLE_LINE_STATUSES } from '../../../contract/domain/newOrder.ts';
import type { LineRecord } from '../../../contract/routes/ordering.ts';
import { ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { OrderDrawer } from './OrderDrawer.tsx';

export default function ReplaceProduct() {
  const tp = usePageT();
  const [status, setStatus] = useState<string>(REPLACEABLE_LINE_STATUSES[1]!);
  const source = useMemo(() => (query: Record<string, unknown>) => orders.lines({ ...query, status } as never), [status]);
  const list = usePagedList(source, { productName: '', arrivalFrom: '', arrivalTo: '' }, 20);
  const [replacing, setReplacing] = useState<LineRecord | null>(null);
  const [viewing, setViewing] = useState<LineRecord | null>(null);
  const columns: Column<LineRecord>[] = [
    { key: 'orderNo', title: tp('order.orderNo') },
    { key: 'restaurantName', title: tp('order.canteen') },
    { key: 'arrivalDate', title: tp('order.arrivalDate') },
    { key: 'productName', title: tp('order.product') },
    { key: 'quantity', title: tp('order.quantity'), render: (l) => `${Number(l.quantity)} ${l.unit}` },
    { key: 'price', title: tp('order.price'), render: (l) => l.price ?? '—' },
    { key: 'supplierName', title: tp('order.supplier'), render: (l) => l.supplierName ?? '—' },
    { key: 'status', title: tp('order.status'), render: (l) => <Badge variant="light">{tp(`newOrder.lineStatus.${l.status}`)}</Badge> },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (l) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setViewing(l)}>{tp('newOrder.detail')}</Button>
          {l.actions.includes('withdraw') && <Button size="compact-xs" variant="light" onClick={() => setReplacing(l)} data-testid="line-replace">{tp('newOrder.replace')}</Button>}
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('newOrder.replaceTitle')}>
      <Text size="sm" c="dimmed" mb="sm">{tp('newOrder.replaceHint')}</Text>
      <SegmentedControl mb="sm" value={status} onChange={setStatus} data={REPLACEABLE_LINE_STATUSES.map((s) => ({ value: s, label: tp(`newOrder.lineStatus.${s}`) }))} />
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('order.product')} value={list.filters.productName} onChange={(e) => list.setFilter('productName', e.currentTarget.value)} />
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(l) => l.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <OrderDrawer target={viewing && { kind: 'order', id: viewing.orderId, title: viewing.orderNo }} onClose={() => setViewing(null)} />
      {replacing && <ReplaceDialog line={replacing} onClose={() => setReplacing(null)} onDone={() => { setReplacing(null); notifySuccess(tp('newOrder.replaced')); list.reload(); }} />}
    </PageCard>
  );
}

function ReplaceDialog({ line, onClose, onDone }: { line: LineRecord; onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [productId, setProductId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(Number(line.quantity));
  const [reason, setReason] = useState('');
  useEffect(() => {
    shop.products({ restaurantId: line.restaurantId, arrivalDate: line.arrivalDate, pageSize: 500 })
      .then((page) => setOptions(page.records.filter((p) => p.id !== line.baseProductId).map((p) => ({ value: p.id, label: `${p.name} · ${p.price}/${p.unit} · ${p.supplierName}` }))))
      .catch(() => {});
  }, [line]);
  const submit = () => {
    if (!productId) return;
    void newOrders.replace(line.id, { version: line.version, baseProductId: productId, quantity: String(quantity), reason: reason || undefined }).then(onDone).catch(() => {});
  };
  return (
    <Modal opened onClose={onClose} title={`${tp('newOrder.replace')} · ${line.productName}`}>
      <Stack>
        <Select label={tp('newOrder.newProduct')} searchable data={options} value={productId} onChange={setProductId} data-testid="replace-product" />
        <NumberInput label={tp('order.quantity')} decimalScale={3} min={0} value={quantity} onChange={setQuantity} />
        <Textarea label={tp('newOrder.reason')} autosize minRows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button disabled={!productId} onClick={submit} data-testid="replace-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
