/** Platform staff's fee records of every supplier: filters (state, supplier, year), paging, Excel export, the detail drawer and opening a record. */
import { useState } from 'react';
import { Anchor, Button, Group, NumberInput, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { paySteps } from '../../../api/endpoints/payStep.ts';
import { PAY_STEP_STATUS_NAMES, PAY_STEP_STATUSES } from '../../../contract/domain/payStep.ts';
import type { PayStepRecord } from '../../../contract/routes/payStep.ts';
import { ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { listQuery } from '../listQuery.ts';
import { ExportButton, useLang } from '../parts.tsx';
import { useSupplierChoices } from '../useSupplierChoices.ts';
import { OpenModal } from './OpenModal.tsx';
import { PayStepBadge, yuan } from './parts.tsx';
import { PayStepDrawer } from './PayStepDrawer.tsx';

type Filters = { status: string | null; supplierId: string | null; year: number | string };
const EMPTY: Filters = { status: null, supplierId: null, year: '' };
const source = (query: Record<string, unknown>) => paySteps.list(listQuery(query) as never);

export function PayStepList() {
  const tp = usePageT();
  const lang = useLang();
  const { suppliers } = useSupplierChoices({ suppliers: true });
  const list = usePagedList<PayStepRecord, Filters>(source, EMPTY, 20);
  const [shown, setShown] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const columns: Column<PayStepRecord>[] = [
    { key: 'supplierName', title: tp('payStep.supplier'), render: (r) => <Anchor size="sm" onClick={() => setShown(r.id)} data-testid="pay-step-row">{r.supplierName}</Anchor> },
    { key: 'year', title: tp('payStep.serviceYear'), render: (r) => `${r.yearBegin} ~ ${r.yearEnd}` },
    { key: 'prepayment', title: tp('payStep.prepayment'), render: (r) => yuan(r.prepayment) },
    { key: 'dueDate', title: tp('payStep.dueDate') },
    { key: 'status', title: tp('payStep.status'), render: (r) => <PayStepBadge status={r.status} /> },
    { key: 'fee', title: tp('payStep.fee'), render: (r) => yuan(r.fee) },
    { key: 'refund', title: tp('payStep.refund'), render: (r) => yuan(r.refund) },
    { key: 'actions', title: tp('common.actions'), render: (r) => <Button size="compact-xs" variant="light" onClick={() => setShown(r.id)}>{tp('payStep.detail')}</Button> },
  ];
  return (
    <PageCard
      title={tp('payStep.listTitle')}
      actions={
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpening(true)} data-testid="pay-step-open">{tp('payStep.open')}</Button>
          <ExportButton download={() => paySteps.export(listQuery(list.filters) as never)} fileName={tp('payStep.listTitle')} />
        </Group>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <Select label={tp('payStep.status')} w={180} clearable value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={PAY_STEP_STATUSES.map((s) => ({ value: s, label: PAY_STEP_STATUS_NAMES[s][lang] }))} data-testid="pay-step-filter-status" />
        <Select label={tp('payStep.supplier')} w={200} clearable searchable data={suppliers} value={list.filters.supplierId} onChange={(v) => list.setFilter('supplierId', v)} />
        <NumberInput label={tp('payStep.year')} w={120} min={2000} max={2100} allowDecimal={false} value={list.filters.year} onChange={(v) => list.setFilter('year', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <PayStepDrawer id={shown} onClose={() => setShown(null)} onChanged={list.reload} />
      {opening && <OpenModal onClose={() => setOpening(false)} onOpened={(id) => { setOpening(false); list.reload(); setShown(id); }} />}
    </PageCard>
  );
}
