/** order/newOrder/AddProduct: open order groups (arrival not past, not fully audited); add products to one as an added order. */
import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { newOrders } from '../../../api/endpoints/afterSale.ts';
import { shop } from '../../../api/endpoints/ordering.ts';
import type { OpenGroupRecord } from '../../../contract/routes/newOrder.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { OrderDrawer } from './OrderDrawer.tsx';
import { filledRows, ProductRows, type ProductRow } from './ProductRows.tsx';

export default function AddProduct() {
  const tp = usePageT();
  const list = usePagedList(newOrders.openGroups, { arrivalFrom: '', arrivalTo: '' }, 20);
  const [adding, setAdding] = useState<OpenGroupRecord | null>(null);
  const [viewing, setViewing] = useState<OpenGroupRecord | null>(null);
  const columns: Column<OpenGroupRecord>[] = [
    { key: 'groupNo', title: tp('order.groupNo'), render: (g) => <Anchor size="sm" onClick={() => setViewing(g)}>{g.groupNo}</Anchor> },
    { key: 'restaurantName', title: tp('order.canteen') },
    { key: 'arrivalDate', title: tp('order.arrivalDate') },
    { key: 'orderCount', title: tp('newOrder.orderCount') },
    { key: 'lineCount', title: tp('newOrder.lineCount') },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (g) => (
        <Authorized action="order:group:addProduct">
          <Button size="compact-xs" variant="light" onClick={() => setAdding(g)} data-testid="group-add-product">{tp('newOrder.add')}</Button>
        </Authorized>
      ),
    },
  ];
  return (
    <PageCard title={tp('newOrder.addTitle')}>
      <Text size="sm" c="dimmed" mb="sm">{tp('newOrder.addHint')}</Text>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(g) => g.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <OrderDrawer target={viewing && { kind: 'group', id: viewing.id, title: viewing.groupNo }} onClose={() => setViewing(null)} />
      {adding && <AddDialog group={adding} onClose={() => setAdding(null)} onDone={() => { setAdding(null); notifySuccess(tp('newOrder.added')); list.reload(); }} />}
    </PageCard>
  );
}

function AddDialog({ group, onClose, onDone }: { group: OpenGroupRecord; onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [slot, setSlot] = useState<string | null>(group.slots[0]?.code ?? null);
  const [rows, setRows] = useState<ProductRow[]>([{ baseProductId: null, quantity: '' }]);
  const [remark, setRemark] = useState('');
  useEffect(() => {
    shop.products({ restaurantId: group.restaurantId, arrivalDate: group.arrivalDate, pageSize: 500 })
      .then((page) => setOptions(page.records.map((p) => ({ value: p.id, label: `${p.name} · ${p.price}/${p.unit}` }))))
      .catch(() => {});
  }, [group]);
  const lines = filledRows(rows);
  const submit = () => void newOrders.addProduct(group.id, { slot: slot ?? '', remark: remark || undefined, lines }).then(onDone).catch(() => {});
  return (
    <Modal opened onClose={onClose} size="lg" title={`${tp('newOrder.add')} · ${group.restaurantName} ${group.arrivalDate}`}>
      <Stack>
        <Select label={tp('newOrder.slot')} data={group.slots.map((s) => ({ value: s.code, label: `${s.name} ${s.time}` }))} value={slot} onChange={setSlot} />
        <ProductRows options={options} rows={rows} onChange={setRows} />
        <TextInput label={tp('newOrder.remark')} maxLength={500} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button disabled={!slot || lines.length === 0} onClick={submit} data-testid="add-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
