/** system/DictList: dictionaries with search and paging, add/edit/delete, and each one's items. */
import { useState } from 'react';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { dicts } from '../../../api/endpoints/system.ts';
import type { DictRecord } from '../../../contract/routes/dict.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { DictFormModal } from './DictFormModal.tsx';
import { ItemsDrawer } from './ItemsDrawer.tsx';

export default function DictList() {
  const tp = usePageT();
  const list = usePagedList(dicts.list, { dictName: '', dictCode: '' });
  const [editing, setEditing] = useState<DictRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [itemsOf, setItemsOf] = useState<DictRecord | null>(null);

  // The server refuses the system dictionaries (sys_setting) with a message naming them; the shell shows it.
  async function remove(dict: DictRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('dict.confirmDelete', { name: dict.dictName }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await dicts.remove(dict.id);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<DictRecord>[] = [
    { key: 'dictName', title: tp('dict.dictName') },
    { key: 'dictCode', title: tp('dict.dictCode') },
    { key: 'description', title: tp('common.description') },
    { key: 'createTime', title: tp('common.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Authorized action="system:dict:edit"><Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor></Authorized>
          <Anchor size="sm" onClick={() => setItemsOf(r)}>{tp('dict.items')}</Anchor>
          <Authorized action="system:dict:delete"><Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor></Authorized>
        </Group>
      ),
    },
  ];
  return (
    <PageCard
      title={tp('dict.title')}
      actions={<Authorized action="system:dict:add"><Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button></Authorized>}
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('dict.dictName')} value={list.filters.dictName} onChange={(e) => list.setFilter('dictName', e.currentTarget.value)} />
        <TextInput label={tp('dict.dictCode')} value={list.filters.dictCode} onChange={(e) => list.setFilter('dictCode', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <DictFormModal opened={formOpen} dict={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
      <ItemsDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />
    </PageCard>
  );
}
