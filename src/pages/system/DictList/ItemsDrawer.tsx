/** The items of one dictionary, in a drawer beside the list. */
import { useCallback, useState } from 'react';
import { Anchor, Badge, Button, Drawer, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { dicts } from '../../../api/endpoints/system.ts';
import type { DictItemRecord, DictRecord } from '../../../contract/routes/dict.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, ListTable, notifySuccess, SearchBar, usePagedList, usePageT, type Column, type ListQuery } from '../../common/index.ts';
import { ItemFormModal } from './ItemFormModal.tsx';

export function ItemsDrawer({ dict, onClose }: { dict: DictRecord | null; onClose(): void }) {
  const tp = usePageT();
  return (
    <Drawer opened={dict !== null} onClose={onClose} position="right" size="xl" title={dict ? tp('dict.itemsTitle', { name: dict.dictName }) : ''}>
      {dict && <Items dict={dict} />}
    </Drawer>
  );
}

function Items({ dict }: { dict: DictRecord }) {
  const tp = usePageT();
  const items = useCallback((query: ListQuery) => dicts.items({ ...query, dictId: dict.id }), [dict.id]);
  const list = usePagedList(items, { itemText: '' });
  const [editing, setEditing] = useState<DictItemRecord | null>(null);
  const [open, setOpen] = useState(false);

  async function remove(item: DictItemRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('dict.confirmDeleteItem', { name: item.itemText }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await dicts.removeItem(item.id);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<DictItemRecord>[] = [
    { key: 'itemText', title: tp('dict.itemText') },
    { key: 'itemValue', title: tp('dict.itemValue') },
    { key: 'sortOrder', title: tp('common.sortNo') },
    { key: 'status', title: tp('dict.status'), render: (r) => <Badge variant="light" color={r.status === 1 ? 'green' : 'gray'}>{tp(r.status === 1 ? 'dict.enabled' : 'dict.disabled')}</Badge> },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Authorized action="system:dict:edit"><Anchor size="sm" onClick={() => { setEditing(r); setOpen(true); }}>{tp('common.edit')}</Anchor></Authorized>
          <Authorized action="system:dict:delete"><Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor></Authorized>
        </Group>
      ),
    },
  ];
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Authorized action="system:dict:add">
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => { setEditing(null); setOpen(true); }}>{tp('dict.addItem')}</Button>
        </Authorized>
      </Group>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('dict.itemText')} value={list.filters.itemText} onChange={(e) => list.setFilter('itemText', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <ItemFormModal opened={open} dictId={dict.id} item={editing} onClose={() => setOpen(false)} onSaved={list.reload} />
    </>
  );
}
