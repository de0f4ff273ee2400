/** The members of one managed department: search, sort, paging; set a member's position, remove a member. */
import { useCallback, useState } from 'react';
import { Anchor, Badge, Group, Text, TextInput } from '@mantine/core';
import { departUsers } from '../../../api/endpoints/system-extra.ts';
import type { ManagedDepart, MemberRecord } from '../../../contract/routes/system-extra.ts';
import type { ListQuery } from '../../common/query.ts';
import { confirmAction, ListTable, notifySuccess, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { PositionModal } from './MemberModals.tsx';

export function MemberTable({ depart, onChanged }: { depart: ManagedDepart; onChanged(): void }) {
  const tp = usePageT();
  const source = useCallback((query: ListQuery) => departUsers.members({ ...query, departId: depart.id }), [depart.id]);
  const list = usePagedList(source, { keyword: '', column: 'username', order: 'asc' });
  const [positioning, setPositioning] = useState<MemberRecord | null>(null);

  async function remove(member: MemberRecord) {
    const name = member.realname || member.username;
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('departUser.confirmRemove', { name, depart: depart.departName }), confirm: tp('departUser.remove'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await departUsers.remove(depart.id, member.id);
      notifySuccess(tp('departUser.removed'));
      onChanged();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<MemberRecord>[] = [
    {
      key: 'username', title: tp('departUser.username'),
      render: (m) => <Group gap={4} wrap="nowrap"><Text size="sm">{m.username}</Text>{m.isHead && <Badge size="xs" color="orange">{tp('departUser.head')}</Badge>}</Group>,
    },
    { key: 'realname', title: tp('departUser.realname') },
    { key: 'phone', title: tp('departUser.phone'), render: (m) => m.phone ?? '' },
    {
      key: 'positions', title: tp('departUser.position'),
      render: (m) => (m.positions.length ? m.positions.map((p) => p.name).join('、') : <Text size="sm" c="dimmed">{tp('departUser.noPosition')}</Text>),
    },
    {
      key: 'actions', title: tp('common.actions'),
      render: (m) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor size="sm" onClick={() => setPositioning(m)}>{tp('departUser.setPosition')}</Anchor>
          {!m.isHead && <Anchor size="sm" c="red" onClick={() => remove(m)}>{tp('departUser.remove')}</Anchor>}
        </Group>
      ),
    },
  ];
  return (
    <>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('departUser.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
      </SearchBar>
      <div data-testid="depart-user-members">
        <ListTable columns={columns} rows={list.records} rowKey={(m) => m.id} loading={list.loading}
          pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      </div>
      <PositionModal depart={depart} member={positioning} onClose={() => setPositioning(null)} onSaved={list.reload} />
    </>
  );
}
