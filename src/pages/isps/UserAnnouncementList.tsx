/**
 * The user's own announcements (/isps/userAnnouncement, menu component system/UserAnnouncementList):
 * filters by read state, category and title, mark all read, and the same detail dialog as the bell.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Select, TextInput } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { getMyAnnouncementSend, markAllRead, type Announcement, type UserAnnouncementRow } from '../../api/endpoints/notices.ts';
import { useT } from '../../i18n/index.ts';
import { AnnouncementDialog } from '../../shell/notices/AnnouncementDialog.tsx';
import { markRead, refreshAll } from '../../shell/notices/noticeStore.ts';
import { sessionState } from '../../shell/state/session.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, type Column } from '../common/index.ts';

const PRIORITY_COLOR: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

interface Filters {
  [key: string]: string;
  readFlag: string;
  msgCategory: string;
  titile: string;
}

export default function UserAnnouncementList() {
  const t = useT();
  const session = useSnapshot(sessionState);
  const userType = session.user?.userType;
  const list = usePagedList<UserAnnouncementRow, Filters>(getMyAnnouncementSend, {
    readFlag: '',
    msgCategory: '',
    titile: '',
  });
  const [reading, setReading] = useState<Announcement | null>(null);

  const open = async (row: UserAnnouncementRow) => {
    setReading({ ...row, id: row.anntId ?? row.id });
    await markRead(row.anntId ?? row.id, userType);
    list.reload();
  };

  const readAll = async () => {
    const ok = await confirmAction({
      title: t('flows.userAnnouncement.readAll'),
      message: t('flows.userAnnouncement.readAllConfirm'),
      confirm: t('common.ok'),
      cancel: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await markAllRead();
      notifySuccess(t('common.success'));
      list.reload();
      refreshAll(userType).catch(() => {});
    } catch {
      // shown by the http client
    }
  };

  const columns: Column<UserAnnouncementRow>[] = [
    {
      key: 'titile',
      title: t('flows.userAnnouncement.titleLabel'),
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => open(row)} fw={row.readFlag === '1' ? 400 : 600}>
          {row.titile}
        </Anchor>
      ),
    },
    {
      key: 'msgCategory',
      title: t('flows.userAnnouncement.category'),
      width: 110,
      render: (row) => (row.msgCategory === '2' ? t('flows.userAnnouncement.categorySystem') : t('flows.userAnnouncement.categoryNotice')),
    },
    { key: 'sender', title: t('flows.userAnnouncement.sender'), width: 120 },
    {
      key: 'priority',
      title: t('flows.userAnnouncement.priority'),
      width: 90,
      render: (row) =>
        row.priority ? (
          <Badge variant="light" color={PRIORITY_COLOR[row.priority] ?? 'gray'}>
            {t(`flows.priority.${row.priority}`)}
          </Badge>
        ) : null,
    },
    { key: 'sendTime', title: t('flows.userAnnouncement.sendTime'), width: 170 },
    {
      key: 'readFlag',
      title: t('flows.userAnnouncement.readFlag'),
      width: 100,
      render: (row) =>
        row.readFlag === '1' ? (
          <Badge variant="light" color="gray">{t('flows.userAnnouncement.read')}</Badge>
        ) : (
          <Badge variant="light" color="red">{t('flows.userAnnouncement.unread')}</Badge>
        ),
    },
    {
      key: 'action',
      title: t('common.operation'),
      width: 80,
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => open(row)}>
          {t('flows.userAnnouncement.view')}
        </Anchor>
      ),
    },
  ];

  return (
    <PageCard
      title={t('flows.userAnnouncement.title')}
      actions={
        <Button leftSection={<IconChecks size={16} />} onClick={readAll} data-testid="read-all">
          {t('flows.userAnnouncement.readAll')}
        </Button>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput
          label={t('flows.userAnnouncement.titleLabel')}
          placeholder={t('flows.userAnnouncement.titlePlaceholder')}
          value={list.filters.titile}
          onChange={(e) => list.setFilter('titile', e.currentTarget.value)}
        />
        <Select
          label={t('flows.userAnnouncement.readFlag')}
          w={140}
          value={list.filters.readFlag}
          onChange={(value) => list.setFilter('readFlag', value ?? '')}
          data={[
            { value: '', label: t('flows.userAnnouncement.all') },
            { value: '0', label: t('flows.userAnnouncement.unread') },
            { value: '1', label: t('flows.userAnnouncement.read') },
          ]}
          allowDeselect={false}
        />
        <Select
          label={t('flows.userAnnouncement.category')}
          w={140}
          value={list.filters.msgCategory}
          onChange={(value) => list.setFilter('msgCategory', value ?? '')}
          data={[
            { value: '', label: t('flows.userAnnouncement.all') },
            { value: '1', label: t('flows.userAnnouncement.categoryNotice') },
            { value: '2', label: t('flows.userAnnouncement.categorySystem') },
          ]}
          allowDeselect={false}
        />
      </SearchBar>
      <ListTable
        columns={columns}
        rows={list.records}
        rowKey={(row) => row.anntId ?? row.id}
        loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }}
      />
      <AnnouncementDialog record={reading} onClose={() => setReading(null)} />
    </PageCard>
  );
}
