/** product/SchoolFillList: a canteen asks for a product the catalogue lacks; procurement approves it (a new base product under a code it gives) or rejects it. */
import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Static } from 'typebox';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import { FILL_STATUS_NAMES, FILL_STATUSES } from '../../contract/domain/catalogue.ts';
import type { SchoolFillRow } from '../../contract/routes/products.ts';
import { ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, StateBadge, text, useCategoryOptions, useLang, type Field } from './parts.tsx';

type Row = Static<typeof SchoolFillRow>;
type Dialog = { action: 'new' } | { action: 'approve' | 'reject'; row: Row } | null;

export default function SchoolFillList() {
  const tp = usePageT();
  const lang = useLang();
  const categories = useCategoryOptions();
  const list = usePagedList(catalogue.fills, { keyword: '', status: '', column: 'createTime', order: 'desc' }, 20);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [canteens, setCanteens] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => { void catalogue.canteens().then((l) => setCanteens(l.map((c) => ({ value: c.id, label: c.name })))); }, []);
  const done = () => { notifySuccess(tp('catalogue.done')); setDialog(null); list.reload(); };
  const columns: Column<Row>[] = [
    { key: 'restaurantName', title: tp('catalogue.canteen') },
    { key: 'name', title: tp('catalogue.name') },
    { key: 'categoryName', title: tp('catalogue.category'), render: (r) => r.categoryName ?? '—' },
    { key: 'unit', title: tp('catalogue.unit'), render: (r) => `${r.unit} ${r.spec ?? ''}` },
    { key: 'note', title: tp('catalogue.note'), render: (r) => r.note ?? '' },
    { key: 'status', title: tp('catalogue.state'), render: (r) => <StateBadge status={r.status} names={FILL_STATUS_NAMES} /> },
    { key: 'reason', title: tp('catalogue.reason'), render: (r) => r.reason ?? '' },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.actions.map((a) => <Button key={a} size="compact-xs" variant="light" data-testid={`fill-${a}`} onClick={() => setDialog({ action: a as 'approve' | 'reject', row: r })}>{tp(`catalogue.action.${a}`)}</Button>)}
        </Group>
      ),
    },
  ];
  const fields: Field[] = !dialog ? [] : dialog.action === 'new' ? [
    { name: 'restaurantId', label: tp('catalogue.canteen'), kind: 'select', required: true, data: canteens },
    { name: 'name', label: tp('catalogue.name'), kind: 'text', required: true },
    { name: 'categoryId', label: tp('catalogue.category'), kind: 'select', data: categories },
    { name: 'unit', label: tp('catalogue.unit'), kind: 'text', required: true },
    { name: 'spec', label: tp('catalogue.spec'), kind: 'text' },
    { name: 'brand', label: tp('catalogue.brand'), kind: 'text' },
    { name: 'note', label: tp('catalogue.note'), kind: 'textarea' },
  ] : dialog.action === 'approve'
    ? [{ name: 'code', label: tp('catalogue.newCode'), kind: 'text', required: true }]
    : [{ name: 'reason', label: tp('catalogue.reason'), kind: 'textarea', required: true }];
  const submit = (v: Record<string, unknown>) => {
    if (dialog!.action === 'new') {
      return catalogue.createFill({ restaurantId: String(v.restaurantId), name: String(v.name), unit: String(v.unit), categoryId: text(v.categoryId), spec: text(v.spec), brand: text(v.brand), note: text(v.note) }).then(done);
    }
    const { action, row } = dialog as { action: 'approve' | 'reject'; row: Row };
    return catalogue.moveFill(row.id, action, { version: row.version, code: action === 'approve' ? String(v.code) : undefined, reason: action === 'reject' ? String(v.reason) : undefined }).then(done);
  };
  return (
    <PageCard title={tp('catalogue.fillTitle')} actions={<Group gap="xs">
      <ExportButton route={catalogueRoutes.schoolFillExport} query={list.filters} name={tp('catalogue.fillTitle')} />
      {canteens.length > 0 && <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ action: 'new' })} data-testid="fill-add">{tp('catalogue.fillAdd')}</Button>}
    </Group>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('catalogue.state')} clearable value={list.filters.status || null} onChange={(v) => list.setFilter('status', v ?? '')}
          data={FILL_STATUSES.map((s) => ({ value: s, label: FILL_STATUS_NAMES[s][lang] }))} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {dialog && (
        <FormDialog title={dialog.action === 'new' ? tp('catalogue.fillAdd') : tp(`catalogue.action.${dialog.action}`)} fields={fields} onClose={() => setDialog(null)} onSubmit={submit}
          initial={{ restaurantId: null, name: '', categoryId: null, unit: '', spec: '', brand: '', note: '', code: '', reason: '' }} />
      )}
    </PageCard>
  );
}
