/** system/LogList: the audit log, newest first, filtered by action, user, target, address and date range; details on demand; Excel export. */
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { Anchor, Button, Code, Modal, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../../api/download.ts';
import { exportAuditLog } from '../../../api/endpoints/system-admin.ts';
import { logs } from '../../../api/endpoints/system.ts';
import type { AuditRecord as LogRecord } from '../../../contract/routes/audit-log.ts';
import { cleanQuery, formatTime, ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';

export default function LogList() {
  const tp = usePageT();
  const list = usePagedList(
    logs.list, { action: '', username: '', target: '', ip: '', createTime_begin: '', createTime_end: '' }, 20,
  );
  const [detail, setDetail] = useState<LogRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  // the filters as typed: what the user sees in the search bar is what the file holds
  async function exportList() {
    setExporting(true);
    try {
      saveBlob(await exportAuditLog(cleanQuery(list.filters)), tp('logExport.fileName'));
    } catch { /* shown by the shell */ } finally { setExporting(false); }
  }
  const columns: Column<LogRecord>[] = [
    { key: 'createTime', title: tp('log.time'), render: (r) => formatTime(r.createTime) },
    { key: 'username', title: tp('log.username') },
    { key: 'action', title: tp('log.action') },
    { key: 'target', title: tp('log.target') },
    { key: 'ip', title: tp('log.ip') },
    { key: 'detail', title: tp('log.detail'), render: (r) => (r.detail ? <Anchor size="sm" onClick={() => setDetail(r)}>{tp('log.view')}</Anchor> : '') },
  ];
  return (
    <PageCard title={tp('log.title')} actions={<Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportList}>{tp('logExport.export')}</Button>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('log.action')} placeholder="user_add" value={list.filters.action} onChange={(e) => list.setFilter('action', e.currentTarget.value)} />
        <TextInput label={tp('log.username')} value={list.filters.username} onChange={(e) => list.setFilter('username', e.currentTarget.value)} />
        <TextInput label={tp('logExport.target')} value={list.filters.target} onChange={(e) => list.setFilter('target', e.currentTarget.value)} />
        <TextInput label={tp('logExport.ip')} value={list.filters.ip} onChange={(e) => list.setFilter('ip', e.currentTarget.value)} />
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
