/** system/RoleList: roles with search and paging, add/edit/delete, and granting menus and buttons. */
import { useState } from 'react';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { roles } from '../../../api/endpoints/system.ts';
import type { RoleRecord } from '../../../contract/routes/admin-roles.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { PermissionTreeDrawer } from './PermissionTreeDrawer.tsx';
import { RoleFormModal } from './RoleFormModal.tsx';

export default function RoleList() {
  const tp = usePageT();
  const list = usePagedList(roles.list, { roleName: '' });
  const [editing, setEditing] = useState<RoleRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [granting, setGranting] = useState<RoleRecord | null>(null);

  async function remove(role: RoleRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('role.confirmDelete', { name: role.roleName }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await roles.remove(role.id);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<RoleRecord>[] = [
    { key: 'roleName', title: tp('role.roleName') },
    { key: 'roleCode', title: tp('role.roleCode') },
    { key: 'landingPath', title: tp('role.landingPath') },
    { key: 'description', title: tp('common.description') },
    { key: 'createTime', title: tp('common.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Authorized action="system:role:edit"><Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor></Authorized>
          <Authorized action="system:role:permission"><Anchor size="sm" onClick={() => setGranting(r)}>{tp('role.grant')}</Anchor></Authorized>
          <Authorized action="system:role:delete"><Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor></Authorized>
        </Group>
      ),
    },
  ];

  return (
    <PageCard
      title={tp('role.title')}
      actions={
        <Authorized action="system:role:add">
          <Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button>
        </Authorized>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('role.roleName')} value={list.filters.roleName} onChange={(e) => list.setFilter('roleName', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <RoleFormModal opened={formOpen} role={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
      <PermissionTreeDrawer role={granting} onClose={() => setGranting(null)} />
    </PageCard>
  );
}
