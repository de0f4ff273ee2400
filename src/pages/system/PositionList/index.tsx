/** system/PositionList: positions (code, name, rank) with search, sort, paging, and who holds each. */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { positions } from '../../../api/endpoints/system-admin.ts';
import type { PositionRecord } from '../../../contract/routes/system-admin.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { SortSelect } from '../SortSelect.tsx';
import { AssignModal } from './AssignModal.tsx';
import { PositionFormModal } from './PositionFormModal.tsx';

export default function PositionList() {
  const tp = usePageT();
  const list = usePagedList(positions.list, { code: '', name: '', column: 'rank', order: 'asc' });
  const [editing, setEditing] = useState<PositionRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [assigning, setAssigning] = useState<PositionRecord | null>(null);

  async function remove(position: PositionRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('position.confirmDelete', { name: position.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await positions.remove(position.id, position.version);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<PositionRecord>[] = [
    { key: 'code', title: tp('position.code') },
    { key: 'name', title: tp('position.name') },
    { key: 'rank', title: tp('position.rank') },
    {
      key: 'users', title: tp('position.holders'),
      render: (r) => (r.users.length
        ? <Group gap={4} wrap="nowrap">{r.users.map((u) => <Badge key={u.id} variant="light" tt="none">{u.realname || u.username}</Badge>)}</Group>
        : <Text size="sm" c="dimmed">{tp('position.none')}</Text>),
    },
    { key: 'updateTime', title: tp('common.updateTime'), render: (r) => formatTime(r.updateTime ?? r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor>
          <Anchor size="sm" onClick={() => setAssigning(r)}>{tp('position.assign')}</Anchor>
          <Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor>
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('position.title')} actions={<Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('position.code')} value={list.filters.code} onChange={(e) => list.setFilter('code', e.currentTarget.value)} />
        <TextInput label={tp('position.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
        <SortSelect columns={[['rank', tp('position.rank')], ['code', tp('position.code')], ['name', tp('position.name')], ['createTime', tp('common.createTime')]]}
          column={list.filters.column} order={list.filters.order} onChange={(column, order) => { list.setFilter('column', column); list.setFilter('order', order); }} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <PositionFormModal opened={formOpen} position={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
      <AssignModal position={assigning} onClose={() => setAssigning(null)} onSaved={list.reload} />
    </PageCard>
  );
}
