/**
 * Statements (对账单) in the caller's scope: filters, the detail drawer (frozen totals, the ledger entries
 * it covers, the trail), the actions the server allows on each row (confirm, dispute, revise), asking for
 * the invoice of a confirmed one, printing through a statement template and the Excel export.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { saveBlob } from '../../api/download.ts';
import { statements, ticketPrinting } from '../../api/endpoints/tickets.ts';
import { STATEMENT_STATUS_NAMES, STATEMENT_STATUSES, type StatementAction } from '../../contract/domain/tickets.ts';
import type { StatementRecord } from '../../contract/routes/tickets.ts';
import { cleanQuery, type Column, formatTime, ListTable, notifySuccess, PrintDialog, ReasonDialog, SearchBar, usePagedList, usePageT } from '../common/index.ts';
import { AskModal, MakeStatementModal, ReviseModal } from './StatementForms.tsx';
import { StatementDrawer } from './StatementDrawer.tsx';
import { StatusBadge, useLang } from './parts.tsx';

const EMPTY = { statementNo: '', status: null as string | null, periodFrom: '', periodTo: '' };

type Dialog = { kind: 'dispute' | 'revise' | 'ask' | 'print'; row: StatementRecord };

export function StatementPanel({ canMake }: { canMake: boolean }) {
  const tp = usePageT();
  const lang = useLang();
  const list = usePagedList(statements.list, EMPTY, 20);
  const [viewing, setViewing] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [refresh, setRefresh] = useState(0);
  const done = (message = tp('ticket.done')) => {
    notifySuccess(message);
    setDialog(null);
    setRefresh((n) => n + 1);
    list.reload();
  };
  const run = (action: StatementAction | 'ask' | 'print', row: StatementRecord) => {
    if (action === 'supplierConfirm' || action === 'confirm') void statements.act(action, row.id, row.version).then(() => done()).catch(() => {});
    else if (action === 'dispute' || action === 'revise' || action === 'ask' || action === 'print') setDialog({ kind: action, row });
  };
  const exportList = () => void statements.export(cleanQuery(list.filters) as never).then((blob) => saveBlob(blob, `${tp('ticket.tabs.statements')}.xlsx`)).catch(() => {});
  const columns: Column<StatementRecord>[] = [
    { key: 'statementNo', title: tp('ticket.statementNo'), render: (r) => <Anchor size="sm" onClick={() => setViewing(r.id)} data-testid="statement-open">{r.statementNo}</Anchor> },
    { key: 'supplierName', title: tp('ticket.supplier') },
    { key: 'restaurantName', title: tp('ticket.canteen') },
    { key: 'period', title: tp('ticket.period'), render: (r) => `${r.periodFrom} ~ ${r.periodTo}` },
    { key: 'total', title: tp('ticket.total') },
    { key: 'status', title: tp('ticket.status'), render: (r) => <StatusBadge kind="statement" status={r.status} /> },
    { key: 'createTime', title: tp('ticket.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.actions.map((a) => (
            <Button key={a} size="compact-xs" variant="light" color={a === 'dispute' ? 'orange' : undefined} data-testid={`statement-${a}`} onClick={() => run(a, r)}>{tp(`ticket.action.${a}`)}</Button>
          ))}
          {r.mayRequest && <Button size="compact-xs" variant="light" color="grape" data-testid="statement-ask" onClick={() => run('ask', r)}>{tp('ticket.ask')}</Button>}
          <Button size="compact-xs" variant="subtle" data-testid="statement-print" onClick={() => run('print', r)}>{tp('ticket.print')}</Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <Group justify="flex-end" mb="sm">
        {canMake && <Button leftSection={<IconPlus size={16} />} onClick={() => setMaking(true)} data-testid="statement-make">{tp('ticket.create')}</Button>}
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportList}>{tp('ticket.export')}</Button>
      </Group>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('ticket.statementNo')} value={list.filters.statementNo} onChange={(e) => list.setFilter('statementNo', e.currentTarget.value)} />
        <Select label={tp('ticket.status')} clearable w={220} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={STATEMENT_STATUSES.map((s) => ({ value: s, label: STATEMENT_STATUS_NAMES[s][lang] }))} />
        <DateInput label={tp('ticket.periodFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.periodFrom || null} onChange={(v) => list.setFilter('periodFrom', v ?? '')} />
        <DateInput label={tp('ticket.periodTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.periodTo || null} onChange={(v) => list.setFilter('periodTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <StatementDrawer id={viewing} refresh={refresh} onClose={() => setViewing(null)} />
      {making && <MakeStatementModal onClose={() => setMaking(false)} onMade={() => { setMaking(false); done(tp('ticket.created')); }} />}
      {dialog?.kind === 'dispute' && (
        <ReasonDialog title={`${tp('ticket.action.dispute')} · ${dialog.row.statementNo}`} label={tp('ticket.reason')} onClose={() => setDialog(null)}
          onSubmit={(reason) => statements.act('dispute', dialog.row.id, dialog.row.version, reason || undefined).then(() => done())} />
      )}
      {dialog?.kind === 'revise' && <ReviseModal row={dialog.row} onClose={() => setDialog(null)} onDone={() => done()} />}
      {dialog?.kind === 'ask' && <AskModal row={dialog.row} onClose={() => setDialog(null)} onDone={() => done(tp('ticket.requested'))} />}
      {dialog?.kind === 'print' && (
        <PrintDialog templates={() => ticketPrinting.templates('statement')} title={dialog.row.statementNo} start={(templateId) => statements.print([dialog.row.id], templateId)} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
