/**
 * order/StandingBookList (台账): audited lines in the caller's scope, filtered by canteen, product and period
 * (a month or any days), paged on the server, with the totals row of everything filtered, the Excel export
 * of the same filters and statements (对账单) of the period printed per canteen and supplier.
 */
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { DateInput, MonthPickerInput } from '@mantine/dates';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../api/download.ts';
import { shop } from '../../api/endpoints/ordering.ts';
import { ledgers } from '../../api/endpoints/orderPrint.ts';
import type { ResultOf } from '../../contract/route.ts';
import type { standingBook } from '../../contract/routes/ordering.ts';
import { formatTime, ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { currentMonth, monthDays } from './ledgerPeriod.ts';
import { PrintButton } from './print/PrintButton.tsx';

type Entry = ResultOf<typeof standingBook>['records'][number];

export default function StandingBookList() {
  const tp = usePageT();
  const month = monthDays(currentMonth());
  const initial = { restaurantId: '', productName: '', arrivalFrom: month.from, arrivalTo: month.to };
  const list = usePagedList(ledgers.standingBook, initial, 20);
  const [applied, setApplied] = useState(initial);
  const [totals, setTotals] = useState<{ count: number; amount: string } | null>(null);
  const [canteens, setCanteens] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    void shop.canteens().then((rows) => setCanteens(rows.map((c) => ({ value: c.id, label: c.name })))).catch(() => setCanteens([]));
  }, []);
  const query = (filters: typeof initial) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  useEffect(() => {
    void ledgers.standingBookTotals(query(applied)).then(setTotals);
  }, [applied]);
  const search = () => { setApplied(list.filters); list.search(); };
  const reset = () => { setApplied(initial); list.reset(); };

  const columns: Column<Entry>[] = [
    { key: 'arrivalDate', title: tp('order.arrivalDate') },
    { key: 'orderNo', title: tp('order.orderNo') },
    { key: 'restaurantName', title: tp('order.canteen') },
    { key: 'supplierName', title: tp('order.supplier') },
    { key: 'productName', title: tp('order.product') },
    { key: 'quantity', title: tp('order.quantity'), render: (e) => `${Number(e.quantity)} ${e.unit}` },
    { key: 'price', title: tp('order.price') },
    { key: 'amount', title: tp('order.amount') },
    { key: 'auditedBy', title: tp('ledger.auditedBy'), render: (e) => `${e.auditedBy} · ${formatTime(e.auditedAt)}` },
  ];
  const monthValue = applied.arrivalFrom.slice(0, 7);
  return (
    <PageCard title={tp('ledger.standingBook')} actions={
      <>
        <Button size="xs" variant="light" leftSection={<IconFileSpreadsheet size={16} />} data-testid="ledger-export"
          onClick={() => void ledgers.standingBookExport(query(applied)).then((blob) => saveBlob(blob, `${tp('ledger.standingBook')}.xlsx`))}>
          {tp('ledger.export')}
        </Button>
        <PrintButton documents={['statement']} ledger={{ restaurantId: applied.restaurantId || undefined, periodFrom: applied.arrivalFrom || undefined, periodTo: applied.arrivalTo || undefined }} />
      </>
    }>
      <SearchBar onSearch={search} onReset={reset}>
        <Select label={tp('order.canteen')} data={canteens} clearable value={list.filters.restaurantId || null} onChange={(v) => list.setFilter('restaurantId', v ?? '')} />
        <TextInput label={tp('order.product')} value={list.filters.productName} onChange={(e) => list.setFilter('productName', e.currentTarget.value)} />
        <MonthPickerInput w={130} label={tp('ledger.month')} valueFormat="YYYY-MM" value={list.filters.arrivalFrom ? `${list.filters.arrivalFrom.slice(0, 7)}-01` : null} data-month={monthValue}
          onChange={(v) => { if (!v) return; const days = monthDays(v.slice(0, 7)); list.setFilter('arrivalFrom', days.from); list.setFilter('arrivalTo', days.to); }} />
        <DateInput label={tp('order.arrivalFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalFrom || null} onChange={(v) => list.setFilter('arrivalFrom', v ?? '')} />
        <DateInput label={tp('order.arrivalTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.arrivalTo || null} onChange={(v) => list.setFilter('arrivalTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(e) => e.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {totals && (
        <Group justify="flex-end" mt="xs" data-testid="ledger-totals">
          <Text fw={600} size="sm">{tp('ledger.totals', { count: totals.count, amount: totals.amount })}</Text>
        </Group>
      )}
    </PageCard>
  );
}
