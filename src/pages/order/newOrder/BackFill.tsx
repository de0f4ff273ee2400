/**
 * order/newOrder/BackFill: back-fills (补录) in scope with filters, a detail drawer, the canteen's form
 * (canteen, day, slot, supplier, products at that day's agreement prices) and procurement's approve / reject.
 */
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Badge, Button, Drawer, Group, Modal, Select, Stack, Table, Text, TextInput, Timeline } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { newOrders } from '../../../api/endpoints/afterSale.ts';
import { saveBlob } from '../../../api/download.ts';
import { shop } from '../../../api/endpoints/ordering.ts';
import { BACK_FILL_STATUSES, type BackFillAction } from '../../../contract/domain/newOrder.ts';
import { chinaDate } from '../../../contract/domain/order.ts';
import type { ResultOf } from '../../../contract/route.ts';
import type { BackFillRecord, backFillDetail, backFillOffers } from '../../../contract/routes/newOrder.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { cleanQuery, formatTime, ListTable, notifySuccess, PageCard, ReasonDialog, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { filledRows, ProductRows, type ProductRow } from './ProductRows.tsx';

const COLOR: Record<string, string> = { pending: 'blue', approved: 'green', rejected: 'red', cancelled: 'gray' };

export default function BackFill() {
  const tp = usePageT();
  const list = usePagedList(newOrders.backFills, { backFillNo: '', status: null as string | null, arrivalFrom: '', arrivalTo: '' }, 20);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ action: BackFillAction; row: BackFillRecord } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const done = () => {
    notifySuccess(tp('newOrder.done'));
    setDialog(null);
    setRefresh((n) => n + 1);
    list.reload();
  };
  const run = (action: BackFillAction, row: BackFillRecord) => {
    if (action === 'cancel') void newOrders.actBackFill(action, row.id, row.version).then(done).catch(() => {});
    else setDialog({ action, row });
  };
  const columns: Column<BackFillRecord>[] = [
    { key: 'backFillNo', title: tp('newOrder.backFillNo'), render: (r) => <Anchor size="sm" onClick={() => setViewing(r.id)}>{r.backFillNo}</Anchor> },
    { key: 'restaurantName', title: tp('newOrder.canteen') },
    { key: 'supplierName', title: tp('newOrder.supplier') },
    { key: 'arrivalDate', title: tp('newOrder.arrivalDate') },
    { key: 'lines', title: tp('newOrder.lines'), render: (r) => r.lines.map((l) => `${l.productName}×${Number(l.quantity)}`).join('，') },
    { key: 'amount', title: tp('newOrder.amount'), render: (r) => r.amount.toFixed(2) },
    { key: 'status', title: tp('newOrder.status'), render: (r) => <Badge variant="light" color={COLOR[r.status]} data-testid="back-fill-status">{tp(`newOrder.statuses.${r.status}`)}</Badge> },
    { key: 'orderNo', title: tp('newOrder.orderNo'), render: (r) => r.orderNo ?? '—' },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setViewing(r.id)}>{tp('newOrder.detail')}</Button>
          {r.actions.map((a) => <Button key={a} size="compact-xs" variant="light" color={a === 'approve' ? undefined : 'red'} onClick={() => run(a, r)} data-testid={`back-fill-${a}`}>{tp(`newOrder.action.${a}`)}</Button>)}
        </Group>
      ),
    },
  ];
  const exportList = () => {
    void newOrders.exportBackFills(cleanQuery(list.filters) as never).then((blob) => saveBlob(blob, `${tp('newOrder.backFillTitle')}.xlsx`)).catch(() => {});
  };
  return (
    <PageCard
      title={tp('newOrder.backFillTitle')}
      actions={
        <>
          <Authorized action="order:backFill:add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="back-fill-create">{tp('newOrder.backFill')}</Button>
          </Authorized>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportList} data-testid="back-fill-export">{tp('afterSale.export')}</Button>
        </>
      }
    >
      <Text size="sm" c="dimmed" mb="sm">{tp('newOrder.backFillHint')}</Text>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('newOrder.backFillNo')} value={list.filters.backFillNo} onChange={(e) => list.setFilter('backFillNo', e.currentTarget.value)} />
        <Select label={tp('newOrder.status')} clearable w={160} value={list.filters.status} onChange={(v) => list.setFilter('status', v)} data={BACK_FILL_STATUSES.map((s) => ({ value: s, label: tp(`newOrder.statuses.${s}`) }))} />
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <BackFillDrawer id={viewing} refresh={refresh} onClose={() => setViewing(null)} />
      {creating && <BackFillForm onClose={() => setCreating(false)} onDone={() => { setCreating(false); notifySuccess(tp('newOrder.backFillSubmitted')); list.reload(); }} />}
      {dialog && (
        <ReasonDialog title={`${tp(`newOrder.action.${dialog.action}`)} · ${dialog.row.backFillNo}`} label={tp('newOrder.reason')} onClose={() => setDialog(null)}
          onSubmit={(reason) => newOrders.actBackFill(dialog.action, dialog.row.id, dialog.row.version, reason || undefined).then(done)} />
      )}
    </PageCard>
  );
}

