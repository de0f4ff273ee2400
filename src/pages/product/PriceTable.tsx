/**
 * Agreement prices with their effective period, market price and deviation (flagged beyond the contract's
 * limit), filtered, sorted and paged on the server, with the actions the server allows each row: approve,
 * hold for a release, return with a reason (procurement), revise (supplier). The price history, the
 * approval queue and the supplier's own prices are this table with their filters.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import { PRICE_STATUS_NAMES, PRICE_STATUSES, type PriceStatus } from '../../contract/domain/agreementPrice.ts';
import { PRICE_PATTERN } from '../../contract/domain/order.ts';
import type { PriceHistoryRow } from '../../contract/routes/products.ts';
import { ListTable, notifySuccess, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, money, StateBadge, useLang, type Field } from './parts.tsx';

type Dialog = { action: 'return' | 'hold' | 'revise'; row: PriceHistoryRow } | null;

export function PriceTable({ status, name, extraActions }: { status?: PriceStatus; name: string; extraActions?: React.ReactNode }) {
  const tp = usePageT();
  const lang = useLang();
  const list = usePagedList(catalogue.prices, { keyword: '', status: status ?? '', onDay: '', flagged: '', column: 'effectiveFrom', order: 'desc' }, 20);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [releases, setReleases] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    if (dialog?.action === 'hold') void catalogue.releases({ status: 'draft', pageSize: 100 }).then((page) => setReleases(page.records.map((r) => ({ value: r.id, label: `${r.name} · ${r.releaseDate}` }))));
  }, [dialog]);
  const done = () => { notifySuccess(tp('catalogue.done')); setDialog(null); list.reload(); };
  const run = (action: string, row: PriceHistoryRow) => {
    if (action === 'approve') void catalogue.approve(row.id, row.version).then(done);
    else setDialog({ action: action as 'return' | 'hold' | 'revise', row });
  };
  const columns: Column<PriceHistoryRow>[] = [
    { key: 'productName', title: tp('catalogue.product'), render: (r) => `${r.productName} (${r.unit})` },
    { key: 'supplierName', title: tp('catalogue.supplier') },
    { key: 'restaurantName', title: tp('catalogue.canteen') },
    { key: 'price', title: tp('catalogue.price') },
    { key: 'period', title: tp('catalogue.period'), render: (r) => `${r.effectiveFrom} → ${r.effectiveTo ?? '…'}` },
    { key: 'status', title: tp('catalogue.state'), render: (r) => <StateBadge status={r.status} names={PRICE_STATUS_NAMES} /> },
    {
      key: 'market', title: tp('catalogue.marketPrice'), render: (r) => (r.marketPrice === null ? '—' : (
        <Group gap={4} wrap="nowrap">
          <span>{r.marketPrice}</span>
          {r.deviation !== null && (
            <Tooltip label={tp('catalogue.deviationHint')}>
              <Badge variant="light" color={r.flagged ? 'red' : 'gray'} data-testid={r.flagged ? 'price-flagged' : undefined}>{`${r.deviation > 0 ? '+' : ''}${(r.deviation * 100).toFixed(1)}%`}</Badge>
            </Tooltip>
          )}
        </Group>
      )),
    },
    { key: 'releaseName', title: tp('catalogue.release'), render: (r) => r.releaseName ?? '' },
    { key: 'reason', title: tp('catalogue.reason'), render: (r) => r.reason ?? '' },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.actions.map((a) => <Button key={a} size="compact-xs" variant="light" data-testid={`price-${a}`} onClick={() => run(a, r)}>{tp(`catalogue.action.${a}`)}</Button>)}
        </Group>
      ),
    },
  ];
  const fields: Record<NonNullable<Dialog>['action'], Field[]> = {
    return: [{ name: 'reason', label: tp('catalogue.reason'), kind: 'textarea', required: true }],
    hold: [{ name: 'releaseId', label: tp('catalogue.release'), kind: 'select', required: true, data: releases }],
    revise: [{ name: 'price', label: tp('catalogue.price'), kind: 'number', required: true, decimals: 2 }, { name: 'effectiveFrom', label: tp('catalogue.effectiveFrom'), kind: 'date', required: true }],
  };
  const submit = (values: Record<string, unknown>) => {
    const { action, row } = dialog!;
    if (action === 'return') return catalogue.returnPrice(row.id, row.version, String(values.reason)).then(done);
    if (action === 'hold') return catalogue.hold(row.id, row.version, String(values.releaseId)).then(done);
    return catalogue.revise(row.id, row.version, money(values.price), String(values.effectiveFrom)).then(done);
  };
  return (
    <>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        {!status && <Select label={tp('catalogue.state')} clearable value={list.filters.status || null} onChange={(v) => list.setFilter('status', v ?? '')}
          data={PRICE_STATUSES.map((s) => ({ value: s, label: PRICE_STATUS_NAMES[s][lang] }))} />}
        <DateInput label={tp('catalogue.onDay')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.onDay || null} onChange={(v) => list.setFilter('onDay', v ?? '')} />
        <Select label={tp('catalogue.deviation')} clearable value={list.filters.flagged || null} onChange={(v) => list.setFilter('flagged', v ?? '')}
          data={[{ value: '1', label: tp('catalogue.flagged') }, { value: '0', label: tp('catalogue.notFlagged') }]} />
        <ExportButton route={catalogueRoutes.priceHistoryExport} query={list.filters} name={name} />
        {extraActions}
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, approximate: list.approximate, onChange: list.setPageNo }} />
      {dialog && (
        <FormDialog title={`${tp(`catalogue.action.${dialog.action}`)} · ${dialog.row.productName}`} fields={fields[dialog.action]} onClose={() => setDialog(null)} onSubmit={submit}
          initial={{ reason: '', releaseId: null, price: Number(dialog.row.price), effectiveFrom: dialog.row.effectiveFrom }}
          rule={(v) => (dialog.action === 'revise' && !new RegExp(PRICE_PATTERN).test(money(v.price)) ? { price: tp('catalogue.required') } : null)} />
      )}
    </>
  );
}
