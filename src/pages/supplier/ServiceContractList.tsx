/**
 * supplier/ServiceContractList: the technical-service contracts. The platform opens a contract for a supplier,
 * initiates it (0 -> 1), countersigns (3 -> 9), puts it into effect (9 -> 12), attaches its own files and renews
 * an effective contract near its end; a supplier reads its own here and signs through the contract gate.
 */
import { useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Button, Drawer, FileButton, Group, List, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { saveBlob } from '../../api/download.ts';
import { contracts, exportContractTemplate, updateContractStatus, type ServiceContract } from '../../api/endpoints/contract.ts';
import { fileLink, uploadFile } from '../../api/endpoints/files.ts';
import { CONTRACT_STATUS, CONTRACT_STATES, PLATFORM_ATTACHABLE, type ContractStatus } from '../../contract/domain/serviceContract.ts';
import { contractSignings } from '../../shell/contract/contractStore.ts';
import { confirmAction, DrawerSkeleton, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { listQuery } from './listQuery.ts';
import { ExportButton, SortSelect, useActorKind } from './parts.tsx';
import { useSupplierChoices } from './useSupplierChoices.ts';

type Filters = { supplierName: string; status: string | null; expiry: string | null; sort: string };
/** The filters as the list query (the status travels as its digits; listQuery drops empty ones). */
const query = (filters: Filters) => listQuery(filters) as never;
const source = (filters: Record<string, unknown>) => contracts.list(query(filters as Filters));

const COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 3: 'violet', 9: 'orange', 12: 'green' };
/** The platform's next move from each state (the supplier's 1 -> 3 happens in its contract gate). */
const NEXT: Partial<Record<ContractStatus, { to: ContractStatus; key: string }>> = {
  [CONTRACT_STATUS.notInitiated]: { to: CONTRACT_STATUS.awaitingSupplier, key: 'initiate' },
  [CONTRACT_STATUS.supplierSigned]: { to: CONTRACT_STATUS.bothSigned, key: 'countersign' },
  [CONTRACT_STATUS.bothSigned]: { to: CONTRACT_STATUS.effective, key: 'effect' },
};

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The service period; a narrow column breaks it at the arrow, never inside a date. */
function Period({ row }: { row: Pick<ServiceContract, 'beginDate' | 'endDate'> }) {
  if (!row.beginDate) return null;
  return <><span style={{ whiteSpace: 'nowrap' }}>{row.beginDate} →</span> <span style={{ whiteSpace: 'nowrap' }}>{row.endDate}</span></>;
}

function StatusBadge({ row }: { row: ServiceContract }) {
  const tp = usePageT();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={COLORS[row.status] ?? 'gray'}>{tp(`supplier.contract.status.${row.status}`)}</Badge>
      {row.expired && <Badge variant="light" color="red">{tp('supplier.contract.expired')}</Badge>}
    </Group>
  );
}

interface NewContract { supplierId: string; beginDate: string; endDate: string; annualTrade: number | string }

