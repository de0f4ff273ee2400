/** system/DataSourceList (多数据源): registered external databases (URL masked), with search, add, edit, test, delete. */
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { dataSources } from '../../../api/endpoints/system-extra.ts';
import type { DataSourceRecord } from '../../../contract/routes/system-extra.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { SortSelect } from '../SortSelect.tsx';
import { DataSourceFormModal, useConnectionTest } from './DataSourceFormModal.tsx';

export default function DataSourceList() {
  const tp = usePageT();
  const list = usePagedList(dataSources.list, { code: '', name: '', column: 'createTime', order: 'desc' });
  const [editing, setEditing] = useState<DataSourceRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const tester = useConnectionTest();

  async function remove(source: DataSourceRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('dataSource.confirmDelete', { name: source.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await dataSources.remove(source.id, source.version);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<DataSourceRecord>[] = [
    { key: 'code', title: tp('dataSource.code') },
    { key: 'name', title: tp('dataSource.name') },
    { key: 'kind', title: tp('dataSource.kind'), render: (r) => <Badge variant="light" tt="none">{r.kind}</Badge> },
    { key: 'urlHint', title: tp('dataSource.url') },
    { key: 'updateTime', title: tp('common.updateTime'), render: (r) => formatTime(r.updateTime ?? r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor>
          <Anchor size="sm" onClick={() => void tester.run({ id: r.id, kind: r.kind })}>{tp('dataSource.test')}</Anchor>
          <Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor>
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('dataSource.title')} actions={<Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button>}>
      <Alert color="blue" variant="light" mb="sm">{tp('dataSource.note')}</Alert>
      {tester.result}
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('dataSource.code')} value={list.filters.code} onChange={(e) => list.setFilter('code', e.currentTarget.value)} />
        <TextInput label={tp('dataSource.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
        <SortSelect columns={[['createTime', tp('common.createTime')], ['code', tp('dataSource.code')], ['name', tp('dataSource.name')]]}
          column={list.filters.column} order={list.filters.order} onChange={(column, order) => { list.setFilter('column', column); list.setFilter('order', order); }} />
      </SearchBar>
      <div data-testid="data-source-table">
        <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
          pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      </div>
      <DataSourceFormModal opened={formOpen} source={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
    </PageCard>
  );
}
