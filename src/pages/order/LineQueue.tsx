import { DateInput } from '@mantine/dates';
/**
 * A work queue of order lines (src/contract/domain/order.ts LINE_QUEUES): the lines waiting for the caller,
 * paged on the server, with the buttons the server says each line allows (`actions`), and batch dispatch
 * for prepared lines. The queue screens of the menu are this component with their queues.
 */
import { useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, NumberInput, Select, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { orders } from '../../api/endpoints/ordering.ts';
import { LINE_STATUS_NAMES, type LineAction, type LineQueue as Queue, type LineStatus } from '../../contract/domain/order.ts';
import type { LineRecord } from '../../contract/routes/ordering.ts';
import { useLocale } from '../../i18n/index.ts';
import { ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { PrintButton, type PrintButtonProps } from './print/PrintButton.tsx';

type Dialog = { action: LineAction; line: LineRecord } | null;

/** `print`: the documents the screen prints, of the groups holding the ticked lines or of a day. */
export function LineQueue({ queues, title, print }: { queues: Queue[]; title: string; print?: PrintButtonProps['documents'] }) {
  const tp = usePageT();
  const locale = useLocale();
  const initialQueue = new URLSearchParams(globalThis.location?.search ?? '').get('queue');
  const [queue, setQueue] = useState<Queue>(queues.find((q) => q === initialQueue) ?? queues[0]!);
  const source = useMemo(() => (query: Record<string, unknown>) => orders.lines({ ...query, queue } as never), [queue]);
  const list = usePagedList(source, { productName: '', arrivalFrom: '', arrivalTo: '' }, 20);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = (message: string) => {
    notifySuccess(message);
    setDialog(null);
    setSelected([]);
    list.reload();
  };
  const run = async (action: LineAction, line: LineRecord) => {
    if (action === 'accept') return orders.accept(line.id, line.version).then(() => done(tp('order.done')));
    if (action === 'approve') return orders.approve(line.id, line.version).then(() => done(tp('order.done')));
    if (action === 'dispatch') return orders.dispatch([{ id: line.id, version: line.version }]).then(() => done(tp('order.dispatched')));
    setDialog({ action, line });
  };
  const dispatchSelected = () => {
    const lines = list.records.filter((l) => selected.includes(l.id)).map((l) => ({ id: l.id, version: l.version }));
    void orders.dispatch(lines).then(() => done(tp('order.dispatched')));
  };
  const columns: Column<LineRecord>[] = [
    { key: 'orderNo', title: tp('order.orderNo') },
    { key: 'restaurantName', title: tp('order.canteen') },
    { key: 'arrivalDate', title: tp('order.arrivalDate') },
    { key: 'productName', title: tp('order.product') },
    { key: 'quantity', title: tp('order.quantity'), render: (l) => `${Number(l.quantity)} ${l.unit}` },
    { key: 'price', title: tp('order.price'), render: (l) => l.price ?? '—' },
    { key: 'amount', title: tp('order.amount'), render: (l) => l.amount.toFixed(2) },
    { key: 'supplierName', title: tp('order.supplier'), render: (l) => l.supplierName ?? '—' },
    { key: 'status', title: tp('order.status'), render: (l) => <Badge variant="light">{LINE_STATUS_NAMES[l.status as LineStatus][locale === 'en-US' ? 'en' : 'zh']}</Badge> },
    { key: 'note', title: tp('order.note'), render: (l) => l.note ?? '' },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (l) => (
        <Group gap={4} wrap="nowrap">
          {l.actions.filter((a) => a !== 'withdraw').map((a) => (
            <Button key={a} size="compact-xs" variant="light" data-testid={`line-${a}`} onClick={() => void run(a as LineAction, l)}>{tp(`order.action.${a}`)}</Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={title} actions={print && (
      <PrintButton documents={print} selected={{ source: 'group', ids: [...new Set(list.records.filter((l) => selected.includes(l.id)).map((l) => l.groupId))] }}
        day={{ arrivalDate: list.filters.arrivalFrom || undefined }} />
    )}>
      {queues.length > 1 && (
        <SegmentedControl mb="sm" value={queue} onChange={(q) => { setQueue(q as Queue); setSelected([]); }} data={queues.map((q) => ({ value: q, label: tp(`order.queue.${q}`) }))} />
      )}
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('order.product')} value={list.filters.productName} onChange={(e) => list.setFilter('productName', e.currentTarget.value)} />
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
      </SearchBar>
      {queue === 'supplierAcceptance' && (
        <Group mb="sm">
          <Button size="xs" disabled={selected.length === 0} onClick={dispatchSelected} data-testid="dispatch-selected">{tp('order.dispatchSelected', { count: selected.length })}</Button>
        </Group>
      )}
      <ListTable columns={columns} rows={list.records} rowKey={(l) => l.id} loading={list.loading}
        selected={queue === 'supplierAcceptance' ? selected : undefined} onSelectedChange={queue === 'supplierAcceptance' ? setSelected : undefined}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {dialog && <ActionDialog dialog={dialog} onClose={() => setDialog(null)} onDone={() => done(tp('order.done'))} />}
    </PageCard>
  );
}

/** The actions that need more than a click: a reason, a supplier, the quantities of a receiving check. */
function ActionDialog({ dialog, onClose, onDone }: { dialog: NonNullable<Dialog>; onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const { action, line } = dialog;
  const [reason, setReason] = useState('');
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [candidates, setCandidates] = useState<Array<{ value: string; label: string }> | null>(null);
  const [received, setReceived] = useState<number | string>(Number(line.dispatchQty ?? line.quantity));
  const [rejected, setRejected] = useState<number | string>(0);
  const [closeShortfall, setCloseShortfall] = useState(false);
  if (action === 'allot' && candidates === null) {
    setCandidates([]);
    void orders.candidates(line.id).then((list) => setCandidates(list.map((c) => ({ value: c.supplierId, label: `${c.supplierName} · ${c.price}` }))));
  }
  const submit = () => {
    const call =
      action === 'reject' ? orders.reject(line.id, line.version, reason)
      : action === 'sendBack' ? orders.sendBack(line.id, line.version, reason)
      : action === 'allot' ? orders.allot(line.id, line.version, supplierId ?? '')
      : orders.check(line.id, { version: line.version, receivedQty: String(received), rejectedQty: String(rejected || 0), rejectReason: reason || undefined, closeShortfall });
    void call.then(onDone);
  };
  return (
    <Modal opened onClose={onClose} title={`${tp(`order.action.${action}`)} · ${line.productName}`}>
      <Stack>
        {action === 'allot' && <Select label={tp('order.supplier')} data={candidates ?? []} value={supplierId} onChange={setSupplierId} />}
        {action === 'check' && (
          <>
            <NumberInput label={tp('order.receivedQty')} decimalScale={3} min={0} value={received} onChange={setReceived} />
            <NumberInput label={tp('order.rejectedQty')} decimalScale={3} min={0} value={rejected} onChange={setRejected} />
            <Checkbox label={tp('order.closeShortfall')} checked={closeShortfall} onChange={(e) => setCloseShortfall(e.currentTarget.checked)} />
          </>
        )}
        {action !== 'allot' && <TextInput label={tp(action === 'check' ? 'order.rejectReason' : 'order.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button onClick={submit} data-testid="line-action-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
