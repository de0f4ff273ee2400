/** system/AnnouncementList: announcements with search and paging; create/edit with rich text, release, revoke, delete. */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { announcements } from '../../../api/endpoints/system.ts';
import { PRIORITIES, SEND_STATUSES } from '../../../contract/domain/announcement.ts';
import type { AdminAnnouncement } from '../../../contract/routes/notices.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { AnnouncementFormModal } from './AnnouncementFormModal.tsx';

const STATUS_COLOR: Record<string, string> = { '0': 'gray', '1': 'green', '2': 'orange' };
const PRIORITY_COLOR: Record<string, string> = { L: 'gray', M: 'orange', H: 'red' };

export default function AnnouncementList() {
  const tp = usePageT();
  const list = usePagedList<AdminAnnouncement, { titile: string; sendStatus: string | null; priority: string | null }>(
    announcements.list, { titile: '', sendStatus: null, priority: null },
  );
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  async function act(row: AdminAnnouncement, kind: 'release' | 'revoke' | 'delete') {
    const ok = await confirmAction({
      title: tp('common.confirmTitle'), message: tp(`announcement.confirm.${kind}`, { title: row.titile }),
      confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: kind !== 'release',
    });
    if (!ok) return;
    try {
      if (kind === 'release') await announcements.release(row.id);
      else if (kind === 'revoke') await announcements.revoke(row.id);
      else await announcements.remove(row.id);
      notifySuccess(tp(`announcement.done.${kind}`));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<AdminAnnouncement>[] = [
    { key: 'titile', title: tp('announcement.titile') },
    { key: 'msgCategory', title: tp('announcement.category'), render: (r) => tp(`announcement.categoryText.${r.msgCategory}`) },
    { key: 'priority', title: tp('announcement.priorityLabel'), render: (r) => <Badge variant="light" color={PRIORITY_COLOR[r.priority]}>{tp(`announcement.priority.${r.priority}`)}</Badge> },
    { key: 'msgType', title: tp('announcement.msgType'), render: (r) => tp(`announcement.msgTypeText.${r.msgType}`) },
    { key: 'sendStatus', title: tp('announcement.sendStatus'), render: (r) => <Badge variant="light" color={STATUS_COLOR[r.sendStatus]}>{tp(`announcement.status.${r.sendStatus}`)}</Badge> },
    { key: 'sender', title: tp('announcement.sender') },
    { key: 'sendTime', title: tp('announcement.sendTime') },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          {r.sendStatus !== '1' && (
            <>
              <Authorized action="system:annount:edit"><Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor></Authorized>
              <Authorized action="system:annount:release"><Anchor size="sm" onClick={() => act(r, 'release')}>{tp('announcement.release')}</Anchor></Authorized>
              <Authorized action="system:annount:edit"><Anchor size="sm" c="red" onClick={() => act(r, 'delete')}>{tp('common.delete')}</Anchor></Authorized>
            </>
          )}
          {r.sendStatus === '1' && (
            <Authorized action="system:annount:revoke"><Anchor size="sm" c="orange" onClick={() => act(r, 'revoke')}>{tp('announcement.revoke')}</Anchor></Authorized>
          )}
        </Group>
      ),
    },
  ];

  return (
    <PageCard
      title={tp('announcement.title')}
      actions={
        <Authorized action="system:annount:add">
          <Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button>
        </Authorized>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('announcement.titile')} value={list.filters.titile} onChange={(e) => list.setFilter('titile', e.currentTarget.value)} />
        <Select label={tp('announcement.sendStatus')} clearable w={130} value={list.filters.sendStatus}
          data={SEND_STATUSES.map((s) => ({ value: s, label: tp(`announcement.status.${s}`) }))} onChange={(v) => list.setFilter('sendStatus', v)} />
        <Select label={tp('announcement.priorityLabel')} clearable w={130} value={list.filters.priority}
          data={PRIORITIES.map((p) => ({ value: p, label: tp(`announcement.priority.${p}`) }))} onChange={(v) => list.setFilter('priority', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <AnnouncementFormModal opened={formOpen} row={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
    </PageCard>
  );
}
