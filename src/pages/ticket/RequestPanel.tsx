/** Invoice requests (开票申请) in the caller's scope: the buyer cancels an unanswered one, the supplier uploads the invoice of one; Excel export. */
import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../api/download.ts';
import { ticketRequests } from '../../api/endpoints/tickets.ts';
import { REQUEST_STATUS_NAMES, REQUEST_STATUSES } from '../../contract/domain/tickets.ts';
import type { TicketRequestRecord } from '../../contract/routes/tickets.ts';
import { cleanQuery, formatTime, ListTable, notifySuccess, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { StatusBadge, useLang } from './parts.tsx';
import { UploadModal } from './UploadModal.tsx';

const EMPTY = { requestNo: '', status: null as string | null };

export function RequestPanel({ onUploaded }: { onUploaded?(): void }) {
  const tp = usePageT();
  const lang = useLang();
  const list = usePagedList(ticketRequests.list, EMPTY, 20);
  const [uploading, setUploading] = useState<TicketRequestRecord | null>(null);
  const exportList = () => void ticketRequests.export(cleanQuery(list.filters) as never).then((blob) => saveBlob(blob, `${tp('ticket.tabs.requests')}.xlsx`)).catch(() => {});
  const columns: Column<TicketRequestRecord>[] = [
    { key: 'requestNo', title: tp('ticket.requestNo') },
    { key: 'statementNo', title: tp('ticket.statementNo') },
    { key: 'supplierName', title: tp('ticket.supplier') },
    { key: 'restaurantName', title: tp('ticket.canteen') },
    { key: 'title', title: tp('ticket.title') },
    { key: 'taxId', title: tp('ticket.taxId') },
    { key: 'amount', title: tp('ticket.amount') },
    { key: 'taxRate', title: tp('ticket.taxRate') },
    { key: 'status', title: tp('ticket.status'), render: (r) => <StatusBadge kind="request" status={r.status} /> },
    { key: 'createTime', title: tp('ticket.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.actions.map((a) => (
            <Button key={a} size="compact-xs" variant="light" color={a === 'cancel' ? 'gray' : undefined} data-testid={`request-${a}`}
              onClick={() => (a === 'upload' ? setUploading(r) : void ticketRequests.cancel(r.id, r.version).then(() => { notifySuccess(tp('ticket.done')); list.reload(); }).catch(() => {}))}>
              {tp(`ticket.action.${a}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportList}>{tp('ticket.export')}</Button>
      </Group>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('ticket.requestNo')} value={list.filters.requestNo} onChange={(e) => list.setFilter('requestNo', e.currentTarget.value)} />
        <Select label={tp('ticket.status')} clearable w={220} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_NAMES[s][lang] }))} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {uploading && <UploadModal request={uploading} onClose={() => setUploading(null)} onDone={() => { setUploading(null); list.reload(); onUploaded?.(); }} />}
    </>
  );
}
