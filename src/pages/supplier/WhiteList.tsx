/**
 * supplier/WhiteList: which suppliers may serve which canteens. The platform keeps every canteen's list,
 * procurement its institution's; a canteen without entries is served by every approved supplier.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { whiteList, type WhiteListRecord } from '../../api/endpoints/suppliers.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { listQuery } from './listQuery.ts';
import { ExportButton, SortSelect, useActorKind } from './parts.tsx';
import { useSupplierChoices } from './useSupplierChoices.ts';

const source = (query: Record<string, unknown>) => whiteList.list(listQuery(query) as never);

export default function WhiteList() {
  const tp = usePageT();
  const kind = useActorKind();
  const keeps = kind === 'platform' || kind === 'procurement';
  const { suppliers, canteens } = useSupplierChoices({ suppliers: true, canteens: true });
  const list = usePagedList<WhiteListRecord, { restaurantId: string | null; supplierId: string | null; sort: string }>(source, { restaurantId: null, supplierId: null, sort: '' }, 20);
  const [adding, setAdding] = useState(false);
  const form = useForm({
    initialValues: { restaurantId: '', supplierId: '' },
    validate: { restaurantId: (v) => (v ? null : tp('supplier.whiteList.rule.canteen')), supplierId: (v) => (v ? null : tp('supplier.whiteList.rule.supplier')) },
  });
  const add = ({ restaurantId, supplierId }: { restaurantId: string; supplierId: string }) =>
    void whiteList.add(restaurantId, supplierId).then(() => { notifySuccess(tp('common.addSuccess')); setAdding(false); list.reload(); }).catch(() => {});
  const remove = async (row: WhiteListRecord) => {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('supplier.whiteList.confirmRemove', { supplier: row.supplierName, canteen: row.restaurantName }), confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: true });
    if (ok) await whiteList.remove(row.restaurantId, row.supplierId).then(() => { notifySuccess(tp('common.deleteSuccess')); list.reload(); }).catch(() => {});
  };
  const columns: Column<WhiteListRecord>[] = [
    { key: 'restaurantName', title: tp('supplier.whiteList.canteen') },
    { key: 'supplierName', title: tp('supplier.whiteList.supplier') },
    { key: 'createBy', title: tp('supplier.whiteList.createBy'), render: (r) => r.createBy ?? '' },
    { key: 'createTime', title: tp('supplier.whiteList.createTime'), render: (r) => formatTime(r.createTime) },
    ...(keeps ? [{
      key: 'actions', title: tp('common.actions'),
      render: (r: WhiteListRecord) => <Button size="compact-xs" variant="light" color="red" onClick={() => void remove(r)}>{tp('supplier.whiteList.remove')}</Button>,
    }] : []),
  ];
  return (
    <PageCard
      title={tp('supplier.title.whiteList')}
      actions={
        <Group gap="xs">
          {keeps && <Button leftSection={<IconPlus size={16} />} data-testid="white-list-add" onClick={() => { form.reset(); setAdding(true); }}>{tp('supplier.whiteList.add')}</Button>}
          <ExportButton download={() => whiteList.export(listQuery(list.filters) as never)} fileName={tp('supplier.title.whiteList')} />
        </Group>
      }
    >
      <Alert variant="light" mb="sm">{tp('supplier.whiteList.hint')}</Alert>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <Select label={tp('supplier.whiteList.canteen')} w={180} clearable searchable data={canteens} value={list.filters.restaurantId} onChange={(v) => list.setFilter('restaurantId', v)} />
        <Select label={tp('supplier.whiteList.supplier')} w={200} clearable searchable data={suppliers} value={list.filters.supplierId} onChange={(v) => list.setFilter('supplierId', v)} />
        <SortSelect columns={['createTime', 'restaurantName', 'supplierName']} value={list.filters.sort} onChange={(v) => list.setFilter('sort', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => `${r.restaurantId}:${r.supplierId}`} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <Modal opened={adding} onClose={() => setAdding(false)} title={tp('supplier.whiteList.add')}>
        <form noValidate onSubmit={form.onSubmit(add)}>
          <Stack>
            <Select label={tp('supplier.whiteList.canteen')} withAsterisk searchable data={canteens} {...form.getInputProps('restaurantId')}
              onChange={(v) => form.setFieldValue('restaurantId', v ?? '')} data-field="restaurantId" />
            <Select label={tp('supplier.whiteList.supplier')} withAsterisk searchable data={suppliers} {...form.getInputProps('supplierId')}
              onChange={(v) => form.setFieldValue('supplierId', v ?? '')} data-field="supplierId" />
          </Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setAdding(false)}>{tp('common.cancel')}</Button>
            <Button type="submit">{tp('common.save')}</Button>
          </Group>
        </form>
      </Modal>
    </PageCard>
  );
}