function BackFillDrawer({ id, refresh, onClose }: { id: string | null; refresh: number; onClose(): void }) {
  const tp = usePageT();
  const [detail, setDetail] = useState<ResultOf<typeof backFillDetail> | null>(null);
  useEffect(() => {
    setDetail(null);
    if (id) newOrders.backFill(id).then(setDetail).catch(() => {});
  }, [id, refresh]);
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="lg" title={detail?.backFillNo ?? tp('newOrder.detail')}>
      {detail && (
        <Stack>
          <Text size="sm">{`${detail.restaurantName} · ${detail.supplierName} · ${detail.arrivalDate} · ${detail.slot}`}</Text>
          <Badge variant="light" color={COLOR[detail.status]}>{tp(`newOrder.statuses.${detail.status}`)}</Badge>
          <Table withTableBorder>
            <Table.Tbody>
              {detail.lines.map((l) => (
                <Table.Tr key={l.baseProductId}>
                  <Table.Td>{l.productName}</Table.Td>
                  <Table.Td>{`${Number(l.quantity)} ${l.unit}`}</Table.Td>
                  <Table.Td>{l.price}</Table.Td>
                  <Table.Td>{l.amount.toFixed(2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {detail.remark && <Text size="sm">{`${tp('newOrder.remark')}：${detail.remark}`}</Text>}
          {detail.decisionNote && <Text size="sm">{`${tp('newOrder.decisionNote')}：${detail.decisionNote}`}</Text>}
          {detail.orderNo && <Text size="sm">{`${tp('newOrder.orderNo')}：${detail.orderNo}`}</Text>}
          <Timeline bulletSize={12} lineWidth={2} active={detail.events.length - 1}>
            {detail.events.map((e) => (
              <Timeline.Item key={e.id} title={e.toStatus in { pending: 1, approved: 1, rejected: 1, cancelled: 1 } ? tp(`newOrder.statuses.${e.toStatus}`) : e.action}>
                <Text size="xs" c="dimmed">{`${e.actorName} · ${formatTime(e.at)}`}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
    </Drawer>
  );
}

type Offer = ResultOf<typeof backFillOffers>[number];

function BackFillForm({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const [canteens, setCanteens] = useState<Array<{ id: string; name: string; deliverySlots: Array<{ code: string; name: string }> }>>([]);
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const [arrivalDate, setArrivalDate] = useState<string | null>(chinaDate(new Date()));
  const [slot, setSlot] = useState<string | null>(null);
  const [offers, setOffers] = useState<Offer[]>([]);
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [rows, setRows] = useState<ProductRow[]>([{ baseProductId: null, quantity: '' }]);
  const [remark, setRemark] = useState('');
  useEffect(() => {
    shop.canteens().then((list) => {
      setCanteens(list);
      if (list[0]) { setRestaurantId(list[0].id); setSlot(list[0].deliverySlots[0]?.code ?? null); }
    }).catch(() => {});
  }, []);
  useEffect(() => {
    setOffers([]);
    if (restaurantId && arrivalDate) newOrders.offers(restaurantId, arrivalDate).then(setOffers).catch(() => {});
  }, [restaurantId, arrivalDate]);
  const canteen = canteens.find((c) => c.id === restaurantId);
  const supplierOptions = useMemo(() => [...new Map(offers.map((o) => [o.supplierId, o.supplierName])).entries()].map(([value, label]) => ({ value, label })), [offers]);
  const productOptions = offers.filter((o) => o.supplierId === supplierId).map((o) => ({ value: o.baseProductId, label: `${o.productName} · ${o.price}/${o.unit}` }));
  const lines = filledRows(rows);
  const submit = () => {
    if (!restaurantId || !arrivalDate || !slot || !supplierId) return;
    void newOrders.createBackFill({ restaurantId, supplierId, arrivalDate, slot, remark: remark || undefined, lines }).then(onDone).catch(() => {});
  };
  return (
    <Modal opened onClose={onClose} size="lg" title={tp('newOrder.backFill')}>
      <Stack>
        <Select label={tp('newOrder.canteen')} data={canteens.map((c) => ({ value: c.id, label: c.name }))} value={restaurantId} onChange={setRestaurantId} />
        <Group grow>
          <DateInput label={tp('newOrder.arrivalDate')} valueFormat="YYYY-MM-DD" maxDate={chinaDate(new Date())} value={arrivalDate} onChange={setArrivalDate} />
          <Select label={tp('newOrder.slot')} data={(canteen?.deliverySlots ?? []).map((s) => ({ value: s.code, label: s.name }))} value={slot} onChange={setSlot} />
        </Group>
        <Select label={tp('newOrder.supplier')} data={supplierOptions} value={supplierId} onChange={(v) => { setSupplierId(v); setRows([{ baseProductId: null, quantity: '' }]); }}
          nothingFoundMessage={tp('newOrder.noOffers')} data-testid="back-fill-supplier" />
        <ProductRows options={productOptions} rows={rows} onChange={setRows} />
        <TextInput label={tp('newOrder.remark')} maxLength={500} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button disabled={!supplierId || !slot || lines.length === 0} onClick={submit} data-testid="back-fill-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
