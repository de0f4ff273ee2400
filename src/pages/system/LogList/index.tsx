/** system/LogList: the audit log, newest first, filtered by action, user and date range; details on demand. */
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { Anchor, Code, Modal, TextInput } from '@mantine/core';
import { logs } from '../../../api/endpoints/system.ts';
import type { AuditRecord as LogRecord } from '../../../contract/routes/audit-log.ts';
import { formatTime, ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';

export default function LogList() {
  const tp = usePageT();
  const list = usePagedList(
    logs.list, { action: '', username: '', createTime_begin: '', createTime_end: '' }, 20,
  );
  const [detail, setDetail] = useState<LogRecord | null>(null);
  const columns: Column<LogRecord>[] = [
    { key: 'createTime', title: tp('log.time'), render: (r) => formatTime(r.createTime) },
    { key: 'username', title: tp('log.username') },
    { key: 'action', title: tp('log.action') },
    { key: 'target', title: tp('log.target') },
    { key: 'ip', title: tp('log.ip') },
    { key: 'detail', title: tp('log.detail'), render: (r) => (r.detail ? <Anchor size="sm" onClick={() => setDetail(r)}>{tp('log.view')}</Anchor> : '') },
  ];
  return (
    <PageCard title={tp('log.title')}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('log.action')} placeholder="user_add" value={list.filters.action} onChange={(e) => list.setFilter('action', e.currentTarget.value)} />
        <TextInput label={tp('log.username')} value={list.filters.username} onChange={(e) => list.setFilter('username', e.currentTarget.value)} />
        {/* Mantine's date input in the app's language (not the browser's mm/dd/yyyy), as YYYY-MM-DD. */}
        <DateInput label={tp('log.from')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.createTime_begin || null} onChange={(v) => list.setFilter('createTime_begin', v ?? '')} />
        <DateInput label={tp('log.to')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.createTime_end || null} onChange={(v) => list.setFilter('createTime_end', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <Modal opened={detail !== null} onClose={() => setDetail(null)} title={detail ? `${detail.action} · ${detail.target ?? ''}` : ''} size="lg">
        <Code block>{detail ? JSON.stringify(detail.detail, null, 2) : ''}</Code>
      </Modal>
    </PageCard>
  );
}
