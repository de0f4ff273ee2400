/** system/message/MessageList: the send log — recipient, channel, status, attempts, error, sent at — and resend for failed messages. */
import { useCallback } from 'react';
import { Anchor, Badge, Button, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { saveBlob } from '../../../api/download.ts';
import { messageLog } from '../../../api/endpoints/operations.ts';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '../../../contract/domain/operations.ts';
import type { MessageRecord } from '../../../contract/routes/messages.ts';
import { cleanQuery, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column, type ListQuery } from '../../common/index.ts';
import { CHANNEL_COLOR } from './MessageTemplateList.tsx';

const STATUS_COLOR = { queued: 'yellow', sent: 'green', failed: 'red' } as const;

export default function MessageList() {
  const tp = usePageT();
  const source = useCallback((query: ListQuery) => messageLog.list(query as Parameters<typeof messageLog.list>[0]), []);
  const list = usePagedList<MessageRecord, { keyword: string; channel: string | null; status: string | null }>(source, { keyword: '', channel: null, status: null }, 20);

  async function resend(row: MessageRecord) {
    try {
      await messageLog.resend(row.id);
      notifySuccess(tp('message.resent'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  async function exportXlsx() {
    try {
      saveBlob(await messageLog.exportXlsx(cleanQuery(list.filters) as Parameters<typeof messageLog.exportXlsx>[0]), `${tp('message.logTitle')}.xlsx`);
    } catch { /* shown by the shell */ }
  }

  const columns: Column<MessageRecord>[] = [
    { key: 'recipient', title: tp('message.recipient'), render: (m) => m.recipient },
    { key: 'channel', title: tp('message.channel'), render: (m) => <Badge variant="light" color={CHANNEL_COLOR[m.channel]}>{tp(`message.channelText.${m.channel}`)}</Badge> },
    { key: 'title', title: tp('message.title'), render: (m) => <Text size="sm" maw={260} truncate title={m.body}>{m.title || m.body}</Text> },
    { key: 'status', title: tp('message.status'), render: (m) => <Badge variant="light" color={STATUS_COLOR[m.status]} data-status={m.status}>{tp(`message.statusText.${m.status}`)}</Badge> },
    { key: 'attempts', title: tp('message.attempts'), render: (m) => m.attempts },
    { key: 'error', title: tp('message.error'), render: (m) => (m.error ? <Tooltip label={m.error} multiline w={320}><Text size="sm" c="red" maw={200} truncate>{m.error}</Text></Tooltip> : '') },
    { key: 'sentAt', title: tp('message.sentAt'), render: (m) => (m.sentAt ? formatTime(m.sentAt) : '—') },
    { key: 'createTime', title: tp('message.createTime'), render: (m) => formatTime(m.createTime) },
    { key: 'actions', title: tp('common.actions'), render: (m) => (m.status === 'failed' ? <Anchor size="sm" onClick={() => resend(m)}>{tp('message.resend')}</Anchor> : null) },
  ];

  return (
    <PageCard title={tp('message.logTitle')} actions={<>
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportXlsx}>{tp('message.export')}</Button>
      <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={list.reload}>{tp('jobs.refresh')}</Button>
    </>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('message.recipientKeyword')} w={200} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('message.channel')} w={130} clearable value={list.filters.channel} onChange={(v) => list.setFilter('channel', v)}
          data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: tp(`message.channelText.${c}`) }))} />
        <Select label={tp('message.status')} w={130} clearable value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={MESSAGE_STATUSES.map((s) => ({ value: s, label: tp(`message.statusText.${s}`) }))} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(m) => m.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
    </PageCard>
  );
}
