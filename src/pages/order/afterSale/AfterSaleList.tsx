/**
 * order/AfterSaleList: return, replacement and refund requests in the caller's scope, with filters, the
 * detail drawer (line, photos, trail, ledger adjustments), the actions the server allows on each row, the
 * canteen's request form and the Excel export of the filtered list.
 */
import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { afterSales } from '../../../api/endpoints/afterSale.ts';
import { saveBlob } from '../../../api/download.ts';
import { AFTER_SALE_KINDS, AFTER_SALE_QUEUE_KEYS, AFTER_SALE_STATUS_NAMES, AFTER_SALE_STATUSES, type AfterSaleAction } from '../../../contract/domain/afterSale.ts';
import type { AfterSaleRecord } from '../../../contract/routes/afterSale.ts';
import { useLocale } from '../../../i18n/index.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { cleanQuery, formatTime, ListTable, notifySuccess, PageCard, ReasonDialog, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { AfterSaleDrawer } from './AfterSaleDrawer.tsx';
import { RaiseModal } from './RaiseModal.tsx';
import { STATUS_COLOR } from './statusColor.ts';

/** Actions that are one click (the others ask for a reason or note). */
const ONE_CLICK: readonly AfterSaleAction[] = ['complete', 'cancel'];

const EMPTY = { afterSaleNo: '', status: null as string | null, queue: null as string | null, kind: null as string | null, productName: '', createdFrom: '', createdTo: '' };

/** The pending counts link here with ?queue=…: the list opens on that queue. */
function queueOfAddress(): string | null {
  const queue = new URLSearchParams(globalThis.location?.search ?? '').get('queue');
  return AFTER_SALE_QUEUE_KEYS.find((key) => key === queue) ?? null;
}

export default function AfterSaleList() {
  const tp = usePageT();
  const locale = useLocale() === 'en-US' ? 'en' : 'zh';
  const list = usePagedList(afterSales.list, useMemo(() => ({ ...EMPTY, queue: queueOfAddress() }), []), 20);
  const [viewing, setViewing] = useState<string | null>(null);
  const [raising, setRaising] = useState(false);
  const [dialog, setDialog] = useState<{ action: AfterSaleAction; row: AfterSaleRecord } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const done = () => {
    notifySuccess(tp('afterSale.done'));
    setDialog(null);
    setRefresh((n) => n + 1);
    list.reload();
  };
  const run = (action: AfterSaleAction, row: AfterSaleRecord) => {
    if (ONE_CLICK.includes(action)) void afterSales.act(action, row.id, row.version).then(done).catch(() => {});
    else setDialog({ action, row });
  };
  const exportList = () => {
    void afterSales.export(cleanQuery(list.filters) as never).then((blob) => saveBlob(blob, `${tp('afterSale.title')}.xlsx`)).catch(() => {});
  };
  const columns: Column<AfterSaleRecord>[] = [
    { key: 'afterSaleNo', title: tp('afterSale.afterSaleNo'), render: (r) => <Anchor size="sm" onClick={() => setViewing(r.id)} data-testid="after-sale-open">{r.afterSaleNo}</Anchor> },
    { key: 'restaurantName', title: tp('afterSale.canteen') },
    { key: 'supplierName', title: tp('afterSale.supplier') },
    { key: 'productName', title: tp('afterSale.product') },
    { key: 'kind', title: tp('afterSale.kind'), render: (r) => tp(`afterSale.kinds.${r.kind}`) },
    { key: 'quantity', title: tp('afterSale.quantity'), render: (r) => `${Number(r.quantity)} ${r.unit}` },
    { key: 'amount', title: tp('afterSale.amount') },
    { key: 'status', title: tp('afterSale.status'), render: (r) => <Badge variant="light" color={STATUS_COLOR[r.status]} data-testid="after-sale-status">{AFTER_SALE_STATUS_NAMES[r.status][locale]}</Badge> },
    { key: 'createTime', title: tp('afterSale.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setViewing(r.id)}>{tp('afterSale.detail')}</Button>
          {r.actions.map((a) => (
            <Button key={a} size="compact-xs" variant="light" color={a === 'refuse' || a === 'reject' ? 'red' : undefined} data-testid={`after-sale-${a}`} onClick={() => run(a, r)}>
              {tp(`afterSale.action.${a}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <PageCard
      title={tp('afterSale.title')}
      actions={
        <>
          <Authorized action="order:afterSale:add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setRaising(true)} data-testid="after-sale-raise">{tp('afterSale.raise')}</Button>
          </Authorized>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportList}>{tp('afterSale.export')}</Button>
        </>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('afterSale.afterSaleNo')} value={list.filters.afterSaleNo} onChange={(e) => list.setFilter('afterSaleNo', e.currentTarget.value)} />
        <TextInput label={tp('afterSale.product')} value={list.filters.productName} onChange={(e) => list.setFilter('productName', e.currentTarget.value)} />
        <Select label={tp('afterSale.status')} clearable w={200} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={AFTER_SALE_STATUSES.map((s) => ({ value: s, label: AFTER_SALE_STATUS_NAMES[s][locale] }))} />
        <Select label={tp('afterSale.queue')} clearable w={160} value={list.filters.queue} onChange={(v) => list.setFilter('queue', v)} data-testid="after-sale-queue"
          data={AFTER_SALE_QUEUE_KEYS.map((q) => ({ value: q, label: tp(`afterSale.queues.${q}`) }))} />
        <Select label={tp('afterSale.kind')} clearable w={120} value={list.filters.kind} onChange={(v) => list.setFilter('kind', v)}
          data={AFTER_SALE_KINDS.map((k) => ({ value: k, label: tp(`afterSale.kinds.${k}`) }))} />
        <DateInput label={tp('afterSale.createdFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.createdFrom || null} onChange={(v) => list.setFilter('createdFrom', v ?? '')} />
        <DateInput label={tp('afterSale.createdTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.createdTo || null} onChange={(v) => list.setFilter('createdTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <AfterSaleDrawer id={viewing} refresh={refresh} onClose={() => setViewing(null)} onAction={run} />
      {raising && <RaiseModal onClose={() => setRaising(false)} onRaised={() => { setRaising(false); notifySuccess(tp('afterSale.raised')); list.reload(); }} />}
      {dialog && (
        <ReasonDialog
          title={`${tp(`afterSale.action.${dialog.action}`)} · ${dialog.row.afterSaleNo}`}
          label={dialog.action === 'refuse' || dialog.action === 'reject' || (dialog.action === 'approve' && dialog.row.status === 'supplier_refused') ? tp('afterSale.reason') : tp('afterSale.reasonOptional')}
          onClose={() => setDialog(null)}
          onSubmit={(reason) => afterSales.act(dialog.action, dialog.row.id, dialog.row.version, reason || undefined).then(done)}
        />
      )}
    </PageCard>
  );
}
