/**
 * supplier/SupplierRegisterList: the platform's audit of registered suppliers (AUDIT_MACHINE): filters, sort,
 * paging on the server, a detail drawer with the trail, approve and reject (with a reason) as the server
 * allows each row (`actions`), and the Excel export of the filtered list.
 */
import { useState } from 'react';
import { Badge, Button, Drawer, Group, Modal, Select, Stack, Table, Text, Textarea, TextInput, Timeline } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrations, type RegistrationRecord } from '../../api/endpoints/suppliers.ts';
import { AUDIT_STATUSES, type AuditAction } from '../../contract/domain/supplier.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { listQuery } from './listQuery.ts';
import { ExportButton, SortSelect } from './parts.tsx';

const STATUS_COLORS = { pending: 'orange', approved: 'green', rejected: 'red' } as const;
const source = (query: Record<string, unknown>) => registrations.list(listQuery(query) as never);

type Detail = Awaited<ReturnType<typeof registrations.detail>>;

export default function SupplierRegisterList() {
  const tp = usePageT();
  const list = usePagedList<RegistrationRecord, { name: string; auditStatus: string | null; sort: string }>(source, { name: '', auditStatus: null, sort: '' }, 20);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [rejecting, setRejecting] = useState<RegistrationRecord | null>(null);
  const form = useForm({ initialValues: { reason: '' }, validate: { reason: (v) => (v.trim() ? null : tp('supplier.reasonRequired')) } });

  const done = () => { notifySuccess(tp('supplier.done')); setRejecting(null); setDetail(null); list.reload(); };
  const act = async (row: RegistrationRecord, action: AuditAction) => {
    if (action === 'reject') { form.reset(); setRejecting(row); return; }
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: `${tp(`supplier.action.${action}`)}：${row.name}`, confirm: tp('common.ok'), cancel: tp('common.cancel') });
    if (!ok) return;
    await (action === 'approve' ? registrations.approve(row.id, row.version) : registrations.resubmit(row.id, row.version)).then(done).catch(() => {});
  };
  const status = (r: RegistrationRecord) => (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLORS[r.auditStatus as keyof typeof STATUS_COLORS]}>{tp(`supplier.status.${r.auditStatus}`)}</Badge>
      {r.suspended && <Badge variant="light" color="gray">{tp('supplier.suspended')}</Badge>}
    </Group>
  );
  const columns: Column<RegistrationRecord>[] = [
    { key: 'name', title: tp('supplier.name') },
    { key: 'username', title: tp('supplier.username'), render: (r) => r.username ?? '—' },
    { key: 'contact', title: tp('supplier.contact'), render: (r) => r.contact ?? '' },
    { key: 'phone', title: tp('supplier.phone'), render: (r) => r.phone ?? '' },
    { key: 'auditStatus', title: tp('supplier.auditStatus'), render: status },
    { key: 'rejectReason', title: tp('supplier.rejectReason'), render: (r) => r.rejectReason ?? '' },
    { key: 'createTime', title: tp('supplier.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => void registrations.detail(r.id).then(setDetail).catch(() => {})}>{tp('supplier.detail')}</Button>
          {r.actions.map((a) => (
            <Button key={a} size="compact-xs" variant="light" color={a === 'reject' ? 'red' : undefined} data-testid={`registration-${a}`} onClick={() => void act(r, a as AuditAction)}>
              {tp(`supplier.action.${a}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('supplier.title.register')} actions={<ExportButton download={() => registrations.export(listQuery(list.filters) as never)} fileName={tp('supplier.title.register')} />}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('supplier.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
        <Select label={tp('supplier.auditStatus')} w={140} clearable value={list.filters.auditStatus}
          data={AUDIT_STATUSES.map((s) => ({ value: s, label: tp(`supplier.status.${s}`) }))} onChange={(v) => list.setFilter('auditStatus', v)} />
        <SortSelect columns={['createTime', 'name', 'auditStatus']} value={list.filters.sort} onChange={(v) => list.setFilter('sort', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />

      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={`${tp('supplier.action.reject')}：${rejecting?.name ?? ''}`}>
        <form noValidate onSubmit={form.onSubmit(({ reason }) => void registrations.reject(rejecting!.id, rejecting!.version, reason.trim()).then(done).catch(() => {}))}>
          <Textarea label={tp('supplier.reason')} withAsterisk autosize minRows={3} maxLength={500} {...form.getInputProps('reason')} data-field="reason" />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setRejecting(null)}>{tp('common.cancel')}</Button>
            <Button type="submit" color="red">{tp('supplier.action.reject')}</Button>
          </Group>
        </form>
      </Modal>

      <Drawer opened={detail !== null} onClose={() => setDetail(null)} position="right" size="md" title={detail?.name}>
        {detail && (
          <Stack>
            <Table withRowBorders={false}>
              <Table.Tbody>
                {([['username', detail.username], ['contact', detail.contact], ['phone', detail.phone], ['address', detail.address], ['creditCode', detail.creditCode], ['rejectReason', detail.rejectReason]] as const).map(([key, value]) => (
                  <Table.Tr key={key}><Table.Td c="dimmed" w={140}>{tp(`supplier.${key}`)}</Table.Td><Table.Td>{value ?? '—'}</Table.Td></Table.Tr>
                ))}
                <Table.Tr><Table.Td c="dimmed">{tp('supplier.auditStatus')}</Table.Td><Table.Td>{status(detail)}</Table.Td></Table.Tr>
              </Table.Tbody>
            </Table>
            <Text fw={600}>{tp('supplier.events')}</Text>
            <Timeline bulletSize={12} lineWidth={2}>
              {detail.events.map((e) => (
                <Timeline.Item key={e.id} title={`${e.actorName} · ${tp(`supplier.action.${e.action}`, {})}`}>
                  <Text size="xs" c="dimmed">{formatTime(e.at)}{typeof e.detail?.reason === 'string' ? ` · ${e.detail.reason}` : ''}</Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        )}
      </Drawer>
    </PageCard>
  );
}
