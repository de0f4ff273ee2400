/** Supplier product links with the actions the server allows each (approve, reject with a reason, resubmit, edit own). */
import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import { LINK_STATUS_NAMES, LINK_STATUSES, type LinkStatus } from '../../contract/domain/catalogue.ts';
import type { SupplierProductRow } from '../../contract/routes/products.ts';
import { ListTable, notifySuccess, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, StateBadge, text, useLang, type Field } from './parts.tsx';

export function LinkTable({ status, name, editable }: { status?: LinkStatus; name: string; editable?: boolean }) {
  const tp = usePageT();
  const lang = useLang();
  const list = usePagedList(catalogue.links, { keyword: '', auditStatus: status ?? '', column: 'createTime', order: 'desc' }, 20);
  const [dialog, setDialog] = useState<{ action: 'reject' | 'edit'; row: SupplierProductRow } | null>(null);
  const done = () => { notifySuccess(tp('catalogue.done')); setDialog(null); list.reload(); };
  const columns: Column<SupplierProductRow>[] = [
    { key: 'supplierName', title: tp('catalogue.supplier') },
    { key: 'productName', title: tp('catalogue.product'), render: (r) => `${r.productCode} ${r.productName}` },
    { key: 'code', title: tp('catalogue.supplierCode'), render: (r) => r.code ?? '' },
    { key: 'brand', title: tp('catalogue.brand'), render: (r) => r.brand ?? '' },
    { key: 'spec', title: tp('catalogue.spec'), render: (r) => r.spec ?? '' },
    { key: 'auditStatus', title: tp('catalogue.audit'), render: (r) => <StateBadge status={r.auditStatus} names={LINK_STATUS_NAMES} /> },
    { key: 'reason', title: tp('catalogue.reason'), render: (r) => r.reason ?? '' },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.actions.map((a) => (
            <Button key={a} size="compact-xs" variant="light" data-testid={`link-${a}`}
              onClick={() => (a === 'reject' ? setDialog({ action: 'reject', row: r }) : void catalogue.moveLink(r.id, a as 'approve' | 'resubmit', r.version).then(done))}>
              {tp(`catalogue.action.${a}`)}
            </Button>
          ))}
          {editable && <Button size="compact-xs" variant="light" onClick={() => setDialog({ action: 'edit', row: r })}>{tp('common.edit')}</Button>}
        </Group>
      ),
    },
  ];
  const fields: Field[] = dialog?.action === 'reject'
    ? [{ name: 'reason', label: tp('catalogue.reason'), kind: 'textarea', required: true }]
    : [{ name: 'code', label: tp('catalogue.supplierCode'), kind: 'text', required: true }, { name: 'brand', label: tp('catalogue.brand'), kind: 'text' }, { name: 'spec', label: tp('catalogue.spec'), kind: 'text' }];
  const submit = (v: Record<string, unknown>) => {
    const row = dialog!.row;
    return dialog!.action === 'reject'
      ? catalogue.moveLink(row.id, 'reject', row.version, String(v.reason)).then(done)
      : catalogue.editLink(row.id, { version: row.version, code: String(v.code), brand: text(v.brand), spec: text(v.spec) }).then(done);
  };
  return (
    <>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        {!status && <Select label={tp('catalogue.audit')} clearable value={list.filters.auditStatus || null} onChange={(v) => list.setFilter('auditStatus', v ?? '')}
          data={LINK_STATUSES.map((s) => ({ value: s, label: LINK_STATUS_NAMES[s][lang] }))} />}
        <ExportButton route={catalogueRoutes.supplierProductExport} query={list.filters} name={name} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {dialog && (
        <FormDialog title={dialog.action === 'reject' ? tp('catalogue.action.reject') : tp('common.edit')} fields={fields} onClose={() => setDialog(null)} onSubmit={submit}
          initial={{ reason: '', code: dialog.row.code ?? '', brand: dialog.row.brand ?? '', spec: dialog.row.spec ?? '' }} />
      )}
    </>
  );
}
