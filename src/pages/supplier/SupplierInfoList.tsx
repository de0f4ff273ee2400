/**
 * supplier/SupplierInfoList: the company, licence number, contact, address and bank account. A supplier
 * edits its own, the platform anyone's (with the version read), procurement reads them without bank accounts.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { supplierInfo, type SupplierInfoRecord } from '../../api/endpoints/suppliers.ts';
import { AUDIT_STATUSES, BANK_ACCOUNT_PATTERN, CREDIT_CODE_PATTERN } from '../../contract/domain/supplier.ts';
import { ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { listQuery } from './listQuery.ts';
import { ExportButton, SortSelect } from './parts.tsx';

const source = (query: Record<string, unknown>) => supplierInfo.list(listQuery(query) as never);
type Values = { name: string; contact: string; phone: string; address: string; creditCode: string; bankName: string; bankAccount: string };

export default function SupplierInfoList() {
  const tp = usePageT();
  const list = usePagedList<SupplierInfoRecord, { name: string; auditStatus: string | null; sort: string }>(source, { name: '', auditStatus: null, sort: '' }, 20);
  const [editing, setEditing] = useState<SupplierInfoRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: { name: '', contact: '', phone: '', address: '', creditCode: '', bankName: '', bankAccount: '' },
    validate: {
      name: (v) => (v.trim() ? null : tp('supplier.info.rule.name')),
      contact: (v) => (v.trim() ? null : tp('supplier.info.rule.contact')),
      phone: (v) => (/^1[3-9]\d{9}$/.test(v.trim()) ? null : tp('supplier.info.rule.phone')),
      creditCode: (v) => (!v.trim() || new RegExp(CREDIT_CODE_PATTERN).test(v.trim().toUpperCase()) ? null : tp('supplier.info.rule.creditCode')),
      bankAccount: (v) => (!v.trim() || new RegExp(BANK_ACCOUNT_PATTERN).test(v.replace(/\s+/g, '')) ? null : tp('supplier.info.rule.bankAccount')),
    },
  });
  useEffect(() => {
    if (!editing) return;
    form.clearErrors();
    form.setValues({
      name: editing.name, contact: editing.contact ?? '', phone: editing.phone ?? '', address: editing.address ?? '',
      creditCode: editing.creditCode ?? '', bankName: editing.bankName ?? '', bankAccount: editing.bankAccount ?? '',
    });
  }, [editing]); // not `form`: a new object every render

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await supplierInfo.update(editing!.id, { ...values, version: editing!.version });
      notifySuccess(tp('common.saveSuccess'));
      setEditing(null);
      list.reload();
    } catch { /* the shell shows the server's message */ } finally { setSaving(false); }
  };
  const columns: Column<SupplierInfoRecord>[] = [
    { key: 'name', title: tp('supplier.name') },
    { key: 'creditCode', title: tp('supplier.creditCode'), render: (r) => r.creditCode ?? '' },
    { key: 'contact', title: tp('supplier.contact'), render: (r) => r.contact ?? '' },
    { key: 'phone', title: tp('supplier.phone'), render: (r) => r.phone ?? '' },
    { key: 'address', title: tp('supplier.address'), render: (r) => r.address ?? '' },
    { key: 'bankAccount', title: tp('supplier.info.bankAccount'), render: (r) => (r.bankAccount ? `${r.bankName ?? ''} ${r.bankAccount}` : '—') },
    {
      key: 'auditStatus', title: tp('supplier.auditStatus'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={r.active ? 'green' : 'gray'}>{tp(`supplier.status.${r.auditStatus}`)}</Badge>
          {r.suspended && <Badge variant="light" color="red">{tp('supplier.suspended')}</Badge>}
        </Group>
      ),
    },
    { key: 'actions', title: tp('common.actions'), render: (r) => r.editable && <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>{tp('common.edit')}</Button> },
  ];
  return (
    <PageCard title={tp('supplier.info.title')} actions={<ExportButton download={() => supplierInfo.export(listQuery(list.filters) as never)} fileName={tp('supplier.info.title')} />}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('supplier.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
        <Select label={tp('supplier.auditStatus')} w={140} clearable value={list.filters.auditStatus}
          data={AUDIT_STATUSES.map((s) => ({ value: s, label: tp(`supplier.status.${s}`) }))} onChange={(v) => list.setFilter('auditStatus', v)} />
        <SortSelect columns={['name', 'updateTime']} value={list.filters.sort} onChange={(v) => list.setFilter('sort', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={tp('supplier.info.edit')} size="lg">
        <form noValidate onSubmit={form.onSubmit(save)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={tp('supplier.name')} withAsterisk maxLength={100} {...form.getInputProps('name')} data-field="name" />
            <TextInput label={tp('supplier.creditCode')} maxLength={18} {...form.getInputProps('creditCode')} data-field="creditCode" />
            <TextInput label={tp('supplier.contact')} withAsterisk maxLength={20} {...form.getInputProps('contact')} data-field="contact" />
            <TextInput label={tp('supplier.phone')} withAsterisk maxLength={20} {...form.getInputProps('phone')} data-field="phone" />
            <TextInput label={tp('supplier.info.bankName')} maxLength={100} {...form.getInputProps('bankName')} data-field="bankName" />
            <TextInput label={tp('supplier.info.bankAccount')} maxLength={40} {...form.getInputProps('bankAccount')} data-field="bankAccount" />
          </SimpleGrid>
          <TextInput mt="sm" label={tp('supplier.address')} maxLength={200} {...form.getInputProps('address')} data-field="address" />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setEditing(null)}>{tp('common.cancel')}</Button>
            <Button type="submit" loading={saving}>{tp('common.save')}</Button>
          </Group>
        </form>
      </Modal>
    </PageCard>
  );
}
