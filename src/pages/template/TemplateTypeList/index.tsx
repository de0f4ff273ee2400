/** template/TemplateTypeList: the template types (name, unique code, order). */
import { useState } from 'react';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { templateTypes } from '../../../api/endpoints/print.ts';
import { templateTypeList } from '../../../contract/routes/print.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import type { TemplateType } from '../common/types.ts';
import { TypeFormModal } from './TypeFormModal.tsx';

export default function TemplateTypeList() {
  const tp = usePageT();
  const list = usePagedList<TemplateType, { name: string }>(templateTypeList.url, { name: '' });
  const [editing, setEditing] = useState<TemplateType | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  async function remove(type: TemplateType) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('templateType.confirmDelete', { name: type.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await templateTypes.remove(type.id);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<TemplateType>[] = [
    { key: 'name', title: tp('templateType.name') },
    { key: 'code', title: tp('templateType.code') },
    { key: 'sortNo', title: tp('common.sortNo') },
    { key: 'createTime', title: tp('common.createTime'), render: (r) => formatTime(r.createdAt) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Authorized action="print:templateType:manage">
          <Group gap="xs" wrap="nowrap">
            <Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor>
            <Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor>
          </Group>
        </Authorized>
      ),
    },
  ];

  return (
    <PageCard
      title={tp('templateType.title')}
      actions={
        <Authorized action="print:templateType:manage">
          <Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button>
        </Authorized>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('templateType.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <TypeFormModal opened={formOpen} type={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
    </PageCard>
  );
}
