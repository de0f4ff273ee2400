/**
 * oss/OssFileList: every stored file with owner, purpose, size, type, upload time and what refers to it;
 * images and PDFs previewed through a signed link; delete (the server refuses a referenced file); the
 * storage each user takes against the quota. The server checks oss:file:manage.
 */
import { useCallback, useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Image, Modal, Progress, Select, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../api/download.ts';
import { fileLink } from '../../api/endpoints/files.ts';
import { ossFiles } from '../../api/endpoints/operations.ts';
import { FILE_PURPOSES } from '../../contract/domain/files.ts';
import type { OssFile } from '../../contract/routes/oss.ts';
import { cleanQuery, confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column, type ListQuery } from '../common/index.ts';
import { bytesText } from '../monitor/live.tsx';

type Filters = { name: string; owner: string; purpose: string | null; kind: string | null };
type QuotaRow = { userId: string; username: string | null; files: number; bytes: number };

const previewable = (file: OssFile) => file.contentType.startsWith('image/') || file.contentType === 'application/pdf';

export default function OssFileList() {
  const tp = usePageT();
  const source = useCallback((query: ListQuery) => ossFiles.list(query as Parameters<typeof ossFiles.list>[0]), []);
  const list = usePagedList<OssFile, Filters>(source, { name: '', owner: '', purpose: null, kind: null }, 20);
  const [preview, setPreview] = useState<{ file: OssFile; url: string } | null>(null);

  async function open(file: OssFile) {
    try {
      setPreview({ file, url: await fileLink(file.path) });
    } catch { /* shown by the shell */ }
  }

  async function remove(file: OssFile) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('oss.confirmDelete', { name: file.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await ossFiles.remove(file.id);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* the server's refusal names the references */ }
  }

  async function exportXlsx() {
    try {
      saveBlob(await ossFiles.exportXlsx(cleanQuery(list.filters) as Parameters<typeof ossFiles.exportXlsx>[0]), `${tp('oss.title')}.xlsx`);
    } catch { /* shown by the shell */ }
  }

  const columns: Column<OssFile>[] = [
    { key: 'name', title: tp('oss.name'), render: (f) => <Text size="sm" maw={240} truncate title={f.name}>{f.name}</Text> },
    { key: 'owner', title: tp('oss.owner'), render: (f) => f.ownerName ?? '—' },
    { key: 'purpose', title: tp('oss.purpose'), render: (f) => tp(`oss.purposeText.${f.purpose}`) },
    { key: 'type', title: tp('oss.kind'), render: (f) => f.contentType },
    { key: 'size', title: tp('oss.size'), render: (f) => bytesText(f.size) },
    { key: 'storage', title: tp('oss.storage'), render: (f) => f.storage },
    { key: 'createTime', title: tp('oss.createTime'), render: (f) => formatTime(f.createTime) },
    {
      key: 'references', title: tp('oss.references'),
      render: (f) => (f.references.length === 0 ? <Text size="sm" c="dimmed">{tp('oss.unreferenced')}</Text> : (
        <Group gap={4} wrap="nowrap">
          {f.references.slice(0, 3).map((ref) => (
            <Tooltip key={`${ref.kind}${ref.id}`} label={ref.label || ref.id}><Badge variant="light" color="grape">{tp(`oss.refKind.${ref.kind}`)}</Badge></Tooltip>
          ))}
          {f.references.length > 3 && <Text size="xs">+{f.references.length - 3}</Text>}
        </Group>
      )),
    },
    {
      key: 'actions', title: tp('common.actions'),
      render: (f) => (
        <Group gap="xs" wrap="nowrap">
          {previewable(f) && <Anchor size="sm" onClick={() => open(f)}>{tp('oss.preview')}</Anchor>}
          <Anchor size="sm" c="red" onClick={() => remove(f)}>{tp('common.delete')}</Anchor>
        </Group>
      ),
    },
  ];

  return (
    <PageCard title={tp('oss.title')} actions={<Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportXlsx}>{tp('oss.export')}</Button>}>
      <Tabs defaultValue="files" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="files">{tp('oss.title')}</Tabs.Tab>
          <Tabs.Tab value="quota">{tp('oss.quota')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="files">
          <SearchBar onSearch={list.search} onReset={list.reset}>
            <TextInput label={tp('oss.name')} w={180} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
            <TextInput label={tp('oss.owner')} w={150} value={list.filters.owner} onChange={(e) => list.setFilter('owner', e.currentTarget.value)} />
            <Select label={tp('oss.purpose')} w={130} clearable value={list.filters.purpose} onChange={(v) => list.setFilter('purpose', v)}
              data={FILE_PURPOSES.map((p) => ({ value: p, label: tp(`oss.purposeText.${p}`) }))} />
            <Select label={tp('oss.kind')} w={120} clearable value={list.filters.kind} onChange={(v) => list.setFilter('kind', v)}
              data={(['image', 'pdf', 'other'] as const).map((k) => ({ value: k, label: tp(`oss.kindText.${k}`) }))} />
          </SearchBar>
          <ListTable columns={columns} rows={list.records} rowKey={(f) => f.id} loading={list.loading}
            pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
        </Tabs.Panel>
        <Tabs.Panel value="quota"><QuotaTable /></Tabs.Panel>
      </Tabs>
      <Modal opened={!!preview} onClose={() => setPreview(null)} title={preview?.file.name} size="xl">
        {preview && (preview.file.contentType === 'application/pdf'
          ? <iframe title={preview.file.name} src={preview.url} style={{ width: '100%', height: '70vh', border: 0 }} />
          : <Image src={preview.url} alt={preview.file.name} fit="contain" mah="70vh" />)}
      </Modal>
    </PageCard>
  );
}

function QuotaTable() {
  const tp = usePageT();
  const [quota, setQuota] = useState<{ quotaBytes: number; rows: QuotaRow[] } | null>(null);
  useEffect(() => {
    ossFiles.quota({ pageSize: 100 }).then((answer) => setQuota({ quotaBytes: answer.quotaBytes, rows: answer.users.records })).catch(() => {});
  }, []);
  const columns: Column<QuotaRow>[] = [
    { key: 'user', title: tp('oss.user'), render: (u) => u.username ?? u.userId },
    { key: 'files', title: tp('oss.files'), render: (u) => u.files },
    {
      key: 'used', title: tp('oss.used'), width: 320,
      render: (u) => (
        <Group gap="xs" wrap="nowrap">
          <Progress w={160} value={quota ? Math.min(100, (100 * u.bytes) / quota.quotaBytes) : 0} color={quota && u.bytes > quota.quotaBytes * 0.9 ? 'red' : 'blue'} />
          <Text size="xs">{bytesText(u.bytes)}</Text>
        </Group>
      ),
    },
  ];
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">{quota ? tp('oss.quotaOf', { quota: bytesText(quota.quotaBytes) }) : ''}</Text>
      <ListTable columns={columns} rows={quota?.rows ?? []} rowKey={(u) => u.userId} loading={!quota} />
    </>
  );
}
