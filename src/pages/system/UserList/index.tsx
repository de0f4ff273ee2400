/** system/UserList: search, paging, add/edit, freeze/unfreeze in batch, set password. */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { IconLock, IconLockOpen, IconPlus } from '@tabler/icons-react';
import { users } from '../../../api/endpoints/system.ts';
import type { UserRecord } from '../../../contract/routes/admin-users.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { PasswordModal } from './PasswordModal.tsx';
import { STATUS_FROZEN, STATUS_NORMAL, USER_TYPES } from './userRules.ts';
import { UserFormModal } from './UserFormModal.tsx';

export default function UserList() {
  const tp = usePageT();
  const list = usePagedList<UserRecord, { username: string; realname: string; phone: string; status: string | null; userType: string | null }>(
    users.list, { username: '', realname: '', phone: '', status: null, userType: null },
  );
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [passwordFor, setPasswordFor] = useState<string | null>(null);

  async function freeze(status: typeof STATUS_NORMAL | typeof STATUS_FROZEN) {
    if (!selected.length) return;
    const ok = await confirmAction({
      title: tp('common.confirmTitle'),
      message: tp(status === STATUS_FROZEN ? 'user.confirmFreeze' : 'user.confirmUnfreeze', { count: selected.length }),
      confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: status === STATUS_FROZEN,
    });
    if (!ok) return;
    try {
      await users.frozenBatch(selected, status);
      notifySuccess(tp(status === STATUS_FROZEN ? 'user.frozen' : 'user.unfrozen'));
      setSelected([]);
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<UserRecord>[] = [
    { key: 'username', title: tp('user.username') },
    { key: 'realname', title: tp('user.realname') },
    { key: 'userType', title: tp('user.userType'), render: (u) => tp(`user.type.${u.userType}`) },
    { key: 'phone', title: tp('user.phone') },
    { key: 'orgCodeTxt', title: tp('user.departs') },
    {
      key: 'status', title: tp('user.status'),
      render: (u) => <Badge color={u.status === STATUS_FROZEN ? 'red' : 'green'} variant="light">{tp(`user.statusText.${u.status}`)}</Badge>,
    },
    { key: 'createTime', title: tp('common.createTime'), render: (u) => formatTime(u.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (u) => (
        <Group gap="xs" wrap="nowrap">
          <Authorized action="system:user:edit">
            <Anchor size="sm" onClick={() => { setEditing(u); setFormOpen(true); }}>{tp('common.edit')}</Anchor>
          </Authorized>
          <Authorized action="system:user:changePassword">
            <Anchor size="sm" onClick={() => setPasswordFor(u.username)}>{tp('user.changePassword')}</Anchor>
          </Authorized>
        </Group>
      ),
    },
  ];

  return (
    <PageCard
      title={tp('user.title')}
      actions={
        <>
          <Authorized action="system:user:add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button>
          </Authorized>
          <Authorized action="system:user:frozen">
            <Button variant="light" color="red" leftSection={<IconLock size={16} />} disabled={!selected.length} onClick={() => freeze(STATUS_FROZEN)}>
              {tp('user.freeze')}
            </Button>
            <Button variant="light" leftSection={<IconLockOpen size={16} />} disabled={!selected.length} onClick={() => freeze(STATUS_NORMAL)}>
              {tp('user.unfreeze')}
            </Button>
          </Authorized>
        </>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('user.username')} value={list.filters.username} onChange={(e) => list.setFilter('username', e.currentTarget.value)} />
        <TextInput label={tp('user.realname')} value={list.filters.realname} onChange={(e) => list.setFilter('realname', e.currentTarget.value)} />
        <TextInput label={tp('user.phone')} value={list.filters.phone} onChange={(e) => list.setFilter('phone', e.currentTarget.value)} />
        <Select label={tp('user.status')} clearable w={120} value={list.filters.status}
          data={[STATUS_NORMAL, STATUS_FROZEN].map((s) => ({ value: String(s), label: tp(`user.statusText.${s}`) }))}
          onChange={(v) => list.setFilter('status', v)} />
        <Select label={tp('user.userType')} clearable w={140} value={list.filters.userType}
          data={USER_TYPES.map((v) => ({ value: v, label: tp(`user.type.${v}`) }))}
          onChange={(v) => list.setFilter('userType', v)} />
      </SearchBar>
      <ListTable
        columns={columns}
        rows={list.records}
        rowKey={(u) => u.id}
        loading={list.loading}
        selected={selected}
        onSelectedChange={setSelected}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }}
      />
      <UserFormModal opened={formOpen} user={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
      <PasswordModal username={passwordFor} onClose={() => setPasswordFor(null)} />
    </PageCard>
  );
}
