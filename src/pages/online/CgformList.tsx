/** online/CgformList: online forms — define fields and their rules without code, open the data screen, publish as a menu page. */
import { Badge, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { onlineForms, type FormDetail, type FormRecord } from '../../api/endpoints/online.ts';
import { loadPermissions } from '../../shell/state/session.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { FormEditor } from './FormEditor.tsx';
import { PublishDialog } from './PublishDialog.tsx';

export default function CgformList() {
  const tp = usePageT();
  const [, navigate] = useLocation();
  const list = usePagedList(onlineForms.list, { keyword: '' }, 10);
  const [editing, setEditing] = useState<FormDetail | 'new' | null>(null);
  const [publishing, setPublishing] = useState<FormRecord | null>(null);
  const columns: Column<FormRecord>[] = [
    { key: 'code', title: tp('online.code') },
    { key: 'title', title: tp('online.title') },
    { key: 'fieldCount', title: tp('online.fields') },
    { key: 'menuId', title: tp('online.state'), render: (f) => <Badge variant="light" color={f.menuId ? 'green' : 'gray'}>{tp(f.menuId ? 'online.published' : 'online.unpublished')}</Badge> },
    {
      key: 'actions', title: tp('common.actions'), render: (f) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={async () => setEditing(await onlineForms.get(f.id))}>{tp('common.edit')}</Button>
          <Button size="compact-xs" variant="subtle" onClick={() => navigate(`/online/data/${f.code}`)}>{tp('online.data')}</Button>
          <Button size="compact-xs" variant="subtle" onClick={() => setPublishing(f)}>{tp(f.menuId ? 'online.republish' : 'online.publish')}</Button>
          {f.menuId && <Button size="compact-xs" variant="subtle" onClick={async () => {
            await onlineForms.unpublish(f.id);
            await loadPermissions({ force: true }).catch(() => null);
            notifySuccess(tp('online.unpublishedOk'));
            list.reload();
          }}>{tp('online.unpublish')}</Button>}
          <Button size="compact-xs" variant="subtle" color="red" onClick={async () => {
            if (await confirmAction({ title: tp('common.confirmTitle'), message: tp('online.confirmDelete', { name: f.title }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true })) {
              await onlineForms.remove(f.id);
              list.reload();
            }
          }}>{tp('common.delete')}</Button>
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('online.forms')} actions={<Button onClick={() => setEditing('new')}>{tp('online.addForm')}</Button>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('online.code')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(f) => f.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {publishing && <PublishDialog form={publishing} onClose={(published) => { setPublishing(null); if (published) list.reload(); }} />}
      {editing && <FormEditor form={editing === 'new' ? null : editing} onClose={(saved) => { setEditing(null); if (saved) list.reload(); }} />}
    </PageCard>
  );
}
