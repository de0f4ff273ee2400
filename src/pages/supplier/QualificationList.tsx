/**
 * supplier/QualificationList: licences and certificates with their expiry state. A supplier keeps its own,
 * the platform anyone's (and may run the daily expiry check at once), procurement reads them all.
 */
import { useState } from 'react';
import { Badge, Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { qualifications, type QualificationRecord } from '../../api/endpoints/suppliers.ts';
import { QUALIFICATION_STATES } from '../../contract/domain/supplier.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { listQuery } from './listQuery.ts';
import { ExportButton, SortSelect, useActorKind } from './parts.tsx';
import { QualificationForm } from './QualificationForm.tsx';
import { useSupplierChoices } from './useSupplierChoices.ts';

const STATE_COLORS = { valid: 'green', expiring: 'orange', expired: 'red' } as const;
const source = (query: Record<string, unknown>) => qualifications.list(listQuery(query) as never);

export default function QualificationList() {
  const tp = usePageT();
  const kind = useActorKind();
  const writes = kind === 'platform' || kind === 'supplier';
  const { suppliers, types } = useSupplierChoices({ suppliers: kind === 'supplier' ? false : 'any', types: true });
  const typeName = (value: string) => types.find((t) => t.value === value)?.label ?? value;
  const list = usePagedList<QualificationRecord, { supplierId: string | null; qualType: string | null; state: string | null; sort: string }>(
    source, { supplierId: null, qualType: null, state: null, sort: '' }, 20,
  );
  const [editing, setEditing] = useState<QualificationRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const remove = async (row: QualificationRecord) => {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('supplier.qualification.confirmDelete', { number: row.number }), confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: true });
    if (ok) await qualifications.remove(row.id, row.version).then(() => { notifySuccess(tp('common.deleteSuccess')); list.reload(); }).catch(() => {});
  };
  const runCheck = () => void qualifications.runCheck().then((summary) => { notifySuccess(tp('supplier.qualification.checked', summary)); list.reload(); }).catch(() => {});

  const columns: Column<QualificationRecord>[] = [
    ...(kind === 'supplier' ? [] : [{ key: 'supplierName', title: tp('supplier.qualification.supplier') }]),
    { key: 'qualType', title: tp('supplier.qualification.type'), render: (q) => typeName(q.qualType) },
    { key: 'number', title: tp('supplier.qualification.number') },
    { key: 'expiryDate', title: tp('supplier.qualification.expiryDate') },
    { key: 'state', title: tp('supplier.qualification.state'), render: (q) => <Badge variant="light" color={STATE_COLORS[q.state as keyof typeof STATE_COLORS]}>{tp(`supplier.qualification.stateName.${q.state}`)}</Badge> },
    { key: 'fileName', title: tp('supplier.qualification.scan'), render: (q) => q.fileName ?? '—' },
    {
      key: 'actions', title: tp('common.actions'),
      render: (q) => q.editable && (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => { setEditing(q); setFormOpen(true); }}>{tp('common.edit')}</Button>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void remove(q)}>{tp('common.delete')}</Button>
        </Group>
      ),
    },
  ];
  return (
    <PageCard
      title={tp('supplier.title.qualification')}
      actions={
        <Group gap="xs">
          {writes && <Button leftSection={<IconPlus size={16} />} data-testid="qualification-add" onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('supplier.qualification.add')}</Button>}
          {kind === 'platform' && <Button variant="light" data-testid="qualification-check" onClick={runCheck}>{tp('supplier.qualification.runCheck')}</Button>}
          <ExportButton download={() => qualifications.export(listQuery(list.filters) as never)} fileName={tp('supplier.title.qualification')} />
        </Group>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        {kind !== 'supplier' && (
          <Select label={tp('supplier.qualification.supplier')} w={200} clearable searchable data={suppliers} value={list.filters.supplierId} onChange={(v) => list.setFilter('supplierId', v)} />
        )}
        <Select label={tp('supplier.qualification.type')} w={160} clearable data={types} value={list.filters.qualType} onChange={(v) => list.setFilter('qualType', v)} />
        <Select label={tp('supplier.qualification.state')} w={130} clearable value={list.filters.state}
          data={QUALIFICATION_STATES.map((s) => ({ value: s, label: tp(`supplier.qualification.stateName.${s}`) }))} onChange={(v) => list.setFilter('state', v)} />
        <SortSelect columns={['expiryDate', 'createTime']} value={list.filters.sort} onChange={(v) => list.setFilter('sort', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(q) => q.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <QualificationForm opened={formOpen} row={editing} chooseSupplier={kind === 'platform'} suppliers={suppliers} types={types}
        onClose={() => setFormOpen(false)} onSaved={list.reload} />
    </PageCard>
  );
}
