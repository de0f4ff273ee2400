/**
 * Supplier invoices (发票) in the caller's scope: the check against the statement (mismatches flagged with
 * their reason), the scan, procurement's verify (a mismatch needs an override reason), reject and settle;
 * Excel export.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../api/download.ts';
import { fileLink } from '../../api/endpoints/files.ts';
import { supplierTickets } from '../../api/endpoints/tickets.ts';
import { mismatchText, TICKET_STATUS_NAMES, TICKET_STATUSES, type TicketAction } from '../../contract/domain/tickets.ts';
import type { TicketRecord } from '../../contract/routes/tickets.ts';
import { cleanQuery, ListTable, ReasonDialog, SearchBar, usePagedList, usePageT, useRowActions, type Column } from '../common/index.ts';
import { StatusBadge, useLang } from './parts.tsx';

const EMPTY = { invoiceNo: '', status: null as string | null, mismatch: '' };

export function InvoicePanel({ reload = 0 }: { reload?: number }) {
  const tp = usePageT();
  const lang = useLang();
  const reasonOf = (r: TicketRecord) => mismatchText(r.mismatchReasons, lang);
  const list = usePagedList(supplierTickets.list, EMPTY, 20);
  // settling, and verifying a matching invoice, need no words; the rest asks for a reason
  const actions = useRowActions<TicketAction, TicketRecord>({ act: supplierTickets.act, asksReason: (action, row) => action === 'reject' || (action === 'verify' && row.mismatch), reload: list.reload, doneMessage: tp('ticket.done') });
  const run = actions.run;
  const dialog = actions.asking;
  const [seen, setSeen] = useState(reload);
  if (seen !== reload) {
    setSeen(reload);
    list.reload();
  }
  const openScan = (path: string) => void fileLink(path).then((url) => globalThis.open(url, '_blank')).catch(() => {});
  const exportList = () => void supplierTickets.export(cleanQuery(list.filters) as never).then((blob) => saveBlob(blob, `${tp('ticket.tabs.invoices')}.xlsx`)).catch(() => {});
  const columns: Column<TicketRecord>[] = [
    { key: 'invoiceNo', title: tp('ticket.invoiceNo') },
    { key: 'invoiceDate', title: tp('ticket.invoiceDate') },
    { key: 'statementNo', title: tp('ticket.statementNo') },
    { key: 'supplierName', title: tp('ticket.supplier') },
    { key: 'restaurantName', title: tp('ticket.canteen') },
    { key: 'amount', title: tp('ticket.invoiceAmount') },
    { key: 'taxAmount', title: tp('ticket.taxAmount') },
    { key: 'expectedAmount', title: tp('ticket.expected') },
    {
      key: 'mismatch',
      title: tp('ticket.mismatch'),
      render: (r) => (r.mismatch
        ? <Tooltip label={reasonOf(r)} multiline w={260}><Badge color="red" variant="light" data-testid="ticket-mismatch">{tp('ticket.mismatched')}</Badge></Tooltip>
        : <Badge color="green" variant="light" data-testid="ticket-match">{tp('ticket.matched')}</Badge>),
    },
    { key: 'status', title: tp('ticket.status'), render: (r) => <StatusBadge kind="ticket" status={r.status} /> },
    { key: 'scan', title: tp('ticket.scan'), render: (r) => <Anchor size="sm" onClick={() => openScan(r.scan)}>{tp('ticket.viewScan')}</Anchor> },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.actions.map((a) => (
            <Button key={a} size="compact-xs" variant="light" color={a === 'reject' ? 'red' : a === 'settle' ? 'green' : undefined} data-testid={`ticket-${a}`} onClick={() => run(a, r)}>
              {tp(`ticket.action.${a}`)}
            </Button>
          ))}
          {r.actions.length === 0 && r.overrideReason && <Text size="xs" c="dimmed">{r.overrideReason}</Text>}
          {r.actions.length === 0 && r.rejectReason && <Text size="xs" c="red">{r.rejectReason}</Text>}
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
        <TextInput label={tp('ticket.invoiceNo')} value={list.filters.invoiceNo} onChange={(e) => list.setFilter('invoiceNo', e.currentTarget.value)} />
        <Select label={tp('ticket.status')} clearable w={160} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_NAMES[s][lang] }))} />
        <Checkbox mt={28} label={tp('ticket.onlyMismatch')} checked={list.filters.mismatch === '1'} onChange={(e) => list.setFilter('mismatch', e.currentTarget.checked ? '1' : '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {dialog && (
        <ReasonDialog
          title={`${tp(`ticket.action.${dialog.action}`)} · ${dialog.row.invoiceNo}`}
          label={dialog.action === 'verify' ? tp('ticket.labelled', { label: tp('ticket.overrideReason'), value: reasonOf(dialog.row) }) : tp('ticket.reason')}
          onClose={actions.cancel}
          onSubmit={actions.submitReason}
        />
      )}
    </>
  );
}
