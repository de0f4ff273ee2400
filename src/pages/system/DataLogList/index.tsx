/** system/DataLogList: who changed which business row, when, before and after; filtered by table, record, user and days. */
import { useEffect, useState } from 'react';
import { Anchor, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dataLog } from '../../../api/endpoints/system-admin.ts';
import type { DataLogRecord } from '../../../contract/routes/system-admin.ts';
import { formatTime, ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { DiffModal } from './DiffModal.tsx';

const summary = (r: DataLogRecord) => Object.keys(r.after ?? r.before ?? {}).join(', ');

export default function DataLogList() {
  const tp = usePageT();
  const list = usePagedList(dataLog.list, { tableName: '', rowId: '', username: '', from: '', to: '' }, 20);
  const [tables, setTables] = useState<string[]>([]);
  const [entry, setEntry] = useState<DataLogRecord | null>(null);
  useEffect(() => { dataLog.tables().then(setTables).catch(() => { /* shown by the shell */ }); }, []);

  const columns: Column<DataLogRecord>[] = [
    { key: 'createTime', title: tp('dataLog.time'), render: (r) => formatTime(r.createTime) },
    { key: 'tableName', title: tp('dataLog.table') },
    { key: 'rowId', title: tp('dataLog.rowId'), render: (r) => r.rowId.slice(0, 8) },
    { key: 'action', title: tp('dataLog.action') },
    { key: 'username', title: tp('dataLog.username') },
    { key: 'diff', title: tp('dataLog.diff'), render: (r) => summary(r) },
    { key: 'actions', title: tp('common.actions'), render: (r) => <Anchor size="sm" onClick={() => setEntry(r)}>{tp('dataLog.view')}</Anchor> },
  ];

  const [historyAsked, setHistoryAsked] = useState(false);
  function historyOf(row: DataLogRecord) {
    list.setFilter('tableName', row.tableName);
    list.setFilter('rowId', row.rowId);
    setEntry(null);
    setHistoryAsked(true);
  }
  // search once the record's filters are in place (the render after historyOf)
  useEffect(() => {
    if (!historyAsked) return;
    setHistoryAsked(false);
    list.search();
  }, [historyAsked]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <PageCard title={tp('dataLog.title')}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <Select label={tp('dataLog.table')} data={tables} clearable value={list.filters.tableName || null} onChange={(v) => list.setFilter('tableName', v ?? '')} />
        <TextInput label={tp('dataLog.rowId')} value={list.filters.rowId} onChange={(e) => list.setFilter('rowId', e.currentTarget.value)} />
        <TextInput label={tp('dataLog.username')} value={list.filters.username} onChange={(e) => list.setFilter('username', e.currentTarget.value)} />
        <DateInput label={tp('dataLog.from')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.from || null} onChange={(v) => list.setFilter('from', v ?? '')} />
        <DateInput label={tp('dataLog.to')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.to || null} onChange={(v) => list.setFilter('to', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <DiffModal entry={entry} onClose={() => setEntry(null)} onHistory={historyOf} />
    </PageCard>
  );
}