export default function ServiceContractList() {
  const tp = usePageT();
  const platform = useActorKind() === 'platform';
  const { suppliers } = useSupplierChoices({ suppliers: platform });
  const list = usePagedList<ServiceContract, Filters>(source, { supplierName: '', status: null, expiry: null, sort: '' }, 20);
  // the supplier signs in the contract gate, over this screen: show the contract as it now is
  const signings = useSnapshot(contractSignings).count;
  const signingsShown = useRef(signings);
  useEffect(() => {
    if (signings === signingsShown.current) return;
    signingsShown.current = signings;
    list.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signings]);
  // The drawer opens on the row at once and shows the shape of the record until its detail arrives.
  const [opened, setOpened] = useState<ServiceContract | null>(null);
  const [detail, setDetail] = useState<ServiceContract | null>(null);
  const openedId = useRef<string | null>(null);
  const showDetail = (row: ServiceContract | null) => {
    openedId.current = row?.id ?? null;
    setOpened(row);
    setDetail(null);
    if (row) contracts.detail(row.id).then((answer) => { if (openedId.current === row.id) setDetail(answer); }).catch(() => {});
  };
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const form = useForm<NewContract>({
    initialValues: { supplierId: '', beginDate: '', endDate: '', annualTrade: '' },
    validate: {
      supplierId: (v) => (v ? null : tp('supplier.contract.rule.supplier')),
      endDate: (v, values) => (Boolean(v) !== Boolean(values.beginDate) || (v && v < values.beginDate) ? tp('supplier.contract.rule.period') : null),
    },
  });
  const refresh = (row?: ServiceContract) => {
    list.reload();
    if (row && detail?.id === row.id) setDetail(row);
  };
  const act = (row: ServiceContract, work: () => Promise<ServiceContract | unknown>) => {
    setBusy(row.id);
    work().then((answer) => { notifySuccess(tp('supplier.done')); refresh(answer && typeof answer === 'object' && 'status' in answer ? answer as ServiceContract : undefined); }).catch(() => {}).finally(() => setBusy(null));
  };
  const move = async (row: ServiceContract) => {
    const next = NEXT[row.status as ContractStatus];
    if (!next) return;
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp(`supplier.contract.confirm.${next.key}`, { supplier: row.supplierName }), confirm: tp(`supplier.contract.action.${next.key}`), cancel: tp('common.cancel') });
    if (ok) act(row, () => updateContractStatus(row.id, next.to));
  };
  const renew = async (row: ServiceContract) => {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('supplier.contract.confirm.renew', { supplier: row.supplierName, end: row.endDate ?? '' }), confirm: tp('supplier.contract.action.renew'), cancel: tp('common.cancel') });
    if (ok) act(row, () => contracts.renew(row.id));
  };
  const attach = (row: ServiceContract, file: File | null) => {
    if (!file) return;
    act(row, async () => {
      const stored = await uploadFile(file, { purpose: 'contract' });
      await contracts.attach(row.id, file.name, stored.path);
      return contracts.detail(row.id);
    });
  };
  const add = (values: NewContract) => {
    const body = { supplierId: values.supplierId, beginDate: values.beginDate || null, endDate: values.endDate || null, annualTrade: values.annualTrade === '' ? null : Number(values.annualTrade) };
    contracts.add(body).then(() => { notifySuccess(tp('common.addSuccess')); setAdding(false); list.reload(); }).catch(() => {});
  };
  const open = (path: string) => void fileLink(path).then((url) => window.open(url, '_blank', 'noopener')).catch(() => {});
  const pdf = (row: ServiceContract) => void exportContractTemplate(row.id).then((blob) => saveBlob(blob, `${tp('supplier.contract.document')}-${row.supplierName}.pdf`)).catch(() => {});

  const actions = (row: ServiceContract) => {
    const next = NEXT[row.status as ContractStatus];
    return (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="subtle" onClick={() => showDetail(row)} data-testid="contract-detail">{tp('supplier.detail')}</Button>
        {platform && next && <Button size="compact-xs" variant="light" loading={busy === row.id} onClick={() => void move(row)} data-testid={`contract-${next.key}`}>{tp(`supplier.contract.action.${next.key}`)}</Button>}
        {platform && row.renewable && <Button size="compact-xs" variant="light" color="teal" loading={busy === row.id} onClick={() => void renew(row)} data-testid="contract-renew">{tp('supplier.contract.action.renew')}</Button>}
        {platform && (PLATFORM_ATTACHABLE as readonly number[]).includes(row.status) && (
          <FileButton onChange={(file) => attach(row, file)} accept="image/*,application/pdf">
            {(props) => <Button size="compact-xs" variant="subtle" {...props} data-testid="contract-attach">{tp('supplier.contract.action.attach')}</Button>}
          </FileButton>
        )}
      </Group>
    );
  };
  const columns: Column<ServiceContract>[] = [
    { key: 'supplierName', title: tp('supplier.contract.supplier') },
    { key: 'status', title: tp('supplier.contract.state'), render: (r) => <StatusBadge row={r} /> },
    { key: 'period', title: tp('supplier.contract.period'), render: (r) => <Period row={r} /> },
    { key: 'annualTrade', title: tp('supplier.contract.annualTrade'), render: (r) => money(r.annualTrade) },
    { key: 'totalAmount', title: tp('supplier.contract.fee'), render: (r) => money(r.totalAmount) },
    { key: 'attachments', title: tp('supplier.contract.attachments'), render: (r) => String(r.contractAttachments.length) },
    { key: 'renewal', title: tp('supplier.contract.renewal'), render: (r) => (r.previousId ? tp('supplier.contract.isRenewal') : '') },
    { key: 'createTime', title: tp('supplier.contract.createTime'), render: (r) => formatTime(r.createTime) },
    { key: 'actions', title: tp('common.actions'), render: actions },
  ];
  const statusData = CONTRACT_STATES.map((s) => ({ value: String(s), label: tp(`supplier.contract.status.${s}`) }));
  const expiryData = ['expiring', 'expired'].map((e) => ({ value: e, label: tp(`supplier.contract.expiry.${e}`) }));
  return (
    <PageCard
      title={tp('supplier.contract.title')}
      actions={
        <Group gap="xs">
          {platform && <Button leftSection={<IconPlus size={16} />} data-testid="contract-add" onClick={() => { form.reset(); setAdding(true); }}>{tp('supplier.contract.add')}</Button>}
          <ExportButton download={() => contracts.export(query(list.filters))} fileName={tp('supplier.contract.title')} />
        </Group>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        {platform && <TextInput label={tp('supplier.contract.supplier')} w={180} value={list.filters.supplierName} onChange={(e) => list.setFilter('supplierName', e.currentTarget.value)} data-testid="filter-supplier" />}
        <Select label={tp('supplier.contract.state')} w={150} clearable data={statusData} value={list.filters.status} onChange={(v) => list.setFilter('status', v)} data-testid="filter-status" />
        <Select label={tp('supplier.contract.expiryFilter')} w={150} clearable data={expiryData} value={list.filters.expiry} onChange={(v) => list.setFilter('expiry', v)} data-testid="filter-expiry" />
        <SortSelect columns={['createTime', 'endDate', 'status']} value={list.filters.sort} onChange={(v) => list.setFilter('sort', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />

      <Drawer opened={opened !== null} onClose={() => showDetail(null)} position="right" size="md" title={opened?.supplierName}>
        {opened && !detail && <DrawerSkeleton fields={5} rows={2} />}
        {detail && (
          <Stack data-testid="contract-drawer">
            <StatusBadge row={detail} />
            <SimpleGrid cols={2} spacing="xs">
              <Text size="sm" c="dimmed">{tp('supplier.contract.period')}</Text><Text size="sm">{detail.beginDate ? <Period row={detail} /> : '—'}</Text>
              <Text size="sm" c="dimmed">{tp('supplier.contract.annualTrade')}</Text><Text size="sm">{money(detail.annualTrade) || '—'}</Text>
              <Text size="sm" c="dimmed">{tp('supplier.contract.fee')}</Text><Text size="sm">{money(detail.totalAmount) || '—'}</Text>
              <Text size="sm" c="dimmed">{tp('supplier.contract.ledgerTrade')}</Text><Text size="sm" data-testid="ledger-trade">{money(detail.ledgerTrade ?? null) || '—'}</Text>
              <Text size="sm" c="dimmed">{tp('supplier.contract.ledgerFee')}</Text><Text size="sm" data-testid="ledger-fee">{money(detail.ledgerFee ?? null) || '—'}</Text>
              <Text size="sm" c="dimmed">{tp('supplier.contract.createTime')}</Text><Text size="sm">{formatTime(detail.createTime)}</Text>
              <Text size="sm" c="dimmed">{tp('supplier.contract.renewal')}</Text><Text size="sm">{detail.previousId ? tp('supplier.contract.isRenewal') : '—'}</Text>
            </SimpleGrid>
            <Text fw={600} size="sm">{tp('supplier.contract.attachments')}</Text>
            {detail.contractAttachments.length === 0 ? <Text size="sm" c="dimmed">{tp('supplier.contract.noAttachments')}</Text> : (
              <List size="sm">
                {detail.contractAttachments.map((a) => (
                  <List.Item key={a.id}>
                    <Anchor component="button" size="sm" onClick={() => open(a.filePath)}>{a.fileName}</Anchor>
                    <Text span size="xs" c="dimmed"> · {tp(`supplier.contract.attType.${a.attType}`)}</Text>
                  </List.Item>
                ))}
              </List>
            )}
            <Group><Button variant="light" onClick={() => pdf(detail)}>{tp('supplier.contract.document')}</Button></Group>
          </Stack>
        )}
      </Drawer>

      <Modal opened={adding} onClose={() => setAdding(false)} title={tp('supplier.contract.add')}>
        <form noValidate onSubmit={form.onSubmit(add)}>
          <Stack>
            <Select label={tp('supplier.contract.supplier')} withAsterisk searchable data={suppliers} {...form.getInputProps('supplierId')}
              onChange={(v) => form.setFieldValue('supplierId', v ?? '')} data-field="supplierId" />
            <SimpleGrid cols={2}>
              <DateInput label={tp('supplier.contract.beginDate')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable
                value={form.getValues().beginDate || null} onChange={(v) => form.setFieldValue('beginDate', v ?? '')} data-field="beginDate" />
              <DateInput label={tp('supplier.contract.endDate')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable error={form.errors.endDate}
                value={form.getValues().endDate || null} onChange={(v) => form.setFieldValue('endDate', v ?? '')} data-field="endDate" />
            </SimpleGrid>
            <Text size="xs" c="dimmed">{tp('supplier.contract.periodHint')}</Text>
            <NumberInput label={tp('supplier.contract.annualTrade')} min={0} decimalScale={2} {...form.getInputProps('annualTrade')} data-field="annualTrade" />
          </Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setAdding(false)}>{tp('common.cancel')}</Button>
            <Button type="submit" data-testid="contract-save">{tp('common.save')}</Button>
          </Group>
        </form>
      </Modal>
    </PageCard>
  );
}
