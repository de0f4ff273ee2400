/** product/ExpirationConfig: shelf life and warning days per category (a product's own figures win over its category's). */
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Static } from 'typebox';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import { shelfLifeRefusal } from '../../contract/domain/catalogue.ts';
import type { ExpirationRow } from '../../contract/routes/products.ts';
import { ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, num, useCategoryOptions, type Field } from './parts.tsx';

type Row = Static<typeof ExpirationRow>;

export default function ExpirationConfig() {
  const tp = usePageT();
  const categories = useCategoryOptions();
  const list = usePagedList(catalogue.expirations, { keyword: '', column: 'categoryCode', order: 'asc' }, 20);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const row = editing !== 'new' ? editing : null;
  const columns: Column<Row>[] = [
    { key: 'categoryCode', title: tp('catalogue.categoryCode') },
    { key: 'categoryName', title: tp('catalogue.category') },
    { key: 'shelfLifeDays', title: tp('catalogue.shelfLifeDays') },
    { key: 'warningDays', title: tp('catalogue.warningDays') },
    { key: 'productCount', title: tp('catalogue.productCount') },
    { key: 'actions', title: tp('common.actions'), render: (r) => <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>{tp('common.edit')}</Button> },
  ];
  const fields: Field[] = [
    { name: 'categoryId', label: tp('catalogue.category'), kind: 'select', required: true, data: categories },
    { name: 'shelfLifeDays', label: tp('catalogue.shelfLifeDays'), kind: 'number', required: true },
    { name: 'warningDays', label: tp('catalogue.warningDays'), kind: 'number', required: true },
  ];
  const save = (v: Record<string, unknown>) => {
    const body = { categoryId: String(v.categoryId), shelfLifeDays: Number(v.shelfLifeDays), warningDays: Number(v.warningDays) };
    return (row ? catalogue.editExpiration(row.id, { ...body, version: row.version }) : catalogue.createExpiration(body)).then(() => { notifySuccess(tp('common.saveSuccess')); list.reload(); });
  };
  return (
    <PageCard title={tp('catalogue.expirationTitle')} actions={<Group gap="xs">
      <ExportButton route={catalogueRoutes.expirationExport} query={list.filters} name={tp('catalogue.expirationTitle')} />
      <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>{tp('common.add')}</Button>
    </Group>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {editing && (
        <FormDialog title={tp(row ? 'common.edit' : 'common.add')} fields={fields} onClose={() => setEditing(null)} onSubmit={save}
          initial={{ categoryId: row?.categoryId ?? null, shelfLifeDays: row?.shelfLifeDays ?? '', warningDays: row?.warningDays ?? '' }}
          rule={(v) => (shelfLifeRefusal(num(v.shelfLifeDays), num(v.warningDays)) ? { warningDays: tp('catalogue.warningTooLong') } : null)} />
      )}
    </PageCard>
  );
}
